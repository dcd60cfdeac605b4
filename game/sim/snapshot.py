"""Read-only views of the town that the UI draws from.

The simulation builds a fresh ``TownSnapshot`` after each step on the main thread; the UI never
touches live residents or the world, so rendering can't race cognition or mutate state. The
inspector's views (``ResidentDetail``, ``MemoryPage``, ``MemorySearch``) are built on demand by
``game.sim.inspect``; they are plain frozen data, cheap to compare, so the UI re-lays out only
what changed.

``place_phrase`` turns an address ("Sector:Arena:object 2") into words for people. It works
from the shape of the names alone (numbers, possessives), never from particular names, and is
cached because the snapshot asks for it for every walking resident every step.

``ViewCache`` makes a snapshot incremental: a resident whose fields did not change since the
last step keeps the very same ``ResidentView`` object (the window caches plates and positions by
identity), and a changed one is filled in directly instead of through the frozen dataclass's
``__init__`` (which sets each of 15 fields through ``object.__setattr__``: ~7x slower). For 300
residents that is ~1 ms a step instead of ~3.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from datetime import datetime
from functools import lru_cache


@dataclass(frozen=True, kw_only=True)
class ResidentView:
    """One resident as the screen shows it. Positions are in tiles (floats while walking)."""

    id: str
    name: str
    x: float
    y: float
    facing: str  # "down" | "left" | "right" | "up"
    moving: bool
    activity: str  # current action, progressive ("shelving books")
    emoji: str
    place: str  # "Sector:Arena:object" address of the current action's place
    bubble: str = ""  # the line being said right now, "" when silent
    thinking: bool = False  # a cognition job is in flight
    asleep: bool = False
    talking_with: tuple[str, ...] = ()
    action: str = ""  # the action as planned, imperative ("shelve books")
    walking_to: str = ""  # "the Library" while on the way to the action's place, else ""
    mood: str = ""  # the mood in a word ("glad", "tense"); "" when emotion is switched off


VIEW_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(ResidentView))  # ``values`` order


class ViewCache:
    """The last ``ResidentView`` of every resident, reused while its fields are unchanged.

    ``view(values)`` takes every field of ``ResidentView`` in ``VIEW_FIELDS`` order (id first)
    and returns the previous object when they are equal, else a new one equal to
    ``ResidentView(**dict(zip(VIEW_FIELDS, values)))``. Cost: one tuple comparison per resident,
    plus one dict fill for a changed one. Residents no longer asked for are forgotten by
    ``prune``.
    """

    def __init__(self) -> None:
        self._last: dict[str, tuple[tuple, ResidentView]] = {}

    def view(self, values: tuple) -> ResidentView:
        rid = values[0]
        got = self._last.get(rid)
        if got is not None and got[0] == values:
            return got[1]
        view = object.__new__(ResidentView)
        view.__dict__.update(zip(VIEW_FIELDS, values, strict=True))  # frozen: no __setattr__
        self._last[rid] = (values, view)
        return view

    def prune(self, keep) -> None:
        """Forget residents not in ``keep`` (after a load or a departure)."""
        if len(self._last) > len(keep):
            keep = set(keep)
            self._last = {k: v for k, v in self._last.items() if k in keep}


@dataclass(frozen=True, kw_only=True)
class TownSnapshot:
    """Everything the HUD and the sprites need for one frame."""

    time_text: str  # "Fri 13 Feb 2026 07:42"
    step: int
    now: datetime | None = None  # the game time itself (the window writes it its own way)
    residents: tuple[ResidentView, ...]
    paused: bool = False
    speed: int = 1
    brain: str = "built-in"  # which brain thinks; the HUD says how to switch
    notices: tuple[str, ...] = ()  # short messages: "budget spent, using built-in brain"
    stats: dict[str, float] = field(default_factory=dict)  # tokens, calls, fallbacks, jobs


@dataclass(frozen=True, kw_only=True)
class SectorView:
    """A building or outdoor area as the map labels it; ``rect`` is (x, y, w, h) in tiles."""

    name: str
    kind: str
    rect: tuple[int, int, int, int]


@dataclass(frozen=True, kw_only=True)
class PlanStep:
    """One decomposed action of today's plan. ``state`` is "done", "now" or "next"."""

    start: str  # "07:40"
    end: str
    text: str
    place: str  # written for people: "the stove in the Kitchen at <sector>"
    state: str


@dataclass(frozen=True, kw_only=True)
class RelationRow:
    name: str
    closeness: float  # 0 stranger .. 1 family-close
    times_talked: int
    summary: str


@dataclass(frozen=True, kw_only=True)
class TalkRow:
    """A conversation: finished (from the log) or ``live`` (still going)."""

    when: str  # when it ended, or "now"
    with_names: tuple[str, ...]  # the others, not the resident inspected
    place: str
    lines: tuple[tuple[str, str], ...]  # (speaker name, text)
    live: bool = False


