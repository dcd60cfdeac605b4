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
from collections.abc import Iterable
from typing import Any

import numpy as np

from game.mind.memory import KIND_LETTERS, KINDS
from game.store.save_types import MAX_SECONDS, MIN_SECONDS, Invalid, kind_of
from game.world.user_files import plain_number
from game.world.user_files import shown_value as shown

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
    "importance_10",
)
"""What of a stream stays in the resident's row of a version-5 file: what can change."""
ROW_KEYS = ("resident", "id", "kind", "created", "content", "importance", "spo", "keywords")
ROW_KEYS += ("evidence", "depth", "meta")
_WIDTH = {"float16": ("<f2", 2), "float32": ("<f4", 4)}


def head_of(memory: dict[str, Any]) -> dict[str, Any]:
    """The resident row's part of a stream's columns (``MEMORY_HEAD``)."""
    return {k: memory[k] for k in MEMORY_HEAD}


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
    columns (``save_rows.Memory``)."""
    by_id = {}
    for i, r in enumerate(residents, start=1):
        if not isinstance(r, dict) or not isinstance(r.get("memory"), dict):
            raise Invalid(f"residents[{i}].memory: should be a memory stream's head")
        if type(r.get("id")) is str:
            by_id[r["id"]] = _Columns()
    for j, row in enumerate(rows, start=1):
        at = f"{where}[{j}]"
        if not isinstance(row, dict):
            raise Invalid(f"{at}: should be an object, not {kind_of(row)}")
        missing = next((k for k in ROW_KEYS if k not in row), None)
        if missing:
            raise Invalid(f"{at}.{missing}: is missing")
        if len(row) > len(ROW_KEYS):
            extra = sorted(set(row) - set(ROW_KEYS) - {"vector"})
            if extra:
                raise Invalid(f"{at}.{extra[0]}: is not a known key of a memory's row")
        rid = row["resident"]
        cols = by_id.get(rid) if type(rid) is str else None
        if cols is None:
            raise Invalid(f"{at}.resident: {shown(rid)} is not a resident of this save")
        if row["id"] != len(cols.content) or type(row["id"]) is not int:
            want = len(cols.content)
            raise Invalid(f"{at}.id: is {shown(row['id'])}, expected {want} (rows in order)")
        imp = row["importance"]
        if type(imp) is not int or not 1 <= imp <= 10:
            raise Invalid(
                f"{at}.importance: expected a whole number from 1 to 10, got {shown(imp)}"
            )
        try:
            cols.add(row)
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise Invalid(f"{at}: {' '.join(str(e).split()) or type(e).__name__}") from None
    out = []
    for i, r in enumerate(residents, start=1):
        cols = by_id.get(r.get("id")) or _Columns()
        out.append({**r, "memory": cols.close(r["memory"], f"residents[{i}].memory")})
    return out


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
        self.strings: list[str] = []
        self.index: dict[str, int] = {}
        self.spo: list[list[int | None]] = []
        self.keywords: list[list[int]] = []
        self.evidence: list[list[int]] = []
        self.depth: list[int] = []
        self.meta: list[dict] = []
        self.vectors: list[bytes] = []

    def _id(self, word: str) -> int:
        if type(word) is not str:
            raise TypeError(f"a subject or keyword should be text, not {shown(word)}")
        i = self.index.get(word)
        if i is None:
            i = self.index[word] = len(self.strings)
            self.strings.append(word)
        return i

    def add(self, row: dict[str, Any]) -> None:
        ids = self._id
        kind = row["kind"]
        if kind not in LETTER_OF_KIND:
            raise ValueError(f"kind is {shown(kind)}, not one of {', '.join(KINDS)}")
        self.kind.append(LETTER_OF_KIND[kind])
        created = row["created"]
        if type(created) not in (int, float) or not MIN_SECONDS <= created <= MAX_SECONDS:
            lo, hi = plain_number(MIN_SECONDS), plain_number(MAX_SECONDS)
            raise ValueError(f"created: expected a number from {lo} to {hi}, got {shown(created)}")
        self.created.append(float(created))
        self.content.append(row["content"])
        if type(row["spo"]) is not list or len(row["spo"]) != 3:
            raise ValueError(f"spo should be [subject, predicate, object], not {shown(row['spo'])}")
        s, p, o = row["spo"]
        self.spo.append([None if x is None else ids(x) for x in (s, p, o)])
        if type(row["keywords"]) is not list:
            raise TypeError(f"keywords should be a list, not {shown(row['keywords'])}")
        self.keywords.append([ids(k) for k in row["keywords"]])
        self.evidence.append(row["evidence"])
        self.depth.append(row["depth"])
        self.meta.append(row["meta"])
        if "vector" in row:
            if type(row["vector"]) is not str:
                raise TypeError(f"vector should be base64 text, not {shown(row['vector'])}")
            self.vectors.append(base64.b64decode(row["vector"], validate=True))

    def close(self, memory: dict[str, Any], where: str) -> dict[str, Any]:
        """The memory head with the columns; the head's ``n`` must count the rows."""
        if memory.get("n") != len(self.content):
            n, rows = memory.get("n"), len(self.content)
            raise Invalid(f"{where}: n is {n!r} but the save holds {rows} memory rows")
        memory = dict(memory)
        memory["kind"] = "".join(self.kind)
        memory["created"] = base64.b64encode(np.asarray(self.created, "<f8").tobytes()).decode()
        memory.update(content=self.content, strings=self.strings, spo=self.spo)
        memory.update(keywords=self.keywords, evidence=self.evidence, depth=self.depth)
        memory["meta"] = self.meta
        memory["embeddings"] = base64.b64encode(b"".join(self.vectors)).decode("ascii")
        return memory
