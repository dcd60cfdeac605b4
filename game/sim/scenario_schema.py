"""The schema of a scenario file (``maps/<town>/scenarios/NAME.toml``): types, bounds, shapes.

What a scenario file may say, checked before the town is asked anything: every key known, every
value of the right type and within bounds (a run of 0.1 to 336 game hours, dates from 1900 to
2200, at most 10,000 whispers and events, 100 measures), measure names used once, a measure's
``invited`` naming a ``fact`` measure, ``to`` after ``from``. What needs the town (a resident
id, a place, a time inside the run) is checked by ``game.sim.scenario`` after this.

``docs/schemas/scenario.schema.json`` is exported from ``ScenarioFile`` (``tools/export_schemas.py``)
so an editor can check a scenario while it is written.
"""

from __future__ import annotations

import re
from datetime import datetime, time
from typing import Annotated, Any, Literal

from pydantic import Field, PlainValidator, WithJsonSchema, model_validator

from game.world.user_file_problems import problem, shown_value
from game.world.user_file_schema import (
    STAMP_SCHEMA,
    Schema,
    Stamp,
    number,
    parse_stamp,
    text,
    whole,
)

MAX_HOURS = 24 * 14
MAX_TIMED = 10_000  # whispers, and world events
MAX_MEASURES = 100
MAX_RESIDENTS = 10_000
_CLOCK = re.compile(r"^(\d{1,2}):(\d{2})$")

Words = text(4000, squash=True)  # a description, a whisper, a notice
Name = text(100, squash=True)
PlaceName = text(
    300, squash=True, description="'Building', 'Building:Room' or 'Building:Room:object'"
)
ResidentId = text(100, description="a resident's id from the town's residents.json")


def _residents(v: Any) -> Any:
    if v == "all":
        return "all"
    if isinstance(v, int) and not isinstance(v, bool):
        if 1 <= v <= MAX_RESIDENTS:
            return v
        raise problem(f"expected a number of residents from 1 to {MAX_RESIDENTS}, got {v}")
    if isinstance(v, list) and 1 <= len(v) <= MAX_RESIDENTS:
        for i, rid in enumerate(v, 1):
            if not isinstance(rid, str) or not rid.strip() or len(rid) > 100:
                raise problem(f"expected a resident id at [{i}], got {shown_value(rid)}")
        return tuple(v)
    raise problem(f'expected "all", a number or a list of resident ids, got {shown_value(v)}')


Residents = Annotated[
    Any,
    PlainValidator(_residents),
    WithJsonSchema(
        {
            "anyOf": [
                {"const": "all"},
                {"type": "integer", "minimum": 1, "maximum": MAX_RESIDENTS},
                {
                    "type": "array",
                    "items": {"type": "string", "minLength": 1, "maxLength": 100},
                    "minItems": 1,
                    "maxItems": MAX_RESIDENTS,
                },
            ],
            "description": '"all", the first N residents, or a list of resident ids',
        }
    ),
]


def _clock(v: Any) -> datetime | time:
    """A gathering's start or end: "HH:MM" (on the announcement's day) or a full time."""
    if isinstance(v, str) and (m := _CLOCK.match(v.strip())):
        hh, mm = int(m[1]), int(m[2])
        if hh < 24 and mm < 60:
            return time(hh, mm)
        raise problem(f"expected a time like 12:00 or 2026-02-13 12:00, got {shown_value(v)}")
    try:
        return parse_stamp(v)
    except ValueError as e:
        raise problem(f"{e} (or a time of day like 12:00)") from None


Clock = Annotated[
    Any,
    PlainValidator(_clock),
    WithJsonSchema(
        {"anyOf": [{"type": "string", "pattern": r"^\d{1,2}:\d{2}$"}, STAMP_SCHEMA]},
    ),
]


def on_day(day: datetime, v: datetime | time) -> datetime:
    """``v`` (a ``Clock``) as a full time: a time of day falls on ``day``'s date."""
    return datetime.combine(day.date(), v) if isinstance(v, time) else v


# ---------------------------------------------------------------------------- timed things
class Whisper(Schema):
    """``[[whisper]]``: an inner voice told to one resident at a game time."""

    at: Stamp
    resident: ResidentId
    text: Words


class PlaceEvent(Schema):
    """``[[event]]`` that closes or opens a building, or breaks or fixes an object."""

    at: Stamp
    kind: Literal["close", "open", "break", "fix"]
    place: PlaceName


class Announce(Schema):
    """``[[event]]`` with ``kind = "announce"``: a notice, optionally with its gathering."""

    at: Stamp
    kind: Literal["announce"]
    text: Words
    place: PlaceName | None = None
    venue: PlaceName | None = None
    starts: Clock | None = None
    ends: Clock | None = None

    @model_validator(mode="after")
    def _ends_after_starts(self) -> Announce:
        if self.ends is not None:
            starts = on_day(self.at, self.starts) if self.starts is not None else self.at
            if on_day(starts, self.ends) <= starts:
                raise problem("'ends' must be after 'starts' (or after 'at')")
        return self


