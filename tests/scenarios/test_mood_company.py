"""The mood measure's company count: a resident whose social need pressed is judged by the
hours it was awake after, so one whose need pressed just before bed and who seeks company the
morning after has sought it, and one awake for hours on its own has not."""

from datetime import datetime, timedelta
from types import SimpleNamespace

from game.mind.inner.urges import urge_tables
from game.sim.measure_inner import SEEK_MINUTES, MoodMeasure

LOW = urge_tables().below["social"] / 2
START = datetime(2026, 2, 13, 22, 0)


def _sim(course: list[tuple[int, str]]):
    """A stand-in simulation with one resident whose social need is low throughout and whose
    doings are ``course``: (minutes, doing) in order."""
    state = SimpleNamespace(
        mood=SimpleNamespace(valence=0.0), needs=SimpleNamespace(social=LOW, energy=1.0)
    )
    sim = SimpleNamespace(order=["ann"], inner=SimpleNamespace(states={"ann": state}))
    sim.now_s, sim.clock = 0.0, SimpleNamespace(now=START)
    m = MoodMeasure({"name": "mood"})
    m.begin(sim)
    for minutes, doing in course:
        for _ in range(minutes):
            sim.now_s += 60
            sim.clock.now = START + timedelta(seconds=sim.now_s)
            state.doing = doing
            m.tick(sim)
    return m


def test_a_night_asleep_does_not_count_against_seeking_company():
    m = _sim([(30, "leisure"), (8 * 60, "sleep"), (60, "other"), (10, "chat")])
    assert m.lonely == {"ann": 60.0} and "ann" in m.sought


def test_hours_awake_alone_are_not_seeking_company():
    m = _sim([(30, "leisure"), (8 * 60, "sleep"), (SEEK_MINUTES, "leisure"), (10, "chat")])
    assert "ann" in m.lonely and "ann" not in m.sought
