"""The checks one value of a data file gets: its type, its keys, place kinds, regexes, slots.

Why a checker of its own: the tables name place kinds, categories and regexes, and a typo in any
of them does not fail, it quietly makes a resident never find a ``kitchenette``. So every value
is checked for its type, every key must be known, every kind must be in the world's vocabulary
(``game.world.places``), every regex must compile and every ``{placeholder}`` must be one the
code fills in; the first problem raises one ``TablesError`` line naming the file and the entry.
References between entries (a category's ``customer``, a variant's step set) are only noted
here (``Checked.links``) and resolved after merging, in ``table_load``.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, NoReturn

from game.brains.builtin.table_types import KindRef, Step, TablesError
from game.world.places import ARENA_KINDS, OBJECT_KINDS, SECTOR_KINDS

KINDS = {"sector": SECTOR_KINDS, "arena": ARENA_KINDS, "object": OBJECT_KINDS}
# the placeholders each kind of text may use (what the code fills in with str.format)
SLOTS = {
    "template": frozenset({"park", "market", "pub", "cafe", "library", "college", "plaza"}),
    "step": frozenset({"meal", "drink", "activity"}),
    "line": frozenset({"name"}),
    "phrase": frozenset(
        """addr name me tod Tod place doing Doing block Block since next next_ing next_at
        their_doing topic grievance event day project who what drink fact topics decision
        names role earlier noun home_at done_ing invite""".split()
    ),
}
_HHMM = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)$")


@dataclass
class Checked:
    """One file being checked: its sections as plain values (``{"section.path": value}``, steps
    already ``Step`` objects), the kinds it names, and the names it points at (``links``:
    (file, entry, "category" | "step set" | "topic:<section>", name))."""

    file: str
    town: bool
    sections: dict[str, Any] = field(default_factory=dict)
    refs: list[KindRef] = field(default_factory=list)
    links: list[tuple[str, str, str, str]] = field(default_factory=list)

    def fail(self, entry: str, problem: str) -> NoReturn:
        raise TablesError(f"{self.file}: {entry} {problem}")

    # ------------------------------------------------------------------ scalars
    def text(self, entry: str, value: Any, name: str = "") -> str:
        if not isinstance(value, str) or not value:
            self.fail(entry, _named(name, "must be a non-empty string"))
        return value

    def words(self, entry: str, value: Any, name: str = "") -> list[str]:
        """A non-empty list of non-empty strings (leave a key out rather than write [])."""
        if not isinstance(value, list) or not value:
            self.fail(entry, _named(name, "must be a non-empty list of strings"))
        if not all(isinstance(w, str) and w for w in value):
            self.fail(entry, _named(name, "must be a list of non-empty strings"))
        return list(value)

    def integer(self, entry: str, value: Any, name: str, lo: int, hi: int) -> int:
        if type(value) is not int or not lo <= value <= hi:
            self.fail(entry, _named(name, f"must be a whole number from {lo} to {hi}"))
        return value

    def flag(self, entry: str, value: Any, name: str) -> bool:
        if type(value) is not bool:
            self.fail(entry, _named(name, "must be true or false"))
        return value

    def table(self, entry: str, value: Any, known: Collection[str] | None = None) -> dict:
        """A TOML table; with ``known``, every key must be one of them."""
        if not isinstance(value, dict):
            self.fail(entry, "must be a table")
        for key in value if known is not None else ():
            if key not in known:
                self.fail(entry, f"has unknown key '{key}'")
        return value

    # ------------------------------------------------------------------ checks by name
    def check(self, what: str, entry: str, name: str, value: str) -> None:
        """Check one string against a named rule (see ``Spec``); kinds are also recorded."""
        if what in KINDS:
            if value not in KINDS[what]:
                self.fail(entry, f"names unknown {what} kind '{value}'")
            self.refs.append(KindRef(self.file, entry, name, what, value))
        elif what == "place":  # a sector or an arena kind (profile place names: "cafe", "plaza")
            axis = "sector" if value in SECTOR_KINDS else "arena"
            if value not in SECTOR_KINDS and value not in ARENA_KINDS:
                self.fail(entry, f"names unknown sector or arena kind '{value}'")
            self.refs.append(KindRef(self.file, entry, name, axis, value))
        elif what in ("category", "step set"):
            self.links.append((self.file, entry, what, value))
        elif what == "regex":
            try:
                re.compile(value)
                problem = ""
            except re.error as e:
                problem = str(e)
            if problem:  # raised outside the except: no chained traceback
                self.fail(entry, f"has a bad regex '{value}': {problem}")
        elif what == "time" and not _HHMM.match(value):
            self.fail(entry, f"'{name}' must be a time like '07:00', not '{value}'")
        elif what in SLOTS:
            for slot in re.findall(r"\{(\w*)\}", value):
                if slot not in SLOTS[what]:
                    self.fail(entry, f"uses unknown placeholder '{{{slot}}}' in '{value}'")

    # ------------------------------------------------------------------ steps
    def step(self, entry: str, name: str, value: Any, index: int | None = None) -> Step:
        """One step table; ``name`` is the field ("steps", "idle"), ``index`` its position."""
        where = f"{entry} {name}" + ("" if index is None else f"[{index}]")
        raw = self.table(where, value, {"text", "objects", "minutes", "emoji", "arenas"})
        if "text" not in raw:
            self.fail(where, "has no 'text'")
        text = raw["text"]
        texts = [self.text(where, text, "text")] if isinstance(text, str) else None
        texts = texts or self.words(where, text, "text")
        for t in texts:
            self.check("step", where, name, t)
        objs = self.words(where, raw["objects"], "objects") if "objects" in raw else []
        arenas = self.words(where, raw["arenas"], "arenas") if "arenas" in raw else []
        for o in objs:
            self.check("object", entry, name, o)
        for a in arenas:
            self.check("arena", entry, name, a)
        minutes = self.integer(where, raw.get("minutes", 10), "minutes", 1, 60)
        emoji = raw.get("emoji", "")
        if not isinstance(emoji, str):
            self.fail(where, "'emoji' must be a string")
        return Step(tuple(texts), tuple(objs), minutes, emoji, tuple(arenas))

    def steps(self, entry: str, name: str, value: Any) -> tuple[Step, ...]:
        if not isinstance(value, list) or not value:
            self.fail(entry, f"'{name}' must be a non-empty list of steps")
        return tuple(self.step(entry, name, v, i) for i, v in enumerate(value))


def _named(name: str, problem: str) -> str:
    return f"'{name}' {problem}" if name else problem
