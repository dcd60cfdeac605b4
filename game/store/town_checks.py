"""Does a valid save fit the town it is loaded into? Checked before anything is loaded.

Why: a save can be perfectly well-formed and still be wrong here: a save of another town, one
made with other residents, a body standing off a smaller map, an action at a place the map no
longer has. ``set_state`` would fail deep inside (or worse, carry on with a resident walking
to nowhere); here each case is one line naming the field.

The simulation knows its town; it passes the few facts needed as ``TownFacts`` so that this
package imports nothing from ``game.sim``. Cost: one set lookup per address in the save
(a few thousand for 25 residents), cached.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from dataclasses import dataclass
from typing import Any

from game.store.save_types import Invalid


@dataclass(frozen=True)
class TownFacts:
    """What the town being loaded is.

    ``places`` answers whether an address (``"Corner House:Kitchen:stove"``, ``"Corner House"``)
    exists: a function or any container of address strings; None skips place checks.
    """

    name: str
    residents: tuple[str, ...]
    width: int
    height: int
    places: Callable[[str], bool] | Container[str] | None = None


def place_text(place: dict[str, str]) -> str:
    """``{"sector": "A", "arena": "B", "obj": ""}`` -> ``"A:B"`` (as ``Place.__str__``)."""
    return ":".join(p for p in (place["sector"], place["arena"], place["obj"]) if p)


def check_town(state: dict[str, Any], facts: TownFacts) -> None:
    """Raise ``Invalid`` at the first way ``state`` (already validated) does not fit ``facts``."""
    found = _town(state, facts) or _residents(state, facts) or _map(state, facts)
    if found is None and facts.places is not None:
        found = _places(state, facts)
    if found:
        rel, problem = found
        raise Invalid(problem, list(reversed(rel)))


def _town(state: dict, facts: TownFacts) -> Any:
    town = state["meta"]["town"]
    if town != facts.name:
        return ("meta", "town"), f"is {town!r}: a save of another town, not {facts.name!r}"
    return None


def _residents(state: dict, facts: TownFacts) -> Any:
    ids, want = list(state["meta"]["residents"]), list(facts.residents)
    if not ids and want:
        return ("residents",), f"is empty but {facts.name} has {len(want)} residents"
    for i, rid in enumerate(ids):
        if rid not in want:
            return ("meta", "residents", i), f"is {rid!r}, not a resident of this town"
    for rid in want:
        if rid not in ids:
            return ("meta", "residents"), f"lacks {rid!r}, a resident of this town"
    if ids != want:
        return ("meta", "residents"), "lists the residents in another order than this town"
    return None


def _map(state: dict, facts: TownFacts) -> Any:
    w, h = facts.width, facts.height
    for rid, body in state["world"]["bodies"].items():
        if body["x"] >= w:
            return ("world", "bodies", rid, "x"), f"is {body['x']}, off the {w}x{h} map"
        if body["y"] >= h:
            return ("world", "bodies", rid, "y"), f"is {body['y']}, off the {w}x{h} map"
        for i, (x, y) in enumerate(body["path"]):
            if x >= w or y >= h:
                return ("world", "bodies", rid, "path", i), f"is [{x}, {y}], off the {w}x{h} map"
    return None


def _places(state: dict, facts: TownFacts) -> Any:
    known = facts.places
    test = known if callable(known) else known.__contains__
    seen: dict[str, bool] = {}

    def missing(address: str) -> bool:
        if address not in seen:
            seen[address] = bool(test(address))
        return not seen[address]

    unknown = f"is not a place in {facts.name}"
    town = state["world"]["town"]
    for addr in town["object_state"]:
        if missing(addr):
            return ("world", "town", "object_state", addr), unknown
    for i, sector in enumerate(town["closed"]):
        if missing(sector):
            return ("world", "town", "closed", i), unknown
    for rid, body in state["world"]["bodies"].items():
        action = body["action"]
        if action is not None and missing(place_text(action["place"])):
            where = ("world", "bodies", rid, "action", "place")
            return where, f"is {place_text(action['place'])!r}, which {unknown}"
    for i, r in enumerate(state["residents"]):
        schedule = r["schedule"]
        for j, action in enumerate(schedule["actions"] if schedule else ()):
            if missing(place_text(action["place"])):
                where = ("residents", i, "schedule", "actions", j, "place")
                return where, f"is {place_text(action['place'])!r}, which {unknown}"
        for j, entry in enumerate(r["spatial"]):
            if missing(entry[0]):
                return ("residents", i, "spatial", j, 0), f"is {entry[0]!r}, which {unknown}"
    return None
