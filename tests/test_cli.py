"""The command line as a user meets it: one readable line and exit code 2 for mistakes."""

import pytest

from tests.cli_run import run


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--bogus"], "unrecognized arguments: --bogus"),
        (["--headless", "--hours", "-3"], "must be greater than 0"),
        (["--headless", "--hours", "soon"], "is not a number"),
        (["--headless", "--residents", "0"], "must be greater than 0"),
        (["--headless", "--town", "atlantis"], "unknown town 'atlantis' (available: "),
        # a seed a save could not keep is refused before the run, not after it
        (["--headless", "--seed", str(10**18 + 1)], "is out of range (at most 10^18"),
        (["--headless", "--seed", "1.5"], "is not a whole number"),
    ],
)
def test_mistakes_give_one_line_and_exit_2(argv, words, capsys):
    code, out, err = run(argv, capsys)
    assert code == 2
    assert words in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_help_documents_every_flag(capsys):
    code, out, _ = run(["--help"], capsys)
    assert code == 0
    for flag in (
        "--headless",
        "--hours",
        "--seed",
        "--town",
        "--residents",
        "--step-seconds",
        "--workers",
    ):
        assert flag in out


def test_headless_run_prints_a_summary(capsys):
    code, out, err = run(
        ["--headless", "--hours", "1", "--residents", "4", "--quiet", "--seed", "2"], capsys
    )
    assert code == 0, err
    assert "4 residents, 1 game hours" in out
    for name in ("Daniel Hart", "Maya Hart", "Leo Hart", "Samuel Okafor"):
        assert name in out
    assert "where the time went" in out and "conversations:" in out


def test_save_then_load_continues_the_town(tmp_path, capsys):
    save = tmp_path / "town.json"
    code, out, err = run(
        ["--headless", "--hours", "0.5", "--residents", "3", "--quiet", "--save", str(save)], capsys
    )
    assert code == 0 and save.exists() and f"saved {save}" in out
    code, out, err = run(
        ["--headless", "--hours", "0.5", "--residents", "3", "--quiet", "--load", str(save)], capsys
    )
    assert code == 0, err
    assert "now Fri 13 Feb 2026 08:00" in out  # 07:00 + 0.5 h saved + 0.5 h more


def test_a_corrupt_save_gives_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    code, out, err = run(
        ["--headless", "--hours", "0.1", "--residents", "2", "--load", str(bad)], capsys
    )
    assert code == 2 and "corrupt" in err and err.count("\n") == 1


def test_save_together_with_a_timeline_saves_and_reports(tmp_path, capsys):
    from game.app_setup import load_town_files, town_facts
    from game.store.savefile import read_save

    save, timeline = tmp_path / "town.json", tmp_path / "run.md"
    argv = ["--headless", "--hours", "0.5", "--residents", "3", "--quiet"]
    code, out, err = run(argv + ["--save", str(save), "--export-timeline", str(timeline)], capsys)
    assert code == 0, err
    assert save.exists() and timeline.exists() and f"saved {save}" in out
    assert timeline.read_text(encoding="utf-8").strip()
    world, personas = load_town_files("smallville", residents=3)
    state = read_save(save, town_facts(world, personas))
    assert state["meta"]["town"] == world.name
    code, out, err = run(argv + ["--load", str(save)], capsys)  # and it continues
    assert code == 0, err
    assert "now Fri 13 Feb 2026 08:00" in out


@pytest.mark.parametrize(
    "extra, words",
    [
        (["--scenario", "party"], "--save cannot be combined with --scenario"),
        (["--compare-ablations"], "--save cannot be combined with --compare-ablations"),
        (["--load", "x.json", "--json", "out.json"], "--load and --save cannot be combined"),
    ],
)
def test_save_with_a_scenario_is_refused_in_one_line(tmp_path, extra, words, capsys):
    code, out, err = run(["--quiet", "--save", str(tmp_path / "s.json")] + extra, capsys)
    assert code == 2 and words in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_interviews_with_a_report_are_refused_in_one_line(tmp_path, capsys):
    """Interviews are asked of a headless town, not of a measured run: never silently dropped."""
    out_file = tmp_path / "i.md"
    argv = ["--quiet", "--export-timeline", str(tmp_path / "t.md"), "--interview-all"]
    code, out, err = run(argv + [str(out_file)], capsys)
    assert code == 2 and "--interview-all cannot be combined" in err
    assert err.count("\n") == 1 and not out_file.exists() and not (tmp_path / "t.md").exists()
