"""Stepping off the frame: the simulation steps on its own thread while the window draws.

Why a thread and not only a time budget per frame: a step of a town of 300 costs 10-22 ms of
CPU at the median (08:00 / 12:00, ``bench/bench_steps.py``) and several hundred when residents
plan their days, so a frame that must finish whole steps cannot stay under 16.7 ms however its
budget is cut. On the stepping thread a long step
spans several frames while the window keeps drawing the last snapshot it was given.

Why it stays exact and simple: the simulation is touched by one side at a time. ``gate`` is held
by the stepping thread for each whole step and by the window whenever it reads or changes the
live simulation (the player's commands, saves and loads, the inspector's refresh, interviews),
so everything the window does lands between two steps, in the order the window did it, and a
save is the state after a whole number of steps, exactly as when the window stepped itself.
The window never waits for a step to finish while only drawing: it draws from snapshots
(``publish``/``latest``). A refresh that finds a step running asks the thread to park at the
next step's end (``turn(wait=False)``) and comes back next frame; a key press or a click waits
for the current step (``turn()``), the only time a frame waits on the simulation.

The window owes steps as its ``Pacer`` makes them due (``owe``); at most ``cap`` wait, the rest
are dropped and counted like the pacer's own, so a town slower than the speed level runs as fast
as the machine allows without a growing backlog. Pausing cancels what is owed (the step under
way finishes). An exception in a step stops the thread and is raised again on the window's
thread (``check``), as it would have been when the window stepped.

Why the switch interval is shortened while the thread runs: Python lets one thread run at a
time, and a thread that wants to run waits for the other to give way, by default up to 5 ms.
A frame that wakes from its sleep while a step is running would lose that much before it could
draw, twice or more a frame; at ``SWITCH_SECONDS`` the window's thread waits at most a
millisecond each time.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext

import pygame

SWITCH_SECONDS = 0.001  # see the module docstring
MIN_FPS = 24  # stepping within the frame, while behind, frames may slow to this (``budget``)


class SteppingThread:
    """Runs ``step`` (one whole simulation step, under ``gate``) as often as steps are owed.

    Args:
        step: One step and whatever follows it on the simulation's side (the snapshot).
        name: The thread's name (seen in profilers and ``threading.enumerate``).
    """

    def __init__(self, step: Callable[[], None], name: str = "simulation-steps") -> None:
        self._step = step
        self.gate = threading.Lock()  # whoever holds it owns the simulation
        self._cond = threading.Condition()  # guards the counters below
        self.owed = 0  # steps due and not yet started
        self.done = 0  # steps finished since the start (the window reads the difference)
        self.dropped = 0  # steps owed past ``cap`` and let go
        self._holders = 0  # window turns waiting for or holding the gate
        self._asked = False  # the window wants the next step boundary (``turn(wait=False)``)
        self._stop = False
        self._latest: tuple = (0, (None, None))
        self.error: BaseException | None = None
        self._switch = sys.getswitchinterval()
        sys.setswitchinterval(min(self._switch, SWITCH_SECONDS))
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    # --- the window's side -------------------------------------------------------------------
    def owe(self, steps: int, cap: int) -> None:
        """``steps`` more are due; at most ``cap`` wait (the rest count in ``dropped``)."""
        if steps <= 0:
            return
        with self._cond:
            total = self.owed + steps
            self.owed = min(total, max(1, cap))
            self.dropped += total - self.owed
            self._cond.notify_all()

    def cancel(self) -> None:
        """Forget the steps owed (pause): the step under way, if any, still finishes."""
        with self._cond:
            self.owed = 0

    def busy(self) -> bool:
        """Whether a step is owed or running."""
        with self._cond:
            return self.owed > 0 or self.gate.locked()

    @contextmanager
    def turn(self, wait: bool = True) -> Iterator[bool]:
        """The simulation to the window between two steps: yields True while the window holds
        it. ``wait``: wait for the step under way to end; else yield False at once when a step
        is running, and the thread parks at that step's end so the next try finds it free."""
        with self._cond:
            self._holders += 1  # from here the thread starts no new step
        got = self.gate.acquire(blocking=wait)
        try:
            yield got
        finally:
            if got:
                self.gate.release()
            with self._cond:
                self._holders -= 1
                self._asked = not got
                self._cond.notify_all()

    def publish(self, pair: tuple) -> None:
        """(Stepping thread) the newest (previous, current) snapshots, swapped in one go."""
        self._latest = (self._latest[0] + 1, pair)

    def latest(self) -> tuple[int, tuple]:
        """(how many pairs were published, the newest (previous, current) pair)."""
        return self._latest

    def check(self) -> None:
        """Raise, on the window's thread, what a step raised on the stepping thread."""
        if self.error is not None:
            error, self.error = self.error, None
            raise error

    def stop(self, timeout: float = 30.0) -> None:
        """Let the step under way finish, then end the thread."""
        with self._cond:
            self._stop = True
            self.owed = 0
            self._cond.notify_all()
        if self.thread is not threading.current_thread():
            self.thread.join(timeout)
        sys.setswitchinterval(self._switch)

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until nothing is owed or running (tests and benches; never the frame). A turn
        the window asked for and never came back to take is let go: the window is waiting for
        the thread now, and a thread parked for it would wait for ever."""
        with self._cond:
            self._asked = False
            self._cond.notify_all()
            return self._cond.wait_for(
                lambda: self._stop or (self.owed == 0 and not self.gate.locked()), timeout
            )

    # --- the stepping thread -----------------------------------------------------------------
    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(
                    lambda: self._stop or (self.owed > 0 and not self._holders and not self._asked)
                )
                if self._stop:
                    return
                # the window holds the gate only while _holders > 0: this never waits
                self.gate.acquire()
                self.owed -= 1
            try:
                self._step()
            except BaseException as e:  # raised again on the window's thread by ``check``
                self.error = e
                with self._cond:
                    self._stop = True
            finally:
                self.gate.release()
                with self._cond:
                    self.done += 1
                    self._cond.notify_all()


# --- the window's glue: what a frame does when its simulation steps off the frame ------------
QUIET_EVENTS = {
    pygame.MOUSEMOTION,
    pygame.ACTIVEEVENT,
    pygame.WINDOWMOVED,
    pygame.WINDOWENTER,
    pygame.WINDOWLEAVE,
    pygame.WINDOWEXPOSED,
}  # events no handler answers by touching the simulation


def turn_for(app, events=None, wait: bool = True):
    """A context yielding whether the window may touch ``app.sim`` now: always True when the
    window steps itself; with a stepping thread, its ``turn`` (none is taken for frames whose
    events are only mouse moves and the like, which touch no simulation)."""
    stepping = app.stepping
    if stepping is None or (events is not None and all(e.type in QUIET_EVENTS for e in events)):
        return nullcontext(True)
    return stepping.turn(wait)


def one_step(app, on_thread: bool) -> None:
    """One step (after the scenario's events) and a fresh snapshot, unless ``app.max_steps``
    have run. In the window's own turn (``on_thread`` False) the snapshot and the scenario's
    lines are shown at once; from the stepping thread, under its gate, they are handed over
    (``publish``, ``app.stepped_lines``) for the window's next frame."""
    if app.max_steps is not None and app.steps_run >= app.max_steps:
        app.running = False
        if app.stepping is not None:
            app.stepping.cancel()
        return
    lines = list(app.scenario.before_step(app.sim)) if app.scenario is not None else []
    app.sim.step()
    app.steps_run += 1
    snap = app.sim.snapshot()
    if on_thread:
        app.stepped_lines.extend(lines)
        app.stepping.publish((app.cur, snap))  # app.cur: what the window shows now
        return
    for line in lines:
        app.toast(line)
        app.scenario_panel.read_at = None  # re-read at the next frame
    app.prev, app.cur = app.cur, snap


def budget(app) -> float:
    """Time one frame may spend stepping within the frame: 60% of the frame period, and while
    the clock is behind, whatever keeps the frame rate at ``MIN_FPS`` (10 ms when uncapped): at
    the top speed the clock needs 120 steps a second, and on a busy machine the picture gives
    way before the clock does."""
    base = 0.6 / app.fps if app.fps > 0 else 0.010
    if app.pacer.behind():
        return max(base, 1.0 / MIN_FPS - app.draw_s)
    return base


def frame_steps(app, dt: float) -> int:
    """The steps of a frame; returns how many finished since the last one. Without a stepping
    thread the pacer runs them here within ``budget``; with one, the frame owes the steps the
    pacer makes due and takes the newest snapshots."""
    stepping, pacer = app.stepping, app.pacer
    if stepping is None:
        return pacer.advance(dt, app.step_once, budget(app))
    stepping.check()
    if pacer.stopped:
        stepping.cancel()
    else:
        stepping.owe(pacer.due(dt), pacer.backlog_cap())
    done, app.steps_seen = stepping.done - app.steps_seen, stepping.done
    pacer.ran(done)
    pacer.dropped += stepping.dropped - app.drops_seen
    app.drops_seen = stepping.dropped
    published, (prev, cur) = stepping.latest()
    if published != app.pairs_seen:  # new steps (a load or a step by hand set app.cur itself)
        app.pairs_seen = published
        app.prev, app.cur = prev, cur
    while app.stepped_lines:
        app.toast(app.stepped_lines.popleft())
        if app.scenario_panel is not None:
            app.scenario_panel.read_at = None
    return done
