"""What floats over the residents: name plates, activity tags, speech bubbles, thinking dots, "z"s.

All of it is drawn at a fixed screen size (readable at any zoom) after ``furniture_above``, so a
tree crown never hides who is who. Every piece is a cached surface: a plate is rendered once per
(name, style), a bubble once per line said, so a frame costs one batched ``blits`` of small
surfaces. ``ResidentView.emoji`` is not drawn: the bundled fonts have no emoji glyphs. Instead a
few activity kinds get a tiny procedurally drawn icon.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict

import pygame

from game.sim.snapshot import ResidentView
from game.ui.camera import Camera
from game.ui.sprites import SELECT_COLOR, Placed
from game.ui.text import TextCache, ellipsize, wrap_text

OUTLINE = (16, 18, 24)
NAME_COLOR = (250, 250, 250)
TAG_BG = (20, 24, 34, 185)
TAG_TEXT = (236, 228, 200)
BUBBLE_BG = (252, 252, 246)
BUBBLE_EDGE = (60, 64, 80)
BUBBLE_TEXT = (28, 30, 40)
MAX_LIFT = 6  # px a plate may be pushed above its natural place before it gives way

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


def activity_kind(view: ResidentView) -> str | None:
    """Classify an activity as sleep / talk / eat / work (for its icon), or None. Pure and cheap."""
    if view.asleep:
        return "sleep"
    if view.talking_with:
        return "talk"
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


class Overlays:
    """Draws name plates, activity tags, bubbles, thinking dots and sleep marks.

    Args:
        text: The shared text cache.
    """

    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._icons = {k: _icon(k).convert_alpha() for k in ("sleep", "talk", "eat", "work")}
        self._tags: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._bubbles: OrderedDict[str, pygame.Surface] = OrderedDict()
        self._dots = [self._thinking_frame(i).convert_alpha() for i in range(3)]
        self._tail = self._tail_surface().convert_alpha()
        self._stalks: dict[int, pygame.Surface] = {}

    def _tag(self, kind: str | None, activity: str) -> pygame.Surface:
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

    def draw(
        self,
        target: pygame.Surface,
        camera: Camera,
        placed: list[Placed],
        ui_time: float,
        selected: str | None = None,
        tile_size: int = 32,
        hovered: str | None = None,
    ) -> None:
        """Draw every overlay for the visible residents (``placed`` sorted by y).

        At zoom below 1 only names are shown (the town is too crowded for tags); bubbles,
        thinking dots and sleep marks always are. Nearer residents (lower on screen) keep their
        plates in place; in a crowd, farther ones drop their activity tag, then their name (the
        selected, hovered or speaking ones are stacked above instead); bubbles slide sideways or
        up to stay readable when two neighbours talk. Cost: a few cached blits per resident plus an
        overlap check that is quadratic in the residents on screen (25: ~0.1 ms).
        """
        zoom = camera.zoom
        size = max(1, round(tile_size * zoom))
        screen = target.get_rect()
        view = screen.inflate(200, 200)
        name_size = 13 if zoom >= 1 else 11
        groups = []
        for p in placed:
            sx, sy = camera.world_to_screen(p.x * tile_size, p.y * tile_size)
            if view.collidepoint(sx, sy):
                groups.append((p, sx, sy, self._plates(p, zoom, name_size, selected)))
        occupied: list[pygame.Rect] = []
        plates, marks, tops = [], [], []
        for p, sx, sy, group in reversed(groups):  # nearest first: it keeps its natural place
            cx = sx + size // 2
            keep = p.view.id in (selected, hovered) or bool(p.view.bubble)
            box, items = self._fit_plates(group, cx, sy, occupied, keep)
            plates.extend(items)
            if p.view.asleep:
                self._sleep_marks(marks, sx + size * 3 // 4, sy + size // 4, ui_time)
            if p.view.bubble:
                self._place_bubble(tops, occupied, self.bubble(p.view.bubble), cx, box.top, screen)
            elif p.view.thinking:
                dots = self._dots[int(ui_time * 3) % 3]
                rect = dots.get_rect(midbottom=(cx, box.top + 1))
                if _stack_up(rect, occupied, tries=1) == 0:  # in a crowd, dots give way
                    tops.append((dots, rect))
                    occupied.append(rect)
        plates.reverse()  # farthest first, so nearer plates are drawn over
        target.blits(plates, doreturn=False)
        target.blits(marks, doreturn=False)
        target.blits(tops, doreturn=False)

    def _fit_plates(
        self, group: list, cx: int, head_y: int, occupied: list[pygame.Rect], keep: bool
    ) -> tuple[pygame.Rect, list]:
        """Place a resident's plates over its head without covering nearer residents' plates.

        Tries the full stack, then the name alone; a plate that would have to float more than
        ``MAX_LIFT`` px away from its head is left out in a crowd (unless ``keep``: selected,
        hovered or speaking, which then stacks above the others). Returns the occupied box
        (its top is where a bubble goes) and the (surface, rect) items to draw.
        """
        for option in (group, group[-1:]):
            box = pygame.Rect(cx, head_y, 0, 0)
            y = head_y - 1
            items = []
            for surf in option:
                r = surf.get_rect(midbottom=(cx, y))
                items.append((surf, r))
                box.union_ip(r)
                y = r.top + 1
            dy = _stack_up(box, occupied)
            if dy <= MAX_LIFT or (keep and option is not group):
                box.move_ip(0, -dy)
                occupied.append(box)
                return box, [(surf, r.move(0, -dy)) for surf, r in items]
        return pygame.Rect(cx, head_y, 0, 0), []

    def _plates(self, p: Placed, zoom: float, name_size: int, selected: str | None) -> list:
        """Surfaces stacked over the head, bottom first: the activity tag, then the name."""
        is_sel = p.view.id == selected
        out = []
        if zoom >= 1 or is_sel:
            act = ellipsize(p.view.activity, 34)
            if act:
                out.append(self._tag(activity_kind(p.view), act))
        color = SELECT_COLOR if is_sel else NAME_COLOR
        out.append(self.text.render(p.view.name, name_size, color, bold=True, outline=OUTLINE))
        return out

    def _place_bubble(
        self,
        out: list,
        occupied: list[pygame.Rect],
        bubble: pygame.Surface,
        cx: int,
        top: int,
        screen: pygame.Rect,
    ) -> None:
        """Put a bubble over ``top`` pointing at ``cx``: slide it sideways while the tail still
        meets it, else lift it above what it would cover and draw a stalk down to the plate."""
        tail = self._tail.get_rect(midbottom=(cx, top + 1))
        box = bubble.get_rect(midbottom=(cx, tail.top + 3))
        if 0 <= cx < screen.w:  # slide in from the window edge (not for speakers off screen)
            box.x = max(2, min(box.x, screen.w - box.w - 2))
        reach = box.w // 2 - 12  # how far the box may slide and still sit on its tail
        for _ in range(6):
            hit = box.collidelist(occupied)
            if hit < 0:
                break
            other = occupied[hit]
            slides = [other.right + 3 - box.x, other.x - 3 - box.right]
            slides = [d for d in slides if abs(box.centerx + d - cx) <= reach]
            if slides:
                box.move_ip(min(slides, key=abs), 0)
            else:
                box.bottom = other.top - 3
        occupied.append(box)
        if box.bottom < tail.top + 3:  # lifted: a stalk keeps it attached to its speaker
            stalk = pygame.Rect(cx - 1, box.bottom - 2, 3, tail.bottom - box.bottom + 2)
            out.append((self._stalk(stalk.h), stalk))
            tail = self._tail.get_rect(midtop=(cx, box.bottom - 3))
            out.append((bubble, box))
            return
        out.append((bubble, box))
        out.append((self._tail, tail))

    def _stalk(self, height: int) -> pygame.Surface:
        surf = self._stalks.get(height)
        if surf is None:
            surf = pygame.Surface((3, max(1, height)), pygame.SRCALPHA)
            surf.fill(BUBBLE_EDGE)
            surf.fill(BUBBLE_BG, (1, 0, 1, max(1, height)))
            self._stalks[height] = surf = surf.convert_alpha()
        return surf

    def _sleep_marks(self, out: list, x: int, y: int, t: float) -> None:
        """Two drifting z's; each climbs for 1.5 s and restarts."""
        for i, (ch, size) in enumerate((("z", 12), ("Z", 15))):
            phase = (t / 1.5 + i * 0.5) % 1.0
            surf = self.text.render(ch, size, (190, 215, 255), bold=True, outline=OUTLINE)
            dx = round(math.sin(phase * math.pi * 2) * 3) + i * 6
            out.append((surf, (x + dx, y - round(phase * 18) - i * 4)))


def _stack_up(rect: pygame.Rect, occupied: list[pygame.Rect], tries: int = 6) -> int:
    """Pixels to lift ``rect`` so it clears ``occupied`` (after at most ``tries`` hops)."""
    dy = 0
    moved = rect.copy()
    for _ in range(tries):
        hit = moved.collidelist(occupied)
        if hit < 0:
            break
        step = moved.bottom - occupied[hit].top + 1
        moved.move_ip(0, -step)
        dy += step
    return dy
