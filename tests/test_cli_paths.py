"""Names and paths on the command line: a town by name (under maps/) or by a path given as a
path, a name two residents share, a missing --config, hours that are not a finite number,
and a saves folder searched only where the game keeps its files."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.app_setup import MAPS_DIR
from game.store.library import cleanup_saves, list_saves, save_folders
from tests.cli_run import run

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "store" / "fixtures"
A_SAVE = max(FIXTURES.glob("save_v*.json"), key=lambda p: int(p.stem[6:]))
FAST = ["--headless", "--hours", "0.1", "--residents", "3", "--quiet"]


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)


def refused(argv, capsys) -> str:
    code, out, err = run(argv, capsys)
    assert code == 2, err
    assert err.count("\n") == 1 and "Traceback" not in err and out == ""
    return err


@pytest.fixture
def town_copy(tmp_path):
    """A copy of smallville in ./mytown whose second resident is called Daniel Hart too."""
    folder = tmp_path / "mytown"
    folder.mkdir()
    tmx = (MAPS_DIR / "smallville" / "town.tmx").read_text(encoding="utf-8")
    assets = (ROOT / "assets").as_posix()
    (folder / "town.tmx").write_text(tmx.replace('"../../assets/', f'"{assets}/'), "utf-8")
    for name in ("activities.toml",):
        (folder / name).write_bytes((MAPS_DIR / "smallville" / name).read_bytes())
    doc = json.loads((MAPS_DIR / "smallville" / "residents.json").read_text(encoding="utf-8"))
    assert doc["residents"][1]["id"] == "maya_hart"
    doc["residents"][1]["name"] = "Daniel Hart"
    (folder / "residents.json").write_text(json.dumps(doc), encoding="utf-8")
    return folder


@pytest.mark.parametrize("town", ["../../x", "..", "../maps/smallville", "a/../../b", ".hidden"])
def test_a_town_name_that_leaves_maps_is_refused(town, capsys):
    err = refused(["--headless", "--town", town], capsys)
    assert "not a town name (a folder under maps/: " in err and "./ or /" in err


def test_a_town_given_as_a_path_is_opened_from_there(town_copy, capsys):
    for town in ("./mytown", str(town_copy), "mytown/"):
        code, out, err = run([*FAST, "--town", town], capsys)
        assert code == 0, err
        assert "3 residents" in out
    err = refused(["--headless", "--town", "./nowhere"], capsys)
    assert "--town ./nowhere: nowhere is not a folder" in err
    code, out, _ = run(["--help"], capsys)
    assert code == 0 and "./PATH" in " ".join(out.split())


@pytest.mark.parametrize("flag", ["--interview", "--whisper"])
def test_a_name_two_residents_share_is_refused_listing_both_ids(town_copy, flag, capsys):
    err = refused([*FAST, "--town", "./mytown", flag, "Daniel Hart", "Hello?"], capsys)
    assert "'Daniel Hart' matches 2 residents of Smallville" in err
    assert "Daniel Hart (daniel_hart), Daniel Hart (maya_hart)" in err and "give the id" in err
    err = refused([*FAST, "--town", "./mytown", flag, "daniel", "Hello?"], capsys)
    assert "'daniel' matches 2 residents" in err  # a shared first name too
    code, out, err = run([*FAST, "--town", "./mytown", flag, "maya_hart", "Hello?"], capsys)
    assert code == 0, err


@pytest.mark.parametrize(
    "extra, words",
    [
        (["--config", "no_such.toml"], "--config no_such.toml: no such file"),
        (["--config", "."], "--config .: is a folder"),
        (["--hours", "inf"], "'inf' must be a finite number"),
        (["--hours", "nan"], "'nan' must be a finite number"),
        (["--hours", "1e400"], "'1e400' must be a finite number"),
        (["--hours", "-2"], "must be greater than 0"),
        (["--hours", "0"], "must be greater than 0"),
    ],
)
def test_a_missing_config_and_hours_that_are_not_a_finite_number(extra, words, capsys):
    err = refused(["--headless", "--residents", "2", "--quiet", *extra], capsys)
    assert words in err


def test_a_missing_config_is_refused_on_every_path(tmp_path, capsys):
    for more in ([], ["--llm-check"], ["--scenario", "party", "--headless"]):
        err = refused(["--config", "gone.toml", *more], capsys)
        assert "--config gone.toml: no such file" in err
    assert not (tmp_path / "saves").exists()


def test_the_saves_folder_is_searched_only_where_the_game_keeps_saves(tmp_path):
    root = tmp_path / "root"
    slot = root / "smallville" / "autosaves" / "20260101-000000-000000" / "autosave-1.json"
    deep = root / "smallville" / "old" / "deeper" / "lost.json"
    for p in (root / "mine.json", root / "smallville" / "town.json", slot, deep):
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(A_SAVE.read_bytes())
    (root / "smallville" / "list.json").write_text("[1, 2, 3]", encoding="utf-8")
    (root / "smallville" / "notes.json").write_text("just words", encoding="utf-8")
    (root / ".hidden").mkdir()
    (root / ".hidden" / "x.json").write_bytes(A_SAVE.read_bytes())
    listed = {p.path.relative_to(root).as_posix() for p in list_saves(root)}
    assert listed == {"mine.json", "smallville/town.json", slot.relative_to(root).as_posix()}
    town = {p.path.name for p in list_saves(root / "smallville")}  # one town's folder
    assert town == {"town.json", "autosave-1.json"}
    visited = {p.relative_to(root).as_posix() for p in save_folders(root)}
    assert visited == {".", "smallville", slot.parent.relative_to(root).as_posix()}
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True
    )
    pid = int(dead.stdout)
    near = root / "smallville" / f".town.json.{pid}.1.partial"
    far = root / "smallville" / "old" / "deeper" / f".lost.json.{pid}.1.partial"
    for p in (near, far):
        p.write_bytes(b"{")
    assert cleanup_saves(root) == [near] and far.exists()


def test_saves_dir_slash_starts_at_once_without_walking_the_disk(capsys):
    code, _, err = run([*FAST, "--saves-dir", os.sep, "--autosave-minutes", "0"], capsys)
    assert code == 0, err
    visited = list(save_folders(os.sep))
    assert len(visited) < 1000 and max(len(p.relative_to(os.sep).parts) for p in visited) <= 3
