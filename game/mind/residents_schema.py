"""The schema of a residents file (``maps/<town>/residents.json``): types, bounds, shapes.

What a residents file may say, checked before any persona is made: every key known, every value
of the right type and within bounds (an age from 0 to 150, a name of at most 100 characters,
times as ``HH:MM``, work hours as ``HH:MM-HH:MM``, at most 10,000 residents), each ``facts``
entry as ``game.mind.facts`` describes it. What needs the other residents or the map (ids used
once, relationships and ``about`` naming residents, homes and gatherings on the map) is checked
by ``game.mind.persona`` and ``game.mind.facts`` after this.

``docs/schemas/residents.schema.json`` is exported from ``ResidentsFile``
(``tools/export_schemas.py``) so an editor can check a residents file while it is written.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field, PlainValidator, WithJsonSchema

from game.mind.facts import TOPICS
from game.mind.records import MEET_AT
from game.world.user_file_problems import problem, shown_value
from game.world.user_file_schema import MAX_YEAR, MIN_YEAR, ObjectSchema, number, text, whole

MAX_RESIDENTS = 10_000
MAX_SKILLS = 50  # per resident
MAX_FACTS = 200  # per resident (the shipped towns: at most 8)
MAX_AGE = 150
GENDERS = ("female", "male")
# what one may feel for someone one knows, beyond what the relationship's words say
# (``Resident.feelings``): "crush", sweet on them and not yet said so
FEELINGS = ("crush",)
WEEKDAY_NAMES = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_HHMM = r"(?:[01]\d|2[0-3]):[0-5]\d"  # what ``_is_hhmm`` accepts, for the JSON Schema


def _is_hhmm(v: str) -> bool:
    """``HH:MM`` from 00:00 to 23:59, spaces around it allowed."""
    t = v.strip()
    return (
        len(t) == 5
        and t[2] == ":"
        and (t[0] in "01" or (t[0] == "2" and t[1] in "0123"))
        and t[1].isdecimal()
        and t[3] in "012345"
        and t[4].isdecimal()
    )


def _is_hours(v: str) -> bool:
    """``HH:MM-HH:MM``, spaces around either time allowed."""
    parts = v.split("-")
    return len(parts) == 2 and all(_is_hhmm(p) for p in parts)


def _shaped(
    ok: Callable[[str], bool], pattern: str, example: str, max_len: int, **schema: Any
) -> Any:
    """Text ``ok`` accepts (``pattern`` says the same to a JSON Schema), said with an example."""

    def check(v: str) -> str:
        if len(v) > max_len or not ok(v):
            raise problem(f"expected {example}, got {shown_value(v)}")
        return v

    js = {"type": "string", "pattern": rf"^\s*{pattern}\s*$", "maxLength": max_len, **schema}
    return Annotated[str, AfterValidator(check), WithJsonSchema(js)]


def _weekday(v: str) -> str:
    if v.lower()[:3] not in WEEKDAY_NAMES or len(v) > 9:
        raise problem(f"expected a day like mon, tue ... sun, got {shown_value(v)}")
    return v.lower()[:3]


def _iso_date(v: str) -> str:
    try:
        when = date.fromisoformat(v)
    except ValueError:
        when = None
    if when is None or when.isoformat() != v:  # only YYYY-MM-DD, not 20260509 or 2026-W19-6
        raise problem(f"expected a date like 2026-05-09, got {shown_value(v)}")
    if not MIN_YEAR <= when.year <= MAX_YEAR:
        raise problem(f"expected a date from {MIN_YEAR} to {MAX_YEAR}, got {shown_value(v)}")
    return v


def flag(key: str) -> Any:
    """``true`` or ``false``, refused in the words the loader always used."""

    def check(v: Any) -> bool:
        if not isinstance(v, bool):
            raise problem(f"'{key}' must be true or false, not {shown_value(v)}")
        return v

    return Annotated[bool, PlainValidator(check), WithJsonSchema({"type": "boolean"})]


Clock = _shaped(_is_hhmm, _HHMM, "a time like 07:30", 20, description="a time of day, HH:MM")
Hours = _shaped(
    _is_hours,
    rf"{_HHMM}\s*-\s*{_HHMM}",
    "work hours like 09:00-17:00",
    40,
    description="HH:MM-HH:MM",
)
Weekday = Annotated[
    str,
    AfterValidator(_weekday),
    WithJsonSchema(
        {"type": "string", "pattern": "^[A-Za-z]{3,9}$", "description": "mon, tue ... sun"}
    ),
]
IsoDate = Annotated[
    str,
    AfterValidator(_iso_date),
    WithJsonSchema({"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"}),
]
ResidentId = text(100, description="a resident's id, used once in the file")
PlaceName = text(200, description="a sector (building) or arena (room) of the town's map")
Prose = text(4000, squash=True)


_Object = ObjectSchema  # a JSON object; anything else is refused saying what it holds


class Home(_Object):
    """A place on the map: a sector and (usually) one of its arenas."""

    SHAPE = "an object with sector and arena"
    sector: PlaceName
    arena: text(200, min_len=0) = ""


class Work(Home):
    """Where and when one works; days default to Monday to Friday."""

    SHAPE = "an object with sector and hours"
    hours: Hours = "09:00-17:00"
    days: Annotated[list[Weekday], Field(max_length=7)] = list(WEEKDAY_NAMES[:5])


class Event(_Object):
    """A fact's gathering: what, where, on which day, from when to when, hosted by whom, held
    for whom (``for``: a birthday's, a farewell's, a welcome's; none when it is for nobody in
    particular), and whether all are welcome (``open``: a clean-up of the streets, a music
    evening; its host tells anyone it knows and anyone may pass the word on, where a supper's
    host asks family and friends)."""

    SHAPE = "an object with what, place, date, start, end"
    what: text(200, squash=True)
    place: PlaceName
    date: IsoDate
    start: Clock
    end: Clock
    host: ResidentId | None = None
    for_: ResidentId | None = Field(None, alias="for")
    open: bool = False


FactText = text(400, min_len=0, squash=True)


class MeetEntry(_Object):
    """What a request leads to once answered yes (``game.mind.records.Meet``): the two meet at
    the workplace or home of the one who asks or of the one asked, to do ``what``."""

    SHAPE = "an object with at"
    at: Literal[MEET_AT]
    what: text(200, min_len=0, squash=True) = ""


class FactEntry(_Object):
    """One entry of a resident's ``facts`` (see ``game.mind.facts``)."""

    SHAPE = "an object with about, topic, told"
    about: Annotated[list[ResidentId], Field(min_length=1, max_length=100)] | None = None
    topic: Literal[TOPICS] = "other"
    mine: FactText = ""
    told: text(400, squash=True)
    secret: bool = False
    news: bool = True
    event: Event | None = None
    ask: FactText = ""
    meet: MeetEntry | None = None


