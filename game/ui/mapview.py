"""Draws the Tiled town map: pre-rendered once, cut into chunks, scaled lazily per zoom level.

Why this shape (pyscroll's habits without pyscroll, which is not a dependency):

* Loading renders every tile layer once into two big surfaces: the layers under the residents
  (``ground``, ``paths``, ``walls``, ``furniture_below``) into one opaque surface, and
  ``furniture_above`` (tree crowns, roof edges, drawn over the residents) into one alpha surface.
  For the 120 x 80 town that is two 3840 x 2560 surfaces, about 40 MB each, built in well under a
  second.
* Each frame blits only the chunks (256 x 256 map pixels) that touch the window, in one
  ``blits`` call: about 30 blits at zoom 1 in a 1280 x 800 window.
* A chunk is scaled the first time it is seen at a zoom level and kept in a size-bounded cache, so
  zooming to 3x never builds an 11520 x 7680 surface; panning at 3x scales a handful of new chunks.
  Zoom in uses nearest-neighbour scaling (crisp pixels), zoom out smooth scaling (no shimmer).
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict
from pathlib import Path

import pygame
import pytmx
from pytmx.util_pygame import load_pygame

from game.ui.camera import Camera

log = logging.getLogger(__name__)

ABOVE_LAYERS = frozenset({"furniture_above"})
CHUNK = 256
BACKGROUND = (24, 28, 36)


class MapView:
    """The pre-rendered town map.

    Loading costs the TMX parse plus one pass over every tile (a few hundred ms for the full town);
    do it once per window. Needs a display mode to be set first (surfaces are converted).

    Args:
        tmx_path: The town's TMX file.
        cache_bytes: Upper bound on scaled chunk memory; least recently used chunks are dropped.
    """

    def __init__(self, tmx_path: str | Path, cache_bytes: int = 256 * 1024 * 1024) -> None:
        self.tmx: pytmx.TiledMap = load_pygame(str(tmx_path))
        self.tile_w = int(self.tmx.tilewidth)
        self.tile_h = int(self.tmx.tileheight)
        self.size_tiles = (int(self.tmx.width), int(self.tmx.height))
        self.size_px = (self.size_tiles[0] * self.tile_w, self.size_tiles[1] * self.tile_h)
        self.town_name = str(self.tmx.properties.get("town_name", "") or "")
        self.below = self._prerender(above=False)
        self.above = self._prerender(above=True)
        self._cols = -(-self.size_px[0] // CHUNK)
        self._rows = -(-self.size_px[1] // CHUNK)
        # Chunks of the above layer that are fully transparent are never drawn.
        self._above_empty = {
            (cx, cy)
            for cx in range(self._cols)
            for cy in range(self._rows)
            if self.above.subsurface(self._chunk_rect(cx, cy)).get_bounding_rect().w == 0
        }
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._cache_bytes = 0
        self._cache_limit = cache_bytes
        self._still_key: tuple | None = None  # the camera of the last frame, for ``_still``
        self._still: pygame.Surface | None = None  # the below layer of a camera standing still

    def _prerender(self, above: bool) -> pygame.Surface:
        """Blit every tile of the chosen layers into one surface (one batched ``blits`` per layer)."""
        if above:
            surf = pygame.Surface(self.size_px, pygame.SRCALPHA)
            surf.fill((0, 0, 0, 0))
        else:
            surf = pygame.Surface(self.size_px)
            surf.fill(BACKGROUND)
        for layer in self.tmx.visible_layers:
            if not isinstance(layer, pytmx.TiledTileLayer):
                continue
            if (layer.name in ABOVE_LAYERS) != above:
                continue
            batch = []
            for x, y, image in layer.tiles():
                if image is None:
                    continue
                # Tiles taller than the grid (Tiled anchors them bottom-left) grow upwards.
                batch.append((image, (x * self.tile_w, (y + 1) * self.tile_h - image.get_height())))
            surf.blits(batch, doreturn=False)
        return surf.convert_alpha() if above else surf.convert()

    def _chunk_rect(self, cx: int, cy: int) -> pygame.Rect:
        return pygame.Rect(cx * CHUNK, cy * CHUNK, CHUNK, CHUNK).clip(
            pygame.Rect(0, 0, *self.size_px)
        )

    def _chunk(self, above: bool, zoom: float, cx: int, cy: int) -> pygame.Surface:
        """The chunk scaled to ``zoom``; the first call per zoom costs a scale (~0.3-2 ms).

        Chunks of the above layer are run-length encoded (``RLEACCEL``): they are mostly
        transparent, and SDL then skips the empty runs, which makes drawing tree crowns and roof
        edges over a screen about five times cheaper (0.57 -> 0.10 ms measured).
        """
        key = (above, zoom, cx, cy)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        r = self._chunk_rect(cx, cy)
        src = (self.above if above else self.below).subsurface(r)
        if zoom == 1.0 and not above:
            surf = src  # a subsurface blits as fast as a copy and costs no memory
        else:
            if zoom == 1.0:
                surf = src.copy()
            else:
                # from rounded edge to rounded edge, as ``_draw`` places it: neighbours meet
                # exactly, with no one-pixel seam between them at any zoom
                size = (
                    round((r.x + r.w) * zoom) - round(r.x * zoom),
                    round((r.y + r.h) * zoom) - round(r.y * zoom),
                )
                scale = pygame.transform.scale if zoom > 1 else pygame.transform.smoothscale
                surf = scale(src, size)
            surf = surf.convert_alpha() if above else surf.convert()
            if above:
                surf.set_alpha(255, pygame.RLEACCEL)
            self._cache_bytes += surf.get_width() * surf.get_height() * 4
        self._cache[key] = surf
        while self._cache_bytes > self._cache_limit and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            if old.get_parent() is None:
                self._cache_bytes -= old.get_width() * old.get_height() * 4
        return surf

    def _chunks_in(self, x: float, y: float, w: float, h: float) -> tuple[range, range]:
        cols = range(max(0, int(x // CHUNK)), min(self._cols, int((x + w) // CHUNK) + 1))
        rows = range(max(0, int(y // CHUNK)), min(self._rows, int((y + h) // CHUNK) + 1))
        return cols, rows

    def _draw(
        self, target: pygame.Surface, camera: Camera, above: bool, area: pygame.Rect | None
    ) -> int:
        """Blit the chunks that touch ``area`` (screen pixels, default the whole target)."""
        zoom = camera.zoom
        ox, oy = camera.offset()
        area = target.get_rect() if area is None else area.clip(target.get_rect())
        wx, wy = camera.screen_to_world(area.x, area.y)
        cols, rows = self._chunks_in(wx, wy, area.w / zoom, area.h / zoom)
        batch = []
        for cy in rows:
            for cx in cols:
                if above and (cx, cy) in self._above_empty:
                    continue
                batch.append(
                    (
                        self._chunk(above, zoom, cx, cy),
                        (round(cx * CHUNK * zoom) - ox, round(cy * CHUNK * zoom) - oy),
                    )
                )
        old_clip = target.get_clip()
        target.set_clip(area)
        target.blits(batch, doreturn=False)
        target.set_clip(old_clip)
        return len(batch)

    def draw_below(
        self, target: pygame.Surface, camera: Camera, area: pygame.Rect | None = None
    ) -> int:
        """Draw the layers under the residents into ``area``; returns the chunks blitted.

        The app passes the part of the window not covered by opaque panels, so the map under
        the inspector costs nothing. While the camera stands still (two frames alike) the view
        is composed once and then drawn as one blit: a still, zoomed-out town is 150 small
        chunks, which cost more in per-blit overhead than their pixels.
        """
        area = target.get_rect() if area is None else area.clip(target.get_rect())
        key = (camera.zoom, camera.offset(), tuple(area), target.get_size())
        if key != self._still_key:
            self._still_key, self._still = key, None
            return self._draw(target, camera, False, area)
        if self._still is None:
            self._still = pygame.Surface(area.size).convert()
            shifted = pygame.Rect((0, 0), area.size)
            view = target.subsurface(area)  # draw once where it goes, then keep a copy
            self._draw(view, _Shifted(camera, area.topleft), False, shifted)
            self._still.blit(view, (0, 0))
            return 1
        target.blit(self._still, area.topleft)
        return 1

    def draw_above(
        self, target: pygame.Surface, camera: Camera, area: pygame.Rect | None = None
    ) -> int:
        """Draw ``furniture_above`` over the residents; empty chunks are skipped."""
        return self._draw(target, camera, True, area)

    def prewarm(self, camera: Camera, budget: float, clock=time.perf_counter) -> int:
        """Scale, within ``budget`` seconds, chunks the next zoom step would need right away.

        Zooming to a new level otherwise scales every visible chunk in one frame (up to ~60 ms at
        3x). Called with a frame's spare time, this prepares the neighbouring zoom levels around the
        current view, so zooming in or out a step stays smooth. Returns the chunks scaled.
        """
        start = clock()
        done = 0
        cx, cy = camera.center()
        for index in (camera.zoom_index - 1, camera.zoom_index + 1):
            if not 0 <= index < len(camera.levels):
                continue
            zoom = camera.levels[index]
            w, h = camera.view_w / zoom, camera.view_h / zoom
            cols, rows = self._chunks_in(cx - w / 2, cy - h / 2, w, h)
            for above in (False, True):
                for ty in rows:
                    for tx in cols:
                        if (
                            (above, zoom, tx, ty) in self._cache
                            or (zoom == 1.0 and not above)
                            or (above and (tx, ty) in self._above_empty)
                        ):
                            continue
                        if clock() - start >= budget:
                            return done
                        self._chunk(above, zoom, tx, ty)
                        done += 1
        return done

    def cached_chunks(self) -> int:
        return len(self._cache)


class _Shifted:
    """A camera seen from a sub-rectangle of the window (its offset moved by ``origin``)."""

    def __init__(self, camera: Camera, origin: tuple[int, int]) -> None:
        self.camera, self.origin = camera, origin
        self.zoom = camera.zoom

    def offset(self) -> tuple[int, int]:
        ox, oy = self.camera.offset()
        return ox + self.origin[0], oy + self.origin[1]

    def screen_to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return self.camera.screen_to_world(sx + self.origin[0], sy + self.origin[1])
