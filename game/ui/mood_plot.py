"""The inspector's mood line: a resident's valence over the last three game days, drawn by code.

A picture for ``TextColumn`` (``Para.picture``) under the caption line of its paragraph. The
plot always spans three days (``history.KEEP`` half-hours), newest at the right edge, so the
lines of two residents, or of one on two days, compare at a glance; a line begun less than
three days ago starts part of the way across. The vertical scale is symmetric about a zero line
across the middle and reaches the line's largest swing rounded up to a quarter (``scale``:
moods mostly stay within ±0.5, and on the whole -1..1 a day's shape would be a flat line); its
ends are labelled, so a glance tells a small swing from a large one. Dashed lines mark the
midnights and each day is named under its part (Mon, Tue, ...). The line is one colour; its
newest point is a dot in the mood's own colour (``mood_look``), as the overlay colours the
resident on the map.

Pure geometry (``x_of``, ``y_of``, ``midnights``) is kept apart from drawing so tests can say
where a value must land. Cost: one polyline of at most 144 points and a few labels, drawn only
when the inspector's body is composed (its content or scroll changed), never per frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta

import pygame

from game.mind.inner.history import KEEP, SAMPLE_S
from game.ui.clock_text import weekday_text
from game.ui.mood_look import mood_colour

PLOT_H = 88  # px under the caption: the plot and its row of day names
DAYS_ROW = 15  # px at the bottom for the day names
PAD = 4  # px inside the plot's frame, above 1 and below -1
BG = (27, 33, 48)
FRAME = (52, 60, 80)
ZERO = (96, 106, 130)
MIDNIGHT = (78, 88, 112)
LINE = (132, 196, 255)
LABEL = (150, 158, 176)
STEP = timedelta(seconds=SAMPLE_S)


def plot_rect(box: pygame.Rect) -> pygame.Rect:
    """Where the plot itself goes in a paragraph's ``box``: its bottom ``PLOT_H`` px, less
    the row of day names."""
    return pygame.Rect(box.x, box.bottom - PLOT_H + 2, box.w, PLOT_H - 2 - DAYS_ROW)


def x_of(rect: pygame.Rect, back: float) -> int:
    """x of a sample ``back`` half-hours before the newest (0: the right edge)."""
    inner = rect.w - 2 * PAD - 1
    return round(rect.right - 1 - PAD - back * inner / (KEEP - 1))


def scale(values) -> float:
    """The top of the vertical scale: the largest swing from zero, rounded up to a quarter,
    at least a quarter and at most 1."""
    top = max((abs(v) for v in values), default=0.0)
    return min(1.0, max(0.25, math.ceil(top * 4 - 1e-9) / 4))


def y_of(rect: pygame.Rect, valence: float, top: float = 1.0) -> int:
    """y of ``valence`` (clamped to -top..top): ``top`` at the top, ``-top`` at the bottom."""
    v = max(-1.0, min(1.0, valence / top))
    inner = rect.h - 2 * PAD - 1
    return round(rect.y + PAD + (1 - v) / 2 * inner)


def midnights(end: datetime) -> list[tuple[float, datetime]]:
    """(half-hours before ``end``, the day that begins) of each midnight in the plot's span."""
    first = end - STEP * (KEEP - 1)
    day = datetime(first.year, first.month, first.day) + timedelta(days=1)
    out = []
    while day <= end:
        out.append(((end - day) / STEP, day))
        day += timedelta(days=1)
    return out


@dataclass(frozen=True)
class MoodLine:
    """The valence ``values`` (oldest first, one a half-hour) whose newest sample is at game
    time ``end`` (ISO, "2026-02-13T07:30")."""

    values: tuple[float, ...]
    end: str
    height: int = PLOT_H

    def draw(self, surface: pygame.Surface, box: pygame.Rect, text) -> None:
        rect = plot_rect(box)
        if rect.w < 40 or rect.h < 20:
            return
        pygame.draw.rect(surface, BG, rect)
        pygame.draw.rect(surface, FRAME, rect, 1)
        zero = y_of(rect, 0.0)
        pygame.draw.line(surface, ZERO, (rect.x + 1, zero), (rect.right - 2, zero), 1)
        end = datetime.fromisoformat(self.end) if self.end else None
        if end is not None:
            self._days(surface, rect, end, text)
        top = scale(self.values)
        for v, label in ((top, f"+{top:g}"), (-top, f"-{top:g}")):
            mark = text.render(label, 10, LABEL)
            y = y_of(rect, v, top) - (0 if v > 0 else mark.get_height() - 1)
            surface.blit(mark, (rect.x + 3, y))
        n = len(self.values)
        points = [(x_of(rect, n - 1 - i), y_of(rect, v, top)) for i, v in enumerate(self.values)]
        if n >= 2:
            pygame.draw.lines(surface, LINE, False, points, 2)
        if n:
            pygame.draw.circle(surface, (16, 20, 30), points[-1], 4)
            pygame.draw.circle(surface, mood_colour(self.values[-1]), points[-1], 3)

    def _days(self, surface, rect: pygame.Rect, end: datetime, text) -> None:
        """Dashed midnights, and each day's name under its part of the plot."""
        edges = [float(KEEP - 1)]
        for back, _ in midnights(end):
            x = x_of(rect, back)
            for y in range(rect.y + 1, rect.bottom - 1, 4):
                pygame.draw.line(surface, MIDNIGHT, (x, y), (x, min(y + 1, rect.bottom - 2)))
            edges.append(back)
        edges.append(0.0)
        days = [end - STEP * (KEEP - 1)] + [d for _, d in midnights(end)]
        for (left, right), day in zip(zip(edges, edges[1:], strict=False), days, strict=True):
            x0, x1 = x_of(rect, left), x_of(rect, right)
            name = text.render(weekday_text(day), 11, LABEL)
            if x1 - x0 >= name.get_width() + 4:
                surface.blit(name, ((x0 + x1 - name.get_width()) // 2, rect.bottom + 1))
