"""A memory stream as TinyDB rows: one row per memory in a ``memories`` table (version 5).

Why: a memory never changes its text, kind, time, subject, keywords, evidence or meta once it
is added, so a save can write it once and an autosave can append only the memories that are
new (``memory_log.py``); and a researcher can open a save with TinyDB and ask for one
resident's reflections (``Query().resident == "isabella_rodriguez"``, ``.kind ==
"reflection"``). What does change (when it was last recalled, how often, whether it is
forgotten, its importance once judged) stays in the resident's row as short columns
(``MEMORY_HEAD``), so the resident's row stays small and the rows stay append-only.

The logical document ``Simulation.get_state`` makes and ``set_state`` takes is unchanged: a
stream is still its columns (``save_rows.Memory``). ``split`` turns one into a head and rows
when a file is written; ``fold`` puts rows back into columns when one is read, rebuilding the
``strings`` table exactly as the stream builds it (each word at its first use, row by row),
so a state read back equals the one written, to the byte.

Cost: one dict per memory written or read (a two-week, 25-resident town: 70,000 rows, about a
tenth of a second each way); an autosave builds rows for its new memories only.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterable
from typing import Any

import numpy as np

from game.mind.memory_record import KIND_LETTERS, KINDS
from game.store.save_types import MAX_SECONDS, MIN_SECONDS, Invalid, kind_of
from game.world.user_file_problems import shown_value as shown
from game.world.user_file_schema import plain_number

KIND_OF_LETTER = dict(zip(KIND_LETTERS, KINDS, strict=True))
LETTER_OF_KIND = dict(zip(KINDS, KIND_LETTERS, strict=True))
MEMORY_HEAD = (
    "version",
    "n",
    "embedder",
    "dim",
    "embedding_dtype",
    "last_accessed",
    "access_count",
    "alive",
)
"""What of a stream stays in the resident's row of a version-5 file: what can change (and
``importance``: ``importance_10`` as one letter per memory, ``IMPORTANCE_LETTERS``)."""
IMPORTANCE_LETTERS = "123456789X"  # 1 .. 10, X the Roman ten: one letter per memory
_LETTER_OF_SCORE = dict(enumerate(IMPORTANCE_LETTERS, start=1))
_SCORE_OF_LETTER = {c: i for i, c in _LETTER_OF_SCORE.items()}
ROW_KEYS = ("resident", "id", "kind", "created", "content", "importance", "spo", "keywords")
ROW_KEYS += ("evidence", "depth", "meta")
_WIDTH = {"float16": ("<f2", 2), "float32": ("<f4", 4)}


def head_of(memory: dict[str, Any], before: tuple[list[int], str] | None = None) -> dict[str, Any]:
    """The resident row's part of a stream's columns (``MEMORY_HEAD``, ``importance``).

    ``before``: an earlier state's ``importance_10`` and its letters (an autosave's, the hour
    before): where this stream's scores begin with those, their letters are reused (the
    comparison runs in C; converting every score was a cost growing with the town's age)."""
    head = {k: memory[k] for k in MEMORY_HEAD}
    scores = memory["importance_10"]
    start, letters = 0, ""
    if before is not None and len(before[0]) <= len(scores):
        k = len(before[0])
        if scores[:k] == before[0]:
            start, letters = k, before[1]
    head["importance"] = letters + "".join(map(_LETTER_OF_SCORE.__getitem__, scores[start:]))
    return head


def rows_of(
    rid: str,
    memory: dict[str, Any],
    start: int = 0,
    talk_lines: dict[int, list] | None = None,
) -> list[dict[str, Any]]:
    """Rows of memories ``start`` .. ``n - 1`` of ``rid``'s stream (its logical columns).

    ``talk_lines`` (conversation id -> its log lines): a transcript saved as ``log_lines`` is
    written whole, for a file that does not hold the talk log it points into (the memory log,
    which outlives the talk log's last 2,000 conversations). None keeps ``log_lines``.
    """
    n = memory["n"]
    if start >= n:
        return []
    strings, spo, keywords = memory["strings"], memory["spo"], memory["keywords"]
    created = np.frombuffer(base64.b64decode(memory["created"]), "<f8")[start:n].tolist()
    vectors = _vector_codes(memory, start, n)
    kinds, content, imp = memory["kind"], memory["content"], memory["importance_10"]
    evidence, depth, metas = memory["evidence"], memory["depth"], memory["meta"]
    out = []
    for i in range(start, n):
        meta = metas[i]
        if talk_lines is not None and "log_lines" in meta:
            meta = _whole_transcript(meta, talk_lines)
        row = {
            "resident": rid,
            "id": i,
            "kind": KIND_OF_LETTER[kinds[i]],
            "created": created[i - start],
            "content": content[i],
            "importance": imp[i],
            "spo": [None if x is None else strings[x] for x in spo[i]],
            "keywords": [strings[k] for k in keywords[i]],
            "evidence": evidence[i],
            "depth": depth[i],
            "meta": meta,
        }
        if vectors is not None:
            row["vector"] = vectors[i - start]
        out.append(row)
    return out


