"""What the start screen offers and hands back, and the New town form that makes a choice.

``main.py`` builds a ``StartMenu`` (the towns under ``maps/`` and their scenarios, this
machine's saves, the newest one to continue, the brain configured in config.toml or the
environment, and a function that checks a model) and gets a ``StartChoice`` back, which it
turns into the same flags a player could have typed (``--town``, ``--seed``, ``--load``,
``--scenario``, ``--llm-base-url``...). The screen never touches a file or the network itself;
``ModelCheck`` runs the slow check on a thread so the window stays responsive. ``NewTownForm``
is the New town page's widgets (a town, a seed, the built-in brain or a model's URL and name,
Check) and checks them into a choice.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
import pygame_gui

from game.ui.clock_text import game_time_text
from game.ui.i18n import N_
from game.ui.i18n import gettext as _
from game.ui.saves import SaveEntry, entry_line, format_saved_at

KINDS = ("continue", "new", "load", "scenario", "quit")
NO_SAVE_YET = N_("No saved town yet: start a new one.")
SEED_DIGITS = 9
NOTE = "#start_note"  # the theme's small grey text (theme.START_THEME)


@dataclass(frozen=True)
class StartChoice:
    """What the player picked. ``town`` is a folder under ``maps/`` ("new"); ``llm_url`` ""
    with ``brain`` "model" means the model configured in config.toml or the environment."""

    kind: str  # one of KINDS
    town: str = ""
    seed: int = 1
    brain: str = "builtin"  # "builtin" or "model" ("new")
    llm_url: str = ""
    llm_model: str = ""
    save_path: str = ""  # "continue" and "load"
    scenario: str = ""  # "scenario": its name (a file under the town's scenarios/)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"{self.kind!r}: not a start choice ({', '.join(KINDS)})")


@dataclass(frozen=True)
class TownOption:
    folder: str  # under maps/, what --town takes
    name: str  # as the map names it


@dataclass(frozen=True)
class ScenarioOption:
    """A scenario the screen offers to watch: what ``--town`` and ``--scenario`` take."""

    town: str  # folder under maps/
    town_name: str  # as the map names it
    name: str  # the file's stem
    description: str = ""
    hours: float = 0.0


@dataclass(frozen=True)
class StartMenu:
    """Everything the screen shows. ``saves`` newest first; ``continue_from`` one of them (or
    the previous session's autosave), None when there is nothing to continue."""

    towns: tuple[TownOption, ...]
    saves: tuple[SaveEntry, ...] = ()
    continue_from: SaveEntry | None = None
    saves_dir: str = "saves"
    configured_brain: str = ""  # the configured model in words ("" = the built-in brain)
    llm_url: str = ""  # prefilled from the configuration
    llm_model: str = ""
    check_model: Callable[[str, str], str] | None = field(default=None, compare=False)
    scenarios: tuple[ScenarioOption, ...] = ()


def continue_lines(entry: SaveEntry | None) -> tuple[str, str, str]:
    """Three short lines under the Continue button: what it would load, or why it cannot."""
    if entry is None:
        return (_(NO_SAVE_YET), "", "")
    name = entry.name if len(entry.name) <= 22 else entry.name[:21] + "…"
    kind = _("autosave") if entry.name.startswith("autosave") else _("“{name}”").format(name=name)
    saved = _("saved {when}").format(when=format_saved_at(entry.saved_at))
    town_save = _("{town}, {save}").format(town=entry.town, save=kind)
    return (town_save, game_time_text(entry.game_time), saved)


def save_line(entry: SaveEntry) -> str:
    """One row of the Load list (a damaged save says why, not an empty town and time)."""
    if not entry.damaged:
        return entry_line(entry)
    return _("{name}  ·  damaged: {problem}  ·  saved {when}").format(
        name=entry.name, problem=entry.damaged, when=format_saved_at(entry.saved_at)
    )


def opening_line(name: str) -> str:
    """What the screen says while the chosen town opens ("Opening Smallville...")."""
    return _("Opening {name}...").format(name=name)


def parse_seed(text: str) -> int:
    """The seed typed in the box; ``ValueError`` with one line if it is not a whole number."""
    text = text.strip()
    if not text:
        raise ValueError(_("Type a seed: a whole number (the same seed gives the same day)."))
    if not text.isdigit() or len(text) > SEED_DIGITS:
        raise ValueError(
            _("The seed must be a whole number of at most {digits} digits.").format(
                digits=SEED_DIGITS
            )
        )
    return int(text)


def index_of(selection_list, prefix: str) -> int | None:
    """The picked row of a list whose item ids are ``prefix`` + index (None: nothing picked)."""
    picked = selection_list.get_single_selection(include_object_id=True)
    tail = str(picked[1]).removeprefix(prefix) if picked is not None else ""
    return int(tail) if tail.isdigit() and str(picked[1]).startswith(prefix) else None


class ModelCheck:
    """One model check at a time, on a daemon thread; ``poll`` gives its line once done."""

    def __init__(self, check: Callable[[str, str], str] | None) -> None:
        self.check = check
        self._thread: threading.Thread | None = None
        self._result: str | None = None

    @property
    def available(self) -> bool:
        return self.check is not None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, url: str, model: str) -> None:
        if self.check is None or self.running:
            return
        self._result = None
        check = self.check

        def run() -> None:
            try:
                line = check(url, model)
            except Exception as e:  # a check must end in a line, never in a dead thread
                line = _("The check failed: {kind}: {problem}").format(
                    kind=type(e).__name__, problem=" ".join(str(e).split())
                )
            self._result = line

        self._thread = threading.Thread(target=run, name="model-check", daemon=True)
        self._thread.start()

    def poll(self) -> str | None:
        """The finished check's line, once (None while running or when nothing is new)."""
        if self.running or self._result is None:
            return None
        line, self._result = self._result, None
        return line


