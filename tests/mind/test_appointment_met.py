"""An appointment met: once its two have talked at its place in its time (the talk is marked),
the rest of its block is what they met for, together, there (one for nothing in particular:
one's own time), said once in the day's log, never put back, and the other is no longer
sought; before that, the block stands and they are."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.app_setup import build_simulation
from game.mind import appointment_met, appointments, gatherings
from game.mind.records import Gathering
from game.mind.types import PlanBlock
from game.mind.visits import AWAY
from game.sim.simulation import SimConfig


@pytest.fixture(scope="module")
def sim():
    s = build_simulation("tests/towns/larkholme", config=SimConfig(seed=1, autosave_minutes=0))
    s.run_steps(s.clock.steps_for(3))  # up and planned
    return s


def _met(sim, what: str, pair: int):
    """An appointment of two grown-ups for ``what`` from ten minutes on, met at minute 12."""
    ids = [r for r in sim.residents if sim.residents[r].persona.age >= 18]
    a, b = sim.residents[ids[2 * pair]], sim.residents[ids[2 * pair + 1]]
    minute, now_s = sim.clock.minute_of_day(), sim.now_s
    g = Gathering(
        what=what, place=a.persona.home.sector,
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
    return a, b, g, minute, now_s, ctx, said


def test_a_meeting_had_is_spent_on_what_it_was_for_and_not_put_back(sim):
    """A blind reader: two who arranged an evening's work on the boat met, talked two minutes
    and parted. Now they stay for it, together, at its place, until its time is up."""
    a, b, g, minute, now_s, ctx, said = _met(sim, "a chat about the garden", 0)
    assert len(said) == 1 and b.name in said[0] and g.what in said[0], said
    block = a.schedule.block_at(minute + 20)
    first = b.name.split(" ")[0]
    assert block.activity == f"stay for a chat about the garden with {first} at {g.place}"
    assert block.end == g.end  # the time they set aside
    gatherings.keep(a, minute + 13)  # not put back
    assert a.schedule.block_at(minute + 20).activity == block.activity
    assert appointment_met.settle(a, ctx, minute + 14) == []  # said once
    assert b.name not in appointments.due(a, now_s + 700)


def test_a_meeting_for_nothing_in_particular_is_over_once_had(sim):
    a, b, g, minute, now_s, ctx, said = _met(sim, "", 1)
    assert len(said) == 1 and b.name in said[0]
    assert a.schedule.block_at(minute + 20).activity == AWAY
    gatherings.keep(a, minute + 13)
    assert a.schedule.block_at(minute + 20).activity == AWAY
    assert appointment_met.settle(a, ctx, minute + 14) == []


def test_at_the_others_work_one_stays_in_the_room_where_they_met(sim):
    """The host at work has no block and works on: the one who came stays in the room the
    host works in."""
    from game.mind.types import Place

    ids = [r for r in sim.residents if sim.residents[r].persona.age >= 18]
    a, b = sim.residents[ids[4]], sim.residents[ids[5]]
    minute, now_s = sim.clock.minute_of_day(), sim.now_s
    g = Gathering(
        what="a spell of varnishing", place="Ann's Boatyard", date=a.schedule.date,
        start=minute + 10, end=minute + 90, host=b.id, host_name=b.name, source="request",
        guest=a.id, guest_name=a.name,
    )  # fmt: skip
    gatherings.remember(a, g, True, "arranged", now_s, b.id)
    a.schedule.insert_block(
        PlanBlock(start=minute + 5, end=minute + 90, activity=gatherings.activity(a, g)), minute
    )
    a.memory.add("Talked with B.", kind="conversation", now=now_s + 600, importance_10=3,
                 keywords=[gatherings.MET + g.key])  # fmt: skip
    a.relations.works[b.id] = "Ann's Boatyard"
    a.relations.work_rooms[b.id] = "Boatshed"  # (they talked across from the shop floor)
    ctx = SimpleNamespace(
        now_s=now_s + 600, current_place=Place(sector="Ann's Boatyard", arena="Shop Floor")
    )
    said = appointment_met.settle(a, ctx, minute + 12)
    assert said and g.what in said[0], said
    text = a.schedule.block_at(minute + 20).activity
    assert text.endswith("at Ann's Boatyard, in the Boatshed"), text
