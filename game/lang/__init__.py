"""Readings of text in a language (``game.mind.language.Reading``): one package per language.

Only the app's wiring (``main.py``, ``game/app_*.py``) and tests import these; the mind and the
brains ask ``game.mind.language.reading()``. ``reading_for(code)`` is the one door by a
language code ("en", "zh").
"""

from __future__ import annotations

from collections.abc import Callable

from game.mind.language import Reading

LANGUAGES = ("en", "zh")  # the codes ``reading_for`` knows


def reading_for(code: str, plan_words: Callable[[str], str] | None = None) -> Reading:
    """The reading of a town written in the language ``code`` ("en": English, "zh":
    Chinese); any other code is a ``ValueError`` with one line naming the known ones.
    ``plan_words``: how the brain's plan phrases are said in that language (another
    language's reading than English's shows its plans in them, ``Reading.shown``)."""
    key = str(code or "").strip().lower()
    if key == "en":
        from game.lang.en import English

        return English()
    if key == "zh":
        from game.lang.zh import Chinese

        return Chinese(plan_words)
    raise ValueError(f"unknown language {code!r}: use one of {', '.join(LANGUAGES)}")


def frames_for(code: str) -> dict[str, str]:
    """The frames the mind writes its records in for a town in language ``code``
    (``game.mind.wording``); {} for English (and a code with none of its own)."""
    if str(code or "").strip().lower() == "zh":
        from game.lang.zh.frames import frames

        return frames()
    return {}
