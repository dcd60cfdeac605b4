"""The resident inspector: a side panel with tabs that reads one mind to the bottom.

Tabs: Now (action, place in words, the mood with its face and its line over the last three days
(``mood_look``, ``mood_plot``), needs and skills as bars, a conversation in progress), Plan (the
day and every action, done ones dimmed, the current one highlighted), Memories (the whole stream,
paged, filtered by kind, searchable with the mind's own retrieval; see ``memory_tab``), Reflections
(each opens to the memories and reflections it rests on), People and Talks (all of them).

The frame, title, buttons and toolbar are pygame_gui elements; the body is a ``TextColumn``
composed into a ``UIImage`` inside the panel, so pygame_gui layers tooltips and dialogs over it
correctly. A refresh (about once a second, ``App``) asks the simulation for the views the current
tab needs and re-lays out only when they changed; wording lives in ``inspector_tabs``.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui import inspector_tabs as tabs
from game.ui.ask_tab import AskTab
from game.ui.i18n import N_
from game.ui.i18n import gettext as _
from game.ui.memory_tab import TOOLBAR_H, MemoryTab
from game.ui.text import TextCache
from game.ui.textcolumn import TextColumn, show_in
from game.ui.wrap import cells

PANEL_MIN_W, PANEL_MAX_W = 360, 480
HEADER_H = 42
TAB_H = 32
WHEEL_PIXELS = 48
TABS = (N_("Now"), N_("Plan"), N_("Memories"), N_("Reflections"), N_("People"), N_("Talks"))
TABS += (N_("Ask"),)  # the keys of the tabs; shown through _(), the two long ones shorter:
LABELS = {"Reflections": N_("Thoughts"), "Memories": N_("Memory")}
TOOLBARS = ("Memories", "Ask")  # tabs with a row of widgets above the body
ALL = 1_000_000  # "every reflection" as a page size


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
        self.tab = "Now"
        self.detail = None
        self.reflections = None
        self.expanded: set[tuple[int, ...]] = set()
        self.evidence: dict = {}
        self.column = TextColumn(TextCache(max_items=2000))
        self._following = False
        self._build(window_size)
        self._set_visible(False)

    def _build(self, window_size: tuple[int, int]) -> None:
        w = max(PANEL_MIN_W, min(PANEL_MAX_W, window_size[0] // 3))
        h = max(240, window_size[1] - self.top - 16)
        rect = pygame.Rect(window_size[0] - w - 8, self.top + 8, w, h)
        m = self.manager
        self.panel = pygame_gui.elements.UIPanel(rect, starting_height=2, manager=m)
        p = self.panel

        def button(r, text, tip):
            return pygame_gui.elements.UIButton(pygame.Rect(r), text, m, p, tool_tip_text=tip)

        self.close_button = button((w - 42, 7, 32, 28), "X", _("Close (Esc)"))
        tip = _("Keep the camera on them (F)")
        self.follow_button = button((w - 136, 7, 88, 28), _("Follow"), tip)
        self.set_following(self._following)
        self.title = pygame_gui.elements.UILabel(
            pygame.Rect(8, 5, w - 150, 32), self.name or " ", m, p, object_id="#inspector_title"
        )
        weights = [cells(_(LABELS.get(n, n))) + 4 for n in TABS]  # wider tabs for longer names
        edges = [8 + (w - 16) * sum(weights[:i]) // sum(weights) for i in range(len(TABS) + 1)]
        self.tab_buttons = {
            name: pygame_gui.elements.UIButton(
                pygame.Rect(edges[i], HEADER_H, edges[i + 1] - edges[i] - 3, TAB_H - 4),
                _(LABELS.get(name, name)),
                m,
                p,
                tool_tip_text=_("{tab} ([ / ])").format(tab=_(name)),
                object_id="#tab",
            )
            for i, name in enumerate(TABS)
        }
        self.memories = MemoryTab(m, p, w, HEADER_H + TAB_H + 2)
        old, self.ask = getattr(self, "ask", None), AskTab(m, p, w, HEADER_H + TAB_H + 2)
        if old is not None:  # a rebuild (window resize) keeps the transcripts
            self.ask.transcripts, self.ask.pending = old.transcripts, old.pending
            self.ask.set_remember(old.remember)
        self.body = pygame_gui.elements.UIImage(
            self._body_local(), pygame.Surface((4, 4)), m, container=p
        )
        self._layout_tab()

    def _body_local(self) -> pygame.Rect:
        w, h = self.panel.get_container().get_rect().size
        y = HEADER_H + TAB_H + 4 + (TOOLBAR_H if self.tab in TOOLBARS else 0)
        return pygame.Rect(8, y, w - 14, max(40, h - y - 8))

    def _layout_tab(self) -> None:
        for name, b in self.tab_buttons.items():
            (b.select if name == self.tab else b.unselect)()
        self.memories.show(self.tab == "Memories" and self.is_open)
        self.ask.show(self.tab == "Ask" and self.is_open)
        local = self._body_local()
        self.body.set_relative_position(local.topleft)
        self.body.set_dimensions(local.size)
        self.column.invalidate()

    # --- state -------------------------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        return self.resident_id is not None

    @property
    def rect(self) -> pygame.Rect | None:
        """Screen rectangle of the open panel (None when closed); clicks there are not map clicks."""
        return self.panel.rect.copy() if self.is_open else None

    def body_rect(self) -> pygame.Rect:
        return self.body.rect.copy()

    def _set_visible(self, visible: bool) -> None:
        (self.panel.show if visible else self.panel.hide)()
        self.memories.show(visible and self.tab == "Memories")
        self.ask.show(visible and self.tab == "Ask")

    def open(self, resident_id: str, sim) -> None:
        """Show the panel for ``resident_id`` (KeyError if the simulation has no such resident).

        A new resident starts at the top of the same tab with every tree closed.
        """
        if resident_id != self.resident_id:
            self.column.scroll = 0
            self.expanded.clear()
            self.evidence.clear()
            self.memories.reset()
        previous, self.resident_id = self.resident_id, resident_id
        try:
            self.refresh(sim, force=True)
        except KeyError:
            self.resident_id = previous
            raise
        self._set_visible(True)

    def close(self) -> None:
        self.resident_id = None
        self._set_visible(False)

    def set_following(self, following: bool) -> None:
        self._following = following
        self.follow_button.set_text(_("Following") if following else _("Follow"))

    def set_tab(self, name: str, sim) -> None:
        if name not in TABS or name == self.tab:
            return
        self.tab = name
        self._layout_tab()
        self.column.scroll = 0
        if self.is_open:
            self.refresh(sim, force=True)
            if name == "Plan":
                top = next(
                    (
                        self.column.top_of(p.key)
                        for p in self.column.paragraphs
                        if p.style == "current" and p.key
                    ),
                    None,
                )
                if top is not None:
                    self.column.scroll = max(0, top - 120)

    def cycle_tab(self, step: int, sim) -> None:
        self.set_tab(TABS[(TABS.index(self.tab) + step) % len(TABS)], sim)

    # --- content -----------------------------------------------------------------------------
    def refresh(self, sim, force: bool = False) -> bool:
        """Fetch what the current tab shows; returns whether the text changed. KeyError when
        the resident is gone. Cost: one ``detail`` plus the tab's own view."""
        if self.resident_id is None:
            return False
        detail = sim.detail(self.resident_id)
        self.detail = detail
        if detail.name != self.name:
            self.name = detail.name
            self.title.set_text(detail.name)
        paras = self._paragraphs(sim, detail)
        width = self.body.rect.w - 14
        changed = self.column.set_paragraphs(paras, width, keep_anchor=not force, force=force)
        if self.tab == "Ask" and (self.ask.changed or force):  # a chat: show the newest line
            self.ask.changed = False
            self.column.scroll = self.column.max_scroll(self.body.rect.h)
        return changed

    def _paragraphs(self, sim, d) -> list:
        first = d.name.split()[0] if d.name else _("they")
        if self.tab == "Now":
            return tabs.now_paragraphs(d)
        if self.tab == "Plan":
            return tabs.plan_paragraphs(d)
        if self.tab == "Memories":
            self.memories.refresh(sim, self.resident_id, d.memories_total)
            self.memories.fetch_upcoming(sim, self.resident_id)
            return self.memories.paragraphs(first)
        if self.tab == "Reflections":
            self.reflections = sim.memory_page(self.resident_id, 0, ALL, ("reflection",))
            for _round in range(32):  # open nodes may reveal open nodes deeper down
                need = tabs.evidence_needed(self.reflections, self.expanded, self.evidence)
                if not need:
                    break
                for row in sim.memories_by_id(self.resident_id, need):
                    self.evidence[row.id] = row
            return tabs.reflection_paragraphs(self.reflections, self.expanded, self.evidence)
        if self.tab == "People":
            return tabs.people_paragraphs(d)
        if self.tab == "Ask":
            self.ask.check_whispers(sim)
            return self.ask.paragraphs(self.resident_id, d.name)
        return tabs.talk_paragraphs(d)

    def text(self) -> str:
        """Everything the current tab says, one paragraph a line (for tests and logs)."""
        return "\n".join([self.name] + [p.text for p in self.column.paragraphs])

    def scroll(self, wheel_y: int, sim=None) -> None:
        """Wheel over the panel: up (positive) scrolls toward the top; past a page's end the
        Memories tab turns to the next (older) or previous page."""
        h = self.body.rect.h
        moved = self.column.scroll_by(-wheel_y * WHEEL_PIXELS, h)
        if moved or sim is None or self.tab != "Memories" or not wheel_y:
            return
        if self.memories.turn(1 if wheel_y < 0 else -1):
            self.refresh(sim, force=True)
            self.column.scroll = 0 if wheel_y < 0 else self.column.max_scroll(h)

    def click(self, pos: tuple[int, int], sim) -> bool:
        """A click in the body: opens or closes a reflection. Returns whether it did anything."""
        key = self.column.hit(pos, self.body.rect)
        if not (isinstance(key, tuple) and key and key[0] == "toggle"):
            return False
        self.expanded ^= {key[1]}
        self.refresh(sim)
        return True

    def update_body(self) -> None:
        """Re-compose the body image when content or scroll changed (call once per frame)."""
        if self.is_open:
            if self.tab == "Memories" and self.memories.upcoming:
                if self.column.prewrap(self.memories.upcoming):
                    self.memories.upcoming = []  # all wrapped: nothing to do until a new page
            show_in(self.body, self.column.render(self.body.rect.size))

    def resize(self, window_size: tuple[int, int], sim=None) -> None:
        """Rebuild the elements for a new window size (rare; re-wraps the text)."""
        self.memories.runner.shutdown()
        for element in (self.memories, self.ask, self.panel):
            element.kill()
        self._build(window_size)
        self._set_visible(self.is_open)
        if self.is_open and sim is not None:
            self.refresh(sim, force=True)

    def process_event(self, event: pygame.event.Event, sim=None) -> str | None:
        """'close' or 'follow' for those buttons, 'said:LINE' for a line to show in the HUD (a
        whisper's confirmation); tabs and the Memories and Ask toolbars act here."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.close_button:
                return "close"
            if event.ui_element is self.follow_button:
                return "follow"
            for name, b in self.tab_buttons.items():
                if event.ui_element is b:
                    self.set_tab(name, sim)
                    return "tab"
        if self.is_open and self.tab == "Ask" and sim is not None:
            said = self.ask.process_event(event, sim, self.resident_id, self.name)
            if said:
                self.refresh(sim)
                return said if said in ("ask", "toggle") else "said:" + said
        if self.is_open and self.tab == "Memories" and sim is not None:
            if self.memories.process_event(event, sim, self.resident_id):
                self.refresh(sim, force=True)
                end, self.memories.to_end = self.memories.to_end, False
                self.column.scroll = self.column.max_scroll(self.body.rect.h) if end else 0
                return "memories"
        return None

    def shutdown(self) -> None:
        self.memories.runner.shutdown()
