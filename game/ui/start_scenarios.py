"""The start screen's Scenario page: pick one of the towns' scenarios and watch it play.

A scenario (a file under ``maps/<town>/scenarios/``) starts its town at its own time with its
residents, fires its events at their game times and measures what it asks; picked here it plays
in the window, as ``python main.py --town T --scenario NAME`` does, its measurements in a panel
as it goes. This page is the list (town, name and length), the picked one's description and
what Watch hands back (``StartChoice("scenario", ...)``); the screen owns the Watch button.
"""

from __future__ import annotations

import html

import pygame
import pygame_gui

from game.ui.fonts import font_path, has_cjk
from game.ui.i18n import N_, ngettext
from game.ui.i18n import gettext as _
from game.ui.start_choices import NOTE, StartChoice, StartMenu, index_of
from game.ui.wrap import wrap_units

BOX_FONT_SIZE = 14  # the theme's default size, which the text box's words have

NO_SCENARIOS = N_("No scenarios: a town's scenarios/ folder holds none.")
ABOUT = N_(
    "A town from the scenario's start: its events at their game times, its measurements in a "
    "panel as it goes. A scenario run is not saved."
)


def scenario_line(town_name: str, name: str, hours: float) -> str:
    """One row of the list: 'Smallville · party  (36 game hours)'."""
    if hours:  # a fraction of an hour is counted as many ("1.5 game hours")
        length = ngettext("{n:g} game hour", "{n:g} game hours", 1 if hours == 1 else 2)
        length = length.format(n=hours)
    else:
        length = _("its own length")
    return _("{town} · {name}  ({length})").format(town=town_name, name=name, length=length)


def box_html(text: str, width: int) -> str:
    """The text box's HTML: ``text`` escaped, and CJK text broken into lines here at
    ``width`` less the box's padding (pygame_gui's box breaks lines only at spaces, so it would
    hyphenate a run of Chinese characters)."""
    if not has_cjk(text):
        return html.escape(text)
    font = pygame.font.Font(font_path(False, True), BOX_FONT_SIZE)
    lines = wrap_units(text, width - 24, lambda s: font.size(s)[0], font.size(" ")[0])
    return "<br>".join(html.escape(line) for line in lines)


class ScenarioPage:
    """The page's widgets on ``page`` (the screen ``ui`` makes them); ``handle`` runs in the
    screen's loop and calls ``on_watch`` on a double-click; ``choice`` is the picked one."""

    def __init__(self, ui, page, menu: StartMenu, width: int, height: int, on_watch) -> None:
        self.menu, self.on_watch = menu, on_watch
        self.picked: int | None = None
        ui.label(
            page, (16, 48, width - 32, 20), _("Pick one; double-click or Watch to play it."), NOTE
        )
        items = [
            (scenario_line(s.town_name, s.name, s.hours), f"#scenario_{i}")
            for i, s in enumerate(menu.scenarios)
        ]
        rows = max(4, min(8, len(items)))  # then it scrolls
        self.list = pygame_gui.elements.UISelectionList(
            pygame.Rect(16, 72, width - 32, rows * 26 + 6),
            items or [(_(NO_SCENARIOS), "#scenario_none")],
            ui.manager,
            container=page,
        )
        top = self.list.relative_rect.bottom + 12
        self.width = width - 32
        self.about = pygame_gui.elements.UITextBox(
            box_html(_(ABOUT), self.width),
            pygame.Rect(16, top, self.width, height - top - 66),
            ui.manager,
            container=page,
        )

    def describe(self) -> str:
        """What the text box says: the picked scenario's description, else what one is."""
        if self.picked is None:
            return _(ABOUT)
        s = self.menu.scenarios[self.picked]
        about = " ".join(s.description.split()) or _("(no description)")
        return _("{town} · {name}: {about}").format(town=s.town_name, name=s.name, about=about)

    def handle(self, event: pygame.event.Event) -> bool:
        """A scenario picked (True: the event was this page's)."""
        if getattr(event, "ui_element", None) is not self.list:
            return False
        if event.type in (
            pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
            pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION,
            pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION,
        ):
            self.picked = index_of(self.list, "#scenario_")
            self.about.set_text(box_html(self.describe(), self.width))
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self.on_watch()
        return True

    def choice(self) -> StartChoice:
        """The picked scenario as a choice, or ``ValueError`` with the one line to show."""
        if self.picked is None:
            raise ValueError(_("Pick a scenario in the list first."))
        s = self.menu.scenarios[self.picked]
        return StartChoice("scenario", town=s.town, scenario=s.name)
