"""The camera: which part of the town the window shows, and how large.

Pure arithmetic with no pygame calls, so it is tested without a display. World coordinates are
map pixels at zoom 1 (a tile is ``tile_size`` of them); screen coordinates are window pixels.
Every drawer converts through the same integer offset (``offset()``) so the map, the sprites and
the labels never drift apart by a rounding pixel.
"""

from __future__ import annotations

import math

ZOOM_LEVELS: tuple[float, ...] = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
DEFAULT_ZOOM_INDEX = 2


class Camera:
    """A view rectangle over the map with discrete zoom levels, clamping and follow.

    Args:
        world_size: Map size in world pixels (tiles times tile size).
        view_size: Window size in screen pixels.
        zoom_index: Index into ``ZOOM_LEVELS`` to start with.
    """

    def __init__(
        self,
        world_size: tuple[int, int],
        view_size: tuple[int, int],
        zoom_index: int = DEFAULT_ZOOM_INDEX,
    ) -> None:
        self.world_w, self.world_h = world_size
        self.view_w, self.view_h = view_size
        self.zoom_index = max(0, min(len(ZOOM_LEVELS) - 1, zoom_index))
        self.x = 0.0  # world position of the view's top-left corner
        self.y = 0.0
        self.follow_id: str | None = None
        self.center_on(self.world_w / 2, self.world_h / 2)

    @property
    def zoom(self) -> float:
        return ZOOM_LEVELS[self.zoom_index]

    def set_view_size(self, size: tuple[int, int]) -> None:
        """Keep the same world point in the middle when the window is resized."""
        cx, cy = self.center()
        self.view_w, self.view_h = size
        self.center_on(cx, cy)

    def center(self) -> tuple[float, float]:
        """World point at the middle of the window."""
        return self.x + self.view_w / (2 * self.zoom), self.y + self.view_h / (2 * self.zoom)

    def center_on(self, wx: float, wy: float) -> None:
        self.x = wx - self.view_w / (2 * self.zoom)
        self.y = wy - self.view_h / (2 * self.zoom)
        self.clamp()

    def clamp(self) -> None:
        """Keep the view inside the map; a map smaller than the window is centred instead."""
        vw, vh = self.view_w / self.zoom, self.view_h / self.zoom
        self.x = (
            (self.world_w - vw) / 2
            if vw >= self.world_w
            else min(max(self.x, 0.0), self.world_w - vw)
        )
        self.y = (
            (self.world_h - vh) / 2
            if vh >= self.world_h
            else min(max(self.y, 0.0), self.world_h - vh)
        )

    def pan(self, dx: float, dy: float) -> None:
        """Move the view by screen pixels (a drag of 10 px moves the map 10 px at any zoom)."""
        self.x += dx / self.zoom
        self.y += dy / self.zoom
        self.clamp()

    def zoom_at(self, steps: int, screen_pos: tuple[float, float]) -> bool:
        """Change zoom by ``steps`` levels keeping the world point under ``screen_pos`` fixed.

        Returns:
            Whether the zoom level changed.
        """
        new_index = max(0, min(len(ZOOM_LEVELS) - 1, self.zoom_index + steps))
        if new_index == self.zoom_index:
            return False
        wx, wy = self.screen_to_world(*screen_pos)
        self.zoom_index = new_index
        self.x = wx - screen_pos[0] / self.zoom
        self.y = wy - screen_pos[1] / self.zoom
        self.clamp()
        return True

    def offset(self) -> tuple[int, int]:
        """Integer screen offset of the world origin, negated; shared by every drawer."""
        return math.floor(self.x * self.zoom), math.floor(self.y * self.zoom)

    def world_to_screen(self, wx: float, wy: float) -> tuple[int, int]:
        ox, oy = self.offset()
        return round(wx * self.zoom) - ox, round(wy * self.zoom) - oy

    def screen_to_world(self, sx: float, sy: float) -> tuple[float, float]:
        ox, oy = self.offset()
        return (sx + ox) / self.zoom, (sy + oy) / self.zoom

    def visible_world_rect(self) -> tuple[float, float, float, float]:
        """(x, y, w, h) of the world area on screen, for culling."""
        return self.x, self.y, self.view_w / self.zoom, self.view_h / self.zoom

    def follow(
        self,
        wx: float,
        wy: float,
        dt: float,
        anchor: tuple[float, float] | None = None,
        rate: float = 6.0,
    ) -> None:
        """Glide so the world point (wx, wy) approaches ``anchor`` on screen (default the middle).

        Exponential smoothing: ``rate`` 6 closes about 95% of the gap in half a second whatever the
        frame rate. A jump of more than a screen snaps instead of gliding across the town.
        """
        ax, ay = anchor if anchor is not None else (self.view_w / 2, self.view_h / 2)
        tx = wx - ax / self.zoom
        ty = wy - ay / self.zoom
        if abs(tx - self.x) * self.zoom > self.view_w or abs(ty - self.y) * self.zoom > self.view_h:
            self.x, self.y = tx, ty
        else:
            k = 1.0 - math.exp(-rate * max(0.0, dt))
            self.x += (tx - self.x) * k
            self.y += (ty - self.y) * k
        self.clamp()
