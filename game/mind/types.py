"""Value objects shared by the mind, the brains and the simulation.

They sit at the bottom of the import graph: plain frozen dataclasses, JSON-safe through
``to_dict``/``from_dict``, checked in ``__post_init__`` so a bad value fails where it is made,
not three modules later.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any

_HHMM = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")


def hhmm_to_min(text: str) -> int:
    """'07:30' -> 450. Raises ValueError on anything else."""
    if not isinstance(text, str) or not _HHMM.match(text.strip()):
        raise ValueError(f"not a HH:MM time: {text!r}")
    h, m = text.strip().split(":")
    return int(h) * 60 + int(m)


def min_to_hhmm(minutes: int) -> str:
    """450 -> '07:30'; wraps past midnight."""
    minutes = int(minutes) % (24 * 60)
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


@dataclass(frozen=True, kw_only=True, order=True)
class Place:
    """An address in the spatial tree: sector, optionally arena, optionally object."""

    sector: str
    arena: str = ""
    obj: str = ""

    def __post_init__(self) -> None:
        if not self.sector:
            raise ValueError("a place needs a sector")
        if self.obj and not self.arena:
            raise ValueError("an object needs its arena")

    def __str__(self) -> str:
        return ":".join(p for p in (self.sector, self.arena, self.obj) if p)

    @classmethod
    def parse(cls, text: str) -> Place:
        """'Hart House:Kitchen:stove' -> Place."""
        parts = [p.strip() for p in str(text).split(":")]
        parts += [""] * (3 - len(parts))
        if len(parts) > 3:
            raise ValueError(f"too many parts in place {text!r}")
        return cls(sector=parts[0], arena=parts[1], obj=parts[2])

    def to_dict(self) -> dict[str, str]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Place:
        return cls(sector=d["sector"], arena=d.get("arena", ""), obj=d.get("obj", ""))


@dataclass(frozen=True, kw_only=True)
class PlaceOption:
    """One place a resident knows, as offered to a brain when it picks where to do something."""

    place: Place
    sector_kind: str = ""
    arena_kind: str = ""
    obj_kind: str = ""
    open_now: bool = True

    def label(self) -> str:
        kinds = "/".join(k for k in (self.sector_kind, self.arena_kind, self.obj_kind) if k)
        closed = "" if self.open_now else " (closed now)"
        return f"{self.place} [{kinds}]{closed}"


@dataclass(frozen=True, kw_only=True)
class SeenEvent:
    """Something a resident can perceive this step, built by the simulation from the world.

    ``actor`` is the id of the resident that is the subject, or "" for an object.
    """

    subject: str
    predicate: str
    obj: str
    description: str
    place: Place
    distance: float
    actor: str = ""

    def key(self) -> tuple[str, str, str]:
        return (self.subject, self.predicate, self.obj)


@dataclass(frozen=True, kw_only=True)
class Action:
    """One concrete 5-15 minute (or longer, e.g. sleeping) action with its place and emoji."""

    start: int  # minutes since midnight of the plan's day (may pass 1440 for after-midnight)
    minutes: int
    description: str
    place: Place
    emoji: str = ""

    def __post_init__(self) -> None:
        if self.minutes <= 0:
            raise ValueError(f"action {self.description!r} has no duration")
        if not self.description.strip():
            raise ValueError("action without description")

    @property
    def end(self) -> int:
        return self.start + self.minutes

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["place"] = self.place.to_dict()
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Action:
        return cls(
            start=int(d["start"]),
            minutes=int(d["minutes"]),
            description=d["description"],
            place=Place.from_dict(d["place"]),
            emoji=d.get("emoji", ""),
        )


@dataclass(frozen=True, kw_only=True)
class PlanBlock:
    """A broad stroke of the daily plan: 'work at the pharmacy' from 09:00 to 17:00."""

    start: int
    end: int
    activity: str

    def __post_init__(self) -> None:
        if self.end <= self.start:
            raise ValueError(f"plan block {self.activity!r} ends before it starts")
        if not self.activity.strip():
            raise ValueError("plan block without activity")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PlanBlock:
        return cls(start=int(d["start"]), end=int(d["end"]), activity=d["activity"])


@dataclass(frozen=True, kw_only=True)
class Line:
    """One line of a conversation."""

    speaker: str  # resident id
    name: str
    text: str


@dataclass(frozen=True, kw_only=True)
class MemoryLine:
    """A retrieved memory as shown to a brain: id for evidence links, text, kind, when."""

    id: int
    text: str
    kind: str = "observation"
    when: str = ""
    importance: float = 0.5


@dataclass(kw_only=True)
class Counters:
    """Mutable tallies a brain keeps: calls, fallbacks per step. Read by the HUD and summaries."""

    calls: dict[str, int] = field(default_factory=dict)
    fallbacks: dict[str, int] = field(default_factory=dict)

    def count(self, step: str, fallback: bool = False) -> None:
        self.calls[step] = self.calls.get(step, 0) + 1
        if fallback:
            self.fallbacks[step] = self.fallbacks.get(step, 0) + 1
