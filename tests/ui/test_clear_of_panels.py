"""What floats over the map keeps clear of the cards and panels over it: while a scenario plays
in the window no resident's name or building name is drawn under the scenario card in the
map's top-left corner (at the whole-town zoom and closer in, with and without the people list,
which moves the card), and a long toast between the two side panels of a small window is
shortened to end before the people list rather than run under it."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import scene  # noqa: E402
from game.ui.app import App  # noqa: E402
from tests.ui.player import key, steps  # noqa: E402
from tests.ui.real_town import real_town  # noqa: E402


class Card:
    """What the window reads of a scenario: a title, lines (six, as a long scenario's) and the
    events due before a step (none here)."""

    title = "closed-cafe: the Sunny Bean Cafe closes at noon"

    def before_step(self, sim):
        return []

    def lines(self, sim):
        return [f"measure {i}: {i * 7} of 25 residents so far, and more" for i in range(6)]


@pytest.fixture(scope="module")
def town():
    sim = real_town(hours=2.0)
    yield sim
    sim.shutdown()


def test_no_name_is_drawn_under_the_scenario_card(town):
    app = App(town, size=(1280, 800), fps=0, speed=1, scenario=Card())
    under = []
    try:
        if not app.pacer.paused:
            key(app, pygame.K_SPACE)
        for roster in (False, True):
            if roster:
                key(app, pygame.K_p)
                assert app.roster.rect is not None
            for zoom in (app.camera.levels[0], app.camera.levels[1], 0.5):
                app.camera.zoom = zoom
                app.camera.center_on(*(n / 2 for n in app.map.size_px))
                for _ in range(6):
                    steps(app, 2)
                    card = app.scenario_panel.rect
                    assert card.w > 300 and scene.label_area(app).contains(card), card
                    names = list(app.overlays.drawn_names.values()) + app.sector_labels.drawn
                    under += [(zoom, roster, r) for r in names if r.colliderect(card)]
    finally:
        app.close(shutdown_sim=False)
    assert not under, under[:5]


def test_a_long_toast_is_shortened_to_end_before_the_people_list(town):
    """A notice's toast between the two panels of a small window: cut short with '...', its
    box clear of the people list and of the inspector."""
    app = App(town, size=(960, 600), fps=0, speed=1)
    try:
        app.select(next(r.id for r in app.cur.residents))
        key(app, pygame.K_p)
        long = "A notice that says rather a lot: " + "free concert in the park tonight " * 3
        app.toast(long)
        app.run(max_frames=2)
        (box,) = [r for r in app.hud.notice_rects]
        assert app.roster.rect is not None and app.inspector.rect is not None
        assert not box.colliderect(app.roster.rect) and not box.colliderect(app.inspector.rect)
        assert box.w > 150  # shortened, not gone
    finally:
        app.close(shutdown_sim=False)
