"""The pieces a town map is drawn from: buildings of rectangular rooms, and the sectors, arenas
and objects they hold (``town_map.Town`` is the grid they are drawn on).

Conventions the floor plans rely on:
- Room rectangles are *interiors*; each room is surrounded by a 1-tile wall ring, rings of
  neighbouring rooms are shared. Row 0 of every room is the wall *face* (blocked, drawn under the
  wall top to its north) unless a door is above it, then it is an open doorway.
- Coordinates passed to Arena.put / Arena.deco are relative to the arena's top-left tile.
- Anything inconsistent (overlapping furniture, unreachable tiles, objects outside their arena)
  raises LayoutError: the maker must fail loudly rather than write a broken map.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from make_tiles import STAMPS, TILE_NAMES

if TYPE_CHECKING:
    from tools.town_maker.town_map import Town

TS = 32  # pixels per tile
LAYERS = ["ground", "paths", "walls", "furniture_below", "furniture_above"]
TILE_ID = {n: i for i, n in enumerate(TILE_NAMES)}


class LayoutError(Exception):
    pass


def stamp_grid(stamp: str) -> list[list[str]]:
    if stamp in STAMPS:
        return STAMPS[stamp]
    if stamp not in TILE_ID:
        raise LayoutError(f"unknown tile or stamp {stamp!r}")
    return [[stamp]]


@dataclass
class Obj:
    name: str
    kind: str
    rect: tuple[int, int, int, int]  # tiles: x, y, w, h


@dataclass(eq=False)
class Arena:
    town: Town
    sector: Sector
    name: str
    kind: str
    rect: tuple[int, int, int, int]
    objects: list[Obj] = field(default_factory=list)

    def _unique(self, kind: str) -> str:
        base = kind.replace("_", " ")
        taken = {o.name for o in self.objects}
        if base not in taken:
            return base
        n = 2
        while f"{base} {n}" in taken:
            n += 1
        return f"{base} {n}"

    def put(self, kind: str, stamp: str, dx: int, dy: int, layer: str = "furniture_below") -> Obj:
        """Place a furniture stamp at arena-relative (dx, dy) and record it as an object of `kind`."""
        x, y = self.rect[0] + dx, self.rect[1] + dy
        grid = stamp_grid(stamp)
        self.town.stamp(layer, x, y, grid)
        obj = Obj(self._unique(kind), kind, (x, y, len(grid[0]), len(grid)))
        self.objects.append(obj)
        return obj

    def obj(self, kind: str, dx: int, dy: int, w: int = 1, h: int = 1) -> Obj:
        """Register an object over tiles placed separately (halves of a double bed, long tables)."""
        obj = Obj(self._unique(kind), kind, (self.rect[0] + dx, self.rect[1] + dy, w, h))
        self.objects.append(obj)
        return obj

    def run(self, kind: str, prefix: str, dx: int, dy: int, length: int) -> Obj:
        """A joinable run (counter, bar, meeting table rows) of `length` tiles: _l, _m..., _r."""
        tiles = [f"{prefix}_l"] + [f"{prefix}_m"] * (length - 2) + [f"{prefix}_r"]
        self.row(tiles, dx, dy)
        return self.obj(kind, dx, dy, length, 1)

    def deco(self, stamp: str, dx: int, dy: int, layer: str = "furniture_below"):
        """Place decoration (chairs, plants, wall pictures) that is not an interactable object."""
        self.town.stamp(layer, self.rect[0] + dx, self.rect[1] + dy, stamp_grid(stamp))

    def row(self, stamps: list[str | None], dx: int, dy: int):
        """Decorate a horizontal run of single tiles (None leaves a gap)."""
        for i, s in enumerate(stamps):
            if s:
                self.deco(s, dx + i, dy)


@dataclass(eq=False)
class Sector:
    town: Town
    name: str
    kind: str
    rect: tuple[int, int, int, int]
    hours: str | None = None
    arenas: list[Arena] = field(default_factory=list)

    def arena(self, name: str, kind: str, x: int, y: int, w: int, h: int) -> Arena:
        """Add an arena; x, y are absolute tiles."""
        a = Arena(self.town, self, name, kind, (x, y, w, h))
        self.arenas.append(a)
        return a


@dataclass
class Room:
    rect: tuple[int, int, int, int]  # absolute interior
    floor: str
    face: str


class Building:
    """A walled building made of rooms; build() writes floors, wall tops, faces and doors."""

    def __init__(
        self, town: Town, sector: Sector, x: int, y: int, w: int, h: int, cap: str = "wood"
    ):
        self.town, self.sector, self.x, self.y, self.w, self.h, self.cap = (
            town,
            sector,
            x,
            y,
            w,
            h,
            cap,
        )
        self.rooms: list[Room] = []
        self.doors: set[tuple[int, int]] = set()
        self.opens: set[tuple[int, int]] = set()
        self.walls: set[tuple[int, int]] = set()
        self.faces: dict[tuple[int, int], str] = {}
        town.buildings.append(self)
        town.built[y : y + h, x : x + w] = True

    def room(self, rx, ry, rw, rh, floor, face, name=None, kind=None) -> Arena | Room:
        """Add a room with interior at building-relative (rx, ry); returns its Arena when named."""
        if rx < 1 or ry < 1 or rx + rw > self.w - 1 or ry + rh > self.h - 1:
            raise LayoutError(
                f"room {name} at {(rx, ry, rw, rh)} leaves building {self.sector.name}"
            )
        r = Room((self.x + rx, self.y + ry, rw, rh), floor, face)
        self.rooms.append(r)
        if name:
            return self.sector.arena(name, kind, *r.rect)
        return r

    def door(self, rx: int, ry: int):
        self.doors.add((self.x + rx, self.y + ry))

    def open(self, rx: int, ry: int, rw: int = 1, rh: int = 1):
        """Remove wall cells entirely (open-plan connection, plain floor, no face below)."""
        for yy in range(ry, ry + rh):
            for xx in range(rx, rx + rw):
                self.opens.add((self.x + xx, self.y + yy))

    def build(self):
        t = self.town
        floor_of: dict[tuple[int, int], str] = {}
        face_of: dict[tuple[int, int], str] = {}
        walls: set[tuple[int, int]] = set()
        for r in self.rooms:
            x, y, w, h = r.rect
            for yy in range(y - 1, y + h + 1):
                for xx in range(x - 1, x + w + 1):
                    if not (x <= xx < x + w and y <= yy < y + h):
                        walls.add((xx, yy))
        for r in self.rooms:
            x, y, w, h = r.rect
            for yy in range(y, y + h):
                for xx in range(x, x + w):
                    floor_of[(xx, yy)] = r.floor
                    face_of[(xx, yy)] = r.face
        gaps = self.doors | self.opens
        for c in gaps:
            if c not in walls:
                raise LayoutError(f"{self.sector.name}: door/opening {c} is not on a wall")
        walls -= gaps
        self.walls = walls

        def near_floor(c):
            for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                n = (c[0] + dx, c[1] + dy)
                if n in floor_of:
                    return floor_of[n]
            return self.rooms[0].floor

        for c in walls | gaps:
            t.set("ground", *c, near_floor(c))
        for c, fl in floor_of.items():
            if c not in walls:
                t.set("ground", *c, fl)
        for c in walls:
            n, e, s, w = (
                (c[0] + dx, c[1] + dy) in walls for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
            )
            t.set("walls", *c, f"wall_{self.cap}_{n | e << 1 | s << 2 | w << 3:02d}")
        for c in self.doors:
            horizontal = (c[0] - 1, c[1]) in walls or (c[0] + 1, c[1]) in walls
            t.set("walls", *c, "door_h" if horizontal else "door_v")
        for c in floor_of:
            if c in walls or c in gaps:
                continue
            above = (c[0], c[1] - 1)
            if above in walls:
                t.set("walls", *c, f"face_{face_of[c]}")
                self.faces[c] = face_of[c]
            elif above in self.doors:
                t.set("walls", *c, "doorway")
        self._cap_windows()

    def _cap_windows(self):
        """Glass slots in the outer south/east/west wall tops, spaced away from doors."""
        t = self.town
        x0, y0, x1, y1 = self.x, self.y, self.x + self.w - 1, self.y + self.h - 1
        for c in sorted(self.walls):
            x, y = c
            near_door = any(
                (x + d, y) in self.doors or (x, y + d) in self.doors for d in (-1, 0, 1)
            )
            if near_door:
                continue
            name = t.get("walls", x, y)
            if y == y1 and name.endswith("_10") and (x - x0) % 4 == 2:
                t.set("walls", x, y, f"wall_{self.cap}_win_h")
            elif x in (x0, x1) and name.endswith("_05") and (y - y0) % 4 == 2:
                t.set("walls", x, y, f"wall_{self.cap}_win_v")

    def north_faces(self):
        """Face cells under the building's outer north wall (candidates for windows)."""
        return [c for c in self.faces if c[1] == self.y + 1]
