"""The window in Chinese, every panel opened: the inspector on each tab, the help, the saves
menu, the quit and load questions, a building's menu and the notice box. No pygame_gui label
is too small for its Chinese text (pygame_gui warns when one is), and the words are Chinese."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import warnings  # noqa: E402

import pytest  # noqa: E402

from game.ui import fonts  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.dialogs import LoadDialog  # noqa: E402
from game.ui.i18n import use_language  # noqa: E402
from game.ui.inspector import TABS  # noqa: E402
from game.ui.world_menu import NoticeDialog, PlaceMenu  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402
from tests.ui.test_dialogs import FakeBackend  # noqa: E402


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (120, 80))


@pytest.fixture
def app(town, tmp_path):
    if fonts.cjk_font() is None:
        pytest.skip("no font with Chinese characters on this machine (" + fonts.MISSING_CJK + ")")
    use_language("zh")
    a = App(FakeSim(town, characters_dir=tmp_path / "none"), size=(1280, 800), fps=0)
    a.saves = FakeBackend(unsaved=True)
    yield a
    a.close()
    use_language("en")


def too_small(caught) -> list[str]:
    return [str(w.message) for w in caught if "too small" in str(w.message)]


def test_every_panel_fits_its_chinese_words(app):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        app.run(max_frames=2)
        app.select(app.sim.walkers[0].rid)
        for tab in TABS:
            app.inspector.set_tab(tab, app.sim)
            app.run(max_frames=3)
            assert app.inspector.tab_buttons[tab].text not in ("Now", "Plan", "Ask"), tab
        app.show_help = True
        app.run(max_frames=2)
        app.show_help = False
        app.open_saves()
        app.run(max_frames=3)
        assert type(app.modals.top).__name__ == "SavesMenu"
        app.modals.top.close()
        app.request_quit()
        app.run(max_frames=2)
        assert [b.text for b in app.modals.top.buttons] == ["存档并退出", "不存档退出", "取消"]
        app.modals.top.close()
        app.modals.push(LoadDialog(app.manager, app.window_size(), "quick", "上午 9:00", print))
        app.run(max_frames=2)
        app.modals.top.close()
        name = app.sim.sectors()[0].name
        spot = {"sector": name, "arena": "kitchen", "object": f"{name}:kitchen:stove"}
        spot |= {"closed": False, "broken": True}
        app.modals.push(PlaceMenu(app, (300, 200), spot))
        app.run(max_frames=2)
        assert any("公告" in label for label in app.modals.top.labels())
        app.modals.top.close()
        for where in (None, name):
            app.modals.push(NoticeDialog(app, where))
            app.run(max_frames=2)
            app.modals.top.close()
        app.run(max_frames=2)
    assert not too_small(caught)


def test_a_label_too_small_for_its_words_is_caught(app):
    import pygame
    import pygame_gui

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 0, 40, 20), "小镇自上次存档后有了变化。", app.manager
        )
    assert too_small(caught)
