"""Resident personas: the paper's seed (name, traits, lifestyle, routine) loaded from the town file.

A persona is what a resident *is*; everything it learns later lives in its memory. The file is
``maps/<town>/residents.json``; ``load_personas`` reads it within bounds, checks it against its
schema (``game.mind.residents_schema``), then checks what needs every resident (ids used once,
relationships and facts naming residents), and raises ``ResidentsError`` with one line naming the
file and the path inside it (``maps/x/residents.json: residents[3].work: expected an object with
sector and hours, got 'pharmacy'``), so a typo never surfaces as a traceback mid-simulation.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game.mind import request_ties
from game.mind.brain import PersonaCard
from game.mind.facts import Fact, FactError, from_file
from game.mind.residents_schema import GENDERS, Home, Resident, ResidentsFile
from game.mind.types import Place, hhmm_to_min
from game.world.user_file_problems import problem_line
from game.world.user_files import MAX_DEPTH, read_bytes, too_deep

MAX_BYTES = 5_000_000  # the largest shipped residents file is 115 KB
_TOO_DEEP = object()  # what json.loads gave for a file nested past Python's recursion limit


class ResidentsError(Exception):
    """A residents file that cannot be used; the message is one readable line."""


@dataclass(frozen=True, kw_only=True)
class Work:
    place: Place
    start: int
    end: int
    days: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class Persona:
    """One resident's seed, immutable for the whole run."""

    id: str
    name: str
    age: int
    # "female" | "male", as the file says or, failing that, its ``appearance.gender``; ""
    # when neither does (a prose-only file): the brains guess, or use neutral words
    gender: str = ""
    occupation: str
    innate: str
    learned: str
    currently: str
    lifestyle: str
    wake: int
    sleep: int
    daily_requirement: str
    home: Place
    work: Work | None
    relationships: dict[str, str] = field(default_factory=dict)
    # resident id -> what one feels for them beyond the relationship's words ("crush")
    feelings: dict[str, str] = field(default_factory=dict)
    memories: tuple[str, ...] = ()  # prose seed statements (no record: brains say less of them)
    facts: tuple[Fact, ...] = ()  # seed statements as records (game.mind.facts)
    appearance: dict[str, str] = field(default_factory=dict)
    # knows every resident by name from the start (and is known by all): a village's people, a
    # postman, a mayor. The file's top-level "everyone_knows_everyone" sets it for all.
    knows_everyone: bool = False
    skills: dict[str, float] = field(default_factory=dict)  # declared starting levels
    project: str = ""  # the file's ``project``: a key of what one works at in one's own time

    def statements(self) -> tuple[str, ...]:
        """Every seed statement as text: prose memories, then facts as anyone tells them."""
        return self.memories + tuple(f.text() for f in self.facts)

    @property
    def first_name(self) -> str:
        return self.name.split()[0]

    def card(self) -> PersonaCard:
        """The prompt-facing view; cheap, built per request."""
        return PersonaCard(
            id=self.id,
            name=self.name,
            age=self.age,
            gender=self.gender,
            occupation=self.occupation,
            innate=self.innate,
            learned=self.learned,
            currently=self.currently,
            lifestyle=self.lifestyle,
            daily_requirement=self.daily_requirement,
            wake=self.wake,
            sleep=self.sleep,
            home=self.home,
            work=self.work.place if self.work else None,
            work_hours=(self.work.start, self.work.end) if self.work else None,
            work_days=self.work.days if self.work else (),
            facts=tuple(f for f in self.facts if f.subject == self.id and f.mine),
            project=self.project,
        )

    def works_on(self, weekday: str) -> bool:
        return self.work is not None and weekday in self.work.days

    def awake_at(self, minute: int) -> bool:
        """True between wake and sleep, handling bedtimes after midnight."""
        if self.sleep > self.wake:
            return self.wake <= minute < self.sleep
        return minute >= self.wake or minute < self.sleep


def _place(p: Home) -> Place:
    return Place(sector=p.sector, arena=p.arena)


def gender_of(r: Resident) -> str:
    """The resident's gender: the file's ``gender``, else its ``appearance.gender`` when that
    says "female" or "male", else "" (not known)."""
    if r.gender is not None:
        return r.gender
    seen = (r.appearance or {}).get("gender", "").strip().lower()
    return seen if seen in GENDERS else ""


