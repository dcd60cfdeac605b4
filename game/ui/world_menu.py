"""Changing the world from the map: a right-click menu on a building, room or object, and the
notice dialog.

Right-click on the map opens ``PlaceMenu`` at the mouse with what can be done there: close or
reopen the building, break or fix the object under the mouse (or the one beside it), post a
notice in the building, or across town; and, at its foot, show or hide the map's overlays
(everyone's mood, the relationship network), as their keys O and R do. Each choice calls the simulation (``close_sector``,
``open_sector``, ``break_object``, ``fix_object``, ``announce``), which tells the residents the
way people find out (see ``game.sim.world_events``); the map's marks and the event log are
refreshed at once and the HUD says what happened in one line. A refusal from the simulation (an
unknown place, an empty notice) is that one line too, never a traceback.

A building that is someone's home is never closable: its "Close" choice is shown disabled, with
the reason on the line below it ("Homes cannot be closed: 2 residents live here"). Who lives
where comes from the views the window already reads: ``sim.relationship_network()``'s homes
(each resident's home building as a tile rect) matched against ``sim.sectors()``'s rects, so no
place is named here and a town that cannot tell simply offers the choice.

Both are ``Dialog``s, so Esc closes them and the town waits while they are open; the menu has
no shade and a click outside it closes it. Building one costs a few milliseconds, once.
"""

from __future__ import annotations

import logging
import re

import pygame
import pygame_gui

from game.sim.snapshot import place_phrase
from game.ui.dialogs import BUTTON_H, Dialog
from game.ui.i18n import gettext as _
from game.ui.i18n import ngettext
from game.ui.text import ellipsize

log = logging.getLogger(__name__)
MENU_W = 360
ITEM_H = 30


def act(app, what: str, fn, *args) -> bool:
    """Run a simulation action; the HUD shows ``what`` or the one-line reason it was refused."""
    try:
        fn(*args)
    except (KeyError, ValueError) as e:
        reason = e.args[0] if e.args else str(e)
        app.toast(_("Could not do that: {reason}").format(reason=reason))
        return False
    app.toast(what)
    app.marks.refresh(app.sim)
    app.cur = app.sim.snapshot()
    return True


REASON = "reason"  # the kind of a menu row that only explains the refused choice above it


def residents_at_home(sim, sector: str) -> int:
    """How many residents have ``sector`` as their home (0 when the town cannot tell).

    Reads the window's views only: the sector's tile rect from ``sim.sectors()`` and the home
    rects of ``sim.relationship_network()``. Cost: one pass over each (a few ms for 300)."""
    sectors = getattr(sim, "sectors", None)
    network = getattr(sim, "relationship_network", None)
    if sectors is None or network is None:
        return 0
    try:
        rect = next((tuple(s.rect) for s in sectors() if s.name == sector), None)
        homes = network().get("homes", ()) if rect is not None else ()
    except (KeyError, ValueError, AttributeError) as e:  # a view the town cannot build
        log.warning("could not tell who lives at %s: %s", sector, e)
        return 0
    return sum(1 for _unused, _unused, home in homes if tuple(home) == rect)


def home_reason(n: int) -> str:
    """The one line that says why a home cannot be closed."""
    lives = ngettext("{n} resident lives", "{n} residents live", n).format(n=n)
    return _("Homes cannot be closed: {lives} here").format(lives=lives)


