"""The mood overlay (O): every resident on the map coloured by its mood, with a key.

A disc in the mood's colour (``mood_look``: red unhappy, amber about neutral, green happy)
behind each resident, a little wider than the figure and drawn before the sprites, so the
figure stands in a ring of its mood; zoomed out it keeps a least size, so a whole town of
moods reads at a glance. The key, above the
minimap like the relationship network's, shows the scale with the mood words of the table
placed at their valence.

The moods come from ``sim.moods()`` (id -> valence, word), fetched when the overlay is
switched on and then on the panels' refresh (about once a second), never per frame. A frame
blits one cached disc per resident on screen (a surface per colour and size): well under a
millisecond for 300.
"""

from __future__ import annotations

import pygame

from game.mind.inner.tables import tables
from game.ui.i18n import gettext as _
from game.ui.mood_look import OUTLINE, SPAN, mood_colour
from game.ui.overlay_key import KeyedOverlay
from game.ui.sprites import project
from game.ui.text import TextCache

KEY_BG = (14, 17, 26, 225)
KEY_TEXT = (236, 238, 244)
KEY_DIM = (150, 158, 176)
HEAD = (255, 214, 140)
MIN_W = 24  # px, the least width of a disc (zoomed out)
BAR_W = 220  # px, the key's colour scale


class MoodOverlay(KeyedOverlay):
    """Draws the mood discs when ``visible``; ``refresh`` fetches the moods."""

    def __init__(self, text: TextCache) -> None:
        super().__init__(text)
        self.moods: dict[str, tuple[float, str]] = {}
        self._discs: dict[tuple, pygame.Surface] = {}

    def toggle(self, sim) -> str:
        """Switch on (fetching the moods) or off. Returns "" when done, else why not."""
        if getattr(sim, "moods", None) is None:
            self.visible = False
            return _("This town has no moods to show")
        if not self.visible and not sim.moods():
            return _("No moods to show: emotion is switched off")
        self.visible = not self.visible
        self.refresh(sim)
        return ""

    def refresh(self, sim) -> None:
        if self.visible:
            self.moods = sim.moods()

    def colour_of(self, rid: str) -> tuple[int, int, int] | None:
        """The colour ``rid`` is drawn in (None: no mood known)."""
        got = self.moods.get(rid)
        return None if got is None else mood_colour(got[0])

    def disc(self, colour: tuple[int, int, int], w: int) -> pygame.Surface:
        """A disc ``w`` px across in ``colour`` with a dark rim (cached)."""
        key = (colour, w)
        got = self._discs.get(key)
        if got is None:
            got = pygame.Surface((w, w), pygame.SRCALPHA)
            pygame.draw.ellipse(got, (*OUTLINE, 220), got.get_rect())
            pygame.draw.ellipse(got, colour, got.get_rect().inflate(-4, -4))
            if len(self._discs) > 400:
                self._discs.clear()
            self._discs[key] = got = got.convert_alpha()
        return got

    def draw(self, target: pygame.Surface, camera, placed, tile: int, clip: pygame.Rect):
        """A disc behind every resident inside ``clip``, centred on the figure."""
        if not self.visible or not self.moods:
            return
        size = max(1, round(tile * camera.zoom))
        w = max(MIN_W, size * 9 // 8)
        near = clip.inflate(2 * w, 2 * w)
        batch = []
        for p, sx, sy in project(placed, camera, tile):
            colour = self.colour_of(p.view.id)
            if colour is None or not near.collidepoint(sx, sy):
                continue
            cx, cy = sx + size // 2, sy + size * 9 // 16
            batch.append((self.disc(colour, w), (cx - w // 2, cy - w // 2)))
        old = target.get_clip()
        target.set_clip(clip)
        target.blits(batch, doreturn=False)
        target.set_clip(old)

    def _legend(self) -> pygame.Surface:
        """The key: the colour scale, the mood words at their valence (built once)."""
        if self._key is not None:
            return self._key
        r = self.text.render
        head = r(_("Mood  (O hides)"), 13, HEAD, bold=True)
        note = r(_("the disc behind each resident: its mood now"), 12, KEY_DIM)
        note2 = r(_("its mood line: the inspector's Now tab"), 12, KEY_DIM)
        w = max(BAR_W + 24, head.get_width() + 20, note.get_width() + 20, note2.get_width() + 20)
        words = sorted((v, name) for name, v, _unused in tables().words)
        bar_y = 14 + head.get_height()
        h = bar_y + 14 + 2 * 16 + 6 + 2 * note.get_height() + 12
        key = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(key, KEY_BG, key.get_rect(), border_radius=8)
        key.blit(head, (10, 8))
        x0 = (w - BAR_W) // 2
        for i in range(BAR_W):  # the scale from -SPAN (and below) to SPAN (and above)
            v = -SPAN + 2 * SPAN * i / (BAR_W - 1)
            pygame.draw.line(key, mood_colour(v), (x0 + i, bar_y), (x0 + i, bar_y + 12))
        pygame.draw.rect(key, OUTLINE, (x0 - 1, bar_y - 1, BAR_W + 2, 14), 1)
        taken: list[pygame.Rect] = []  # word labels on two rows, never over each other
        for v, name in words:
            x = x0 + round((max(-SPAN, min(SPAN, v)) + SPAN) / (2 * SPAN) * (BAR_W - 1))
            label = r(name, 11, KEY_TEXT)
            for row in range(2):
                spot = label.get_rect(midtop=(x, bar_y + 16 + row * 16))
                spot.clamp_ip(key.get_rect().inflate(-8, 0))
                if spot.collidelist(taken) < 0:
                    taken.append(spot)
                    pygame.draw.line(key, KEY_DIM, (x, bar_y + 12), (x, spot.top), 1)
                    key.blit(label, spot)
                    break
        y = bar_y + 14 + 2 * 16 + 6
        key.blit(note, (10, y))
        key.blit(note2, (10, y + note.get_height()))
        self._key = key.convert_alpha()
        return self._key
