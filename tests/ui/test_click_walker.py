"""What you see is what you click: a walking resident is selected by the first click on it.

A click takes time: between the press and the release a resident walking at 10 steps a second
moves most of a tile. The window decides what was clicked from where the sprites were drawn
when the button went down (the picture the player aimed at), with a few pixels of tolerance.
Frames are run with a fixed frame time (``App.frame``, the window loop's body), so the walk is
the same on every machine.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.camera import ZOOM_LEVELS  # noqa: E402
from game.ui.sprites import HIT_TOLERANCE  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402
from tests.ui.player import post  # noqa: E402

FRAME = 1 / 60
WALKER = "daniel_hart"


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (120, 80))


@pytest.fixture
def walking(town, tmp_path):
    """A window over one resident walking east along a row of tiles, 10 steps a second."""
    sim = FakeSim(town, n_residents=1, characters_dir=tmp_path / "none")
    walker = sim.walkers[0]
    walker.loop, walker.offset, walker.sleeper = [(40 + i, 40) for i in range(40)], 0, False
    app = App(sim, size=(1280, 800), fps=0, speed=3)
    app.camera.center_on(50 * app.tile, 40 * app.tile)
    frames(app, 1)
    yield app
    app.close()


def frames(app, n: int) -> None:
    for _ in range(n):
        app.frame(FRAME)


def placed(app):
    return next(p for p in app.placed if p.view.id == WALKER)


def look_at_walker(app) -> None:
    p = placed(app)
    app.camera.center_on((p.x + 0.5) * app.tile, (p.y + 0.5) * app.tile)


def walking_now(app) -> pygame.Rect:
    """Run until the resident is between two tiles, walking; where it was drawn."""
    for _ in range(60):
        frames(app, 1)
        p = placed(app)
        if p.moving and p.x != int(p.x):
            return app.bodies.drawn_rect(WALKER)
        look_at_walker(app)
    raise AssertionError("the resident never walked")


def test_a_press_on_a_walking_resident_selects_it_though_it_moved_before_the_release(walking):
    app = walking
    seen = walking_now(app)
    aim = seen.center
    post(pygame.MOUSEMOTION, pos=aim, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=aim, button=1)
    frames(app, 6)  # a tenth of a second with the button down, as a hand clicks
    now = app.bodies.drawn_rect(WALKER)
    assert now.x - seen.x > seen.w // 2 + HIT_TOLERANCE  # it walked out from under the cursor
    post(pygame.MOUSEBUTTONUP, pos=aim, button=1)
    frames(app, 2)
    assert app.selected == WALKER and app.inspector.is_open


def test_a_quick_click_on_a_walking_resident_selects_it_at_every_zoom(walking):
    app = walking
    for zoom in (app.camera.levels[0], *ZOOM_LEVELS):
        app.select(None)
        app.camera.zoom = zoom
        look_at_walker(app)
        seen = walking_now(app)
        post(pygame.MOUSEBUTTONDOWN, pos=seen.center, button=1)
        post(pygame.MOUSEBUTTONUP, pos=seen.center, button=1)
        frames(app, 1)
        assert app.selected == WALKER, zoom


def test_the_hit_box_is_the_drawn_sprite_and_a_few_pixels_around_it(walking):
    app = walking
    for zoom in (app.camera.levels[0], *ZOOM_LEVELS):
        app.camera.zoom = zoom
        look_at_walker(app)
        seen = walking_now(app)
        near = HIT_TOLERANCE - 1
        for pos in (
            (seen.left - near, seen.centery),
            (seen.right - 1 + near, seen.centery),
            (seen.centerx, seen.top - near),
            (seen.centerx, seen.bottom - 1 + near),
        ):
            assert app.bodies.hit(pos) == WALKER, (zoom, pos, seen)
        far = seen.inflate(2 * seen.w, 2 * seen.h)
        assert app.bodies.hit((far.left, far.top)) is None
