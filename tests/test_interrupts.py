"""Ctrl+C and SIGTERM at any moment of a headless run, as a user meets them: ``main.py`` runs
as a subprocess, is signalled after its run has started (or while it loads, or saves), and
ends with exit code 130 / 143, one line on stderr and no traceback, the town saved where
``--save`` or autosave says, loadable, and no partial file left anywhere."""

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.app_setup import load_town_files, town_facts
from game.store.atomic import is_partial_name
from game.store.savefile import read_meta, read_save

ROOT = Path(__file__).resolve().parents[1]
ENV = {
    **os.environ,
    "SDL_VIDEODRIVER": "dummy",
    "SDL_AUDIODRIVER": "dummy",
    "PYTHONPATH": str(ROOT),
}
CODES = {signal.SIGINT: 130, signal.SIGTERM: 143}
SMALL = ["--headless", "--residents", "3", "--quiet"]

pytestmark = pytest.mark.skipif(os.name == "nt", reason="POSIX signals")


def start(argv, cwd, patch: str = "") -> subprocess.Popen:
    """``main.py argv`` in ``cwd``; ``patch`` is Python run first (to signal at a moment)."""
    code = f"import os, signal, sys, time\nimport main\n{patch}\nsys.exit(main.main(sys.argv[1:]))"
    cmd = (
        [sys.executable, "-c", code, *argv]
        if patch
        else [sys.executable, str(ROOT / "main.py"), *argv]
    )
    return subprocess.Popen(
        cmd, cwd=cwd, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def finish(proc, timeout=120) -> tuple[int, str, str]:
    try:
        out, err = proc.communicate(timeout=timeout)
    finally:
        if proc.poll() is None:
            proc.kill()
    return proc.returncode, out, err


def one_line(err: str) -> str:
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err.strip()


def no_partials(folder: Path) -> None:
    left = [p for p in folder.rglob("*") if is_partial_name(p.name) or p.suffix == ".tmp"]
    assert not left, left


def loadable(path: Path) -> dict:
    world, personas = load_town_files("smallville", residents=3)
    return read_save(path, town_facts(world, personas))


# run first in the child: a file "stepped" once the simulation has gone two game minutes on
STEPPED = """
from game.sim.simulation import Simulation
_step = Simulation.step
def _stepped(self):
    _step(self)
    if self.clock.step_count * self.clock.step_seconds >= 120:
        open("stepped", "w").close()
Simulation.step = _stepped
"""


def wait_for_line(path: Path, words: str, proc, timeout=60.0) -> None:
    deadline = time.monotonic() + timeout
    while not (path.exists() and words in path.read_text(encoding="utf-8")):
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, f"no {words!r} in {path}"
        time.sleep(0.05)


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_signal_during_a_run_saves_the_town_where_save_says(tmp_path, signum):
    proc = start(
        [*SMALL, "--hours", "48", "--save", "town.json", "--log-file", "run.log"],
        tmp_path,
        STEPPED,
    )
    wait_for_line(tmp_path / "run.log", "headless run started", proc)
    wait_for_line(tmp_path / "stepped", "", proc)  # (a loaded machine: not a fixed sleep)
    proc.send_signal(signum)
    code, out, err = finish(proc)
    assert code == CODES[signum], err
    line = one_line(err)
    assert line.startswith("main.py: interrupted by ") and "the town was saved to town.json" in line
    state = loadable(tmp_path / "town.json")
    assert state["meta"]["time"] != "Fri 13 Feb 2026 07:00"  # the run had started
    assert state["meta"]["time"] in line  # saved at the step it stopped at, and says which
    assert out == ""  # no summary of a run cut short
    no_partials(tmp_path)


def test_without_save_a_signal_autosaves_into_the_next_slot(tmp_path):
    proc = start([*SMALL, "--hours", "48", "--log-file", "run.log"], tmp_path)
    wait_for_line(tmp_path / "run.log", "headless run started", proc)
    time.sleep(0.3)
    proc.send_signal(signal.SIGTERM)
    code, _, err = finish(proc)
    assert code == 143
    line = one_line(err)
    slot = Path(line.rsplit("autosaved to ", 1)[1])
    assert slot.name == "autosave-1.json" and loadable(tmp_path / slot)
    assert read_meta(tmp_path / slot)["time"] in line
    no_partials(tmp_path)


def test_ctrl_c_while_loading_stops_with_nothing_written(tmp_path):
    first = start([*SMALL, "--hours", "0.2", "--save", "town.json"], tmp_path)
    assert finish(first)[0] == 0
    before = (tmp_path / "town.json").read_bytes()
    patch = (
        "import game.store.savefile as sf\n"
        "real = sf._parse\n"
        "def parse(path, raw):\n"
        "    os.kill(os.getpid(), signal.SIGINT)\n"
        "    return real(path, raw)\n"
        "sf._parse = parse\n"
    )
    code, out, err = finish(
        start([*SMALL, "--load", "town.json", "--save", "town.json"], tmp_path, patch)
    )
    assert code == 130
    assert one_line(err) == "main.py: interrupted by Ctrl+C (SIGINT); nothing was written"
    assert out == "" and (tmp_path / "town.json").read_bytes() == before
    assert not (tmp_path / "saves").exists() and not (tmp_path / "town.bak.json").exists()
    no_partials(tmp_path)


SIGNAL_WHILE_WRITING = """
import game.store.savefile as sf
real = sf.write_atomically
def write_atomically(path, data, keep=()):
    if path.name != "town.json":
        return real(path, data, keep=keep)
    def chunks():  # the first bytes are in the partial file when the signals come
        it = iter([data] if isinstance(data, bytes) else data)
        yield next(it)
        for _ in range({signals}):
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(0.05)
        yield from it
    return real(path, chunks(), keep=keep)
sf.write_atomically = write_atomically
"""


def test_ctrl_c_during_the_final_save_lets_it_finish(tmp_path):
    argv = [*SMALL, "--hours", "0.2", "--save", "town.json"]
    code, out, err = finish(start(argv, tmp_path, SIGNAL_WHILE_WRITING.format(signals=1)))
    assert code == 130, err
    assert "after the run; the town was saved to town.json" in one_line(err)
    assert loadable(tmp_path / "town.json")["meta"]["time"].endswith("07:12")
    assert "saved town.json" in out
    no_partials(tmp_path)


def test_a_second_ctrl_c_during_a_save_keeps_the_previous_save_whole(tmp_path):
    assert finish(start([*SMALL, "--hours", "0.1", "--save", "town.json"], tmp_path))[0] == 0
    before = (tmp_path / "town.json").read_bytes()
    argv = [*SMALL, "--hours", "0.2", "--load", "town.json", "--save", "town.json"]
    code, _, err = finish(start(argv, tmp_path, SIGNAL_WHILE_WRITING.format(signals=2)))
    assert code == 130
    line = one_line(err)
    assert "at once" in line and "not saved (the last save is town.json)" in line
    assert (tmp_path / "town.json").read_bytes() == before  # not half of the new one
    assert not (tmp_path / "town.bak.json").exists()
    no_partials(tmp_path)


def test_a_step_that_does_not_end_is_cut_short_after_the_grace(tmp_path):
    patch = (
        "import game.app_interrupts as ai\n"
        "ai.GRACE_S = 0.5\n"
        "from game.sim.simulation import Simulation\n"
        "real, n = Simulation.step, [0]\n"
        "def step(self):\n"
        "    n[0] += 1\n"
        "    if n[0] == 30:  # a model that never answers\n"
        "        os.kill(os.getpid(), signal.SIGTERM)\n"
        "        while True:\n"
        "            time.sleep(0.05)\n"
        "    real(self)\n"
        "Simulation.step = step\n"
    )
    argv = [*SMALL, "--hours", "1", "--save", "town.json"]
    started = time.monotonic()
    code, _, err = finish(start(argv, tmp_path, patch), timeout=60)
    assert code == 143 and time.monotonic() - started < 30
    assert (
        "at once (a second signal, or a step that did not end within 0.5 s); not saved"
        in one_line(err)
    )
    assert not (tmp_path / "town.json").exists()
    no_partials(tmp_path)


SIGNAL_AT_STEP = """
from game.sim.simulation import Simulation
real, n = Simulation.step, [0]
def step(self):
    n[0] += 1
    if n[0] == 50:
        os.kill(os.getpid(), signal.{name})
    real(self)
Simulation.step = step
"""


def test_a_measured_run_interrupted_saves_the_town_and_writes_no_report(tmp_path):
    argv = [
        *SMALL,
        "--hours",
        "2",
        "--save",
        "town.json",
        "--export-timeline",
        "t.md",
        "--json",
        "r.json",
    ]
    code, out, err = finish(start(argv, tmp_path, SIGNAL_AT_STEP.format(name="SIGTERM")))
    assert code == 143, err
    assert one_line(err).endswith("the town was saved to town.json; no report written")
    assert loadable(tmp_path / "town.json")["meta"]["time"].endswith("07:08")  # 50 steps of 10 s
    assert not (tmp_path / "t.md").exists() and not (tmp_path / "r.json").exists() and out == ""
    no_partials(tmp_path)


def test_a_scenario_interrupted_writes_nothing(tmp_path):
    argv = ["--scenario", "party", "--headless", "--quiet", "--json", "r.json"]
    code, out, err = finish(start(argv, tmp_path, SIGNAL_AT_STEP.format(name="SIGINT")))
    assert code == 130, err
    assert one_line(err) == "main.py: interrupted by Ctrl+C (SIGINT); nothing was written"
    assert list(tmp_path.iterdir()) == [] and out == ""


def test_a_failed_autosave_is_shown_at_once_and_the_exit_code_is_not_zero(tmp_path):
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "smallville").write_text("a file where the town's folder goes")
    proc = start([*SMALL, "--hours", "24"], tmp_path)
    try:
        first = proc.stderr.readline()
        running = proc.poll() is None  # shown at its game hour, not when the run ends
    finally:
        code, out, err = finish(proc)
    assert first.startswith("main.py: autosave failed: saves/smallville/autosaves/") and running
    assert "Not a directory" in first and code == 1
    assert "Traceback" not in err and "24 game hours" in out
    (last,) = err.strip().splitlines()  # the same failure is not repeated every game hour
    assert re.match(r"main.py: \d+ autosave\(s\) failed during the run; the last: ", last)


def test_a_run_that_stops_itself_is_answered_as_a_signal_is_with_its_own_line_and_code():
    from game.app_interrupts import STOPPED_CODE, Interrupted, Stopped, guarded, ticks

    reasons = iter(["", "", "the server is gone"])
    seen = []
    tick = ticks(seen.append, lambda: next(reasons))
    with guarded():
        tick(1)
        tick(1)
        with pytest.raises(Stopped) as info:
            tick(1)
    stop = info.value
    assert seen == [1, 1, 1] and isinstance(stop, Interrupted) and stop.at_step_end
    assert stop.code == STOPPED_CODE == 2
    assert stop.headline("08:00") == "the server is gone; stopped at 08:00"
    assert Interrupted(signal.SIGINT).headline("08:00") == "interrupted by Ctrl+C (SIGINT) at 08:00"
