"""When an English sentence says something is: the calendar day it names ("February 14", "14
Feb"), today ("tonight", "this evening"), a weekday ("on Friday"); and whether it is about a
gathering one could go to, or a plan phrase that goes to one."""

from __future__ import annotations

import re
from datetime import date

_MONTHS = (
    "january february march april may june july august september october november december"
).split()
_MONTH_DAY = re.compile(r"\b(" + "|".join(_MONTHS) + r")\s+(\d{1,2})\b", re.IGNORECASE)
_DAY_MONTH = re.compile(r"\b(\d{1,2})\s+(" + "|".join(m[:3] for m in _MONTHS) + r")[a-z]*\b", re.I)


def event_date(text: str, year: int) -> date | None:
    """The calendar day a statement names ("February 14", "14 Feb"), or None."""
    for rx, mi, di in ((_MONTH_DAY, 1, 2), (_DAY_MONTH, 2, 1)):
        m = rx.search(text or "")
        if m:
            month = [x[:3] for x in _MONTHS].index(m.group(mi).lower()[:3]) + 1
            try:
                return date(year, month, int(m.group(di)))
            except ValueError:
                return None
    return None


# an invitation worth telling everyone: a gathering of one's own ahead
_INVITED_TO = re.compile(
    r"\b(?:party|gathering|celebration|concert|festival|fair|picnic|wedding|get-together)\b", re.I
)


def invitation_ahead(text: str, today: date | None) -> bool:
    """An invitation to a gathering on a day still to come (told to everyone one meets)."""
    day = event_date(text, today.year) if today is not None else None
    ahead = day is not None and today is not None and day >= today
    return ahead and bool(_INVITED_TO.search(text))


# anything one could go to (a block that was one is remembered as news, with who was there)
_GATHERING = re.compile(
    r"\b(?:party|gathering|celebration|concert|festival|fair|picnic|wedding|recital|exhibition"
    r"|quiz|dance|reception|get-together)\b",
    re.IGNORECASE,
)
_ATTENDING = re.compile(r"^(?:host|attend|go to|went to)\b", re.IGNORECASE)
_TODAY_WORDS = re.compile(r"\b(?:today|tonight|this (?:morning|afternoon|evening))\b", re.I)


def mentions_gathering(text: str) -> bool:
    """The sentence speaks of something one could go to (a party, a concert, a quiz)."""
    return bool(_GATHERING.search(text))


def goes_to_gathering(activity: str) -> bool:
    """Hosting or going to a gathering; setting up for it or talking it up is not."""
    return bool(_GATHERING.search(activity)) and bool(_ATTENDING.match(activity))


def is_about_day(text: str, day: date) -> bool:
    """The sentence places what it tells on ``day``: "today", "tonight"; its calendar date;
    or, with no date, its weekday ("on Friday")."""
    if _TODAY_WORDS.search(text):
        return True
    named = event_date(text, day.year)
    if named is not None:
        return named == day
    return bool(re.search(rf"\bon {day.strftime('%A')}\b", text, re.IGNORECASE))
