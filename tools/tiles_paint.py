"""Small pixel-art toolkit shared by the tile painters.

Everything is drawn on pygame SRCALPHA surfaces with non-antialiased primitives, then post-processed
with numpy (silhouette outlines, drop shadows). Keeping the palette and the helpers in one place is
what makes ~400 procedurally drawn tiles look like one coherent set.
"""

from __future__ import annotations

import os
import zlib

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np  # noqa: E402
import pygame  # noqa: E402

T = 32  # tile size in pixels

# --- palette -----------------------------------------------------------------------------------
# Shading mixes toward a cool dark and a warm light (hue-shifted ramps read "cozier" than black/white).
DARK_HUE = (34, 24, 48)
LIGHT_HUE = (255, 248, 222)
OUT = (52, 38, 48)  # 1px outline colour used by every object
SHADOW = (24, 16, 36, 70)  # drop shadow, blended over whatever floor lies below

WOOD = (186, 128, 80)
WOOD_DARK = (122, 78, 56)
WOOD_RED = (164, 92, 66)
WHITE = (240, 238, 230)
METAL = (176, 184, 196)
CREAM = (242, 230, 200)
GLASS = (150, 206, 232)
LEAF = (86, 150, 72)
GRASS = (120, 178, 86)
SOIL = (120, 84, 60)


def mix(a, b, t: float):
    """Linear blend of two RGB(A) colours, t=0 gives a."""
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3)) + tuple(a[3:4])


def dk(c, t: float = 0.25):
    """Darker, slightly purple-shifted shade of c."""
    return mix(c, DARK_HUE, t)


def lt(c, t: float = 0.25):
    """Lighter, slightly warm-shifted shade of c."""
    return mix(c, LIGHT_HUE, t)


def rng_for(name: str) -> np.random.Generator:
    """A generator seeded from a name with crc32 (stable across runs, unlike hash())."""
    return np.random.default_rng(zlib.crc32(name.encode()))


# --- surfaces and primitives -------------------------------------------------------------------
def canvas(w: int = 1, h: int = 1) -> pygame.Surface:
    """Transparent surface w x h tiles."""
    s = pygame.Surface((w * T, h * T), pygame.SRCALPHA, 32)
    s.fill((0, 0, 0, 0))
    return s


def rect(s, col, x, y, w, h):
    """Opaque filled rectangle (pixel coords)."""
    if w > 0 and h > 0:
        s.fill(col, pygame.Rect(x, y, w, h))


def hline(s, col, x, y, w):
    rect(s, col, x, y, w, 1)


def vline(s, col, x, y, h):
    rect(s, col, x, y, 1, h)


def px(s, col, x, y):
    if 0 <= x < s.get_width() and 0 <= y < s.get_height():
        s.set_at((x, y), col)


def ellipse(s, col, x, y, w, h):
    pygame.draw.ellipse(s, col, pygame.Rect(x, y, w, h))


def circle(s, col, cx, cy, r):
    pygame.draw.circle(s, col, (cx, cy), r)


def poly(s, col, pts):
    pygame.draw.polygon(s, col, pts)


def line(s, col, a, b, width=1):
    pygame.draw.line(s, col, a, b, width)


def box(s, col, x, y, w, h, light=True):
    """Filled block with a 1px highlight on top and a 1px darker bottom edge (top light)."""
    rect(s, col, x, y, w, h)
    if light:
        hline(s, lt(col, 0.3), x, y, w)
    hline(s, dk(col, 0.3), x, y + h - 1, w)


def blend(s, col_rgba, x, y, w, h):
    """Alpha-blended rectangle (for glass glints, shadows painted on opaque areas)."""
    tmp = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    tmp.fill(col_rgba)
    s.blit(tmp, (x, y))


# --- numpy post-processing ---------------------------------------------------------------------
def _alpha(s) -> np.ndarray:
    return pygame.surfarray.array_alpha(s).T.copy()  # (h, w)


def _rgba(s) -> np.ndarray:
    rgb = pygame.surfarray.array3d(s).transpose(1, 0, 2)
    return np.dstack([rgb, _alpha(s)]).astype(np.uint8)


def _put_rgba(s, arr: np.ndarray):
    pygame.surfarray.blit_array(s, arr[:, :, :3].transpose(1, 0, 2).copy())
    a = pygame.surfarray.pixels_alpha(s)
    a[:, :] = arr[:, :, 3].T
    del a


