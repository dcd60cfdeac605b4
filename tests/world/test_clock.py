from datetime import datetime

import pytest

from game.world.clock import GameClock

START = datetime(2026, 2, 13, 7, 0)


def test_steps_advance_by_the_configured_seconds():
    c = GameClock(START, step_seconds=10)
    assert c.now == START and c.minute_of_day() == 420
    for _ in range(6):
        c.tick()
    assert c.now == datetime(2026, 2, 13, 7, 1) and c.minute_of_day() == 421
    assert c.steps_for(24) == 8640 and c.weekday() == "fri"


def test_other_step_lengths_and_midnight():
    c = GameClock(datetime(2026, 2, 13, 23, 59), step_seconds=30)
    c.tick()
    c.tick()
    assert c.now == datetime(2026, 2, 14, 0, 0) and c.weekday() == "sat"
    assert c.text() == "Sat 14 Feb 2026 00:00"
    assert c.steps_for(1) == 120


def test_seconds_are_monotonic_and_state_round_trips():
    c = GameClock(START)
    s0 = c.seconds()
    c.tick()
    assert c.seconds() - s0 == 10
    d = GameClock(datetime(2000, 1, 1))
    d.set_state(c.get_state())
    assert d.now == c.now and d.step_seconds == 10


def test_bad_step_length():
    with pytest.raises(ValueError):
        GameClock(START, step_seconds=0)


def test_the_time_worked_out_once_a_step_follows_every_way_the_clock_is_set():
    c = GameClock(datetime(2026, 2, 13, 7, 0), step_seconds=10)
    assert c.text() == "Fri 13 Feb 2026 07:00"
    first = c.seconds()
    c.tick()
    assert c.seconds() == first + 10 and c.now == datetime(2026, 2, 13, 7, 0, 10)
    c.step_count = 360  # set by hand (a test, a tool): not the step worked out before
    assert c.text() == "Fri 13 Feb 2026 08:00" and c.seconds() == first + 3600
    c.set_state({"start": "2026-02-14T06:00:00", "step_seconds": 60, "step_count": 2})
    assert c.text() == "Sat 14 Feb 2026 06:02" and c.minute_of_day() == 6 * 60 + 2
    assert c.seconds() == first + 86400 - 3600 + 120
