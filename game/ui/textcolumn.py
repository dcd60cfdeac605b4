"""A scrolling column of styled, word-wrapped paragraphs, drawn from cached line surfaces.

Why not pygame_gui's ``UITextBox`` for the inspector body: re-laying out its HTML costs about
15 ms for a resident's detail (measured), and the inspector refreshes every second, which drops a
frame each time. Here a paragraph is wrapped once per (text, style, width) and each wrapped line is
rendered once through a ``TextCache``; a refresh where a few memories changed renders only those
lines (well under a millisecond), and a frame blits only the lines in view.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.text import TextCache


@dataclass(frozen=True)
class Style:
    """How a paragraph looks: font size, weight, colour, indent, and an optional highlight bar."""

    size: int = 14
    color: tuple[int, int, int] = (222, 226, 236)
    bold: bool = False
    indent: int = 0
    gap_before: int = 0  # extra pixels above the paragraph (section breaks)
    highlight: tuple[int, int, int] | None = None  # solid bar behind the paragraph


STYLES: dict[str, Style] = {
    "body": Style(),
    "dim": Style(color=(150, 158, 176)),
    "soft": Style(color=(196, 201, 214)),
    "head": Style(color=(255, 214, 140), bold=True, gap_before=12),
    "now": Style(color=(143, 227, 168)),
    "plan": Style(color=(196, 201, 214), indent=12),
    "current": Style(color=(143, 227, 168), bold=True, highlight=(36, 64, 52)),
    "item": Style(indent=10),
}


class TextColumn:
    """Paragraphs laid out to a width, scrolled by pixels.

    Args:
        text: Cache of rendered strings (give the column its own, so the map's labels can't
            evict the panel's lines).
        line_gap: Pixels between wrapped lines.
    """

    def __init__(self, text: TextCache, line_gap: int = 2) -> None:
        self.text = text
        self.line_gap = line_gap
        self.width = 100
        self.scroll = 0
        self.paragraphs: list[tuple[str, str]] = []
        self._wraps: dict[tuple[str, str, int], list[str]] = {}
        self._lines: list[tuple[int, int, pygame.Surface, Style]] = []  # (y, x, surface, style)
        self.height = 0

    def set_paragraphs(self, paragraphs: list[tuple[str, str]], width: int) -> bool:
        """Replace the content (list of (style name, text)); returns whether anything changed.

        Cost: wrapping and rendering only paragraphs not seen before at this width.
        """
        if paragraphs == self.paragraphs and width == self.width:
            return False
        self.paragraphs, self.width = list(paragraphs), width
        used: dict[tuple[str, str, int], list[str]] = {}
        lines = []
        y = 0
        for style_name, para in self.paragraphs:
            style = STYLES.get(style_name, STYLES["body"])
            y += style.gap_before
            key = (style_name, para, width)
            wrapped = self._wraps.get(key) or self._wrap(para, style, width - style.indent)
            used[key] = wrapped
            for i, row in enumerate(wrapped):
                surf = self.text.render(row, style.size, style.color, bold=style.bold)
                x = style.indent + (10 if i else 0)  # hanging indent for continuation lines
                lines.append((y, x, surf, style))
                y += surf.get_height() + self.line_gap
        self._wraps = used  # forget wraps of paragraphs no longer shown
        self._lines = lines
        self.height = y
        return True

    def _wrap(self, para: str, style: Style, width: int) -> list[str]:
        font = self.text.font(style.size, style.bold)
        words = para.split(" ")
        rows, current = [], ""
        for word in words:
            trial = f"{current} {word}" if current else word
            if current and font.size(trial)[0] > width - (10 if rows else 0):
                rows.append(current)
                current = word
            else:
                current = trial
        rows.append(current)
        return rows

    def scroll_by(self, dy: int, view_h: int) -> None:
        """Scroll by ``dy`` pixels (positive = down), clamped to the content."""
        self.scroll = max(0, min(self.scroll + dy, max(0, self.height - view_h)))

    def draw(self, target: pygame.Surface, rect: pygame.Rect) -> None:
        """Blit the lines inside ``rect`` (clipped) plus a scroll thumb when content overflows."""
        self.scroll_by(0, rect.h)
        batch = []
        top, bottom = self.scroll, self.scroll + rect.h
        for y, x, surf, style in self._lines:
            if y + surf.get_height() < top or y > bottom:
                continue
            if style.highlight is not None:
                bar = pygame.Rect(
                    rect.x - 4, rect.y + y - top - 1, rect.w + 4, surf.get_height() + 2
                )
                pygame.draw.rect(
                    target, style.highlight, bar.clip(rect.inflate(8, 0)), border_radius=4
                )
            batch.append((surf, (rect.x + x, rect.y + y - top)))
        old_clip = target.get_clip()
        target.set_clip(rect)
        target.blits(batch, doreturn=False)
        target.set_clip(old_clip)
        if self.height > rect.h:
            track = pygame.Rect(rect.right + 4, rect.y, 4, rect.h)
            thumb_h = max(24, rect.h * rect.h // self.height)
            thumb_y = rect.y + (rect.h - thumb_h) * self.scroll // max(1, self.height - rect.h)
            pygame.draw.rect(target, (40, 46, 62), track, border_radius=2)
            pygame.draw.rect(
                target, (110, 124, 160), (track.x, thumb_y, 4, thumb_h), border_radius=2
            )
