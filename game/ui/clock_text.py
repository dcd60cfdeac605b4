"""Times and dates as the window's language writes them: the HUD clock, days, saves' times.

English keeps the window's long-standing forms ("Fri 13 Feb 2026 07:42", "today 14:20"), made
with ``strftime`` in the C locale's English names. Other languages use the patterns of the
Unicode CLDR through Babel (``babel.dates``), which knows each language's names of days and of
the time of day: Chinese reads "2026 年 2 月 13 日 星期五 上午 7:42", "2 月 14 日 星期六",
"下午 5:00", with a space between digits and characters as Chinese typesetting does.
"""

from __future__ import annotations

from datetime import datetime

from babel.dates import format_datetime

from game.ui.i18n import current_language
from game.ui.i18n import gettext as _

SAVED_GAME_TIME = "%a %d %b %Y %H:%M"  # how a save's meta writes the game time (C locale)
# per language: CLDR patterns for each form; "en" is strftime's (the window's own English)
PATTERNS: dict[str, dict[str, str]] = {
    "en": {
        "clock": "%a %d %b %Y %H:%M",
        "date": "%a %d %b",
        "time": "%H:%M",
        "weekday": "%a",
        "day_month_year": "%d %b %Y",
        "memory": "%a %d %b %H:%M",
    },
    "zh": {
        "clock": "y 年 M 月 d 日 EEEE a h:mm",
        "date": "M 月 d 日 EEEE",
        "time": "a h:mm",
        "weekday": "EEE",
        "day_month_year": "y 年 M 月 d 日",
        "memory": "M 月 d 日 EEE a h:mm",
    },
}


def formatted(when: datetime, form: str, language: str | None = None) -> str:
    """``when`` in one of the ``PATTERNS`` forms, in ``language`` (default: the window's)."""
    code = language or current_language()
    patterns = PATTERNS.get(code, PATTERNS["en"])
    if code == "en" or code not in PATTERNS:
        text = when.strftime(patterns[form])
        return text.lstrip("0") if form == "day_month_year" else text
    return format_datetime(when, patterns[form], locale=code)


def clock_text(when: datetime, language: str | None = None) -> str:
    """The HUD's clock: weekday, date, year and time ("Fri 13 Feb 2026 07:42")."""
    return formatted(when, "clock", language)


def date_text(when: datetime, language: str | None = None) -> str:
    """A day: "Sat 14 Feb", "2 月 14 日 星期六"."""
    return formatted(when, "date", language)


def time_text(when: datetime, language: str | None = None) -> str:
    """A time of day: "17:00", "下午 5:00"."""
    return formatted(when, "time", language)


def weekday_text(when: datetime, language: str | None = None) -> str:
    """A day's short name under a plot: "Sat", "周六"."""
    return formatted(when, "weekday", language)


def moment_text(at: datetime | None, shown: str) -> str:
    """A memory's time: ``shown`` (the simulation's English words for it) in English or when
    the datetime is not known, else ``at`` in the window's language ("2 月 13 日 周五 上午 7:42")."""
    if at is None or current_language() == "en":
        return shown
    return formatted(at, "memory")


def game_time_text(shown: str) -> str:
    """A save's game time ("Fri 13 Feb 2026 14:20", as saves record it) in the window's
    language; as it is in English or when it is not in that form."""
    if current_language() == "en":
        return shown
    try:
        return clock_text(datetime.strptime(shown, SAVED_GAME_TIME))
    except ValueError:
        return shown


def saved_at_text(when: datetime, now: datetime) -> str:
    """When a save was written, as a person says it: "today 14:20", "yesterday 09:05",
    "3 Feb 2026 14:20" (and the window language's forms of these)."""
    day = (now.date() - when.date()).days
    clock = time_text(when)
    if day == 0:
        return _("today {time}").format(time=clock)
    if day == 1:
        return _("yesterday {time}").format(time=clock)
    return _("{date} {time}").format(date=formatted(when, "day_month_year"), time=clock)
