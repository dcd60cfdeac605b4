"""The built-in brain's tables: load them, check them against a town, choose the ones in use.

The activity taxonomy and the word and kind tables live in ``data/*.toml`` beside this code, so
a new activity, a new way to say a place's name or a town's own storyline is data, not code. A
town may add ``maps/<town>/activities.toml`` (same format, merged over the shared files; see
``table_load``). Wiring, once at start-up::

    tables = load_tables(town_dir / "activities.toml")  # optional file; TablesError: one line
    problems = check_against_map(tables, world.tree)  # or check_against_town(tables, kinds...)
    if problems: refuse the town with problems[0]
    use_tables(tables)

Why one process-wide choice (``use_tables``) rather than tables passed to each brain: every
heuristic module reads them, and the brain is built far from the town's folder. The cost is that
two towns in one process share one choice: switch between runs, not during one. Caches that
depend on the tables are keyed by the ``Tables`` object, so switching never serves stale answers.

``python -m game.brains.builtin [maps/<town>/activities.toml]`` checks the files and prints one
line (``main`` here).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Collection
from pathlib import Path
from typing import Any

from game.brains.builtin.table_load import DATA_DIR, display, load
from game.brains.builtin.table_types import Category, Step, Tables, TablesError, Topic

__all__ = [
    "DATA_DIR",
    "Category",
    "Step",
    "Tables",
    "TablesError",
    "Topic",
    "active",
    "check_against_map",
    "check_against_town",
    "load_tables",
    "use_tables",
]

_LOCK = threading.Lock()
_ACTIVE: Tables | None = None


def load_tables(extra: Path | None = None, language: str = "en") -> Tables:
    """The shared tables in ``language`` (its code: "en", or a folder of ``data/``, see
    ``table_load.language_files``), with a town's own file merged over them.

    ``extra`` may name a file that does not exist (a town without additions): it is skipped.

    Raises:
        TablesError: one line naming the file and the entry, e.g.
            ``.../activities.toml: activity 'cook' names unknown arena kind 'kitchenette'``.
    """
    if extra is not None and not Path(extra).exists():
        extra = None
    return load(extra, language)


def check_against_town(
    tables: Tables,
    sector_kinds: Collection[str],
    arena_kinds: Collection[str],
    object_kinds: Collection[str],
    *,
    shared: bool = False,
) -> list[str]:
    """One line per place kind the tables name that this town does not have ([] when fine).

    Pass the kinds present on the town's map. By default only the town's own file is checked:
    its additions are about that town, so a kind missing from its map is a mistake. The shared
    tables serve every town and name kinds a small town may lack (the activity then happens
    elsewhere); ``shared=True`` lists those too, for a town author's curiosity.
    """
    have = {"sector": set(sector_kinds), "arena": set(arena_kinds), "object": set(object_kinds)}
    data = display(DATA_DIR) + "/"  # the English files and any language's beside them
    own = {f for f in tables.files if not f.startswith(data)}
    out: list[str] = []
    for r in tables.kind_refs:
        if (shared or r.file in own) and r.kind not in have[r.axis]:
            line = f"{r.file}: {r.entry} names {r.axis} kind '{r.kind}', which the town's map lacks"
            if line not in out:
                out.append(line)
    return out


def check_against_map(tables: Tables, tree: Any, *, shared: bool = False) -> list[str]:
    """``check_against_town`` with the kinds found on a map (a ``game.world.places`` tree)."""
    return check_against_town(
        tables,
        {s.kind for s in tree.sectors()},
        {a.kind for a in tree.arenas()},
        {o.kind for o in tree.objects()},
        shared=shared,
    )


def active() -> Tables:
    """The tables in use (the shared ones unless ``use_tables`` chose others)."""
    global _ACTIVE
    tables = _ACTIVE
    if tables is None:
        with _LOCK:
            if _ACTIVE is None:
                _ACTIVE = load()
            tables = _ACTIVE
    return tables


def town_has(kind: str) -> bool:
    """Whether the town in play has a place of ``kind`` (True when the town is not known)."""
    kinds = active().town_kinds
    return not kinds or kind in kinds


def use_tables(tables: Tables | None) -> None:
    """Make ``tables`` the ones every built-in brain uses from now on (None: the shared ones).

    Call it before the simulation starts thinking: an answer being worked out while the
    tables switch may mix the two.
    """
    global _ACTIVE
    if tables is not None and not isinstance(tables, Tables):
        raise TypeError(f"use_tables wants Tables, not {type(tables).__name__}")
    with _LOCK:
        _ACTIVE = tables


def main(argv: list[str]) -> int:
    """Check the shared files (and a town's file, if named); one line either way."""
    extra = Path(argv[0]) if argv else None
    try:
        if extra is not None and not extra.exists():
            raise TablesError(f"{display(extra)}: no such file")
        tables = load(extra)
    except TablesError as e:
        print(e, file=sys.stderr)
        return 2
    print(f"ok: {len(tables.taxonomy)} activities from {', '.join(tables.files)}")
    return 0
