"""World events from the map, on the real town, driven by real pygame events: a right-click
closes a building (the simulation closes it, the map shows the sign, the log says so), breaks
and fixes an object, posts notices; Esc and outside clicks close the menu; the help lists
every key the window handles."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import inspect as pyinspect  # noqa: E402
import re  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import input as ui_input  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.eventmarks import BROKEN, SIGN_BG  # noqa: E402
from game.ui.hud import HELP_KEYS  # noqa: E402
from game.ui.network import KNOWS, TALKED  # noqa: E402
from game.ui.world_menu import NoticeDialog, PlaceMenu  # noqa: E402
from tests.ui.player import click, key, screen_of_tile_rect, type_text  # noqa: E402
from tests.ui.real_town import real_town  # noqa: E402

CAFE = "Sunny Bean Cafe"
STOVE = "Sunny Bean Cafe:Kitchen:stove"


@pytest.fixture(scope="module")
def sim():
    s = real_town(hours=2.5)
    yield s
    s.shutdown()


@pytest.fixture
def app(sim):
    a = App(sim, size=(1280, 800), fps=0, speed=1)
    a.pacer.toggle_pause()
    cafe = next(s for s in sim.sectors() if s.name == CAFE)
    x, y, w, h = cafe.rect
    a.camera.center_on((x + w / 2) * a.tile, (y + h / 2) * a.tile)
    a.run(max_frames=2)
    yield a
    a.close(shutdown_sim=False)
    for name in sim.town.closed_sectors:
        sim.open_sector(name)
    sim.fix_object(STOVE)


def tile_center(app, tx, ty):
    return screen_of_tile_rect(app, (tx, ty, 1, 1)).center


def right_click(app, pos) -> PlaceMenu:
    click(app, pos, button=3)
    menu = app.modals.top
    assert isinstance(menu, PlaceMenu), "a right-click on a building opens its menu"
    return menu


def choose(app, menu: PlaceMenu, label: str) -> None:
    button = next(b for b in menu.items if b.text.startswith(label))
    click(app, button.rect.center, frames=3)


def colour_count(app, rect: pygame.Rect, colour, tol: int = 12) -> int:
    rect = rect.clip(app.screen.get_rect())
    n = 0
    for x in range(rect.left, rect.right, 2):
        for y in range(rect.top, rect.bottom, 2):
            c = app.screen.get_at((x, y))
            n += all(abs(c[i] - colour[i]) <= tol for i in range(3))
    return n


def cafe_on_screen(app, sim) -> pygame.Rect:
    return screen_of_tile_rect(app, sim.town.tree.sector(CAFE).rect)


def test_right_click_closes_the_building_and_the_map_shows_the_sign(app, sim):
    cafe = cafe_on_screen(app, sim)
    assert colour_count(app, cafe, SIGN_BG) == 0
    menu = right_click(app, tile_center(app, 10, 31))  # the dining area's floor
    assert menu.labels()[0] == f"Close {CAFE}"
    choose(app, menu, "Close")
    assert CAFE in sim.town.closed_sectors
    assert not app.modals
    app.run(max_frames=2)
    assert colour_count(app, cafe.inflate(-40, -40), SIGN_BG) > 40  # the CLOSED sign
    assert colour_count(app, cafe, SIGN_BG) > 200  # and the red frame around the building
    assert f"{CAFE} closed" in [text for _, text in app.marks.marks["log"]]
    assert any(CAFE in t and "closed" in t for t, _ in app.toasts)
    menu = right_click(app, tile_center(app, 10, 31))
    assert menu.labels()[0] == f"Reopen {CAFE}"
    choose(app, menu, "Reopen")
    app.run(max_frames=2)
    assert CAFE not in sim.town.closed_sectors
    assert colour_count(app, cafe, SIGN_BG) == 0


def test_right_click_on_an_object_breaks_and_fixes_it(app, sim):
    menu = right_click(app, tile_center(app, 3, 24))
    assert "Break the stove" in menu.labels()
    choose(app, menu, "Break the stove")
    assert sim.town.object_state[STOVE] == "broken"
    app.run(max_frames=2)
    stove = screen_of_tile_rect(app, (3, 24, 1, 1))
    assert colour_count(app, stove.inflate(60, 60), BROKEN) > 20  # the marker and its tag
    menu = right_click(app, tile_center(app, 3, 24))
    choose(app, menu, "Fix the stove")
    assert sim.town.object_state[STOVE] == "idle"


def test_notices_from_the_menu_and_the_n_key(app, sim):
    menu = right_click(app, tile_center(app, 10, 31))
    choose(app, menu, "Post a notice at")
    dialog = app.modals.top
    assert isinstance(dialog, NoticeDialog) and dialog.sector == CAFE
    key(app, pygame.K_RETURN, unicode="\r")  # nothing written yet: one line, the dialog stays
    assert dialog.error.text == "Write the notice first." and app.modals.top is dialog
    type_text(app, "Live jazz at the cafe tonight at 8 pm")
    assert app.modals.top is None
    assert {"text": "Live jazz at the cafe tonight at 8 pm", "sector": CAFE}.items() <= sim.board[
        -1
    ].items()
    type_text(app, "n", enter=False)  # a notice across town (the key also sends its letter)
    dialog = app.modals.top
    assert isinstance(dialog, NoticeDialog) and dialog.sector is None
    type_text(app, "The town fair is on Sunday")
    assert sim.board[-1]["text"] == "The town fair is on Sunday" and sim.board[-1]["sector"] == ""
    texts = [t for _, t in app.marks.marks["log"]]
    assert "announcement across town: The town fair is on Sunday" in texts


def test_esc_and_an_outside_click_close_only_the_menu(app, sim):
    app.select("camille_moreau")
    app.run(max_frames=2)
    right_click(app, tile_center(app, 10, 31))
    key(app, pygame.K_ESCAPE)
    assert app.modals.top is None and app.inspector.is_open  # the menu went, the panel stayed
    right_click(app, tile_center(app, 10, 31))
    click(app, (20, 400))  # elsewhere on the map
    assert app.modals.top is None and app.inspector.is_open and app.selected == "camille_moreau"
    assert not sim.town.closed_sectors
    key(app, pygame.K_ESCAPE)
    assert not app.inspector.is_open


def test_the_event_log_toggles_with_l(app, sim):
    sim.announce("Road works on Main Street", None)
    app.marks.refresh(sim)
    app.run(max_frames=1)
    assert app.marks.show_log
    key(app, pygame.K_l)
    assert not app.marks.show_log
    key(app, pygame.K_l)
    assert app.marks.show_log


def test_r_shows_the_relationship_network_over_the_homes_with_its_key(app, sim):
    for _ in range(3):
        app.camera.zoom_at(-1, (640, 400))  # most of the town
    app.run(max_frames=2)
    before = colour_count(app, app.map_area(), KNOWS, tol=0) + colour_count(
        app, app.map_area(), TALKED, tol=0
    )
    key(app, pygame.K_r)
    assert app.network.visible
    pairs = {
        frozenset((a, b))
        for a in sim.order
        for b in sim.order
        if a != b and sim.residents[a].relations.get(b) is not None
    }
    assert {frozenset(e[:2]) for e in app.network.edges} == pairs  # every pair, once
    wei = next(e for e in app.network.edges if set(e[:2]) == {"wei_chen", "lily_chen"})
    assert wei[2] >= 0.8  # family: a thick line
    after = colour_count(app, app.map_area(), KNOWS, tol=0) + colour_count(
        app, app.map_area(), TALKED, tol=0
    )
    assert after > before + 500  # the lines are on the map
    area = app.map_area()
    bottom = app.minimap.rect.top - 10 if app.minimap.drawn else area.bottom - 12
    key_box = app.network._legend().get_rect(bottomleft=(area.left + 8, bottom))
    assert colour_count(app, key_box, (255, 214, 140), tol=30) > 5  # the key's title
    key(app, pygame.K_r)
    assert not app.network.visible


# Every key the window handles, as the help writes it.
KEY_WORDS = {
    "K_ESCAPE": "Esc",
    "K_s": "Ctrl+S",
    "K_o": "Ctrl+O",
    "K_SPACE": "Space",
    "K_PERIOD": ".",
    "K_f": "F",
    "K_TAB": "Tab",
    "K_LEFTBRACKET": "[",
    "K_RIGHTBRACKET": "]",
    "K_h": "H",
    "K_F1": "F1",
    "K_p": "P",
    "K_m": "M",
    "K_n": "N",
    "K_l": "L",
    "K_r": "R",
    "K_F3": "F3",
    "K_F5": "F5",
    "K_F9": "F9",
    "K_F12": "F12",
    "K_PLUS": "+",
    "K_EQUALS": "+",
    "K_KP_PLUS": "+",
    "K_MINUS": "-",
    "K_KP_MINUS": "-",
    "K_UNDERSCORE": "-",
    "K_e": "E",
    "K_q": "Q",
    "K_PAGEUP": "PgUp",
    "K_PAGEDOWN": "PgDn",
    "K_LEFT": "Arrows",
    "K_RIGHT": "Arrows",
    "K_UP": "Arrows",
    "K_DOWN": "Arrows",
    "K_a": "WASD",
    "K_d": "WASD",
    "K_w": "WASD",
    "K_RETURN": "",
}


def test_the_help_lists_every_key_the_window_handles():
    source = pyinspect.getsource(ui_input)
    used = set(re.findall(r"pygame\.(K_\w+)", source))
    unknown = used - set(KEY_WORDS)
    assert not unknown, f"keys handled but not in this test's table: {unknown}"
    help_keys = " ".join(k for k, _ in HELP_KEYS)
    words = re.findall(r"[^\s/,]+", help_keys)
    missing = {KEY_WORDS[k] for k in used if KEY_WORDS[k] and KEY_WORDS[k] not in words}
    assert not missing, f"keys the help does not list: {missing}"
    assert "0..6" in words  # LEVEL_KEYS, built from the speed levels (0: real time)
    assert any("Right-click" in k for k, _ in HELP_KEYS)


def test_a_town_without_world_events_says_so_in_one_line(tmp_path):
    from tests.ui.fake_sim import FakeSim, write_fake_town

    sim = FakeSim(write_fake_town(tmp_path, (60, 40)), characters_dir=tmp_path / "none")
    app = App(sim, size=(1280, 800), fps=0)
    try:
        click(app, (400, 400), button=3)
        key(app, pygame.K_r)
        assert app.modals.top is None and not app.network.visible
        toasts = [t for t, _ in app.toasts]
        assert "This town cannot be changed from the window" in toasts
        assert "This town has no relationships to show" in toasts
    finally:
        app.close()


def test_closing_from_an_object_says_what_was_closed(app, sim):
    """The menu on an object offers the building and the object; each says what it did."""
    menu = right_click(app, tile_center(app, 3, 24))  # the stove, in the cafe's kitchen
    assert f"Close {CAFE}" in menu.labels() and "Break the stove" in menu.labels()
    choose(app, menu, "Close")
    assert CAFE in sim.town.closed_sectors
    last = app.toasts[-1][0]
    assert CAFE in last and "closed" in last and "broken" not in last, last
