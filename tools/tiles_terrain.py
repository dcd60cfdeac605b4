"""Ground, floors, autotiled paths/water and walls for the town tileset.

Paths and water are "blob" autotiles: one tile per canonical 8-neighbour mask (47 of them), so
edges, outer corners and inner corners all line up. Their shapes come from a distance field with
rounded convex corners instead of hand-drawn pieces, which keeps the generator short and the seams
exact (every tile samples the same tile-periodic noise).
"""

from __future__ import annotations

import numpy as np
from tiles_paint import (
    GLASS,
    OUT,
    Sprite,
    T,
    canvas,
    dk,
    from_array,
    hline,
    lt,
    mix,
    periodic_noise,
    px,
    rect,
    rng_for,
    speckle,
    to_array,
    vline,
)

GRASS = (118, 176, 84)
GRASS_DK = (92, 150, 70)
GRASS_LT = (146, 198, 100)

# --- blob autotile masks -----------------------------------------------------------------------
# bit order: N, NE, E, SE, S, SW, W, NW
NEIGHBOURS = [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)]


def canon_mask(m: int) -> int:
    """Drop diagonal bits that do not matter (a corner only counts if both its sides are present)."""
    bit = [(m >> i) & 1 for i in range(8)]
    n, e, s, w = bit[0], bit[2], bit[4], bit[6]
    if not (n and e):
        bit[1] = 0
    if not (s and e):
        bit[3] = 0
    if not (s and w):
        bit[5] = 0
    if not (n and w):
        bit[7] = 0
    return sum(b << i for i, b in enumerate(bit))


BLOB_MASKS = sorted({canon_mask(m) for m in range(256)})  # 47 values


def _blob_field(mask: int, inset: float, radius: int, noise: np.ndarray):
    """Return dilate(core, k) for k = radius+1 .. radius-4 on the 3x3-tile canvas.

    core = pixels deeper than inset+radius inside the present cells; dilating it back by radius
    gives the region inset from absent cells with rounded convex corners (an opening)."""
    size = 3 * T
    ys, xs = np.mgrid[0:size, 0:size] + 0.5
    dist = np.full((size, size), 1e9)
    for i, (dx, dy) in enumerate(NEIGHBOURS):
        if (mask >> i) & 1:
            continue
        x0, y0 = (dx + 1) * T, (dy + 1) * T
        ddx = np.maximum(np.maximum(x0 - xs, 0), xs - (x0 + T))
        ddy = np.maximum(np.maximum(y0 - ys, 0), ys - (y0 + T))
        dist = np.minimum(dist, np.hypot(ddx, ddy))
    core = (dist + np.tile(noise, (3, 3))) >= inset + radius
    layers = {}
    for k in range(radius + 1, radius - 5, -1):
        acc = np.zeros((size, size), bool)
        rk = max(k, 0)
        for oy in range(-rk, rk + 1):
            for ox in range(-rk, rk + 1):
                if ox * ox + oy * oy > k * k + 0.5 or k < 0:
                    continue
                shifted = np.zeros_like(core)
                ys0, ys1 = max(oy, 0), size + min(oy, 0)
                xs0, xs1 = max(ox, 0), size + min(ox, 0)
                shifted[ys0 - oy : ys1 - oy, xs0 - ox : xs1 - ox] = core[ys0:ys1, xs0:xs1]
                acc |= shifted
        layers[k] = acc
    return layers


def _centre(a):
    return a[T : 2 * T, T : 2 * T]


def _dirt_texture():
    rng = rng_for("dirt")
    base = (206, 166, 112)
    s = canvas()
    rect(s, base, 0, 0, T, T)
    n = periodic_noise("dirt-tone", 4, 1.0)
    arr = to_array(s)
    arr[n > 0.45, :3] = mix(base, (190, 148, 98), 0.7)
    arr[n < -0.55, :3] = mix(base, (220, 184, 132), 0.7)
    s = from_array(arr)
    for _ in range(7):
        x, y = int(rng.integers(0, T)), int(rng.integers(0, T))
        px(s, (178, 136, 92), x, y)
        px(s, (178, 136, 92), (x + 1) % T, y)
        px(s, (228, 198, 150), x, (y - 1) % T)
    for _ in range(3):  # pebbles
        x, y = int(rng.integers(1, T - 2)), int(rng.integers(1, T - 2))
        rect(s, (160, 142, 124), x, y, 2, 2)
        px(s, (206, 196, 180), x, y)
    return to_array(s)


