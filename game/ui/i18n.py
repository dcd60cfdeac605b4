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

from gettext import NullTranslations
from pathlib import Path

from game.world.catalogs import Catalogs

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "window"

_catalogs = Catalogs(LOCALE_DIR, DOMAIN)


def catalog_path(code: str) -> Path:
    """Where the ``.po`` catalog of a language lives."""
    return _catalogs.path(code)


def load_translations(code: str) -> NullTranslations:
    """The compiled catalog of ``code`` (English: the code's own strings). ``ValueError`` for
    a language the game does not have."""
    return _catalogs.load(code)


def use_language(code: str) -> None:
    """Use ``code`` from now on (every ``_`` call after this one)."""
    _catalogs.use(code)


def current_language() -> str:
    """The language in use ("en" until ``use_language`` says otherwise)."""
    return _catalogs.code


def gettext(message: str) -> str:
    """``message`` in the language in use (itself in English or when not translated)."""
    return _catalogs.translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message that suits ``n`` in the language in use."""
    return _catalogs.translations.ngettext(singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - the gettext convention the extractor knows
    """Mark a constant for the catalog; it is translated where it is shown, with ``_``."""
    return message
