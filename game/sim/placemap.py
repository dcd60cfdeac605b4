"""Fast place lookups for the simulation's per-step work.

``Town.place_of_tile`` scans rectangles, fine for one click but not for 25 residents every step
of a 8,640-step day. This index paints arena numbers into a numpy grid once, so "which room is
this tile in" is one array read.
"""

from __future__ import annotations

import numpy as np

from game.mind.types import Place, PlaceOption
from game.world.town import Town


class PlaceMap:
    def __init__(self, town: Town) -> None:
        self.town = town
        arenas = list(town.tree.arenas())
        self._arenas: list[Place] = [a.place for a in arenas]
        self._grid = np.full((town.height, town.width), -1, dtype=np.int32)
        for i, a in enumerate(arenas):
            x, y, w, h = a.rect
            self._grid[max(0, y) : y + h, max(0, x) : x + w] = i
        self._arena_opts: dict[Place, tuple[PlaceOption, ...]] = {}
        self._obj_pos: dict[str, tuple[Place, tuple[int, int]]] = {}
        for o in town.tree.objects():
            x, y, w, h = o.rect
            self._obj_pos[str(o.place)] = (o.place, (x + w // 2, y + h // 2))

    def at(self, x: int, y: int) -> Place | None:
        """Sector+arena of a tile, or None outdoors (between buildings)."""
        if 0 <= y < self._grid.shape[0] and 0 <= x < self._grid.shape[1]:
            i = self._grid[y, x]
            return self._arenas[i] if i >= 0 else None
        return None

    def arena_options(self, arena: Place) -> tuple[PlaceOption, ...]:
        """The arena and every object in it: what a resident sees on entering a room."""
        cached = self._arena_opts.get(arena)
        if cached is None:
            places = [arena] + [o.place for o in self.town.tree.objects(arena.sector, arena.arena)]
            cached = self.town.options(places)
            self._arena_opts[arena] = cached
        return cached

    def options_in_sectors(self, sectors: set[str]) -> tuple[PlaceOption, ...]:
        out: list[PlaceOption] = []
        for a in self.town.tree.arenas():
            if a.sector in sectors:
                out.extend(self.arena_options(a.place))
        return tuple(out)

    def objects_in_use(self) -> list[tuple[Place, str, tuple[int, int]]]:
        """Objects whose state is not idle, with their centre tiles, in the map's object order.

        Runs every step: reads the town's index of busy objects (a few dozen), not the state
        of each of the map's objects."""
        out = []
        for addr, state in self.town.busy_objects():
            if addr in self._obj_pos:
                place, pos = self._obj_pos[addr]
                out.append((place, state, pos))
        return out
