"""Esc order, the quit prompt (from Esc and from the window's close button), and the saves menu
over a fake backend: the town waits behind every dialog and the backend gets the calls."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from datetime import datetime  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.dialogs import QuitDialog  # noqa: E402
from game.ui.saves import SaveEntry, SaveMenuBackend, entry_line  # noqa: E402
from game.ui.saves_menu import SavesMenu  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402
from tests.ui.test_window import click, key  # noqa: E402


class FakeBackend:
    """Records calls; ``fail`` makes the next call raise ValueError with that message."""

    def __init__(self, unsaved=True):
        self.calls = []
        self.fail = ""
        self._unsaved = unsaved
        self.items = [
            SaveEntry(
                name=n,
                path=f"/saves/{n}.json",
                town="Fakeville",
                game_time="Fri 13 Feb 2026 09:00",
                saved_at=datetime(2026, 2, 1, 9, 0).timestamp(),
                size_bytes=1000 * (i + 1),
                damaged="truncated" if n == "broken" else "",
            )
            for i, n in enumerate(("quick", "before the party", "broken"))
        ]

    def _do(self, name, *args):
        self.calls.append((name, *args))
        if self.fail:
            msg, self.fail = self.fail, ""
            raise ValueError(msg)
        if name in ("quicksave", "quickload", "save_as", "load"):
            self._unsaved = False  # as the real session: nothing unsaved right after
        return f"{name} done"

    def entries(self):
        self.calls.append(("entries",))
        return list(self.items)

    def quicksave(self):
        return self._do("quicksave")

    def quickload(self):
        return self._do("quickload")

    def save_as(self, name):
        return self._do("save_as", name)

    def load(self, path):
        return self._do("load", path)

    def rename(self, path, new_name):
        return self._do("rename", path, new_name)

    def delete(self, path):
        return self._do("delete", path)

    def unsaved(self):
        return self._unsaved

    def busy(self):
        return False


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (80, 50))


@pytest.fixture
def make(town, tmp_path):
    apps = []

    def build(saves="fake", unsaved=True):
        backend = FakeBackend(unsaved) if saves == "fake" else saves
        app = App(FakeSim(town, characters_dir=tmp_path / "none"), fps=0, speed=6, saves=backend)
        apps.append(app)
        return app, backend

    yield build
    for a in apps:
        a.close()


def names(app):
    return [type(d).__name__ for d in app.modals.stack if not d.closed]


def press(dialog, text):
    button = next(b for b in dialog._actions if b.text == text)
    click(button.rect.center)


def test_the_fake_backend_matches_the_protocol():
    assert isinstance(FakeBackend(), SaveMenuBackend)


def test_escape_closes_the_topmost_thing_then_asks_to_quit(make):
    app, _ = make()
    app.run(max_frames=1)
    app.select("maya_hart")
    key(pygame.K_h)
    app.run(max_frames=1)
    assert app.show_help and app.inspector.is_open
    key(pygame.K_ESCAPE)
    app.run(max_frames=1)
    assert not app.show_help and app.inspector.is_open
    key(pygame.K_ESCAPE)
    app.run(max_frames=1)
    assert not app.inspector.is_open and not app.modals
    key(pygame.K_ESCAPE)
    app.run(max_frames=1)
    assert names(app) == ["QuitDialog"] and app.running
    key(pygame.K_ESCAPE)  # Esc on the prompt is "cancel"
    app.run(max_frames=1)
    assert not app.modals and app.running


def test_the_quit_prompt_holds_the_town_and_offers_to_save(make):
    app, backend = make(unsaved=True)
    app.run(max_frames=5)
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # the window's close button
    app.run(max_frames=1)
    dialog = app.modals.top
    assert isinstance(dialog, QuitDialog) and app.running
    assert [b.text for b in dialog.buttons] == ["Save and quit", "Quit without saving", "Cancel"]
    steps = app.sim.steps
    app.run(max_frames=30)
    assert app.sim.steps == steps and app.pacer.held  # the town waits
    backend.fail = "disk full"
    press(dialog, "Save and quit")
    app.run(max_frames=2)
    assert app.running and dialog.error.text == "disk full"  # the reason, and still asking
    press(dialog, "Save and quit")
    app.run(max_frames=2)
    assert ("quicksave",) in backend.calls and not app.running


def test_without_unsaved_progress_the_prompt_just_quits_or_cancels(make):
    app, backend = make(unsaved=False)
    app.request_quit()
    app.run(max_frames=1)
    assert [b.text for b in app.modals.top.buttons] == ["Quit", "Cancel"]
    press(app.modals.top, "Cancel")
    app.run(max_frames=3)
    assert not app.modals and app.running and not app.pacer.held
    steps = app.sim.steps
    app.run(max_frames=20)
    assert app.sim.steps > steps  # running again
    app.request_quit()
    key(pygame.K_RETURN)
    app.run(max_frames=2)
    assert not app.running and ("quicksave",) not in backend.calls


def test_quick_keys_and_no_backend(make):
    app, backend = make()
    key(pygame.K_F5)
    key(pygame.K_F9)
    app.run(max_frames=2)
    assert ("quicksave",) in backend.calls and ("quickload",) in backend.calls
    assert "quicksave done" in app.hud_state().toasts
    bare, _ = make(saves=None)
    key(pygame.K_F5)
    bare.run(max_frames=1)
    assert any("not set up" in t for t in bare.hud_state().toasts)


def test_the_saves_menu_lists_saves_and_calls_the_backend(make):
    app, backend = make()
    app.run(max_frames=1)
    key(pygame.K_s, pygame.KMOD_CTRL)
    app.run(max_frames=2)
    menu = app.modals.top
    assert isinstance(menu, SavesMenu) and app.pacer.held
    rows = [item["text"] for item in menu.list.item_list]
    assert rows == [entry_line(e) for e in backend.items]
    assert "Fakeville, Fri 13 Feb 2026 09:00" in rows[0] and "damaged: truncated" in rows[2]
    # save as a new name
    menu.name.set_text("fork one")
    press(menu, "Save as")
    app.run(max_frames=2)
    assert ("save_as", "fork one") in backend.calls
    # pick a save in the list, rename it
    item = menu.list.item_list[1]
    click(item["button_element"].rect.center)
    app.run(max_frames=4)  # press -> button event -> list event
    assert menu.selected is backend.items[1]
    menu.name.set_text("the party")
    press(menu, "Rename")
    app.run(max_frames=2)
    assert ("rename", "/saves/before the party.json", "the party") in backend.calls
    # delete asks first; Esc closes only the question
    press(menu, "Delete")
    app.run(max_frames=2)
    assert names(app) == ["SavesMenu", "ConfirmDialog"]
    key(pygame.K_ESCAPE)
    app.run(max_frames=1)
    assert names(app) == ["SavesMenu"] and not any(c[0] == "delete" for c in backend.calls)
    press(menu, "Delete")
    app.run(max_frames=2)
    press(app.modals.top, "Delete")
    app.run(max_frames=2)
    assert ("delete", "/saves/before the party.json") in backend.calls
    assert names(app) == ["SavesMenu"]
    # a damaged save is not loaded; a good one is, and the menu closes
    menu.select(backend.items[2])
    press(menu, "Load")
    app.run(max_frames=2)
    assert not any(c[0] == "load" for c in backend.calls) and "truncated" in menu.status.text
    backend.fail = "not a save of Fakeville"
    menu.select(backend.items[0])
    press(menu, "Load")
    app.run(max_frames=2)
    assert menu.status.text == "not a save of Fakeville" and not menu.closed
    press(menu, "Load")
    app.run(max_frames=2)
    assert backend.calls.count(("load", "/saves/quick.json")) == 2 and menu.closed
    assert not app.modals and not app.pacer.held
    assert "load done" in app.hud_state().toasts


def test_the_hud_button_opens_the_menu(make):
    app, _ = make()
    app.run(max_frames=1)
    click(app.hud_buttons.buttons["saves"].rect.center)
    app.run(max_frames=2)
    assert isinstance(app.modals.top, SavesMenu)
    key(pygame.K_ESCAPE)
    app.run(max_frames=1)
    assert not app.modals


def test_a_dialog_stays_centred_and_shaded_when_the_window_is_resized(make):
    app, _ = make()
    app.request_quit()
    app.run(max_frames=1)
    pygame.display.set_mode((900, 600), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 600), w=900, h=600))
    app.run(max_frames=2)
    dialog = app.modals.top
    assert dialog.rect.center == (450, 300) and dialog.shade.rect.size == (900, 600)
