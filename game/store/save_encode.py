"""A save's bytes: the TinyDB tables of a state, written in pieces (version 5).

``meta`` first (so ``read_meta`` reads a file's town and time from its first kilobytes),
``world``, ``residents`` (each stream as its head, ``memory_rows.head_of``), then the
``memories`` table (one row per memory, ``memory_rows.rows_of``), or in an autosave slot a
``log`` table naming its session's memory log instead (``journal.py``). Compact ASCII JSON, as
TinyDB writes it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from game.store import migrations
from game.store.memory_rows import head_of, rows_of

# No cycle check (a state is a tree; a cycle still fails, as RecursionError): 20 % faster.
_ENCODER = json.JSONEncoder(separators=(",", ":"), check_circular=False, allow_nan=False)


def encode_save(state: dict[str, Any]) -> bytes:
    """The file's bytes: TinyDB tables, meta first, compact ASCII JSON (TinyDB's default)."""
    return b"".join(encode_chunks(state))


def encode_chunks(
    state: dict[str, Any],
    size: int = 1 << 20,
    *,
    log: dict[str, Any] | None = None,
    made: dict[tuple[str, ...], str] | None = None,
    heads: list[dict[str, Any]] | None = None,
) -> Iterator[bytes]:
    """``encode_save`` in ~``size`` pieces, for writing as they come.

    Why pieces: the C JSON encoder holds the GIL for a whole call, and so do ``join`` and
    ``encode`` of one big string (0.15 s, 15 ms and 15 ms for 25 MB): on the writer thread
    that would still freeze the window. One encoder call per field (per memory row), a few ms
    each at most, lets the window's thread run in between.

    Version 5: each resident's row holds its stream's head, the ``memories`` table one row per
    memory (``memory_rows.py``); with ``log`` (an autosave slot) that table is left out and a
    ``log`` table names the session's memory log that holds it instead. ``made``: the JSON
    of values already encoded, by their path of keys in the file (``("world", "1", "talks",
    "log")``, ``("residents", "3", "spatial")``: ``slot_memo``, an autosave reuses what it
    encoded of those lists before); each must be that very value's JSON. ``heads``: each
    resident's ``head_of`` its stream, already made (an autosave's check made them).
    """
    residents = state["residents"]
    if heads is None:
        heads = [head_of(r["memory"]) for r in residents]
    doc = {
        "meta": {"1": {**state["meta"], "schema": migrations.CURRENT_VERSION}},
        "world": {"1": state["world"]},
        "residents": {
            str(i): {**r, "memory": head}
            for i, (r, head) in enumerate(zip(residents, heads, strict=True), 1)
        },
    }
    if log is not None:
        doc["log"] = {"1": log}
    batch: list[str] = []
    held = 0
    for piece in _file_pieces(doc, None if log is not None else residents, made or {}):
        batch.append(piece)
        held += len(piece)
        if held >= size:
            yield "".join(batch).encode("ascii")
            batch, held = [], 0
    yield "".join(batch).encode("ascii")


def _file_pieces(
    doc: dict[str, Any], residents: list[dict] | None, made: dict[tuple[str, ...], str]
) -> Iterator[str]:
    """The file's JSON: ``doc``'s tables, then (``residents`` given) the ``memories`` table;
    ``made``: the JSON of values already encoded, by their path of keys."""
    sep = "{"
    for name, table in doc.items():
        yield f"{sep}{_ENCODER.encode(name)}:"
        yield from _pieces(table, 3, made, (name,))
        sep = ","
    if residents is not None:
        yield ',"memories":{'
        enc, k = _ENCODER.encode, 0
        for r in residents:
            for row in rows_of(r["id"], r["memory"]):
                k += 1
                yield f'{"," if k > 1 else ""}"{k}":{enc(row)}'
        yield "}"
    yield "}"


def _pieces(
    value: Any, depth: int, made: dict[tuple[str, ...], str], path: tuple[str, ...]
) -> Iterator[str]:
    """JSON of ``value`` as one encoder call per field down to ``depth`` (a value whose path is
    in ``made``: its JSON as it was made)."""
    if path in made:
        yield made[path]
    elif depth and type(value) is dict and all(type(k) is str for k in value):
        sep = "{"
        for k, v in value.items():
            yield f"{sep}{_ENCODER.encode(k)}:"
            yield from _pieces(v, depth - 1, made, (*path, k))
            sep = ","
        yield "}" if sep == "," else "{}"
    else:
        yield _ENCODER.encode(value)
