"""Game pace: turning real frame time into whole simulation steps, and smooth positions between.

The simulation advances in whole steps (10 game seconds each); the window runs at 60 frames a
second. ``Pacer`` banks real time and runs the steps that are due, batched within a per-frame
time budget, so drawing is decoupled from stepping: at 120 steps/s a frame runs two steps, and a
slow step (a resident planning its day) is made up over the next frames instead of stalling one.
A backlog longer than ``MAX_BACKLOG`` is dropped (counted in ``dropped``), so a long hiccup never
turns into a catch-up burst; the HUD shows the rate actually reached (``measured_rate``).
``held`` stops the clock behind dialogs without touching the player's own pause. The slowest
level, ``REAL_TIME``, runs one game second a real second: a step every ``step_seconds`` real
seconds, residents gliding between tiles all the while.
``place_residents`` interpolates each resident between the previous and current snapshot by the
pacer's ``alpha`` (how far we are into the next step).

Pure logic with an injectable clock: tested without a display.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable
from operator import attrgetter

from game.sim.snapshot import TownSnapshot
from game.ui.sprites import Placed

REAL_TIME = 0  # the speed level that runs game time as fast as real time (see ``Pacer.rate``)
# steps per real second; REAL_TIME (key 0) is one step per ``step_seconds`` real seconds
SPEED_LEVELS: tuple[int, ...] = (REAL_TIME, 2, 5, 10, 20, 60, 120)
DEFAULT_LEVEL = 2  # 5 steps/s: a game minute every 1.2 s
SNAP_TILES = 3.0  # a move longer than this between two snapshots is a teleport, not a walk
MAX_BACKLOG = 0.25  # real seconds of due steps kept for the next frames; older ones are dropped


def level_for_speed(speed: int) -> int:
    """Index into ``SPEED_LEVELS`` for ``run_window``'s ``speed``: the level of keys 0..6.

    0 is real time, 1 2 steps/s, 2 (the default) 5, 3 10, 4 20, 5 60, 6 120; out-of-range
    values are clamped.
    """
    return max(0, min(len(SPEED_LEVELS) - 1, int(speed)))


class Pacer:
    """Accumulates real time and runs whole steps within a per-frame budget.

    Args:
        level: Starting index into ``SPEED_LEVELS``.
        clock: Seconds as a float; ``time.perf_counter`` in the window, a fake in tests.
        step_seconds: Game seconds per step, which the ``REAL_TIME`` level needs.
    """

    def __init__(
        self,
        level: int = DEFAULT_LEVEL,
        clock: Callable[[], float] = time.perf_counter,
        step_seconds: int = 10,
    ) -> None:
        self.level = max(0, min(len(SPEED_LEVELS) - 1, level))
        self.step_seconds = max(1, int(step_seconds))
        self.paused = False  # the player's pause (Space)
        self.held = False  # a dialog is open: the town waits behind it
        self.acc = 0.0  # real seconds banked toward the next step
        self.clock = clock
        self.dropped = 0  # steps skipped because the frame budget ran out
        self._stamps: deque[float] = deque()
        self._steady_since = clock()

    @property
    def rate(self) -> float:
        """Target steps per real second (a fraction at ``REAL_TIME``: 0.1 for 10 s steps)."""
        level = SPEED_LEVELS[self.level]
        return 1.0 / self.step_seconds if level == REAL_TIME else level

    @property
    def real_time(self) -> bool:
        return SPEED_LEVELS[self.level] == REAL_TIME

    def set_level(self, level: int) -> None:
        """Change speed keeping ``alpha``, so sprites don't jump when the speed changes."""
        level = max(0, min(len(SPEED_LEVELS) - 1, level))
        if level != self.level:
            alpha = self.alpha
            self.level = level
            self.acc = alpha / self.rate
            self._reset_measure()

    def set_step_seconds(self, step_seconds: int) -> None:
        """The simulation's step length (it sets the ``REAL_TIME`` rate), keeping ``alpha``."""
        step_seconds = max(1, int(step_seconds))
        if step_seconds != self.step_seconds:
            alpha = self.alpha
            self.step_seconds = step_seconds
            self.acc = alpha / self.rate
            self._reset_measure()

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self._reset_measure()

    def _reset_measure(self) -> None:
        self._stamps.clear()
        self._steady_since = self.clock()

    @property
    def alpha(self) -> float:
        """Fraction of the way from the previous snapshot to the current one, in [0, 1]."""
        return min(1.0, max(0.0, self.acc * self.rate))

    @property
    def stopped(self) -> bool:
        return self.paused or self.held

    def hold(self, held: bool) -> None:
        """Stop (or restart) the clock for a dialog; the player's pause is left as it was."""
        if held != self.held:
            self.held = held
            self._reset_measure()

    def behind(self) -> bool:
        """Whether at least one step is still due after the last ``advance``."""
        return not self.stopped and self.acc * self.rate >= 1.0

    def advance(self, dt: float, step: Callable[[], None], budget: float) -> int:
        """Bank ``dt`` real seconds and run the steps that are due. Returns how many ran.

        At least one due step always runs; further ones only while less than ``budget`` seconds
        have been spent in this call. What is still due stays banked for the next frame, up to
        ``MAX_BACKLOG`` seconds; anything older is dropped (counted in ``dropped``), keeping
        the fractional part so motion stays continuous.
        """
        if self.stopped:
            return 0
        self.acc += max(0.0, dt)
        step_dt = 1.0 / self.rate
        keep = self.backlog_cap()  # whole steps that may wait
        late = int(self.acc / step_dt) - keep
        if late > 0:
            self.dropped += late
            self.acc -= late * step_dt
        start = self.clock()
        ran = 0
        while self.acc >= step_dt:
            if ran and self.clock() - start >= budget:
                break
            step()
            ran += 1
            self.acc -= step_dt
            self._stamps.append(self.clock())
        return ran

    def backlog_cap(self) -> int:
        """Whole steps that may wait for the next frames (``MAX_BACKLOG`` of them, at least 2)."""
        return max(2, math.ceil(MAX_BACKLOG * self.rate))

    def due(self, dt: float) -> int:
        """Bank ``dt`` and take the whole steps now due, for steps run elsewhere (a stepping
        thread owes them, capped at ``backlog_cap``); call ``ran`` as they finish."""
        if self.stopped:
            return 0
        self.acc += max(0.0, dt)
        whole = int(self.acc * self.rate)
        self.acc -= whole / self.rate
        return whole

    def ran(self, steps: int) -> None:
        """``steps`` finished now (for ``measured_rate``)."""
        if steps > 0:
            now = self.clock()
            self._stamps.extend([now] * steps)

    def _window(self) -> float:
        """Seconds to count steps over: long enough for ~10 steps, so one step more or less
        (a count is whole) can't look like lag."""
        return max(1.0, 10.0 / self.rate)

    def measured_rate(self) -> float | None:
        """Steps actually run per second lately, once there is a full window to judge."""
        now = self.clock()
        window = self._window()
        while self._stamps and self._stamps[0] < now - window:
            self._stamps.popleft()
        if self.stopped or now - self._steady_since < window * 1.5:
            return None
        return len(self._stamps) / window

    def lagging_rate(self) -> float | None:
        """The measured rate when it falls clearly short of the target (for the HUD), else None."""
        rate = self.measured_rate()
        return rate if rate is not None and rate < 0.8 * self.rate else None


