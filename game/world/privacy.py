"""Whose rooms are whose: the private parts of the map, so a walk keeps out of other homes.

A person going from the forge to the tea room does not cut through a neighbour's living room,
nor through a block of flats that is not theirs; a person visiting does go in. The map alone
says which rooms are private (its kinds): every room of a house (``home``) is its household's;
in a block (``dorm``, ``apartments``) each bedroom or studio is its own resident's and the rest
(a lobby, a shared kitchen) is the block's residents'; a bedroom elsewhere (an innkeeper's room
over the bar) is its own. Each such part is a *zone* (a number, 0 for the public rest of the
map); ``open_to`` says which zones a place opens to whoever lives or is going there.

Only the rooms (arenas) are zones, not a building's whole rectangle: the rectangle also holds
the pavement round the walls, which everyone walks. Nothing here is a wall: the pathfinder
makes a step into a zone that is not open to the walker cost ``PRIVATE_STEP`` steps
(``game.world.pathfind``), so a way round is taken when there is one and nothing becomes
unreachable.
"""

from __future__ import annotations

import numpy as np

from game.world.address import Place
from game.world.places import SpatialTree, rect_tiles

HOUSE_KINDS = frozenset({"home"})  # a household's house: all of it is theirs
BLOCK_KINDS = frozenset({"dorm", "apartments"})  # each room its resident's, the rest shared
ROOM_KINDS = frozenset({"bedroom", "studio"})  # one's own room, wherever it is
PRIVATE_STEP = 10  # what a step inside a zone not open to the walker costs, in steps


class PrivateAreas:
    """The map's private zones: their tiles (``zones``) and who they are open to (``open_to``).

    Built once per town, O(area of the private rooms); ``open_to`` is a dict read or two.
    """

    def __init__(self, tree: SpatialTree, width: int, height: int) -> None:
        self._tree = tree
        self._zone: dict[tuple[str, str], int] = {}  # (sector, arena or "") -> zone id
        self._open: dict[Place, frozenset[int]] = {}  # ``open_to``'s answers
        grid = np.zeros((height, width), dtype=np.int32)
        for arena in tree.arenas():
            key = self._key(arena.sector, arena.name)
            if key is None:
                continue
            zone = self._zone.setdefault(key, len(self._zone) + 1)
            for x, y in rect_tiles(arena.rect):
                if 0 <= x < width and 0 <= y < height:
                    grid[y, x] = zone
        grid.setflags(write=False)
        self.zones = grid  # int32 (h, w): the zone of each tile, 0 = public

    def _key(self, sector: str, arena: str) -> tuple[str, str] | None:
        """The zone key of a room: the house, the block's own room or shared part, a room."""
        kind = self._tree.sector(sector).kind
        if kind in HOUSE_KINDS:
            return (sector, "")
        room = bool(arena) and self._room(sector, arena)
        if kind in BLOCK_KINDS:
            return (sector, arena if room else "")
        return (sector, arena) if room else None

    def _room(self, sector: str, arena: str) -> bool:
        try:
            node = self._tree.get(Place(sector=sector, arena=arena))
        except KeyError:
            return False
        return node.kind in ROOM_KINDS

    def __bool__(self) -> bool:
        return bool(self._zone)

    def zone_at(self, x: int, y: int) -> int:
        """The zone of a tile, 0 for a public one or one outside the map."""
        h, w = self.zones.shape
        return int(self.zones[y, x]) if 0 <= x < w and 0 <= y < h else 0

    def open_to(self, place: Place | None) -> frozenset[int]:
        """The zones one living at ``place``, or going there, walks as one's own: the whole
        house; one's room in a block and the block's shared part; one's own room elsewhere.
        Empty for a public place, None or a place the map does not have."""
        if place is None:
            return frozenset()
        zones = self._open.get(place)
        if zones is None:
            try:
                kind = self._tree.sector(place.sector).kind
            except KeyError:
                kind = ""
            keys = [(place.sector, "")] if kind in HOUSE_KINDS | BLOCK_KINDS else []
            if place.arena and kind not in HOUSE_KINDS:
                keys.append((place.sector, place.arena))
            zones = self._open[place] = frozenset(self._zone[k] for k in keys if k in self._zone)
        return zones

    def intrudes(self, tile: tuple[int, int], *places: Place | None) -> bool:
        """Whether ``tile`` is inside a zone none of ``places`` (one's home, where one is
        going) opens: a stranger in someone else's home."""
        zone = self.zone_at(*tile)
        return zone != 0 and not any(zone in self.open_to(p) for p in places)