def _whole_transcript(meta: dict[str, Any], talk_lines: dict[int, list]) -> dict[str, Any]:
    said = [list(ln) for ln in talk_lines[meta["conversation"]][: meta["log_lines"]]]
    return {
        ("transcript" if k == "log_lines" else k): (said if k == "log_lines" else v)
        for k, v in meta.items()
    }


def _vector_codes(memory: dict[str, Any], start: int, n: int) -> list[str] | None:
    dtype = memory["embedding_dtype"]
    if dtype == "none":
        return None
    code, width = _WIDTH[dtype]
    raw = base64.b64decode(memory["embeddings"])
    size = memory["dim"] * width
    return [
        base64.b64encode(raw[i * size : (i + 1) * size]).decode("ascii") for i in range(start, n)
    ]


def fold(residents: list[Any], rows: Iterable[Any], where: str = "memories") -> list[Any]:
    """The residents' rows with ``rows`` (a ``memories`` table's, in row-id order) put back
    into each stream's columns (new resident and memory dicts; the rows' values are shared).
    ``Invalid`` with one line naming the first bad row; what the rows hold is then checked as
    columns (``save_heads.FoldedMemory``). One pass, a few appends per row: a two-week town's
    70,000 rows take about a tenth of a second."""
    by_id = {}
    for i, r in enumerate(residents, start=1):
        if not isinstance(r, dict) or not isinstance(r.get("memory"), dict):
            raise Invalid(f"residents[{i}].memory: should be a memory stream's head")
        if type(r.get("id")) is str:
            by_id[r["id"]] = _Columns()
    keys, letter_of = frozenset(ROW_KEYS), LETTER_OF_KIND
    lo, hi = MIN_SECONDS, MAX_SECONDS
    j = 0
    try:
        for j, row in enumerate(rows, start=1):  # noqa: B007 (j names the row in a problem)
            if type(row) is not dict or not keys <= row.keys() or len(row) > len(keys) + 1:
                raise _Bad(_row_problem(row, keys))
            if len(row) > len(keys) and "vector" not in row:
                raise _Bad(_row_problem(row, keys))
            cols = by_id.get(row["resident"]) if type(row["resident"]) is str else None
            if cols is None:
                raise _Bad(f".resident: {shown(row['resident'])} is not a resident of this save")
            i, imp, created = row["id"], row["importance"], row["created"]
            if i != len(cols.content) or type(i) is not int:
                raise _Bad(f".id: is {shown(i)}, expected {len(cols.content)} (rows in order)")
            if type(imp) is not int or not 1 <= imp <= 10:
                raise _Bad(f".importance: expected a whole number from 1 to 10, got {shown(imp)}")
            if type(created) not in (int, float) or not lo <= created <= hi:
                got = shown(created)
                lo_hi = f"{plain_number(lo)} to {plain_number(hi)}"
                raise _Bad(f".created: expected a number from {lo_hi}, got {got}")
            spo, kws = row["spo"], row["keywords"]
            if type(spo) is not list or len(spo) != 3 or type(kws) is not list:
                bad = "spo" if type(kws) is list else "keywords"
                raise _Bad(f".{bad}: expected a list, got {shown(row[bad])}")
            word = cols.words.setdefault  # each word's number: its first use, row by row
            s, p, o = spo
            cols.spo.append(
                [
                    None if s is None else word(s, len(cols.words)),
                    None if p is None else word(p, len(cols.words)),
                    None if o is None else word(o, len(cols.words)),
                ]
            )
            cols.keywords.append([word(k, len(cols.words)) for k in kws])
            cols.kind.append(letter_of[row["kind"]])
            cols.created.append(created)
            cols.content.append(row["content"])
            cols.evidence.append(row["evidence"])
            cols.depth.append(row["depth"])
            cols.meta.append(row["meta"])
            if "vector" in row:
                cols.vectors.append(base64.b64decode(row["vector"], validate=True))
    except _Bad as e:
        raise Invalid(f"{where}[{j}]{e.args[0]}") from None
    except (KeyError, TypeError, ValueError, AttributeError, binascii.Error) as e:
        raise Invalid(f"{where}[{j}]: {' '.join(str(e).split()) or type(e).__name__}") from None
    out = []
    for i, r in enumerate(residents, start=1):
        cols = by_id.get(r.get("id")) or _Columns()
        out.append({**r, "memory": cols.close(r["memory"], f"residents[{i}].memory")})
    return out


