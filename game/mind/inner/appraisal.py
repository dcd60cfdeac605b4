"""How an event is felt, and by whom.

An event is a record: its kind (a key of the table's ``events``: one's workplace closed, a
quarrel, bad news about someone, plans made, a good talk, a gathering) and how the resident
stands to it: ``in_it`` (it happened to them) or, for one who only heard of it, the closeness
to whoever it happened to. One in it feels the table's ``push``; one who heard feels ``heard``
times its closeness of that (felt less second-hand; nothing when the table says 0); one in it
feels ``scale`` of it (1 but for a norm breach, which lands by persona and closeness). ``feel``
is pure and returns the new mood and whether it moved.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.mind.inner.mood import Mood, push
from game.mind.inner.tables import InnerTables


@dataclass(frozen=True)
class Felt:
    """Something that happened, as one resident stands to it."""

    kind: str  # a key of InnerTables.events
    in_it: bool = True
    closeness: float = 0.0  # to the one it happened to, for one who only heard
    scale: float = 1.0  # how hard it lands with this one (a norm breach: ``norms.landing``)
    who: tuple[str, ...] = ()  # for one who only heard: those it befell (resident ids)


def share(event: Felt, t: InnerTables) -> float:
    """How much of the event's push this resident feels (0..1)."""
    feel = t.events.get(event.kind)
    if feel is None:
        return 0.0
    if event.in_it:
        return max(0.0, min(1.5, event.scale))
    return max(0.0, min(1.0, feel.heard * event.closeness))


def feel(mood: Mood, event: Felt, t: InnerTables) -> tuple[Mood, float]:
    """The mood after ``event`` and the share felt (0: not felt at all)."""
    part = share(event, t)
    if part <= 0.0:
        return mood, 0.0
    dv, da = t.events[event.kind].push
    return push(mood, dv * part, da * part), part


def why(kind: str, t: InnerTables) -> str:
    """What the inspector says moved the mood ("a quarrel"), "" for none."""
    feel_ = t.events.get(kind)
    return feel_.why if feel_ else ""
