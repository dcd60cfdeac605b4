"""Scenarios: a scripted, measured run of a town (``maps/<town>/scenarios/NAME.toml``).

A file names a start time, how many game hours to run, which residents live in the run, an
optional seed, whispers and world events at given game times, and ``[[measure]]`` tables (see
``game.sim.measure``). An ``announce`` event may name the gathering it announces as fields:
``venue`` (a building), ``starts`` and ``ends`` ("12:00" on the event's day, or a full time);
without them the notice's words are read (``game.sim.notice_reading``). Loading is strict and checks everything against the town before any
thinking starts; a bad file is one ``ScenarioError`` line naming the file and the field, e.g.
``maps/<town>/scenarios/NAME.toml: whisper[2].resident 'bob' is not a resident of <Town>``
(indices count from 1: ``whisper[2]`` is the second ``[[whisper]]``).

``run`` drives a simulation that the caller built (any brain): before each step it samples the
measures, then applies the whispers and events that are due, then steps. It only calls the
simulation's public event methods, so a run with the built-in brain and a seed is reproducible.
Town-specific names live in the scenario files only.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from game.mind.types import Place
from game.sim.measure import Tracker

TOP_KEYS = ("description", "start", "hours", "residents", "seed", "whisper", "event", "measure")
EVENT_KINDS = ("close", "open", "break", "fix", "announce")
# an announcement may say where and when the gathering it announces is (else read from its text)
GATHERING_KEYS = ("venue", "starts", "ends")
REQUIRED = object()
MEASURE_KEYS = {  # key -> default (REQUIRED: must be given)
    "recall": {"query": REQUIRED, "threshold": REQUIRED, "k": 10},
    "fact": {"keywords": REQUIRED},
    "presence": {"place": REQUIRED, "from": REQUIRED, "to": REQUIRED, "min_minutes": 10}
    | {"invited": None, "exclude_staff": False},
    "talked": {},
    "density": {"edge": "knows", "threshold": None, "mutual": True},
    "replans": {"place": REQUIRED, "after": REQUIRED, "follow_hours": 3},
}
TIME_FORMAT = "%Y-%m-%d %H:%M"
_SHAPES = {"building": "a building", "room": "a room 'building:room'"}
_SHAPES |= {"object": "an object 'building:room:object'"}


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

    @property
    def end(self) -> datetime:
        return self.start + timedelta(hours=self.hours)


class _Check:
    """Field checks against the town; each failure is one ScenarioError line."""

    def __init__(self, path: Path, world, personas, start: datetime) -> None:
        self.path, self.world, self.start, self.end = path, world, start, start
        self.all_ids = [p.id for p in personas]
        self.ids: list[str] = list(self.all_ids)

    def fail(self, field: str, problem: str) -> ScenarioError:
        return ScenarioError(f"{_shown(self.path)}: {field} {problem}")

    def keys(self, table, field: str, allowed, required=()) -> dict:
        if not isinstance(table, dict):
            raise self.fail(field, "must be a table")
        where = f"{field}." if field else ""
        unknown = [k for k in table if k not in allowed]
        if unknown:
            raise self.fail(where + unknown[0], f"is not a known key ({_list(allowed)})")
        missing = [k for k in required if k not in table]
        if missing:
            raise self.fail(where + missing[0], "is missing")
        return table

    def text(self, v, field: str) -> str:
        if not isinstance(v, str) or not v.strip():
            raise self.fail(field, f"{v!r} must be some text")
        return " ".join(v.split())

    def number(self, v, field: str, lo: float = 0.0, hi: float = float("inf")) -> float:
        if isinstance(v, bool) or not isinstance(v, int | float) or not lo <= v <= hi:
            raise self.fail(field, f"{v!r} must be a number from {lo:g} to {hi:g}")
        return v

    def flag(self, v, field: str) -> bool:
        if not isinstance(v, bool):
            raise self.fail(field, f"{v!r} must be true or false")
        return v

    def time(self, v, field: str, *, within: bool = True, until_end: bool = False) -> datetime:
        if isinstance(v, str):
            try:
                v = datetime.strptime(v.strip(), TIME_FORMAT)
            except ValueError:
                raise self.fail(field, f"{v!r} is not a time like 2026-02-13 08:00") from None
        if not isinstance(v, datetime) or v.tzinfo is not None:
            raise self.fail(field, f"{v!r} is not a time like 2026-02-13 08:00")
        if within and not (self.start <= v < self.end or (until_end and v == self.end)):
            run = f"{self.start:%Y-%m-%d %H:%M} to {self.end:%Y-%m-%d %H:%M}"
            raise self.fail(field, f"'{v:%Y-%m-%d %H:%M}' is outside the run ({run})")
        return v

    def resident(self, v, field: str) -> str:
        if v not in self.all_ids:
            raise self.fail(field, f"{v!r} is not a resident of {self.world.name}")
        if v not in self.ids:
            raise self.fail(field, f"{v!r} is not among this run's residents")
        return v

    def place(self, v, field: str, depth: str) -> str:
        """``depth``: which levels may be named, of "building", "room" and "object"."""
        try:
            place = Place.parse(self.text(v, field))
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

    ``overrides`` replace top-level keys before the checks (the command line's ``--hours`` and
    ``--residents``; tests use ``start`` to run a shorter stretch), so a whisper that falls
    outside a shortened run is refused like a typo would be.
    """
    path = Path(path)
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise ScenarioError(f"{_shown(path)}: cannot be read ({e.strerror})") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise ScenarioError(f"{_shown(path)}: is not valid TOML ({e})") from None
    if not isinstance(raw, dict):
        raise ScenarioError(f"{_shown(path)}: is not a TOML table")
    raw |= overrides or {}
    c = _Check(path, world, personas, world.start_time)
    c.keys(raw, "", TOP_KEYS, ("description", "hours"))
    description = c.text(raw["description"], "description")
    c.start = c.time(raw.get("start", world.start_time), "start", within=False)
    run_hours = c.number(raw["hours"], "hours", 0.1, 24 * 14)
    c.end = c.start + timedelta(hours=run_hours)
    c.ids = _residents(c, raw.get("residents", "all"))
    seed = raw.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise c.fail("seed", f"{seed!r} must be a whole number")
    timed = [
        _timed(c, t, f"{key}[{i}]")
        for key in ("whisper", "event")
        for i, t in enumerate(_tables(c, raw, key), 1)
    ]
    measures = [_measure(c, m, i) for i, m in enumerate(_tables(c, raw, "measure"), 1)]
    names = [m["name"] for m in measures]
    for i, m in enumerate(measures, 1):
        if names.index(m["name"]) != i - 1:
            raise c.fail(f"measure[{i}].name", f"{m['name']!r} is used twice")
        invited = m.get("invited")
        if invited and next((x["kind"] for x in measures if x["name"] == invited), "") != "fact":
            raise c.fail(f"measure[{i}].invited", f"{invited!r} must name a 'fact' measure")
    return Scenario(
        name=path.stem,
        path=path,
        town=world.name,
        description=description,
        start=c.start,
        hours=float(run_hours),
        residents=tuple(c.ids),
        seed=seed,
        timed=tuple(sorted(timed, key=lambda t: t.at)),
        measures=tuple(measures),
    )


