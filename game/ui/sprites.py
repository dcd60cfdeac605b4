"""Resident sprites: character sheets, walk animation, shadows and hit boxes.

A sheet (``assets/characters/<id>.png``, see docs/town_plan.md) is 4 rows (down, left, right, up)
by 4 columns (idle, walk1, walk2, walk3) of 32 x 32 frames. Sheets are loaded and converted once;
frames are scaled once per zoom level and kept, so drawing 25 residents is 50 small blits
(shadow + body) in one ``blits`` call. A missing or malformed sheet becomes a generated coloured
placeholder, with one warning for the whole run.

Per frame and resident only what is drawn is made: screen positions once for bodies and plates
(``project``), hit boxes only when asked for (``hit`` tests where sprites were drawn), which
with 300 residents on screen saves about a millisecond a frame.
"""

from __future__ import annotations

import logging
import zlib
from pathlib import Path
from typing import NamedTuple

import pygame

from game.sim.snapshot import ResidentView
from game.ui.camera import Camera

log = logging.getLogger(__name__)

FACING_ROWS = {"down": 0, "left": 1, "right": 2, "up": 3}
WALK_CYCLE = (1, 2, 3, 2)
FRAME = 32
SELECT_COLOR = (255, 214, 74)
HIT_TOLERANCE = 4  # px around a drawn sprite that still take a click on it
MIN_HIT = 18  # px: the smallest clickable box (a sprite zoomed all the way out is ~9 px)


class Placed(NamedTuple):
    """A resident where it is drawn this frame: interpolated tile position and animation state.

    A named tuple, not a frozen dataclass: hundreds are made every frame, and a tuple is built
    several times faster."""

    view: ResidentView
    x: float  # tiles, interpolated between the last two snapshots
    y: float
    moving: bool


_PROJECTED: list = [None, None, []]  # placed list, (zoom, offset, tile), its projection


def project(placed: list[Placed], camera: Camera, tile_size: int) -> list[tuple]:
    """(placed, screen x, screen y) of every resident's sprite corner, in ``placed`` order.

    The bodies and the overlays both need it each frame; the second call gets the first's list
    (same ``placed`` object and camera). ``Camera.world_to_screen``, inlined."""
    zoom = camera.zoom
    ox, oy = camera.offset()
    key = (zoom, ox, oy, tile_size)
    if _PROJECTED[0] is placed and _PROJECTED[1] == key:
        return _PROJECTED[2]
    k = tile_size * zoom
    out = [(p, round(p.x * k) - ox, round(p.y * k) - oy) for p in placed]
    _PROJECTED[:] = [placed, key, out]
    return out


def default_characters_dir() -> Path:
    """``assets/characters`` of this checkout (the game package's parent holds ``assets``)."""
    return Path(__file__).resolve().parents[2] / "assets" / "characters"


def town_characters_dir(tmx_path: str | Path | None) -> Path:
    """A town's own sheets (``characters/`` beside its ``town.tmx``, as the town maker writes
    them) when it has that folder, else ``default_characters_dir()``."""
    if tmx_path is not None:
        own = Path(tmx_path).parent / "characters"
        if own.is_dir():
            return own
    return default_characters_dir()