_PAIRS: list = [None, None, []]  # prev, cur, [(view, previous view, Placed if it stood still)]
_BY_Y = attrgetter("y", "x")


def place_residents(prev: TownSnapshot | None, cur: TownSnapshot, alpha: float) -> list[Placed]:
    """Residents of ``cur`` at positions interpolated from ``prev``, sorted by y for drawing.

    A resident missing from ``prev`` or that moved more than ``SNAP_TILES`` (a teleport, a
    loaded save) is drawn where it is now. Cost: linear in residents and a sort; who was where
    in ``prev`` is matched once per pair of snapshots, not every frame, and a resident that did
    not move between them is placed once per pair too.
    """
    if _PAIRS[0] is not prev or _PAIRS[1] is not cur:
        before = {r.id: r for r in prev.residents} if prev is not None and prev is not cur else {}
        pairs = []
        for r in cur.residents:
            p = before.get(r.id)
            if p is not None and (p.x != r.x or p.y != r.y):
                if abs(p.x - r.x) + abs(p.y - r.y) <= SNAP_TILES:
                    pairs.append((r, p, None))
                    continue
            pairs.append((r, None, Placed(r, r.x, r.y, r.moving)))
        _PAIRS[:] = [prev, cur, pairs]
    walking = alpha < 1.0
    out = [
        still
        or Placed(r, p.x + (r.x - p.x) * alpha, p.y + (r.y - p.y) * alpha, r.moving or walking)
        for r, p, still in _PAIRS[2]
    ]
    out.sort(key=_BY_Y)
    return out
