"""Save files: the whole town in one TinyDB JSON document, written atomically, read honestly.

Layout (TinyDB tables, in this order): ``meta`` (one row: schema, town, in-game time, seed,
residents, embedder, brain), ``world`` (one row: clock, town, bodies, conversations, RNG),
``residents`` (one row per resident's mind, its stream's changing columns), ``memories`` (since
version 5: one row per memory, ``memory_rows.py``; an autosave slot has instead ``log``, the
prefix of its session's memory log that holds them, ``journal.py``). ``meta`` comes first so a
file's town and time can be read from its first few kilobytes (``read_meta``). The bytes are
made by ``save_encode.py``; reading folds the rows back into each stream's columns.

Writing (``write_save``): check the state against the format (a save that could not be read
back is never written), serialise, write atomically (``atomic.py``), keep the previous save as
``<name>.bak.json``. An existing file that is not a save of the same town, or is read-only,
is refused rather than replaced.

Reading (``read_save``): any problem (unreadable, not JSON, not a save, unknown version,
failed validation, a save of another town) is a ``SaveError`` with ONE line naming the file
and the field; the caller gets the whole state or nothing.

Cost: see ``bench/bench_saves.py`` and ``bench/bench_long_run.py`` (a two-week town: 70,000
memory rows); ``read_meta`` reads 64 KB.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.store import migrations
from game.store.atomic import write_atomically
from game.store.memory_log import LogError, read_log
from game.store.memory_rows import compact_transcripts, fold
from game.store.save_encode import encode_chunks, encode_save  # noqa: F401 (re-exported)
from game.store.save_model import check_log_ref, tables, validate_meta, validate_state
from game.store.save_types import Invalid
from game.store.town_checks import TownFacts, check_town
from game.world.gcpause import paused_gc
from game.world.old_heap import freeze_now

SCHEMA_VERSION = migrations.CURRENT_VERSION  # at import; the code reads migrations' own
_HEAD = b'{"meta":{"1":'


class SaveError(Exception):
    """A save that cannot be written or read; the message is one line naming the file."""


def _line(text: object) -> str:
    return " ".join(str(text).split())


def backup_path(path: str | Path) -> Path:
    """``saves/town.json`` -> ``saves/town.bak.json``: where the previous save is kept."""
    path = Path(path)
    stem = path.name[: -len(".json")] if path.name.endswith(".json") else path.name
    return path.with_name(f"{stem}.bak.json")


def write_save(
    path: str | Path,
    state: dict[str, Any],
    *,
    backup: bool = True,
    rotate: Sequence[Path] = (),
    validate: bool = True,
) -> Path:
    """Write ``state`` (from ``Simulation.get_state``) to ``path``; ``SaveError`` on failure.

    ``backup`` keeps the replaced save as ``<name>.bak.json``; ``rotate`` instead names a
    chain of older copies (autosave slots). On failure the previous save is untouched.
    """
    path = Path(path)
    try:
        town = state["meta"]["town"]
        if validate:
            meta = {**state["meta"], "schema": migrations.CURRENT_VERSION}
            validate_state({**state, "meta": meta})
        problem = replace_problem(path, town, damaged_ok=bool(rotate))
        if problem:
            raise SaveError(f"{path}: {problem}")
        path.parent.mkdir(parents=True, exist_ok=True)
        keep = list(rotate) if rotate else [backup_path(path)] if backup else []
        write_atomically(path, encode_chunks(state), keep=keep)
    except Invalid as e:
        raise SaveError(
            f"{path}: not saved, the state does not fit the format: {e.line()}"
        ) from None
    except OSError as e:
        raise SaveError(f"{path}: cannot write save: {_line(e.strerror or e)}") from None
    except (KeyError, TypeError, ValueError, RecursionError) as e:
        why = f"{type(e).__name__}: {_line(e)}"
        raise SaveError(f"{path}: not saved, the state is not a town state ({why})") from None
    return path


def replace_problem(path: Path, town: str | None, *, damaged_ok: bool = False) -> str | None:
    """Why ``path`` must not be (re)written with a save of ``town`` (None: any town), or None.

    ``damaged_ok``: an unreadable file may be replaced (autosave slots: it is rotated away).
    """
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as e:
        return f"cannot be checked ({_line(e.strerror or e)})"
    if stat.S_ISDIR(st.st_mode):
        return "is a folder, not a save file"
    if not stat.S_ISREG(st.st_mode):
        return "is not a regular file; not replaced"
    if not st.st_mode & stat.S_IWUSR or not os.access(path, os.W_OK):
        return "is read-only; not replaced"
    try:
        meta = read_meta(path)
    except SaveError as e:
        if damaged_ok:
            return None
        return f"exists and is not a readable town save ({str(e).split(': ', 1)[-1]}); not replaced"
    if town is not None and meta["town"] != town:
        return f"is a save of {meta['town']!r}, not of {town!r}; not replaced"
    return None


# a town of 500 residents after months is a few hundred MB; more is not a save of ours
MAX_SAVE_BYTES = 1 << 30


def _read_bytes(path: Path, limit: int = -1) -> bytes:
    """The file's bytes (the first ``limit``); only a regular file is read: a FIFO, a device
    or a socket is refused at once (opened without blocking, so a FIFO cannot hang us)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as f:
            mode = os.fstat(f.fileno()).st_mode
            if stat.S_ISDIR(mode):
                raise IsADirectoryError
            if not stat.S_ISREG(mode):
                raise SaveError(f"{path}: is not a regular file (a device, a pipe?); not read")
            size = os.fstat(f.fileno()).st_size
            if limit < 0 and size > MAX_SAVE_BYTES:
                raise SaveError(
                    f"{path}: is {size // (1 << 20)} MB, more than a save can be "
                    f"({MAX_SAVE_BYTES >> 20} MB); not read"
                )
            return f.read(limit if limit >= 0 else MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(f"{path}: does not exist") from None
    except IsADirectoryError:
        raise SaveError(f"{path}: is a folder, not a save file") from None
    except OSError as e:
        raise SaveError(f"{path}: cannot be read ({_line(e.strerror or e)})") from None


def _parse(path: Path, raw: bytes) -> Any:
    try:
        with paused_gc():
            doc = json.loads(raw)
            freeze_now()  # a long run (``old_heap``): no young collection walks what it parsed
            return doc
    except json.JSONDecodeError as e:
        raise SaveError(
            f"{path}: is corrupt (not JSON: line {e.lineno}, column {e.colno}: {e.msg})"
        ) from None
    except UnicodeDecodeError:
        raise SaveError(f"{path}: is corrupt (not UTF-8 text)") from None
    except (RecursionError, ValueError) as e:
        raise SaveError(f"{path}: is corrupt ({_line(e)})") from None


def decode_state(path: str | Path, doc: Any, facts: TownFacts | None = None) -> dict[str, Any]:
    """A parsed save document -> the state ``Simulation.set_state`` takes, or ``SaveError``."""
    try:
        with paused_gc():  # folding makes a million small objects: no pass over the heap
            state = _decoded(path, doc, facts)
            freeze_now()  # and none when the collector is back (``_parse``)
            return state
    except Invalid as e:
        raise SaveError(f"{path}: {e.line()}") from None
    except LogError as e:
        raise SaveError(f"{path}: {e}") from None
    except Exception as e:  # a bug in a check must still not reach the user as a traceback
        raise SaveError(f"{path}: cannot be read ({type(e).__name__}: {_line(e)})") from None


def _decoded(path: str | Path, doc: Any, facts: TownFacts | None) -> dict[str, Any]:
    rows = tables(doc)
    state = {"meta": rows["meta"][0], "world": rows["world"][0], "residents": rows["residents"]}
    folded = "memories" in rows or "log" in rows  # version 5: memories in rows, maybe a log's
    if folded:
        state["residents"] = fold(state["residents"], _memory_rows(Path(path), rows))
        if "log" in rows:  # a log holds transcripts whole (it outlives the talk log)
            compact_transcripts(state)
    state = migrations.upgrade(state)
    validate_state(state, folded=folded)
    if facts is not None:
        check_town(state, facts)
    return state


_LOG_TABLE = b'"log":{"1":{"file":'


def names_log(data: bytes) -> bool:
    """Whether a save's bytes name a memory log (an autosave slot), which must then stay
    beside it: a copy elsewhere is written whole (``encode_save``). A text in the file
    cannot fake this: its quotes are escaped."""
    return _LOG_TABLE in data


def _memory_rows(path: Path, rows: dict[str, list[Any]]) -> list[Any]:
    """A version-5 file's memory rows: its ``memories`` table, or its log's prefix."""
    if "log" not in rows:
        return rows.get("memories") or []
    if rows.get("memories"):
        raise Invalid("a save holds its memories or names a log, not both", ["log"])
    ref = rows["log"][0]
    check_log_ref(ref)
    return read_log(path.parent / ref["file"], ref["rows"], ref["bytes"])


def read_save(path: str | Path, facts: TownFacts | None = None) -> dict[str, Any]:
    """Read, upgrade and fully check a save; with ``facts``, also against the town loading it."""
    path = Path(path)
    return parse_save(path, _read_bytes(path), facts)


def parse_save(path: str | Path, data: bytes, facts: TownFacts | None = None) -> dict[str, Any]:
    """``read_save`` of bytes already read (``path`` only names them in messages)."""
    return decode_state(path, _parse(Path(path), data), facts)


def read_meta(path: str | Path) -> dict[str, Any]:
    """The meta row of a save, cheaply: from the first 64 KB when the file starts with it
    (every file ``write_save`` writes does), else by parsing the whole file. Checks the row
    (town, time, schema...), not the rest of the file: ``SaveError`` if it is not a save.
    """
    path = Path(path)
    head = _read_bytes(path, 1 << 16)
    meta = _meta_from_head(head)
    try:
        if meta is None:
            raw = _read_bytes(path) if len(head) == 1 << 16 else head
            meta = tables(_parse(path, raw))["meta"][0]
        version = migrations.version_of(meta)
        if version == migrations.CURRENT_VERSION:
            validate_meta(meta)
        elif not isinstance(meta.get("town"), str) or not isinstance(meta.get("time"), str):
            raise Invalid("lacks its town or time", ["meta"])
    except Invalid as e:
        raise SaveError(f"{path}: {e.line()}") from None
    return meta


def _meta_from_head(head: bytes) -> dict | None:
    if not head.startswith(_HEAD):
        return None
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError as e:
        text = head[: e.start].decode("utf-8")
    try:
        meta, _ = json.JSONDecoder().raw_decode(text, len(_HEAD))
    except (ValueError, RecursionError):
        return None
    return meta if isinstance(meta, dict) else None
