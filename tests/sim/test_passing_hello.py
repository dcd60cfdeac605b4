"""A hello in passing: one on its way somewhere with nothing to tell nods, says it cannot stop,
and the other lets it go; nobody then asks it a question or tells it news in that talk."""

from __future__ import annotations

import pytest

from game.app_setup import build_simulation
from game.brains.builtin import talk_moment
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.tables import active, use_tables
from game.sim.simulation import SimConfig


def _talks(hours: float, seed: int = 3) -> list[dict]:
    before = active()
    try:
        sim = build_simulation("smallville", config=SimConfig(seed=seed, autosave_minutes=0))
        sim.run_steps(sim.clock.steps_for(hours))
        return list(sim.talks.log)
    finally:
        use_tables(before)


@pytest.fixture(scope="module")
def day():
    # a nod in passing takes someone known met on the way with nothing to tell: one or two a
    # morning in a town, so two towns' mornings (seeds) make sure of one
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(talk_moment, "PASSING", 1.0)  # every opener that may be a nod is one
        return _talks(12, 1) + _talks(12, 3)


def test_a_hello_in_passing_is_two_lines_and_the_other_lets_them_go(day):
    passing = [c for c in day if c["lines"] and said_from("passing_bye", c["lines"][0][2])]
    assert passing, "nobody on their way nodded to anyone all day"
    for c in passing:
        assert len(c["lines"]) == 2, c["lines"]
        reply = c["lines"][1][2]
        assert said_from("passing_reply", reply) and "?" not in reply, reply


def test_without_the_passing_hello_every_talk_is_a_talk(monkeypatch):
    monkeypatch.setattr(talk_moment, "PASSING", 0.0)
    talks = _talks(8)
    assert talks and not [c for c in talks if said_from("passing_bye", c["lines"][0][2])]
