"""The start screen: Continue, New town, Load a save, Scenario, Quit. It returns a
``StartChoice``.

What ``python main.py`` shows first (``main.py`` decides when). A card in the middle of the
window: on the left the five buttons and what Continue would load (or why it cannot); on the
right a page: the New town form (a town, a seed, the built-in brain or a model's URL, with a
Check button when ``main.py`` gives a check), the list of this machine's saves, or the towns'
scenarios to watch (``start_scenarios.ScenarioPage``).
Nothing here reads a file: the menu (``start_choices.StartMenu``) comes filled in, and a
problem ``main.py`` finds after a choice (a damaged save, a bad URL) comes back through
``show_error`` as one line while the screen stays. Tests drive it like the town window: post
pygame events, call ``run(max_frames=...)``.
"""

from __future__ import annotations

from functools import partial

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.ui import scene
from game.ui.fonts import make_manager, usable_language
from game.ui.i18n import current_language, use_language
from game.ui.i18n import gettext as _
from game.ui.start_choices import (
    NOTE,
    NewTownForm,
    StartChoice,
    StartMenu,
    continue_lines,
    index_of,
    save_line,
)
from game.ui.start_scenarios import ScenarioPage
from game.ui.theme import START_THEME
from game.ui.wrap import cells
from game.world.languages import LANGUAGE_NAMES, LANGUAGES

CARD = (900, 560)
PAGE = pygame.Rect(296, 16, 580, 488)  # inside the card, right of the buttons
LEFT, LEFT_W, BIG_H = 24, 248, 42
BACKGROUND = ((12, 16, 26), (24, 32, 52))  # top and bottom of the window's gradient
MENU, PRIMARY = ObjectID(class_id="@menu"), ObjectID(object_id="#primary", class_id="@menu")


