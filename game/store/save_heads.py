"""The rows of a version-5 file: a resident's row with its stream's head, one memory's row,
and the reference an autosave slot holds to its session's memory log.

A version-5 file keeps a stream's changing columns in the resident's row (``MemoryHead``) and
its memories one per row in the ``memories`` table (``MemoryRow``, see ``memory_rows.py``), or,
in an autosave slot, in a memory log the slot names (``LogRef``, see ``memory_log.py``). A file
read is folded back into the logical document and checked as a whole (``save_model``); these
models check what an autosave writes (its resident rows and new memory rows only, so the check
costs what changed) and describe the file for ``docs/schemas/save.schema.json``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import model_validator

from game.mind.memory_record import KINDS
from game.store.save_rows import Code, Importance, Memory, MemoryMeta, Resident, b64_size
from game.store.save_types import (
    MAX_DIM,
    MAX_MEMORIES,
    GameSeconds,
    Line,
    MaybeName,
    MemoryId,
    ResidentId,
    Row,
    Word,
    fixed,
    items,
)
from game.world.user_file_problems import problem
from game.world.user_file_schema import text, whole

MAX_LOG_BYTES = 1 << 40
Scores = text(MAX_MEMORIES, min_len=0, pattern="[1-9X]+")


class MemoryHead(Row):
    """What of a memory stream stays in the resident's row: what changes after ``add``."""

    SHAPE = "a memory stream's head"
    version: Literal[2]
    n: whole(0, MAX_MEMORIES)
    embedder: MaybeName
    dim: whole(1, MAX_DIM)
    embedding_dtype: Literal["float16", "float32", "none"]
    last_accessed: Code  # <f8
    access_count: Code  # <i4
    alive: Code  # u1
    importance: Scores  # 1-10 per memory, one letter each ("X" is 10)

    @model_validator(mode="after")
    def _columns_agree(self) -> MemoryHead:
        n = self.n
        if len(self.importance) != n:
            raise problem(f"importance has {len(self.importance)} letters but n is {n}")
        for key, size in (("last_accessed", 8 * n), ("access_count", 4 * n), ("alive", n)):
            got = b64_size(getattr(self, key))
            if got is None:
                raise problem(f"{key} is not valid base64")
            if got != size:
                raise problem(f"{key} holds {got} bytes, not {size} for {n} memories")
        return self


class ResidentRow(Resident):
    """A resident's row in a version-5 file: its mind, the stream as its head."""

    SHAPE = "a resident's mind"
    memory: MemoryHead  # type: ignore[assignment]


class FoldedMemory(Memory):
    """A stream read from rows (``memory_rows.fold``): its subject, predicate, object and
    keyword indices were made by the fold, inside its ``strings`` by construction, so they are
    not checked one by one again (a two-week town holds half a million); the words are."""

    spo: list[Any]  # type: ignore[assignment]
    keywords: list[Any]  # type: ignore[assignment]


class FoldedResident(Resident):
    """A resident whose stream was read from rows (``FoldedMemory``)."""

    memory: FoldedMemory  # type: ignore[assignment]


class MemoryRow(Row):
    """One memory (``memories`` table): whose, its number in that stream, and what it is.
    ``importance`` is the score when the row was written; the resident's ``importance``
    holds the current one (a memory is judged a little after it is added)."""

    SHAPE = "a memory's row"
    resident: ResidentId
    id: MemoryId
    kind: Literal[KINDS]
    created: GameSeconds
    content: Line
    importance: Importance
    spo: fixed(Word | None, Word | None, Word | None)  # subject, predicate, object
    keywords: items(Word, 100)
    evidence: items(MemoryId, 1000)
    depth: whole(0, 1000)
    meta: MemoryMeta
    vector: Code | None = None  # base64 of its embedding, when the embedder's are stored


class LogRef(Row):
    """An autosave slot's memory log: the file (in the slot's folder) and its prefix."""

    SHAPE = "an object with file, rows, bytes"
    file: text(40, pattern=r"memories-[0-9]{1,9}\.log")
    rows: whole(0, 10**9)
    bytes: whole(0, MAX_LOG_BYTES)


NewRows = items(MemoryRow, 10**9)