def _persona(r: Resident, everyone: bool) -> Persona:
    work = None
    if r.work is not None:
        start_s, end_s = r.work.hours.split("-")
        work = Work(
            place=_place(r.work),
            start=hhmm_to_min(start_s),
            end=hhmm_to_min(end_s),
            days=tuple(r.work.days),
        )
    return Persona(
        id=r.id,
        name=r.name,
        age=r.age,
        gender=gender_of(r),
        occupation=r.occupation,
        innate=r.innate,
        learned=r.learned,
        currently=r.currently,
        lifestyle=r.lifestyle,
        wake=hhmm_to_min(r.wake),
        sleep=hhmm_to_min(r.sleep),
        daily_requirement=r.daily_requirement,
        home=_place(r.home),
        work=work,
        relationships=dict(r.relationships or {}),
        feelings=dict(r.feelings or {}),
        knows_everyone=everyone if r.knows_everyone is None else r.knows_everyone,
        memories=tuple(r.memories),
        appearance=dict(r.appearance or {}),
        skills=dict(r.skills or {}),
        project=r.project or "",
    )


def parse_personas(data: Any, source: str = "residents file") -> list[Persona]:
    """Validate parsed JSON against ``ResidentsFile``, then what needs every resident: ids
    used once, relationships and facts naming real residents."""
    try:
        town = ResidentsFile.model_validate(data)
    except ValidationError as e:
        raise ResidentsError(f"{source}: {_as_json(problem_line(e, data))}") from None
    personas = [_persona(r, town.everyone_knows_everyone) for r in town.residents]
    ids = [p.id for p in personas]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        raise ResidentsError(f"{source}: resident id {sorted(dup)[0]!r} appears twice")
    known = set(ids)
    for p in personas:
        for other in p.relationships:
            if other not in known:
                raise ResidentsError(f"{source}: {p.id!r} knows {other!r}, who is not a resident")
        for other in p.feelings:
            if other not in p.relationships or other == p.id:
                raise ResidentsError(
                    f"{source}: {p.id!r} has a feeling for {other!r}, who is not in its"
                    " relationships"
                )
    names = {p.id: p.name for p in personas}
    return [
        replace(p, facts=_facts(r.facts, p.id, known, names, source))
        for p, r in zip(personas, town.residents, strict=True)
    ]


def _as_json(line: str) -> str:
    """A problem line in a JSON file's words: objects, not TOML's tables."""
    for toml, json_word in (
        ("expected a table,", "expected an object,"),
        (", got a table", ", got an object"),
        (" (residents '", " (resident '"),
    ):
        line = line.replace(toml, json_word)
    return line


def _facts(entries, who: str, ids: set[str], names: dict[str, str], source: str):
    out = []
    for i, entry in enumerate(entries):
        try:
            out.append(from_file(entry, who, i, ids, names))
        except FactError as e:
            raise ResidentsError(f"{source}: {who!r}: fact {i + 1}: {e}") from None
    return request_ties.tie(tuple(out), who)  # (a hand asked with one's gathering: before it)


def load_personas(path: str | Path) -> list[Persona]:
    """Read and validate a residents JSON file; one-line ``ResidentsError`` on any problem.

    The file is bounded before it is read (``MAX_BYTES``, a regular file only) and its nesting
    after; 1e400, a 5,000-digit number or a 100,000-deep list are one line like any other."""
    shown = str(path)
    raw = read_bytes(path, shown, ResidentsError, MAX_BYTES)
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as e:
        raise ResidentsError(
            f"{shown}: is not valid JSON (not UTF-8 text at byte {e.start})"
        ) from None
    except json.JSONDecodeError as e:
        raise ResidentsError(f"{shown}: is not valid JSON (line {e.lineno}: {e.msg})") from None
    except ValueError:  # the only other: an integer longer than Python converts
        raise ResidentsError(f"{shown}: is not valid JSON (a number of too many digits)") from None
    except RecursionError:
        data = _TOO_DEEP
    if data is _TOO_DEEP or too_deep(data):
        raise ResidentsError(f"{shown}: is nested more than {MAX_DEPTH} objects or lists deep")
    return parse_personas(data, shown)


def check_places(personas: list[Persona], has_place) -> None:
    """Raise ``ResidentsError`` when a home or workplace is not on the map.

    ``has_place(Place) -> bool`` comes from the world, so the mind never imports it.
    """
    for p in personas:
        if not has_place(p.home):
            raise ResidentsError(f"resident {p.id!r}: home {p.home} is not on the map")
        if p.work and not has_place(p.work.place):
            raise ResidentsError(f"resident {p.id!r}: workplace {p.work.place} is not on the map")
        for f in p.facts:
            if f.event is not None and not has_place(Place(sector=f.event.place, arena="")):
                raise ResidentsError(
                    f"resident {p.id!r}: the {f.event.what} is at {f.event.place}, not on the map"
                )
