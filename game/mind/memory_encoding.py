"""How a memory stream's columns are written in a save, kept from one save to the next.

A save holds the numeric columns as base64 little-endian bytes (``PackedColumn`` keeps each
column's text and encodes only what changed since the last save; ``changed_groups`` says which
of it did) and the subjects, predicates, objects and keywords as indices into one list of
strings (``JsonRows``, extended as the stream grows). ``decode_column`` reads a column back.
"""

from __future__ import annotations

import base64
import math
from typing import Any

import numpy as np


def decode_column(s: str, dtype: str) -> np.ndarray:
    """A column saved as base64 ``dtype`` bytes, as a new (writable) array."""
    return np.frombuffer(base64.b64decode(s), dtype=dtype).copy()


def changed_groups(notes: list[np.ndarray], n: int) -> np.ndarray | None:
    """The groups of 3 rows (row // 3, ascending, once each) holding the rows noted."""
    if not notes:
        return None
    mark = np.zeros(n // 3 + 1, dtype=bool)
    mark[np.concatenate(notes) // 3] = True
    return np.flatnonzero(mark)


class PackedColumn:
    """A numeric column's base64 text as ``get_state`` writes it, kept between states.

    Base64 turns every 3 bytes into 4 letters on their own, so 3 rows of any width are 4
    row-widths of letters that depend on those rows alone: the text of the whole groups of 3
    rows is kept, the rows added since the last state are encoded and appended, and the last
    rows (not a whole group) encoded afresh. In a column whose rows change (last access,
    access count, alive: ``touch`` and ``mark_forgotten``, which note the rows they change),
    the groups of the rows changed since the last state are encoded again, in place. So a state
    costs what changed, not the column's encoding (45 us for 2,800 rows of float64, per
    column, per resident and per autosave: a cost growing with the town's age). The text is
    the same, to the byte, as encoding the column whole."""

    SMALL = 16384  # bytes: a column this short is encoded whole (as cheap as the bookkeeping)

    def __init__(self, dtype: str) -> None:
        self.dtype = dtype
        self.rows = 0  # the rows in whole groups encoded
        self.width = 0  # bytes per row
        self.text = bytearray()  # their base64 letters

    def encode(self, column: np.ndarray, changed: np.ndarray | None = None) -> str:
        """``column`` (all its rows) as base64 ``dtype`` bytes; ``changed``: the groups of 3
        rows (row id // 3, ascending, once each) that may differ from the last call's."""
        n = len(column)
        if column.dtype == np.bool_ and self.dtype == "u1":
            cur = column.view(np.uint8)  # the same bytes
        else:
            cur = np.ascontiguousarray(column, dtype=self.dtype)
        width = cur.itemsize * math.prod(cur.shape[1:])
        raw = cur.reshape(-1).view(np.uint8)
        if not self.rows and n * width < self.SMALL:
            return base64.b64encode(raw).decode("ascii")
        whole = n - n % 3
        done = self.rows
        if done > whole or width != self.width:
            done, self.text, self.width = 0, bytearray(), width
        if done and changed is not None and changed.size:
            groups = changed[changed < done // 3]
            if groups.size:
                letters = base64.b64encode(raw[: done * width].reshape(-1, 3 * width)[groups])
                np.frombuffer(self.text, dtype=np.uint8).reshape(-1, 4 * width)[groups] = (
                    np.frombuffer(letters, dtype=np.uint8).reshape(-1, 4 * width)
                )
        if whole > done:
            self.text += base64.b64encode(raw[done * width : whole * width])
        self.rows = whole
        return self.text.decode("ascii") + base64.b64encode(raw[whole * width :]).decode("ascii")


class JsonRows:
    """A stream's rows as ``get_state`` writes them, extended as the stream grows. ``strings``
    lists each text at its first use, row by row (subject, predicate, object, keywords)."""

    def __init__(self) -> None:
        self.strings: list[str] = []
        self.index: dict[str, int] = {}
        self.spo: list[list[int | None]] = []
        self.keywords: list[list[int]] = []
        self.evidence: list[list[int]] = []

    @classmethod
    def adopt(cls, state: dict[str, Any]) -> JsonRows:
        """The rows of a loaded (version 2) state, as they are: the next save after a load
        then converts only what is new (the state's row lists are kept, read-only)."""
        rows = cls()
        rows.strings = list(state["strings"])
        rows.index = {text: i for i, text in enumerate(rows.strings)}
        rows.spo = list(state["spo"])
        rows.keywords = list(state["keywords"])
        rows.evidence = list(state["evidence"])
        return rows

    def _id(self, text: str) -> int:
        i = self.index.get(text)
        if i is None:
            i = self.index[text] = len(self.strings)
            self.strings.append(text)
        return i

    def extend(self, spo: list, keywords: list, evidence: list, n: int) -> None:
        done = len(self.spo)
        if done >= n:
            return
        ids = self._id
        for t, kw in zip(spo[done:n], keywords[done:n], strict=True):
            # row by row, so that the table's order depends on the rows, not on when the
            # states were taken (exact resume compares state documents)
            self.spo.append([None if x is None else ids(x) for x in t])
            self.keywords.append([ids(k) for k in kw])
        self.evidence.extend([list(e) for e in evidence[done:n]])
