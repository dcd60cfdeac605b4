"""A scrolling column of styled, word-wrapped paragraphs, drawn from cached line surfaces.

Why not pygame_gui's ``UITextBox`` for the inspector body: re-laying out its HTML costs about
15 ms for a resident's detail (measured), and the inspector refreshes every second, which drops a
frame each time. Here a paragraph is wrapped once per (text, style, width) and a line is rendered
only when it first scrolls into view (through a ``TextCache``), so a tab with a thousand
paragraphs lays out in a few milliseconds and a refresh where a few memories changed costs well
under one. The visible part is composed into one surface that is reused until the content or the
scroll position changes: an idle panel costs one blit a frame.

Paragraphs may carry a ``key`` (clickable: ``hit`` returns it), an extra ``indent`` (trees of
reflections and their evidence) and a ``picture`` (the mood's face, the mood line). When
content changes, the paragraph at the top of the view keeps its place on screen (matched by
key), so live updates above it do not move what is being read.
"""

from __future__ import annotations

import time
from bisect import bisect_left, bisect_right
from typing import Any, NamedTuple

import pygame

from game.ui.text import TextCache, wants_cjk
from game.ui.text_styles import STYLES, Style, draw_meter
from game.ui.wrap import wrap_units

BODY_BG = (19, 24, 36)


def show_in(element, surface: pygame.Surface | None) -> None:
    """Put a freshly composed body into a pygame_gui ``UIImage``.

    ``set_image`` converts and premultiplies a copy (about 0.5 ms for a panel); when the sizes
    match, one opaque blit into the element's own image does the same job in a tenth of that.
    """
    if surface is None:
        return
    image = element.image
    if image is not None and image.get_size() == surface.get_size():
        image.blit(surface, (0, 0))
    else:
        element.set_image(surface)


class Para(NamedTuple):
    """One paragraph: style name, text, an optional click key, extra indent in pixels, a
    level 0..1 that a style with a ``meter`` draws as a bar, and a ``picture``: an object with
    ``height`` (pixels it takes under the text) and ``draw(surface, box, text_cache)``, which
    draws into ``box``, the paragraph's whole area (text and picture); compared by value, so
    a frozen dataclass of what it shows."""

    style: str
    text: str
    key: Any = None
    indent: int = 0
    level: float | None = None
    picture: Any = None


