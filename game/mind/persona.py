"""Resident personas: the paper's seed (name, traits, lifestyle, routine) loaded from the town file.

A persona is what a resident *is*; everything it learns later lives in its memory. The file is
``maps/<town>/residents.json``; ``load_personas`` checks it fully and raises ``ResidentsError`` with
one line naming the resident and the field, so a typo never surfaces as a KeyError mid-simulation.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.mind.brain import PersonaCard
from game.mind.facts import Fact, FactError, from_file
from game.mind.types import Place, hhmm_to_min

WEEKDAY_NAMES = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_REQUIRED = (
    "id",
    "name",
    "age",
    "innate",
    "learned",
    "currently",
    "lifestyle",
    "wake",
    "sleep",
    "daily_requirement",
    "home",
)


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
    memories: tuple[str, ...] = ()  # prose seed statements (no record: brains say less of them)
    facts: tuple[Fact, ...] = ()  # seed statements as records (game.mind.facts)
    appearance: dict[str, str] = field(default_factory=dict)
    # knows every resident by name from the start (and is known by all): a village's people, a
    # postman, a mayor. The file's top-level "everyone_knows_everyone" sets it for all.
    knows_everyone: bool = False

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
        )

    def works_on(self, weekday: str) -> bool:
        return self.work is not None and weekday in self.work.days

    def awake_at(self, minute: int) -> bool:
        """True between wake and sleep, handling bedtimes after midnight."""
        if self.sleep > self.wake:
            return self.wake <= minute < self.sleep
        return minute >= self.wake or minute < self.sleep


def _place(d: Any, who: str, what: str) -> Place:
    if not isinstance(d, dict) or not d.get("sector"):
        raise ResidentsError(f"resident {who!r}: '{what}' needs a sector (and arena)")
    return Place(sector=str(d["sector"]), arena=str(d.get("arena", "")))


def _flag(raw: dict, key: str, default: bool, who: str) -> bool:
    value = raw.get(key, default)
    if not isinstance(value, bool):
        raise ResidentsError(f"{who}: '{key}' must be true or false, not {value!r}")
    return value


def _persona(raw: Any, index: int, everyone: bool = False) -> Persona:
    if not isinstance(raw, dict):
        raise ResidentsError(f"resident #{index + 1} is not an object")
    who = str(raw.get("id", f"#{index + 1}"))
    for key in _REQUIRED:
        if key not in raw or raw[key] in (None, ""):
            raise ResidentsError(f"resident {who!r} has no '{key}'")
    try:
        wake, sleep = hhmm_to_min(raw["wake"]), hhmm_to_min(raw["sleep"])
    except ValueError as e:
        raise ResidentsError(f"resident {who!r}: {e}") from None
    try:
        age = int(raw["age"])
    except (TypeError, ValueError):
        raise ResidentsError(f"resident {who!r}: age {raw['age']!r} is not a number") from None
    work = None
    if raw.get("work"):
        w = raw["work"]
        hours = str(w.get("hours", "09:00-17:00"))
        try:
            start_s, end_s = hours.split("-")
            start, end = hhmm_to_min(start_s), hhmm_to_min(end_s)
        except ValueError:
            raise ResidentsError(
                f"resident {who!r}: work hours {hours!r} are not HH:MM-HH:MM"
            ) from None
        days = tuple(str(d).lower()[:3] for d in w.get("days", WEEKDAY_NAMES[:5]))
        bad = [d for d in days if d not in WEEKDAY_NAMES]
        if bad:
            raise ResidentsError(f"resident {who!r}: unknown work day {bad[0]!r}")
        work = Work(place=_place(w, who, "work"), start=start, end=end, days=days)
    rel = raw.get("relationships") or {}
    if not isinstance(rel, dict):
        raise ResidentsError(f"resident {who!r}: relationships must map ids to text")
    return Persona(
        id=who,
        name=str(raw["name"]),
        age=age,
        occupation=str(raw.get("occupation", "")),
        innate=str(raw["innate"]),
        learned=str(raw["learned"]),
        currently=str(raw["currently"]),
        lifestyle=str(raw["lifestyle"]),
        wake=wake,
        sleep=sleep,
        daily_requirement=str(raw["daily_requirement"]),
        home=_place(raw["home"], who, "home"),
        work=work,
        relationships={str(k): str(v) for k, v in rel.items()},
        knows_everyone=_flag(raw, "knows_everyone", everyone, f"resident {who!r}"),
        memories=tuple(str(m) for m in raw.get("memories", [])),
        appearance=dict(raw.get("appearance") or {}),
    )


def parse_personas(data: Any, source: str = "residents file") -> list[Persona]:
    """Validate parsed JSON; checks ids are unique and relationships point at real residents."""
    if not isinstance(data, dict) or not isinstance(data.get("residents"), list):
        raise ResidentsError(f"{source}: expected an object with a 'residents' list")
    everyone = _flag(data, "everyone_knows_everyone", False, source)
    personas = [_persona(r, i, everyone) for i, r in enumerate(data["residents"])]
    if not personas:
        raise ResidentsError(f"{source}: no residents")
    ids = [p.id for p in personas]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        raise ResidentsError(f"{source}: resident id {sorted(dup)[0]!r} appears twice")
    known = set(ids)
    for p in personas:
        for other in p.relationships:
            if other not in known:
                raise ResidentsError(f"{source}: {p.id!r} knows {other!r}, who is not a resident")
    names = {p.id: p.name for p in personas}
    return [
        replace(p, facts=_facts(r, p.id, known, names, source))
        for p, r in zip(personas, data["residents"], strict=True)
    ]


def _facts(raw: dict, who: str, ids: set[str], names: dict[str, str], source: str):
    entries = raw.get("facts", [])
    if not isinstance(entries, list):
        raise ResidentsError(f"{source}: {who!r}: facts must be a list")
    out = []
    for i, entry in enumerate(entries):
        try:
            out.append(from_file(entry, who, i, ids, names))
        except FactError as e:
            raise ResidentsError(f"{source}: {who!r}: fact {i + 1}: {e}") from None
    return tuple(out)


def load_personas(path: str | Path) -> list[Persona]:
    """Read and validate a residents JSON file; one-line ``ResidentsError`` on any problem."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ResidentsError(f"residents file {path} does not exist") from None
    except OSError as e:
        raise ResidentsError(f"residents file {path} cannot be read: {e.strerror}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise ResidentsError(
            f"residents file {path} is not valid JSON (line {e.lineno}: {e.msg})"
        ) from None
    return parse_personas(data, str(path))


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
