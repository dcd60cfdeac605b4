"""An overlay of the town map with a key: shown or not, and a legend built once and drawn in a
corner (the relationship network, the moods)."""

from __future__ import annotations

import pygame

from game.ui.text import TextCache


class KeyedOverlay:
    """``visible`` and a cached legend; a subclass draws what it shows and builds ``_legend``."""

    def __init__(self, text: TextCache) -> None:
        self.text = text
        self.visible = False
        self._key: pygame.Surface | None = None

    def draw_key(self, target: pygame.Surface, left: int, bottom: int) -> pygame.Rect | None:
        """The key, its bottom-left corner at (left, bottom): above the minimap, over the name
        plates. Returns where it went (None when the overlay is off)."""
        if not self.visible:
            return None
        key = self._legend()
        rect = key.get_rect(bottomleft=(left, bottom))
        target.blit(key, rect)
        return rect

    def _legend(self) -> pygame.Surface:
        raise NotImplementedError
