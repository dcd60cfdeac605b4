"""A small declarative language for the shape of a JSON document: errors and scalar values.

Why not JSON Schema or pydantic: a save must be refused with ONE line naming the exact field
(``residents[3].memory.content[7] is null``), checking 25 MB must cost well under 0.1 s, and a
new field must be one line. Each spec checks one value (containers, in ``shapes.py``, check
their items). The path is not built on the way down (that would cost an allocation per
item): an ``Invalid`` collects it on the way out, so a valid document pays only for the tests.

Cost: a method call per value checked alone; ``bulk`` checks a whole list of values in one
C-speed pass (``set(map(type, values))``, ``min``/``max``).
"""

from __future__ import annotations

import copy
import json
import math
import re
from collections.abc import Callable
from typing import Any

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_KIND = {type(None): "null", bool: "true/false", int: "an integer", float: "a number"}
_KIND.update({str: "a string", list: "a list", dict: "an object"})


class Invalid(Exception):
    """One problem at one place; ``path`` is collected innermost-first while it propagates."""

    def __init__(self, problem: str, path: list[str | int] | None = None) -> None:
        super().__init__(problem)
        self.problem = problem
        self.path: list[str | int] = path or []

    def where(self) -> str:
        return format_path(reversed(self.path))

    def line(self) -> str:
        where = self.where()
        return f"{where} {self.problem}" if where else self.problem


def format_path(tokens) -> str:
    """('residents', 3, 'memory') -> 'residents[3].memory'; odd keys are quoted."""
    out = ""
    for t in tokens:
        if isinstance(t, int):
            out += f"[{t}]"
        elif _IDENT.match(t):
            out += f".{t}" if out else t
        else:
            out += f"[{json.dumps(t, ensure_ascii=False)}]"
    return out


def only_types(values: list, *types: type) -> bool:
    """Every value is exactly of one of ``types`` (so True is not an int); C-speed."""
    return set(map(type, values)) <= set(types)


def kind_of(value: Any) -> str:
    return _KIND.get(type(value), type(value).__name__)


class Spec:
    """Base: ``null`` says whether JSON null is a valid value here.

    ``check`` checks one value and raises ``Invalid``; ``bulk_ok`` answers for a whole list of
    values at once (column-wise, mostly in C) and may say False when unsure: the caller then
    walks the items with ``check`` to name the first bad one.
    """

    expects = "a value"
    types: tuple[type, ...] = ()

    def __init__(self, *, null: bool = False) -> None:
        self.null = null

    def check(self, v: Any) -> None:
        if v is None:
            if not self.null:
                raise Invalid("is null")
            return
        if type(v) not in self.types:
            raise Invalid(f"should be {self.expects}, not {kind_of(v)}")
        self.more(v)

    def or_null(self) -> Spec:
        """The same spec, also accepting null (``"action": ACTION.or_null()``)."""
        twin = copy.copy(self)
        twin.null = True
        return twin

    def more(self, v: Any) -> None:
        """Checks beyond the type (ranges, lengths, items)."""

    def bulk_ok(self, values: list) -> bool:
        if self.null:
            values = [x for x in values if x is not None]
        return self.bulk(values)

    def bulk(self, values: list) -> bool:
        """True if every (non-null) value is valid; False if some is not or to be walked."""
        return False


class Anything(Spec):
    """Free-form JSON (a memory's ``meta`` values): anything goes, null included."""

    def __init__(self) -> None:
        super().__init__(null=True)

    def check(self, v: Any) -> None:
        return None

    def bulk_ok(self, values: list) -> bool:
        return True


class Bool(Spec):
    expects, types = "true or false", (bool,)

    def bulk(self, values: list) -> bool:
        return only_types(values, bool)


class Str(Spec):
    """A string; ``choices`` limits it, ``nonempty`` refuses blank, ``test`` returns a problem."""

    expects, types = "a string", (str,)

    def __init__(
        self,
        *,
        null: bool = False,
        nonempty: bool = False,
        choices: tuple[str, ...] | None = None,
        test: Callable[[str], str | None] | None = None,
    ) -> None:
        super().__init__(null=null)
        self.nonempty, self.choices, self.test = nonempty, choices, test

    def more(self, v: str) -> None:
        if self.nonempty and not v.strip():
            raise Invalid("is empty")
        if self.choices is not None and v not in self.choices:
            raise Invalid(f"is {v!r}, not one of {', '.join(self.choices)}")
        if self.test is not None and (problem := self.test(v)):
            raise Invalid(problem)

    def bulk(self, values: list) -> bool:
        if not only_types(values, str):
            return False
        if self.nonempty and not all(map(str.strip, values)):
            return False
        if self.choices is not None and not set(values) <= set(self.choices):
            return False
        return self.test is None or not any(map(self.test, set(values)))  # tests are pure


class Int(Spec):
    """An integer (not true/false) within ``lo``..``hi`` when given."""

    expects, types = "an integer", (int,)

    def __init__(self, *, null: bool = False, lo: int | None = None, hi: int | None = None):
        super().__init__(null=null)
        self.lo, self.hi = lo, hi

    def more(self, v: int) -> None:
        if self.lo is not None and v < self.lo:
            raise Invalid(f"should be at least {self.lo}, not {v}")
        if self.hi is not None and v > self.hi:
            raise Invalid(f"should be at most {self.hi}, not {v}")

    def bulk(self, values: list) -> bool:
        return only_types(values, int) and self._in_range(values)

    def _in_range(self, values: list) -> bool:
        if not values:
            return True
        if self.lo is not None and min(values) < self.lo:
            return False
        return self.hi is None or max(values) <= self.hi


class Num(Int):
    """A finite JSON number: integer or float (true/false and NaN/Infinity are refused)."""

    expects, types = "a number", (int, float)

    def more(self, v: float) -> None:
        if not math.isfinite(v):
            raise Invalid(f"should be a finite number, not {v}")
        super().more(v)

    def bulk(self, values: list) -> bool:
        if not only_types(values, float, int):
            return False
        return all(map(math.isfinite, values)) and self._in_range(values)
