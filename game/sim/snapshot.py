"""Read-only views of the town that the UI draws from.

The simulation builds a fresh ``TownSnapshot`` after each step on the main thread; the UI never
touches live residents or the world, so rendering can't race cognition or mutate state.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, kw_only=True)
class ResidentView:
    """One resident as the screen shows it. Positions are in tiles (floats while walking)."""

    id: str
    name: str
    x: float
    y: float
    facing: str  # "down" | "left" | "right" | "up"
    moving: bool
    activity: str  # current action description
    emoji: str
    place: str  # "Sector:Arena:object" address of the current action's place
    bubble: str = ""  # the line being said right now, "" when silent
    thinking: bool = False  # a cognition job is in flight
    asleep: bool = False
    talking_with: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class TownSnapshot:
    """Everything the HUD and the sprites need for one frame."""

    time_text: str  # "Fri 13 Feb 2026 07:42"
    step: int
    residents: tuple[ResidentView, ...]
    paused: bool = False
    speed: int = 1
    brain: str = "built-in"  # which brain thinks; the HUD says how to switch
    notices: tuple[str, ...] = ()  # short messages: "budget spent, using built-in brain"
    stats: dict[str, float] = field(default_factory=dict)  # tokens, calls, fallbacks, jobs


@dataclass(frozen=True, kw_only=True)
class ResidentDetail:
    """What the inspector shows for one clicked resident; built on demand (costs a retrieval)."""

    id: str
    name: str
    age: int
    occupation: str
    traits: str
    currently: str
    activity: str
    place: str
    plan: tuple[str, ...]  # "07:00-08:00 morning routine" lines, the current one marked with '>'
    actions: tuple[str, ...]  # decomposed actions of the current hour
    memories: tuple[str, ...]  # most recent first: "[07:42] (obs, imp 3) Maria is ..."
    reflections: tuple[str, ...]
    relationships: tuple[str, ...]  # "Maria Lopez (closeness 0.6): ..."
    conversations: tuple[str, ...] = ()
