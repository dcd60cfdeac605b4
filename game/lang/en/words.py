"""The words of an English text: to compare two statements by, and to match a description
against place names ("the boatwright at the chandlery" and "Reed's Chandlery")."""

from __future__ import annotations

import re

_WORD = re.compile(r"[a-z0-9']+")
_LETTERS = re.compile(r"[a-zà-ÿ]+", re.IGNORECASE)


def words(text: str) -> list[str]:
    """The lower-case words (letters, digits, apostrophes) two statements are compared by."""
    return _WORD.findall(text.lower())


def name_words(text: str) -> list[str]:
    """The runs of letters of a name or a description, as written."""
    return _LETTERS.findall(text)
