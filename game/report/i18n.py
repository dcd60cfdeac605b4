"""The reports' words in the chosen language: the headless summary, the timeline, the interview
file, the scenario tables and the plots.

As in the window (``game.ui.i18n``), every string is written in English in the code inside
``_("...")`` and translated by a gettext catalog, ``locale/<code>/LC_MESSAGES/report.po``,
extracted from the code by Babel (``babel.cfg`` gives the commands) and compiled here by Babel
in memory. A catalog of its own, so a report needs nothing of the window. English needs no
catalog; ``--language en`` writes every report exactly as before. Times and dates follow the
language: English with ``strftime`` (C locale names, the reports' long-standing forms), Chinese
with Babel's CLDR patterns ("2 月 14 日 周六 下午 5:05").

The language is set once per run by ``game.app_language`` (``use_language``); what residents
say, remember or are named is not a catalog string and is written as they said it.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from babel.dates import format_datetime

from game.world.catalogs import N_, Catalogs  # noqa: F401 - N_ is this module's too

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "report"
# the forms of a time the reports use: strftime for English, CLDR patterns for the others
TIMES: dict[str, dict[str, str]] = {
    "en": {
        "clock": "%a %d %b %Y %H:%M",
        "moment": "%a %d %b %H:%M",
        "tick": "%a %H:%M",
    },
    "zh": {
        "clock": "y 年 M 月 d 日 EEE HH:mm",
        "moment": "M 月 d 日 EEE HH:mm",
        "tick": "EEE HH:mm",
    },
}

_catalogs = Catalogs(LOCALE_DIR, DOMAIN)
# the catalog's own methods, under the names the callers and the extractor know
catalog_path = _catalogs.path
load_translations = _catalogs.load
use_language = _catalogs.use
current_language = _catalogs.current
gettext = _catalogs.gettext
ngettext = _catalogs.ngettext


def time_text(when: datetime, form: str) -> str:
    """``when`` as the reports write it (``TIMES``' forms) in the language in use."""
    code = _catalogs.code
    if code == "en" or code not in TIMES:
        return when.strftime(TIMES["en"][form])
    return format_datetime(when, TIMES[code][form], locale=code)


def width(text: str) -> int:
    """Columns ``text`` takes in a terminal: a Chinese character two, anything else one."""
    from unicodedata import east_asian_width

    return sum(2 if east_asian_width(c) in "WF" else 1 for c in text)


def pad(text: str, columns: int) -> str:
    """``text`` padded with spaces to ``columns`` terminal columns (``str.ljust`` by width)."""
    return text + " " * max(0, columns - width(text))
