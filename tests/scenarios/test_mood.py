"""The mood scenario: its files load in both towns, compare the inner-life ablations, and its
measure reads who was in a breach and how their mood went, from the run itself."""

import json
from pathlib import Path

from game.app_scenario import run_from_args
from game.app_setup import load_town_files, make_simulation
from game.sim import scenario
from game.sim.simulation import SimConfig

from .conftest import builtin_brain, small_parser

ROOT = Path(__file__).resolve().parents[2]

NIGHT = """
description = "A racket at 23:00 in a block of flats."
start = "2026-05-08 22:30"
hours = 2
compare = ["emotion"]

[[event]]
at = "2026-05-08 23:00"
kind = "do"
resident = "oren_blythe"
place = "Net Loft Flats:Flat 4:sofa"
what = "turns the football up full"
emoji = "🔊"
minutes = 40

[[measure]]
name = "mood"
kind = "mood"
events = ["norm_breach"]
"""


def test_the_shipped_mood_scenarios_load_and_compare_needs_and_emotion():
    for town in ("smallville", "brinewick"):
        world, personas = load_town_files(town)
        scn = scenario.load(ROOT / "maps" / town / "scenarios" / "mood.toml", world, personas)
        assert scn.compare == ("needs", "emotion")
        assert any(t.kind == "do" for t in scn.timed) and any(t.kind == "close" for t in scn.timed)
        assert any(m["kind"] == "mood" for m in scn.measures)


def test_the_mood_measure_reads_the_witnesses_their_fall_and_the_hour_by_hour(tmp_path):
    path = tmp_path / "night.toml"
    path.write_text(NIGHT, encoding="utf-8")
    world, personas = load_town_files("brinewick")
    scn = scenario.load(path, world, personas)
    world.start_time = scn.start
    sim = make_simulation(world, personas, None, None, SimConfig(seed=1, autosave_minutes=0))
    got = scenario.run(scn, sim)["measures"]["mood"]
    seen = {b["witness"] for b in got["breaches"]["witnessed"]}
    assert seen and set(got["involved"]) == seen
    assert all(c["drop"] < 0 for c in got["involved"].values())
    assert all(b["breakers"] == ["oren_blythe"] for b in got["breaches"]["witnessed"])
    hours = got["hourly"]
    assert len(hours["hours"]) == len(hours["involved"]) >= 2
    # the witnesses' mean mood fell after 23:00: against the sample at 23:00, just before the
    # racket (not the first, at 22:30: a talk in between may lift it)
    at = hours["hours"].index("2026-05-08T23:00:00")
    before, after = hours["involved"][at], min(hours["involved"][at + 1 :])
    assert after < before


def test_compare_ablations_runs_the_files_list_and_emotion_keeps_mood_still(tmp_path, capsys):
    path = tmp_path / "night.toml"
    path.write_text(NIGHT, encoding="utf-8")
    out = tmp_path / "night.json"
    args = small_parser().parse_args(
        ["--town", "brinewick", "--scenario", str(path), "--compare-ablations", "--quiet"]
        + ["--json", str(out)]
    )
    assert run_from_args(args, builtin_brain) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert [r["label"] for r in doc["runs"]] == ["full", "no emotion"]
    full, still = (r["measures"]["mood"] for r in doc["runs"])
    assert full["value"] < 0 and still["value"] == 0
    assert "norm breach: witnesses" in capsys.readouterr().out


def test_a_fall_too_near_the_run_s_end_has_no_verdict():
    """Not back when the run ended before a whole ``recover_hours`` had passed is no verdict:
    the table counts it apart ("too late to tell"), not as one who never recovered."""
    from game.report.inner_tables import _recovered
    from game.sim.measure_inner import MoodMeasure

    m = MoodMeasure({"name": "mood", "kind": "mood", "events": [], "recover_hours": 24})
    m.t0 = 0.0
    m.valence = {"a": [0.3] * 10 + [-0.2] * 200, "b": [0.3] * 10 + [-0.2] * 2000}
    late, long = m._course("a", 600.0, 0.3, 0.3), m._course("b", 600.0, 0.3, 0.3)
    assert late["recover"] is None and late["open"]  # 200 minutes seen, 24 h asked
    assert long["recover"] is None and not long["open"]  # a whole day seen: never back
    rows = {"involved": {"a": late, "b": long, "c": {"recover": 30, "open": False}}}
    assert _recovered(rows) == "1/2, slowest 0.5 h; 1 too late to tell"


def test_back_where_it_rests_counts_as_over_it():
    """One who was up (a good talk) when the row came is over it once it is back at its usual
    level, not only once it is as high again; one who was below its usual level before has to
    come back to where it was."""
    from game.sim.measure_inner import MoodMeasure

    m = MoodMeasure({"name": "mood", "kind": "mood", "events": [], "recover_hours": 24})
    m.t0 = 0.0
    fell = [0.3] * 10 + [-0.4] * 60 + [-0.12] * 30 + [-0.1] * 2000
    m.valence = {"up": fell, "down": fell}
    up = m._course("up", 600.0, 0.3, -0.15)  # rests at -0.15: back at -0.12, minute 60
    assert up["recover"] == 60 and up["usual"] == -0.15
    down = m._course("down", 600.0, 0.3, 0.5)  # was below its usual +0.5: must reach +0.25
    assert down["recover"] is None
