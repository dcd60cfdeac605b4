"""The visits of a day plan: each errand of the mind (``PlanDayRequest.errands``: a request to
make, a storyline, an intention) becomes a block at a time the person is likely found.

* At their workplace on a day they work, in their hours, when it is a place one may walk into
  and talk (a pub after the staff's dinner break, a cafe in the afternoon, a shop or an office
  in the day); a workplace of any other kind (a classroom, a clinic's back room) is not where
  one calls on someone at work.
* Else at their home, in the early evening (from the afternoon for someone with no work).

The words are the plan's English (the activity tables' language, as every plan phrase: a
Chinese town says them in its own words through ``plan_words``): "visit Ann at the counter of
Hobbs Cafe", "have a word with Tom at Tom's House", "go and make peace with ...".
"""

from __future__ import annotations

from game.brains.builtin.rand import stable_rand
from game.mind.records import Errand

# when a workplace of this kind is worth a visit to find someone working there, and where in
# it one finds them
_AT_WORK = {
    "pub": ((19 * 60 + 15, 22 * 60), "at the bar of"),  # after the staff's dinner break
    "cafe": ((14 * 60, 17 * 60 + 30), "at the counter of"),
    "supply_store": ((9 * 60, 17 * 60 + 30), "on the shop floor of"),
    "pharmacy": ((9 * 60, 17 * 60 + 30), "at the counter of"),
    "market": ((9 * 60, 17 * 60 + 30), "at"),
    "library": ((9 * 60, 17 * 60 + 30), "at"),
    "workshop": ((9 * 60, 17 * 60 + 30), "at"),
    "town_hall": ((9 * 60, 17 * 60 + 30), "in the lobby of"),
}
_HOME_EVENING = (17 * 60 + 30, 20 * 60)
_HOME_FREE_DAY = (14 * 60, 19 * 60 + 30)  # someone with no work is in from the afternoon
COMMUTE = 30  # minutes one allows someone to get home from work (or to it)
# what one goes to do, by why (``game.mind.records.ERRANDS``)
_VERB = {
    "ask": "have a word with",
    "invite": "have a word with",
    "peace": "go and make peace with",
    "settle": "go and make peace with",
    "quarrel": "have a word with",
    "help": "visit",
    "romance": "visit",
    "see": "visit",
}


def visits(
    errands: tuple[Errand, ...], weekday: str, pid: str, date_str: str, seed: int
) -> list[tuple[str, tuple[int, int], int, str, str]]:
    """(activity, window, minutes, place, whom) for each errand, most pressing first: whom is
    the id of the one it goes to find (the block's ``PlanBlock.seeks``)."""
    out = []
    for e in errands:
        place, window, at = _where_and_when(e, weekday)
        if not place:
            continue
        first = e.name.split()[0]
        text = f"{_VERB.get(e.why, 'visit')} {first} {at} {place}"
        # one waits for a moment when they are free: long enough for a second try
        minutes = 60 if stable_rand(seed, "visit", pid, date_str, e.name) < 0.6 else 75
        out.append((text, window, minutes, place, e.other))
    return out


def _where_and_when(e: Errand, weekday: str) -> tuple[str, tuple[int, int], str]:
    """(place, window, words for being there) of an errand; place "" when nowhere fits."""
    works_today = e.work_hours is not None and (not e.work_days or weekday in e.work_days)
    if e.work and works_today and e.work_kind in _AT_WORK:
        (a, b), at = _AT_WORK[e.work_kind]
        ws, we = e.work_hours  # type: ignore[misc]
        lo, hi = max(a, ws), min(b, we if we > ws else we + 1440)
        if hi - lo >= 45:
            return e.work, (lo, hi), at
    if e.home:
        # at home when they are not at work, as one knows their hours (not for an hour of
        # waiting in an empty house while they are still at the shop)
        tried = (_HOME_EVENING, _HOME_FREE_DAY) if works_today else (_HOME_FREE_DAY,)
        off = e.work_hours if works_today else None
        for window in tried:
            free = _off_work(window, off)
            if free[1] - free[0] >= 45:
                return e.home, free, "at"
    return "", (0, 0), ""


def _off_work(window: tuple[int, int], hours: tuple[int, int] | None) -> tuple[int, int]:
    """The longest part of ``window`` clear of working ``hours`` (and the way home after them,
    ``COMMUTE`` minutes either side); a shift past midnight counts on both sides of it."""
    if hours is None:
        return window
    ws, we = hours
    we = we if we > ws else we + 1440
    parts = [window]
    for shift in (0, -1440):
        a, b = ws - COMMUTE + shift, we + COMMUTE + shift
        parts = [p for lo, hi in parts for p in ((lo, min(hi, a)), (max(lo, b), hi)) if p[1] > p[0]]
    return max(parts, key=lambda p: p[1] - p[0], default=(0, 0))