class SpriteSheets:
    """Character sheets by resident id, with frames scaled per zoom level on first use.

    Args:
        characters_dir: Folder with ``<id>.png`` sheets.
        tile_size: Map tile size in pixels; a frame is drawn one tile wide at zoom 1.
    """

    def __init__(self, characters_dir: str | Path, tile_size: int = 32) -> None:
        self.dir = Path(characters_dir)
        self.tile_size = tile_size
        self._sheets: dict[str, list[list[pygame.Surface]]] = {}
        self._scaled: dict[tuple[str, float], list[list[pygame.Surface]]] = {}
        self.missing: list[str] = []
        self._warned = False

    def _load(self, rid: str) -> list[list[pygame.Surface]]:
        path = self.dir / f"{rid}.png"
        sheet = None
        if path.is_file():
            try:
                sheet = pygame.image.load(str(path)).convert_alpha()
            except (pygame.error, OSError) as exc:
                log.warning("cannot read character sheet %s: %s", path, exc)
        if sheet is not None and (sheet.get_width() < 4 * FRAME or sheet.get_height() < 4 * FRAME):
            log.warning(
                "character sheet %s is %s, expected 128x128; using a placeholder",
                path,
                sheet.get_size(),
            )
            sheet = None
        if sheet is None:
            self.missing.append(rid)
            if not self._warned:
                self._warned = True
                log.warning(
                    "no character sheet for %r in %s; drawing coloured placeholders "
                    "(further missing sheets are not reported)",
                    rid,
                    self.dir,
                )
            sheet = placeholder_sheet(rid)
        return [
            [sheet.subsurface((c * FRAME, r * FRAME, FRAME, FRAME)) for c in range(4)]
            for r in range(4)
        ]

    def frames(self, rid: str, zoom: float) -> list[list[pygame.Surface]]:
        """4 x 4 frames for ``rid`` at ``zoom``: a dict lookup after the first call per zoom."""
        key = (rid, zoom)
        frames = self._scaled.get(key)
        if frames is None:
            base = self._sheets.get(rid)
            if base is None:
                base = self._sheets[rid] = self._load(rid)
            size = max(1, round(self.tile_size * zoom))
            scale = pygame.transform.scale if zoom >= 1 else pygame.transform.smoothscale
            frames = [[scale(f, (size, size)).convert_alpha() for f in row] for row in base]
            self._scaled[key] = frames
        return frames


def _id_color(rid: str, salt: int) -> tuple[int, int, int]:
    h = zlib.crc32(f"{rid}:{salt}".encode())
    return 70 + h % 160, 70 + (h >> 8) % 160, 70 + (h >> 16) % 160


