"""Fonts and a cache of rendered text for the window.

Rendering a string with a TrueType font costs tens of microseconds to a millisecond (more with an
outline, which is nine renders), while blitting a finished surface costs a few microseconds. Names,
activities and HUD strings repeat from frame to frame, so everything goes through ``TextCache``,
which renders a (text, style) pair once and hands back the same converted surface after that.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game.ui.fonts import CJK_WINDOW_LANGUAGES, font_path, has_cjk
from game.ui.i18n import current_language
from game.ui.wrap import cells, cut_cells, wrap_cells

Color = tuple[int, int, int] | tuple[int, int, int, int]


class TextCache:
    """Renders (text, size, colour, style) once and reuses the surface; least recently used out.

    Args:
        max_items: How many rendered strings to keep. A frame of the town uses about a hundred
            (names, activities, HUD pieces); the clock text changes every step, so old entries are
            dropped in least-recently-used order instead of growing forever.
    """

    def __init__(self, max_items: int = 1500) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._max = max_items

    def font(self, size: int, bold: bool = False, text: str = "") -> pygame.font.Font:
        """The font object for a size and weight (loaded once; loading costs about a millisecond):
        Noto Sans, or the CJK font (``game.ui.fonts``) when the window speaks a CJK language or
        ``text`` holds CJK characters."""
        key = (size, bold, wants_cjk(text))
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(font_path(bold, key[2]), size)
            self._fonts[key] = font
        return font

    def render(
        self,
        text: str,
        size: int,
        color: Color = (255, 255, 255),
        *,
        bold: bool = False,
        outline: Color | None = None,
        shadow: Color | None = None,
    ) -> pygame.Surface:
        """A per-pixel-alpha surface with the text; cached, so calling it every frame is cheap.

        Args:
            text: The string (one line).
            size: Point size.
            color: Text colour.
            bold: Use the bold face.
            outline: When given, a 1-pixel outline in this colour so the text reads on any map.
            shadow: When given (and no outline), a drop shadow one pixel down-right.
        """
        key = (text, size, color, bold, outline, shadow, current_language())
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        surf = self._render(text, size, color, bold, outline, shadow)
        self._cache[key] = surf
        if len(self._cache) > self._max:
            self._cache.popitem(last=False)
        return surf

    def _render(self, text, size, color, bold, outline, shadow) -> pygame.Surface:
        font = self.font(size, bold, text)
        core = font.render(text, True, color)
        if outline is None and shadow is None:
            return _converted(core)
        w, h = core.get_size()
        out = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
        back = font.render(text, True, outline if outline is not None else shadow)
        if outline is not None:
            out.blits(
                [(back, (dx, dy)) for dx in (0, 1, 2) for dy in (0, 1, 2) if (dx, dy) != (1, 1)],
                doreturn=False,
            )
            out.blit(core, (1, 1))
        else:
            out.blit(back, (2, 2))
            out.blit(core, (1, 1))
        return _converted(out)

    def __len__(self) -> int:
        return len(self._cache)


def wants_cjk(text: str) -> bool:
    """Whether ``text`` is drawn with the CJK font (see ``TextCache.font``)."""
    return current_language() in CJK_WINDOW_LANGUAGES or has_cjk(text)


def _converted(surf: pygame.Surface) -> pygame.Surface:
    """``convert_alpha`` when a display exists (blits get several times faster), else as is."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def wrap_text(text: str, width: int, max_lines: int) -> list[str]:
    """Greedy word wrap to ``width`` characters, at most ``max_lines``; the cut ends with '...'.

    Words longer than a line are split. Pure and cheap; used for speech bubbles. Text with CJK
    characters breaks between them too, each taking two cells (``game.ui.wrap.wrap_cells``).
    """
    if has_cjk(text):
        return wrap_cells(text, width, max_lines)
    words = text.split()
    lines: list[str] = []
    current = ""
    for word in words:
        while len(word) > width:
            if current:
                lines.append(current)
                current = ""
            lines.append(word[:width])
            word = word[width:]
        if not current:
            current = word
        elif len(current) + 1 + len(word) <= width:
            current += " " + word
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        last = lines[-1]
        lines[-1] = (
            (last[: max(0, width - 3)].rstrip() + "...") if len(last) > width - 3 else last + "..."
        )
    return lines


def ellipsize(text: str, max_chars: int) -> str:
    """Cut ``text`` to ``max_chars`` characters, ending with '...' when cut (CJK characters
    count as two: ``game.ui.wrap.cells``)."""
    text = " ".join(text.split())
    if has_cjk(text):  # a CJK character is as wide as two Latin ones
        if cells(text) <= max_chars:
            return text
        return cut_cells(text, max(0, max_chars - 3)).rstrip() + "..."
    if len(text) <= max_chars:
        return text
    return text[: max(0, max_chars - 3)].rstrip() + "..."
