"""The game clock: one per simulation, stepped explicitly, never read from the wall clock."""

from __future__ import annotations

from datetime import datetime, timedelta

EPOCH = datetime(2000, 1, 1)  # the game calendar's: ``seconds`` counts from it
WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


class GameClock:
    """Game time advanced in fixed steps (10 game seconds by default, as in the paper).

    Checks elsewhere must compare with ranges ("has 07:00 passed since the last step?"), never
    with exact equality, so changing ``step_seconds`` never skips an event.
    """

    def __init__(self, start: datetime, step_seconds: int = 10) -> None:
        if step_seconds <= 0:
            raise ValueError("step_seconds must be positive")
        self.start = start
        self.step_seconds = int(step_seconds)
        self.step_count = 0
        self._at: tuple = ()  # (start, step_seconds, step_count) that ``_now``/``_s`` are for
        self._now = start
        self._s = 0.0
        self._text: tuple[datetime, str] | None = None

    @property
    def now(self) -> datetime:
        if self._at != (self.start, self.step_seconds, self.step_count):
            self._work_out()
        return self._now

    @property
    def previous(self) -> datetime:
        """The time one step ago (equals ``now`` before the first step)."""
        return self.start + timedelta(seconds=max(0, self.step_count - 1) * self.step_seconds)

    def tick(self) -> datetime:
        self.step_count += 1
        return self.now

    def minute_of_day(self) -> int:
        n = self.now
        return n.hour * 60 + n.minute

    def seconds(self) -> float:
        """Game seconds since the epoch of the game calendar; the time axis of the memory stream."""
        if self._at != (self.start, self.step_seconds, self.step_count):
            self._work_out()
        return self._s

    def _work_out(self) -> None:
        """``now`` and ``seconds`` once per step: every resident's thought asks them, hundreds
        of times a step in a big town, and a datetime sum each time was a visible cost. Keyed
        by what they depend on, so a clock set any way (a load, a test) is never stale."""
        at = (self.start, self.step_seconds, self.step_count)
        now = self.start + timedelta(seconds=self.step_count * self.step_seconds)
        self._now, self._s = now, (now - EPOCH).total_seconds()
        self._at = at  # last: a reader on another thread sees a stale key, never stale values

    def weekday(self) -> str:
        return WEEKDAYS[self.now.weekday()]

    def text(self) -> str:
        now = self.now
        made = self._text  # (the datetime it was made for, the text)
        if made is None or made[0] is not now:
            made = self._text = (now, now.strftime("%a %d %b %Y %H:%M"))
        return made[1]

    def steps_for(self, hours: float) -> int:
        return int(round(hours * 3600 / self.step_seconds))

    def get_state(self) -> dict:
        return {
            "start": self.start.isoformat(),
            "step_seconds": self.step_seconds,
            "step_count": self.step_count,
        }

    def set_state(self, state: dict) -> None:
        self.start = datetime.fromisoformat(state["start"])
        self.step_seconds = int(state["step_seconds"])
        self.step_count = int(state["step_count"])
