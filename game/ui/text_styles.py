"""How the text column's paragraphs look: a style per paragraph kind, and the small bars a
style with a ``meter`` draws for a paragraph's level (the inspector's needs and skills).

Kept apart from ``textcolumn`` (the layout and scrolling) so the looks are one table to edit.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Style:
    """How a paragraph looks: font size, weight, colour, indent, and an optional highlight bar."""

    size: int = 14
    color: tuple[int, int, int] = (222, 226, 236)
    bold: bool = False
    indent: int = 0
    gap_before: int = 0  # extra pixels above the paragraph (section breaks)
    highlight: tuple[int, int, int] | None = None  # solid bar behind the paragraph
    meter: int = 0  # x where a bar of the paragraph's ``level`` starts (0: no bar)


STYLES: dict[str, Style] = {
    "body": Style(),
    "dim": Style(color=(150, 158, 176)),
    "soft": Style(color=(196, 201, 214)),
    "head": Style(color=(255, 214, 140), bold=True, gap_before=12),
    "sub": Style(color=(255, 214, 140), bold=True, gap_before=8, size=13),
    "now": Style(color=(143, 227, 168)),
    "plan": Style(color=(196, 201, 214), indent=12),
    "done": Style(color=(120, 128, 146), indent=12),
    "current": Style(color=(143, 227, 168), bold=True, highlight=(36, 64, 52)),
    "item": Style(indent=10),
    "meta": Style(color=(150, 158, 176), size=12, indent=10, gap_before=6),
    "score": Style(color=(140, 190, 255), size=12, indent=10, gap_before=6),
    "quote": Style(color=(214, 220, 232), indent=22),
    "link": Style(color=(160, 200, 255), indent=10, gap_before=6),
    "forgotten": Style(color=(120, 128, 146), indent=10),
    "roster": Style(color=(150, 158, 176), size=12, indent=10),
    "ask": Style(color=(160, 200, 255), bold=True, gap_before=10),  # the Ask tab's transcript
    "answer": Style(color=(232, 236, 244), indent=10, gap_before=4),
    "whisper": Style(color=(214, 176, 255), bold=True, gap_before=10),
    "heard": Style(color=(143, 227, 168), indent=10, gap_before=4),
    "error": Style(color=(255, 170, 90), gap_before=8),
    "mood": Style(color=(255, 226, 170), bold=True, gap_before=6, indent=24),  # face at left
    "plot": Style(color=(150, 158, 176), size=12, gap_before=6),  # a caption, the plot under it
    "need": Style(color=(196, 201, 214), size=13, indent=10, meter=90),
    "skill": Style(color=(196, 201, 214), size=13, indent=10, meter=90, gap_before=2),
    "stage": Style(color=(150, 158, 176), size=12, indent=100),
}

METER = ((0.5, (110, 200, 130)), (0.25, (230, 190, 90)), (0.0, (230, 110, 90)))  # colour by level


def draw_meter(surface: pygame.Surface, x: int, y: int, width: int, level: float) -> None:
    """A bar of ``width`` (at most 140) pixels at (x, y), filled to ``level`` (0..1) in the
    colour for how low it is: green, amber, red."""
    track = pygame.Rect(x, y, max(0, min(140, width)), 8)
    pygame.draw.rect(surface, (44, 52, 70), track, border_radius=3)
    level = max(0.0, min(1.0, level))
    track.width = round(track.width * level)
    pygame.draw.rect(surface, next(c for lo, c in METER if level >= lo), track, border_radius=3)
