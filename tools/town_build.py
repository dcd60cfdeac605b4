"""Map-building toolkit for tools/make_town.py: a tile grid with named layers, walled buildings made
of rectangular rooms, sectors/arenas/objects bookkeeping, autotiling, validation and TMX output.

Conventions the layout code relies on:
- Room rectangles are *interiors*; each room is surrounded by a 1-tile wall ring, rings of
  neighbouring rooms are shared. Row 0 of every room is the wall *face* (blocked, drawn under the
  wall top to its north) unless a door is above it, then it is an open doorway.
- Coordinates passed to Arena.put / Arena.deco are relative to the arena's top-left tile.
- Anything inconsistent (overlapping furniture, unreachable tiles, objects outside their arena)
  raises LayoutError: the generator must fail loudly rather than write a broken map.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from xml.sax.saxutils import quoteattr

import numpy as np
from make_tiles import COLLIDES, STAMPS, TILE_NAMES
from tiles_terrain import NEIGHBOURS, canon_mask

W, H, TS = 120, 80, 32
LAYERS = ["ground", "paths", "walls", "furniture_below", "furniture_above"]
TILE_ID = {n: i for i, n in enumerate(TILE_NAMES)}
TERRAINS = {"dirt": 1, "stone": 2, "water": 3, "paving": 4}
TERRAIN_NAMES = {v: k for k, v in TERRAINS.items()}


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


class Town:
    def __init__(self, seed: int = 7, width: int = W, height: int = H):
        """An empty map of ``width`` x ``height`` tiles (Smallville's 120 x 80 by default)."""
        self.width, self.height = width, height
        self.grid = {name: np.full(self.shape, -1, np.int32) for name in LAYERS}
        self.terrain = np.zeros(self.shape, np.int8)
        self.built = np.zeros(self.shape, bool)
        self.hedges: set[tuple[int, int]] = set()
        self.fences: set[tuple[int, int]] = set()
        self.flowery = np.zeros(self.shape, bool)
        self.buildings: list[Building] = []
        self.sectors: list[Sector] = []
        self.spawns: list[tuple[str, int, int]] = []
        self.rng = np.random.default_rng(seed)

    @property
    def shape(self) -> tuple[int, int]:
        """(rows, columns) of every layer array."""
        return (self.height, self.width)

    def on_map(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    # --- raw tile access ------------------------------------------------------------------------
    def set(self, layer: str, x: int, y: int, name: str, overwrite: bool = True):
        if not self.on_map(x, y):
            raise LayoutError(f"{name} at {(x, y)} is off the map")
        if name not in TILE_ID:
            raise LayoutError(f"unknown tile {name!r}")
        if not overwrite and self.grid[layer][y, x] >= 0:
            raise LayoutError(f"{layer} {(x, y)}: {name} would cover {self.get(layer, x, y)}")
        self.grid[layer][y, x] = TILE_ID[name]

    def get(self, layer: str, x: int, y: int) -> str | None:
        v = self.grid[layer][y, x]
        return TILE_NAMES[v] if v >= 0 else None

    def stamp(self, layer: str, x: int, y: int, grid: list[list[str]]):
        for r, row in enumerate(grid):
            for c, name in enumerate(row):
                wall = self.get("walls", x + c, y + r)
                if layer.startswith("furniture") and wall and not wall.startswith("face_"):
                    raise LayoutError(f"{name} at {(x + c, y + r)} sits on {wall}")
                self.set(layer, x + c, y + r, name, overwrite=False)

    # --- sectors and outdoor features -------------------------------------------------------
    def sector(self, name, kind, x, y, w, h, hours=None) -> Sector:
        s = Sector(self, name, kind, (x, y, w, h), hours)
        self.sectors.append(s)
        return s

    def building(self, sector: Sector, x, y, w, h, cap="wood") -> Building:
        return Building(self, sector, x, y, w, h, cap)

    def spawn(self, name: str, x: int, y: int):
        self.spawns.append((name, x, y))

    def paint(self, terrain: str, x: int, y: int, w: int = 1, h: int = 1):
        self.terrain[max(y, 0) : y + h, max(x, 0) : x + w] = TERRAINS[terrain] if terrain else 0

    def path(self, terrain: str, points: list[tuple[int, int]], width: int = 2):
        """Axis-aligned polyline of the given width (top-left aligned at each point)."""
        for (ax, ay), (bx, by) in zip(points, points[1:], strict=False):
            x0, x1 = sorted((ax, bx))
            y0, y1 = sorted((ay, by))
            self.paint(terrain, x0, y0, x1 - x0 + width, y1 - y0 + width)

    def tree(self, x: int, y: int, kind: str = "oak", strict: bool = True) -> bool:
        """Trunk at (x, y) (blocking), 3x3 crown above it in furniture_above."""
        cells = [(x + dx, y + dy) for dy in (-3, -2, -1) for dx in (-1, 0, 1)]
        ok = self.on_map(x, y) and not self.built[y, x] and self.terrain[y, x] == 0
        ok = (
            ok
            and self.grid["furniture_below"][y, x] < 0
            and (x, y) not in self.hedges | self.fences
        )
        for cx, cy in cells:
            ok = ok and self.on_map(cx, cy) and not self.built[cy, cx]
            ok = ok and self.grid["furniture_above"][cy, cx] < 0
        if not ok:
            if strict:
                raise LayoutError(f"no room for a tree at {(x, y)}")
            return False
        self.set("furniture_below", x, y, "tree_trunk")
        for i, part in enumerate(("l", "m", "r")):
            if (
                0 <= x - 1 + i < self.width
                and self.grid["paths"][y, x - 1 + i] < 0
                and self.terrain[y, x - 1 + i] == 0
            ):
                self.set("paths", x - 1 + i, y, f"tree_shadow_{part}")
        for i, (cx, cy) in enumerate(cells):
            self.set("furniture_above", cx, cy, f"crown_{kind}_{i // 3}{i % 3}")
        return True

    def lamp(self, x: int, y: int):
        self.set("furniture_below", x, y, "lamp_base", overwrite=False)
        self.set("furniture_above", x, y - 1, "lamp_top", overwrite=False)

    def prop(self, name: str, x: int, y: int, layer: str = "furniture_below"):
        self.stamp(layer, x, y, stamp_grid(name))

    def rug(self, colour: str, x: int, y: int, w: int, h: int):
        """9-slice rug in the paths layer (under furniture, walkable)."""
        for yy in range(h):
            for xx in range(w):
                r = 0 if yy == 0 else 2 if yy == h - 1 else 1
                c = 0 if xx == 0 else 2 if xx == w - 1 else 1
                self.set("paths", x + xx, y + yy, f"rug_{colour}_{r}{c}")

    # --- finishing passes ---------------------------------------------------------------------
    def finish(self):
        self._autotile_terrain()
        self._autotile_lines(self.hedges, "hedge")
        self._autotile_lines(self.fences, "fence")
        self._grass()
        self._windows()
        self._shade()

    def _shade(self):
        """Soft shadows (paths layer): inside, under wall faces and east of west walls; outside,
        south and east of each building (light comes from the top-left)."""
        for b in self.buildings:
            for yy in range(b.y, b.y + b.h):
                for xx in range(b.x, b.x + b.w):
                    c = (xx, yy)
                    if (
                        c in b.walls
                        or c in b.doors
                        or c in b.opens
                        or c in b.faces
                        or self.grid["paths"][yy, xx] >= 0
                    ):
                        continue
                    if self.get("walls", xx, yy) == "doorway":
                        continue
                    n = (xx, yy - 1) in b.faces
                    w = (xx - 1, yy) in b.walls
                    if n or w:
                        self.set(
                            "paths",
                            xx,
                            yy,
                            "shade_nw" if n and w else "shade_n" if n else "shade_w",
                        )
            x1, y1 = b.x + b.w, b.y + b.h
            outside = [((xx, y1), "shade_n") for xx in range(b.x + 1, x1)]
            outside += [((x1, yy), "shade_w") for yy in range(b.y + 1, y1)] + [
                ((x1, y1), "shade_c")
            ]
            for (xx, yy), name in outside:
                if (
                    self.on_map(xx, yy)
                    and self.grid["paths"][yy, xx] < 0
                    and not self.built[yy, xx]
                ):
                    self.set("paths", xx, yy, name)

    def _autotile_terrain(self):
        """Blob tiles: a neighbour counts as present if it is the same terrain, or (for paths) a
        stronger path or a building (so paths run right up to doors) or the map edge."""
        t = self.terrain
        for y in range(self.height):
            for x in range(self.width):
                k = t[y, x]
                if not k:
                    continue
                name = TERRAIN_NAMES[int(k)]
                mask = 0
                for i, (dx, dy) in enumerate(NEIGHBOURS):
                    nx, ny = x + dx, y + dy
                    if not self.on_map(nx, ny):
                        present = True
                    elif k == 3:
                        present = t[ny, nx] == 3
                    else:  # dirt runs under stone and paving, paving under cobbles
                        n = t[ny, nx]
                        present = (
                            n == k
                            or self.built[ny, nx]
                            or (k == 1 and n in (2, 4))
                            or (k == 4 and n == 2)
                        )
                    mask |= int(present) << i
                self.set("paths", x, y, f"{name}_{canon_mask(mask):03d}")

    def _autotile_lines(self, cells, prefix):
        for x, y in sorted(cells):
            m = sum(
                ((x + dx, y + dy) in cells) << i
                for i, (dx, dy) in enumerate(((0, -1), (1, 0), (0, 1), (-1, 0)))
            )
            self.set("furniture_below", x, y, f"{prefix}_{m:02d}", overwrite=False)

    def _grass(self):
        """Grass variants by a seeded draw: mostly plain tufts, flowers where marked flowery."""
        plain = self.rng.choice(
            [0, 1, 2, 3, 7, 8, 9], size=self.shape, p=[0.28, 0.28, 0.2, 0.1, 0.06, 0.06, 0.02]
        )
        flowers = self.rng.choice([4, 5, 6], size=self.shape)
        roll = self.rng.random(self.shape)
        for y in range(self.height):
            for x in range(self.width):
                if self.grid["ground"][y, x] >= 0:
                    continue
                chance = 0.22 if self.flowery[y, x] else 0.04
                v = flowers[y, x] if roll[y, x] < chance else plain[y, x]
                self.set("ground", x, y, f"grass_{v}")

    def _windows(self):
        """Windows on free face cells under outer north walls, every third tile."""
        for b in self.buildings:
            for x, y in sorted(b.north_faces()):
                if (x - b.x) % 3 == 2 and self.grid["furniture_below"][y, x] < 0:
                    self.set("furniture_below", x, y, "deco_window")

    # --- checks -----------------------------------------------------------------------------
    def blocked(self) -> np.ndarray:
        solid = np.zeros(len(TILE_NAMES) + 1, bool)
        for n in COLLIDES:
            solid[TILE_ID[n]] = True
        b = np.zeros(self.shape, bool)
        for layer in LAYERS:
            g = self.grid[layer]
            b |= solid[np.where(g >= 0, g, len(TILE_NAMES))]
        return b

    def validate(self, required: dict[str, set[str]], all_kinds: set[str]) -> dict:
        """Check the contract invariants; raise LayoutError listing every problem found."""
        errors: list[str] = []
        blocked = self.blocked()

        def inside(rect, px_, py_):
            x, y, w, h = rect
            return x <= px_ < x + w and y <= py_ < y + h

        def overlap(a, b):
            return (
                a[0] < b[0] + b[2]
                and b[0] < a[0] + a[2]
                and a[1] < b[1] + b[3]
                and b[1] < a[1] + a[3]
            )

        names = [s.name for s in self.sectors]
        if len(set(names)) != len(names):
            errors.append("duplicate sector names")
        for i, s in enumerate(self.sectors):
            for o in self.sectors[i + 1 :]:
                if overlap(s.rect, o.rect):
                    errors.append(f"sectors overlap: {s.name} / {o.name}")
            an = [a.name for a in s.arenas]
            if len(set(an)) != len(an):
                errors.append(f"{s.name}: duplicate arena names")
            for j, a in enumerate(s.arenas):
                sx, sy, sw, sh = s.rect
                ax, ay, aw, ah = a.rect
                if not (sx <= ax and sy <= ay and ax + aw <= sx + sw and ay + ah <= sy + sh):
                    errors.append(f"arena {s.name}/{a.name} not inside its sector")
                for b in s.arenas[j + 1 :]:
                    if overlap(a.rect, b.rect):
                        errors.append(f"arenas overlap: {s.name}/{a.name} and {b.name}")
                if not (~blocked[ay : ay + ah, ax : ax + aw]).any():
                    errors.append(f"arena {s.name}/{a.name} has no walkable tile")
                kinds = {o.kind for o in a.objects}
                missing = required.get(a.kind, set()) - kinds
                if missing and s.kind in ("home", "apartments", "dorm"):
                    errors.append(f"{s.name}/{a.name} lacks {sorted(missing)}")
                for o in a.objects:
                    ox, oy, ow, oh = o.rect
                    if not inside(a.rect, ox + ow / 2 - 0.01, oy + oh / 2 - 0.01):
                        errors.append(f"object {o.name} centre outside {s.name}/{a.name}")
        # connectivity: every walkable tile in one region
        walk = ~blocked
        start = next(((x, y) for _, x, y in self.spawns), None)
        seen = np.zeros(self.shape, bool)
        if start is None or blocked[start[1], start[0]]:
            errors.append("first spawn is missing or blocked")
        else:
            q = deque([start])
            seen[start[1], start[0]] = True
            while q:
                x, y = q.popleft()
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    nx, ny = x + dx, y + dy
                    if self.on_map(nx, ny) and walk[ny, nx] and not seen[ny, nx]:
                        seen[ny, nx] = True
                        q.append((nx, ny))
            stray = np.argwhere(walk & ~seen)
            if len(stray):
                errors.append(
                    f"{len(stray)} walkable tiles unreachable, e.g. (x,y) {[(int(c[1]), int(c[0])) for c in stray[:8]]}"
                )
        for s in self.sectors:
            for a in s.arenas:
                for o in a.objects:
                    x, y, w, h = o.rect
                    cells = [
                        (xx, yy)
                        for yy in range(y - 1, y + h + 1)
                        for xx in range(x - 1, x + w + 1)
                        if not ((xx in (x - 1, x + w)) and (yy in (y - 1, y + h)))
                    ]
                    if not any(self.on_map(cx, cy) and seen[cy, cx] for cx, cy in cells):
                        errors.append(
                            f"object {s.name}/{a.name}/{o.name} has no reachable access tile"
                        )
        for b in self.buildings:
            for x, y in b.doors:
                pair = (
                    [(x - 1, y), (x + 1, y)]
                    if self.get("walls", x, y) == "door_v"
                    else [(x, y - 1), (x, y + 1)]
                )
                for cx, cy in pair:
                    if self.get("walls", cx, cy) == "doorway":
                        cy += 1
                    if not self.on_map(cx, cy) or blocked[cy, cx]:
                        errors.append(f"door {(x, y)} of {b.sector.name} is blocked at {(cx, cy)}")
        for name, x, y in self.spawns:
            if blocked[y, x]:
                errors.append(f"spawn {name} is blocked")
        used = {o.kind for s in self.sectors for a in s.arenas for o in a.objects}
        if all_kinds - used:
            errors.append(f"object kinds never placed: {sorted(all_kinds - used)}")
        if errors:
            raise LayoutError("town layout is invalid:\n  " + "\n  ".join(errors))
        return {
            "sectors": len(self.sectors),
            "arenas": sum(len(s.arenas) for s in self.sectors),
            "objects": sum(len(a.objects) for s in self.sectors for a in s.arenas),
            "spawns": len(self.spawns),
            "walkable": int(walk.sum()),
        }

    # --- output -------------------------------------------------------------------------------
    def tmx(self, tileset_source: str, props: dict[str, str]) -> str:
        """Serialise as a Tiled 1.8 TMX map (CSV layers, rectangles for every object)."""
        out = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
            f'width="{self.width}" height="{self.height}" tilewidth="{TS}" tileheight="{TS}" infinite="0" '
            f'nextlayerid="{len(LAYERS) + 5}" nextobjectid="@NEXT@">',
            " <properties>",
        ]
        for k, v in sorted(props.items()):
            out.append(f"  <property name={quoteattr(k)} value={quoteattr(v)}/>")
        out += [" </properties>", f' <tileset firstgid="1" source={quoteattr(tileset_source)}/>']
        for lid, layer in enumerate(LAYERS, 1):
            g = self.grid[layer] + 1
            rows = [",".join(str(int(v)) for v in row) for row in g]
            out += [
                f' <layer id="{lid}" name="{layer}" width="{self.width}" height="{self.height}">',
                '  <data encoding="csv">',
                ",\n".join(rows),
                "</data>",
                " </layer>",
            ]
        oid = 1
        groups = {
            "sectors": [
                (s.name, s.rect, {"kind": s.kind, **({"hours": s.hours} if s.hours else {})})
                for s in self.sectors
            ],
            "arenas": [
                (a.name, a.rect, {"kind": a.kind, "sector": s.name})
                for s in self.sectors
                for a in s.arenas
            ],
            "objects": [
                (o.name, o.rect, {"kind": o.kind, "sector": s.name, "arena": a.name})
                for s in self.sectors
                for a in s.arenas
                for o in a.objects
            ],
            "spawns": [(n, (x, y, 1, 1), {}) for n, x, y in self.spawns],
        }
        for gid, (gname, items) in enumerate(groups.items(), len(LAYERS) + 1):
            out.append(f' <objectgroup id="{gid}" name="{gname}">')
            for name, (x, y, w, h), p in items:
                out.append(
                    f'  <object id="{oid}" name={quoteattr(name)} x="{x * TS}" y="{y * TS}" '
                    f'width="{w * TS}" height="{h * TS}">'
                )
                oid += 1
                if p:
                    out.append("   <properties>")
                    for k, v in p.items():
                        out.append(f"    <property name={quoteattr(k)} value={quoteattr(v)}/>")
                    out.append("   </properties>")
                out.append("  </object>")
            out.append(" </objectgroup>")
        out.append("</map>")
        return "\n".join(out).replace("@NEXT@", str(oid)) + "\n"
