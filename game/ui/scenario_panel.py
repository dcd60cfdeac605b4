"""The scenario panel: a small card in the map's top-left corner while ``--scenario NAME``
plays in the window, with the scenario's name, its span, the next event and each measurement
as it stands.

The panel only reads: ``scenario`` is anything with a ``title`` and ``lines(sim)`` (main.py
hands in ``game.app_scenario_live.LiveScenario``). The text is re-read about once a second (a
reading scans the residents' memories, a few milliseconds) and composed into one surface, so a
frame only blits it.
"""

from __future__ import annotations

import pygame

from game.ui.text import TextCache, ellipsize

REFRESH_SECONDS = 1.0
MAX_CHARS = 64
PAD = 8
TITLE = (255, 224, 140)
TEXT = (226, 230, 238)
BACK = (16, 20, 30, 215)


class ScenarioPanel:
    """``update(sim, now)`` re-reads the text when due (at once after ``read_at = None``, which
    the window sets when an event fires); ``draw(target, left, top)`` blits it."""

    def __init__(self, text: TextCache, scenario) -> None:
        self.text = text
        self.scenario = scenario
        self.lines: list[str] = []
        self.read_at: float | None = None
        self.image: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def due(self, now: float) -> bool:
        return self.read_at is None or now - self.read_at >= REFRESH_SECONDS

    def update(self, sim, now: float) -> None:
        if not self.due(now):
            return
        self.read_at = now
        lines = [ellipsize(line, MAX_CHARS) for line in self.scenario.lines(sim)]
        if lines != self.lines or self.image is None:
            self.lines = lines
            self.image = self._compose()

    def _compose(self) -> pygame.Surface:
        rows = [self.text.render(self.scenario.title, 14, TITLE, bold=True)]
        rows += [self.text.render(line, 13, TEXT) for line in self.lines]
        w = max(r.get_width() for r in rows) + 2 * PAD
        h = sum(r.get_height() + 2 for r in rows) + 2 * PAD
        image = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(image, BACK, image.get_rect(), border_radius=6)
        y = PAD
        for r in rows:
            image.blit(r, (PAD, y))
            y += r.get_height() + 2
        return image

    def draw(self, target: pygame.Surface, left: int, top: int) -> None:
        if self.image is None:
            return
        self.rect = self.image.get_rect(topleft=(left, top))
        target.blit(self.image, self.rect)