class _Bad(Exception):
    """A row's problem, its path from the row (``.id: ...``)."""


def _row_problem(row: Any, keys: frozenset[str]) -> str:
    if type(row) is not dict:
        return f": should be an object, not {kind_of(row)}"
    missing = sorted(keys - row.keys())
    if missing:
        return f".{missing[0]}: is missing"
    extra = sorted(set(row) - keys - {"vector"})
    return f".{extra[0]}: is not a known key of a memory's row" if extra else ""


def compact_transcripts(state: dict[str, Any]) -> None:
    """The reverse of ``rows_of``'s whole transcripts, in place: each transcript the state's
    talk log begins with is ``log_lines`` again, as ``Simulation.get_state`` wrote it (so an
    autosave read back equals the state that was autosaved)."""
    try:
        lines = {c["id"]: c["lines"] for c in state["world"]["talks"]["log"]}
    except (KeyError, TypeError):
        return  # damage the checks after the upgrade will name
    for r in state["residents"]:
        metas = r["memory"]["meta"]
        for j, m in enumerate(metas):
            said = m.get("transcript") if type(m) is dict else None
            if not said or type(said) is not list:
                continue
            entry = lines.get(m.get("conversation")) if type(m.get("conversation")) is int else None
            if entry is not None and entry[: len(said)] == said:
                metas[j] = {
                    ("log_lines" if k == "transcript" else k): (
                        len(said) if k == "transcript" else v
                    )
                    for k, v in m.items()
                }


class _Columns:
    """One stream's columns as rows come in (the reverse of ``rows_of``)."""

    def __init__(self) -> None:
        self.kind: list[str] = []
        self.created: list[float] = []
        self.content: list[str] = []
        self.words: dict[str, int] = {}  # the strings table, in first-use order
        self.spo: list[list[int | None]] = []
        self.keywords: list[list[int]] = []
        self.evidence: list[list[int]] = []
        self.depth: list[int] = []
        self.meta: list[dict] = []
        self.vectors: list[bytes] = []

    def close(self, memory: dict[str, Any], where: str) -> dict[str, Any]:
        """The memory head with the columns; the head's ``n`` must count the rows."""
        if memory.get("n") != len(self.content):
            n, rows = memory.get("n"), len(self.content)
            raise Invalid(f"{where}: n is {n!r} but the save holds {rows} memory rows")
        memory = dict(memory)
        letters = memory.pop("importance", None)
        if type(letters) is not str or len(letters) != len(self.content):
            raise Invalid(
                f"{where}.importance: expected one letter per memory, got {shown(letters)}"
            )
        try:
            memory["importance_10"] = list(map(_SCORE_OF_LETTER.__getitem__, letters))
        except KeyError as e:
            bad = f"{e.args[0]!r} is not one of {IMPORTANCE_LETTERS}"
            raise Invalid(f"{where}.importance: {bad}") from None
        memory["kind"] = "".join(self.kind)
        memory["created"] = base64.b64encode(np.asarray(self.created, "<f8").tobytes()).decode()
        memory.update(content=self.content, strings=list(self.words), spo=self.spo)
        memory.update(keywords=self.keywords, evidence=self.evidence, depth=self.depth)
        memory["meta"] = self.meta
        memory["embeddings"] = base64.b64encode(b"".join(self.vectors)).decode("ascii")
        return memory
