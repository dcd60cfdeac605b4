"""Meals a household shares: one dinner time for those of a home who are in for the evening,
and one breakfast time where their mornings overlap.

Every member plans its own day, at its own moment, yet all of them must come to the same time:
so the choice reads only what all of them know alike (the household's ages and hours,
``PlanDayRequest.household`` with one's own card, and the date) and draws its chance from the
household (its ids, sorted), never from one member's persona. A grown-up whose shift ends late
is waited for when the others can wait (a child's bedtime, an evening shift elsewhere decide);
otherwise the household eats without them and they eat later on their own. One grown-up who is
home first cooks (chance breaks a tie); the others join. On most days a grown-up who is free
takes the home's small children out (``family_outing``): they are not out alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.brains.builtin.plan_child import SMALL
from game.brains.builtin.rand import jitter, stable_rand
from game.mind.brain import Housemate, PersonaCard

DINNER = 18 * 60 + 30  # the household's usual dinner time, before chance moves it
DINNER_MINUTES = 45
LATEST_DINNER = 20 * 60  # a household does not wait past this for anyone
COMMUTE = 15  # minutes from the end of a shift to the table
EARLIEST_DINNER = 17 * 60


@dataclass(frozen=True)
class SharedMeal:
    start: int
    joiners: frozenset[str]  # the ids at the table
    cook: str = ""  # who makes it ("" for breakfast: each makes their own)


def me_as_housemate(card: PersonaCard) -> Housemate:
    return Housemate(
        id=card.id,
        age=card.age,
        wake=card.wake,
        sleep=card.sleep,
        work_hours=card.work_hours,
        work_days=card.work_days,
    )


def _bed(h: Housemate) -> int:
    return h.sleep if h.sleep > h.wake else h.sleep + 1440


def _shift(h: Housemate, weekday: str) -> tuple[int, int] | None:
    """The minutes of ``h``'s work today (as the planner clips them), None on a day off."""
    if not h.work_hours or weekday not in h.work_days:
        return None
    ws, we = h.work_hours
    if we <= ws:
        we += 1440
    ws, we = max(ws, h.wake + 30), min(we, _bed(h) - 15)
    return (ws, we) if we - ws >= 30 else None


def _at_table(h: Housemate, weekday: str, start: int, length: int) -> bool:
    """Can ``h`` be at the home's table from ``start`` for ``length`` minutes?"""
    if start < h.wake + 60 or start + length > _bed(h) - 45:
        return False
    shift = _shift(h, weekday)
    if shift is None:
        return True
    ws, we = shift
    return start >= we + COMMUTE or start + length + COMMUTE <= ws


def _grown(h: Housemate) -> bool:
    return not 0 < h.age < 18


def _rand(seed: int, members: list[Housemate], date: str):
    ids = "+".join(sorted(h.id for h in members))

    def r(*parts: object) -> float:
        return stable_rand(seed, "household", ids, date, *parts)

    return r


def shared_dinner(
    card: PersonaCard, household: tuple[Housemate, ...], weekday: str, date: str, seed: int
) -> SharedMeal | None:
    """The household's dinner today (None: one lives alone, or nobody can eat with anybody).
    The time at which the most members can sit down together, the nearest the household's
    usual time among equals; never after ``LATEST_DINNER``."""
    members = sorted((me_as_housemate(card), *household), key=lambda h: h.id)
    if len(members) < 2:
        return None
    r = _rand(seed, members, date)
    base = jitter(DINNER, 30, 15, r("dinner"))
    best: tuple[int, int, int] | None = None  # (-joiners, distance from base, start)
    for start in range(EARLIEST_DINNER, LATEST_DINNER + 1, 15):
        n = sum(_at_table(h, weekday, start, DINNER_MINUTES) for h in members)
        key = (-n, abs(start - base), start)
        if best is None or key < best:
            best = key
    if best is None or -best[0] < 2:
        return None
    start = best[2]
    joiners = [h for h in members if _at_table(h, weekday, start, DINNER_MINUTES)]
    grown = [h for h in joiners if _grown(h)]
    cook = ""
    if grown:

        def home_from(h: Housemate) -> int:
            shift = _shift(h, weekday)
            return shift[1] if shift and shift[1] <= start else 0

        first = min(home_from(h) for h in grown)
        firsts = [h for h in grown if home_from(h) == first]
        cook = firsts[int(r("cook") * len(firsts)) % len(firsts)].id
    return SharedMeal(start, frozenset(h.id for h in joiners), cook)


