"""A guest whose working hours cover a gathering elsewhere does not leave work for the whole of
it: it comes after work when the gathering outlasts the shift, or slips away at its start for a
while and goes back; one free then is there for all of it."""

from __future__ import annotations

import pytest

from game.app_setup import build_simulation
from game.mind import gatherings
from game.mind.records import Gathering
from game.sim.simulation import SimConfig


@pytest.fixture(scope="module")
def sim():
    s = build_simulation("tests/towns/larkholme", config=SimConfig(seed=1, autosave_minutes=0))
    s.run_steps(s.clock.steps_for(3))  # up and planned: a working day
    return s


def _worker(sim):
    day = sim.clock.now.strftime("%a").lower()[:3]
    return next(
        r
        for r in sim.residents.values()
        if r.persona.work is not None
        and day in r.persona.work.days
        and r.persona.work.end - r.persona.work.start >= 360
        and r.persona.work.end < 22 * 60
    )


def _gathering(sim, r, start: int, end: int) -> Gathering:
    host = next(o for o in sim.residents.values() if o.id != r.id)
    place = next(s.name for s in sim.town.tree.sectors() if s.name != r.persona.work.place.sector)
    return Gathering(
        what="a clean-up", place=place, date=r.schedule.date, start=start, end=end,
        host=host.id, host_name=host.name, source="talk",
    )  # fmt: skip


def _there(r, g) -> list[int]:
    text = gatherings.activity(r, g)
    return [m for m in range(0, 1440, 5) if (b := r.schedule.block_at(m)) and b.activity == text]


def test_in_working_hours_a_guest_slips_away_for_a_while(sim):
    r = _worker(sim)
    w = r.persona.work
    g = _gathering(sim, r, w.start + 120, w.start + 260)
    assert gatherings.window(r, g) == (g.start, g.start + gatherings.SLIP)
    gatherings.remember(r, g, True, "work", sim.now_s, g.host)
    gatherings.keep(r, sim.clock.minute_of_day())
    there = _there(r, g)
    assert there and max(there) < g.start + gatherings.SLIP <= g.end - 60
    work = r.schedule.block_at(g.start + gatherings.SLIP + 30)
    assert work is not None and work.activity != gatherings.activity(r, g)


def test_a_gathering_that_outlasts_the_shift_is_gone_to_after_work(sim):
    r = _worker(sim)
    w = r.persona.work
    g = _gathering(sim, r, w.end - 60, w.end + 90)
    assert gatherings.window(r, g) == (w.end, g.end)


def test_one_free_then_is_there_for_all_of_it(sim):
    r = _worker(sim)
    w = r.persona.work
    g = _gathering(sim, r, w.end + 30, w.end + 150)
    assert gatherings.window(r, g) == (g.start, g.end)
