"""The simulation stepping off the frame (``game.ui.stepping``): a save after N steps on the
stepping thread is the save after N steps in the frame; the player's commands land between
steps, in order; pause stops at a step's end; a step's error reaches the window's thread."""

import json
import threading
import time

import pygame
import pytest

from game.ui.app import App
from game.ui.pacing import SPEED_LEVELS
from game.ui.stepping import SteppingThread
from tests.ui.fake_sim import FakeSim, write_fake_town
from tests.ui.real_town import real_town

TOP = len(SPEED_LEVELS) - 1


def state_text(sim) -> str:
    return json.dumps(sim.get_state(), sort_keys=True, default=str)


def run_until(app, steps: int, frames: int = 200_000) -> None:
    """The window's own loop, uncapped, until ``steps`` have run (``max_steps``)."""
    app.run(max_steps=steps, max_frames=frames)
    if app.stepping is not None:
        assert app.stepping.wait_idle(120)  # (a loaded machine may take a while)
        app.stepping.check()


@pytest.mark.parametrize("steps", [1, 90])
def test_a_save_after_steps_on_the_thread_equals_one_after_steps_in_the_frame(steps):
    saved = {}
    for on_thread in (False, True):
        sim = real_town(hours=1.0, residents=6)
        app = App(sim, size=(800, 600), fps=0, speed=TOP, step_thread=on_thread)
        try:
            run_until(app, steps)
            assert app.steps_run == steps
            with app.stepping.turn() if on_thread else _nothing():
                saved[on_thread] = state_text(sim)
        finally:
            app.close()
    headless = real_town(hours=1.0, residents=6)
    headless.run_steps(steps)
    assert saved[True] == saved[False] == state_text(headless)


class _nothing:
    def __enter__(self):
        return True

    def __exit__(self, *exc):
        return False


class Recorder(FakeSim):
    """A fake town that writes down each step's start and end and each command."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.log: list[tuple] = []
        self.lock = threading.Lock()

    def step(self) -> None:
        self.log.append(("start", threading.get_ident()))
        time.sleep(0.002)  # a step long enough for the window to try to cut in
        super().step()
        self.log.append(("end", threading.get_ident()))

    def whisper(self, rid: str, text: str) -> None:
        super().whisper(rid, text)
        self.log.append(("whisper", text))


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (60, 40))


def test_commands_land_between_steps_in_the_order_given(town, tmp_path):
    sim = Recorder(town, n_residents=5, characters_dir=tmp_path / "none")
    app = App(sim, size=(800, 600), fps=0, speed=TOP, step_thread=True)
    try:
        rid = app.resident_ids()[0]
        app.run(max_frames=5)
        for i in range(12):
            app.stepping.owe(3, cap=10)
            with app.stepping.turn() as mine:
                assert mine
                sim.whisper(rid, f"whisper {i}")
        assert app.stepping.wait_idle(120)  # (a loaded machine may take a while)
    finally:
        app.close()
    said = [e[1] for e in sim.log if e[0] == "whisper"]
    assert said == [f"whisper {i}" for i in range(12)]
    inside = False
    for kind, _ in sim.log:  # never a command within a step
        assert not (inside and kind == "whisper")
        inside = {"start": True, "end": False}.get(kind, inside)
    steppers = {who for kind, who in sim.log if kind == "start"}
    assert steppers == {app.stepping.thread.ident}  # every step on the one stepping thread


def test_pause_stops_at_a_steps_end_and_a_step_by_hand_is_one_step(town, tmp_path):
    sim = Recorder(town, n_residents=5, characters_dir=tmp_path / "none")
    app = App(sim, size=(800, 600), fps=0, speed=TOP, step_thread=True)
    try:
        app.run(max_frames=3)
        app.stepping.owe(50, cap=50)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
        app.run(max_frames=1)
        assert app.pacer.paused
        assert app.stepping.wait_idle(120)  # (a loaded machine may take a while)
        stopped = sim.steps
        assert stopped < 50  # what was owed was let go, not run behind the pause
        app.run(max_frames=20)
        assert sim.steps == stopped
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PERIOD, mod=0))
        app.run(max_frames=2)
        assert sim.steps == stopped + 1
        assert app.cur.step == sim.steps  # the window shows the step it made
    finally:
        app.close()


def test_a_window_turn_that_cannot_wait_asks_the_thread_to_park():
    started, release = threading.Event(), threading.Event()

    def slow_step():
        started.set()
        release.wait(5)

    stepping = SteppingThread(slow_step)
    try:
        stepping.owe(2, cap=2)
        assert started.wait(5)
        with stepping.turn(wait=False) as mine:
            assert not mine  # a step is running: the frame does not wait
        release.set()
        deadline = time.monotonic() + 5
        while stepping.done < 1 and time.monotonic() < deadline:
            time.sleep(0.001)
        time.sleep(0.02)
        assert stepping.done == 1 and stepping.owed == 1  # parked at the boundary, as asked
        with stepping.turn(wait=False) as mine:
            assert mine
        assert stepping.wait_idle(5) and stepping.done == 2  # and going on once given back
    finally:
        release.set()
        stepping.stop()


def test_waiting_for_the_thread_lets_go_of_a_turn_never_taken():
    """The window asked for a turn while a step ran, then stopped framing (its loop ended):
    waiting for the thread to be idle does not wait for ever on the parked thread."""
    started, release = threading.Event(), threading.Event()

    def slow_step():
        started.set()
        release.wait(5)

    stepping = SteppingThread(slow_step)
    try:
        stepping.owe(3, cap=3)
        assert started.wait(5)
        with stepping.turn(wait=False) as mine:
            assert not mine  # asked, and never comes back for it
        release.set()
        assert stepping.wait_idle(5) and stepping.done == 3 and stepping.owed == 0
    finally:
        release.set()
        stepping.stop()


def test_an_error_in_a_step_is_raised_on_the_windows_thread():
    def broken():
        raise ValueError("a broken step")

    stepping = SteppingThread(broken)
    try:
        stepping.owe(1, cap=1)
        stepping.wait_idle(5)
        stepping.thread.join(5)
        with pytest.raises(ValueError, match="a broken step"):
            stepping.check()
    finally:
        stepping.stop()
