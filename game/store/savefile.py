"""Save files: the whole town in one TinyDB JSON document, written atomically.

Layout (schema version 1): table ``meta`` (one row: schema, town, saved game time, embedder name
and dimension, seed), table ``world`` (one row: clock, town state, bodies, conversation log),
table ``residents`` (one row per resident: its mind's state). A save is what the constructor
needs (town name, seed) plus every part's ``get_state()``.

Writes go to a temporary file in the same folder, are flushed and fsynced, then renamed over
the target, so a crash mid-save leaves the previous save intact, never half a file. Nothing
secret is stored: the LLM configuration is not part of a save.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from tinydb import TinyDB
from tinydb.storages import MemoryStorage

SCHEMA_VERSION = 1


class SaveError(Exception):
    """A save that cannot be written or read; one readable line."""


def write_save(path: str | Path, state: dict[str, Any]) -> Path:
    """Write ``state`` (from ``Simulation.get_state``) atomically to ``path``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    db = TinyDB(storage=MemoryStorage)
    db.table("meta").insert({**state["meta"], "schema": SCHEMA_VERSION})
    db.table("world").insert(state["world"])
    res = db.table("residents")
    for r in state["residents"]:
        res.insert(r)
    data = db.storage.read()
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise SaveError(f"cannot write save {path}: {e.strerror or e}") from None
    return path


def read_save(path: str | Path) -> dict[str, Any]:
    """Read a save back into the shape ``write_save`` took; ``SaveError`` on any problem."""
    path = Path(path)
    if not path.exists():
        raise SaveError(f"save file {path} does not exist")
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        raise SaveError(f"save file {path} cannot be read: {e}") from None
    except json.JSONDecodeError as e:
        raise SaveError(f"save file {path} is corrupt (line {e.lineno}: {e.msg})") from None
    try:
        db = TinyDB(storage=MemoryStorage)
        db.storage.write(raw)
        meta = db.table("meta").all()
        world = db.table("world").all()
        residents = [dict(r) for r in db.table("residents").all()]
    except Exception:
        raise SaveError(f"save file {path} is not a town save") from None
    if len(meta) != 1 or len(world) != 1:
        raise SaveError(f"save file {path} is not a town save (missing meta or world)")
    meta = dict(meta[0])
    schema = meta.get("schema")
    if schema != SCHEMA_VERSION:
        raise SaveError(
            f"save file {path} has schema {schema!r}; this version reads {SCHEMA_VERSION}"
        )
    return {"meta": meta, "world": dict(world[0]), "residents": residents}
