"""The resident list: everyone by name with what they are doing; a click selects and follows.

A narrow pygame_gui panel on the left under the HUD bar (toggled with P or the HUD's "People"
button). Its body is a ``TextColumn`` in a ``UIImage`` like the inspector's, one keyed line per
resident, refreshed with the inspector (about once a second) and re-laid out only when a line
changed, so an open list costs one blit a frame.

A town of hundreds is found by typing: the search box over the list keeps the residents whose
name holds what is typed (any case, anywhere in the name), at once as each letter lands; Enter
selects and follows the first of them.
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
SEARCH_H = 30
WHEEL_PIXELS = 40


def matches(snap: TownSnapshot, query: str = "") -> list:
    """The residents whose name holds ``query`` (any case; all when it is blank), by name."""
    q = query.strip().casefold()
    return sorted(
        (r for r in snap.residents if not q or q in r.name.casefold()), key=lambda r: r.name
    )


def roster_paragraphs(snap: TownSnapshot, selected: str | None, query: str = "") -> list[Para]:
    """One line per resident whose name holds ``query``, by name: the name and a short status.
    Pure."""
    out = []
    for r in matches(snap, query):
        status = _("talking") if r.talking_with else tag_text(r)
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
        self.query = ""
        self.chosen: str | None = None  # Enter in the search box: the first match, to select
        self._last: tuple = (None, None)  # the snapshot and selection last shown
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
        self.search = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(6, HEADER_H, w - 12, SEARCH_H),
            self.manager,
            container=self.panel,
            placeholder_text=_("Type part of a name"),
        )
        self.search.set_text(self.query)
        top = HEADER_H + SEARCH_H + 4
        self.body = pygame_gui.elements.UIImage(
            pygame.Rect(6, top, w - 10, ch - top - 6),
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
        self._last = (snap, selected)
        if self.visible:
            paras = roster_paragraphs(snap, selected, self.query)
            self.column.set_paragraphs(paras, self.body.rect.w - 14)

    def filter(self, query: str) -> None:
        """Show only the residents whose name holds ``query`` (from the top of the list)."""
        if query != self.query:
            self.query = query
            self.column.scroll_by(-(10**9), self.body.rect.h)
            if self._last[0] is not None:
                self.refresh(*self._last)

    def take_chosen(self) -> str | None:
        """The resident picked with Enter in the search box, once."""
        chosen, self.chosen = self.chosen, None
        return chosen

    def update_body(self) -> None:
        if self.visible:
            show_in(self.body, self.column.render(self.body.rect.size))

    def hit(self, pos: tuple[int, int]) -> str | None:
        """The id of the resident whose line is under ``pos``."""
        return self.column.hit(pos, self.body.rect) if self.visible else None

    def scroll(self, wheel_y: int) -> None:
        self.column.scroll_by(-wheel_y * WHEEL_PIXELS, self.body.rect.h)

    def process_event(self, event) -> bool:
        """True when the list closed; typing in the search box filters it (``filter``)."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button:
            self.toggle(False)
            return True
        if getattr(event, "ui_element", None) is self.search:
            if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
                self.filter(self.search.get_text())
            elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and self._last[0] is not None:
                self.filter(self.search.get_text())
                found = matches(self._last[0], self.query)
                self.chosen = found[0].id if found else None
        return False

    def resize(self, window_size) -> None:
        self.panel.kill()
        self._build(window_size)
