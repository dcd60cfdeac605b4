"""The grid a town is drawn on (``Town``): five named tile layers, terrain painted and
autotiled, buildings and sectors placed (``map_parts``), trees, lamps and props scattered, and
the finished map checked (``map_checks.check_map``) and written (``tmx_text.tmx_text``).
"""

from __future__ import annotations

import numpy as np
from make_tiles import COLLIDES, TILE_NAMES
from tiles_terrain import NEIGHBOURS, canon_mask

from tools.town_maker.map_parts import (
    LAYERS,
    TILE_ID,
    Building,
    LayoutError,
    Sector,
    stamp_grid,
)

TERRAINS = {"dirt": 1, "stone": 2, "water": 3, "paving": 4}
TERRAIN_NAMES = {v: k for k, v in TERRAINS.items()}


class Town:
    def __init__(self, width: int, height: int, seed: int = 7):
        """An empty map of ``width`` x ``height`` tiles."""
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