def _cobble_texture():
    """Periodic Voronoi stones: mortar where the two nearest seeds are almost equidistant."""
    rng = rng_for("cobble")
    pts = []
    for gy in range(3):
        for gx in range(3):
            pts.append(
                (
                    (gx + 0.5 + rng.uniform(-0.3, 0.3)) * T / 3,
                    (gy + 0.5 + rng.uniform(-0.3, 0.3)) * T / 3,
                )
            )
    pts = np.array(pts)
    ys, xs = np.mgrid[0:T, 0:T] + 0.5
    d = []
    for cx, cy in pts:
        ddx = np.abs(xs - cx)
        ddx = np.minimum(ddx, T - ddx)
        ddy = np.abs(ys - cy)
        ddy = np.minimum(ddy, T - ddy)
        d.append(np.hypot(ddx, ddy))
    d = np.array(d)
    order = np.argsort(d, axis=0)
    nearest = order[0]
    d0 = np.take_along_axis(d, order[:1], 0)[0]
    d1 = np.take_along_axis(d, order[1:2], 0)[0]
    mortar = (d1 - d0) < 1.6
    # vertical offset from the seed gives top-lit shading per stone
    cy = pts[nearest, 1]
    rel = ys - cy
    rel = (rel + T / 2) % T - T / 2
    tints = rng.uniform(-10, 10, len(pts))
    base = np.array((184, 176, 162), float)
    arr = np.zeros((T, T, 4), np.uint8)
    col = base[None, None, :] + tints[nearest][:, :, None]
    col = np.where((rel < -2.5)[:, :, None], col + 16, col)
    col = np.where((rel > 2.5)[:, :, None], col - 16, col)
    col = np.where(mortar[:, :, None], np.array((128, 118, 110), float), col)
    arr[:, :, :3] = np.clip(col, 0, 255)
    arr[:, :, 3] = 255
    return arr


def _paving_texture():
    """Large warm flagstones in a running bond, for plazas."""
    rng = rng_for("paving")
    arr = np.zeros((T, T, 4), np.uint8)
    arr[:, :, 3] = 255
    base = np.array((214, 204, 184))
    for r in range(2):
        off = 8 if r else 0
        for k in range(-1, 2):
            x0 = k * 16 + off
            tone = base + rng.integers(-10, 10)
            xs = slice(max(x0, 0), min(x0 + 16, T))
            arr[r * 16 : r * 16 + 16, xs, :3] = tone
            arr[r * 16, xs, :3] = np.minimum(tone + 18, 255)
            arr[r * 16 + 15, xs, :3] = tone - 42
            if 0 <= x0 + 15 < T:
                arr[r * 16 : r * 16 + 16, x0 + 15, :3] = tone - 42
            if 0 <= x0 < T:
                arr[r * 16 + 1 : r * 16 + 15, x0, :3] = np.minimum(tone + 10, 255)
    for _ in range(10):
        x, y = int(rng.integers(0, T)), int(rng.integers(0, T))
        arr[y, x, :3] = arr[y, x, :3] - 14
    return arr


def _water_texture():
    rng = rng_for("water")
    base = (86, 160, 214)
    s = canvas()
    rect(s, base, 0, 0, T, T)
    arr = to_array(s)
    n = periodic_noise("water-tone", 4, 1.0)
    arr[n > 0.35, :3] = (76, 148, 206)
    s = from_array(arr)
    for _ in range(5):
        x, y, w = int(rng.integers(0, T)), int(rng.integers(2, T - 2)), int(rng.integers(3, 6))
        for i in range(w):
            px(s, (150, 206, 238), (x + i) % T, y)
        px(s, (120, 186, 230), (x + w) % T, y)
    return to_array(s)


