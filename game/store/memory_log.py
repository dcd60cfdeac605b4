"""An autosave session's memory log: a TinyDB ``memories`` table that is appended in place.

Why: an autosave used to rewrite every memory of the town every game hour, so a two-week run
spent more time saving than living. Memories never change once added (``memory_rows.py``), so
an autosave appends the rows of the memories that are new since the last one to this file and
writes a small state document (``autosave-1.json``) that names the log and how much of it is
its own: ``{"file": "memories-1.log", "rows": 5210, "bytes": 2893113}``.

The file is a TinyDB document, ``{"memories":{"1":{...},"2":{...}}}``: after a finished
autosave, ``TinyDB(path, access_mode="r")`` opens it. An append overwrites the closing ``}}``
with ``,"5211":{...},...}}``, then flushes and fsyncs it; only then is the state document
written (atomically, ``atomic.py``) with the new length. So a kill at any moment leaves every
autosave slot loadable: each names a prefix of the log that was complete and synced before the
slot was written, and a reader takes exactly that prefix and closes it with ``}}`` itself (bytes
past it, a half-written append, are ignored and overwritten by the next append).

Cost: the rows of the new memories, encoded once, one write and one fsync; reading takes the
prefix in one read and one parse.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from game.store.atomic import fsync_dir
from game.world.gcpause import paused_gc
from game.world.old_heap import freeze_now

HEAD = b'{"memories":{'
TRAILER = b"}}"
ENCODER = json.JSONEncoder(separators=(",", ":"), check_circular=False, allow_nan=False)


class LogError(Exception):
    """A memory log that cannot be read as the autosave names it (one line, no file name)."""


def encode_rows(rows: Iterable[dict[str, Any]], first_id: int) -> bytes:
    """``"<id>":{row}`` pieces joined by commas, ids from ``first_id`` (no leading comma)."""
    enc = ENCODER.encode
    return ",".join(f'"{k}":{enc(row)}' for k, row in enumerate(rows, start=first_id)).encode(
        "ascii"
    )


def _write_all(f, data: bytes) -> None:
    """Write ``data``; tests replace this to fail (or be killed) midway."""
    f.write(data)


class MemoryLog:
    """One log file. ``rows`` and ``size`` are what a written autosave names (committed);
    ``append`` writes past them and returns the new pair, which ``commit`` makes the log's
    own once the autosave naming it is written."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.rows = 0
        self.size = 0

    def append(self, rows: list[dict[str, Any]]) -> tuple[int, int]:
        """Write ``rows`` after the committed ones, synced; (rows, bytes) the log then holds.
        ``OSError`` on failure: the committed prefix is as it was."""
        body = encode_rows(rows, self.rows + 1)
        if self.size == 0:
            data = HEAD + body + TRAILER
            start, mode = 0, os.O_WRONLY | os.O_CREAT | os.O_TRUNC
        else:
            data = (b"," if rows and self.rows else b"") + body + TRAILER
            start, mode = self.size - len(TRAILER), os.O_WRONLY
        fd = os.open(self.path, mode | getattr(os, "O_BINARY", 0), 0o644)
        with os.fdopen(fd, "wb") as f:
            f.seek(start)
            _write_all(f, data)
            f.truncate()
            f.flush()
            os.fsync(f.fileno())
        if self.size == 0:
            fsync_dir(self.path.parent)
        return self.rows + len(rows), start + len(data)

    def commit(self, rows: int, size: int) -> None:
        self.rows, self.size = rows, size


def read_log(path: Path, rows: int, size: int) -> list[Any]:
    """The first ``rows`` rows of the log at ``path``, from its first ``size`` bytes (what an
    autosave names); ``LogError`` with one line if the file does not hold them."""
    try:
        with open(path, "rb") as f:
            data = f.read(size)
    except FileNotFoundError:
        raise LogError("its memory log is missing") from None
    except OSError as e:
        raise LogError(f"its memory log cannot be read ({' '.join(str(e).split())})") from None
    if len(data) < size:
        raise LogError(f"its memory log holds {len(data)} bytes, fewer than the {size} it names")
    if not data.startswith(HEAD) or size < len(HEAD) + len(TRAILER):
        raise LogError("its memory log is not a memory log")
    try:
        with paused_gc():
            doc = json.loads(data[: size - len(TRAILER)] + TRAILER)
            freeze_now()  # a long run (``old_heap``): no young collection walks the rows
    except (ValueError, RecursionError) as e:
        raise LogError(f"its memory log is corrupt ({' '.join(str(e).split())})") from None
    table = doc.get("memories") if isinstance(doc, dict) else None
    if not isinstance(table, dict) or len(table) != rows:
        got = len(table) if isinstance(table, dict) else 0
        raise LogError(f"its memory log holds {got} rows, not the {rows} it names")
    if rows and (next(iter(table)) != "1" or next(reversed(table)) != str(rows)):
        raise LogError("its memory log's rows are not numbered 1 .. n in order")
    return list(table.values())
