"""Saves from the command line, as a user meets them: checked before the run, autosaved,
never silently overwritten, and a killed run can be continued."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.store.autosave import previous_autosave
from tests.cli_run import run

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # autosaves go to ./saves, config.toml is not the developer's


def headless(*more):
    return ["--headless", "--hours", "1", "--residents", "3", "--quiet", *more]


@pytest.mark.parametrize(
    "target, words",
    [
        ("missing/town.json", "folder missing does not exist"),
        ("notes.json", "is not a readable town save"),
        (".", "is a folder"),
    ],
)
def test_a_bad_save_target_is_refused_before_the_run(tmp_path, capsys, target, words):
    (tmp_path / "notes.json").write_text('{"shopping": ["eggs"]}', encoding="utf-8")
    code, out, err = run(headless("--save", target), capsys)
    assert code == 2 and words in err and err.count("\n") == 1, err
    assert out == "" and not (tmp_path / "saves").exists()  # nothing simulated, nothing written
    assert (tmp_path / "notes.json").read_text(encoding="utf-8") == '{"shopping": ["eggs"]}'


def test_a_save_of_another_town_is_not_replaced(tmp_path, capsys):
    code, _, err = run(headless("--save", "town.json"), capsys)
    assert code == 0, err
    before = (tmp_path / "town.json").read_bytes()
    code, _, err = run(headless("--town", "brinewick", "--save", "town.json"), capsys)
    assert code == 2 and "not replaced" in err
    assert (tmp_path / "town.json").read_bytes() == before


def test_saving_over_a_save_keeps_the_previous_one_and_its_mode(tmp_path, capsys):
    assert run(headless("--save", "town.json"), capsys)[0] == 0
    (tmp_path / "town.json").chmod(0o600)
    first = (tmp_path / "town.json").read_bytes()
    assert run(headless("--load", "town.json", "--save", "town.json"), capsys)[0] == 0
    assert (tmp_path / "town.bak.json").read_bytes() == first
    assert (tmp_path / "town.json").stat().st_mode & 0o777 == 0o600
    assert (tmp_path / "town.bak.json").stat().st_mode & 0o777 == 0o600


def test_loading_and_saving_elsewhere_is_a_fork(tmp_path, capsys):
    assert run(headless("--save", "a.json"), capsys)[0] == 0
    original = (tmp_path / "a.json").read_bytes()
    code, out, err = run(headless("--load", "a.json", "--save", "b.json"), capsys)
    assert code == 0, err
    assert (tmp_path / "a.json").read_bytes() == original
    assert json.loads((tmp_path / "b.json").read_text())["meta"]["1"]["time"].endswith("09:00")


def test_headless_runs_autosave_every_game_hour_into_rotating_slots(tmp_path, capsys):
    code, _, err = run(headless("--hours", "4"), capsys)
    assert code == 0, err
    (folder,) = (tmp_path / "saves" / "smallville" / "autosaves").iterdir()  # this session's
    slots = sorted(p.name for p in folder.iterdir() if p.suffix == ".json")
    assert slots == ["autosave-1.json", "autosave-2.json", "autosave-3.json"]
    # one memory log, appended by every autosave (the run never loaded another town)
    assert sorted(p.name for p in folder.iterdir() if p.suffix != ".json") == ["memories-1.log"]
    times = [json.loads((folder / s).read_text())["meta"]["1"]["time"][-5:] for s in slots]
    # newest first; a save that comes while the writer is busy replaces the queued one, so
    # which older hours survive depends on the disk, but the newest and the order do not
    assert times[0] == "11:00" and times == sorted(times, reverse=True)
    assert all(t.endswith(":00") for t in times) and len(set(times)) == 3


def test_autosave_can_be_turned_off(tmp_path, capsys):
    assert run(headless("--hours", "2", "--autosave-minutes", "0"), capsys)[0] == 0
    assert not (tmp_path / "saves" / "smallville").exists()


def test_a_partial_file_left_by_a_killed_save_is_removed_at_the_next_start(tmp_path, capsys):
    folder = tmp_path / "saves" / "smallville"
    folder.mkdir(parents=True)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    litter = folder / f".autosave-1.json.{dead.pid}.1.partial"
    litter.write_bytes(b'{"meta": {"1": {"town"')
    keep = folder / "notes.txt"
    keep.write_text("mine", encoding="utf-8")
    assert run(headless("--hours", "0.1"), capsys)[0] == 0
    assert not litter.exists() and keep.read_text(encoding="utf-8") == "mine"


@pytest.mark.slow
def test_a_run_killed_halfway_continues_from_its_autosave(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, str(ROOT / "main.py"), "--headless", "--hours", "48", "--quiet"]
    proc = subprocess.Popen(cmd, cwd=tmp_path, env=env, stdout=subprocess.DEVNULL)
    sessions = tmp_path / "saves" / "smallville" / "autosaves"
    deadline = time.monotonic() + 120
    try:
        while not list(
            sessions.glob("*/autosave-2.json")
        ):  # two game hours autosaved: kill it mid-run
            assert proc.poll() is None, "the run ended before it autosaved twice"
            assert time.monotonic() < deadline
            try:
                proc.wait(timeout=0.05)
            except subprocess.TimeoutExpired:
                pass
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == -signal.SIGKILL
    newest = previous_autosave(tmp_path / "saves" / "smallville")
    assert newest is not None and newest.name == "autosave-1.json"
    saved_time = json.loads(newest.read_text())["meta"]["1"]["time"]
    again = subprocess.run(
        [*cmd[:3], "--load", str(newest), "--hours", "1", "--quiet"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert again.returncode == 0, again.stderr
    hour = int(saved_time[-5:-3]) + 1
    assert f"now {saved_time[:-5]}{hour:02d}:00" in again.stdout
    assert not [p for p in (tmp_path / "saves").rglob("*.partial")]