def _blob_tile(kind: str, mask: int, tex: np.ndarray):
    """Compose one blob tile for terrain kind ('dirt', 'stone', 'water')."""
    inset, radius = {"dirt": (2.0, 6), "stone": (0.5, 5), "paving": (0.5, 4), "water": (3.0, 8)}[
        kind
    ]
    hard = kind in ("stone", "paving")
    noise = periodic_noise("s", 4, 0.3) if hard else periodic_noise(kind + "-edge", 8, 1.2)
    field = _blob_field(mask, inset, radius, noise)
    lay = {k: _centre(v) for k, v in field.items()}
    full = field[radius]
    inside = lay[radius]
    depth = np.full((T, T), 9)
    for i, k in enumerate(range(radius - 1, radius - 5, -1)):
        depth[inside & ~lay[k] & (depth == 9)] = i
    out = np.zeros((T, T, 4), np.uint8)
    out[inside] = tex[inside]
    halo = lay[radius + 1] & ~inside

    def paint(sel, col, a=255):
        out[sel, :3] = col[:3]
        out[sel, 3] = a

    if kind == "dirt":
        paint(halo, (60, 104, 50), 80)
        paint(depth == 0, (156, 116, 78))
        paint(depth == 1, (184, 142, 96))
    elif hard:
        curb = (216, 210, 198) if kind == "stone" else (188, 176, 160)
        paint(halo, (40, 60, 40), 70)
        paint(depth == 0, (98, 92, 96))
        paint((depth == 1) | (depth == 2), curb)
        paint(depth == 3, dk(curb, 0.25))
    else:  # water: grassy lip, earthen bank face on the north shore, a foam line
        above = np.zeros((T, T), bool)
        big = full
        for dy in range(1, 5):
            above |= ~big[T - dy : 2 * T - dy, T : 2 * T]
        bank = inside & above & (depth > 0)
        paint(halo, (56, 96, 52), 110)
        paint(depth == 0, (70, 104, 58))
        paint((depth == 1) & ~bank, (196, 232, 244))
        paint(bank, (146, 110, 74))
        bank_dark = inside & bank & ~np.roll(bank, 1, axis=0)
        paint(bank_dark & (depth > 0), (170, 132, 90))
        below_bank = inside & ~bank & np.roll(bank, 1, axis=0) & (depth > 1)
        paint(below_bank, (60, 124, 182))
    return from_array(out)


def blob_sprites():
    sprites = []
    textures = {
        "dirt": _dirt_texture,
        "stone": _cobble_texture,
        "paving": _paving_texture,
        "water": _water_texture,
    }
    for kind, collides in (("dirt", False), ("stone", False), ("paving", False), ("water", True)):
        tex = textures[kind]()
        for m in BLOB_MASKS:
            sprites.append(
                Sprite(f"{kind}_{m:03d}", collides, lambda k=kind, m=m, t=tex: _blob_tile(k, m, t))
            )
    return sprites


