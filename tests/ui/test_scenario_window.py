"""``--scenario NAME`` without ``--headless`` plays the scenario in the real window: its events
fire at their game times as the clock runs and its measurements show in a panel."""

import main
from game.app_scenario import brain_factory, wants_run, wants_window, window_from_args
from game.ui.app import App

EARLY = """description = "Four residents; the cafe closes a minute after the start."
start = "2026-02-13 08:00"
hours = 2
residents = ["daniel_hart", "maya_hart", "wei_chen", "lily_chen"]
seed = 3

[[event]]
at = "2026-02-13 08:01"
kind = "close"
place = "Sunny Bean Cafe"

[[measure]]
name = "heard"
kind = "fact"
label = "know the cafe is closed"
keywords = ["sunny bean cafe", "closed"]

[[measure]]
name = "pairs"
kind = "talked"
label = "pairs who talked"
"""


def scenario_file(tmp_path):
    path = tmp_path / "early.toml"
    path.write_text(EARLY, encoding="utf-8")
    return str(path)


def test_only_a_bare_scenario_goes_to_the_window(tmp_path):
    p = main.build_parser()
    assert wants_window(p.parse_args(["--scenario", "party", "--frames", "5"]))
    for extra in (["--headless"], ["--json", "x.json"], ["--ablate", "memory"]):
        args = p.parse_args(["--scenario", "party", *extra])
        assert not wants_window(args) and wants_run(args), extra


def test_the_scenario_plays_in_the_window_and_its_panel_shows_the_measures(tmp_path):
    args = main.build_parser().parse_args(["--scenario", scenario_file(tmp_path), "--speed", "6"])
    seen = {}

    def open_window(sim, live):
        assert str(sim.clock.now) == "2026-02-13 08:00:00"  # the scenario's start
        assert sorted(sim.order) == ["daniel_hart", "lily_chen", "maya_hart", "wei_chen"]
        assert not sim.config.lockstep
        app = App(sim, size=(1024, 700), speed=6, scenario=live)
        try:
            app.run(max_frames=40)  # 60 fps, 120 steps a second: about ten game minutes
            seen["now"] = sim.clock.now
            seen["closed"] = sim.town.closed_sectors
            seen["panel"] = list(app.scenario_panel.lines)
            seen["toasts"] = [t for t, _ in app.toasts]
            seen["drawn"] = app.scenario_panel.rect.copy()
        finally:
            app.close()
        return 0

    assert window_from_args(args, brain_factory(args, main._make_brain), open_window) == 0
    assert str(seen["now"]) > "2026-02-13 08:01:00", seen["now"]
    assert "Sunny Bean Cafe" in seen["closed"]
    assert any("close Sunny Bean Cafe" in t for t in seen["toasts"]), seen["toasts"]
    panel = seen["panel"]
    assert any(line.startswith("know the cafe is closed: ") and "of 4" in line for line in panel)
    assert any(line.startswith("pairs who talked: ") for line in panel), panel
    assert "all events applied" in panel
    assert seen["drawn"].width > 0 and seen["drawn"].height > 0


def test_main_opens_the_window_for_a_bare_scenario(tmp_path, capsys):
    assert main.main(["--scenario", scenario_file(tmp_path), "--frames", "5"]) == 0
    out = capsys.readouterr()
    assert "Traceback" not in out.err and "| " not in out.out  # no headless table printed
