"""One memory as others read it, and the kinds a memory may be.

A memory is one of ``KINDS``; the stream keeps a kind as a small code (``KIND_CODE``,
``kind_codes``, ``of_kinds`` for a whole column at once) and a save as one letter
(``KIND_LETTERS``, ``kind_letters``, ``letter_codes``). ``Memory`` is a read-only copy of one
row of the stream (``game.mind.memory.MemoryStream.get``); ``Columns`` is the stream's numeric
columns as views, for vectorised readers like retrieval.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import numpy as np

from game.mind.facts import Fact
from game.mind.types import MemoryLine

KINDS = ("observation", "conversation", "reflection", "plan", "summary")
KIND_CODE = {k: i for i, k in enumerate(KINDS)}
KIND_LETTERS = "ocrps"  # one letter per kind, in KINDS order: how saves store the kind column
_LETTER_CODE = np.full(256, -1, dtype=np.int16)
_LETTER_CODE[np.frombuffer(KIND_LETTERS.encode("ascii"), dtype=np.uint8)] = np.arange(len(KINDS))
_LETTERS = np.frombuffer(KIND_LETTERS.encode("ascii"), dtype=np.uint8)


@dataclass(frozen=True, kw_only=True)
class Memory:
    """A read-only view of one memory, copied out of the stream's columns."""

    id: int
    content: str
    kind: str
    created: float
    last_accessed: float
    importance: float  # 0-1
    importance_10: int  # the raw 1-10 poignancy
    access_count: int
    embedding: np.ndarray = field(repr=False, compare=False)
    subject: str | None = None
    predicate: str | None = None
    object: str | None = None
    keywords: tuple[str, ...] = ()
    evidence: tuple[int, ...] = ()
    depth: int = 0
    alive: bool = True
    meta: dict[str, Any] = field(default_factory=dict, compare=False)

    def as_line(self, when: str = "") -> MemoryLine:
        """The memory as a brain sees it (``when`` is formatted by the caller's clock)."""
        return MemoryLine(
            id=self.id,
            text=self.content,
            kind=self.kind,
            when=when,
            importance=self.importance,
            seed=bool(self.meta.get("seed")),
            fact=Fact.from_meta(self.meta.get("fact")),
            witnessed=bool(self.meta.get("witnessed")),
        )


class Columns(NamedTuple):
    """Read-only views of the first ``n`` rows, for vectorised readers like retrieval."""

    embeddings: np.ndarray  # (n, dim) float32
    importance: np.ndarray  # (n,) float32, 0-1
    created: np.ndarray  # (n,) float64
    last_accessed: np.ndarray  # (n,) float64
    access_count: np.ndarray  # (n,) int32
    kind: np.ndarray  # (n,) int8 codes into KINDS
    alive: np.ndarray  # (n,) bool
    all_alive: bool


def kind_codes(kinds: Iterable[str]) -> list[int]:
    """Kind names -> codes; raises ``ValueError`` on an unknown kind."""
    try:
        return [KIND_CODE[k] for k in kinds]
    except KeyError as e:
        raise ValueError(f"unknown memory kind {e.args[0]!r}; expected one of {KINDS}") from None


@functools.lru_cache(maxsize=64)
def _kinds_table(kinds: tuple[str, ...]) -> np.ndarray:
    table = np.zeros(len(KINDS), dtype=bool)
    table[kind_codes(kinds)] = True
    return table


def of_kinds(codes: np.ndarray, kinds: Iterable[str]) -> np.ndarray:
    """Which of ``codes`` (a kind column) are of ``kinds``: ``np.isin``'s answer by a lookup
    table made once per set of kinds (``isin`` costs tens of microseconds a call, and the
    reflection trigger asks on every thought); ``ValueError`` on an unknown kind."""
    kinds = tuple(kinds) if not isinstance(kinds, tuple) else kinds
    return _kinds_table(kinds)[codes]


def kind_letters(codes: np.ndarray) -> str:
    """Kind codes -> one letter each ("oocr..."): a save's compact ``kind`` column."""
    return _LETTERS[np.asarray(codes, dtype=np.intp)].tobytes().decode("ascii")


def letter_codes(letters: str) -> np.ndarray:
    """``kind_letters`` back to codes; ``ValueError`` on a letter that names no kind."""
    raw = np.frombuffer(letters.encode("ascii", "replace"), dtype=np.uint8)
    codes = _LETTER_CODE[raw]
    if (codes < 0).any():
        bad = letters[int(np.flatnonzero(codes < 0)[0])]
        raise ValueError(f"unknown memory kind letter {bad!r}; expected one of {KIND_LETTERS}")
    return codes.astype(np.int8)