# --- grass -------------------------------------------------------------------------------------
def _grass(variant: int):
    rng = rng_for(f"grass{variant}")
    s = canvas()
    rect(s, GRASS, 0, 0, T, T)
    n_tufts = 9 if variant < 4 else 6
    for _ in range(n_tufts):
        x, y = int(rng.integers(1, T - 3)), int(rng.integers(2, T - 2))
        px(s, GRASS_DK, x, y)
        px(s, GRASS_DK, x + 2, y)
        px(s, GRASS_DK, x + 1, y + 1)
        px(s, GRASS_LT, x + 1, y - 1)
    speckle(s, rng, [GRASS_LT, (130, 186, 92)], 6, 1, 1, T - 2, T - 2)
    if variant == 3:  # clover patch
        for _ in range(3):
            x, y = int(rng.integers(3, T - 5)), int(rng.integers(3, T - 5))
            for ox, oy in ((0, 0), (2, 0), (1, -1), (1, 1)):
                px(s, (100, 164, 80), x + ox, y + oy)
    if variant in (4, 5, 6):
        petals = {4: (250, 250, 244), 5: (246, 170, 196), 6: (250, 220, 96)}[variant]
        for _ in range(4):
            x, y = int(rng.integers(3, T - 4)), int(rng.integers(3, T - 4))
            for ox, oy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                px(s, petals, x + ox, y + oy)
            px(s, (246, 200, 60) if variant != 6 else (220, 120, 60), x, y)
            px(s, GRASS_DK, x, y + 2)
    if variant == 8:  # a clump of taller grass
        x0, y0 = int(rng.integers(6, 18)), int(rng.integers(8, 20))
        for i in range(7):
            x = x0 + i * 2
            h = 4 + (i * 3) % 4
            vline(s, GRASS_DK, x, y0 + 6 - h, h)
            px(s, GRASS_LT, x, y0 + 6 - h)
            px(s, (70, 128, 60), x + 1, y0 + 6)
    if variant == 9:  # mushrooms in the clover
        for x, y in ((9, 12), (20, 19)):
            rect(s, (236, 230, 214), x + 1, y + 2, 2, 3)
            rect(s, (200, 70, 60), x, y, 4, 2)
            px(s, (250, 230, 220), x + 1, y)
    if variant == 7:  # a few pebbles
        for _ in range(3):
            x, y = int(rng.integers(2, T - 4)), int(rng.integers(2, T - 4))
            rect(s, (150, 150, 140), x, y, 3, 2)
            px(s, (200, 200, 190), x, y)
            hline(s, GRASS_DK, x, y + 2, 3)
    return s


def grass_sprites():
    return [Sprite(f"grass_{i}", False, lambda i=i: _grass(i)) for i in range(10)]


# --- floors ------------------------------------------------------------------------------------
def _planks(name, base, rows=4):
    rng = rng_for(name)
    s = canvas()
    h = T // rows
    for r in range(rows):
        y = r * h
        tone = mix(base, (255, 240, 210), 0.08) if r % 2 else base
        rect(s, tone, 0, y, T, h)
        hline(s, lt(tone, 0.18), 0, y, T)
        hline(s, dk(base, 0.35), 0, y + h - 1, T)
        joint = (r * 13 + 5) % T
        vline(s, dk(base, 0.35), joint, y, h - 1)
        px(s, lt(tone, 0.25), (joint + 1) % T, y + 1)
        for _ in range(2):  # grain
            gx, gy = int(rng.integers(0, T - 6)), y + int(rng.integers(2, h - 2))
            hline(s, dk(tone, 0.12), gx, gy, int(rng.integers(3, 7)))
    return s


