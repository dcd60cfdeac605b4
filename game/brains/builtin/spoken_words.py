"""The small pieces the code puts into a line, in the town's language: clock times, when a
gathering is, which way one is going, what a gathering is called.

They come from ``[pieces]`` of ``data/speech.toml`` (and a language's own file over it), never
from words written here, so a Chinese town says "八点半" where an English one says "half past
eight". A set used as a table (``clock_hours``, ``weekdays``, ``months``) is read by position;
a set with one pattern (``clock_half_past``) gives that pattern; a set of several ways
(``way_to``) is chosen from by the caller's hash. Nothing is capitalised here: the phrase that
takes the piece does that. Cost: a dict lookup and a ``str.format`` per piece.
"""

from __future__ import annotations

from datetime import date

from game.brains.builtin.tables import active
from game.mind.types import Gathering


def said(name: str, at: float = 0.0, **values: str) -> str:
    """The line of set ``name`` at fraction ``at`` of it (0: the first), filled with
    ``values``; "" when the set is missing or the line needs a value not given."""
    options = active().pieces.get(name, ())
    if not options:
        return ""
    try:
        return options[min(int(at * len(options)), len(options) - 1)].format(**values)
    except (KeyError, IndexError, ValueError):
        return ""


def _nth(name: str, i: int) -> str:
    options = active().pieces.get(name, ())
    return options[i] if 0 <= i < len(options) else ""


def _hour(x: int) -> str:
    """0 -> 'midnight', 12 -> 'noon', 15 -> 'three' (``clock_hours``: 0-11 and noon)."""
    x %= 24
    return _nth("clock_hours", 12 if x == 12 else x % 12)


def _hour_in(x: int) -> str:
    """An hour's word inside a time ("half past twelve", not "half past noon":
    ``clock_twelve`` when the language has one)."""
    if x % 24 == 12 and (twelve := _nth("clock_twelve", 0)):
        return twelve
    return _hour(x)


def clock_words(minute: int) -> str:
    """540 -> 'nine', 930 -> 'half past three', 720 -> 'noon', 1005 -> 'quarter to five'."""
    m = int(minute) % 1440
    h, mm = divmod(m, 60)
    if mm < 8:
        return _hour(h)
    if mm < 23:
        return said("clock_quarter_past", hour=_hour_in(h))
    if mm < 38:
        return said("clock_half_past", hour=_hour_in(h))
    if mm < 53:
        return said("clock_quarter_to", hour=_hour_in(h + 1), when=_hour_in(h))
    return _hour(h + 1)


def clock_of_day(minute: int, now: int) -> str:
    """A time of today as talk says it at minute ``now``: ``clock_words``, with its part of the
    day when the language says one and it is not the part of the day it is now (``clock_parts``,
    one pattern per hour: at 7 a.m. "下午三点半", not "三点半" that might be the small hours;
    at two in the afternoon "三点半"). English has none: "half past three"."""
    words = clock_words(minute)
    hour = (int(minute) + 7) // 60 % 24  # (the hour the words say: 11:55 is "noon")
    part = _nth("clock_parts", hour)
    if not part or part == _nth("clock_parts", (int(now) + 7) // 60 % 24):
        return words
    return part.format(hour=words)


def at_clock(minute: int, now: int | None = None) -> str:
    """'at half past three': a time as the end of a sentence says it (with ``now``, its part
    of the day as ``clock_of_day`` says it)."""
    words = clock_words(minute) if now is None else clock_of_day(minute, now)
    return said("clock_at", hour=words)


def from_now(now: int, start: int, at: float = 0.0, meal: bool = False) -> str:
    """When something starts, said from now as people say it of their day ("any minute
    now", "soon", "in an hour or so", "this afternoon", "tonight", "later on"), not read off
    a clock: the ``later_*`` pieces, the ``at``-th way. An exact time is for what was
    arranged (``at_clock``)."""
    now, start = int(now) % 1440, int(start) % 1440
    ahead = start - now
    if ahead <= NOW_AHEAD:
        return said("later_now", at) or said("later_soon", at)
    if ahead <= SOON_AHEAD:
        return said("later_soon", at)
    if ahead <= HOUR_AHEAD:
        return said("later_hour", at)
    if meal:  # (a meal names its own time: "lunch later", not "lunch this afternoon")
        return said("later_meal", at) or said("later_on", at)
    part = _part_of_day(start)
    if part != _part_of_day(now):
        return said(f"later_{part}", at) or said("later_on", at)
    return said("later_on", at)


NOW_AHEAD = 15  # minutes: "any minute now"
SOON_AHEAD = 40  # minutes: "soon", "shortly"
HOUR_AHEAD = 100  # minutes: "in an hour or so"


def _part_of_day(minute: int) -> str:
    """ "morning" before noon, "afternoon" before five, "evening" before nine, then "night"."""
    return (
        "morning"
        if minute < 720
        else "afternoon"
        if minute < 1020
        else "evening"
        if minute < 1260
        else "night"
    )


def when_words(event: Gathering, today: date | None) -> str:
    """'this evening at six', 'tomorrow at half past seven', 'on Saturday at ten',
    'on Saturday 19 September at ten' (a week or more ahead). ``when_weekday`` and
    ``when_date`` are read by the part of the day when they have a line for each (morning,
    afternoon, evening: "周六晚上七点", where a clock's "seven" does not say which seven)."""
    day = date.fromisoformat(event.date)
    at = clock_words(event.start)
    span = (day - today).days if today is not None else None
    parts = ("morning", "afternoon", "evening")
    i = 0 if event.start < 720 else 1 if event.start < 1020 else 2
    if span == 0:
        return said(f"when_today_{parts[i]}", hour=at)
    if span == 1:
        return said(f"when_tomorrow_{parts[i]}", hour=at)
    weekday = _nth("weekdays", day.weekday())
    by_part = (i + 0.5) / len(parts)  # (a set of one line is that line at any part)
    if span is not None and 1 < span < 7:
        return said("when_weekday", by_part, day=weekday, hour=at)
    month = _nth("months", day.month - 1)
    return said("when_date", by_part, day=weekday, dom=str(day.day), month=month, hour=at)


def way_to(at: float, dest: str) -> str:
    """How one says one is walking to ``dest`` ("heading to the bakery"), the ``at``-th way."""
    return said("way_to", at, dest=dest)


def way_home(at: float) -> str:
    """How one says one is walking home ("on my way home"), the ``at``-th way."""
    return said("way_home", at)


def at_event(label: str) -> str:
    """Where one has been since a gathering began: 'at the summer fair'."""
    return said("at_event", event=label)


def called(event: Gathering) -> str:
    """How people name a gathering: by the one it is held for, else by its host ("Ann Lee's
    birthday party"), or "the birthday party"."""
    who = event.honoree_name or event.host_name
    if who:
        return said("event_hosted", who=who, what=event.what)
    return said("event_unhosted", what=event.what)


def listed(items: list[str]) -> str:
    """'Ann', 'Ann and Tom', 'Ann, Tom and Lee' (``list_comma``, ``list_and``: "李华、王芳和张伟")."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return said("list_comma").join(items[:-1]) + said("list_and") + items[-1]


def ended(sentence: str) -> str:
    """``sentence`` with one full stop, the language's (``full_stop``), however it ended."""
    stop = said("full_stop") or "."
    return sentence.rstrip("." + stop) + stop
