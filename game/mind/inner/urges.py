"""A need at its worst: which need presses a resident now, since when it went unmet, and the
thought it has about it.

Pure functions over the needs (``needs``) and the persona's rates (``temper``); the numbers and
words are data (``game/mind/data/urges.toml``): the level below which each need presses, how
long the resident leaves a need it has seen to before seeing to it again, the sector kinds
where a meal or company are found, the words for "since when", and the event each need at its
worst is felt as (``appraisal``). ``load`` checks the file's shape and raises ``UrgeTableError``
(one line naming the file and the entry); ``urge_tables()`` is the shipped file, read once.

When a need was last met is read off its level: a need runs down at the persona's rate, so a
level ``x`` below full was last topped up about ``(1 - x) / rate`` minutes ago. No clock is kept
for it (nothing more to save), and the words are what the body says, not a diary.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.mind.inner.needs import Needs
from game.mind.inner.tables import NEEDS
from game.mind.inner.temper import Temper
from game.mind.inner.toml_read import read_toml

DATA = Path(__file__).resolve().parents[1] / "data" / "urges.toml"


class UrgeTableError(ValueError):
    """An urge table that cannot be used; the message is one line."""


@dataclass(frozen=True)
class UrgeTables:
    cooldown: int  # minutes before the same need is seen to again
    before_bed: int  # minutes before bedtime in which no plan changes for a need
    meal_within: int  # a meal in the plan this soon sees to hunger already
    food: frozenset[str]  # sector kinds with meals
    company: frozenset[str]  # sector kinds where people are
    by_day: frozenset[str]  # ... of them, those one goes to for company only by ``day``
    day: tuple[int, int]  # (from, to) minutes of the day: when ``by_day`` places have people
    below: dict[str, float]  # need -> level below which it presses
    thought: dict[str, str]  # need -> the resident's thought ({since})
    since: dict[str, tuple[tuple[int, str], ...]]  # need -> (from minute, words), in order
    earlier: str  # words for before the first entry / an earlier day
    worst: float  # a need below this, awake, is felt (``felt``)
    felt: dict[str, str]  # need -> event kind (inner.toml [events])
    # a need that pressed within this many minutes still shows in what one says, unless it has
    # since come back ``said_eased`` above its level (a real talk, a meal)
    said_within: float = 180.0
    said_eased: float = 0.15


@dataclass(frozen=True)
class Urge:
    """A need pressing now: which, how low, and since when (words)."""

    need: str
    level: float
    since: str


def _num(v: Any, where: str) -> float:
    if isinstance(v, bool) or not isinstance(v, int | float):
        raise UrgeTableError(f"{where}: expected a number, got {v!r}")
    return float(v)


def _kinds(v: Any, where: str) -> frozenset[str]:
    if not isinstance(v, list) or not all(isinstance(i, str) for i in v):
        raise UrgeTableError(f"{where}: expected a list of sector kinds")
    return frozenset(v)


def _since(v: Any, where: str) -> tuple[tuple[int, str], ...]:
    if not isinstance(v, list):
        raise UrgeTableError(f"{where}: expected a list of [minute, words]")
    out = []
    for item in v:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[1], str)):
            raise UrgeTableError(f"{where}: expected [minute, words], got {item!r}")
        out.append((int(_num(item[0], where)), item[1]))
    return tuple(sorted(out))


def _day(v: Any) -> tuple[int, int]:
    if not (isinstance(v, list) and len(v) == 2):
        raise UrgeTableError("day: expected [from, to] minutes of the day")
    start, end = (int(_num(x, "day")) for x in v)
    if not 0 <= start < end <= 1440:
        raise UrgeTableError(f"day: expected 0 <= from < to <= 1440, got {v!r}")
    return start, end


def parse(doc: dict, name: str = "urges.toml") -> UrgeTables:
    try:
        needs = doc.get("needs")
        if not isinstance(needs, dict):
            raise UrgeTableError("needs: expected a table per need")
        below, thought = {}, {}
        for need, d in needs.items():
            if need not in NEEDS or not isinstance(d, dict):
                raise UrgeTableError(f"needs.{need}: unknown need (choose from {NEEDS})")
            below[need] = _num(d.get("below"), f"needs.{need}.below")
            if not isinstance(d.get("thought"), str):
                raise UrgeTableError(f"needs.{need}.thought: expected words")
            thought[need] = d["thought"]
        since = doc.get("since", {})
        felt = doc.get("felt", {})
        if not isinstance(since, dict) or not isinstance(felt, dict):
            raise UrgeTableError("since, felt: expected tables")
        return UrgeTables(
            cooldown=int(_num(doc.get("cooldown"), "cooldown")),
            before_bed=int(_num(doc.get("before_bed"), "before_bed")),
            meal_within=int(_num(doc.get("meal_within"), "meal_within")),
            food=_kinds(doc.get("food"), "food"),
            company=_kinds(doc.get("company"), "company"),
            by_day=_kinds(doc.get("by_day", []), "by_day"),
            day=_day(doc.get("day", [0, 1440])),
            below=below,
            thought=thought,
            since={k: _since(v, f"since.{k}") for k, v in since.items() if k != "earlier"},
            earlier=str(since.get("earlier", "")),
            worst=_num(doc.get("worst"), "worst"),
            felt={str(k): str(v) for k, v in felt.items()},
            said_within=_num(doc.get("said_within", 180), "said_within"),
            said_eased=_num(doc.get("said_eased", 0.15), "said_eased"),
        )
    except UrgeTableError as e:
        raise UrgeTableError(f"{name}: {e}") from None


def load(path: Path) -> UrgeTables:
    return parse(read_toml(path, UrgeTableError), str(path))


@lru_cache(maxsize=1)
def urge_tables() -> UrgeTables:
    """The shipped table, read once."""
    return load(DATA)


def minutes_unmet(level: float, need: str, temper: Temper) -> float:
    """About how long ago the need was last met: its shortfall over its rate of running down."""
    rate = temper.decay.get(need, 0.0)
    return (1.0 - level) / rate if rate > 0 else 0.0


def since_words(need: str, level: float, temper: Temper, minute: int, u: UrgeTables) -> str:
    """When ``need`` (now at ``level``, at ``minute`` of the plan day) was last met, in words."""
    then = minute - minutes_unmet(level, need, temper)
    words = u.earlier
    for start, text in u.since.get(need, ()):
        if then >= start:
            words = text
    return words


def pressing(
    needs: Needs, temper: Temper, minute: int, bed: int, u: UrgeTables, skip=frozenset()
) -> Urge | None:
    """The need that presses most at ``minute`` of the plan day (bedtime ``bed``, the same
    count), or None: below its level, not within ``before_bed`` of bedtime, not in ``skip``."""
    if bed - minute < u.before_bed:
        return None
    best: Urge | None = None
    for need, level in zip(NEEDS, needs.values(), strict=True):
        limit = u.below.get(need)
        if limit is None or level >= limit or need in skip:
            continue
        if best is None or level / limit < best.level / u.below[best.need]:
            best = Urge(need, level, since_words(need, level, temper, minute, u))
    return best


def thought(urge: Urge, u: UrgeTables) -> str:
    """The resident's thought about ``urge`` ("I'm starving — I haven't eaten since lunch")."""
    return u.thought[urge.need].format(since=urge.since)


def fell_to_worst(before: Needs, after: Needs, u: UrgeTables) -> list[str]:
    """The event kinds of the needs that fell below ``worst`` between two states."""
    out = []
    for need, b, a in zip(NEEDS, before.values(), after.values(), strict=True):
        if a < u.worst <= b and need in u.felt:
            out.append(u.felt[need])
    return out


def felt_lately(needs: Needs, low: tuple[tuple[str, float], ...], now_s: float, u: UrgeTables):
    """The needs one would say one feels (NEEDS order, furthest below its level first): those
    below their level now, or below it within ``said_within`` minutes (``low``: need -> the
    last game second it was, awake) and not yet ``said_eased`` above it (one who rang a friend
    has still had a long day on its own; one who has just had a long talk has not)."""
    when = dict(low)
    out = []
    for need, level in zip(NEEDS, needs.values(), strict=True):
        limit = u.below.get(need)
        if limit is None:
            continue
        t = when.get(need)
        lately = t is not None and now_s - t <= u.said_within * 60
        if level < limit or (lately and level < limit + u.said_eased):
            out.append((level - limit, need))
    return tuple(n for _, n in sorted(out))
