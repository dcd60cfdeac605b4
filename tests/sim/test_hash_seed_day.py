"""The same seed gives the same day in any process: the saved town does not depend on the
string hash seed (a set of resident ids iterated once made who became known first, and so the
order of a resident's relationships in the save, differ from one process to the next). The
waking day, 07:00 to 21:00: who meets whom first, and so that order, is settled in it."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_day_saved_from_two_hash_seeds_is_byte_for_byte_the_same(tmp_path):
    saved = []
    for hash_seed in ("1", "2"):
        out = tmp_path / f"day-{hash_seed}.json"
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, SDL_VIDEODRIVER="dummy")
        run = subprocess.run(
            [sys.executable, "main.py", "--headless", "--quiet", "--seed", "7", "--hours", "14"]
            + ["--autosave-minutes", "0", "--saves-dir", str(tmp_path), "--save", str(out)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert run.returncode == 0, run.stderr
        saved.append(out.read_bytes())
    assert len(saved[0]) > 100_000  # a town's day, not an empty file
    assert saved[0] == saved[1]
