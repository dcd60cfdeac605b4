"""A talk that ends a lonely spell is felt as relief (``events.relief``: the mood lifts, and
the inspector says why); the resident then no longer says it has been on its own. The brains
are told the needs one feels (``Feeling.low``), lonely lately as well as now."""

from __future__ import annotations

from dataclasses import replace

from game.mind.inner.urges import urge_tables
from tests.sim.test_crush_mood import _not_kin, _talk
from tests.sim.test_inner_life import town


def _lonely(sim, rid: str, social: float, since_s: float) -> None:
    s = sim.inner.states[rid]
    sim.inner.states[rid] = replace(
        s, needs=replace(s.needs, social=social), low=(("social", since_s),)
    )


def test_company_after_a_lonely_spell_is_felt_as_relief():
    sim = town()
    me, other, third = _not_kin(sim)
    below = urge_tables().below["social"]
    _lonely(sim, me, below + 0.1, sim.now_s - 180)  # (lonely as the talk began; its minutes
    assert sim.inner.feeling(me, sim.now_s).low[:1] == ("social",)  # lifted it a little)
    relieved = _talk(sim, me, other)
    assert sim.inner.states[me].cause == "relief"
    assert "social" not in sim.inner.feeling(me, sim.now_s).low
    _lonely(sim, third, 0.9, sim.now_s - 60)  # (a lonely spell long gone: just a talk)
    plain = _talk(sim, third, other)
    assert sim.inner.states[third].cause != "relief"
    assert relieved > plain, (relieved, plain)


def test_a_call_since_leaves_one_lonely_lately_until_hours_have_passed():
    sim = town()
    me = sim.order[0]
    below = urge_tables().below["social"]
    _lonely(sim, me, below + 0.05, sim.now_s - 3600)
    assert sim.inner.feeling(me, sim.now_s).low == ("social",)
    assert not sim.inner.feeling(me, sim.now_s).lonely  # (not pressing now)
    later = sim.now_s + (urge_tables().said_within + 60) * 60
    assert sim.inner.feeling(me, later).low == ()
