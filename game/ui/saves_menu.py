"""The saves menu: list the town's saves, save as a new name, load, rename and delete.

All file work is the backend's (``saves.SaveMenuBackend``); this dialog only calls it when the
player presses a button and shows what comes back: a toast line on success, the ``ValueError``
line in the dialog on failure. Deleting asks first (a ``ConfirmDialog`` on top), and so does
loading while the running town has unsaved progress (``ask_before_load``, which F9 uses too:
a ``LoadDialog`` with Load / Save first / Cancel). The list is
fetched when the menu opens, after every action, and when a background write finishes, never
per frame, because listing may read file headers.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui.clock_text import game_time_text
from game.ui.dialogs import BUTTON_H, ConfirmDialog, Dialog, LoadDialog
from game.ui.i18n import gettext as _
from game.ui.saves import (
    SaveEntry,
    current_path,
    entry_line,
    same_file,
    short_time,
    unsaved_progress,
    unsaved_since,
)

WIDTH = 760
ROW_H = 26  # a list row (the theme's list_item_height)


class SavesMenu(Dialog):
    """The menu over a dimmed, held town.

    Args:
        app: The window (``toast``, ``modals``, ``after_load``, ``window_size``).
        backend: The saves backend.
        focus_name: Put the cursor in the name box (Ctrl+S: "save as").
    """

    def __init__(self, app, backend, focus_name: bool = False) -> None:
        try:
            count = len(backend.entries())
        except ValueError:
            count = 0
        rows = max(4, min(12, count + 1))  # the list grows with the saves, then scrolls
        w, h = WIDTH, 68 + rows * ROW_H + 6 + 130
        super().__init__(app.manager, app.window_size(), _("Saves"), (w, h))
        self.app = app
        self.backend = backend
        self.entries: list[SaveEntry] = []
        self.selected: SaveEntry | None = None
        self._was_busy = False
        self.label(
            (16, 40, w - 32, 22),
            _("F5 quick-save  ·  F9 quick-load  ·  Esc closes"),
            "#dialog_text",
        )
        self.list = pygame_gui.elements.UISelectionList(
            pygame.Rect(16, 68, w - 32, h - 68 - 130), [], self.manager, container=self.panel
        )
        y = h - 130 + 8
        self.name = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(16, y, w - 32 - 2 * 118, BUTTON_H),
            self.manager,
            self.panel,
            placeholder_text=_("a name, for Save as or Rename"),
        )
        self.button((w - 16 - 2 * 118 + 8, y, 110, BUTTON_H), _("Save as"), self.save_as, "primary")
        self.button((w - 16 - 110, y, 110, BUTTON_H), _("Rename"), self.rename)
        self.status = self.label((16, y + BUTTON_H + 8, w - 32, 24), "", "#dialog_text")
        self.buttons_row(
            [
                (_("Load"), self.load, "primary"),
                (_("Delete"), self.ask_delete, "danger"),
                (_("Close"), self.close, None),
            ]
        )
        self.default = self.load
        if focus_name:
            self.name.focus()
        self.refresh()

    # --- list --------------------------------------------------------------------------------
    def refresh(self, keep: str | None = None) -> None:
        """Ask the backend for the saves again and keep the selection (by path) if it exists."""
        try:
            self.entries = list(self.backend.entries())
        except ValueError as e:
            self.entries = []
            self.say(str(e), error=True)
        keep = keep or (self.selected.path if self.selected else None)
        self.selected = next((e for e in self.entries if e.path == keep), None)
        items = [(entry_line(e), f"#save_{i}") for i, e in enumerate(self.entries)]
        self.list.set_item_list(items or [(_("no saves yet"), "#save_none")])
        if self.selected is not None:
            text = entry_line(self.selected)
            for item in self.list.item_list:
                if item["text"] == text:
                    item["selected"] = True
                    if item["button_element"] is not None:
                        item["button_element"].select()
        if not self.entries:
            self.say(_("No saves yet: Save as makes one."))

    def select(self, entry: SaveEntry | None) -> None:
        self.selected = entry
        if entry is not None and not self.name.is_focused:
            self.name.set_text(entry.name)

    def on_event(self, event) -> bool:
        if (
            event.type
            in (
                pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION,
            )
            and getattr(event, "ui_element", None) is self.list
        ):
            entry = next((e for e in self.entries if entry_line(e) == event.text), None)
            self.select(entry)
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self.load()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.name:
            self.save_as()
            return True
        return False

    def say(self, text: str, error: bool = False) -> None:
        self.status.change_object_id("#dialog_error" if error else "#dialog_text")
        self.status.set_text(text or " ")

    def update(self) -> None:
        busy = bool(self.backend.busy())
        if busy:
            self.say(_("Writing the save in the background..."))
        elif self._was_busy:
            self.say(_("The save is written."))
            self.refresh()
        self._was_busy = busy

    # --- actions -----------------------------------------------------------------------------
    def _run(self, fn, *args, closes: bool = False, loaded: bool = False) -> bool:
        try:
            message = fn(*args)
        except ValueError as e:
            self.say(str(e), error=True)
            return False
        self.app.toast(message)
        if loaded:
            self.app.after_load()
        if closes:
            self.close()
        else:
            self.say(message)
            self.refresh()
        return True

    def save_as(self) -> None:
        name = self.name.get_text().strip()
        if not name:
            self.say(_("Type a name for the new save first."), error=True)
            return
        if self._run(self.backend.save_as, name):
            # written in the background, maybe before the next frame looks: that frame says
            # so and lists it either way (not "No saves yet" from the list read just now)
            self._was_busy = True

    def _need_selection(self) -> SaveEntry | None:
        if self.selected is None:
            self.say(_("Pick a save in the list first."), error=True)
        return self.selected

    def load(self) -> None:
        entry = self._need_selection()
        if entry is None:
            return
        if entry.damaged:
            line = _("{name} cannot be loaded: {problem}")
            self.say(line.format(name=entry.name, problem=entry.damaged), error=True)
            return
        if not unsaved_progress(self.backend):
            self._run(self.backend.load, entry.path, closes=True, loaded=True)
            return

        def load_now() -> None:  # a ValueError stays in the question, with the reason
            self.app.toast(self.backend.load(entry.path))
            self.app.after_load()
            self.close()

        ask_before_load(self.app, entry.name, entry.path, load_now)

    def rename(self) -> None:
        entry = self._need_selection()
        name = self.name.get_text().strip()
        if entry is None:
            return
        if not name or name == entry.name:
            self.say(_("Type the new name in the box first."), error=True)
            return
        self._run(self.backend.rename, entry.path, name)

    def ask_delete(self) -> None:
        entry = self._need_selection()
        if entry is None:
            return
        self.app.modals.push(
            ConfirmDialog(
                self.manager,
                self.app.window_size(),
                _('Delete "{name}"?').format(name=entry.name),
                [
                    _("{town}, {game_time}. This cannot be undone.").format(
                        town=entry.town, game_time=game_time_text(entry.game_time)
                    )
                ],
                [
                    (_("Delete"), lambda: self._delete(entry), "danger"),
                    (_("Cancel"), None, None),
                ],
            )
        )

    def _delete(self, entry: SaveEntry) -> None:
        message = self.backend.delete(entry.path)  # a ValueError stays in the confirmation
        self.app.toast(message)
        self.selected = None
        self.say(message)
        self.refresh()


def ask_before_load(app, name: str, target, load_now) -> LoadDialog | None:
    """Ask before ``load_now`` throws the running town's unsaved progress away (the caller has
    checked there is some); ``target`` is the file it loads (None: unknown). "Save first"
    quick-saves, then loads; it is offered only when the backend says where a quick-save goes
    and that is not ``target``. ``load_now`` raises ``ValueError`` to keep the question open
    with the reason. Returns the dialog (None when one is already open)."""
    if app.modals.find(LoadDialog) is not None:
        return None
    since = unsaved_since(app.saves)
    if since and app.cur is not None:
        since = short_time(since, app.cur.time_text)
    save_first = None
    where = current_path(app.saves)
    if where is not None and target is not None and not same_file(where, target):

        def save_first() -> None:
            app.toast(app.saves.quicksave())
            load_now()

    return app.modals.push(
        LoadDialog(app.manager, app.window_size(), name, since, load_now, save_first)
    )
