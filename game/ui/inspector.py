"""The resident inspector: a side panel showing one ``ResidentDetail``.

The frame, title and buttons are pygame_gui elements (a ``UIPanel``, a ``UILabel``, two
``UIButton``s); the body is a ``TextColumn`` drawn over the panel, because pygame_gui's text box
took ~15 ms to re-lay out a detail and the panel refreshes every second. ``detail_paragraphs`` turns
a detail into styled paragraphs (pure, tested without a display); ``show`` skips identical content
and keeps the reader's scroll position when the content changed.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.sim.snapshot import ResidentDetail
from game.ui.text import TextCache
from game.ui.textcolumn import TextColumn

PANEL_MIN_W, PANEL_MAX_W = 320, 460
HEADER_H = 44
WHEEL_PIXELS = 48

THEME: dict = {
    "defaults": {
        "colours": {
            "dark_bg": "#131824FC",
            "normal_bg": "#2a3246",
            "hovered_bg": "#3a4660",
            "active_bg": "#4a5a7c",
            "normal_text": "#e6e8ee",
            "hovered_text": "#ffffff",
            "active_text": "#ffffff",
            "normal_border": "#3c4660",
            "hovered_border": "#6a7aa0",
        },
        "font": {"name": "noto_sans", "size": "14"},
    },
    "panel": {
        "misc": {
            "shape": "rounded_rectangle",
            "shape_corner_radius": "10",
            "border_width": "1",
            "shadow_width": "0",
        },
    },
    "button": {
        "misc": {
            "shape": "rounded_rectangle",
            "shape_corner_radius": "6",
            "border_width": "1",
            "shadow_width": "0",
        },
    },
    "#inspector_title": {
        "colours": {"normal_text": "#ffffff", "dark_bg": "#00000000"},
        "font": {"name": "noto_sans", "size": "18", "bold": "1"},
        "misc": {"text_horiz_alignment": "left", "border_width": "0", "shadow_width": "0"},
    },
}

LIMITS = {"memories": 14, "reflections": 6, "relationships": 10, "conversations": 6, "actions": 10}


def _section(
    title: str, lines, limit: int | None = None, empty: str = "nothing yet", style: str = "item"
) -> list[tuple[str, str]]:
    lines = list(lines)
    shown = lines[:limit] if limit else lines
    out = [("head", title)]
    out += [(style, str(line)) for line in shown] or [("dim", empty)]
    if len(lines) > len(shown):
        out.append(("dim", f"... and {len(lines) - len(shown)} more"))
    return out


def detail_paragraphs(d: ResidentDetail) -> list[tuple[str, str]]:
    """A resident's detail as (style, text) paragraphs. Pure; capped so it stays cheap to draw.

    The plan line the simulation marked with '>' is shown as the current block (highlighted, '»').
    """
    out = [("dim", f"{d.age} · {d.occupation}")]
    if d.traits:
        out.append(("soft", d.traits))
    out += [("head", "Now"), ("now", d.activity or "idle")]
    if d.place:
        out.append(("dim", "at " + d.place.replace(":", " › ")))
    if d.currently:
        out += [("head", "Currently"), ("body", d.currently)]
    out.append(("head", "Day plan"))
    for line in d.plan:
        if line.lstrip().startswith(">"):
            out.append(("current", "» " + line.lstrip()[1:].strip()))
        else:
            out.append(("plan", line.strip()))
    if not d.plan:
        out.append(("dim", "not planned yet"))
    out += _section("This hour", d.actions, LIMITS["actions"])
    out += _section("Recent memories", d.memories, LIMITS["memories"])
    out += _section("Reflections", d.reflections, LIMITS["reflections"])
    out += _section("Relationships", d.relationships, LIMITS["relationships"])
    out += _section("Conversations", d.conversations, LIMITS["conversations"])
    return out


class Inspector:
    """The side panel. Hidden until ``open``; rebuilt on window resize.

    Args:
        manager: The window's pygame_gui manager.
        window_size: Current window size; the panel takes the right side under the HUD bar.
        top: Height of the HUD bar to leave free.
    """

    def __init__(self, manager: pygame_gui.UIManager, window_size: tuple[int, int], top: int = 50):
        self.manager = manager
        self.top = top
        self.resident_id: str | None = None
        self.name = ""
        self.column = TextColumn(TextCache(max_items=600))
        self.panel: pygame_gui.elements.UIPanel | None = None
        self.title: pygame_gui.elements.UILabel | None = None
        self.close_button: pygame_gui.elements.UIButton | None = None
        self.follow_button: pygame_gui.elements.UIButton | None = None
        self._following = False
        self._build(window_size)
        self._set_visible(False)

    def _build(self, window_size: tuple[int, int]) -> None:
        w = max(PANEL_MIN_W, min(PANEL_MAX_W, window_size[0] // 3))
        h = max(120, window_size[1] - self.top - 16)
        rect = pygame.Rect(window_size[0] - w - 8, self.top + 8, w, h)
        self.panel = pygame_gui.elements.UIPanel(rect, starting_height=2, manager=self.manager)
        self.close_button = pygame_gui.elements.UIButton(
            pygame.Rect(w - 42, 8, 32, 28),
            "X",
            manager=self.manager,
            container=self.panel,
            tool_tip_text="Close (Esc)",
        )
        self.follow_button = pygame_gui.elements.UIButton(
            pygame.Rect(w - 136, 8, 88, 28),
            "Following" if self._following else "Follow",
            manager=self.manager,
            container=self.panel,
            tool_tip_text="Keep the camera on this resident (F)",
        )
        self.title = pygame_gui.elements.UILabel(
            pygame.Rect(8, 6, w - 150, 32),
            self.name or " ",
            manager=self.manager,
            container=self.panel,
            object_id="#inspector_title",
        )

    @property
    def is_open(self) -> bool:
        return self.resident_id is not None

    @property
    def rect(self) -> pygame.Rect | None:
        """Screen rectangle of the open panel (None when closed); clicks there are not map clicks."""
        return self.panel.rect.copy() if self.is_open and self.panel is not None else None

    def body_rect(self) -> pygame.Rect:
        """Where the text column is drawn: the panel less its header, padding and scroll track."""
        r = self.panel.rect
        return pygame.Rect(r.x + 16, r.y + HEADER_H + 4, r.w - 36, r.h - HEADER_H - 14)

    def _set_visible(self, visible: bool) -> None:
        if self.panel is not None:
            (self.panel.show if visible else self.panel.hide)()

    def open(self, resident_id: str, detail: ResidentDetail) -> None:
        """Show the panel for ``resident_id``; scrolls to the top when the resident changes."""
        if resident_id != self.resident_id:
            self.column.scroll = 0
        self.resident_id = resident_id
        self._set_visible(True)
        self.show(detail)

    def close(self) -> None:
        self.resident_id = None
        self._set_visible(False)

    def set_following(self, following: bool) -> None:
        self._following = following
        if self.follow_button is not None:
            self.follow_button.set_text("Following" if following else "Follow")

    def show(self, detail: ResidentDetail) -> bool:
        """Put ``detail`` in the panel. Returns whether the content changed.

        Cost: a list comparison when nothing changed; otherwise wrapping and rendering only the
        paragraphs not seen before (a fraction of a millisecond for a few new memories).
        """
        if detail.name != self.name and self.title is not None:
            self.name = detail.name
            self.title.set_text(detail.name)
        return self.column.set_paragraphs(detail_paragraphs(detail), self.body_rect().w)

    def text(self) -> str:
        """Everything the panel says, one paragraph a line (for tests and logs)."""
        return "\n".join([self.name] + [t for _, t in self.column.paragraphs])

    def scroll(self, wheel_y: int) -> None:
        """Mouse wheel over the panel: up (positive) scrolls toward the top."""
        self.column.scroll_by(-wheel_y * WHEEL_PIXELS, self.body_rect().h)

    def draw(self, target: pygame.Surface) -> None:
        """Draw the body over the pygame_gui panel (call after ``manager.draw_ui``)."""
        if self.is_open:
            self.column.draw(target, self.body_rect())

    def resize(self, window_size: tuple[int, int]) -> None:
        """Rebuild the elements for a new window size (rare; re-wraps the text)."""
        for element in (self.title, self.close_button, self.follow_button, self.panel):
            if element is not None:
                element.kill()
        self._build(window_size)
        self._set_visible(self.is_open)
        self.column.set_paragraphs(self.column.paragraphs, self.body_rect().w)

    def process_event(self, event: pygame.event.Event) -> str | None:
        """'close' or 'follow' when one of the panel's buttons was pressed, else None."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.close_button:
                return "close"
            if event.ui_element is self.follow_button:
                return "follow"
        return None
