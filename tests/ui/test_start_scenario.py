"""The start screen's Scenario entry, driven with real pygame events under the dummy driver:
the towns' scenarios listed with their lengths, a picked one's description, Watch without a
pick refused in one line, and Watch (or a double-click) playing the scenario in the window
the way ``--scenario NAME`` does: its town from the scenario's start, its events at their
times, its measurements in the panel as it goes, nothing saved."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import main  # noqa: E402
from game.ui import app as ui_app  # noqa: E402
from game.ui.start_choices import StartChoice  # noqa: E402
from game.ui.start_scenarios import ABOUT  # noqa: E402
from game.ui.start_screen import StartScreen  # noqa: E402
from tests.ui.player import click, key, steps  # noqa: E402
from tests.ui.test_start_screen import centre, open_screen, queue_click, row  # noqa: E402

MINUTE = 6  # steps of ten game seconds


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no developer's config.toml, nothing written to the repo
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"):
        monkeypatch.delenv(name, raising=False)


def listed(screen) -> list[str]:
    return [item["text"] for item in screen.scenarios.list.item_list]


def test_the_scenario_page_lists_every_towns_scenarios_and_describes_the_picked_one(tmp_path):
    screen, argv, menu = open_screen(tmp_path / "saves", size=(1280, 800))
    try:
        assert screen.buttons["scenario"].text == "Scenario"
        click(screen, centre(screen.buttons["scenario"]))
        assert screen.page == "scenario" and screen.scenario_page.visible
        assert not screen.new_page.visible and not screen.load_page.visible
        shown = listed(screen)
        assert "Smallville · party  (36 game hours)" in shown, shown
        assert any(line.startswith("Brinewick · ") for line in shown), shown
        assert len(shown) == len(menu.scenarios) >= 5
        assert screen.scenarios.describe() == ABOUT
        click(screen, centre(screen.buttons["watch"]))  # nothing picked yet
        assert screen.choice is None and screen.status.text.startswith("Pick a scenario")
        party = shown.index("Smallville · party  (36 game hours)")
        click(screen, row(screen.scenarios.list, party))
        screen.run(max_frames=2)  # the list's pick arrives as an event of the next frame
        about = screen.scenarios.describe()
        assert screen.scenarios.about.html_text.startswith("Smallville · party: Camille")
        assert about.startswith("Smallville · party: Camille Moreau plans a Valentine"), about
        click(screen, centre(screen.buttons["watch"]))
        assert screen.choice == StartChoice("scenario", town="smallville", scenario="party")
    finally:
        screen.close()


def test_a_scenario_that_cannot_run_is_one_line_and_the_screen_stays(tmp_path, monkeypatch):
    screen, argv, menu = open_screen(tmp_path / "saves")
    try:
        click(screen, centre(screen.buttons["scenario"]))
        party = [s.name for s in menu.scenarios].index("party")
        click(screen, row(screen.scenarios.list, party))
        queue_click(centre(screen.buttons["watch"]))
        # the residents flag on the command line goes with the pick, and 300 is too many
        assert main.choose(screen, [*argv, "--residents", "300"], menu, max_frames=5) is None
        line = screen.status.text
        assert "--residents 300" in line and "has only 25" in line and "\n" not in line
        assert screen.page == "scenario" and pygame.display.get_init()
    finally:
        screen.close()


def test_watch_plays_the_picked_scenario_in_the_window_with_its_panel(tmp_path, monkeypatch):
    seen = {}

    def on_start(screen):
        click(screen, centre(screen.buttons["scenario"]))
        names = [s.name for s in screen.menu.scenarios]
        click(screen, row(screen.scenarios.list, names.index("closed-cafe")))
        screen.run(max_frames=2)  # the list's pick arrives as an event of the next frame
        queue_click(centre(screen.buttons["watch"]))

    run = StartScreen.run

    def run_start(screen, max_frames=None):
        monkeypatch.setattr(StartScreen, "run", run)  # the screen's own loop from here on
        on_start(screen)
        return run(screen, max_frames=300)  # a click that missed: no choice, no hang

    def run_window(sim, *, size=(1280, 800), speed=2, scenario=None, saves=None, **_):
        app = ui_app.App(sim, size=size, fps=0, speed=speed, saves=saves, scenario=scenario)
        try:
            if not app.pacer.paused:
                key(app, pygame.K_SPACE)
            seen["start"] = app.cur.time_text
            steps(app, (5 * 60 + 5) * MINUTE)  # to 12:05: the cafe closes at noon
            app.last_refresh = -10.0
            app.run(max_frames=3)
            seen["closed"] = set(app.sim.town.closed_sectors)
            seen["now"] = app.cur.time_text
            seen["panel"] = list(app.scenario_panel.lines)
            seen["title"] = app.scenario_panel.scenario.title
            seen["saves"] = app.saves
        finally:
            app.close()
        return 0

    monkeypatch.setattr(StartScreen, "run", run_start)
    monkeypatch.setattr(ui_app, "run_window", run_window)
    argv = ["--saves-dir", str(tmp_path / "saves")]
    assert main.main(argv) == 0
    assert seen["start"] == "Fri 13 Feb 2026 07:00"
    assert "closed-cafe" in seen["title"]
    assert seen["now"] == "Fri 13 Feb 2026 12:05" and "Sunny Bean Cafe" in seen["closed"]
    assert any(line.startswith("customers at the cafe before noon: ") for line in seen["panel"])
    assert seen["saves"] is None  # a scenario run is not saved over the player's town
    assert not (tmp_path / "saves").exists()