def _checker(c1, c2, size=16):
    s = canvas()
    for y in range(0, T, size):
        for x in range(0, T, size):
            c = c1 if ((x + y) // size) % 2 == 0 else c2
            rect(s, c, x, y, size, size)
            hline(s, lt(c, 0.25), x, y, size)
            vline(s, lt(c, 0.25), x, y, size)
            hline(s, dk(c, 0.15), x, y + size - 1, size)
            vline(s, dk(c, 0.15), x + size - 1, y, size)
    return s


def _small_tiles(c, grout, size=8):
    s = canvas()
    rect(s, c, 0, 0, T, T)
    for i in range(0, T, size):
        hline(s, grout, 0, i, T)
        vline(s, grout, i, 0, T)
        for j in range(0, T, size):
            px(s, lt(c, 0.4), i + 1, j + 1)
    return s


def _slabs(c, name):
    rng = rng_for(name)
    s = canvas()
    for r in range(2):
        off = 8 if r else 0
        for k in range(-1, 2):
            x = k * 16 + off
            tone = mix(c, (255, 255, 255), float(rng.uniform(-0.05, 0.08)))
            rect(s, tone, x, r * 16, 16, 16)
            hline(s, lt(tone, 0.2), x, r * 16, 16)
            hline(s, dk(c, 0.25), x, r * 16 + 15, 16)
            vline(s, dk(c, 0.25), x + 15, r * 16, 16)
    return s


def _carpet(c, name, motif):
    s = canvas()
    rect(s, c, 0, 0, T, T)
    for y in range(0, T, 8):
        for x in range(0, T, 8):
            if motif == "dots":
                px(s, lt(c, 0.2), x + 3, y + 3)
            elif motif == "diamond" and (x // 8 + y // 8) % 2 == 0:
                for d in range(3):
                    px(s, dk(c, 0.15), x + 4 - d, y + 2 + d)
                    px(s, dk(c, 0.15), x + 4 + d, y + 2 + d)
    return s


def _parquet(c):
    s = canvas()
    for by in range(0, T, 8):
        for bx in range(0, T, 8):
            horiz = (bx // 8 + by // 8) % 2 == 0
            tone = c if horiz else lt(c, 0.1)
            rect(s, tone, bx, by, 8, 8)
            for i in range(0, 8, 4):
                if horiz:
                    hline(s, dk(c, 0.25), bx, by + i + 3, 8)
                else:
                    vline(s, dk(c, 0.25), bx + i + 3, by, 8)
    return s


def _concrete(c):
    rng = rng_for("concrete")
    s = canvas()
    rect(s, c, 0, 0, T, T)
    speckle(s, rng, [dk(c, 0.12), lt(c, 0.12)], 30)
    hline(s, dk(c, 0.18), 0, T - 1, T)
    vline(s, dk(c, 0.18), T - 1, 0, T)
    return s


FLOORS = {
    "floor_wood": lambda: _planks("floor_wood", (214, 166, 112)),
    "floor_wood_dark": lambda: _planks("floor_wood_dark", (152, 102, 72)),
    "floor_wood_red": lambda: _planks("floor_wood_red", (184, 116, 84)),
    "floor_wood_pale": lambda: _planks("floor_wood_pale", (226, 198, 150)),
    "floor_check": lambda: _checker((238, 232, 214), (150, 190, 196)),
    "floor_check_red": lambda: _checker((238, 228, 208), (200, 110, 100)),
    "floor_bath": lambda: _small_tiles((214, 232, 238), (168, 192, 206)),
    "floor_stone": lambda: _slabs((206, 198, 182), "floor_stone"),
    "floor_carpet_green": lambda: _carpet((120, 156, 112), "cg", "dots"),
    "floor_carpet_red": lambda: _carpet((170, 86, 86), "cr", "diamond"),
    "floor_carpet_blue": lambda: _carpet((104, 122, 172), "cb", "dots"),
    "floor_carpet_plum": lambda: _carpet((144, 106, 150), "cp", "diamond"),
    "floor_parquet": lambda: _parquet((190, 138, 88)),
    "floor_concrete": lambda: _concrete((172, 168, 160)),
}


def floor_sprites():
    return [Sprite(n, False, f) for n, f in FLOORS.items()]


# --- walls ---------------------------------------------------------------------------------
CAPS = {
    "wood": (132, 92, 72),
    "stone": (132, 130, 146),
    "brick": (150, 84, 70),
    "plaster": (196, 180, 158),
}


def _cap(material: str, mask: int, window: str = ""):
    """Wall top seen from above; mask bits N,E,S,W (1,2,4,8) mark sides joined to more wall.

    The top surface is lighter and inset from the free sides, which get a 1px outline and a
    darker bevel (a thicker one to the south: the wall's front edge), so walls read as raised."""
    c = CAPS[material]
    top, side, front = lt(c, 0.12), dk(c, 0.18), dk(c, 0.38)
    n, e, so, w = (mask >> 0) & 1, (mask >> 1) & 1, (mask >> 2) & 1, (mask >> 3) & 1
    s = canvas()
    rect(s, side, 0, 0, T, T)
    x0, y0 = (0 if w else 3), (0 if n else 3)
    x1, y1 = (T if e else T - 3), (T if so else T - 6)
    rect(s, top, x0, y0, x1 - x0, y1 - y0)
    if material == "wood":  # boards running along the wall
        horizontal = bool(e or w) and n + so < 2
        for i in range(4, 32, 8):
            if horizontal and y0 <= i < y1:
                hline(s, dk(top, 0.1), x0, i, x1 - x0)
            elif not horizontal and x0 <= i < x1:
                vline(s, dk(top, 0.1), i, y0, y1 - y0)
    elif material == "plaster":  # smooth lime plaster with a few specks
        rng = rng_for(f"plaster{mask}")
        speckle(s, rng, [dk(top, 0.08), lt(top, 0.15)], 14, x0, y0, x1 - x0, y1 - y0)
    elif material == "brick":  # small bricks in running bond
        for y in range(y0 + 3, y1, 4):
            hline(s, dk(top, 0.18), x0, y, x1 - x0)
            for x in range(((y - y0) // 4 % 2) * 4 + 2, T, 8):
                if x0 <= x < x1:
                    vline(s, dk(top, 0.18), x, y - 3, 3)
    else:  # cut stone blocks
        for y in range(y0 + 7, y1, 8):
            hline(s, dk(top, 0.14), x0, y, x1 - x0)
        for y in range(y0, y1, 8):
            for x in range(((y - y0) // 8 % 2) * 8 + 4, T, 16):
                if x0 <= x < x1:
                    vline(s, dk(top, 0.14), x, y, min(7, y1 - y))
    if not n:
        hline(s, OUT, 0, 0, T)
        hline(s, lt(top, 0.35), x0, y0, x1 - x0)
    if not w:
        vline(s, OUT, 0, 0, T)
        vline(s, lt(top, 0.25), x0, y0, y1 - y0)
    if not e:
        vline(s, OUT, T - 1, 0, T)
    if not so:
        rect(s, front, 0, T - 6, T, 5)
        hline(s, OUT, 0, T - 1, T)
    if window == "h":
        rect(s, OUT, 3, 9, 26, 12)
        rect(s, GLASS, 4, 10, 24, 10)
        hline(s, lt(GLASS, 0.5), 5, 11, 10)
        vline(s, OUT, 16, 10, 10)
    elif window == "v":
        rect(s, OUT, 9, 3, 14, 24)
        rect(s, GLASS, 10, 4, 12, 22)
        vline(s, lt(GLASS, 0.5), 11, 5, 8)
        hline(s, OUT, 10, 15, 12)
    return s


FACES = {
    "cream": ((240, 226, 196), (176, 124, 86), "stripe"),
    "sage": ((176, 204, 164), (124, 92, 70), "dots"),
    "sky": ((168, 196, 226), (112, 96, 120), "stripe"),
    "rose": ((234, 190, 190), (150, 96, 90), "dots"),
    "butter": ((242, 220, 150), (150, 110, 70), "stripe"),
    "lilac": ((200, 182, 220), (110, 90, 120), "dots"),
    "brick": ((176, 96, 76), (96, 64, 54), "brick"),
    "wood": ((170, 118, 80), (110, 72, 52), "boards"),
    "tile": ((226, 238, 240), (150, 176, 190), "tiles"),
    "stone": ((206, 200, 188), (140, 136, 130), "blocks"),
}


def _face(name: str):
    """Front face of a wall (the row just south of a wall top): paper above, wainscot below."""
    paper, wain, motif = FACES[name]
    s = canvas()
    rect(s, paper, 0, 0, T, 22)
    if motif == "stripe":
        for x in range(2, T, 8):
            vline(s, dk(paper, 0.07), x, 0, 22)
            vline(s, lt(paper, 0.2), x + 1, 0, 22)
    elif motif == "dots":
        for y in range(4, 22, 6):
            for x in range((y // 6 % 2) * 4 + 2, T, 8):
                px(s, dk(paper, 0.12), x, y)
    elif motif == "brick":
        rect(s, paper, 0, 0, T, T)
        for y in range(0, T, 6):
            hline(s, dk(paper, 0.35), 0, y + 5, T)
            for x in range((y // 6 % 2) * 6, T, 12):
                vline(s, dk(paper, 0.35), x, y, 5)
            hline(s, lt(paper, 0.12), 0, y, T)
    elif motif == "boards":
        for x in range(0, T, 8):
            vline(s, dk(paper, 0.3), x, 0, 22)
            vline(s, lt(paper, 0.15), x + 1, 0, 22)
    elif motif == "tiles":
        for y in range(0, 22, 8):
            hline(s, wain, 0, y + 7, T)
        for x in range(0, T, 8):
            vline(s, wain, x + 7, 0, 22)
    elif motif == "blocks":
        for y in range(0, 22, 8):
            hline(s, dk(paper, 0.2), 0, y + 7, T)
            for x in range((y // 8 % 2) * 8, T, 16):
                vline(s, dk(paper, 0.2), x, y, 7)
    if motif != "brick":
        rect(s, wain, 0, 22, T, 10)
        hline(s, lt(wain, 0.35), 0, 22, T)
        hline(s, dk(wain, 0.3), 0, 23, T)
        for x in range(4, T, 8):
            rect(s, dk(wain, 0.15), x, 25, 5, 4)
            hline(s, lt(wain, 0.15), x, 29, 5)
        hline(s, dk(wain, 0.45), 0, T - 2, T)
    hline(s, OUT, 0, T - 1, T)
    # the wall top casts a short shadow on the face
    shade = to_array(s)
    shade[0:3, :, :3] = (shade[0:3, :, :3] * np.array([[0.6], [0.75], [0.88]])[:, :, None]).astype(
        np.uint8
    )
    return from_array(shade)


def _door(kind: str):
    """Walkable door pieces: a sill in a wall-top gap, or a doorway frame in the face row."""
    s = canvas()
    sill = (150, 104, 70)
    if kind == "h":
        rect(s, OUT, 0, 12, T, 9)
        rect(s, sill, 0, 13, T, 7)
        hline(s, lt(sill, 0.3), 0, 13, T)
        hline(s, dk(sill, 0.3), 0, 19, T)
    elif kind == "v":
        rect(s, OUT, 12, 0, 9, T)
        rect(s, sill, 13, 0, 7, T)
        vline(s, lt(sill, 0.3), 13, 0, T)
        vline(s, dk(sill, 0.3), 19, 0, T)
    else:  # doorway: frame posts and a soft shadow at the top of the opening
        for y in range(0, 8):
            a = int(120 * (1 - y / 8))
            rect(s, (30, 20, 40, a), 3, y, T - 6, 1)
        for x0 in (0, T - 4):
            rect(s, (120, 80, 56), x0, 0, 4, T)
            vline(s, OUT, x0 if x0 else T - 1, 0, T)
            vline(s, lt((120, 80, 56), 0.3), x0 + 1 if x0 == 0 else x0, 0, T)
    return s


def _shade(kind: str):
    """Soft shadow overlays: cast by a wall to the north (n), west (w), both, or a corner (c)."""
    s = canvas()
    arr = to_array(s)
    ys, xs = np.mgrid[0:T, 0:T]
    a = np.zeros((T, T))
    if kind in ("n", "nw"):
        a = np.maximum(a, np.clip(1 - ys / 7, 0, 1))
    if kind in ("w", "nw"):
        a = np.maximum(a, np.clip(1 - xs / 6, 0, 1))
    if kind == "c":
        a = np.clip(1 - np.hypot(xs, ys) / 7, 0, 1)
    a = np.round(a * 3) / 3  # banded, not smooth: it is pixel art
    arr[:, :, :3] = (28, 18, 40)
    arr[:, :, 3] = (a * 84).astype(np.uint8)
    return from_array(arr)


def wall_sprites():
    sprites = []
    for mat in CAPS:
        for m in range(16):
            sprites.append(Sprite(f"wall_{mat}_{m:02d}", True, lambda mat=mat, m=m: _cap(mat, m)))
        sprites.append(Sprite(f"wall_{mat}_win_h", True, lambda mat=mat: _cap(mat, 2 | 8, "h")))
        sprites.append(Sprite(f"wall_{mat}_win_v", True, lambda mat=mat: _cap(mat, 1 | 4, "v")))
    for name in FACES:
        sprites.append(Sprite(f"face_{name}", True, lambda n=name: _face(n)))
    for kind, name in (("h", "door_h"), ("v", "door_v"), ("frame", "doorway")):
        sprites.append(Sprite(name, False, lambda k=kind: _door(k)))
    for kind in ("n", "w", "nw", "c"):
        sprites.append(Sprite(f"shade_{kind}", False, lambda k=kind: _shade(k)))
    return sprites


def terrain_sprites():
    return grass_sprites() + floor_sprites() + wall_sprites() + blob_sprites()
