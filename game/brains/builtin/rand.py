"""Deterministic variety: every "random" choice of the built-in brain is a hash of its context.

``stable_rand(seed, persona_id, date, minute, ...)`` is a pure function of its parts, so a result
never depends on thread timing, on call order, or on how many other residents were asked first
(a shared ``random.Random`` would make the town differ whenever the scheduler reorders work).
Cost: one blake2b of a short string, about a microsecond.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")
_SCALE = float(1 << 64)


def stable_rand(*parts: object) -> float:
    """A float in [0, 1) fixed by ``parts`` (seed first by convention)."""
    key = "\x1f".join(map(str, parts)).encode("utf-8", "replace")
    return int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "big") / _SCALE


def pick(items: Sequence[T], *parts: object) -> T:
    """One item of a non-empty sequence, chosen by ``stable_rand(*parts)``."""
    return items[int(stable_rand(*parts) * len(items)) % len(items)]


def chance(p: float, *parts: object) -> bool:
    """True with probability ``p``, deterministically."""
    return stable_rand(*parts) < p


def jitter(value: int, spread: int, step: int, *parts: object) -> int:
    """``value`` moved by a multiple of ``step`` in [-spread, +spread]."""
    if spread <= 0 or step <= 0:
        return value
    n = spread // step
    k = int(stable_rand(*parts) * (2 * n + 1)) - n
    return value + k * step
