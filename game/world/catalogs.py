"""One gettext domain's message catalogs and the language in use: ``locale/<code>/LC_MESSAGES/
<domain>.po`` extracted from the code by Babel (``babel.cfg``), compiled here by Babel in
memory when loaded. The window (``game.ui.i18n``) and the reports (``game.report.i18n``) each
keep a catalog of their own; English needs none (the code's own strings)."""

from __future__ import annotations

import io
from gettext import GNUTranslations, NullTranslations
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game.world.languages import DEFAULT_LANGUAGE, LANGUAGES


class Catalogs:
    """The catalogs of ``domain`` under ``locale_dir``, and the one in use."""

    def __init__(self, locale_dir: Path, domain: str) -> None:
        self.locale_dir, self.domain = locale_dir, domain
        self.code = DEFAULT_LANGUAGE
        self.translations: NullTranslations = NullTranslations()

    def path(self, code: str) -> Path:
        """Where the ``.po`` catalog of a language lives."""
        return self.locale_dir / code / "LC_MESSAGES" / f"{self.domain}.po"

    def load(self, code: str) -> NullTranslations:
        """The compiled catalog of ``code`` (English: the code's own strings). ``ValueError``
        for a language the game does not have."""
        if code not in LANGUAGES:
            raise ValueError(f"language {code!r} is not one of {', '.join(LANGUAGES)}")
        if code == DEFAULT_LANGUAGE:
            return NullTranslations()
        with self.path(code).open("rb") as f:
            catalog = read_po(f, locale=code, domain=self.domain)
        buffer = io.BytesIO()
        write_mo(buffer, catalog)
        buffer.seek(0)
        return GNUTranslations(buffer)

    def use(self, code: str) -> None:
        """Speak ``code`` from now on (every ``gettext`` call after this one)."""
        self.translations = self.load(code)
        self.code = code

    def current(self) -> str:
        """The language in use ("en" until ``use`` says otherwise)."""
        return self.code

    def gettext(self, message: str) -> str:
        """``message`` in the language in use (itself in English or when not translated)."""
        return self.translations.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The form of a counted message that suits ``n`` in the language in use."""
        return self.translations.ngettext(singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - the gettext convention the extractor knows
    """Mark a constant for the catalog; it is translated where it is used, with ``_``."""
    return message
