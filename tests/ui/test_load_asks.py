"""Loading over a town with unsaved progress asks first, from the saves menu and from F9:
'Load "X"? The running town has unsaved progress since 07:05.' with Load / Save first / Cancel
(Save first only when the quick-save would not write over X itself), and nothing is thrown away
until the player says so. Without unsaved progress a load goes straight through, as before.
The last test runs the real town with its real ``SaveSession``."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.dialogs import LoadDialog  # noqa: E402
from game.ui.saves import SaveMenuBackend, short_time  # noqa: E402
from game.ui.saves_menu import SavesMenu  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402
from tests.ui.test_dialogs import FakeBackend, names, press  # noqa: E402
from tests.ui.test_window import key  # noqa: E402


class TellingBackend(FakeBackend):
    """The fake backend plus the optional methods the real session has: when it was last saved,
    where F5 writes, what F9 would load."""

    def __init__(self, unsaved=True):
        super().__init__(unsaved)
        self.current = "/saves/quick.json"

    def unsaved_since(self):
        return "Fri 13 Feb 2026 07:05"

    def current_path(self):
        return self.current

    def quickload_path(self):
        return self.current


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (80, 50))


@pytest.fixture
def make(town, tmp_path):
    apps = []

    def build(backend):
        app = App(FakeSim(town, characters_dir=tmp_path / "none"), fps=0, speed=6, saves=backend)
        apps.append(app)
        return app

    yield build
    for a in apps:
        a.close()


def open_menu_on(app, backend, index):
    key(pygame.K_o, pygame.KMOD_CTRL)
    app.run(max_frames=2)
    menu = app.modals.top
    assert isinstance(menu, SavesMenu)
    menu.select(backend.items[index])
    return menu


def loads(backend):
    return [c for c in backend.calls if c[0] in ("load", "quickload", "quicksave")]


def test_the_telling_backend_is_still_a_backend():
    assert isinstance(TellingBackend(), SaveMenuBackend)


def test_loading_from_the_menu_over_unsaved_progress_asks_and_cancel_keeps_the_town(make):
    backend = TellingBackend()
    app = make(backend)
    app.run(max_frames=3)  # a few steps: 07:00 and a bit (the fake clock's day is the same)
    menu = open_menu_on(app, backend, 1)
    press(menu, "Load")
    app.run(max_frames=2)
    ask = app.modals.top
    assert isinstance(ask, LoadDialog) and names(app) == ["SavesMenu", "LoadDialog"]
    texts = [el.text for el in ask.panel.get_container().elements if hasattr(el, "text")]
    assert 'Load "before the party"?' in texts
    assert "The running town has unsaved progress since 07:05." in texts
    assert [b.text for b in ask.buttons] == ["Load", "Save first", "Cancel"]
    assert loads(backend) == [] and app.pacer.held  # nothing thrown away yet; the town waits
    press(ask, "Cancel")
    app.run(max_frames=2)
    assert names(app) == ["SavesMenu"] and loads(backend) == []
    press(menu, "Load")
    app.run(max_frames=2)
    press(app.modals.top, "Load")
    app.run(max_frames=2)
    assert loads(backend) == [("load", "/saves/before the party.json")]
    assert not app.modals and "load done" in app.hud_state().toasts


def test_save_first_saves_then_loads_and_enter_means_save_first(make):
    backend = TellingBackend()
    app = make(backend)
    menu = open_menu_on(app, backend, 1)
    menu.load()  # as a double click on the row does
    app.run(max_frames=2)
    assert isinstance(app.modals.top, LoadDialog)
    key(pygame.K_RETURN)  # the safe default: save, then load
    app.run(max_frames=2)
    assert loads(backend) == [("quicksave",), ("load", "/saves/before the party.json")]
    assert not app.modals


def test_a_failed_load_keeps_the_question_open_with_the_reason(make):
    backend = TellingBackend()
    app = make(backend)
    menu = open_menu_on(app, backend, 1)
    press(menu, "Load")
    app.run(max_frames=2)
    ask = app.modals.top
    backend.fail = "not a save of Fakeville"
    press(ask, "Load")
    app.run(max_frames=2)
    assert app.modals.top is ask and ask.error.text == "not a save of Fakeville"


def test_save_first_is_not_offered_when_it_would_write_over_the_save_being_loaded(make):
    backend = TellingBackend()
    app = make(backend)
    menu = open_menu_on(app, backend, 0)  # "quick": the file F5 writes
    press(menu, "Load")
    app.run(max_frames=2)
    assert [b.text for b in app.modals.top.buttons] == ["Load", "Cancel"]


def test_a_backend_that_cannot_tell_where_it_saves_gets_load_or_cancel(make):
    backend = FakeBackend(unsaved=True)  # no unsaved_since / current_path
    app = make(backend)
    menu = open_menu_on(app, backend, 1)
    press(menu, "Load")
    app.run(max_frames=2)
    ask = app.modals.top
    assert isinstance(ask, LoadDialog)
    assert [b.text for b in ask.buttons] == ["Load", "Cancel"]
    texts = [el.text for el in ask.panel.get_container().elements if hasattr(el, "text")]
    assert "The running town has unsaved progress." in texts


def test_f9_over_unsaved_progress_asks_the_same_way(make):
    backend = TellingBackend()
    app = make(backend)
    app.run(max_frames=2)
    key(pygame.K_F9)
    app.run(max_frames=2)
    ask = app.modals.top
    assert isinstance(ask, LoadDialog) and loads(backend) == []
    texts = [el.text for el in ask.panel.get_container().elements if hasattr(el, "text")]
    assert 'Load "quick"?' in texts
    assert [b.text for b in ask.buttons] == ["Load", "Cancel"]  # F9 loads what F5 writes
    key(pygame.K_ESCAPE)
    app.run(max_frames=2)
    assert not app.modals and loads(backend) == []
    key(pygame.K_F9)
    app.run(max_frames=2)
    key(pygame.K_RETURN)
    app.run(max_frames=2)
    assert loads(backend) == [("quickload",)] and not app.modals
    assert "quickload done" in app.hud_state().toasts


def test_without_unsaved_progress_nothing_asks(make):
    backend = TellingBackend(unsaved=False)
    app = make(backend)
    key(pygame.K_F9)
    app.run(max_frames=2)
    assert loads(backend) == [("quickload",)] and not app.modals
    menu = open_menu_on(app, backend, 1)
    press(menu, "Load")
    app.run(max_frames=2)
    assert loads(backend)[-1] == ("load", "/saves/before the party.json") and not app.modals


def test_f9_with_nothing_to_load_says_so_instead_of_asking(make):
    backend = TellingBackend()
    backend.quickload_path = lambda: None
    backend.fail = "nothing to load yet: press F5 to save first"
    app = make(backend)
    key(pygame.K_F9)
    app.run(max_frames=2)
    assert not app.modals
    assert any("nothing to load yet" in t for t in app.hud_state().toasts)


def test_short_time():
    assert short_time("Fri 13 Feb 2026 07:05", "Fri 13 Feb 2026 09:40") == "07:05"
    assert short_time("Thu 12 Feb 2026 23:50", "Fri 13 Feb 2026 09:40") == "Thu 12 Feb 2026 23:50"


def test_the_real_town_and_session_say_since_when(tmp_path):
    """Brinewick (two residents) with the session main.py builds: F5 at some time, a few
    steps on, then F9 and the menu both ask, naming the time of the save."""
    from game.app_setup import build_simulation, load_town_files, town_facts
    from game.sim.simulation import SimConfig
    from game.store.session import SaveSession

    world, personas = load_town_files("brinewick", residents=2)
    sim = build_simulation("brinewick", residents=2, config=SimConfig(seed=1, workers=0))
    session = SaveSession(
        sim, town_facts(world, personas), tmp_path, marker=lambda: sim.clock.step_count
    )
    app = App(sim, size=(1100, 700), fps=0, speed=6, saves=session)
    app.pacer.paused = True  # the test steps the town itself
    try:
        assert not session.unsaved() and session.unsaved_since() == sim.clock.text()
        app.run(max_frames=1)
        app.step_once()
        key(pygame.K_F5)
        app.run(max_frames=1)
        saved_at = sim.clock.text()
        session.writer.flush(30.0)
        assert session.unsaved_since() == saved_at
        session.save_as("fork")
        session.writer.flush(30.0)
        for _ in range(30):  # a few game minutes later
            app.step_once()
        assert session.unsaved()
        key(pygame.K_F9)
        app.run(max_frames=1)
        ask = app.modals.top
        assert isinstance(ask, LoadDialog)
        texts = [el.text for el in ask.panel.get_container().elements if hasattr(el, "text")]
        assert 'Load "fork"?' in texts  # save as moved the session to the fork
        assert f"The running town has unsaved progress since {saved_at[-5:]}." in texts
        assert [b.text for b in ask.buttons] == ["Load", "Cancel"]
        step = sim.clock.step_count
        press(ask, "Load")
        app.run(max_frames=2)
        assert not app.modals, ask.error.text
        assert sim.clock.step_count < step  # back at the save
        assert Path(session.current).name == "fork.json" and not session.unsaved()
    finally:
        app.close()
