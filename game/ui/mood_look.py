"""How a mood looks in the window: a colour for a valence, and a small face drawn by code.

One colour scale serves the Now tab's face, the mood line's last point and the mood overlay,
so a resident's colour means the same everywhere: red for unhappy, amber around neutral,
green for happy. The scale is steepest where the moods are (the table's words lie between
about -0.6 and 0.6 valence, most moods within ±0.5), so ``SPAN`` and beyond is the full
colour. Colours are computed
per 0.05 of valence and cached (a step of the mood rarely changes the colour).

``MoodFace`` is a picture for ``TextColumn`` (``Para.picture``): a disc in the mood's colour,
its mouth curved by the valence (a smile, flat, a frown) and its eyes by the arousal (closed
lines when still, dots, wide rings when stirred up). No art files: a handful of draw calls.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

SPAN = 0.5  # valence at which the scale reaches its end colours
STOPS = (  # (share of SPAN, colour) from unhappy to happy
    (-1.0, (220, 70, 80)),
    (-0.5, (240, 140, 70)),
    (0.0, (240, 210, 90)),
    (0.5, (140, 210, 100)),
    (1.0, (60, 190, 150)),
)
OUTLINE = (16, 20, 30)
FACE_SIZE = 18  # px, the face's diameter


def mood_colour(valence: float) -> tuple[int, int, int]:
    """The colour for ``valence`` (-1..1, clamped), in steps of 0.05."""
    return _colour(round(max(-1.0, min(1.0, valence)) * 20))


@lru_cache(maxsize=64)
def _colour(twentieths: int) -> tuple[int, int, int]:
    x = max(-1.0, min(1.0, twentieths / 20 / SPAN))  # position on the stops, -1..1
    for (v0, c0), (v1, c1) in zip(STOPS, STOPS[1:], strict=False):
        if x <= v1:
            t = (x - v0) / (v1 - v0)
            return tuple(round(a + (b - a) * t) for a, b in zip(c0, c1, strict=True))
    return STOPS[-1][1]


def draw_face(surface: pygame.Surface, centre: tuple[int, int], valence: float, arousal: float):
    """The face of ``FACE_SIZE`` px centred at ``centre``."""
    cx, cy = centre
    r = FACE_SIZE // 2
    pygame.draw.circle(surface, OUTLINE, centre, r)
    pygame.draw.circle(surface, mood_colour(valence), centre, r - 1)
    ex, ey = 3, cy - 2  # eyes 3 px either side of the middle, 2 px up
    for x in (cx - ex, cx + ex):
        if arousal < 0.2:  # still: eyes closed
            pygame.draw.line(surface, OUTLINE, (x - 1, ey), (x + 1, ey), 1)
        elif arousal < 0.55:
            pygame.draw.circle(surface, OUTLINE, (x, ey), 1)
        else:  # stirred up: wide eyes
            pygame.draw.circle(surface, OUTLINE, (x, ey), 2)
    bend = round(max(-1.0, min(1.0, valence / SPAN)) * 3)  # the middle's drop: + smile, - frown
    mouth = [(cx + dx, cy + 4 + round(bend * (1 - (dx / 4) ** 2))) for dx in range(-4, 5)]
    pygame.draw.lines(surface, OUTLINE, False, mouth, 1)


@dataclass(frozen=True)
class MoodFace:
    """The Now tab's mood icon, drawn left of its paragraph's first line (the ``mood`` style
    indents its text to leave room). ``height``: no rows of its own under the text."""

    valence: float
    arousal: float
    height: int = 0

    def draw(self, surface: pygame.Surface, box: pygame.Rect, text=None) -> None:
        half = FACE_SIZE // 2
        draw_face(surface, (box.x + half + 1, box.y + half), self.valence, self.arousal)
