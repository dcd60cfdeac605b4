"""The save format's building blocks: its bounds, its small field types, its one-line error.

Every number a save holds is bounded (game seconds within the years a town may live in, counts
within what a run can reach, a memory stream within ``MAX_MEMORIES``), every string has a
length limit, and a field with a fixed set of values is a ``Literal``. The types come from
``game.world.user_file_schema`` (``text``, ``whole``, ``number``), so a save is refused in the same
words as every other file a user hands us.

``Invalid`` is a problem found outside the schema (the upgrade of an old save, a save that does
not fit the town loading it), with the path where it is; ``line()`` names the path as
``problem_line`` names a schema's (list positions count from 1): ``meta.schema is 9: ...``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from datetime import datetime
from typing import Annotated, Any

from pydantic import AfterValidator, BeforeValidator, ConfigDict, Field, Strict

from game.mind.residents_schema import IsoDate, ResidentId
from game.world.user_file_problems import problem, shown_value
from game.world.user_file_schema import MAX_YEAR, MIN_YEAR, ObjectSchema, Stamp, number, text, whole

__all__ = ["IsoDate", "ResidentId", "Stamp"]

_EPOCH = datetime(2000, 1, 1)  # game seconds count from here (game.sim.clock)
MIN_SECONDS = (datetime(MIN_YEAR, 1, 1) - _EPOCH).total_seconds()
MAX_SECONDS = (datetime(MAX_YEAR + 1, 1, 1) - _EPOCH).total_seconds()
MAX_MEMORIES = 1_000_000  # per resident (a 3-day, 25-resident town: about 700 each)
MAX_STEPS = 10**10  # steps a run can count (a century of 1-second steps: 3.2e9)
MAX_COUNT = 10**9  # trips, conversations, reflections... (far above what a run reaches)
MAX_ITEMS = 100_000  # a list that grows with the run (talk log, events, perception)
MAX_DIM = 8192  # an embedding's size

GameSeconds = number(MIN_SECONDS, MAX_SECONDS, description="game seconds since 2000-01-01")
Count = whole(0, MAX_COUNT)
MemoryId = whole(0, MAX_MEMORIES - 1)
Name = text(200, description="a resident's or a thing's name")
DayMinute = whole(0, 2 * 1440, description="minutes since midnight of the plan's day")


def _address(v: str) -> str:
    parts = v.split(":")
    if len(parts) > 3 or not parts[0].strip() or (len(parts) == 3 and not parts[1].strip()):
        raise problem(f"expected a place address (sector[:arena[:object]]), got {shown_value(v)}")
    return v


MaybeName = text(200, min_len=0)  # a name, or "" for none
Line = text(10_000, min_len=0)  # something said, a note, a memory's text
Word = text(2_000, min_len=0)  # a subject, predicate or object; a keyword


def address(*, empty: bool = False) -> Any:
    """A place's address, ``sector[:arena[:object]]`` (``empty``: "" too, meaning none)."""

    def check(v: str) -> str:
        return v if empty and v == "" else _address(v)

    base = text(600, min_len=0 if empty else 1, description="sector[:arena[:object]]")
    return Annotated[base, AfterValidator(check)]


Address = address()
MaybeAddress = address(empty=True)


def items(item: Any, most: int = MAX_ITEMS, least: int = 0) -> Any:
    """A list of ``item`` with ``least``..``most`` items."""
    return Annotated[list[item], Field(min_length=least, max_length=most)]


def json_object(what: str) -> BeforeValidator:
    """Refuses what is not a JSON object, saying what it should be (``what``)."""

    def check(v: Any) -> Any:
        if not isinstance(v, dict):
            raise problem(f"expected {what}, got {shown_value(v)}")
        return v

    return BeforeValidator(check)


def table(key: Any, value: Any, most: int = MAX_ITEMS, what: str = "an object") -> Any:
    """An object with free keys (resident ids, addresses) and ``value`` values."""
    return Annotated[dict[key, value], Field(max_length=most), json_object(what)]


def fixed(*types: Any) -> Any:
    """A list of exactly ``len(types)`` items, one type per position (``[x, y]``)."""
    return Annotated[tuple[types], Strict(False)]  # a JSON list, not only a Python tuple


class Row(ObjectSchema):
    """An object of a save: every key known and typed; anything else is refused saying what
    the object is (``SHAPE``)."""

    model_config = ConfigDict(frozen=False)


class Open(Row):
    """An object whose known keys are optional but typed; other keys are free (a key the game
    adds tomorrow must not make today's game refuse the save). A known key may be left out,
    not set to null: its default (None) is never validated, a null in the file is."""

    model_config = ConfigDict(extra="allow")


# ---------------------------------------------------------------------------- Invalid
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


_NAME = re.compile(r"[A-Za-z0-9_-]+\Z")


def format_path(tokens: Iterable[str | int]) -> str:
    """('residents', 3, 'memory') -> 'residents[4].memory' (positions from 1, as
    ``problem_line``); keys that are not plain names are quoted."""
    out = ""
    for t in tokens:
        if isinstance(t, int):
            out += f"[{t + 1}]"
        elif _NAME.match(t):
            out += f".{t}" if out else t
        else:
            out += ("." if out else "") + json.dumps(t, ensure_ascii=False)
    return out


_KIND = {type(None): "null", bool: "true/false", int: "an integer", float: "a number"}
_KIND.update({str: "a string", list: "a list", dict: "an object"})


def kind_of(value: Any) -> str:
    """What kind of JSON value ``value`` is, in words ("an integer", "null")."""
    return _KIND.get(type(value), type(value).__name__)
