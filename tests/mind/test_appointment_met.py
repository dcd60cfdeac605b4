"""An appointment met is over: once its two have talked at its place in its time (the talk
is marked), the rest of its block is one's own time, said once in the day's log, never put
back, and the other is no longer sought; before that, the block stands and they are."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.app_setup import build_simulation
from game.mind import appointment_met, appointments, gatherings
from game.mind.records import Gathering
from game.mind.visits import AWAY
from game.sim.simulation import SimConfig


@pytest.fixture(scope="module")
def sim():
    s = build_simulation("tests/towns/larkholme", config=SimConfig(seed=1, autosave_minutes=0))
    s.run_steps(s.clock.steps_for(3))  # up and planned
    return s


def test_a_meeting_had_ends_the_block_and_is_not_put_back(sim):
    ids = [r for r in sim.residents if sim.residents[r].persona.age >= 18]
    a, b = sim.residents[ids[0]], sim.residents[ids[1]]
    minute, now_s = sim.clock.minute_of_day(), sim.now_s
    g = Gathering(
        what="a chat about the garden", place=a.persona.home.sector,
        date=a.schedule.date, start=minute + 10, end=minute + 90,
        host=a.id, host_name=a.name, source="request", guest=b.id, guest_name=b.name,
    )  # fmt: skip
    for r, other in ((a, b), (b, a)):
        gatherings.remember(r, g, True, "arranged", now_s, other.id)
    gatherings.keep(a, minute)
    block = a.schedule.block_at(minute + 20)
    assert block is not None and block.activity == gatherings.activity(a, g)
    assert b.name in appointments.due(a, now_s + 600)
    ctx = SimpleNamespace(now_s=now_s + 600)
    assert appointment_met.settle(a, ctx, minute + 10) == []  # not met yet: the block stands
    a.memory.add("Talked with B.", kind="conversation", now=now_s + 600, importance_10=3,
                 keywords=[gatherings.MET + g.key])  # fmt: skip
    said = appointment_met.settle(a, ctx, minute + 12)
    assert len(said) == 1 and b.name in said[0]
    assert a.schedule.block_at(minute + 20).activity == AWAY
    gatherings.keep(a, minute + 13)  # not put back
    assert a.schedule.block_at(minute + 20).activity == AWAY
    assert appointment_met.settle(a, ctx, minute + 14) == []  # said once
    assert b.name not in appointments.due(a, now_s + 700)
