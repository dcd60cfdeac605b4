"""No output over a user's file: every path the command line writes is checked before the run
(a save is replaced only by a save of its town; any other file only by the same kind of
output; a folder, a missing folder or a clash is refused) and written atomically."""

import json
import os

import pytest

import game.store.atomic as atomic
from game.store.outputs import KINDS, OutputError, check_output, produce, write_text
from game.store.savefile import read_save
from tests.cli_run import run

FAST = ["--hours", "0.1", "--residents", "3", "--quiet"]


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # autosaves go to ./saves, config.toml is not the developer's


@pytest.fixture
def a_save(tmp_path, capsys):
    code, _, err = run(["--headless", *FAST, "--save", "town.json"], capsys)
    assert code == 0, err
    return tmp_path / "town.json"


@pytest.mark.parametrize(
    "flags",
    [
        ["--headless", "--json", "town.json"],
        ["--headless", "--export-timeline", "town.json"],
        ["--headless", "--log-file", "town.json"],
        ["--interview-all", "town.json"],
        ["--headless", "--plot", "town.json"],
    ],
    ids=["json", "timeline", "log", "interview-all", "plot"],
)
def test_an_output_at_the_path_of_a_save_is_refused_before_the_run(a_save, tmp_path, flags, capsys):
    before = a_save.read_bytes()
    code, out, err = run([*FAST, *flags], capsys)
    assert code == 2, err
    assert f"{flags[-2]} town.json: is a save of 'Smallville'" in err and "not replaced" in err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert out == "" and not (tmp_path / "saves").exists()  # nothing ran, nothing autosaved
    assert a_save.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["town.json"]  # no partial, no probe left


def test_a_scenario_whose_json_is_a_folder_is_refused_before_the_run(tmp_path, capsys):
    (tmp_path / "out.json").mkdir()
    code, out, err = run(
        ["--scenario", "party", "--headless", "--quiet", "--json", "out.json"], capsys
    )
    assert code == 2 and "--json out.json: is a folder, not a file" in err
    assert err.count("\n") == 1 and out == ""


@pytest.mark.parametrize(
    "flags, words",
    [
        (["--json", "missing/r.json"], "folder missing does not exist"),
        (["--export-timeline", "notes.md"], "exists and is not a previous timeline"),
        (["--log-file", "notes.md"], "exists and is not a previous log"),
        (["--json", "r.json", "--export-timeline", "r.json"], "is also the file of --json"),
        (["--json", "r.json", "--save", "r.json"], "is also the file of --json"),
        (["--log-file", "link.log"], "is a link to nothing"),
        (["--interview-all", "./"], "names a folder"),
    ],
)
def test_other_bad_output_paths_are_one_line_before_the_run(tmp_path, flags, words, capsys):
    (tmp_path / "notes.md").write_text("my own notes\n", encoding="utf-8")
    (tmp_path / "link.log").symlink_to(tmp_path / "nowhere" / "x.log")
    code, out, err = run(["--headless", *FAST, *flags], capsys)
    assert code == 2 and words in err, err
    assert err.count("\n") == 1 and out == ""
    assert (tmp_path / "notes.md").read_text(encoding="utf-8") == "my own notes\n"


def test_previous_outputs_of_the_same_kind_are_replaced(tmp_path, capsys):
    argv = ["--headless", *FAST, "--export-timeline", "t.md", "--json", "r.json"]
    for _ in range(2):
        code, _, err = run(argv, capsys)
        assert code == 0, err
    assert json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["scenario"] == "free-run"
    for _ in range(2):
        code, _, err = run(["--interview-all", "i.md", "--log-file", "run.log", *FAST], capsys)
        assert code == 0, err
    assert (tmp_path / "i.md").read_text(encoding="utf-8").startswith("# Interviews in ")
    assert not [p for p in tmp_path.rglob("*") if atomic.is_partial_name(p.name)]


SAMPLES = {  # what each kind of output starts with, as the program writes it
    "report": b'{\n "scenario": "party",\n "town": "Smallville"',
    "timeline": b"# Timeline: Smallville\n\nFri 13 Feb 07:00 to Fri 13 Feb 08:00\n",
    "plot": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00:tEXtSoftware\x00Matplotlib v",
    "log": b"2026-02-13 09:00:00,123 INFO game.sim: started\n",
    "interviews": b"# Interviews in Smallville, Fri 13 Feb 2026 08:00\n",
    "screenshot": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_kind_replaces_only_its_own_outputs(tmp_path, kind):
    mine = {k for k in SAMPLES if k == kind or (kind == "screenshot" and k == "plot")}
    for name, head in SAMPLES.items():
        path = tmp_path / f"{name}.out"
        path.write_bytes(head)
        if name in mine:
            assert check_output(path, kind, "--x") == path
        else:
            with pytest.raises(OutputError, match="not replaced"):
                check_output(path, kind, "--x")
    (tmp_path / "empty.out").write_bytes(b"")
    assert check_output(tmp_path / "empty.out", kind, "--x")  # nothing in it to lose
    timeline_json = tmp_path / "t.json"
    timeline_json.write_text(json.dumps({"town": "Smallville", "start": "x"}, indent=1))
    assert (kind == "timeline") == _accepted(timeline_json, kind)


def _accepted(path, kind) -> bool:
    try:
        check_output(path, kind, "--x")
    except OutputError:
        return False
    return True


def test_writing_is_atomic_the_old_output_stays_when_a_write_fails(tmp_path, monkeypatch):
    target = tmp_path / "r.json"
    target.write_text('{"scenario": "old"}', encoding="utf-8")

    def fail_midway(f, data):
        f.write(b'{"scen')
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "_write_all", fail_midway)
    with pytest.raises(OSError):
        write_text(target, '{"scenario": "new"}')
    monkeypatch.undo()

    def draw_half(tmp):
        assert tmp.name.endswith(".partial.png") and tmp.parent == tmp_path
        tmp.write_bytes(b"\x89PNG half")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        produce(tmp_path / "p.png", draw_half)
    assert target.read_text(encoding="utf-8") == '{"scenario": "old"}'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.json"]
    assert produce(tmp_path / "p.png", lambda tmp: tmp.write_bytes(b"png")).read_bytes() == b"png"
    assert (tmp_path / "p.png").stat().st_mode & 0o777 == 0o644


def test_a_read_only_output_is_not_replaced(tmp_path):
    path = tmp_path / "t.md"
    path.write_bytes(SAMPLES["timeline"])
    path.chmod(0o444)
    if os.access(path, os.W_OK):
        pytest.skip("running as root: nothing is read-only")
    with pytest.raises(OutputError, match="is read-only"):
        check_output(path, "timeline", "--export-timeline")


def test_a_save_is_still_replaced_by_a_save_of_its_town(a_save, capsys):
    code, _, err = run(["--headless", *FAST, "--load", "town.json", "--save", "town.json"], capsys)
    assert code == 0, err
    assert read_save(a_save)["meta"]["town"] == "Smallville"
