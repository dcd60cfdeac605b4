"""The slowest speed is real time: one game second a real second (a 10-second step every 10 real
seconds), reached with "-" from the slowest stepped level or with key 0 (``speed=0``), and
called "real time" on the top bar. Keys 1..6 keep their speeds."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.hud import HELP_KEYS
from game.ui.hud_text import HudState, pace_note, speed_text  # noqa: E402
from game.ui.pacing import SPEED_LEVELS, Pacer, level_for_speed  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402
from tests.ui.test_pacing import FakeClock  # noqa: E402
from tests.ui.test_window import key  # noqa: E402


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (80, 50))


@pytest.fixture
def make(town, tmp_path):
    apps = []

    def build(**kw):
        app = App(FakeSim(town, characters_dir=tmp_path / "none"), fps=0, **kw)
        apps.append(app)
        rendered = []
        render = app.text.render

        def spy(text, *args, **kwargs):
            rendered.append(text)
            return render(text, *args, **kwargs)

        app.text.render = spy
        return app, rendered

    yield build
    for a in apps:
        a.close()


def test_real_time_is_the_slowest_level_and_runs_one_game_second_a_second():
    clock = FakeClock()
    pacer = Pacer(level=level_for_speed(0), clock=clock, step_seconds=10)
    assert pacer.real_time and pacer.rate == pytest.approx(0.1)
    assert pacer.rate < min(r for r in SPEED_LEVELS if r)  # below every stepped level
    steps = []
    for _ in range(480):  # 60 real seconds in frames of 1/8 s (exact in binary)
        clock.t += 0.125
        pacer.advance(0.125, lambda: steps.append(1), budget=1.0)
    assert len(steps) == 6  # 60 game seconds in 60 real seconds
    assert 0.0 <= pacer.alpha < 1.0
    pacer.set_step_seconds(5)  # a town of 5-second steps: a step every 5 s
    assert pacer.rate == pytest.approx(0.2)
    pacer.set_level(1)
    assert not pacer.real_time and pacer.rate == 2


def test_the_number_keys_keep_their_speeds():
    assert [SPEED_LEVELS[level_for_speed(n)] for n in range(1, 7)] == [2, 5, 10, 20, 60, 120]


def test_minus_goes_down_to_real_time_and_the_bar_says_so(make):
    app, rendered = make()  # speed 2: 5 steps a second
    app.run(max_frames=1)
    assert app.pacer.rate == 5 and "5 steps a second" in rendered
    key(pygame.K_MINUS)
    key(pygame.K_MINUS)
    app.run(max_frames=1)
    assert app.pacer.real_time and app.pacer.rate == pytest.approx(0.1)
    key(pygame.K_MINUS)  # already the slowest
    rendered.clear()
    app.run(max_frames=1)
    assert app.pacer.real_time
    assert "real time" in rendered and "1x game time" in rendered
    assert not any("steps a second" in t for t in rendered)
    key(pygame.K_EQUALS)
    app.run(max_frames=1)
    assert app.pacer.rate == 2
    key(pygame.K_0)
    app.run(max_frames=1)
    assert app.pacer.real_time


def test_in_the_window_the_town_runs_at_real_time(make):
    app, _ = make(speed=0)
    assert app.pacer.real_time
    app.run(max_frames=1)
    start = app.sim.steps
    for _ in range(400):  # 100 real seconds, as frames of 0.25 s
        app.frame(0.25)
    game_seconds = (app.sim.steps - start) * app.sim.step_seconds
    assert abs(game_seconds - 100) <= app.sim.step_seconds  # within one step of real time


def test_hud_texts_and_help():
    real = HudState(steps_per_second=0.1, step_seconds=10)
    assert speed_text(real) == "real time" and pace_note(real) == ("1x game time", False)
    fast = HudState(steps_per_second=20, step_seconds=10)
    assert speed_text(fast) == "20 steps a second" and pace_note(fast) == ("200x game time", False)
    lagging = HudState(steps_per_second=0.1, step_seconds=10, real_rate=0.05)
    assert pace_note(lagging) == ("only 0.5x game time", True)
    assert any("0 real time" in what for _, what in HELP_KEYS)