class Resident(_Object):
    """One resident's seed: who they are, their day, their home and work, whom they know."""

    SHAPE = "an object with id, name, age ..."
    id: ResidentId
    name: text(100, squash=True)
    age: whole(0, MAX_AGE)
    # "female" or "male" (none: not known; ``appearance.gender`` is then read): what the
    # others see, and what the words they call one by follow (``game.mind.persona``)
    gender: Literal[GENDERS] | None = None
    occupation: text(300, min_len=0) = ""
    innate: text(1000)
    learned: Prose
    currently: Prose
    lifestyle: Prose
    wake: Clock
    sleep: Clock
    daily_requirement: Prose
    home: Home
    work: Work | None = None
    relationships: (
        Annotated[dict[ResidentId, text(2000)], Field(max_length=MAX_RESIDENTS)] | None
    ) = None
    # resident id -> a feeling for them, one of FEELINGS (someone in ``relationships``): read
    # from the record, not from the relationship's words ("crush": a romance to the one
    # who feels it, and to nobody else until they are told)
    feelings: (
        Annotated[dict[ResidentId, Literal[FEELINGS]], Field(max_length=MAX_RESIDENTS)] | None
    ) = None
    memories: Annotated[list[text(1000)], Field(max_length=1000)] = ()
    facts: Annotated[list[FactEntry], Field(max_length=MAX_FACTS)] = ()
    appearance: Annotated[dict[text(40), text(100)], Field(max_length=40)] | None = None
    knows_everyone: flag("knows_everyone") | None = None  # None: as the file says
    # skill name -> level 0..1 on the first day (game.mind.inner.skills); else its trade's
    skills: Annotated[dict[text(40), number(0, 1)], Field(max_length=MAX_SKILLS)] | None = None
    # what one works at in one's own time, as a key a brain knows ("recipes": the built-in
    # brain's ``activities.toml [projects]``), the record behind the words of ``currently``
    # ("writing down the family recipes"); None: nothing, or only the prose
    project: text(40) | None = None


class ResidentsFile(_Object):
    """A town's residents (``maps/<town>/residents.json``)."""

    SHAPE = "an object with a 'residents' list"
    town: text(100, squash=True) | None = None  # the town's name (shown in the file only)
    everyone_knows_everyone: flag("everyone_knows_everyone") = False
    residents: Annotated[list[Resident], Field(min_length=1, max_length=MAX_RESIDENTS)]


def json_schema_doc() -> dict[str, Any]:
    """``ResidentsFile``'s JSON Schema (draft 2020-12), as ``docs/schemas/`` holds it: JSON
    has a null, and ``"work": null`` (no work) is allowed, so nulls stay in."""
    body = ResidentsFile.model_json_schema(mode="validation")
    return {"$schema": "https://json-schema.org/draft/2020-12/schema"} | body
