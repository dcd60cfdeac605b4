"""The resident list: everyone by name with what they are doing; a click selects and follows.

A narrow pygame_gui panel on the left under the HUD bar (toggled with P or the HUD's "People"
button). Its body is a ``TextColumn`` in a ``UIImage`` like the inspector's, one keyed line per
resident, refreshed with the inspector (about once a second) and re-laid out only when a line
changed, so an open list costs one blit a frame.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.sim.snapshot import TownSnapshot
from game.ui.i18n import gettext as _
from game.ui.plates import tag_text
from game.ui.text import TextCache, ellipsize
from game.ui.textcolumn import Para, TextColumn, show_in

WIDTH = 250
HEADER_H = 36
WHEEL_PIXELS = 40


def roster_paragraphs(snap: TownSnapshot, selected: str | None) -> list[Para]:
    """One line per resident, by name: the name and a short status. Pure."""
    out = []
    for r in sorted(snap.residents, key=lambda r: r.name):
        status = "talking" if r.talking_with else tag_text(r)
        style = "current" if r.id == selected else "body"
        out.append(Para(style, r.name, r.id))
        out.append(Para("roster", ellipsize(status, 34), r.id))
    return out


class Roster:
    """The list panel; hidden until ``toggle``."""

    def __init__(self, manager, window_size: tuple[int, int], top: int) -> None:
        self.manager = manager
        self.top = top
        self.visible = False
        self.column = TextColumn(TextCache(max_items=300), line_gap=1)
        self._build(window_size)

    def _build(self, window_size) -> None:
        h = max(200, window_size[1] - self.top - 16)
        self.panel = pygame_gui.elements.UIPanel(
            pygame.Rect(8, self.top + 8, WIDTH, h), starting_height=2, manager=self.manager
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(10, 4, WIDTH - 60, 28),
            _("People"),
            self.manager,
            self.panel,
            object_id="#inspector_title",
        )
        self.close_button = pygame_gui.elements.UIButton(
            pygame.Rect(WIDTH - 42, 5, 32, 26), "X", self.manager, self.panel, tool_tip_text="P"
        )
        w, ch = self.panel.get_container().get_rect().size
        self.body = pygame_gui.elements.UIImage(
            pygame.Rect(6, HEADER_H, w - 10, ch - HEADER_H - 6),
            pygame.Surface((4, 4)),
            self.manager,
            container=self.panel,
        )
        self.column.invalidate()
        (self.panel.show if self.visible else self.panel.hide)()

    @property
    def rect(self) -> pygame.Rect | None:
        return self.panel.rect.copy() if self.visible else None

    def toggle(self, visible: bool | None = None) -> None:
        self.visible = (not self.visible) if visible is None else visible
        (self.panel.show if self.visible else self.panel.hide)()

    def refresh(self, snap: TownSnapshot, selected: str | None) -> None:
        if self.visible:
            self.column.set_paragraphs(roster_paragraphs(snap, selected), self.body.rect.w - 14)

    def update_body(self) -> None:
        if self.visible:
            show_in(self.body, self.column.render(self.body.rect.size))

    def hit(self, pos: tuple[int, int]) -> str | None:
        """The id of the resident whose line is under ``pos``."""
        return self.column.hit(pos, self.body.rect) if self.visible else None

    def scroll(self, wheel_y: int) -> None:
        self.column.scroll_by(-wheel_y * WHEEL_PIXELS, self.body.rect.h)

    def process_event(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button:
            self.toggle(False)
            return True
        return False

    def resize(self, window_size) -> None:
        self.panel.kill()
        self._build(window_size)
