"""One data file once its schema passed: its sections as plain values, and what they point at.

The values themselves were checked by ``table_schema`` (types, known keys, place kinds, regexes,
placeholders, bounds). What is left for here is bookkeeping for the checks that need more than
one file: ``Checked.note`` records every place kind a file names (``refs``: for checking the
tables against one town's map) and every name it points at (``links``: a category's
``customer``, a variant's step set, a topic's ``hides``), resolved after merging in
``table_load``. ``Checked.fail`` raises the one ``TablesError`` line of those later checks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NoReturn

from game.brains.builtin.table_schema import KINDS
from game.brains.builtin.table_types import KindRef, Step, TablesError
from game.world.places import SECTOR_KINDS


@dataclass
class Checked:
    """One file: its sections as plain values (``{"section.path": value}``, steps already
    ``Step`` objects), the kinds it names, and the names it points at (``links``:
    (file, entry, "category" | "step set" | "topic:<section>", name))."""

    file: str
    town: bool
    sections: dict[str, Any] = field(default_factory=dict)
    refs: list[KindRef] = field(default_factory=list)
    links: list[tuple[str, str, str, str]] = field(default_factory=list)

    def fail(self, entry: str, problem: str) -> NoReturn:
        raise TablesError(f"{self.file}: {entry} {problem}")

    def note(self, what: str, entry: str, name: str, value: str) -> None:
        """Record a kind (``what``: sector, arena, object, or place = a sector or an arena
        kind) or a name pointing at another entry (category, step set); other rules (regex,
        time, template...) were the schema's and leave nothing to record."""
        if what in KINDS:
            self.refs.append(KindRef(self.file, entry, name, what, value))
        elif what == "place":
            axis = "sector" if value in SECTOR_KINDS else "arena"
            self.refs.append(KindRef(self.file, entry, name, axis, value))
        elif what in ("category", "step set"):
            self.links.append((self.file, entry, what, value))

    def step(self, entry: str, name: str, raw: dict[str, Any]) -> Step:
        """One checked step table; ``name`` is the field ("steps", "idle", "variants.cafe")."""
        objs, arenas = raw.get("objects", ()), raw.get("arenas", ())
        for o in objs:
            self.note("object", entry, name, o)
        for a in arenas:
            self.note("arena", entry, name, a)
        return Step(
            tuple(raw["text"]),
            tuple(objs),
            raw.get("minutes", 10),
            raw.get("emoji", ""),
            tuple(arenas),
            raw.get("min_age", 0),
            tuple(raw["hours"]) if raw.get("hours") else None,
            raw.get("company", ""),
            raw.get("workday", ""),
            bool(raw.get("service", False)),
            raw.get("max_age", 0),
            raw.get("times", 0),
            raw.get("shift", ""),
        )

    def steps(self, entry: str, name: str, value: list[dict[str, Any]]) -> tuple[Step, ...]:
        return tuple(self.step(entry, name, v) for v in value)
