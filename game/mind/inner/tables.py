"""The numbers and words of the inner life, read from ``game/mind/data/inner.toml``.

Everything the needs, mood and appraisal modules tune by lives in the data file (rates, what
each kind of doing gives, how events are felt, the mood words), so a reader can change how a
town feels without touching code. ``load`` checks the file's shape and raises ``InnerTableError``
with one line naming the file and the entry; ``tables()`` is the shipped file, read once.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.mind.inner.toml_read import read_toml

DATA = Path(__file__).resolve().parents[1] / "data" / "inner.toml"
KINDS = ("sleep", "eat", "dine", "talk", "chat", "gathering", "work", "leisure", "walk", "other")
NEEDS = ("fullness", "energy", "social", "fun")
TRAIT_KEYS = ("valence", "arousal", "social", "fun")


class InnerTableError(ValueError):
    """An inner-life table that cannot be used; the message is one line."""


@dataclass(frozen=True)
class EventFeel:
    push: tuple[float, float]  # (valence, arousal) for one who was in it
    heard: float  # the share felt by one close to someone in it (times closeness)
    why: str


@dataclass(frozen=True)
class InnerTables:
    start: tuple[float, ...]  # per need, NEEDS order
    decay: dict[str, float]
    asleep: dict[str, float]
    bedtime: float
    night_margin: float
    gains: dict[str, dict[str, float]]  # kind -> need -> per minute
    kind_by_emoji: dict[str, str]
    kind_by_object: dict[str, str]
    kind_by_arena: dict[str, str]
    kind_by_sector: dict[str, str]
    tables: frozenset[str]  # object kinds one eats at: a chat there is a meal shared
    work_tables: frozenset[str]  # object kinds where a meal's emoji at work is a meal
    meal_only: frozenset[str]  # emojis of a meal that no job's step uses
    baseline: tuple[float, float]
    trouble: tuple[float, float]  # where one's own standing trouble moves the resting mood
    half_life: tuple[float, float]
    low: float
    pull: dict[str, tuple[float, float]]  # need -> (valence, arousal) at 0
    doing: dict[str, tuple[float, float]]  # kind -> (valence, arousal)
    traits: dict[str, dict[str, float]]
    events: dict[str, EventFeel]
    words: tuple[tuple[str, float, float], ...]
    meal_minutes: float = 10.0  # a meal is eaten this long at least (or its own, if shorter)
    calls: frozenset[str] = frozenset()  # emojis of a call: a chat wherever one sits, never a meal
    per_talk: dict[str, float] | None = None  # need -> added once a talk is over, however short
    alone: dict[str, float] | None = None  # need -> factor on its decay at home with nobody about


def _num(v: Any, where: str) -> float:
    if isinstance(v, bool) or not isinstance(v, int | float):
        raise InnerTableError(f"{where}: expected a number, got {v!r}")
    return float(v)


def _pair(v: Any, where: str) -> tuple[float, float]:
    if not isinstance(v, list) or len(v) != 2:
        raise InnerTableError(f"{where}: expected [valence, arousal], got {v!r}")
    return _num(v[0], where), _num(v[1], where)


def _table(doc: dict, key: str, where: str) -> dict:
    v = doc.get(key)
    if not isinstance(v, dict):
        raise InnerTableError(f"{where}{key}: expected a table, got {v!r}")
    return v


def _rates(d: dict, where: str, keys=NEEDS) -> dict[str, float]:
    out = {}
    for k, v in d.items():
        if k not in keys:
            raise InnerTableError(f"{where}.{k}: unknown (choose from {', '.join(keys)})")
        out[k] = _num(v, f"{where}.{k}")
    return out


def _kinds(d: dict, where: str) -> dict[str, str]:
    out = {}
    for kind, items in d.items():
        if kind not in KINDS:
            raise InnerTableError(f"{where}.{kind}: unknown kind (choose from {', '.join(KINDS)})")
        if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
            raise InnerTableError(f"{where}.{kind}: expected a list of strings")
        out.update((i, kind) for i in items)
    return out


def _names(d: dict, key: str) -> frozenset[str]:
    v = d.get(key, [])
    if not isinstance(v, list) or not all(isinstance(i, str) for i in v):
        raise InnerTableError(f"kinds.{key}: expected a list of strings")
    return frozenset(v)


def parse(doc: dict, name: str = "inner.toml") -> InnerTables:
    """The tables of a parsed file; ``InnerTableError`` (one line) for anything amiss."""
    try:
        return _parse(doc)
    except InnerTableError as e:
        raise InnerTableError(f"{name}: {e}") from None


def _parse(doc: dict) -> InnerTables:
    needs = _table(doc, "needs", "")
    start = needs.get("start")
    if not isinstance(start, list) or len(start) != len(NEEDS):
        raise InnerTableError(f"needs.start: expected {len(NEEDS)} numbers")
    energy = _table(doc, "energy", "")
    mood = _table(doc, "mood", "")
    kinds = _table(doc, "kinds", "")
    gains = _table(doc, "gains", "")
    for k in gains:
        if k not in KINDS:
            raise InnerTableError(f"gains.{k}: unknown kind (choose from {', '.join(KINDS)})")
    events = {}
    for key, e in _table(doc, "events", "").items():
        if not isinstance(e, dict) or not isinstance(e.get("why"), str):
            raise InnerTableError(f"events.{key}: expected push, heard and why")
        events[key] = EventFeel(
            _pair(e.get("push"), f"events.{key}.push"),
            _num(e.get("heard"), f"events.{key}.heard"),
            e["why"],
        )
    words = tuple((w, *_pair(v, f"words.{w}")) for w, v in _table(doc, "words", "").items())
    if not words:
        raise InnerTableError("words: expected at least one mood word")
    base = _table(mood, "baseline", "mood.")
    half = _table(mood, "half_life", "mood.")
    return InnerTables(
        start=tuple(_num(v, "needs.start") for v in start),
        decay=_rates(_table(needs, "decay", "needs."), "needs.decay"),
        asleep=_rates(_table(needs, "asleep", "needs."), "needs.asleep"),
        per_talk=_rates(needs.get("per_talk", {}), "needs.per_talk"),
        alone=_rates(needs.get("alone", {}), "needs.alone"),
        bedtime=_num(energy.get("bedtime"), "energy.bedtime"),
        night_margin=_num(energy.get("night_margin"), "energy.night_margin"),
        gains={k: _rates(v, f"gains.{k}") for k, v in gains.items()},
        kind_by_emoji=_kinds(kinds.get("emoji", {}), "kinds.emoji"),
        kind_by_object=_kinds(kinds.get("objects", {}), "kinds.objects"),
        kind_by_arena=_kinds(kinds.get("arenas", {}), "kinds.arenas"),
        kind_by_sector=_kinds(kinds.get("sectors", {}), "kinds.sectors"),
        tables=_names(kinds, "tables"),
        work_tables=_names(kinds, "work_tables"),
        meal_only=_names(kinds, "meal_only"),
        calls=_names(kinds, "calls"),
        baseline=(_num(base.get("valence"), "mood.baseline"), _num(base.get("arousal"), "mood")),
        half_life=(_num(half.get("valence"), "mood.half_life"), _num(half.get("arousal"), "mood")),
        trouble=_pair(mood.get("trouble", [0.0, 0.0]), "mood.trouble"),
        low=_num(mood.get("low"), "mood.low"),
        pull={k: _pair(v, f"mood.pull.{k}") for k, v in _table(mood, "pull", "mood.").items()},
        doing={k: _pair(v, f"mood.doing.{k}") for k, v in _table(mood, "doing", "mood.").items()},
        traits={
            w: _rates(v if isinstance(v, dict) else {"?": v}, f"traits.{w}", TRAIT_KEYS)
            for w, v in _table(doc, "traits", "").items()
        },
        events=events,
        words=words,
        meal_minutes=_num(kinds.get("meal_minutes", 10), "kinds.meal_minutes"),
    )


def load(path: Path) -> InnerTables:
    return parse(read_toml(path, InnerTableError), str(path))


@lru_cache(maxsize=1)
def tables() -> InnerTables:
    """The shipped tables, read once."""
    return load(DATA)