def menu_items(app, spot: dict | None) -> list[tuple[str, object, str | None]]:
    """(label, action, button kind) for what was right-clicked (None: outdoors).

    A choice that is refused has action None (a disabled button) and is followed by a row of
    kind ``REASON`` that says why (a line of text, not a button)."""
    sim = app.sim
    items = []
    if spot is not None:
        sector = spot["sector"]
        living = 0 if spot["closed"] else residents_at_home(sim, sector)
        if living:
            items.append((_("Close {place}").format(place=sector), None, None))
            items.append((home_reason(living), None, REASON))
        elif spot["closed"]:
            what = _("{place} is open again").format(place=sector)
            reopen = lambda what=what: act(app, what, sim.open_sector, sector)  # noqa: E731
            items.append((_("Reopen {place}").format(place=sector), reopen, "primary"))
        else:
            what = _("{place} is closed: whoever planned to go there will change plans")
            what = what.format(place=sector)
            close = lambda what=what: act(app, what, sim.close_sector, sector)  # noqa: E731
            items.append((_("Close {place}").format(place=sector), close, "danger"))
        obj = spot["object"]
        if obj:
            name = re.sub(r"\s+\d+$", "", obj.rsplit(":", 1)[-1])  # "cafe table 2": the table
            if spot["broken"]:
                what = _("The {thing} is fixed").format(thing=name)
                fix = lambda what=what: act(app, what, sim.fix_object, obj)  # noqa: E731
                items.append((_("Fix the {thing}").format(thing=name), fix, "primary"))
            else:
                what = _("The {thing} is broken: whoever sees it will know").format(thing=name)
                hit = lambda what=what: act(app, what, sim.break_object, obj)  # noqa: E731
                items.append((_("Break the {thing}").format(thing=name), hit, "danger"))
        post = _("Post a notice at {place}…").format(place=sector)
        items.append((post, lambda: open_notice(app, sector), None))
    items.append((_("Post a notice across town…"), lambda: open_notice(app, None), None))
    return items + overlay_items(app)


def overlay_items(app) -> list[tuple[str, object, None]]:
    """The map's overlays, each shown or hidden as its key does (O moods, R the network)."""
    out = []
    moods = getattr(app, "moods", None)
    if moods is not None:
        label = _("Hide everyone's mood (O)") if moods.visible else _("Show everyone's mood (O)")
        out.append((label, lambda: toggle_moods(app), None))
    network = getattr(app, "network", None)
    if network is not None:
        label = (
            _("Hide the relationship network (R)")
            if network.visible
            else _("Show the relationship network (R)")
        )
        out.append((label, lambda: toggle_network(app), None))
    return out


def toggle_moods(app) -> None:
    """The mood overlay on or off; the HUD says why not (no moods in this town)."""
    why = app.moods.toggle(app.sim)
    if why:
        app.toast(why)


def toggle_network(app) -> None:
    if not app.network.toggle(app.sim):
        app.toast(_("This town has no relationships to show"))


class PlaceMenu(Dialog):
    """The right-click menu: a title (the building), a line (the room and object), choices."""

    close_on_outside = True

    def __init__(self, app, pos: tuple[int, int], spot: dict | None) -> None:
        self.app = app
        self.spot = spot
        items = menu_items(app, spot)
        title = spot["sector"] if spot else _("Outdoors")
        if spot and spot["closed"]:
            title = _("{place} (closed)").format(place=title)
        h = 70 + len(items) * (ITEM_H + 4)
        super().__init__(app.manager, app.window_size(), title, (MENU_W, h))
        self.shade.hide()  # a menu, not a dialog: the town stays in full view
        where = ""
        if spot and (spot["object"] or spot["arena"]):
            where = place_phrase(spot["object"] or f"{spot['sector']}:{spot['arena']}")
            where = where.removesuffix(f" at {spot['sector']}")  # the title names the building
        where = where or (_("the whole place") if spot else _("between the buildings"))
        self.label((16, 36, MENU_W - 32, 22), ellipsize(where, 42))
        self.items = []
        self.reasons: list[str] = []  # why a disabled choice is refused, as shown
        for i, (label, action, kind) in enumerate(items):
            rect = (12, 62 + i * (ITEM_H + 4), MENU_W - 24, ITEM_H)
            if kind == REASON:
                self.label((16, rect[1], MENU_W - 32, ITEM_H), ellipsize(label, 44))
                self.reasons.append(label)
                continue
            if action is None:
                reason = next((t for t, _a, k in items[i + 1 : i + 2] if k == REASON), None)
                button = self.button(rect, label, lambda: None, kind, tip=reason)
                button.disable()
                self.items.append(button)
                continue
            self.items.append(self.button(rect, label, self._closing(action), kind))
        w, hh = app.window_size()
        x = min(max(4, pos[0]), w - MENU_W - 4)
        y = min(max(4, pos[1]), hh - h - 4)
        self.panel.set_position((x, y))

    def _closing(self, action):
        def run():
            self.close()
            action()

        return run

    def relayout(self, window_size) -> None:
        self.close()  # a menu does not outlive a resize

    def labels(self) -> list[str]:
        return [b.text for b in self.items]

    def enabled(self) -> list[str]:
        """The labels of the choices that can be taken (not the disabled ones)."""
        return [b.text for b in self.items if b.is_enabled]

    def choose(self, text: str) -> None:
        """Run the choice whose label starts with ``text`` (tests, scripts); a disabled one
        does nothing but say why, in the HUD's one line."""
        button = next(b for b in self.items if b.text.startswith(text))
        if not button.is_enabled:
            refused = _("{choice}: not possible").format(choice=button.text)
            self.app.toast(self.reasons[0] if self.reasons else refused)
            return
        self._actions[button]()


