"""The camera: which part of the town the window shows, and how large.

Pure arithmetic with no pygame calls, so it is tested without a display. World coordinates are
map pixels at zoom 1 (a tile is ``tile_size`` of them); screen coordinates are window pixels.
Every drawer converts through the same integer offset (``offset()``) so the map, the sprites and
the labels never drift apart by a rounding pixel.

Why insets: the HUD bar, the inspector and the resident list cover parts of the window. The
camera knows those strips (``set_insets``) and treats only the rest as "visible": clamping keeps
the *visible* part on the map, so the view may run past the map's edge by a panel's width and a
resident at the east edge can still be shown beside the panel; following and ``ensure_visible``
aim at the visible part; and the lowest zoom level is the one that fits the whole town into it.
"""

from __future__ import annotations

import math

ZOOM_LEVELS: tuple[float, ...] = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
DEFAULT_ZOOM = 1.0


class Camera:
    """A view rectangle over the map with discrete zoom levels, clamping and follow.

    Args:
        world_size: Map size in world pixels (tiles times tile size).
        view_size: Window size in screen pixels.
        zoom: Starting zoom (one of ``ZOOM_LEVELS``).
    """

    def __init__(
        self, world_size: tuple[int, int], view_size: tuple[int, int], zoom: float = DEFAULT_ZOOM
    ) -> None:
        self.world_w, self.world_h = world_size
        self.view_w, self.view_h = view_size
        self.insets = (0, 0, 0, 0)  # left, top, right, bottom: screen pixels covered by UI
        self.levels: tuple[float, ...] = ZOOM_LEVELS
        self.zoom = zoom
        self.x = 0.0  # world position of the window's top-left corner
        self.y = 0.0
        self.follow_id: str | None = None
        self._update_levels()
        self.center_on(self.world_w / 2, self.world_h / 2)

    # --- levels ------------------------------------------------------------------------------
    def fit_zoom(self) -> float:
        """The zoom at which the whole town fits the visible part of the window."""
        _, _, w, h = self.visible_rect()
        return max(0.05, min(w / max(1, self.world_w), h / max(1, self.world_h)))

    @property
    def zoom_index(self) -> int:
        return self.levels.index(self.zoom) if self.zoom in self.levels else 0

    @property
    def fitted(self) -> bool:
        """Whether the view shows the whole town (the lowest level)."""
        return self.zoom == self.levels[0] and self.levels[0] not in ZOOM_LEVELS

    def _update_levels(self) -> None:
        """Fit level first, then the fixed levels that show less than the whole town."""
        was_fitted = self.zoom not in ZOOM_LEVELS
        fit = round(self.fit_zoom(), 4)
        higher = tuple(z for z in ZOOM_LEVELS if z > fit * 1.04)
        self.levels = ((fit,) if fit < ZOOM_LEVELS[-1] else ()) + higher or (fit,)
        if was_fitted or self.zoom not in self.levels:
            self.zoom = (
                self.levels[0]
                if was_fitted
                else min(self.levels, key=lambda z: abs(math.log(z / self.zoom)))
            )

    # --- geometry ----------------------------------------------------------------------------
    def set_view_size(self, size: tuple[int, int]) -> None:
        """Keep the same world point in the middle of the visible part when the window resizes."""
        cx, cy = self.center()
        self.view_w, self.view_h = size
        self._update_levels()
        self.center_on(cx, cy)

    def set_insets(self, left: int = 0, top: int = 0, right: int = 0, bottom: int = 0) -> None:
        """Declare the screen strips covered by UI. The map stays put unless it must move."""
        insets = (int(left), int(top), int(right), int(bottom))
        if insets != self.insets:
            cx, cy = self.center()
            self.insets = insets
            self._update_levels()
            if self.fitted:
                self.center_on(cx, cy)
            else:
                self.clamp()

    def visible_rect(self) -> tuple[int, int, int, int]:
        """(x, y, w, h) in screen pixels of the part of the window the map shows through."""
        left, top, right, bottom = self.insets
        return left, top, max(1, self.view_w - left - right), max(1, self.view_h - top - bottom)

    def center(self) -> tuple[float, float]:
        """World point at the middle of the visible part."""
        x, y, w, h = self.visible_rect()
        return self.x + (x + w / 2) / self.zoom, self.y + (y + h / 2) / self.zoom

    def center_on(self, wx: float, wy: float) -> None:
        x, y, w, h = self.visible_rect()
        self.x = wx - (x + w / 2) / self.zoom
        self.y = wy - (y + h / 2) / self.zoom
        self.clamp()

    def clamp(self) -> None:
        """Keep the visible part inside the map; a town smaller than it is centred instead."""
        vx, vy, vw, vh = self.visible_rect()
        z = self.zoom
        lo_x, hi_x = -vx / z, self.world_w - (vx + vw) / z
        lo_y, hi_y = -vy / z, self.world_h - (vy + vh) / z
        self.x = (lo_x + hi_x) / 2 if hi_x < lo_x else min(max(self.x, lo_x), hi_x)
        self.y = (lo_y + hi_y) / 2 if hi_y < lo_y else min(max(self.y, lo_y), hi_y)

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
        new_index = max(0, min(len(self.levels) - 1, self.zoom_index + steps))
        if self.levels[new_index] == self.zoom:
            return False
        wx, wy = self.screen_to_world(*screen_pos)
        self.zoom = self.levels[new_index]
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
        """(x, y, w, h) of the world area the whole window covers, for culling."""
        return self.x, self.y, self.view_w / self.zoom, self.view_h / self.zoom

    def is_visible(self, wx: float, wy: float, margin: float = 0) -> bool:
        """Whether the world point shows in the visible part, ``margin`` screen px inside it."""
        sx, sy = self.world_to_screen(wx, wy)
        x, y, w, h = self.visible_rect()
        return x + margin <= sx <= x + w - margin and y + margin <= sy <= y + h - margin

    def ensure_visible(self, wx: float, wy: float, margin: float = 48) -> bool:
        """Pan as little as possible so the world point shows in the visible part.

        Returns whether the camera moved. Used when a resident is selected or its panel opens.
        """
        x, y, w, h = self.visible_rect()
        m = min(margin, w / 2 - 1, h / 2 - 1)
        sx, sy = (wx - self.x) * self.zoom, (wy - self.y) * self.zoom
        dx = min(0.0, sx - (x + m)) + max(0.0, sx - (x + w - m))
        dy = min(0.0, sy - (y + m)) + max(0.0, sy - (y + h - m))
        before = (self.x, self.y)
        self.pan(dx, dy)
        return (self.x, self.y) != before

    def follow(
        self,
        wx: float,
        wy: float,
        dt: float,
        anchor: tuple[float, float] | None = None,
        rate: float = 6.0,
    ) -> None:
        """Glide so the world point (wx, wy) approaches ``anchor`` on screen (default: the middle
        of the visible part).

        Exponential smoothing: ``rate`` 6 closes about 95% of the gap in half a second whatever the
        frame rate. A jump of more than a screen snaps instead of gliding across the town.
        """
        if anchor is None:
            x, y, w, h = self.visible_rect()
            anchor = (x + w / 2, y + h / 2)
        ax, ay = anchor
        tx = wx - ax / self.zoom
        ty = wy - ay / self.zoom
        if abs(tx - self.x) * self.zoom > self.view_w or abs(ty - self.y) * self.zoom > self.view_h:
            self.x, self.y = tx, ty
        else:
            k = 1.0 - math.exp(-rate * max(0.0, dt))
            self.x += (tx - self.x) * k
            self.y += (ty - self.y) * k
        self.clamp()