class NewTownForm:
    """The New town page's widgets on ``page``; ``ui`` (the start screen) makes them and says
    things. ``choice`` checks the form; ``handle`` and ``update`` run in the screen's loop."""

    def __init__(self, ui, page, menu: StartMenu, width: int) -> None:
        self.ui, self.menu = ui, menu
        self.town: str | None = menu.towns[0].folder if menu.towns else None
        self.brain = "model" if menu.configured_brain or menu.llm_url else "builtin"
        self.checker = ModelCheck(menu.check_model)
        ui.label(page, (16, 48, width - 32, 20), _("Town"), NOTE)
        rows = max(2, min(4, len(menu.towns)))
        items = [(f"{t.name}   ({t.folder})", f"#town_{i}") for i, t in enumerate(menu.towns)]
        self.town_list = pygame_gui.elements.UISelectionList(
            pygame.Rect(16, 70, width - 32, rows * 26 + 6),
            items,
            ui.manager,
            container=page,
            default_selection=items[0] if items else None,
            object_id="#towns",  # drawn with the CJK font in any language: 桃花村 by its name
        )
        y = self.town_list.relative_rect.bottom + 16
        ui.label(page, (16, y, 150, 20), _("Seed"), NOTE)
        ui.label(page, (184, y, 300, 20), _("Brain"), NOTE)
        self.seed = ui.entry(page, (16, y + 22, 150, 32), "1")
        self.seed.set_allowed_characters("numbers")
        self.seed.set_text_length_limit(SEED_DIGITS)
        self.brain_buttons = {
            key: ui.button(page, rect, text, lambda key=key: self.set_brain(key))
            for key, rect, text in (
                ("builtin", (184, y + 22, 170, 32), _("Built-in brain")),
                ("model", (362, y + 22, 202, 32), _("A model (URL)")),
            )
        }
        y += 70
        ui.label(page, (16, y, 340, 20), _("Model URL (OpenAI-compatible)"), NOTE)
        ui.label(page, (374, y, 190, 20), _("Model name"), NOTE)
        self.url = ui.entry(page, (16, y + 22, 350, 32), menu.llm_url, "http://localhost:11434/v1")
        self.model = ui.entry(page, (374, y + 22, 190, 32), menu.llm_model, _("e.g. qwen2.5:7b"))
        y += 64
        note = menu.configured_brain and _("Configured: {brain}").format(
            brain=menu.configured_brain
        )
        self.check_button = None
        if self.checker.available:
            self.check_button = ui.button(page, (16, y, 100, 30), _("Check"), self.check)
        left = 124 if self.check_button is not None else 16
        self.check_line = ui.label(page, (left, y, width - left - 16, 30), note, NOTE)
        self.set_brain(self.brain)

    def set_brain(self, brain: str) -> None:
        self.brain = brain
        for key, button in self.brain_buttons.items():
            (button.select if key == brain else button.unselect)()
        for entry in (self.url, self.model):
            (entry.enable if brain == "model" else entry.disable)()
        if self.check_button is not None:
            ready = brain == "model" and not self.checker.running
            (self.check_button.enable if ready else self.check_button.disable)()

    def check(self) -> None:
        url = self.url.get_text().strip()
        if not url:
            self.ui.say(_("Type the model's URL first."), error=True)
            return
        self.checker.start(url, self.model.get_text().strip())
        self.check_line.set_text(
            _("Checking: each step once, a minute or two with a small model...")
        )
        self.set_brain(self.brain)

    def choice(self) -> StartChoice:
        """The form as a choice, or ``ValueError`` with the one line to show."""
        if self.town is None:
            raise ValueError(_("Pick a town in the list first."))
        seed = parse_seed(self.seed.get_text())
        url, model = self.url.get_text().strip(), self.model.get_text().strip()
        if self.brain == "model" and not url and not self.menu.configured_brain:
            raise ValueError(_("Type the model's URL, e.g. http://localhost:11434/v1 (Ollama)."))
        if self.brain != "model":
            url, model = "", ""
        town, brain = self.town, self.brain
        return StartChoice("new", town=town, seed=seed, brain=brain, llm_url=url, llm_model=model)

    def handle(self, event: pygame.event.Event) -> bool:
        """A town picked (True: used); Enter in the seed box is the screen's (Start)."""
        if getattr(event, "ui_element", None) is not self.town_list:
            return False
        if event.type in (
            pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
            pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION,
        ):
            index = index_of(self.town_list, "#town_")
            self.town = self.menu.towns[index].folder if index is not None else None
        return True

    def update(self) -> None:
        line = self.checker.poll()
        if line is not None:
            self.check_line.set_text(line)
            self.set_brain(self.brain)