def _first_busy(h: Housemate, weekday: str) -> int:
    shift = _shift(h, weekday)
    return shift[0] if shift else h.wake + 240


def shared_breakfast(
    card: PersonaCard, household: tuple[Housemate, ...], weekday: str, date: str
) -> SharedMeal | None:
    """The household's breakfast today: the time, ready by half an hour after someone gets up,
    at which the most members are up (for at most an hour and a half) and not yet off to work
    or school (20 minutes to eat); None when no two can eat together."""
    members = sorted((me_as_housemate(card), *household), key=lambda h: h.id)
    if len(members) < 2:
        return None

    def can(h: Housemate, start: int) -> bool:
        return h.wake + 30 <= start <= h.wake + 90 and start + 20 <= _first_busy(h, weekday)

    best: tuple[int, int] | None = None
    for start in sorted({-(-(h.wake + 30) // 15) * 15 for h in members}):
        n = sum(can(h, start) for h in members)
        if n >= 2 and (best is None or n > -best[0]):
            best = (-n, start)
    if best is None:
        return None
    start = best[1]
    return SharedMeal(start, frozenset(h.id for h in members if can(h, start)))


# ---------------------------------------------------------------------- a family outing
OUTING_MINUTES = 90
OUTING_ODDS = 0.6  # the share of days a home with a small child takes it out
OUTING_FROM, OUTING_TO = 10 * 60, 16 * 60  # when it may start: after school on a school day
AFTER_WORK = 60  # a grown-up home from a shift eats and sits down before going out again


@dataclass(frozen=True)
class Outing:
    start: int
    end: int
    grown: str  # the grown-up who takes them
    children: frozenset[str]  # the small children who go


def _can_take(h: Housemate, weekday: str, start: int) -> bool:
    """``h`` is free to take the children out from ``start``: up, not at work, and an hour
    home from a shift that ended before it (its meal after work comes first)."""
    if not _at_table(h, weekday, start, OUTING_MINUTES):
        return False
    shift = _shift(h, weekday)
    return shift is None or start >= shift[1] + AFTER_WORK or start + OUTING_MINUTES <= shift[0]


def family_outing(
    card: PersonaCard, household: tuple[Housemate, ...], weekday: str, date: str, seed: int
) -> Outing | None:
    """A grown-up of the home takes its small children (under ``SMALL``) out for an hour and
    a half, on most days: the earliest time from mid-morning (after school on a school day,
    before dinner) at which a grown-up and a small child are free (their hours: the same for
    every member, as the shared meals); None when no grown-up or no small child is free."""
    members = sorted((me_as_housemate(card), *household), key=lambda h: h.id)
    small = [h for h in members if 0 < h.age < SMALL]
    grown = [h for h in members if _grown(h)]
    if not small or not grown:
        return None
    r = _rand(seed, members, date)
    if r("outing") >= OUTING_ODDS:
        return None
    dinner = shared_dinner(card, household, weekday, date, seed)
    first = jitter(OUTING_FROM + 60, 60, 15, r("outing at"))
    for start in range(first, OUTING_TO + 1, 15):
        end = start + OUTING_MINUTES
        if dinner is not None and end + COMMUTE > dinner.start:
            break
        kids = [h for h in small if _at_table(h, weekday, start, OUTING_MINUTES)]
        takers = [h for h in grown if _can_take(h, weekday, start)]
        if kids and takers:
            taker = takers[int(r("outing who") * len(takers)) % len(takers)]
            return Outing(start, end, taker.id, frozenset(h.id for h in kids))
    return None