class NoticeDialog(Dialog):
    """Write a notice for one building (``sector``) or the whole town (None)."""

    def __init__(self, app, sector: str | None) -> None:
        w, h = 560, 204
        title = (
            _("A notice at {place}").format(place=sector) if sector else _("A notice across town")
        )
        super().__init__(app.manager, app.window_size(), title, (w, h))
        self.app = app
        self.sector = sector
        # what the town does with it: the board keeps it to midnight, residents perceive it
        # while awake and not in a conversation, and tell others when they talk
        who = (
            _("Up until midnight: those who come by see it while awake, and pass it on.")
            if sector
            else _("Up until midnight: residents see it while awake, and pass it on.")
        )
        self.label((16, 40, w - 32, 22), who)
        self.entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(16, 70, w - 32, BUTTON_H),
            self.manager,
            self.panel,
            placeholder_text=_("e.g. Free concert in the park tonight at 7 pm"),
        )
        self.error = self.label((16, 108, w - 32, 22), "", "#dialog_error")
        self.buttons_row([(_("Post"), self.post, "primary"), (_("Cancel"), self.close, None)])
        self.default = self.post
        self._focused = False

    def update(self) -> None:
        """Put the cursor in the box after the frame that opened the dialog: the key that
        opened it (N) also sends its letter as text, which must not land in the notice."""
        if not self._focused:
            self._focused = True
            self.entry.focus()

    def on_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.post()
            return True
        return False

    def post(self, text: str | None = None) -> None:
        text = " ".join((self.entry.get_text() if text is None else text).split())
        if not text:
            self.error.set_text(_("Write the notice first."))
            return
        posted = (
            _("Notice posted at {place}: {text}").format(place=self.sector, text=text)
            if self.sector
            else _("Notice posted across town: {text}").format(text=text)
        )
        if act(self.app, posted, self.app.sim.announce, text, self.sector):
            self.close()


def open_menu(app, pos: tuple[int, int]) -> PlaceMenu | None:
    """Right-click at ``pos`` on the map: the menu for the place under it."""
    if getattr(app.sim, "place_at", None) is None:
        app.toast(_("This town cannot be changed from the window"))
        return None
    wx, wy = app.camera.screen_to_world(*pos)
    tx, ty = int(wx // app.tile), int(wy // app.tile)
    spot = app.sim.place_at(tx, ty)
    return app.modals.push(PlaceMenu(app, pos, spot))


def open_notice(app, sector: str | None) -> NoticeDialog | None:
    if getattr(app.sim, "announce", None) is None:
        app.toast(_("This town cannot be changed from the window"))
        return None
    return app.modals.push(NoticeDialog(app, sector))
