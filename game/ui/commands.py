"""What the window does when the player asks to quit, save or load.

Kept out of ``app`` so the main loop stays readable. Saving and loading go through the
``SaveMenuBackend`` given to the window (``app.saves``), never through files here; without one,
the keys say that saving is not set up. The quit prompt is the same for Esc and for the window's
close button, and offers to save first when the backend reports unsaved progress; a quick-load
(F9) over unsaved progress asks first too, as loading from the saves menu does.
"""

from __future__ import annotations

from pathlib import Path

from game.ui.dialogs import QuitDialog
from game.ui.i18n import N_
from game.ui.i18n import gettext as _
from game.ui.pacing import place_residents
from game.ui.saves import quickload_path, unsaved_progress
from game.ui.saves_menu import SavesMenu, ask_before_load

NOT_SET_UP = N_("Saving is not set up")


def escape(app) -> None:
    """Close the topmost thing: a menu or dialog, the help, the inspector; else ask to quit.
    (A text box with the cursor in it is left first, by ``InputHandler``.)"""
    top = app.modals.top
    if top is not None:
        top.cancel()
    elif app.show_help:
        app.show_help = False
    elif app.inspector.is_open:
        app.select(None)
    else:
        request_quit(app)


def _unsaved(app) -> bool | None:
    return unsaved_progress(app.saves)  # a backend that cannot tell: as if there were changes


def request_quit(app) -> None:
    """Open the quit prompt (once); the town waits behind it."""
    if app.modals.find(QuitDialog) is not None:
        return

    def save_and_quit() -> None:
        app.toast(app.saves.quicksave())  # a ValueError keeps the prompt open with the reason
        app.running = False

    def quit_now() -> None:
        app.running = False

    app.modals.push(
        QuitDialog(
            app.manager,
            app.window_size(),
            app.map.town_name,
            _unsaved(app),
            save_and_quit,
            quit_now,
        )
    )


def open_saves(app, focus_name: bool = False) -> None:
    if app.saves is None:
        app.toast(NOT_SET_UP)
    elif app.modals.find(SavesMenu) is None:
        app.modals.push(SavesMenu(app, app.saves, focus_name=focus_name))


def quicksave(app) -> None:
    if app.saves is None:
        app.toast(_(NOT_SET_UP))
        return
    try:
        app.toast(app.saves.quicksave())
    except ValueError as e:
        app.toast(_("Could not save: {problem}").format(problem=e))


def quickload(app) -> None:
    """F9: load the quick-save; over unsaved progress, ask first (``ask_before_load``)."""
    if app.saves is None:
        app.toast(_(NOT_SET_UP))
        return
    if _unsaved(app):
        tells, target = quickload_path(app.saves)
        if not tells or target is not None:  # nothing to load: the backend says so below
            name = Path(target).stem if target is not None else ""

            def load_now() -> None:  # a ValueError stays in the question, with the reason
                app.toast(app.saves.quickload())
                after_load(app)

            ask_before_load(app, name, target, load_now)
            return
    try:
        app.toast(app.saves.quickload())
    except ValueError as e:
        app.toast(_("Could not load: {problem}").format(problem=e))
        return
    after_load(app)


def after_load(app) -> None:
    """The simulation now holds another state: show it from scratch (no interpolation)."""
    app.cur = app.prev = app.sim.snapshot()
    app.hud.trouble.reset()  # "built-in since ..." counts from the loaded town's time
    app.placed = place_residents(app.prev, app.cur, 1.0)
    ids = {r.id for r in app.cur.residents}
    if app.selected in ids:
        app.inspector.evidence.clear()
        app.inspector.refresh(app.sim, force=True)
    else:
        app.select(None)
    app.roster.refresh(app.cur, app.selected)
    app.marks.refresh(app.sim)