class Act(Schema):
    """``[[event]]`` with ``kind = "do"``: a resident drops what it does and does this (goes to
    ``place``, an object, and stays ``minutes``): the player's hand, e.g. loud music at 23:00."""

    at: Stamp
    kind: Literal["do"]
    resident: ResidentId
    place: PlaceName
    what: Name
    emoji: text(16) = ""
    minutes: whole(1, 24 * 60) = 30


Event = Annotated[PlaceEvent | Announce | Act, Field(discriminator="kind")]


# ---------------------------------------------------------------------------- measures
class _Measure(Schema):
    name: Name
    label: Words | None = None


class Recall(_Measure):
    """How many recall ``query`` among their top ``k`` memories (cosine >= ``threshold``)."""

    kind: Literal["recall"]
    query: Words
    threshold: number(0, 1)
    k: whole(1, 10_000) = 10


class Fact(_Measure):
    """How many hold a memory with all of ``keywords``."""

    kind: Literal["fact"]
    keywords: Annotated[list[Name], Field(min_length=1, max_length=100)]


class Presence(_Measure):
    """Who stood in ``place`` between ``from`` and ``to`` for at least ``min_minutes``."""

    kind: Literal["presence"]
    place: PlaceName
    from_: Stamp = Field(alias="from")
    to: Stamp
    min_minutes: number(0, 10_000) = 10
    invited: Name | None = None
    exclude_staff: bool = False

    @model_validator(mode="after")
    def _to_after_from(self) -> Presence:
        if self.to <= self.from_:
            raise problem("'to' must be after 'from'")
        return self


class Talked(_Measure):
    """Pairs of residents who talked."""

    kind: Literal["talked"]


class Density(_Measure):
    """The density of the network of who knows (or talked with, or feels close to) whom."""

    kind: Literal["density"]
    edge: Literal["knows", "talked", "closeness"] = "knows"
    threshold: number(0, 1) | None = None
    mutual: bool = True

    @model_validator(mode="after")
    def _closeness_has_threshold(self) -> Density:
        if self.edge == "closeness" and self.threshold is None:
            raise problem("'threshold' is missing (needed for edge = \"closeness\")")
        return self


class Replans(_Measure):
    """Who had planned to use ``place`` at ``after`` and re-planned within ``follow_hours``."""

    kind: Literal["replans"]
    place: PlaceName
    after: Stamp
    follow_hours: number(0, 10_000) = 3


class MoodOf(_Measure):
    """How residents felt and fared (``game.sim.measure_inner``): the mood of those in one of
    ``events`` (inner.toml [events]) and of those who only heard, meals, sleep, company, and
    the mood of who came to the ``gathering`` (a ``presence`` measure's name)."""

    kind: Literal["mood"]
    events: Annotated[list[Name], Field(min_length=1, max_length=20)] = (
        "workplace_closed",
        "norm_breach",
        "quarrel",
    )
    gathering: Name | None = None
    recover_hours: number(0.5, MAX_HOURS) = 24


Measure = Annotated[
    Recall | Fact | Presence | Talked | Density | Replans | MoodOf, Field(discriminator="kind")
]
MEASURE_KINDS = ("recall", "fact", "presence", "talked", "density", "replans", "mood")


# ---------------------------------------------------------------------------- the file
class ScenarioFile(Schema):
    """A scripted, measured run of a town (``maps/<town>/scenarios/NAME.toml``)."""

    description: Words
    start: Stamp | None = None  # None: the map's start_time
    hours: number(0.1, MAX_HOURS, description="game hours to run")
    residents: Residents = "all"
    seed: whole(0, 2**32 - 1) | None = None
    whisper: Annotated[list[Whisper], Field(max_length=MAX_TIMED)] = ()
    event: Annotated[list[Event], Field(max_length=MAX_TIMED)] = ()
    # the single ablations --compare-ablations runs beside the full architecture
    compare: Annotated[
        list[Literal["memory", "reflection", "planning", "needs", "emotion"]],
        Field(min_length=1, max_length=5),
    ] = ("memory", "reflection", "planning")
    measure: Annotated[list[Measure], Field(max_length=MAX_MEASURES)] = ()

    @model_validator(mode="after")
    def _measure_names(self) -> ScenarioFile:
        names = [m.name for m in self.measure]
        for i, m in enumerate(self.measure, 1):
            if names.index(m.name) != i - 1:
                raise problem(f"measure[{i}].name: {m.name!r} is used twice")
            gathering = getattr(m, "gathering", None)
            if gathering and next((x.kind for x in self.measure if x.name == gathering), "") != (
                "presence"
            ):
                raise problem(
                    f"measure[{i}].gathering: {gathering!r} must name a 'presence' measure"
                )
            invited = getattr(m, "invited", None)
            if invited and next((x.kind for x in self.measure if x.name == invited), "") != "fact":
                raise problem(f"measure[{i}].invited: {invited!r} must name a 'fact' measure")
        return self
