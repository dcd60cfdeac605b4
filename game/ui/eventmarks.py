"""World events on the map and in the HUD: closed signs, broken-object markers, notices, and a
short log of what the player (or a scenario) did to the town.

The simulation says what holds (``sim.world_marks()``: closed buildings and broken objects with
their tile rectangles, the notices on the board, the last events); this module draws it. A closed
building gets a red frame and a "CLOSED" sign in its middle, a broken object a red frame and a
"broken" tag, a building with a notice a small paper pin at its top right, at every zoom level.
The log is a small box at the bottom right of the map with the last few events and their times.

Marks are fetched on the panels' refresh (about once a second) and right after the player acts,
never per frame; drawing is a few cached blits (signs and log lines go through the
``TextCache``). A simulation without ``world_marks`` (the fake one in tests) shows nothing.
"""

from __future__ import annotations

import pygame

from game.ui.i18n import gettext as _
from game.ui.text import TextCache, ellipsize

SIGN_BG = (196, 40, 40)
SIGN_EDGE = (255, 236, 220)
BROKEN = (255, 96, 64)
PIN = (255, 226, 140)
LOG_BG = (14, 17, 26, 215)
LOG_TEXT = (236, 238, 244)
LOG_DIM = (150, 158, 176)
LOG_LINES = 5


class EventMarks:
    """What the world's events look like on the map, and the HUD's event log."""

    def __init__(self, text: TextCache, tile: int, sectors=(), sim=None) -> None:
        self.text = text
        self.tile = tile
        self.sectors = {s.name: s.rect for s in sectors}  # SectorViews: where notices pin
        self.marks: dict = {"closed": (), "broken": (), "notices": (), "log": ()}
        self.show_log = True  # the player's choice (L)
        self._cache: dict[tuple, pygame.Surface] = {}
        if sim is not None:
            self.refresh(sim)

    def refresh(self, sim) -> None:
        fetch = getattr(sim, "world_marks", None)
        if fetch is not None:
            self.marks = fetch(LOG_LINES)

    def _plate(self, text: str, size: int, fg, bg, edge=None) -> pygame.Surface:
        key = (text, size, fg, bg, edge)
        surf = self._cache.get(key)
        if surf is None:
            label = self.text.render(text, size, fg, bold=True)
            surf = pygame.Surface((label.get_width() + 14, label.get_height() + 4), pygame.SRCALPHA)
            pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=5)
            if edge is not None:
                pygame.draw.rect(surf, edge, surf.get_rect(), 2, border_radius=5)
            surf.blit(label, (7, 2))
            self._cache[key] = surf = surf.convert_alpha()
        return surf

    def _screen_rect(self, camera, rect) -> pygame.Rect:
        x, y, w, h = rect
        left, top = camera.world_to_screen(x * self.tile, y * self.tile)
        k = self.tile * camera.zoom
        return pygame.Rect(round(left), round(top), max(2, round(w * k)), max(2, round(h * k)))

    def draw(
        self, target: pygame.Surface, camera, clip: pygame.Rect, labels: pygame.Rect | None = None
    ) -> list[pygame.Rect]:
        """Draw signs, markers and pins inside ``clip`` (the frames) and ``labels`` (the plates,
        moved wholly inside it when they would reach under its edge; default ``clip``); returns
        the rects of the plates drawn (the name plates keep clear of them)."""
        m = self.marks
        if not (m["closed"] or m["broken"] or m["notices"]):
            return []
        labels = clip if labels is None else labels
        old = target.get_clip()
        target.set_clip(clip)
        batch = []
        size = 20 if camera.zoom >= 1 else 14
        for _unused, rect in m["closed"]:
            r = self._screen_rect(camera, rect)
            if not r.colliderect(clip):
                continue
            pygame.draw.rect(target, SIGN_BG, r, 3)
            sign = self._plate(_("CLOSED"), size, (255, 255, 255), SIGN_BG, SIGN_EDGE)
            batch.append((sign, sign.get_rect(center=r.center)))
        for address, rect in m["broken"]:
            r = self._screen_rect(camera, rect)
            if not r.inflate(80, 40).colliderect(clip):
                continue
            pygame.draw.rect(target, BROKEN, r.inflate(4, 4), 2, border_radius=3)
            obj = address.rsplit(":", 1)[-1]
            tag = self._plate(
                _("! broken {thing}").format(thing=obj) if camera.zoom >= 0.75 else "!",
                12,
                (255, 255, 255),
                BROKEN,
            )
            batch.append((tag, tag.get_rect(midbottom=(r.centerx, r.top - 2))))
        pinned = {s for s, _unused in m["notices"] if s}
        for name in sorted(pinned & set(self.sectors)):
            r = self._screen_rect(camera, self.sectors[name])
            pin = self._plate("notice", 12, (40, 30, 10), PIN)
            batch.append((pin, pin.get_rect(topright=(r.right - 4, r.top + 26))))
        batch = [
            (surf, r if labels.contains(r) else r.clamp(labels))
            for surf, r in batch
            if r.colliderect(labels) and r.w <= labels.w and r.h <= labels.h
        ]
        target.set_clip(labels)
        target.blits(batch, doreturn=False)
        target.set_clip(old)
        return [r for _unused, r in batch]

    def draw_log(
        self, target: pygame.Surface, right: int, bottom: int, avoid: pygame.Rect | None = None
    ) -> pygame.Rect | None:
        """The last events in a small box whose bottom-right corner is (right, bottom), or just
        above ``avoid`` (the minimap) when it would cover it there."""
        log = self.marks["log"]
        if not (self.show_log and log):
            return None
        r = self.text.render
        head = r(_("Events  (L hides)"), 12, LOG_DIM, bold=True)
        lines = [(r(t[-5:], 12, LOG_DIM), r(ellipsize(text, 64), 12, LOG_TEXT)) for t, text in log]
        w = max([head.get_width()] + [a.get_width() + b.get_width() + 8 for a, b in lines]) + 20
        h = head.get_height() + sum(b.get_height() + 2 for _unused, b in lines) + 14
        box = pygame.Rect(right - w, bottom - h, w, h)
        if avoid is not None and box.colliderect(avoid):
            box.bottom = avoid.top - 8
        key = ("log-bg", box.size)
        bg = self._cache.get(key)
        if bg is None:
            bg = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(bg, LOG_BG, bg.get_rect(), border_radius=8)
            self._cache[key] = bg = bg.convert_alpha()
        target.blit(bg, box.topleft)
        y = box.top + 6
        target.blit(head, (box.left + 10, y))
        y += head.get_height() + 2
        for when, text in lines:
            target.blit(when, (box.left + 10, y))
            target.blit(text, (box.left + 18 + when.get_width(), y))
            y += text.get_height() + 2
        return box
