"""Pacing: whole steps from real time, the frame budget, the measured rate, interpolation."""

import pytest

from game.sim.snapshot import ResidentView, TownSnapshot
from game.ui.pacing import SPEED_LEVELS, Pacer, level_for_speed, place_residents


class FakeClock:
    def __init__(self):
        self.t = 0.0

    def __call__(self):
        return self.t


def test_speed_argument_is_the_one_based_level_of_the_number_keys():
    assert [SPEED_LEVELS[level_for_speed(n)] for n in range(1, 7)] == [2, 5, 10, 20, 60, 120]
    assert Pacer(level_for_speed(0)).real_time  # 0: real time, below them all
    assert Pacer(level_for_speed(-3)).real_time
    assert SPEED_LEVELS[level_for_speed(99)] == 120


def test_runs_whole_steps_and_keeps_the_fraction():
    clock = FakeClock()
    pacer = Pacer(level=level_for_speed(2), clock=clock)  # 5 steps/s
    steps = []
    assert pacer.advance(0.1, lambda: steps.append(1), budget=1.0) == 0
    assert pacer.alpha == pytest.approx(0.5)
    assert pacer.advance(0.35, lambda: steps.append(1), budget=1.0) == 2
    assert pacer.alpha == pytest.approx(0.25)


def test_paused_runs_nothing():
    pacer = Pacer(clock=FakeClock())
    pacer.toggle_pause()
    assert pacer.advance(5.0, lambda: None, budget=1.0) == 0


def test_budget_carries_a_short_backlog_to_the_next_frames_and_drops_a_long_one():
    clock = FakeClock()
    pacer = Pacer(level=level_for_speed(6), clock=clock)  # 120 steps/s

    def slow_step():
        clock.t += 0.004  # each step costs 4 ms

    ran = pacer.advance(0.1, slow_step, budget=0.010)  # 12 steps due, 10 ms budget
    assert ran == 3 and pacer.dropped == 0
    assert pacer.behind()  # the other 9 wait for the next frame
    ran = pacer.advance(0.0, slow_step, budget=1.0)
    assert ran == 9 and not pacer.behind()
    pacer.advance(2.0, lambda: None, budget=0.0)  # a two-second hiccup: 240 steps due
    assert pacer.dropped == 240 - 30  # a quarter second's worth is kept, the rest dropped
    assert 0 <= pacer.alpha <= 1


def test_hold_stops_the_clock_without_touching_the_players_pause():
    pacer = Pacer(level=level_for_speed(2), clock=FakeClock())
    pacer.hold(True)
    assert pacer.advance(1.0, lambda: None, budget=1.0) == 0 and not pacer.paused
    pacer.hold(False)
    assert pacer.advance(0.2, lambda: None, budget=1.0) == 1


def test_measured_rate_reports_lag_only_after_a_full_window():
    clock = FakeClock()
    pacer = Pacer(level=level_for_speed(4), clock=clock)  # 20 steps/s wanted
    for _ in range(120):  # two seconds of cheap steps at 60 fps: on pace
        clock.t += 1 / 60
        pacer.advance(1 / 60, lambda: None, budget=0.005)
    assert pacer.measured_rate() == pytest.approx(20, abs=1.5)
    assert pacer.lagging_rate() is None

    def slow_step():
        clock.t += 0.1  # a step now takes 100 ms

    last = clock.t
    for _ in range(40):
        clock.t += 1 / 60  # drawing and waiting for the next frame
        dt, last = clock.t - last, clock.t
        pacer.advance(dt, slow_step, budget=0.005)  # one step per frame, the rest waits
    assert pacer.lagging_rate() == pytest.approx(1 / (0.1 + 1 / 60), abs=1.5)
    assert pacer.dropped > 0


def test_set_level_keeps_alpha():
    pacer = Pacer(level=level_for_speed(2), clock=FakeClock())
    pacer.advance(0.1, lambda: None, budget=1.0)
    a = pacer.alpha
    pacer.set_level(level_for_speed(5))
    assert pacer.rate == 60 and pacer.alpha == pytest.approx(a)


def view(rid, x, y, moving=True):
    return ResidentView(
        id=rid, name=rid, x=x, y=y, facing="right", moving=moving, activity="", emoji="", place=""
    )


def snap(*residents):
    return TownSnapshot(time_text="", step=0, residents=tuple(residents))


def test_place_residents_interpolates_snaps_teleports_and_sorts_by_y():
    prev = snap(view("a", 1, 5), view("b", 10, 1), view("c", 0, 0))
    cur = snap(
        view("a", 2, 5, moving=False),
        view("b", 30, 1),
        view("c", 0, 0, moving=False),
        view("d", 7, 7),
    )
    placed = place_residents(prev, cur, 0.25)
    by_id = {p.view.id: p for p in placed}
    assert by_id["a"].x == pytest.approx(1.25) and by_id["a"].moving  # still sliding
    assert by_id["b"].x == 30  # a teleport is not animated
    assert not by_id["c"].moving
    assert by_id["d"].x == 7  # new resident
    assert [p.view.id for p in placed] == ["c", "b", "a", "d"]
    assert place_residents(prev, cur, 1.0)[2].moving is False
