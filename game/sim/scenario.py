"""Scenarios: a scripted, measured run of a town (``maps/<town>/scenarios/NAME.toml``).

A file names a start time, how many game hours to run, which residents live in the run, an
optional seed, whispers and world events at given game times, and ``[[measure]]`` tables (see
``game.sim.measure``). An ``announce`` event may name the gathering it announces as fields:
``venue`` (a building), ``starts`` and ``ends`` ("12:00" on the event's day, or a full time);
without them the notice's words are read (``game.sim.notice_reading``). Loading is strict: the
file is checked against its schema (``game.sim.scenario_schema``: types, bounds, shapes) and then
against the town, before any thinking starts; a bad file is one ``ScenarioError`` line naming
the file, the field and what was wrong, e.g.
``maps/<town>/scenarios/NAME.toml: whisper[2].resident: 'bob' is not a resident of <Town>``
(indices count from 1: ``whisper[2]`` is the second ``[[whisper]]``).

``run`` drives a simulation that the caller built (any brain): before each step it samples the
measures, then applies the whispers and events that are due, then steps. It only calls the
simulation's public event methods, so a run with the built-in brain and a seed is reproducible.
Town-specific names live in the scenario files only.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from pydantic import ValidationError

from game.mind.types import Place
from game.sim.measure import Tracker
from game.sim.scenario_schema import Act, Announce, ScenarioFile, on_day
from game.world.user_file_problems import problem_line
from game.world.user_files import read_toml

MAX_BYTES = 1_000_000  # a scenario file; the shipped ones are a few KB
_SHAPES = {"building": "a building", "room": "a room 'building:room'"}
_SHAPES |= {"object": "an object 'building:room:object'"}
# the keys every measure spec has, and each kind's own with their defaults (game.sim.measure)
_MEASURE_FIELDS = {
    "recall": ("query", "threshold", "k"),
    "fact": ("keywords",),
    "presence": ("place", "from", "to", "min_minutes", "invited", "exclude_staff"),
    "talked": (),
    "density": ("edge", "threshold", "mutual"),
    "replans": ("place", "after", "follow_hours"),
    "mood": ("events", "gathering", "recover_hours"),
}


class ScenarioError(Exception):
    """A scenario that cannot run; the message is one line naming the file and the field."""


@dataclass(frozen=True, kw_only=True)
class Timed:
    """A whisper or a world event at a game time (``kind``: "whisper" or an EVENT_KIND)."""

    at: datetime
    kind: str
    resident: str = ""
    place: str = ""
    text: str = ""
    # an announcement's gathering, when given as fields: where and when ("" for none)
    venue: str = ""
    starts: datetime | None = None
    ends: datetime | None = None
    emoji: str = ""  # a "do": its emoji and minutes (the text is what it does)
    minutes: int = 0


@dataclass(frozen=True, kw_only=True)
class Scenario:
    name: str
    path: Path
    town: str  # the town's own name (from the map), for messages and reports
    description: str
    start: datetime
    hours: float
    residents: tuple[str, ...]  # ids, in the residents file's order
    seed: int | None
    timed: tuple[Timed, ...]  # in time order
    measures: tuple[dict, ...]
    compare: tuple[str, ...] = ("memory", "reflection", "planning")  # --compare-ablations

    @property
    def end(self) -> datetime:
        return self.start + timedelta(hours=self.hours)


class _Town:
    """The checks only the town can answer (ids, places, the run's times), after the schema:
    each failure is one ScenarioError line naming the file and the field."""

    def __init__(self, shown: str, world, personas) -> None:
        self.shown, self.world = shown, world
        self.all_ids = [p.id for p in personas]
        self.ids: list[str] = list(self.all_ids)
        self.start = self.end = world.start_time

    def fail(self, field: str, what: str) -> ScenarioError:
        return ScenarioError(f"{self.shown}: {field}: {what}")

    def resident(self, rid: str, field: str) -> str:
        if rid not in self.all_ids:
            raise self.fail(field, f"{rid!r} is not a resident of {self.world.name}")
        if rid not in self.ids:
            raise self.fail(field, f"{rid!r} is not among this run's residents")
        return rid

    def within(self, t: datetime, field: str, *, until_end: bool = False) -> datetime:
        if not (self.start <= t < self.end or (until_end and t == self.end)):
            run = f"{self.start:%Y-%m-%d %H:%M} to {self.end:%Y-%m-%d %H:%M}"
            raise self.fail(field, f"'{t:%Y-%m-%d %H:%M}' is outside the run ({run})")
        return t

    def place(self, v: str, field: str, depth: str) -> str:
        """``depth``: which levels may be named, of "building", "room" and "object"."""
        try:
            place = Place.parse(v)
            self.world.tree.get(place)
        except (KeyError, ValueError):
            raise self.fail(field, f"{v!r} is not a place in {self.world.name}") from None
        level = "object" if place.obj else "room" if place.arena else "building"
        if level not in depth:
            shape = " or ".join(_SHAPES[d] for d in depth.split("|"))
            raise self.fail(field, f"{v!r} must name {shape}")
        return str(place)


def load(path: Path, world, personas, overrides: dict | None = None) -> Scenario:
    """Read and check a scenario file against a loaded town (all its residents).

    The file is read within ``MAX_BYTES``, checked against ``ScenarioFile`` (types, bounds,
    shapes) and then against the town. ``overrides`` replace top-level keys before the checks
    (the command line's ``--hours`` and ``--residents``; tests use ``start`` to run a shorter
    stretch), so a whisper that falls outside a shortened run is refused like a typo would be.
    """
    path = Path(path)
    shown = _shown(path)
    raw = read_toml(path, shown, ScenarioError, MAX_BYTES)
    raw |= overrides or {}
    try:
        f = ScenarioFile.model_validate(raw)
    except ValidationError as e:
        raise ScenarioError(f"{shown}: {problem_line(e, raw)}") from None
    t = _Town(shown, world, personas)
    t.start = f.start or world.start_time
    t.end = t.start + timedelta(hours=f.hours)
    t.ids = _residents(t, f.residents)
    timed = [
        Timed(
            resident=t.resident(w.resident, f"whisper[{i}].resident"),
            at=t.within(w.at, f"whisper[{i}].at"),
            kind="whisper",
            text=w.text,
        )
        for i, w in enumerate(f.whisper, 1)
    ]
    timed += [_event(t, e, f"event[{i}]") for i, e in enumerate(f.event, 1)]
    return Scenario(
        name=path.stem,
        path=path,
        town=world.name,
        description=f.description,
        start=t.start,
        hours=float(f.hours),
        residents=tuple(t.ids),
        seed=f.seed,
        timed=tuple(sorted(timed, key=lambda x: x.at)),
        measures=tuple(_measure(t, m, i) for i, m in enumerate(f.measure, 1)),
        compare=tuple(f.compare),
    )


def _residents(t: _Town, v) -> list[str]:
    if v == "all":
        return list(t.all_ids)
    if isinstance(v, int):
        if v > len(t.all_ids):
            n = len(t.all_ids)
            raise t.fail("residents", f"{v} is more than the {n} residents of {t.world.name}")
        return t.all_ids[:v]
    for i, rid in enumerate(v, 1):
        t.resident(rid, f"residents[{i}]")
    return [rid for rid in t.all_ids if rid in v]


def _event(t: _Town, e, f: str) -> Timed:
    """One ``[[event]]``: a closure, an opening, a breakdown, a repair or an announcement."""
    at = t.within(e.at, f"{f}.at")
    if isinstance(e, Act):
        return Timed(
            at=at,
            kind="do",
            resident=t.resident(e.resident, f"{f}.resident"),
            place=t.place(e.place, f"{f}.place", "object"),
            text=e.what,
            emoji=e.emoji,
            minutes=e.minutes,
        )
    if isinstance(e, Announce):
        starts = on_day(at, e.starts) if e.starts is not None else None
        return Timed(
            at=at,
            kind="announce",
            place=t.place(e.place, f"{f}.place", "building") if e.place else "",
            text=e.text,
            venue=t.place(e.venue, f"{f}.venue", "building") if e.venue else "",
            starts=starts,
            ends=on_day(starts or at, e.ends) if e.ends is not None else None,
        )
    depth = "building" if e.kind in ("close", "open") else "object"
    return Timed(at=at, kind=e.kind, place=t.place(e.place, f"{f}.place", depth))


def _measure(t: _Town, m, i: int) -> dict:
    """A measure's spec for ``game.sim.measure``: every key of its kind, defaults filled in."""
    f = f"measure[{i}]"
    spec = {"name": m.name, "kind": m.kind, "label": m.label or m.name}
    for key in _MEASURE_FIELDS[m.kind]:
        v = getattr(m, "from_" if key == "from" else key)
        if key == "place":
            depth = "building|room" if m.kind == "presence" else "building|object"
            v = t.place(v, f"{f}.place", depth)
        elif key in ("from", "to", "after"):
            v = t.within(v, f"{f}.{key}", until_end=key == "to")
        elif key == "keywords":
            v = [w.lower() for w in v]
        spec[key] = v
    return spec


def run(scn: Scenario, sim, *, label: str = "full", progress=None, observers=()) -> dict:
    """Run ``scn`` on ``sim`` (built for its start time and residents); returns the results.

    ``observers`` get ``after_step(sim)`` after every step (e.g. a timeline recorder);
    ``progress(n)`` is told about finished steps. The result is JSON-safe and holds no wall
    clock time, so the same seed gives the same result.
    """
    tracker = Tracker(scn.measures, sim)
    pending = list(scn.timed)
    for _ in range(sim.clock.steps_for(scn.hours)):
        tracker.tick(sim)
        waiting = []
        while pending and pending[0].at <= sim.clock.now:
            t = pending.pop(0)
            if apply_event(sim, t) is False:  # a resident in a talk: once it is out of it
                waiting.append(t)
        pending[:0] = waiting
        sim.step()
        for obs in observers:
            obs.after_step(sim)
        if progress is not None:
            progress(1)
    minds = sim.residents.values()
    totals = {"conversations": len(sim.talks.log), "whispers_and_events": len(scn.timed)}
    totals |= {"reflections": sum(r.reflections for r in minds)}
    totals |= {"memories": sum(len(r.memory) for r in minds)}
    out = {"label": label, "ablate": sorted(sim.config.mind.ablate), "seed": sim.config.seed}
    out |= {"brain": sim.brain_label, "start": scn.start.isoformat()}
    out |= {"end": sim.clock.now.isoformat(), "totals": totals}
    return out | {"measures": tracker.finish(sim)}


_METHODS = {"close": "close_sector", "open": "open_sector", "break": "break_object"}
_METHODS |= {"fix": "fix_object"}


def apply_event(sim, t: Timed) -> bool:
    """Apply ``t``; False when it must wait (a "do" for a resident in a conversation)."""
    if t.kind == "do":
        return sim.act(t.resident, t.place, t.text, t.emoji, t.minutes)
    if t.kind == "whisper":
        sim.whisper(t.resident, t.text)
    elif t.kind == "announce":
        given = {"venue": t.venue or None, "starts": t.starts, "ends": t.ends}
        if any(v is not None for v in given.values()):
            sim.announce(t.text, t.place or None, **given)
        else:
            sim.announce(t.text, t.place or None)
    else:
        getattr(sim, _METHODS[t.kind])(t.place)
    return True


def _shown(path: Path) -> str:
    """The path as the user would type it: relative to the working folder when inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)