def placeholder_sheet(rid: str) -> pygame.Surface:
    """A 128 x 128 sheet of a simple figure in colours derived from the id (stable across runs)."""
    sheet = pygame.Surface((4 * FRAME, 4 * FRAME), pygame.SRCALPHA)
    shirt, hair = _id_color(rid, 1), tuple(c // 3 for c in _id_color(rid, 2))
    skin = (236, 196, 160) if zlib.crc32(rid.encode()) % 2 else (170, 120, 86)
    for row, facing in enumerate(("down", "left", "right", "up")):
        for col in range(4):
            ox, oy = col * FRAME, row * FRAME
            lift = (0, -2, 0, 2)[col]  # walk frames swing the legs
            pygame.draw.rect(sheet, (50, 50, 70), (ox + 11, oy + 24, 4, 7 + min(0, lift)))
            pygame.draw.rect(sheet, (50, 50, 70), (ox + 17, oy + 24, 4, 7 - max(0, lift)))
            pygame.draw.rect(sheet, shirt, (ox + 9, oy + 14, 14, 11), border_radius=3)
            pygame.draw.circle(sheet, skin, (ox + 16, oy + 10), 7)
            if facing == "up":
                pygame.draw.circle(sheet, hair, (ox + 16, oy + 10), 7)
            else:
                pygame.draw.arc(sheet, hair, (ox + 9, oy + 3, 14, 14), 0.2, 2.95, 4)
                eyes = {"down": (13, 19), "left": (12,), "right": (20,)}[facing]
                for ex in eyes:
                    pygame.draw.rect(sheet, (30, 30, 30), (ox + ex, oy + 10, 2, 2))
    return sheet


class ResidentBodies:
    """Draws shadows, selection rings and bodies, and remembers where they landed for clicks."""

    def __init__(self, sheets: SpriteSheets) -> None:
        self.sheets = sheets
        self._shadows: dict[float, pygame.Surface] = {}
        self._rings: dict[float, pygame.Surface] = {}
        self._spots: list[tuple[int, int, str]] = []  # (sx, sy, id) drawn, back to front
        self._spot_geom = (0, 0, pygame.Rect(0, 0, 0, 0))  # (size, grow, clip) of ``_spots``
        self._boxes: list[tuple[pygame.Rect, str]] | None = []

    @property
    def hit_boxes(self) -> list[tuple[pygame.Rect, str]]:
        """(clickable rect, id) of every resident drawn last frame, back to front; made on
        demand from where they were drawn (most frames nobody asks)."""
        if self._boxes is None:
            size, grow, view = self._spot_geom
            self._boxes = [
                (pygame.Rect(sx, sy, size, size).inflate(grow, grow).clip(view), rid)
                for sx, sy, rid in self._spots
            ]
        return self._boxes

    def _shadow(self, zoom: float) -> pygame.Surface:
        surf = self._shadows.get(zoom)
        if surf is None:
            s = max(2, round(self.sheets.tile_size * zoom))
            surf = pygame.Surface((s, max(2, s // 3)), pygame.SRCALPHA)
            pygame.draw.ellipse(surf, (0, 0, 0, 80), surf.get_rect().inflate(-s // 4, 0))
            self._shadows[zoom] = surf = surf.convert_alpha()
        return surf

    def _ring(self, zoom: float) -> pygame.Surface:
        surf = self._rings.get(zoom)
        if surf is None:
            s = max(4, round(self.sheets.tile_size * zoom * 1.2))
            surf = pygame.Surface((s, max(4, s // 2)), pygame.SRCALPHA)
            pygame.draw.ellipse(surf, (*SELECT_COLOR, 90), surf.get_rect())
            pygame.draw.ellipse(surf, SELECT_COLOR, surf.get_rect(), max(1, round(2 * zoom)))
            self._rings[zoom] = surf = surf.convert_alpha()
        return surf

    def draw(
        self,
        target: pygame.Surface,
        camera: Camera,
        placed: list[Placed],
        walk_time: float,
        selected: str | None = None,
        clip: pygame.Rect | None = None,
    ) -> None:
        """Draw ``placed`` (already sorted by y) and rebuild ``hit_boxes`` in the same order.

        Only residents inside ``clip`` (default: the whole target) are drawn or clickable, so
        nobody can be clicked through a panel. Cost: about 3 blits per visible resident, batched.
        """
        zoom = camera.zoom
        ts = self.sheets.tile_size
        size = max(1, round(ts * zoom))
        view = target.get_rect() if clip is None else clip.clip(target.get_rect())
        ring = self._ring(zoom)
        shadow = self._shadow(zoom) if size >= 12 else None  # a 3-pixel shadow shows nothing
        if shadow is not None:
            sdx, sdy = (
                size // 2 - shadow.get_width() // 2,
                size - size // 10 - shadow.get_height() // 2,
            )
        walk_col = WALK_CYCLE[int(walk_time * 8) % len(WALK_CYCLE)]
        under, bodies, spots = [], [], []
        grow = max(2 * HIT_TOLERANCE, MIN_HIT - size)  # tiny sprites still take a click
        frames_of = self.sheets.frames
        left, top, right, bottom = view.left - size, view.top - size, view.right, view.bottom
        for p, sx, sy in project(placed, camera, ts):
            if not (left < sx < right and top < sy < bottom):
                continue
            v = p.view
            if v.id == selected:
                feet = sy + size - size // 8
                under.append((ring, ring.get_rect(center=(sx + size // 2, feet))))
            if shadow is not None:
                under.append((shadow, (sx + sdx, sy + sdy)))
            col = walk_col if p.moving and not v.asleep else 0
            bodies.append((frames_of(v.id, zoom)[FACING_ROWS.get(v.facing, 0)][col], (sx, sy)))
            spots.append((sx, sy, v.id))
        self._spots, self._spot_geom, self._boxes = spots, (size, grow, view), None
        old_clip = target.get_clip()
        target.set_clip(view)
        target.blits(under, doreturn=False)
        target.blits(bodies, doreturn=False)
        target.set_clip(old_clip)

    def drawn_rect(self, rid: str) -> pygame.Rect | None:
        """Where ``rid``'s sprite was drawn last frame (the whole frame, before clipping), or
        None when it was not drawn. A scan of the drawn residents."""
        size = self._spot_geom[0]
        for sx, sy, who in self._spots:
            if who == rid:
                return pygame.Rect(sx, sy, size, size)
        return None

    def hit(self, pos: tuple[int, int]) -> str | None:
        """The front-most resident drawn last frame whose sprite, grown by ``HIT_TOLERANCE``
        pixels a side (a tiny sprite's box to ``MIN_HIT`` pixels), contains ``pos``; sprites
        drawn last are in front, so they are searched first. Plain arithmetic on where they
        were drawn: no rects made for the hover test each frame."""
        size, grow, view = self._spot_geom
        px, py = pos
        if not view.collidepoint(px, py):
            return None
        lo, hi = -(grow // 2), size + grow - grow // 2  # ``inflate``: odd growth goes right/down
        for sx, sy, rid in reversed(self._spots):
            if sx + lo <= px < sx + hi and sy + lo <= py < sy + hi:
                return rid
        return None
