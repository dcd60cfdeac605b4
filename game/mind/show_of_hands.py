"""Where one stands at a meeting: with its host or against, one draw for the whole evening.

The same draw settles the show of hands when the meeting ends (``game.sim.gathering_outcome``)
and says what one answers when asked during it ("I'm with Ann on this"), so what people
say in the hall and how the room votes agree. It is fixed by the run's seed, the resident and
the meeting, and leans by how close one is to the host (a friend backs them, one at odds does
not).
"""

from __future__ import annotations

from game.mind.gatherings import uniform

LEAN = 0.35  # how far closeness to the host (0..1) moves one's hand toward them
AT_ODDS = ("quarrel", "rival")


def with_host(resident, host: str, key: str, seed: int) -> bool:
    """Whether ``resident`` is with ``host`` at the meeting whose record key is ``key``."""
    rel = resident.relations.get(host)
    lean = 0.0
    if rel is not None:
        lean = -LEAN if rel.kind in AT_ODDS else LEAN * rel.closeness
    return uniform(f"{seed}:hands:{resident.id}:{key}") < 0.5 + lean


def stance(resident, fact, seed: int) -> str:
    """'with' or 'against' the host of the meeting ``fact`` records ('' for one who is no
    meeting, or for its host)."""
    g = fact.event if fact is not None else None
    if g is None or fact.topic != "meeting" or g.host == resident.id:
        return ""
    return "with" if with_host(resident, g.host, g.key, seed) else "against"
