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
        """Speak ``code`` from now on."""
        self.translations = self.load(code)
        self.code = code
