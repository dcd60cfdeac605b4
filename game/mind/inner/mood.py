"""Mood as valence (-1 unhappy .. 1 happy) and arousal (0 still .. 1 stirred up).

Why two numbers and not a set of named emotions: every event and every need pushes the same
two axes, so many small causes add up without rules for which emotion wins; going back to rest
is one exponential per axis; a save holds two floats exactly; and a word for display (or an
emotion name later) is read off the point by the nearest of the table's ``words`` (Russell's
circumplex: glad is pleasant and stirred, calm pleasant and still, tense unpleasant and
stirred, low unpleasant and still).

``settle`` is pure: the mood drifts toward its resting point with the table's half-lives; the
resting point is the persona's baseline, pulled down by needs below ``mood.low`` and moved by
what the resident is doing (a gathering lifts it, sleep stills it). ``push`` adds an event's
felt change (``appraisal``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.mind.inner.needs import Needs
from game.mind.inner.tables import NEEDS, InnerTables


@dataclass(frozen=True)
class Mood:
    valence: float = 0.0
    arousal: float = 0.3


def _clamp(v: float, lo: float, hi: float) -> float:
    return lo if v < lo else hi if v > hi else v


def resting(baseline: tuple[float, float], needs: Needs, t: InnerTables, kind: str):
    """Where the mood goes back to now: (valence, arousal)."""
    v, a = baseline
    levels = needs.values()
    for name, level in zip(NEEDS, levels, strict=True) if min(levels) < t.low else ():
        if level < t.low:
            dv, da = t.pull.get(name, (0.0, 0.0))
            share = (t.low - level) / t.low
            v += dv * share
            a += da * share
    dv, da = t.doing.get(kind, (0.0, 0.0))
    return _clamp(v + dv, -1.0, 1.0), _clamp(a + da, 0.0, 1.0)


def settle(
    mood: Mood, baseline: tuple[float, float], needs: Needs, t: InnerTables, minutes: float, kind
) -> Mood:
    """``mood`` after ``minutes`` of drifting toward its resting point."""
    rv, ra = resting(baseline, needs, t, kind)
    kv, ka = _kept(minutes, t.half_life)
    return Mood(rv + (mood.valence - rv) * kv, ra + (mood.arousal - ra) * ka)


@lru_cache(maxsize=64)
def _kept(minutes: float, half_life: tuple[float, float]) -> tuple[float, float]:
    """The share of the distance from rest that ``minutes`` keep, per axis."""
    return 0.5 ** (minutes / half_life[0]), 0.5 ** (minutes / half_life[1])


def push(mood: Mood, dv: float, da: float) -> Mood:
    return Mood(_clamp(mood.valence + dv, -1.0, 1.0), _clamp(mood.arousal + da, 0.0, 1.0))


def word(mood: Mood, t: InnerTables) -> str:
    """The nearest mood word of the table."""
    best, far = "", 1e9
    for w, v, a in t.words:
        d = (mood.valence - v) ** 2 + (mood.arousal - a) ** 2
        if d < far:
            best, far = w, d
    return best


SHOWS_BELOW = -0.25  # a mood word this unpleasant or worse shows to those close (not weary)


CLOSE_ENOUGH = 0.6  # closeness at which one notices (family, a close friend, a sweetheart)


def shows(w: str, t: InnerTables) -> bool:
    """Whether the mood word ``w`` is bad enough for someone close to notice it."""
    return any(name == w and v <= SHOWS_BELOW for name, v, _ in t.words)


def noticed(feeling, closeness: float):
    """What one ``closeness`` to its owner sees of ``feeling`` (a ``brain.Feeling``): all of
    it when one is close and it shows, else None (nothing to see)."""
    if feeling is None or closeness < CLOSE_ENOUGH or not feeling.shows:
        return None
    return feeling