def _residents(c: _Check, v) -> list[str]:
    if v == "all":
        return list(c.all_ids)
    if isinstance(v, int) and not isinstance(v, bool):
        return c.all_ids[: int(c.number(v, "residents", 1, len(c.all_ids)))]
    if not isinstance(v, list) or not v:
        raise c.fail("residents", f'{v!r} must be "all", a number or a list of resident ids')
    for i, rid in enumerate(v, 1):
        c.resident(rid, f"residents[{i}]")
    return [rid for rid in c.all_ids if rid in v]


def _tables(c: _Check, raw: dict, key: str) -> list:
    v = raw.get(key, [])
    if not isinstance(v, list):
        raise c.fail(key, f"must be written as [[{key}]] tables")
    return v


def _timed(c: _Check, e, f: str) -> Timed:
    """One ``[[whisper]]`` (f "whisper[i]") or ``[[event]]`` table."""
    if f.startswith("whisper"):
        c.keys(e, f, ("at", "resident", "text"), ("at", "resident", "text"))
        rid, text = c.resident(e["resident"], f"{f}.resident"), c.text(e["text"], f"{f}.text")
        return Timed(at=c.time(e["at"], f"{f}.at"), kind="whisper", resident=rid, text=text)
    c.keys(e, f, ("at", "kind", "place", "text") + GATHERING_KEYS, ("at", "kind"))
    at, kind = c.time(e["at"], f"{f}.at"), e["kind"]
    if kind not in EVENT_KINDS:
        raise c.fail(f"{f}.kind", f"{kind!r} is not one of {_list(EVENT_KINDS)}")
    if kind == "announce":
        place = c.place(e["place"], f"{f}.place", "building") if "place" in e else ""
        venue = c.place(e["venue"], f"{f}.venue", "building") if "venue" in e else ""
        starts = _clock_time(c, e["starts"], f"{f}.starts", at) if "starts" in e else None
        ends = _clock_time(c, e["ends"], f"{f}.ends", starts or at) if "ends" in e else None
        if ends is not None and ends <= (starts or at):
            raise c.fail(f"{f}.ends", "must be after 'starts'")
        text = c.text(e.get("text"), f"{f}.text")
        return Timed(
            at=at, kind=kind, place=place, text=text, venue=venue, starts=starts, ends=ends
        )
    c.keys(e, f, ("at", "kind", "place"), ("place",))  # text is for announcements only
    depth = "building" if kind in ("close", "open") else "object"
    return Timed(at=at, kind=kind, place=c.place(e["place"], f"{f}.place", depth))


