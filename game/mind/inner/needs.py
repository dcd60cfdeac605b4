"""Needs: fullness, energy, social contact and fun, each 0..1 (1 = fully met).

Each runs down with time awake at the persona's rates (``temper``; asleep, fullness slowly and
the others not at all) and is met by what the resident is doing (``gains`` by kind: eating
fills, sleep restores energy at the persona's rate, talk meets the social need, leisure and
gatherings are fun, work takes a little fun away). At home with nobody about (``alone``) the
social need runs down faster, by the table's ``alone`` factor: a day in one's own rooms seeing
nobody is lonelier than the same hours among people. ``drift`` is pure: a state, the minutes
that passed, the kind of doing in them and whether one was alone -> the next state, clamped to
0..1.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.mind.inner.tables import NEEDS, InnerTables
from game.mind.inner.temper import Temper


@dataclass(frozen=True)
class Needs:
    fullness: float = 1.0
    energy: float = 1.0
    social: float = 1.0
    fun: float = 1.0

    def values(self) -> tuple[float, float, float, float]:
        return (self.fullness, self.energy, self.social, self.fun)

    def lowest(self) -> tuple[str, float]:
        """The need furthest from met, and its level."""
        return min(zip(NEEDS, self.values(), strict=True), key=lambda p: p[1])

    @classmethod
    def of(cls, values) -> Needs:
        return cls(*(float(v) for v in values))


def drift(
    needs: Needs, temper: Temper, t: InnerTables, minutes: float, kind: str, alone: bool = False
) -> Needs:
    """``needs`` after ``minutes`` of doing ``kind`` (at the persona's ``rates``); ``alone``: at
    home with nobody about (each need's decay times the table's ``alone`` factor)."""
    rf, re_, rs, ru = temper.rates.get(kind) or temper.rates["other"]
    if alone and t.alone:
        more = {n: temper.decay.get(n, 0.0) * (f - 1.0) for n, f in t.alone.items()}
        rf, re_ = rf - more.get("fullness", 0.0), re_ - more.get("energy", 0.0)
        rs, ru = rs - more.get("social", 0.0), ru - more.get("fun", 0.0)
    return Needs(
        _clamp(needs.fullness + rf * minutes),
        _clamp(needs.energy + re_ * minutes),
        _clamp(needs.social + rs * minutes),
        _clamp(needs.fun + ru * minutes),
    )


def _clamp(level: float) -> float:
    return 0.0 if level < 0.0 else 1.0 if level > 1.0 else level
