"""Addresses and times: the vocabulary every layer uses to name a place and a minute.

A ``Place`` is a path in the town's spatial tree (sector, arena, object); a ``PlaceOption`` is a
place as offered to a resident with its kinds and whether it is open. They live on the ground
floor so the world can build them without knowing about minds. Plain frozen dataclasses,
JSON-safe through ``to_dict``/``from_dict``, checked where they are made.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
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
        # the text, made once: a thought compares a resident's plan with the places it knows
        # as text, hundreds of thousands of times an hour in a town of hundreds (not a field:
        # equality, order, hashing and to_dict see only the three parts)
        object.__setattr__(
            self, "_text", ":".join(p for p in (self.sector, self.arena, self.obj) if p)
        )

    def __str__(self) -> str:
        return self._text

    @classmethod
    def parse(cls, text: str) -> Place:
        """'Corner House:Kitchen:stove' -> Place."""
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
