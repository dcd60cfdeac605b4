"""The town as the simulation sees it: tree + grid + spawns, plus the few things that change.

Static parts (names, rectangles, walls) come from the map and never change during a run. The
mutable parts are small and JSON-safe: what each object is doing ("in use by Maria",
"broken") and which sectors are closed by hand (a user "closes the library"). A checkpoint of
the town is the map path plus ``get_state()``.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from game.world.address import Place, PlaceOption
from game.world.grid import WalkGrid
from game.world.pathfind import PathFinder
from game.world.places import GameObject, SpatialTree, Tile
from game.world.privacy import PrivateAreas

IDLE = "idle"


def rect_contains_tile(rect, tile) -> bool:
    x, y, w, h = rect
    return x <= tile[0] < x + w and y <= tile[1] < y + h


class TownError(Exception):
    """A map that cannot be used, with one message naming the file, the problem and the place."""


class Town:
    """Everything about the town that is not a resident.

    Args:
        name: the town's name (map property ``town_name``).
        start_time: when the simulation starts (map property ``start_time``).
        language: the town's default language (map property ``language``; None: not said).
        tree: sectors, arenas and objects.
        grid: walkability.
        spawns: spawn name -> walkable tile.
        tile_size: pixels per tile, for the UI.
        tmx_path: the map file this town was loaded from, if any (the UI renders from it).
    """

    def __init__(
        self,
        *,
        name: str,
        start_time: datetime,
        tree: SpatialTree,
        grid: WalkGrid,
        spawns: dict[str, Tile],
        tile_size: int = 32,
        tmx_path: Path | None = None,
        language: str | None = None,
    ) -> None:
        self.name = name
        self.language = language
        self.start_time = start_time
        self.tree = tree
        self.grid = grid
        self.spawns = dict(spawns)
        self.tile_size = int(tile_size)
        self.tmx_path = tmx_path
        self.private = PrivateAreas(tree, grid.width, grid.height)
        self.paths = PathFinder(grid, zones=self.private.zones)
        self.object_state: dict[str, str] = {str(o.place): IDLE for o in tree.objects()}
        # the non-idle ones (a few dozen of hundreds), kept by ``set_object_state``/``set_state``
        self._busy: dict[str, str] = {}
        self._rank = {addr: i for i, addr in enumerate(self.object_state)}
        self._closed: set[str] = set()
        labels = grid.labels()
        self._reachable = frozenset(
            int(labels[y, x]) for x, y in self.spawns.values() if grid.in_bounds(x, y)
        ) - {0}
        self._tiles: dict[Place, tuple[Tile, ...]] = {}

    @property
    def width(self) -> int:
        return self.grid.width

    @property
    def height(self) -> int:
        return self.grid.height

    # -- places ----------------------------------------------------------------------------
    def tiles_for(self, place: Place) -> list[Tile]:
        """Destination tiles of a trip to ``place``, reachable from the spawns, row by row.

        An object's access tiles; an arena's or a sector's walkable tiles. Computed once per
        place and cached. Raises KeyError for an unknown place.
        """
        cached = self._tiles.get(place)
        if cached is None:
            node = self.tree.get(place)
            if isinstance(node, GameObject):
                # Furniture one can stand on (a bed, a bench, a sofa) is used *on* it, the rest
                # from beside it: a sleeper lies in the bed, a cook stands by the stove.
                inside = [t for t in node.access if rect_contains_tile(node.rect, t)]
                tiles = inside or node.access
            else:
                tiles = self.grid.walkable_tiles(node.rect)
            cached = tuple(t for t in tiles if self._is_reachable(t))
            self._tiles[place] = cached
        return list(cached)

    def path_to(self, start: Tile, place: Place, home: Place | None = None) -> list[Tile]:
        """Shortest walk from ``start`` to the nearest destination tile of ``place`` that keeps
        out of other people's homes (``game.world.privacy``): the rooms of ``home`` (the
        walker's) and of where it goes are its to cross, any other costs ``PRIVATE_STEP`` a
        step, so it is crossed only when there is no way round. The rooms one sets out from are
        one's own to leave by.

        Raises:
            KeyError: unknown place. pathfind.NoPathError: nothing reachable from ``start``.
        """
        goals = self.tiles_for(place)
        private = self.private
        free = private.open_to(place) | private.open_to(home)
        here = private.zone_at(int(start[0]), int(start[1]))
        if here and here not in free:  # (leaving where one was let in: a friend's house)
            free = free | {here}
        return self.paths.find_path_to_any(start, goals, free)

    def place_of_tile(self, x: int, y: int) -> Place | None:
        return self.tree.place_of_tile(x, y)

    def nearest_walkable(self, x: int, y: int) -> Tile | None:
        """Closest tile a resident can stand on that is connected to the spawns."""
        return self.grid.nearest_walkable(x, y, self._reachable or None)

    def _is_reachable(self, tile: Tile) -> bool:
        return self.grid.label(*tile) in self._reachable

    # -- hours, closures, options ------------------------------------------------------------
    def is_open(self, sector: str | Place, minute_of_day: int) -> bool:
        """Open by its hours and not closed by hand."""
        return self.tree.is_open(sector, minute_of_day, self._closed)

    def close_sector(self, name: str) -> None:
        """Close a sector regardless of its hours until ``open_sector``. KeyError if unknown."""
        self.tree.sector(name)
        self._closed.add(name)

    def open_sector(self, name: str) -> None:
        """Undo ``close_sector`` (its hours apply again)."""
        self.tree.sector(name)
        self._closed.discard(name)

    @property
    def closed_sectors(self) -> frozenset[str]:
        return frozenset(self._closed)

    def options(
        self, places: Iterable[Place] | None = None, minute: int | None = None
    ) -> tuple[PlaceOption, ...]:
        """Places for a brain to choose from, with kinds and open_now (closures included)."""
        return self.tree.options(places, minute, self._closed)

    def to_text(self, places: Iterable[Place] | None = None, minute: int | None = None) -> str:
        return self.tree.to_text(places, minute, self._closed)

    # -- object states ----------------------------------------------------------------------
    def set_object_state(self, place: Place, state: str) -> None:
        """E.g. 'in use by Maria', 'broken'; '' resets to 'idle'. KeyError if not an object."""
        if not place.obj:
            raise KeyError(f"'{place}' is not a game object")
        self.tree.get(place)
        addr, value = str(place), state.strip() or IDLE
        self.object_state[addr] = value
        if value == IDLE:
            self._busy.pop(addr, None)
        else:
            self._busy[addr] = value

    def state_of(self, place: Place) -> str:
        return self.object_state[str(place)]

    def busy_objects(self) -> list[tuple[str, str]]:
        """(address, state) of every object that is not idle, in the map's object order.

        Why: perception looks for objects in use every step; this reads the few busy ones
        instead of every object's state (cost: a sort of the busy few). It knows of states
        set through ``set_object_state`` and ``set_state``: write ``object_state`` only so.
        """
        return sorted(self._busy.items(), key=lambda kv: self._rank[kv[0]])

    def _reindex(self) -> None:
        self._busy = {k: v for k, v in self.object_state.items() if v != IDLE}

    # -- validation ------------------------------------------------------------------------
    def validate(self) -> list[str]:
        """Problems that make the town unusable, most general first; [] when fine.

        Checks that there are spawns on walkable tiles, that all spawns reach one another, and
        that every sector, arena and object can be reached from every spawn. Uses the grid's
        single connected-component labelling, so it costs one BFS plus O(places x spawns) set
        lookups instead of places x spawns A* searches.
        """
        problems: list[str] = []
        if not self.spawns:
            return ["map has no spawn points (object layer 'spawns' is empty)"]
        labels = self.grid.labels()
        spawn_label: dict[str, int] = {}
        for name, (x, y) in self.spawns.items():
            if not self.grid.is_walkable(x, y):
                problems.append(f"spawn '{name}' at tile ({x}, {y}) is on a blocked tile")
            else:
                spawn_label[name] = int(labels[y, x])
        names = list(spawn_label)
        for other in names[1:]:
            if spawn_label[other] != spawn_label[names[0]]:
                problems.append(f"spawn '{other}' cannot reach spawn '{names[0]}'")

        def check(what: str, place: Place, tiles: Iterable[Tile], empty: str) -> None:
            comps = {int(labels[y, x]) for x, y in tiles if self.grid.is_walkable(x, y)}
            if not comps:
                problems.append(f"{what} '{place}' {empty}")
                return
            for name in names:
                if spawn_label[name] not in comps:
                    problems.append(f"{what} '{place}' cannot be reached from spawn '{name}'")
                    return

        for s in self.tree.sectors():
            check("sector", s.place, self.grid.walkable_tiles(s.rect), "has no walkable tile")
        for a in self.tree.arenas():
            check("arena", a.place, self.grid.walkable_tiles(a.rect), "has no walkable tile")
        for o in self.tree.objects():
            check("object", o.place, o.access, "has no walkable tile inside or next to it")
        return problems

    def unreachable_tiles(self) -> int:
        """Walkable tiles not connected to the spawns (pockets behind furniture, say)."""
        labels = self.grid.labels()
        reach = np.isin(labels, np.fromiter(self._reachable, dtype=np.int32))
        return int(np.count_nonzero(self.grid.walkable & ~reach))

    # -- state -------------------------------------------------------------------------------
    def get_state(self) -> dict[str, Any]:
        """JSON-safe mutable state: non-idle object states and hand-closed sectors."""
        return {
            "object_state": {k: v for k, v in self.object_state.items() if v != IDLE},
            "closed": sorted(self._closed),
        }

    def set_state(self, state: dict[str, Any]) -> None:
        """Restore ``get_state`` output. Raises KeyError naming an address the map lacks."""
        states = dict(state.get("object_state", {}))
        closed = list(state.get("closed", []))
        for addr in states:
            if addr not in self.object_state:
                raise KeyError(f"saved state names object '{addr}' that this map lacks")
        for name in closed:
            self.tree.sector(name)
        self.object_state = {k: IDLE for k in self.object_state}
        self.object_state.update({k: str(v) for k, v in states.items()})
        self._reindex()
        self._closed = set(closed)
