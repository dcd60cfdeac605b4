"""Calendar dates and weekdays in persona and memory sentences ("February 14", "14 Feb",
"2026-02-14", "on Thursdays", "Monday to Saturday"). Regexes; microseconds per sentence."""

from __future__ import annotations

import re
from datetime import date, timedelta

WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


_MONTH_DAY = re.compile(
    r"\b(" + "|".join(MONTHS) + r")[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?![:\d])", re.IGNORECASE
)
_DAY_MONTH = re.compile(
    r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(" + "|".join(MONTHS) + r")[a-z]*\b", re.IGNORECASE
)
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")


def parse_date(text: str, year: int) -> date | None:
    """The first calendar date in ``text`` ('February 14', '14 Feb', '2026-02-14')."""
    if not text:
        return None
    try:
        m = _ISO.search(text)
        if m:
            return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        m = _MONTH_DAY.search(text)
        if m:
            return date(year, MONTHS.index(m.group(1).lower()[:3]) + 1, int(m.group(2)))
        m = _DAY_MONTH.search(text)
        if m:
            return date(year, MONTHS.index(m.group(2).lower()[:3]) + 1, int(m.group(1)))
    except ValueError:
        return None
    return None


def mentions_month(text: str) -> bool:
    return bool(
        re.search(
            r"\b(?:"
            + "|".join(
                (
                    "january",
                    "february",
                    "march",
                    "april",
                    "may",
                    "june",
                    "july",
                    "august",
                    "september",
                    "october",
                    "november",
                    "december",
                )
            )
            + r")\b",
            text or "",
            re.IGNORECASE,
        )
    )


def weekdays_in(text: str) -> tuple[set[str], bool]:
    """Weekdays named in ``text`` and whether the mention is recurring ('Thursdays',
    'every Saturday', 'on weekdays', 'Monday to Saturday')."""
    low = (text or "").lower()
    days: set[str] = set()
    recurring = False
    m = re.search(
        r"\b("
        + "|".join(WEEKDAY_NAMES)
        + r")s?\s+(?:to|through|-)\s+("
        + "|".join(WEEKDAY_NAMES)
        + r")",
        low,
    )
    if m:
        a, b = WEEKDAY_NAMES.index(m.group(1)), WEEKDAY_NAMES.index(m.group(2))
        i = a
        while True:
            days.add(WEEKDAYS[i])
            if i == b:
                break
            i = (i + 1) % 7
        recurring = True
    for i, name in enumerate(WEEKDAY_NAMES):
        for mm in re.finditer(rf"\b(every |each |on )?{name}(s)?\b", low):
            days.add(WEEKDAYS[i])
            if mm.group(2) or (mm.group(1) or "").strip() in ("every", "each"):
                recurring = True
    if re.search(r"\bweekdays?\b|\bevery weekday\b|\bon weekdays\b", low):
        days.update(WEEKDAYS[:5])
        recurring = True
    if re.search(r"\bweekends?\b", low):
        days.update(("sat", "sun"))
        recurring = True
    return days, recurring


def day_of(when: str, year: int) -> date | None:
    """The date of a memory's ``when`` ('13 Feb 07:42' or '2026-02-13 07:42')."""
    return parse_date(when, year)


def shift(d: date, days: int) -> date:
    return d + timedelta(days=days)
