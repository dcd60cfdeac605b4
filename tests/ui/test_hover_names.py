"""Hovering a building shows its name at every zoom level (at the default zoom no names show
otherwise), and a name on the map is never drawn under the top bar or a side panel: when the
building's top is out of sight its name slides into the part still visible."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.camera import DEFAULT_ZOOM  # noqa: E402
from game.ui.hud import BAR_H  # noqa: E402
from game.ui.townmap import HOVER_EDGE  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402

TILE = 32


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (80, 50))


@pytest.fixture
def mouse(monkeypatch):
    """Where the (dummy driver's) mouse is: set ``mouse.pos``; None is outside the window."""

    class Mouse:
        pos = None

    m = Mouse()
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: m.pos is not None)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: m.pos or (0, 0))
    return m


@pytest.fixture
def app(town, tmp_path):
    a = App(FakeSim(town, characters_dir=tmp_path / "none"), size=(1280, 800), fps=0)
    a.pacer.paused = True
    yield a
    a.close()


def sector(app, name):
    return next(s for s in app.sector_labels.sectors if s.name == name)


def screen_rect(app, s):
    return app.sector_labels._screen_rect(app.camera, s)


def allowed(app) -> pygame.Rect:
    """The window less the top bar and the open panels."""
    w, h = app.window_size()
    left = app.roster.rect.right if app.roster.rect is not None else 0
    right = app.inspector.rect.left if app.inspector.rect is not None else w
    return pygame.Rect(left, BAR_H, right - left, h - BAR_H)


def hover(app, mouse, pos):
    mouse.pos = pos
    app.run(max_frames=1)
    return app.sector_labels.hover_rect


def drawn_highlight(app, r: pygame.Rect) -> bool:
    return tuple(app.screen.get_at((r.centerx, r.top)))[:3] == HOVER_EDGE


def test_at_the_default_zoom_only_the_hovered_building_is_named(app, mouse):
    park = sector(app, "Pond Park")
    x, y, w, h = park.rect
    app.camera.center_on((x + w / 2) * TILE, (y + h / 2) * TILE)
    app.run(max_frames=1)
    assert app.camera.zoom == DEFAULT_ZOOM
    assert app.sector_labels.draw(app.screen, app.camera, allowed(app)) == []  # none unasked
    assert hover(app, mouse, None) is None
    inside = screen_rect(app, park).center
    r = hover(app, mouse, inside)
    assert r is not None and drawn_highlight(app, r)
    assert allowed(app).contains(r) and r.colliderect(screen_rect(app, park))
    mouse.pos = (inside[0], BAR_H // 2)  # over the top bar: nothing
    assert hover(app, mouse, mouse.pos) is None


def test_every_zoom_level_names_the_hovered_building(app, mouse):
    park = sector(app, "Pond Park")
    x, y, w, h = park.rect
    for level in app.camera.levels:
        app.camera.zoom = level
        app.camera.center_on((x + w / 2) * TILE, (y + h / 2) * TILE)
        app.run(max_frames=1)
        seen = screen_rect(app, park).clip(allowed(app))
        r = hover(app, mouse, seen.center)
        assert r is not None, level
        assert allowed(app).contains(r), level
        assert drawn_highlight(app, r), level
        assert app.sector_labels.at(*app.camera.screen_to_world(*seen.center)) == park


def test_a_building_whose_top_is_under_the_bar_gets_its_name_below_the_bar(app, mouse):
    house = sector(app, "Corner House")
    x, y, w, h = house.rect
    app.camera.zoom = app.camera.levels[-1]  # close in: the house is bigger than the window
    app.camera.center_on((x + w / 2) * TILE, (y + h - 1) * TILE)
    app.run(max_frames=1)
    building = screen_rect(app, house)
    assert building.top < BAR_H  # its top (where the name would go) is under the bar
    r = hover(app, mouse, building.clip(allowed(app)).center)
    assert r is not None and r.top >= BAR_H and allowed(app).contains(r)
    assert building.contains(r) and drawn_highlight(app, r)


def test_never_under_a_panel(app, mouse):
    park = sector(app, "Pond Park")
    x, y, w, h = park.rect
    app.select("maya_hart")  # the inspector opens on the right
    app.camera.follow_id = None
    app.keep_visible = False
    app.run(max_frames=1)
    panel = app.inspector.rect
    assert panel is not None
    # put the park's middle right at the panel's edge: half of it under the panel
    app.camera.zoom = 2.0
    wx, wy = (x + w / 2) * TILE, (y + h / 2) * TILE
    sx, sy = app.camera.world_to_screen(wx, wy)
    app.camera.pan(sx - panel.left, sy - 400)
    app.run(max_frames=1)
    building = screen_rect(app, park)
    assert building.left < panel.left < building.right
    r = hover(app, mouse, (panel.left - 40, building.clip(allowed(app)).centery))
    assert r is not None and r.right <= panel.left and r.top >= BAR_H
    assert drawn_highlight(app, r)


def test_zoomed_out_names_keep_below_the_bar(app, mouse):
    app.camera.zoom = 0.75  # zoomed out (names for all), yet more than the whole town
    house = sector(app, "Corner House")
    app.camera.center_on((house.rect[0] + house.rect[2] / 2) * TILE, 0)
    app.run(max_frames=1)
    assert screen_rect(app, house).top > BAR_H
    slid = 0
    for dy in range(0, 400, 20):  # scroll the house's top up under the bar and past it
        app.camera.pan(0, 20)
        app.run(max_frames=1)
        drawn = app.sector_labels.draw(app.screen, app.camera, allowed(app))
        for r in drawn:
            assert allowed(app).contains(r), (dy, r)
        building = screen_rect(app, house)
        if building.top < BAR_H and building.bottom > BAR_H + 40:  # still a good part in sight
            assert any(r.colliderect(building) for r in drawn), dy  # its name slid down
            slid += 1
    assert slid and screen_rect(app, house).top < BAR_H


def test_over_the_minimap_no_building_is_named(app, mouse):
    app.camera.zoom = 1.0
    app.run(max_frames=1)
    assert app.minimap.drawn
    assert hover(app, mouse, app.minimap.rect.center) is None