def outline(s, col=OUT, open_sides: str = ""):
    """Turn every opaque pixel that touches transparency into the outline colour.

    open_sides lists canvas edges ("lrtb") that continue into a neighbouring tile, so the sprite
    is not outlined there (e.g. counter segments that join)."""
    arr = _rgba(s)
    m = arr[:, :, 3] > 100
    pad = np.pad(m, 1, constant_values=False)
    if "l" in open_sides:
        pad[:, 0] = pad[:, 1]
    if "r" in open_sides:
        pad[:, -1] = pad[:, -2]
    if "t" in open_sides:
        pad[0, :] = pad[1, :]
    if "b" in open_sides:
        pad[-1, :] = pad[-2, :]
    inner = pad[:-2, 1:-1] & pad[2:, 1:-1] & pad[1:-1, :-2] & pad[1:-1, 2:]
    edge = m & ~inner
    arr[edge, :3] = col[:3]
    arr[edge, 3] = 255
    _put_rgba(s, arr)


def drop_shadow(s, dx: int = 2, dy: int = 3, col=SHADOW):
    """Add a soft shadow below-right of the silhouette (only on transparent pixels)."""
    arr = _rgba(s)
    m = arr[:, :, 3] > 100
    sh = np.zeros_like(m)
    h, w = m.shape
    sh[dy:, dx:] = m[: h - dy, : w - dx]
    sh &= arr[:, :, 3] == 0
    arr[sh, :3] = col[:3]
    arr[sh, 3] = col[3]
    _put_rgba(s, arr)


def finish(s, open_sides: str = "", shadow: bool = True, dx: int = 1, dy: int = 3):
    """Outline then shadow: the standard treatment for furniture and props."""
    outline(s, open_sides=open_sides)
    if shadow:
        drop_shadow(s, dx, dy)
    return s


def speckle(s, rng, cols, n, x0=0, y0=0, w=T, h=T, size=1):
    """Scatter n single pixels (or size x size dots) of random colours from cols in a region."""
    for _ in range(n):
        x = int(rng.integers(x0, x0 + w - size + 1))
        y = int(rng.integers(y0, y0 + h - size + 1))
        rect(s, cols[int(rng.integers(len(cols)))], x, y, size, size)


def periodic_noise(seed: str, cells: int = 4, amp: float = 1.0) -> np.ndarray:
    """Smooth 32x32 value noise that tiles seamlessly (bilinear on a cells x cells lattice)."""
    rng = rng_for(seed)
    lat = rng.uniform(-amp, amp, (cells, cells))
    ys, xs = np.mgrid[0:T, 0:T] / (T / cells)
    x0, y0 = np.floor(xs).astype(int), np.floor(ys).astype(int)
    fx, fy = xs - x0, ys - y0
    fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
    x1, y1 = (x0 + 1) % cells, (y0 + 1) % cells
    x0, y0 = x0 % cells, y0 % cells
    top = lat[y0, x0] * (1 - fx) + lat[y0, x1] * fx
    bot = lat[y1, x0] * (1 - fx) + lat[y1, x1] * fx
    return top * (1 - fy) + bot * fy


def from_array(arr: np.ndarray) -> pygame.Surface:
    """(h, w, 4) uint8 array -> SRCALPHA surface."""
    h, w = arr.shape[:2]
    s = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    _put_rgba(s, arr.astype(np.uint8))
    return s


def to_array(s) -> np.ndarray:
    return _rgba(s)


class Sprite:
    """One drawable unit of the tileset: a grid of tile names painted together on one canvas.

    names: rows of tile names (a 1x1 sprite is [["grass_0"]]); collides: bool for all tiles or a
    grid of bools; paint: () -> Surface of len(names[0]) x len(names) tiles; stamp: optional key
    under which the map generator can place the whole grid at once."""

    def __init__(self, names, collides, paint, stamp: str | None = None):
        if isinstance(names, str):
            names = [[names]]
        self.names = names
        h, w = len(names), len(names[0])
        if isinstance(collides, bool):
            collides = [[collides] * w for _ in range(h)]
        self.collides = collides
        self.paint = paint
        self.stamp = stamp
