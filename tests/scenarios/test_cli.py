"""The command-line options end to end on a small scenario: table, JSON, timeline, plot."""

import json

import pytest

from game.app_scenario import run_from_args, wants_run

from .conftest import builtin_brain, small_parser
from .test_loading import ROOT

TINY = ROOT / "tests" / "scenarios" / "data" / "tiny.toml"


def run(argv, capsys):
    args = small_parser().parse_args(argv)
    assert wants_run(args)
    code = run_from_args(args, builtin_brain)
    return code, capsys.readouterr()


def test_a_scenario_prints_a_table_and_writes_json_timeline_and_plot(tmp_path, capsys):
    out = tmp_path / "out.json"
    md, png = tmp_path / "timeline.md", tmp_path / "plot.png"
    argv = ["--scenario", str(TINY), "--quiet", "--json", str(out)]
    code, io = run(argv + ["--export-timeline", str(md), "--plot", str(png)], capsys)
    assert code == 0, io.err
    assert "Scenario 'tiny' - Smallville" in io.out and "measure" in io.out
    doc = json.loads(out.read_text(encoding="utf-8"))
    run0 = doc["runs"][0]
    assert run0["seed"] == 3  # the file's seed: --seed was not given
    assert set(run0["measures"]) == {"recall", "sale", "cafe", "pairs", "close", "replanned"}
    assert run0["measures"]["sale"]["who"]["maya_hart"]["how"] == "whisper"
    text = md.read_text(encoding="utf-8")
    assert "whispered to Maya Hart" in text and "Sunny Bean Cafe closed" in text
    assert "## Conversations" in text and "### Camille Moreau" in text
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 20_000


def test_the_command_line_seed_wins_over_the_file(tmp_path, capsys):
    out = tmp_path / "out.json"
    code, io = run(["--scenario", str(TINY), "--quiet", "--seed", "5", "--json", str(out)], capsys)
    assert code == 0, io.err
    assert json.loads(out.read_text(encoding="utf-8"))["runs"][0]["seed"] == 5


@pytest.mark.slow
def test_compare_ablations_puts_four_runs_side_by_side(tmp_path, capsys):
    out, tl = tmp_path / "cmp.json", tmp_path / "tl.json"
    argv = ["--scenario", str(TINY), "--quiet", "--compare-ablations", "--json", str(out)]
    code, io = run(argv + ["--export-timeline", str(tl)], capsys)
    assert code == 0, io.err
    header = next(line for line in io.out.splitlines() if line.startswith("measure"))
    assert header.split() == [
        "measure",
        "full",
        "no",
        "memory",
        "no",
        "reflection",
        "no",
        "planning",
    ]
    runs = json.loads(out.read_text(encoding="utf-8"))["runs"]
    assert [r["ablate"] for r in runs] == [[], ["memory"], ["reflection"], ["planning"]]
    timeline = json.loads(tl.read_text(encoding="utf-8"))
    assert timeline["meta"]["run"] == "full" and timeline["conversations"] is not None


def test_a_plain_run_with_an_ablation_measures_the_network(tmp_path, capsys):
    out = tmp_path / "plain.json"
    argv = ["--ablate", "planning", "--hours", "0.5", "--residents", "4", "--quiet"]
    code, io = run(argv + ["--json", str(out)], capsys)
    assert code == 0, io.err
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["scenario"] == "free-run" and len(doc["residents"]) == 4
    assert doc["runs"][0]["label"] == "no planning"
    assert {m["kind"] for m in doc["runs"][0]["measures"].values()} == {"talked", "density"}
