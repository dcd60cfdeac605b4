"""The window's words in the player's language: ``gettext``, ``ngettext`` and ``use_language``.

Every string the window shows goes through ``_("...")`` (``from game.ui.i18n import gettext
as _``, the usual gettext idiom) or ``ngettext`` for a count, written in English in the code. The translations are gettext catalogs, ``locale/<code>/LC_MESSAGES/
window.po``, extracted from the code by Babel (``pybabel extract -F babel.cfg``, see
``tests/ui/test_catalog.py``) and compiled here by Babel at load time, in memory: no ``.mo``
file to build or to forget. English needs no catalog: the code's own strings are shown.

A string put together from pieces is one whole sentence with named placeholders,
``_("{name} is asleep").format(name=...)``, so a translation can put them where its grammar
wants. Constants defined at import time are marked with ``N_`` (for the extractor only) and
passed through ``_`` where they are shown. Residents' speech, memories and names are not
catalog strings: they come from the town and the brains.
"""

from __future__ import annotations

import io
from gettext import GNUTranslations, NullTranslations
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game.world.languages import DEFAULT_LANGUAGE, LANGUAGES

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "window"

_state: dict = {"code": DEFAULT_LANGUAGE, "translations": NullTranslations()}


def catalog_path(code: str) -> Path:
    """Where the ``.po`` catalog of a language lives."""
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def load_translations(code: str) -> NullTranslations:
    """The compiled catalog of ``code`` (English: the code's own strings). ``ValueError`` for
    a language the game does not have."""
    if code not in LANGUAGES:
        raise ValueError(f"language {code!r} is not one of {', '.join(LANGUAGES)}")
    if code == DEFAULT_LANGUAGE:
        return NullTranslations()
    with catalog_path(code).open("rb") as f:
        catalog = read_po(f, locale=code, domain=DOMAIN)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return GNUTranslations(buffer)


def use_language(code: str) -> None:
    """Show the window in ``code`` from now on (every ``_`` call after this one)."""
    _state["translations"] = load_translations(code)
    _state["code"] = code


def current_language() -> str:
    """The language the window speaks now ("en" until ``use_language`` says otherwise)."""
    return _state["code"]


def gettext(message: str) -> str:
    """``message`` in the window's language (itself in English or when not translated)."""
    return _state["translations"].gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message that suits ``n`` in the window's language."""
    return _state["translations"].ngettext(singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - the gettext convention the extractor knows
    """Mark a constant for the catalog; it is translated where it is shown, with ``_``."""
    return message