class StartScreen:
    """The window's first screen over a ``StartMenu`` (see the module docstring)."""

    def __init__(
        self, menu: StartMenu, *, size: tuple[int, int] = (1280, 800), fps: int = 60
    ) -> None:
        self.menu = menu
        self.fps = fps
        self.screen = scene.open_display(size)
        self.choice: StartChoice | None = None
        self.language_picked: str | None = None  # a language the player picked here
        self._background: pygame.Surface | None = None
        self._build()

    def _build(self) -> None:
        """Every widget, in the window's language (again after a language is picked)."""
        pygame.display.set_caption(_("Generative agents"))
        self.manager = make_manager(self.window_size(), START_THEME)
        self.picked_save = None
        self._actions: dict = {}
        self.card = pygame_gui.elements.UIPanel(
            pygame.Rect((0, 0), CARD), starting_height=1, manager=self.manager
        )
        self._build_left()
        self.new_page = self._page(_("New town"))
        self._build_new_page()
        self.load_page = self._page(_("Load a save"))
        self._build_load_page()
        self.scenario_page = self._page(_("Watch a scenario"))
        self.scenarios = ScenarioPage(
            self, self.scenario_page, self.menu, PAGE.w, PAGE.h, self.pick_scenario
        )
        watch = (PAGE.w - 16 - 170, PAGE.h - 54, 170, 40)
        self.buttons["watch"] = self.button(
            self.scenario_page, watch, _("Watch"), self.pick_scenario, PRIMARY
        )
        self.status = self.label(self.card, (LEFT, 516, CARD[0] - 2 * LEFT, 28), "")
        self.show_page("new")
        self._center()

    # --- building ----------------------------------------------------------------------------
    def label(self, parent, rect, text: str, object_id: str = "#dialog_text"):
        return pygame_gui.elements.UILabel(
            pygame.Rect(rect), text or " ", self.manager, parent, object_id=object_id
        )

    def button(self, parent, rect, text: str, action, object_id=None):
        b = pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.manager, parent, object_id=object_id
        )
        self._actions[b] = action
        return b

    def entry(self, parent, rect, text: str = "", placeholder: str = ""):
        return pygame_gui.elements.UITextEntryLine(
            pygame.Rect(rect), self.manager, parent, initial_text=text, placeholder_text=placeholder
        )

    def _page(self, title: str):
        page = pygame_gui.elements.UIPanel(PAGE, 1, self.manager, container=self.card)
        page.change_object_id("#start_page")
        self.label(page, (16, 12, PAGE.w - 32, 30), title, "#dialog_title")
        return page

    def _build_left(self) -> None:
        card = self.card
        self.label(card, (LEFT, 18, LEFT_W + 20, 40), _("Generative agents"), "#start_title")
        self.label(card, (LEFT, 58, LEFT_W + 20, 22), _("A town that remembers, plans and talks"))
        rows = (
            ("continue", 104, _("Continue"), self.pick_continue, PRIMARY),
            ("new", 232, _("New town"), lambda: self.show_page("new"), MENU),
            ("load", 284, _("Load a save"), lambda: self.show_page("load"), MENU),
            ("scenario", 336, _("Scenario"), lambda: self.show_page("scenario"), MENU),
            ("quit", PAGE.bottom - BIG_H, _("Quit"), self.pick_quit, MENU),
        )
        self.buttons = {
            key: self.button(card, (LEFT, y, LEFT_W, BIG_H), text, action, kind)
            for key, y, text, action, kind in rows
        }
        width = (LEFT_W - 8 * (len(LANGUAGES) - 1)) // len(LANGUAGES)
        for i, code in enumerate(LANGUAGES):  # each in its own name, the current one selected
            rect, pick = (LEFT + i * (width + 8), 392, width, 30), partial(self.set_language, code)
            b = self.buttons[code] = self.button(
                card, rect, LANGUAGE_NAMES[code], pick, "#language"
            )
            (b.select if code == current_language() else b.unselect)()
        self.continue_info = [
            self.label(card, (LEFT + 2, 150 + 20 * i, LEFT_W, 20), line, NOTE)
            for i, line in enumerate(continue_lines(self.menu.continue_from))
        ]
        if self.menu.continue_from is None:
            self.buttons["continue"].disable()

    def _build_new_page(self) -> None:
        page, w = self.new_page, PAGE.w
        self.form = NewTownForm(self, page, self.menu, w)
        self.label(
            page, (16, PAGE.h - 52, w - 220, 36), _("The same seed gives the same day."), NOTE
        )
        start = (w - 16 - 170, PAGE.h - 54, 170, 40)
        self.buttons["start"] = self.button(page, start, _("Start"), self.pick_new, PRIMARY)

    def _build_load_page(self) -> None:
        page, w = self.load_page, PAGE.w
        where = _("Newest first; double-click one to load it.   Folder: ")
        folder = self.menu.saves_dir
        room = 84 - cells(where)  # the label's width in Latin characters
        where += folder if len(folder) <= room else "…" + folder[len(folder) - max(0, room - 1) :]
        self.label(page, (16, 48, w - 32, 20), where, NOTE)
        items = [(save_line(e), f"#save_{i}") for i, e in enumerate(self.menu.saves)]
        self.save_list = pygame_gui.elements.UISelectionList(
            pygame.Rect(16, 72, w - 32, PAGE.h - 72 - 70),
            items or [(_("No saves yet: start a new town, then press F5 in it."), "#save_none")],
            self.manager,
            container=page,
        )
        load = (w - 16 - 170, PAGE.h - 54, 170, 40)
        self.buttons["load_picked"] = self.button(page, load, _("Load"), self.pick_load, PRIMARY)

    # --- layout ------------------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        """Show the screen in ``code`` (rebuilt: what was typed in the form is not kept); the
        choice then carries it as ``--language``. Without a font for it: one line, English."""
        (code, problem), page = usable_language(code), getattr(self, "page", "new")
        if code != current_language():
            use_language(code)
            self.manager.clear_and_reset()
            self._build()
            self.show_page(page)
        self.language_picked = code
        if problem:
            self.say(problem, error=True)

    def window_size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _center(self) -> None:
        w, h = self.window_size()
        self.card.set_position(((w - CARD[0]) // 2, max(0, (h - CARD[1]) // 2)))

    def _resized(self) -> None:
        self.screen = pygame.display.get_surface()
        self.manager.set_window_resolution(self.window_size())
        self._background = None
        self._center()

    def show_page(self, name: str) -> None:
        self.page = name
        pages = (("new", self.new_page), ("load", self.load_page))
        pages += (("scenario", self.scenario_page),)
        for key, page in pages:
            (page.show if key == name else page.hide)()
            (self.buttons[key].select if key == name else self.buttons[key].unselect)()
        self.say("")

    def say(self, text: str, error: bool = False) -> None:
        """The one status line at the bottom of the card (orange when ``error``)."""
        self.status.change_object_id("#dialog_error" if error else "#dialog_text")
        self.status.set_text(text or " ")

    def show_error(self, line: str) -> None:
        """A problem ``main.py`` found with the last choice: one line; the screen stays."""
        self.say(" ".join(str(line).split()), error=True)

    def show_busy(self, line: str) -> None:
        """Say ``line`` ("Opening the town...") and draw one frame while the caller works."""
        self.say(line)
        self.manager.update(0.0)
        self.draw()
        pygame.display.flip()

    # --- choices -----------------------------------------------------------------------------
    def pick_continue(self) -> None:
        if self.menu.continue_from is not None:
            path = str(self.menu.continue_from.path)
            self.choice = StartChoice("continue", save_path=path)

    def pick_new(self) -> None:
        try:
            self.choice = self.form.choice()
        except ValueError as e:
            self.say(str(e), error=True)

    def pick_load(self) -> None:
        if self.picked_save is None:
            self.say(_("Pick a save in the list first."), error=True)
            return
        entry = self.menu.saves[self.picked_save]
        if entry.damaged:
            line = _("{name} cannot be loaded: {problem}")
            self.say(line.format(name=entry.name, problem=entry.damaged), error=True)
            return
        self.choice = StartChoice("load", save_path=str(entry.path))

    def pick_scenario(self) -> None:
        try:
            self.choice = self.scenarios.choice()
        except ValueError as e:
            self.say(str(e), error=True)

    def pick_quit(self) -> None:
        self.choice = StartChoice("quit")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.pick_quit()
        elif event.type == pygame.VIDEORESIZE:
            self._resized()
        self.manager.process_events(event)
        kind = event.type
        if kind == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
        elif self.form.handle(event) or self.scenarios.handle(event):
            pass
        elif getattr(event, "ui_element", None) is self.save_list and kind in (
            pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
            pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION,
            pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION,
        ):
            self.picked_save = index_of(self.save_list, "#save_")
            if kind == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self.pick_load()
        elif kind == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.form.seed:
            self.pick_new()

    def frame(self, dt: float) -> None:
        for event in pygame.event.get():
            self.handle(event)
        self.form.update()
        self.manager.update(dt)
        self.draw()
        pygame.display.flip()

    def draw(self) -> None:
        if self._background is None or self._background.get_size() != self.window_size():
            self._background = scene.gradient(self.window_size(), BACKGROUND)
        self.screen.blit(self._background, (0, 0))
        self.manager.draw_ui(self.screen)

    def run(self, max_frames: int | None = None) -> StartChoice | None:
        """Loop until the player picks something (the choice) or ``max_frames`` (None)."""
        self.choice = None
        clock = pygame.time.Clock()
        done = 0
        while self.choice is None and (max_frames is None or done < max_frames):
            dt = clock.tick(self.fps) / 1000.0 if self.fps > 0 else clock.tick() / 1000.0
            self.frame(min(dt, 0.25))
            done += 1
        return self.choice

    def close(self) -> None:
        pygame.quit()
