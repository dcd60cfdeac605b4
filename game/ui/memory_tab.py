"""The inspector's Memories tab: the whole stream page by page, a kind filter, and search.

Why pages: a resident that lives for weeks holds tens of thousands of memories; laying all of
them out would cost seconds. A page is ``PAGE`` memories (the simulation sorts and slices, ~1 ms
for 10k), wheel scrolling runs on into the next page, and "Oldest" jumps to the first memory,
so every memory is a few gestures away and a frame never handles more than one page.

Search runs the resident's own retrieval (``sim.search_memories``, which touches nothing) on a
worker thread, because a model-backed embedder may take a network round trip; the tab polls the
future each frame. Results are re-run when new memories arrive, so they stay live.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

import pygame
import pygame_gui

from game.ui.i18n import N_
from game.ui.i18n import gettext as _
from game.ui.inspector_tabs import page_paragraphs, search_paragraphs

PAGE = 100
SEARCH_K = 20
FILTERS: tuple[tuple[str, tuple[str, ...] | None, str], ...] = (
    (N_("All"), None, N_("memories")),
    (N_("Saw"), ("observation",), N_("observations")),
    (N_("Talk"), ("conversation",), N_("conversation memories")),
    (N_("Thought"), ("reflection",), N_("reflections")),
    (N_("Plan"), ("plan",), N_("plans")),
    (N_("Summary"), ("summary",), N_("summaries")),
)
ROW_H = 30
TOOLBAR_H = 3 * ROW_H + 4


class SearchRunner:
    """One background search at a time; the newest request wins."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="memory-search")
        self.future: Future | None = None

    def submit(self, fn, *args) -> None:
        self.future = self._pool.submit(fn, *args)

    def poll(self):
        """The finished result once (None while running or when there is nothing)."""
        if self.future is None or not self.future.done():
            return None
        future, self.future = self.future, None
        return future.result()

    def wait(self, timeout: float = 10.0) -> None:
        """Block until the running search ends (tests, screenshots); the next frame shows it."""
        if self.future is not None:
            self.future.result(timeout=timeout)

    def shutdown(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


class MemoryTab:
    """Toolbar widgets and paging/search state of the Memories tab."""

    def __init__(self, manager, container, width: int, top: int) -> None:
        self.start = 0
        self.filter = 0
        self.query = ""
        self.result = None  # MemorySearch shown, or None for the paged list
        self.page = None
        self.runner = SearchRunner()
        self.total = 0  # memories of the resident at the last refresh
        self.to_end = False  # scroll to the bottom after the next fetch ("Oldest")
        self._searched_total = -1
        self.upcoming: list = []  # the neighbouring pages' paragraphs (``fetch_upcoming``)
        self._upcoming_key: tuple | None = None
        self._build(manager, container, width, top)

    def _build(self, manager, container, width: int, top: int) -> None:
        def button(x, y, w, text, tip=None):
            return pygame_gui.elements.UIButton(
                pygame.Rect(x, y, w, ROW_H - 4), text, manager, container, tool_tip_text=tip
            )

        inner = width - 16
        self.entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(8, top, inner - 148, ROW_H - 4),
            manager,
            container,
            placeholder_text=_("search memories, Enter"),
        )
        self.search_button = button(
            inner - 136, top, 70, _("Search"), _("Rank by the mind's retrieval")
        )
        self.clear_button = button(inner - 62, top, 70, _("Clear"), _("Back to the list"))
        fw = inner // len(FILTERS)
        self.filter_buttons = [
            button(8 + i * fw, top + ROW_H, fw - 4, _(label), _("Show {kind}").format(kind=_(kind)))
            for i, (label, _kinds, kind) in enumerate(FILTERS)
        ]
        nw = inner // 4
        self.nav = {
            name: button(8 + i * nw, top + 2 * ROW_H, nw - 4, label, tip)
            for i, (name, label, tip) in enumerate(
                (
                    ("newest", _("« Newest"), _("The latest memories")),
                    ("newer", _("‹ Newer"), _("Previous page")),
                    ("older", _("Older ›"), _("Next page")),
                    ("oldest", _("Oldest »"), _("The very first memories")),
                )
            )
        }
        self._mark_filter()

    def elements(self) -> list:
        return [self.entry, self.search_button, self.clear_button, *self.filter_buttons] + list(
            self.nav.values()
        )

    def show(self, visible: bool) -> None:
        for e in self.elements():
            (e.show if visible else e.hide)()

    def kill(self) -> None:
        for e in self.elements():
            e.kill()

    def _mark_filter(self) -> None:
        for i, b in enumerate(self.filter_buttons):
            (b.select if i == self.filter else b.unselect)()

    @property
    def kinds(self) -> tuple[str, ...] | None:
        return FILTERS[self.filter][1]

    def reset(self) -> None:
        """A new resident: first page, all kinds, no search."""
        self.start, self.filter, self.query, self.result, self.page = 0, 0, "", None, None
        self.entry.set_text("")
        self._mark_filter()

    # --- actions -----------------------------------------------------------------------------
    def search(self, sim, rid: str, text: str) -> None:
        self.query = text.strip()
        if not self.query:
            self.result = None
            return
        self._searched_total = self.total
        self.runner.submit(sim.search_memories, rid, self.query, SEARCH_K)

    def goto(self, where: str) -> None:
        total = self.page.total if self.page is not None else 0
        last = max(0, (total - 1) // PAGE * PAGE)
        self.start = {
            "newest": 0,
            "newer": max(0, self.start - PAGE),
            "older": min(last, self.start + PAGE),
            "oldest": last,
        }[where]
        self.result = None
        self.query = ""
        self.to_end = where == "oldest"  # the very first memory is at the bottom of that page

    def turn(self, direction: int) -> bool:
        """Wheel past the end of a page: move one page (+1 older, -1 newer) if there is one."""
        if self.result is not None or self.page is None:
            return False
        start = self.start + direction * PAGE
        if start < 0 or start >= self.page.total:
            return False
        self.start = start
        return True

    def process_event(self, event, sim, rid: str) -> bool:
        """Handle the toolbar's own events; True when the content must be fetched again."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.search(sim, rid, self.entry.get_text())
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        el = event.ui_element
        if el is self.search_button:
            self.search(sim, rid, self.entry.get_text())
        elif el is self.clear_button:
            self.entry.set_text("")
            self.query, self.result = "", None
        elif el in self.filter_buttons:
            self.filter = self.filter_buttons.index(el)
            self.start, self.result, self.query = 0, None, ""
            self._mark_filter()
        else:
            where = next((k for k, b in self.nav.items() if b is el), None)
            if where is None:
                return False
            self.goto(where)
        return True

    # --- data --------------------------------------------------------------------------------
    def refresh(self, sim, rid: str, total: int) -> None:
        """Fetch the page shown; re-run the search when memories were added since it ran."""
        self.total = total
        done = self.runner.poll()
        if done is not None and done.query == self.query:
            self.result = done
        if self.query and total != self._searched_total and self.runner.future is None:
            self._searched_total = total
            self.runner.submit(sim.search_memories, rid, self.query, SEARCH_K)
        if not self.query:  # the list is not fetched while search results are shown
            self.page = sim.memory_page(rid, self.start, PAGE, self.kinds)
            self.start = self.page.start

    def fetch_upcoming(self, sim, rid: str) -> None:
        """The pages either side of the one shown, as paragraphs, for the column to wrap in
        spare frames (``TextColumn.prewrap``); fetched once per page shown (~1 ms for 10k)."""
        key = (rid, self.start, self.filter)
        if self.query or self.page is None or key == self._upcoming_key:
            return
        self._upcoming_key = key
        self.upcoming = []
        label = _(FILTERS[self.filter][2])
        for start in (self.start + PAGE, self.start - PAGE):  # older first: the wheel goes down
            if 0 <= start < self.page.total:
                self.upcoming += page_paragraphs(
                    sim.memory_page(rid, start, PAGE, self.kinds), label
                )

    def paragraphs(self, name: str) -> list:
        if self.result is not None:
            return search_paragraphs(self.result, name)
        if self.query:
            return [("dim", _('searching "{query}"...').format(query=self.query))]
        if self.page is None:
            return []
        return page_paragraphs(self.page, _(FILTERS[self.filter][2]))
