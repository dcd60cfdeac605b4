"""Reading an announcement for a gathering: where, when and whom it names.

The one place where the words of a notice (or a whisper) are understood, so the mind is handed a
record (``game.mind.types.Gathering``) and never parses English. What is recognised is data or
a clock, nothing about the event itself:

* **the place**: a sector of the map named in the text, as the map spells it, in any case,
  with or without a leading "The" ("at the Lantern Inn"); the longest name wins. A notice that
  names none is about the building it is pinned in (``default_place``); across town, none.
* **the time**: "noon"/"midday", "12:00", "12.30", "6 pm", "6:30pm", "7 o'clock"; a range
  ("from 5 pm to 7 pm", "12:00-13:00", "... at noon until 14:00"); without a clock time,
  "tonight" or "this evening" (19:00), "this afternoon" (15:00), "this morning" (10:00), for
  two hours. An hour from 1 to 7 without am/pm ("6:30", "7 o'clock") is the evening; a lone
  "until 6 pm" is a closing time, not a gathering. Without an end it lasts ``DEFAULT_MINUTES``.
* **the day**: "today", "tomorrow", a weekday (the next one, today included), a date ("9 May",
  "May 9", "2026-05-09"); none: the day it was posted (a notice stays up that day only).
* **whom it names**: a resident by full name, by a first name only one resident has (both as
  capitalised in the residents file), or as
  "the <occupation>" when only one resident's occupation starts so ("the mayor" for "mayor of
  Smallville", "the harbourmaster").
* **fields given with the notice** (a scenario's ``venue``/``starts``/``ends``, or
  ``announce(venue=..., starts=...)``) are written at its end as a tag that is read back exactly:
  ``[Town Square, 2026-02-13 12:00-13:00]``; the tag wins over the words.

No place or no time: no gathering (a notice like "Flu shots all week" is only read).
Cost: a few regular expressions per text; ``Reader`` keeps what it read (a notice is read by
everyone who passes it).
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from game.mind.types import Gathering

DEFAULT_MINUTES = 60
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = (
    "january february march april may june july august september october november december"
).split()
_PERIODS = {"tonight": 19 * 60, "this evening": 19 * 60, "this afternoon": 15 * 60}
_PERIODS |= {"this morning": 10 * 60}

_TAG = re.compile(r"\[([^\[\],]+), (\d{4}-\d{2}-\d{2}) (\d{1,2}:\d{2})-(\d{1,2}:\d{2})\]\s*$")
_MERIDIEM = r"(a\.?m\.?|p\.?m\.?|o'clock)"
_TIME = re.compile(
    r"\b(noon|midday)\b"
    rf"|\b(\d{{1,2}})[:.](\d{{2}})\s*{_MERIDIEM}?(?![\w:])"
    rf"|\b(\d{{1,2}})\s*{_MERIDIEM}(?!\w)",
    re.IGNORECASE,
)
_RANGE_JOIN = re.compile(r"^\s*(?:-|–|to|until|till|and)\s*$", re.IGNORECASE)
_UNTIL = re.compile(r"\b(?:until|till)\s*$", re.IGNORECASE)
_MONTH_DAY = re.compile(
    r"\b(" + "|".join(m[:3] for m in MONTHS) + r")[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b", re.I
)
_DAY_MONTH = re.compile(
    r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(" + "|".join(m[:3] for m in MONTHS) + r")[a-z]*\b",
    re.I,
)
_ISO_DAY = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")


def tag(place: str, day: date, start: int, end: int) -> str:
    """The tag that carries fields given with a notice (read back by ``read``)."""
    return f"[{place}, {day.isoformat()} {_hhmm(start)}-{_hhmm(end)}]"


def read(
    text: str,
    *,
    sectors: list[str],
    people: list[tuple[str, str, str]],
    day: date,
    default_place: str = "",
    source: str = "notice",
) -> Gathering | None:
    """The gathering ``text`` announces, or None.

    ``sectors``: the map's sector names; ``people``: (id, name, occupation) of the residents;
    ``day``: the day it was posted (or whispered), for "today" and for a text naming no day.
    """
    text = " ".join((text or "").split())
    host, host_name = named(text, people)
    m = _TAG.search(text)
    if m and m.group(1) in sectors:
        try:
            on = date.fromisoformat(m.group(2))
            start, end = _minutes(m.group(3)), _minutes(m.group(4))
        except ValueError:
            return None
        what = text[: m.start()].strip() or text
        return _make(what, m.group(1), on, start, end, host, host_name, source)
    place = place_in(text, sectors) or default_place
    span = times_in(text)
    if not place or span is None:
        return None
    start, end = span
    return _make(text, place, day_in(text, day), start, end, host, host_name, source)


def _make(what, place, on: date, start, end, host, host_name, source) -> Gathering | None:
    if end <= start:
        end += 1440  # "from 10 pm to 1 am"
    if not 0 <= start < end <= 2880:
        return None
    return Gathering(
        what=what,
        place=place,
        date=on.isoformat(),
        start=start,
        end=end,
        host=host,
        host_name=host_name,
        source=source,
    )


def place_in(text: str, sectors: list[str]) -> str:
    """The longest sector name the text names (with or without its leading "The")."""
    low = text.lower()
    for name in sorted(sectors, key=len, reverse=True):
        forms = {name.lower()}
        if name.lower().startswith("the "):
            forms.add(name.lower()[4:])
        if any(re.search(rf"(?<!\w){re.escape(f)}(?!\w)", low) for f in forms):
            return name
    return ""


def times_in(text: str) -> tuple[int, int] | None:
    """(start, end) in minutes since midnight, or None when the text names no time."""
    found = [(m, _clock(m)) for m in _TIME.finditer(text)]
    found = [(m, t) for m, t in found if t is not None]
    if not found:
        low = text.lower()
        for words, start in _PERIODS.items():
            if words in low:
                return start, start + 2 * 60
        return None
    first, start = found[0]
    if _UNTIL.search(text[: first.start()]):
        return None  # "open until 6 pm": a closing time, no gathering
    if len(found) > 1 and _RANGE_JOIN.match(text[first.end() : found[1][0].start()]):
        end = found[1][1]
        if end <= start and end + 12 * 60 > start:
            end += 12 * 60  # "from 6:30 to 8:30": the evening both times
        return start, end  # an end still before the start crosses midnight (``_make``)
    for m, t in found[1:]:
        if _UNTIL.search(text[: m.start()]):
            return start, t
    return start, start + DEFAULT_MINUTES


def _clock(m: re.Match) -> int | None:
    if m.group(1):
        return 12 * 60
    if m.group(2):
        h, mins, mer = int(m.group(2)), int(m.group(3)), m.group(4)
    else:
        h, mins, mer = int(m.group(5)), 0, m.group(6)
    if h > 23 or mins > 59:
        return None
    mer = (mer or "").lower().replace(".", "")
    if mer in ("am", "pm") and not 1 <= h <= 12:
        return None
    if mer == "pm" and h < 12:
        h += 12
    elif mer == "am" and h == 12:
        h = 0
    elif mer in ("", "o'clock") and 1 <= h <= 7:
        h += 12  # "at 6" / "6 o'clock": the evening
    return h * 60 + mins


def day_in(text: str, posted: date) -> date:
    """The day the text names, else the day it was posted."""
    low = text.lower()
    m = _ISO_DAY.search(text)
    if m:
        try:
            return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        except ValueError:
            pass
    for rx, mi, di in ((_MONTH_DAY, 1, 2), (_DAY_MONTH, 2, 1)):
        m = rx.search(text)
        if m:
            month = [x[:3] for x in MONTHS].index(m.group(mi).lower()[:3]) + 1
            try:
                return date(posted.year, month, int(m.group(di)))
            except ValueError:
                break
    if re.search(r"\btomorrow\b", low):
        return posted + timedelta(days=1)
    if re.search(r"\b(?:today|tonight)\b", low):
        return posted
    for i, name in enumerate(WEEKDAYS):
        if re.search(rf"\b{name}\b", low):
            return posted + timedelta(days=(i - posted.weekday()) % 7)
    return posted


def named(text: str, people: list[tuple[str, str, str]]) -> tuple[str, str]:
    """(id, name) of the resident the text names, or ("", "")."""
    low = text.lower()
    for rid, name, _ in people:
        if re.search(rf"\b{re.escape(name)}\b", text):
            return rid, name
    firsts: dict[str, list[tuple[str, str]]] = {}
    heads: dict[str, list[tuple[str, str]]] = {}
    for rid, name, occupation in people:
        firsts.setdefault(name.split()[0], []).append((rid, name))
        for head in _occupation_heads(occupation):
            heads.setdefault(head, []).append((rid, name))
    for first, who in firsts.items():
        if len(who) == 1 and re.search(rf"\b{re.escape(first)}\b", text):
            return who[0]
    for head in sorted(heads, key=len, reverse=True):
        who = heads[head]
        if len({r for r, _ in who}) == 1 and re.search(
            rf"\b(?:the|our|your)\s+{re.escape(head)}\b", low
        ):
            return who[0]
    return "", ""


def _occupation_heads(occupation: str) -> list[str]:
    """The ways a notice may call the one who does a job: "mayor of Smallville" gives "mayor of
    smallville" and "mayor"; "pharmacist; owns ..." gives "pharmacist"."""
    first = re.split(r"[;,(]", occupation.lower())[0].strip()
    if not first:
        return []
    head = re.split(r"\s+(?:of|at|for|in|on)\s+", first)[0].strip()
    return list(dict.fromkeys(h for h in (first, head) if h))


def _minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    if not (0 <= int(h) <= 47 and 0 <= int(m) < 60):
        raise ValueError(hhmm)
    return int(h) * 60 + int(m)


def _hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


class Reader:
    """``read`` for one town, remembering what it read (by text, day and default place)."""

    def __init__(self, sectors: list[str], people: list[tuple[str, str, str]]) -> None:
        self.sectors, self.people = list(sectors), list(people)
        self.seen: dict[tuple, Gathering | None] = {}

    def read(
        self, text: str, day: date, default_place: str = "", source: str = "notice"
    ) -> Gathering | None:
        key = (text, day, default_place, source)
        if key not in self.seen:
            if len(self.seen) > 1000:
                self.seen.clear()
            self.seen[key] = read(
                text,
                sectors=self.sectors,
                people=self.people,
                day=day,
                default_place=default_place,
                source=source,
            )
        return self.seen[key]


def posted_day(until_s: float) -> date:
    """The day a notice was posted, from when it comes down (the midnight after)."""
    return (datetime(2000, 1, 1) + timedelta(seconds=until_s - 1)).date()