def as_para(p) -> Para:
    return p if isinstance(p, Para) else Para(*p)


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
        self.paragraphs: list[Para] = []
        self._wraps: dict[tuple[str, str, int], list[str]] = {}
        self._spare: dict[tuple[str, str, int], list[str]] = {}  # wrapped ahead (``prewrap``)
        self._lines: list[tuple[int, int, str, Style, int]] = []  # (y, x, row, style, para)
        self._tops: list[int] = []  # y of each paragraph's first line
        self._ys: list[int] = []  # y of each line, for bisecting to the view
        self._pictures: list[tuple[int, int, int]] = []  # (top, bottom, para) with a picture
        self.height = 0
        self._surface: pygame.Surface | None = None
        self._drawn: tuple | None = None  # what the cached surface shows
        self._version = 0
        self._word_widths: dict[tuple[int, bool], dict[str, int]] = {}

    def set_paragraphs(
        self, paragraphs, width: int, keep_anchor: bool = True, force: bool = False
    ) -> bool:
        """Replace the content; returns whether anything changed (``force``: lay out anyway).

        Cost: wrapping only paragraphs not seen before at this width (no rendering).
        """
        paras = [p if type(p) is Para else as_para(p) for p in paragraphs]
        if paras == self.paragraphs and width == self.width and not force:
            return False
        anchor = self._anchor() if keep_anchor and self.scroll > 0 else None
        self.paragraphs, self.width = paras, width
        used: dict[tuple[str, str, int], list[str]] = {}
        lines, tops, pictures = [], [], []
        y = 0
        wraps, spare, body, gap = self._wraps, self._spare, STYLES["body"], self.line_gap
        steps: dict[str, int] = {}  # a style's line height plus the gap, looked up once
        for i, para in enumerate(paras):
            style = STYLES.get(para.style, body)
            y += style.gap_before
            indent = style.indent + para.indent
            key = (para.style, para.text, width - indent)
            wrapped = (
                wraps.get(key) or spare.get(key) or self._wrap(para.text, style, width - indent)
            )
            used[key] = wrapped
            tops.append(y)
            step = steps.get(para.style)
            if step is None:
                step = steps[para.style] = self.text.font(style.size, style.bold).get_height() + gap
            lines.append((y, indent, wrapped[0], style, i))
            y += step
            for row in wrapped[1:]:
                lines.append((y, indent + 10, row, style, i))
                y += step
            if para.picture is not None:
                y += para.picture.height
                pictures.append((tops[-1], y, i))
        self._wraps = used  # forget wraps of paragraphs no longer shown
        for key in used if spare else ():  # wrapped ahead and now shown: kept in ``_wraps``
            spare.pop(key, None)
        if len(spare) > 2000:  # pages wrapped ahead and never turned to
            spare.clear()
        self._lines, self._tops, self._pictures = lines, tops, pictures
        self._ys = [ln[0] for ln in lines]
        self.height = y
        self._version += 1
        if anchor is not None:
            self._restore(anchor)
        return True

    def prewrap(self, paragraphs, budget_s: float = 0.001) -> bool:
        """Wrap, at the current width and within ``budget_s``, paragraphs that may be shown
        next (the page the wheel is about to turn to), so ``set_paragraphs`` then finds them
        wrapped. Called once a frame while there is something to wrap: a page turn then costs
        the layout, not the wrapping (about half of it: ~4 ms of ~7.5 for 100 memories).
        Returns True when every paragraph is wrapped."""
        end = time.perf_counter() + budget_s
        body, width = STYLES["body"], self.width
        for p in paragraphs:
            para = p if type(p) is Para else as_para(p)
            style = STYLES.get(para.style, body)
            key = (para.style, para.text, width - style.indent - para.indent)
            if key in self._wraps or key in self._spare:
                continue
            self._spare[key] = self._wrap(para.text, style, key[2])
            if time.perf_counter() > end:
                return False
        return True

    def _anchor(self) -> tuple[Any, int] | None:
        """(key, offset) of the first keyed paragraph at or below the top of the view."""
        for i, top in enumerate(self._tops):
            if top >= self.scroll and self.paragraphs[i].key is not None:
                return self.paragraphs[i].key, top - self.scroll
        return None

    def _restore(self, anchor: tuple[Any, int]) -> None:
        key, offset = anchor
        for i, para in enumerate(self.paragraphs):
            if para.key == key:
                self.scroll = max(0, self._tops[i] - offset)
                return

    def top_of(self, key: Any) -> int | None:
        """Content y of the paragraph with ``key`` (None when absent)."""
        for i, para in enumerate(self.paragraphs):
            if para.key == key:
                return self._tops[i]
        return None

    def _wrap(self, para: str, style: Style, width: int) -> list[str]:
        """Greedy word wrap by summed word widths (cached per font), ignoring kerning across the
        space: a page of a hundred memories wraps in well under a millisecond. CJK text breaks
        between its characters too (``game.ui.wrap.units``)."""
        cjk = wants_cjk(para)
        widths = self._word_widths.setdefault((style.size, style.bold, cjk), {})
        font = self.text.font(style.size, style.bold, para)
        space = widths.get(" ")
        if space is None:
            space = widths[" "] = font.size(" ")[0]

        def measure(word: str) -> int:
            w = widths.get(word)
            if w is None:
                w = widths[word] = font.size(word)[0]
                if len(widths) > 20000:
                    widths.clear()
            return w

        return wrap_units(para, width, measure, space, indent_after=10)

    def scroll_by(self, dy: int, view_h: int) -> int:
        """Scroll by ``dy`` pixels (positive = down), clamped; returns the pixels moved."""
        old = self.scroll
        self.scroll = max(0, min(self.scroll + dy, self.max_scroll(view_h)))
        return self.scroll - old

    def max_scroll(self, view_h: int) -> int:
        return max(0, self.height - view_h)

    def visible(self, view_h: int) -> list[Para]:
        """Paragraphs with at least one line inside the view (for tests and the anchor)."""
        top, bottom = self.scroll, self.scroll + view_h
        seen = dict.fromkeys(i for y, _, _, _, i in self._lines if top <= y < bottom)
        return [self.paragraphs[i] for i in seen]

    def hit(self, pos: tuple[int, int], rect: pygame.Rect) -> Any:
        """The key of the paragraph under the screen point ``pos`` (None if none or no key)."""
        if not rect.collidepoint(pos):
            return None
        line = bisect_right(self._ys, pos[1] - rect.y + self.scroll) - 1
        return self.paragraphs[self._lines[line][4]].key if line >= 0 else None

    def invalidate(self) -> None:
        """Compose again on the next ``render`` (its target image was rebuilt or resized)."""
        self._drawn = None

    def render(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The view composed at ``size`` (content plus a scroll track at the right edge), or None
        when it has not changed since the last call. Cost when changed: the visible lines'
        blits, rendering only lines not cached yet."""
        self.scroll_by(0, size[1])
        state = (self._version, self.scroll, tuple(size))
        if self._surface is not None and self._drawn == state:
            return None
        self._compose(*size)
        self._drawn = state
        return self._surface

    def draw(self, target: pygame.Surface, rect: pygame.Rect) -> None:
        """Blit the view into ``rect`` (re-composed only when content, scroll or size changed)."""
        self.render(rect.size)
        target.blit(self._surface, rect.topleft)

    def _compose(self, w: int, h: int) -> None:
        if self._surface is None or self._surface.get_size() != (w, h):
            self._surface = pygame.Surface((w, h)).convert()
        surf = self._surface
        surf.fill(BODY_BG)
        top, bottom = self.scroll, self.scroll + h
        first = bisect_left(self._ys, top - 40)
        batch = []
        for y, x, row, style, i in self._lines[first:]:
            if y > bottom:
                break
            line = self.text.render(row, style.size, style.color, bold=style.bold)
            if y + line.get_height() < top:
                continue
            if style.highlight is not None:
                bar = pygame.Rect(0, y - top - 1, w - 8, line.get_height() + 2)
                pygame.draw.rect(surf, style.highlight, bar, border_radius=4)
            level = self.paragraphs[i].level if style.meter else None
            if level is not None:
                draw_meter(surf, x + style.meter, y - top + 4, w - x - style.meter - 12, level)
            batch.append((line, (x + 2, y - top)))
        surf.blits(batch, doreturn=False)
        for y0, y1, i in self._pictures:
            if y1 >= top and y0 <= bottom:
                x = self.paragraphs[i].indent
                box = pygame.Rect(x, y0 - top, w - x - 12, y1 - y0)
                self.paragraphs[i].picture.draw(surf, box, self.text)
        if self.height > h:
            thumb_h = max(24, h * h // self.height)
            thumb_y = (h - thumb_h) * self.scroll // max(1, self.height - h)
            pygame.draw.rect(surf, (40, 46, 62), (w - 5, 0, 4, h), border_radius=2)
            pygame.draw.rect(surf, (110, 124, 160), (w - 5, thumb_y, 4, thumb_h), 0, 2)
