"""First hints over the town: how to read a mind, open a building's menu, find the keys.

A small card at the bottom of the map, right of the minimap, for a player who came in through
the start screen (``main.py`` decides). "Got it" hides it for this visit; "Don't show again"
also calls the ``on_turn_off`` callback ``main.py`` gave, which remembers that. Plain pygame,
drawn after everything else and not while a dialog or the key list is open; it takes only the
clicks that land on it, so the town under it still gets every other click and key. Cost: a few
cached text blits a frame while shown, nothing once dismissed.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.i18n import N_
from game.ui.i18n import gettext as _
from game.ui.text import TextCache

TITLE = N_("New here?")
LINES = (
    N_("Click a person to read their mind  ·  right-click a building for its menu"),
    N_("H lists every key  ·  Space pauses  ·  the wheel zooms"),
)
BUTTONS = (("ok", N_("Got it")), ("off", N_("Don't show again")))
PAD, GAP, BUTTON_H, MARGIN = 14, 6, 26, 16
CARD_BG = (19, 24, 36, 238)
BORDER = (106, 122, 160)
BUTTON_BG = (42, 50, 70)
BUTTON_HOVER = (58, 70, 96)
TITLE_COLOUR = (255, 214, 140)
TEXT_COLOUR = (230, 232, 238)


class Hints:
    """The hint card. ``handle`` before the window's own input; ``draw`` after the scene."""

    def __init__(self, text: TextCache, on_turn_off: Callable[[], None] | None = None) -> None:
        self.text = text
        self.on_turn_off = on_turn_off
        self.visible = True
        self.turned_off = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, pygame.Rect] = {}

    def dismiss(self) -> None:
        self.visible = False

    def turn_off(self) -> None:
        self.visible = False
        self.turned_off = True
        if self.on_turn_off is not None:
            self.on_turn_off()

    def handle(self, event: pygame.event.Event) -> bool:
        """Whether the event was a click on the card (used here, kept from the town)."""
        if not self.visible or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        if not self.rect.collidepoint(event.pos):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.buttons["ok"].collidepoint(event.pos):
                self.dismiss()
            elif self.buttons["off"].collidepoint(event.pos):
                self.turn_off()
        return True

    def layout(self, area: pygame.Rect, avoid: pygame.Rect | None = None) -> None:
        """Place the card at the bottom of ``area``, centred in the part right of ``avoid``
        (the minimap) when it fits there, else centred in ``area``."""
        r = self.text.render
        width = 2 * PAD + max(r(_(line), 14, TEXT_COLOUR).get_width() for line in LINES)
        height = 2 * PAD + 20 + len(LINES) * 20 + GAP + BUTTON_H
        left = area.left
        if avoid is not None and avoid.width and area.right - (avoid.right + 12) >= width:
            left = avoid.right + 12
        width = min(width, area.width - 2 * MARGIN)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.midbottom = ((left + area.right) // 2, area.bottom - MARGIN)
        x = self.rect.right - PAD
        y = self.rect.bottom - PAD - BUTTON_H
        self.buttons = {}
        for key, label in reversed(BUTTONS):
            w = r(_(label), 13, TEXT_COLOUR).get_width() + 24
            x -= w
            self.buttons[key] = pygame.Rect(x, y, w, BUTTON_H)
            x -= 8

    def draw(
        self, surface: pygame.Surface, area: pygame.Rect, avoid: pygame.Rect | None = None
    ) -> None:
        if not self.visible:
            return
        self.layout(area, avoid)
        r = self.text.render
        card = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(card, CARD_BG, card.get_rect(), border_radius=10)
        pygame.draw.rect(card, BORDER, card.get_rect(), width=1, border_radius=10)
        surface.blit(card, self.rect.topleft)
        x, y = self.rect.left + PAD, self.rect.top + PAD - 2
        surface.blit(r(_(TITLE), 15, TITLE_COLOUR, bold=True), (x, y))
        for line in LINES:
            y += 20
            surface.blit(r(_(line), 14, TEXT_COLOUR), (x, y + 2))
        mouse = pygame.mouse.get_pos()
        for key, label in BUTTONS:
            rect = self.buttons[key]
            fill = BUTTON_HOVER if rect.collidepoint(mouse) else BUTTON_BG
            pygame.draw.rect(surface, fill, rect, border_radius=6)
            pygame.draw.rect(surface, BORDER, rect, width=1, border_radius=6)
            text = r(_(label), 13, TEXT_COLOUR)
            surface.blit(text, text.get_rect(center=rect.center))
