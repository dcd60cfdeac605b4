"""Where residents are and where they are walking: the simulation's side of a resident.

A ``Body`` is owned by the simulation and mutated only on the main thread. The mind decides
*what* to do; the body walks there one tile per step (the paper's pace) and reports arrival.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.mind import language
from game.mind.types import Action, Place

FACINGS = {(0, 1): "down", (0, -1): "up", (1, 0): "right", (-1, 0): "left"}


@dataclass(kw_only=True)
class Body:
    id: str
    name: str
    x: int
    y: int
    facing: str = "down"
    path: list[tuple[int, int]] = field(default_factory=list)
    action: Action | None = None
    until_s: float = 0.0
    asleep: bool = False
    conversation: int | None = None
    bubble: str = ""
    moving: bool = False
    arena: Place | None = None  # where the body stands now (sector+arena), None outdoors
    using: str = ""  # address of the object in use, "" if none
    time_in: dict[str, int] = field(default_factory=dict)  # sector -> steps spent there
    inbox: list = field(default_factory=list)  # SeenEvents perceived since the last think
    seen_places: dict = field(default_factory=dict)  # address -> PlaceOption, since the last think
    closed_seen: frozenset[str] = frozenset()  # closures the mind has been told about
    trips: int = 0
    blocked_trips: int = 0
    seeking: str = ""  # the one walked over to for a word (``game.sim.approach``), "" if none
    seeking_until: float = 0.0  # game seconds when one gives up on it

    @property
    def tile(self) -> tuple[int, int]:
        return (self.x, self.y)

    def step_along(self) -> bool:
        """Advance one tile; True if it moved."""
        if not self.path:
            self.moving = False
            return False
        nx, ny = self.path.pop(0)
        self.facing = FACINGS.get((nx - self.x, ny - self.y), self.facing)
        self.x, self.y = nx, ny
        self.moving = True
        return True

    def activity(self) -> str:
        if self.asleep:
            return "sleeping"
        if self.action is None:
            return "idle"
        return language.reading().progressive(self.action.description)

    def get_state(self) -> dict:
        return {
            "id": self.id,
            "x": self.x,
            "y": self.y,
            "facing": self.facing,
            "path": [list(t) for t in self.path],
            "action": self.action.to_dict() if self.action else None,
            "until_s": self.until_s,
            "asleep": self.asleep,
            "time_in": dict(self.time_in),
            "trips": self.trips,
            "blocked_trips": self.blocked_trips,
        } | ({"seeking": [self.seeking, self.seeking_until]} if self.seeking else {})

    def set_state(self, state: dict) -> None:
        self.x, self.y = int(state["x"]), int(state["y"])
        self.facing = state["facing"]
        self.path = [tuple(t) for t in state["path"]]
        self.action = Action.from_dict(state["action"]) if state["action"] else None
        self.until_s = float(state["until_s"])
        self.asleep = bool(state["asleep"])
        self.time_in = {k: int(v) for k, v in state["time_in"].items()}
        self.trips = int(state.get("trips", 0))
        self.blocked_trips = int(state.get("blocked_trips", 0))
        seeking = state.get("seeking") or ["", 0.0]
        self.seeking, self.seeking_until = str(seeking[0]), float(seeking[1])
        self.conversation = None
        self.bubble = ""
        self.moving = bool(self.path)
