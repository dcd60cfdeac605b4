"""The relationship network over the residents' homes (R), with its key.

The same picture ``--plot`` draws at the end of a run, live on the map: every resident is a dot
at its home (housemates around the middle of the house), and a line joins two residents when
either knows the other. A line's width is their mean closeness (thin: acquaintances, thick:
family-close); blue means they have talked, grey that they only know of each other; dark
outlines keep the lines readable over the map. A key above the minimap says all this.

The network comes from ``sim.relationship_network()``, fetched when the overlay is switched on
and then on the panels' refresh (about once a second), never per frame. A frame draws one line
per pair (about 60 at the start of the first day, over a hundred by night), cut to the
visible part, and a cached plate per name: about a millisecond.
"""

from __future__ import annotations

import math

import pygame

from game.ui.i18n import gettext as _
from game.ui.overlay_key import KeyedOverlay
from game.ui.text import TextCache

TALKED = (90, 170, 255)
KNOWS = (178, 182, 194)
NODE = (255, 214, 140)
EDGE_OUTLINE = (16, 20, 30)
KEY_BG = (14, 17, 26, 225)
KEY_TEXT = (236, 238, 244)
RING = 16  # screen px between housemates' dots


def width_for(closeness: float) -> int:
    """Line width for a mean closeness 0..1: 1 px for strangers, 7 px for family."""
    return 1 + round(max(0.0, min(1.0, closeness)) * 6)


class NetworkOverlay(KeyedOverlay):
    """Draws the network when ``visible``; ``refresh`` fetches it from the simulation."""

    def __init__(self, text: TextCache, tile: int) -> None:
        super().__init__(text)
        self.tile = tile
        self.homes: tuple = ()
        self.edges: tuple = ()
        self._lines: list = []  # (a, b, width, colour), ready to draw
        self._names: dict[str, str] = {}

    def toggle(self, sim) -> bool:
        """Switch on (fetching the network) or off; False when the town cannot tell."""
        if getattr(sim, "relationship_network", None) is None:
            self.visible = False
            return False
        self.visible = not self.visible
        self.refresh(sim)
        return True

    def refresh(self, sim) -> None:
        if self.visible:
            net = sim.relationship_network()
            self.homes, self.edges = net["homes"], net["edges"]
            self._lines = [  # weakest first, so the strong ones are drawn on top
                (a, b, width_for(close), TALKED if talks else KNOWS)
                for a, b, close, talks in sorted(self.edges, key=lambda e: e[2])
            ]
            self._names = {rid: name.split()[0] for rid, name, _unused in self.homes}

    def positions(self, camera) -> dict[str, tuple[int, int]]:
        """Each resident's dot on screen: its home's middle, housemates on a small ring."""
        by_home: dict[tuple, list[str]] = {}
        for rid, _unused, rect in self.homes:
            by_home.setdefault(tuple(rect), []).append(rid)
        out = {}
        for (x, y, w, h), rids in by_home.items():
            cx, cy = camera.world_to_screen((x + w / 2) * self.tile, (y + h / 2) * self.tile)
            n = len(rids)
            for i, rid in enumerate(rids):
                a = 2 * math.pi * i / n - math.pi / 2
                r = 0 if n == 1 else RING * (1 + n / 6)
                out[rid] = (round(cx + r * math.cos(a)), round(cy + r * math.sin(a)))
        return out

    def draw(self, target: pygame.Surface, camera, clip: pygame.Rect) -> None:
        """Draw the network into ``clip``: each line cut to the clip first (so a long line at
        zoom 3 costs only its visible part), then the dots and first names. About a
        millisecond for 120 lines; caching the picture would cost more (an alpha surface the
        size of the window must be encoded whenever the camera moves)."""
        if not self.visible:
            return
        old = target.get_clip()
        target.set_clip(clip)
        pos = self.positions(camera)
        line = pygame.draw.line
        for a, b, w, colour in self._lines:
            seg = clip.clipline(pos[a], pos[b]) if a in pos and b in pos else ()
            if seg:
                line(target, EDGE_OUTLINE, seg[0], seg[1], w + 2)
                line(target, colour, seg[0], seg[1], w)
        plates = []
        for rid, (x, y) in pos.items():
            if not clip.collidepoint(x, y):
                continue
            pygame.draw.circle(target, EDGE_OUTLINE, (x, y), 6)
            pygame.draw.circle(target, NODE, (x, y), 4)
            label = self.text.render(self._names[rid], 12, KEY_TEXT, outline=EDGE_OUTLINE)
            plates.append((label, label.get_rect(midtop=(x, y + 6))))
        target.blits(plates, doreturn=False)
        target.set_clip(old)

    def _legend(self) -> pygame.Surface:
        """The key: what dots, widths and colours mean (built once)."""
        if self._key is not None:
            return self._key
        r = self.text.render
        rows = [
            ("dot", _("a resident, at home")),
            ((TALKED, 7), _("family-close (closeness 1), have talked")),
            ((TALKED, 3), _("acquaintances (0.3), have talked")),
            ((KNOWS, 4), _("know each other, never talked yet")),
        ]
        head = r(_("Relationship network  (R hides)"), 13, (255, 214, 140), bold=True)
        texts = [r(t, 12, KEY_TEXT) for _sample, t in rows]
        note = r(_("line width: mean closeness of the two"), 12, (150, 158, 176))
        w = max([head.get_width(), note.get_width() + 12] + [t.get_width() + 56 for t in texts])
        h = head.get_height() + 22 * len(rows) + note.get_height() + 22
        key = pygame.Surface((w + 20, h), pygame.SRCALPHA)
        pygame.draw.rect(key, KEY_BG, key.get_rect(), border_radius=8)
        key.blit(head, (10, 8))
        y = 12 + head.get_height()
        for (sample, _said), t in zip(rows, texts, strict=True):
            mid = y + t.get_height() // 2
            if sample == "dot":
                pygame.draw.circle(key, NODE, (30, mid), 4)
            else:
                colour, width = sample
                pygame.draw.line(key, colour, (12, mid), (48, mid), width)
            key.blit(t, (58, y))
            y += 22
        key.blit(note, (12, y + 2))
        self._key = key.convert_alpha()
        return self._key
