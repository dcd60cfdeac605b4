"""The needs one would say one feels (``urges.felt_lately``, ``Feeling.low``): below their level
now, or lately and not yet eased since; the last time each was is part of the saved state. Sleep
takes the edge off loneliness: one lonely at bedtime wakes a little less so, not made whole."""

from __future__ import annotations

from game.mind.inner import state as inner
from game.mind.inner.mood import Mood
from game.mind.inner.needs import Needs
from game.mind.inner.tables import tables
from game.mind.inner.temper import temper_of
from game.mind.inner.urges import felt_lately, urge_tables
from tests.mind.test_inner import persona, run

T, U = tables(), urge_tables()
BELOW = U.below["social"]
HOUR = 3600.0


def _state(social: float, low=()) -> inner.InnerState:
    return inner.InnerState(needs=Needs(0.8, 0.8, social, 0.8), mood=Mood(), low=low)


def test_a_need_below_its_level_now_is_felt():
    s = _state(BELOW - 0.05)
    assert felt_lately(s.needs, s.low, 10 * HOUR, U) == ("social",)
    assert felt_lately(_state(0.6).needs, (), 10 * HOUR, U) == ()


def test_lonely_lately_is_still_felt_until_eased_or_hours_past():
    then = 10 * HOUR
    low = (("social", then),)
    a_call = _state(BELOW + 0.05, low)  # (rang a friend: a little better, still a long day)
    assert felt_lately(a_call.needs, a_call.low, then + HOUR, U) == ("social",)
    assert felt_lately(a_call.needs, a_call.low, then + (U.said_within / 60 + 1) * HOUR, U) == ()
    a_talk = _state(BELOW + U.said_eased + 0.05, low)  # a real talk since
    assert felt_lately(a_talk.needs, a_talk.low, then + HOUR, U) == ()


def test_the_last_time_a_need_was_low_is_marked_and_saved():
    s = inner.marked_low(_state(BELOW - 0.05), U.below, 500.0)
    assert s.low == (("social", 500.0),)
    s = inner.marked_low(s, U.below, 560.0)
    assert s.low == (("social", 560.0),)
    assert inner.marked_low(_state(0.6), U.below, 600.0).low == ()
    assert inner.InnerState.from_dict(s.to_dict()) == s
    assert "low" not in _state(0.6).to_dict()  # (nothing to save: as before)


def test_sleep_takes_the_edge_off_loneliness_but_does_not_make_it_whole():
    temper = temper_of(persona(), T)
    bedtime = _state(BELOW - 0.03)
    woke = run(bedtime, temper, 8 * 60, "sleep")
    assert BELOW < woke.needs.social < T.start[2] - 0.3, woke.needs.social
    # (a morning alone at home brings it back below its level within the hour or so)
    alone = woke
    for _ in range(90):
        alone = inner.advance(alone, temper, T, 1.0, "other", alone=True)
    assert alone.needs.social < BELOW, alone.needs.social
