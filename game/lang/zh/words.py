"""The words of a Chinese text. Chinese is written without spaces and no word splitter is
bundled, so a run of Chinese characters is read as its overlapping character pairs and
triples ("筹备派对" -> 筹备, 备派, 派对, 筹备派, 备派对); Latin words and numbers in the same
text are kept whole, lower-cased ("去 Blue Door 喝咖啡" -> blue, door, ...).

``has_chinese`` is how the rest of this reading tells Chinese text from text in another
language: ``reading.Chinese`` sends a sentence with no Chinese character to the English
reading; this package's rules, asked directly, find nothing in it.
"""

from __future__ import annotations

import re

# CJK unified ideographs (the common block and extension A) and the compatibility block
CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CJK_CHAR = re.compile(f"[{CJK}]")
_PIECE = re.compile(f"[{CJK}]+|[a-z0-9']+")
_LETTERS = re.compile(r"[^\W\d_]+")


def has_chinese(text: str) -> bool:
    """Whether ``text`` holds at least one Chinese character."""
    return _CJK_CHAR.search(text or "") is not None


def grams(run: str, sizes: tuple[int, ...] = (2, 3)) -> list[str]:
    """The overlapping character n-grams of one run of Chinese characters, shortest first;
    a run shorter than every size is its own one gram."""
    out = [run[i : i + n] for n in sizes for i in range(len(run) - n + 1)]
    return out or [run]


def words(text: str) -> list[str]:
    """The tokens two statements are compared by: Latin words whole (lower case) and, for each
    run of Chinese characters, its character pairs and triples. The mind keeps tokens of
    three characters or more when it compares two facts (``game.mind.news.fact_words``), so
    the triples carry a Chinese fact there; the pairs serve shorter comparisons."""
    out: list[str] = []
    for piece in _PIECE.findall((text or "").lower()):
        out.extend(grams(piece) if has_chinese(piece) else [piece])
    return out


def name_words(text: str) -> list[str]:
    """The runs of letters of a name or a description, as written: a run of Chinese characters
    is one run ("星光咖啡馆"), as is a Latin word."""
    return _LETTERS.findall(text or "")
