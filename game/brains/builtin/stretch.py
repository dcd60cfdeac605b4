"""A plan block cut in two by one put in (a meal when hungry, a gathering, a nap), decomposed
as one stretch: the rest goes on from where the block was, not from its start.

``cut_in`` marks the part after the block put in with the minute the block first began
(``PlanBlock.began``). ``Stretch.of`` finds the parts of the block in the day's plan and lays
them end to end on a clock without the time put in (*stretch time*): the decomposition runs on
that clock, so the hours already lived are replayed (the shower taken, the bed made), the rest
starts with no opening steps (no "wake up and stretch" after breakfast), and the actions come
back on the day's clock. A meal put in eats the block's own meal when it had not begun
(``Stretch.ate_by``): the breakfast of "get ready and have breakfast at home" is not eaten
again an hour after the meal. A block whole is one part, and stretch time is the day's time.
What the resident did in the stretch (``DecomposeRequest.done``) is not done again by a
routine (``not_again``): the replay cannot know a plan's words changed since (its salt) or
how a talk cut the hour.
Pure functions on the day's blocks, microseconds each.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.brains.builtin.activities import classify, meal_word
from game.brains.builtin.decompose_parts import eats
from game.mind.types import PlanBlock


@dataclass(frozen=True)
class Stretch:
    parts: tuple[PlanBlock, ...]  # the block's parts in the day, in order
    shifts: tuple[int, ...]  # per part: minutes put in before it (day time = stretch time + shift)
    meals: tuple[int, ...] = ()  # stretch minutes at which a meal was put in

    @classmethod
    def of(cls, day_plan, block: PlanBlock) -> Stretch:
        """The stretch ``block`` (a block of ``day_plan``) is a part of."""
        first = block.start if block.began is None else block.began
        seen = {(block.start, block.end): block}
        for b in day_plan or ():
            if (
                isinstance(b, PlanBlock)
                and b.activity == block.activity
                and (b.began == first or (b.start == first and b.began is None))
            ):
                seen.setdefault((b.start, b.end), b)
        parts = tuple(seen[k] for k in sorted(seen))
        shifts, meals, shift = [], [], 0
        for i, b in enumerate(parts):
            gap = b.start - parts[i - 1].end if i else 0
            if gap > 0 and _meal_between(day_plan, parts[i - 1].end, b.start):
                meals.append(parts[i - 1].end - shift)
            shift += max(0, gap)
            shifts.append(shift)
        return cls(parts, tuple(shifts), tuple(meals))

    @property
    def start(self) -> int:
        return self.parts[0].start

    @property
    def end(self) -> int:
        """The stretch's end on its own clock."""
        return self.parts[-1].end - self.shifts[-1]

    def shift_at(self, minute: int) -> int:
        """Minutes put in before ``minute`` of the day (a minute of one of the parts)."""
        for b, s in zip(self.parts, self.shifts, strict=True):
            if minute < b.end:
                return s
        return self.shifts[-1]

    def day(self, w: int, end: bool = False) -> int:
        """Stretch minute ``w`` on the day's clock (``end``: as the end of something, which at
        the end of a part is that part's end, not the next one's start)."""
        for b, s in zip(self.parts, self.shifts, strict=True):
            if w + s < b.end or (end and w + s == b.end):
                return w + s
        return w + self.shifts[-1]

    def hour_of(self, w: int) -> tuple[int, int]:
        """The hour of the day holding stretch minute ``w`` as it was decomposed: where it ends
        and where it was cut (the end of the part, when a block put in cut it sooner), both
        in stretch minutes."""
        for b, s in zip(self.parts, self.shifts, strict=True):
            if w + s < b.end:
                hour = ((w + s) // 60 + 1) * 60 - s
                return hour, min(hour, b.end - s)
        return self.end, self.end

    def ate_by(self, start: int) -> bool:
        """A meal was put in at or before stretch minute ``start`` (a part of the block that
        starts there and eats is eaten already)."""
        return any(m <= start for m in self.meals)


def _meal_between(day_plan, a: int, b: int) -> bool:
    """Some block of ``day_plan`` within day minutes [a, b) is one's meal."""
    for blk in day_plan or ():
        if isinstance(blk, PlanBlock) and a <= blk.start < b:
            cat = classify(blk.activity)
            if any(eats(st) for st in cat.steps):
                return True
    return False


def done_in(done, run: Stretch | None) -> frozenset[str]:
    """The words of the actions of ``done`` (what the resident did today) begun within the
    stretch ``run``'s parts."""
    if run is None:
        return frozenset()
    return frozenset(
        a.description for a in done if any(b.start <= a.start < b.end for b in run.parts)
    )


def not_again(seq: list, done: frozenset[str], said, idle, closing, n_min: int) -> list:
    """``seq`` (a routine's steps) without the steps already done in its stretch (``done``:
    their words; ``said``: a step's text as it is said), eating (a meal a talk cut into goes
    on) and lingering (``idle``) aside; the idle step fills the slice, before its closing
    steps (``closing``: "turn off the light"), when too few are left. The replay of the hours
    before (``Decomposer``) counts the steps; this is what they were."""
    if not done:
        return seq
    out = [st for st in seq if eats(st) or st is idle or not any(said(t) in done for t in st.texts)]
    if len(out) == len(seq):
        return seq
    tail = 0
    while tail < len(out) and out[len(out) - 1 - tail] in closing:
        tail += 1
    while len(out) < max(1, n_min):
        out.insert(len(out) - tail, idle)
    return out


def eaten(text: str) -> bool:
    """The part ``text`` of a block is a meal of one's own (its steps eat)."""
    return any(eats(st) for st in classify(text).steps)


LATER_MEAL = 4 * 60  # minutes: the same meal planned again this soon is the one eaten


def eaten_later(day_plan, block: PlanBlock, text: str) -> bool:
    """The meal of part ``text`` of ``block`` is planned again later today, starting within
    ``LATER_MEAL`` minutes of ``block``'s end (dinner at home at six, then a birthday supper at
    seven put in for the gathering): that later one is the meal, and this part is one's own
    time (a guest does not eat dinner twice)."""
    meal = meal_word(text)
    if meal == "a meal" or not eaten(text):
        return False
    return any(
        isinstance(b, PlanBlock)
        and block.end <= b.start <= block.end + LATER_MEAL
        and b.activity != block.activity
        and meal_word(b.activity) == meal
        for b in day_plan or ()
    )
