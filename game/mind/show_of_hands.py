"""Where one stands at a meeting: with its host or against, one draw for the whole evening.

The same draw settles the show of hands when the meeting ends (``game.sim.gathering_outcome``)
and says what one answers when asked during it ("I'm with Ann on this"), so what people
say in the hall and how the room votes agree. It is fixed by the run's seed, the resident and
the meeting, and leans by how close one is to the host (a friend backs them, one at odds does
not).
"""

from __future__ import annotations

from game.mind.gathering_odds import uniform
from game.mind.public_matter import grown

LEAN = 0.35  # how far closeness to the host (0..1) moves one's hand toward them
AT_ODDS = ("quarrel", "rival")


def with_host(resident, host: str, key: str, seed: int) -> bool:
    """Whether ``resident`` is with ``host`` at the meeting whose record key is ``key``."""
    rel = resident.relations.get(host)
    lean = 0.0
    if rel is not None:
        lean = -LEAN if rel.kind in AT_ODDS else LEAN * rel.closeness
    return uniform(f"{seed}:hands:{resident.id}:{key}") < 0.5 + lean


def can_vote(resident) -> bool:
    """Old enough to put a hand up at a meeting (an age unknown counts as grown)."""
    return grown(resident.persona.age)


def stance(resident, fact, seed: int) -> str:
    """'with' or 'against' the host of the meeting ``fact`` records ('' for one who is no
    meeting, for its host, or for a child)."""
    g = fact.event if fact is not None else None
    if g is None or fact.topic != "meeting" or g.host == resident.id:
        return ""
    if not can_vote(resident):
        return ""  # a child at a meeting has no hand to put up, nor a side to say
    return "with" if with_host(resident, g.host, g.key, seed) else "against"
