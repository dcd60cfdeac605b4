"""A resident's home is never closable from the world menu: its "Close" choice is shown disabled
with the reason ("Homes cannot be closed: N residents live here"), while a building nobody lives
in (a workplace, a park) can be closed as before. The town is the fake one; who lives where
comes from the views the window reads (``sectors`` and ``relationship_network``)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.world_menu import REASON, PlaceMenu, menu_items, open_menu  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402


class TownWithHomes(FakeSim):
    """The fake town with the world-event views: the first two residents live in the fake
    town's home sector (found by its kind, never by its name)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.closed: set[str] = set()
        self.close_calls: list[str] = []

    def home_sector(self):
        return next(s for s in self.sectors() if s.kind == "home")

    def work_sector(self):
        return next(s for s in self.sectors() if s.kind != "home")

    def place_at(self, x: int, y: int) -> dict | None:
        for s in self.sectors():
            sx, sy, sw, sh = s.rect
            if sx <= x < sx + sw and sy <= y < sy + sh:
                return {
                    "sector": s.name,
                    "arena": "",
                    "object": "",
                    "closed": s.name in self.closed,
                    "broken": False,
                }
        return None

    def relationship_network(self) -> dict:
        home = tuple(self.home_sector().rect)
        homes = tuple((w.rid, w.name, home) for w in self.walkers[:2])
        return {"homes": homes, "edges": ()}

    def close_sector(self, name: str) -> None:
        self.close_calls.append(name)
        self.closed.add(name)

    def open_sector(self, name: str) -> None:
        self.closed.discard(name)


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (120, 80))


@pytest.fixture
def app(town, tmp_path):
    sim = TownWithHomes(town, characters_dir=tmp_path / "no_sheets")
    a = App(sim, size=(1280, 800), fps=0)
    a.run(max_frames=1)
    yield a
    a.close()


def spot(sim, sector) -> dict:
    x, y, w, h = sector.rect
    return sim.place_at(x + w // 2, y + h // 2)


def test_a_workplace_can_be_closed(app):
    sim = app.sim
    work = sim.work_sector()
    menu = app.modals.push(PlaceMenu(app, (100, 100), spot(sim, work)))
    assert menu.labels()[0] == f"Close {work.name}"
    assert f"Close {work.name}" in menu.enabled()
    assert menu.reasons == []
    menu.choose("Close")
    assert sim.close_calls == [work.name]


def test_a_home_cannot_be_closed_and_the_menu_says_why(app):
    sim = app.sim
    home = sim.home_sector()
    items = menu_items(app, spot(sim, home))
    assert items[0][:2] == (f"Close {home.name}", None)
    assert items[1] == ("Homes cannot be closed: 2 residents live here", None, REASON)
    menu = app.modals.push(PlaceMenu(app, (100, 100), spot(sim, home)))
    assert menu.labels()[0] == f"Close {home.name}"  # shown, but disabled
    assert f"Close {home.name}" not in menu.enabled()
    assert menu.reasons == ["Homes cannot be closed: 2 residents live here"]
    assert any(label.startswith("Post a notice at") for label in menu.enabled())
    menu.choose("Close")  # a script choosing it: refused, with the reason, never closed
    assert sim.close_calls == [] and home.name not in sim.closed
    assert any(text.startswith("Homes cannot be closed") for text, _ in app.toasts)


def test_a_right_click_on_a_home_and_a_click_on_its_close_closes_nothing(app):
    sim = app.sim
    home = sim.home_sector()
    x, y, w, h = home.rect
    wx, wy = (x + w / 2) * app.tile, (y + h / 2) * app.tile
    app.camera.center_on(wx, wy)
    app.run(max_frames=1)
    pos = app.camera.world_to_screen(wx, wy)
    menu = open_menu(app, (int(pos[0]), int(pos[1])))
    assert isinstance(menu, PlaceMenu) and menu.reasons
    button = menu.items[0]
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=1))
    app.run(max_frames=3)
    assert sim.close_calls == [] and home.name not in sim.closed
    assert app.modals.top is menu  # a disabled choice does not close the menu


def test_one_resident_reads_in_the_singular(app):
    sim = app.sim
    sim.relationship_network = lambda: {
        "homes": ((sim.walkers[0].rid, sim.walkers[0].name, tuple(sim.home_sector().rect)),),
        "edges": (),
    }
    items = menu_items(app, spot(sim, sim.home_sector()))
    assert items[1][0] == "Homes cannot be closed: 1 resident lives here"


def test_a_town_that_cannot_tell_offers_close(app):
    sim = app.sim
    sim.relationship_network = None  # no network view: nothing known about homes
    items = menu_items(app, spot(sim, sim.home_sector()))
    assert items[0][0] == f"Close {sim.home_sector().name}" and items[0][1] is not None
