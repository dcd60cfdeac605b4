"""The small surfaces drawn over residents, each made once and cached.

Name plates (outlined text), activity tags (a dark pill with a tiny drawn icon), speech bubbles
(wrapped to three lines, with a separate tail so a bubble can slide), thinking dots, the stalk
of a lifted bubble, a sleeper's drifting "z"s. Rendering a plate costs a font render or two;
every later frame reuses the surface. Also here: what a tag says (``tag_text``: the honest
"walking to ... (to ...)") and which icon it gets (``activity_kind``), both pure.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict

import pygame

from game.sim.snapshot import ResidentView
from game.ui.i18n import gettext as _
from game.ui.inspector_tabs import activity_line
from game.ui.sprites import SELECT_COLOR
from game.ui.text import TextCache, ellipsize, wrap_text

OUTLINE = (16, 18, 24)
NAME_COLOR = (250, 250, 250)
TAG_BG = (20, 24, 34, 185)
TAG_TEXT = (236, 228, 200)
BUBBLE_BG = (252, 252, 246)
BUBBLE_EDGE = (60, 64, 80)
BUBBLE_TEXT = (28, 30, 40)
TAG_CHARS = 46

# Whole words, or word prefixes where a stem ends with "-" ("practic-" matches "practicing").
_KIND_WORDS = {
    "sleep": "sleep- asleep nap napping bed bedtime",
    "talk": "talk- chat- convers- discuss- meet- gossip- call- greet-",
    "eat": "eat eating breakfast lunch dinner snack- coffee tea meal brunch drink- supper",
    "work": "work- shift serve- serving teach- lecture- study- studies write- writing paint- "
    "practic- prepar- class- gardening shop- stock- fix- repair- research- grade- grading "
    "clean- cook- read- plan- office count- organi- shelv- sell- tend- sweep- brew-",
}
_KIND_PATTERNS = {
    kind: re.compile(
        r"\b("
        + "|".join(
            re.escape(w[:-1]) + r"\w*" if w.endswith("-") else re.escape(w) + r"\b"
            for w in words.split()
        )
        + ")"
    )
    for kind, words in _KIND_WORDS.items()
}


def tag_text(view: ResidentView) -> str:
    """What the activity tag says: the walk and its purpose while walking, else the activity."""
    if view.asleep:
        return _("sleeping")
    return activity_line(view.activity, view.action, view.walking_to)


def activity_kind(view: ResidentView) -> str | None:
    """Classify an activity as sleep / talk / eat / work (for its icon), or None. Pure and cheap."""
    if view.asleep:
        return "sleep"
    if view.talking_with:
        return "talk"
    if view.walking_to:
        return None
    text = view.activity.lower()
    for kind, pattern in _KIND_PATTERNS.items():
        if pattern.search(text):
            return kind
    return None


def _icon(kind: str) -> pygame.Surface:
    """A 14 x 14 icon drawn with primitives (a moon, a speech balloon, a cup, a briefcase)."""
    s = pygame.Surface((14, 14), pygame.SRCALPHA)
    if kind == "sleep":
        pygame.draw.circle(s, (250, 226, 120), (7, 7), 6)
        pygame.draw.circle(s, (0, 0, 0, 0), (10, 5), 5)
    elif kind == "talk":
        pygame.draw.ellipse(s, (240, 240, 250), (0, 1, 14, 10))
        pygame.draw.polygon(s, (240, 240, 250), [(3, 9), (2, 13), (7, 10)])
        for x in (4, 7, 10):
            s.set_at((x, 6), (60, 64, 80))
    elif kind == "eat":
        pygame.draw.rect(s, (245, 245, 245), (2, 4, 8, 9), border_radius=2)
        pygame.draw.circle(s, (245, 245, 245), (11, 8), 3, 1)
        pygame.draw.line(s, (200, 200, 200), (4, 1), (4, 3))
        pygame.draw.line(s, (200, 200, 200), (7, 0), (7, 3))
    elif kind == "work":
        pygame.draw.rect(s, (196, 140, 84), (1, 4, 12, 9), border_radius=2)
        pygame.draw.rect(s, (196, 140, 84), (5, 1, 4, 4), 1)
        pygame.draw.line(s, (120, 80, 44), (1, 8), (12, 8))
    return s


class Plates:
    """Cached surfaces for the overlays.

    Args:
        text: The shared text cache.
    """

    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._icons = {k: _icon(k).convert_alpha() for k in ("sleep", "talk", "eat", "work")}
        self._tags: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._bubbles: OrderedDict[str, pygame.Surface] = OrderedDict()
        self.dots = [self._thinking_frame(i).convert_alpha() for i in range(3)]
        self.tail = self._tail_surface().convert_alpha()
        self._stalks: dict[int, pygame.Surface] = {}
        self._who_cache: dict[tuple, tuple] = {}

    def tag(self, kind: str | None, activity: str) -> pygame.Surface:
        """Activity text on a dark rounded pill with its icon; cached by (kind, text)."""
        key = (kind, activity)
        surf = self._tags.get(key)
        if surf is None:
            label = self.text.render(activity, 11, TAG_TEXT)
            icon = self._icons.get(kind) if kind else None
            pad = 4
            w = label.get_width() + 2 * pad + (16 if icon else 0)
            h = max(label.get_height(), 14) + 2
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(surf, TAG_BG, surf.get_rect(), border_radius=h // 2)
            x = pad
            if icon:
                surf.blit(icon, (x, (h - 14) // 2))
                x += 16
            surf.blit(label, (x, (h - label.get_height()) // 2))
            surf = surf.convert_alpha()
            self._tags[key] = surf
            if len(self._tags) > 300:
                self._tags.popitem(last=False)
        return surf

    def bubble(self, line: str) -> pygame.Surface:
        """A speech bubble's box: rounded, shadowed, wrapped to 40 x 3 characters; cached per line.

        The tail is a separate surface (``self._tail``) so a bubble near the window edge can slide
        inside while its tail still points at the speaker.
        """
        surf = self._bubbles.get(line)
        if surf is not None:
            self._bubbles.move_to_end(line)
            return surf
        rows = [self.text.render(r, 12, BUBBLE_TEXT) for r in wrap_text(line, 40, 3)] or [
            self.text.render("...", 12, BUBBLE_TEXT)
        ]
        line_h = rows[0].get_height() - 1
        pad = 7
        w = max(r.get_width() for r in rows) + 2 * pad
        h = line_h * len(rows) + 2 * pad - 4
        surf = pygame.Surface((w + 2, h + 3), pygame.SRCALPHA)
        box = pygame.Rect(0, 0, w, h)
        pygame.draw.rect(surf, (0, 0, 0, 60), box.move(1, 2), border_radius=8)
        pygame.draw.rect(surf, BUBBLE_BG, box, border_radius=8)
        pygame.draw.rect(surf, BUBBLE_EDGE, box, 1, border_radius=8)
        for i, r in enumerate(rows):
            surf.blit(r, (pad, pad - 2 + i * line_h))
        surf = surf.convert_alpha()
        self._bubbles[line] = surf
        if len(self._bubbles) > 200:
            self._bubbles.popitem(last=False)
        return surf

    @staticmethod
    def _tail_surface() -> pygame.Surface:
        """The bubble's tail: 12 x 9, its tip at the bottom middle; overlaps the box by 2 px."""
        surf = pygame.Surface((12, 9), pygame.SRCALPHA)
        pygame.draw.polygon(surf, BUBBLE_EDGE, [(0, 0), (11, 0), (6, 8)])
        pygame.draw.polygon(surf, BUBBLE_BG, [(1, 0), (10, 0), (6, 6)])
        return surf

    @staticmethod
    def _thinking_frame(lit: int) -> pygame.Surface:
        surf = pygame.Surface((30, 14), pygame.SRCALPHA)
        pygame.draw.rect(surf, (252, 252, 246, 230), surf.get_rect(), border_radius=7)
        pygame.draw.rect(surf, BUBBLE_EDGE, surf.get_rect(), 1, border_radius=7)
        for i in range(3):
            color = (70, 110, 200) if i == lit else (150, 156, 170)
            pygame.draw.circle(surf, color, (8 + i * 7, 7 - (1 if i == lit else 0)), 2)
        return surf

    def of(self, view: ResidentView, zoom: float, is_sel: bool, is_hov: bool):
        """(name, tag or None) surfaces for a resident; cached per what they show."""
        show_tag = zoom >= 1 or is_sel or is_hov
        key = (
            view.id,
            view.name,
            view.activity,
            view.action,
            view.walking_to,
            view.asleep,
            bool(view.talking_with),
            show_tag,
            zoom >= 1,
            is_sel,
        )
        got = self._who_cache.get(key)
        if got is None:
            color = SELECT_COLOR if is_sel else NAME_COLOR
            size = 13 if zoom >= 1 else 11
            name = self.text.render(view.name, size, color, bold=True, outline=OUTLINE)
            text = ellipsize(tag_text(view), TAG_CHARS) if show_tag else ""
            got = (name, self.tag(activity_kind(view), text) if text else None)
            if len(self._who_cache) > 2000:
                self._who_cache.clear()
            self._who_cache[key] = got
        return got

    def stalk(self, height: int) -> pygame.Surface:
        surf = self._stalks.get(height)
        if surf is None:
            surf = pygame.Surface((3, max(1, height)), pygame.SRCALPHA)
            surf.fill(BUBBLE_EDGE)
            surf.fill(BUBBLE_BG, (1, 0, 1, max(1, height)))
            self._stalks[height] = surf = surf.convert_alpha()
        return surf

    def sleep_marks(self, t: float) -> list[tuple[pygame.Surface, int, int]]:
        """Two drifting z's, as (surface, dx, dy) from a sleeper's mark point; each climbs for
        1.5 s and restarts. The same for every sleeper in a frame, so made once per frame."""
        out = []
        for i, (ch, size) in enumerate((("z", 12), ("Z", 15))):
            phase = (t / 1.5 + i * 0.5) % 1.0
            surf = self.text.render(ch, size, (190, 215, 255), bold=True, outline=OUTLINE)
            dx = round(math.sin(phase * math.pi * 2) * 3) + i * 6
            out.append((surf, dx, -round(phase * 18) - i * 4))
        return out