@dataclass(frozen=True, kw_only=True)
class MemoryRow:
    """One memory as the inspector lists it."""

    id: int
    kind: str  # observation | conversation | reflection | plan | summary
    when: str  # "Fri 13 Feb 07:42"
    text: str
    importance: int  # 1-10
    at: datetime | None = None  # ``when`` itself (the window writes it in its language)
    evidence: tuple[int, ...] = ()  # ids this memory rests on (reflections, summaries)
    depth: int = 0  # 0 for memories, 1+ for reflections on reflections
    alive: bool = True  # False once consolidated into a summary and forgotten
    accessed: int = 0  # times retrieved
    known: bool = False  # a standing fact: from the residents file, or shared by the household


@dataclass(frozen=True, kw_only=True)
class MemoryPage:
    """``rows`` are memories ``start .. start+len(rows)`` of ``total``, newest first."""

    total: int
    start: int
    rows: tuple[MemoryRow, ...]
    kinds: tuple[str, ...] | None = None  # the filter, None for every kind


@dataclass(frozen=True, kw_only=True)
class ScoredRow:
    """A search hit: the total score and its three normalised parts (each 0-1)."""

    row: MemoryRow
    score: float
    relevance: float
    recency: float
    importance: float


@dataclass(frozen=True, kw_only=True)
class MemorySearch:
    """The mind's own retrieval for ``query``, best first, with the weights it used."""

    query: str
    weights: tuple[float, float, float]  # relevance, recency, importance
    rows: tuple[ScoredRow, ...]


@dataclass(frozen=True, kw_only=True)
class ResidentDetail:
    """What the inspector shows for one resident; memories are paged separately."""

    id: str
    name: str
    age: int
    occupation: str
    traits: str
    currently: str
    activity: str
    place: str  # raw address of the current action's place
    place_text: str = ""  # the same, written for people
    walking_to: str = ""  # destination phrase while on the way
    action: str = ""  # imperative, as planned
    plan: tuple[str, ...] = ()  # "07:00-08:00 morning routine" lines, the current one with '>'
    day_actions: tuple[PlanStep, ...] = ()
    relationships: tuple[RelationRow, ...] = ()
    conversations: tuple[TalkRow, ...] = ()  # newest first, a live one on top
    live_talk: TalkRow | None = None
    memory_counts: tuple[tuple[str, int], ...] = ()  # (kind, count), every kind listed
    memories_total: int = 0
    mood: str = ""  # in a word; "" when emotion is switched off (--ablate emotion)
    mood_why: str = ""  # what moved it in the last hours ("a quarrel"), "" for nothing
    mood_point: tuple[float, float] | None = None  # (valence -1..1, arousal 0..1); None: off
    mood_line: tuple[float, ...] = ()  # valence every game half-hour, oldest first, 3 days
    mood_line_end: str = ""  # game time of the line's newest sample ("2026-02-13T07:30")
    needs: tuple[tuple[str, float], ...] = ()  # (need, level 0..1); () when switched off
    skills: tuple[tuple[str, float, str], ...] = ()  # (skill, level 0..1, stage), best first


_NUMBERED = re.compile(r"^(.*?)\s+\d+$")
_LATIN = re.compile(r"[A-Za-z]")


def _unworded_place(sector: str, arena: str, obj: str, depth: int) -> str:
    """A place whose names have no Latin letters (a Chinese town's): no articles, no "in" or
    "at"; the owner first and joined by 的: '东街5号:书房:书桌' -> '东街5号书房的书桌', at depth 2
    '东街5号的书房', at depth 1 '书房'."""
    if depth <= 1:
        return arena or sector
    if depth >= 3 and obj and obj != arena:
        return f"{sector}{arena}的{obj}"
    return f"{sector}的{arena}" if arena else sector


def _object_words(obj: str) -> str:
    """'computer 2' -> 'the computer' (a second computer is still "the computer" to a reader)."""
    m = _NUMBERED.match(obj)
    return "the " + (m.group(1) if m else obj)


def _room_words(arena: str) -> str:
    """'Library' -> 'the Library'; numbered or lettered rooms and possessives keep no article."""
    last = arena.split()[-1] if arena.split() else arena
    if "'s " in arena or last.isdigit() or (len(last) == 1 and last.isupper()):
        return arena
    return "the " + arena


@lru_cache(maxsize=4096)
def place_phrase(address: str, depth: int = 3) -> str:
    """'Sector:Arena:object 2' -> 'the object in the Arena at Sector'.

    ``depth`` 2 stops at the room ("the Arena at Sector"), 1 at the room alone ("the Arena"), or
    the sector when there is no room. Sectors are proper names and keep no article. Pure.
    """
    parts = [p.strip() for p in address.split(":")] + ["", ""]
    sector, arena, obj = parts[0], parts[1], parts[2]
    if not sector:
        return ""
    if not _LATIN.search(address):
        return _unworded_place(sector, arena, _NUMBERED.sub(r"\1", obj), depth)
    if depth <= 1:
        return _room_words(arena) if arena else sector
    words = []
    thing = _object_words(obj) if obj and depth >= 3 else ""
    if arena and thing[4:].lower() == arena.lower():  # "the counter" in the "Counter"
        arena = ""
    if thing:
        words.append(thing + (" in" if arena else " at"))
    if arena:
        words.append(_room_words(arena) + " at")
    words.append(sector)
    return " ".join(words)