def _clock_time(c: _Check, v, field: str, day: datetime) -> datetime:
    """A gathering's start or end: "HH:MM" on ``day``'s date, or a full time."""
    if isinstance(v, str) and ":" in v and len(v.strip()) <= 5:
        try:
            hh, mm = (int(x) for x in v.strip().split(":"))
            return day.replace(hour=hh, minute=mm, second=0, microsecond=0)
        except ValueError:
            raise c.fail(field, f"{v!r} is not a time like 12:00 or 2026-02-13 12:00") from None
    return c.time(v, field, within=False)


def _measure(c: _Check, m, i: int) -> dict:
    f = f"measure[{i}]"
    kind = m.get("kind") if isinstance(m, dict) else None
    if kind not in MEASURE_KEYS:
        raise c.fail(f"{f}.kind", f"{kind!r} is not one of {_list(MEASURE_KEYS)}")
    keys = MEASURE_KEYS[kind]
    required = ["name"] + [k for k, v in keys.items() if v is REQUIRED]
    c.keys(m, f, ["name", "kind", "label", *keys], required)
    name = c.text(m["name"], f"{f}.name")
    spec = {"name": name, "kind": kind, "label": c.text(m.get("label", name), f"{f}.label")}
    spec |= {
        k: _measure_value(c, kind, k, m[k], f"{f}.{k}") if k in m else v for k, v in keys.items()
    }
    if kind == "presence" and spec["to"] <= spec["from"]:
        raise c.fail(f"{f}.to", "must be after 'from'")
    if kind == "density" and spec["edge"] == "closeness" and spec["threshold"] is None:
        raise c.fail(f"{f}.threshold", 'is missing (needed for edge = "closeness")')
    return spec


def _measure_value(c: _Check, kind: str, k: str, v, f: str):
    if k in ("query", "invited"):
        return c.text(v, f)
    if k == "threshold":
        return c.number(v, f, 0.0, 1.0)
    if k in ("k", "min_minutes", "follow_hours"):
        return c.number(v, f, 1 if k == "k" else 0, 10_000)
    if k in ("mutual", "exclude_staff"):
        return c.flag(v, f)
    if k == "edge":
        if v not in ("knows", "talked", "closeness"):
            raise c.fail(f, f"{v!r} is not one of 'knows', 'talked', 'closeness'")
        return v
    if k == "keywords":
        if not isinstance(v, list) or not v:
            raise c.fail(f, "must be a list of words")
        return [c.text(w, f"{f}[{j}]").lower() for j, w in enumerate(v, 1)]
    if k == "place":
        return c.place(v, f, "building|room" if kind == "presence" else "building|object")
    return c.time(v, f, until_end=k == "to")  # from, to, after


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
        while pending and pending[0].at <= sim.clock.now:
            apply_event(sim, pending.pop(0))
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


def apply_event(sim, t: Timed) -> None:
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


def _list(items) -> str:
    return ", ".join(items)


def _shown(path: Path) -> str:
    """The path as the user would type it: relative to the working folder when inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)
