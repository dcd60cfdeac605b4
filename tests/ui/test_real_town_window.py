"""The window loop runs a few hundred frames on the real town and simulation."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.app_setup import build_simulation  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402
from game.ui.app import run_window  # noqa: E402


def test_window_runs_the_real_town(tmp_path):
    sim = build_simulation("smallville", config=SimConfig(seed=1, lockstep=False))
    shot = tmp_path / "town.png"
    code = run_window(sim, fps=0, speed=4, max_frames=300, screenshot=str(shot))
    assert code == 0
    assert sim.clock.step_count > 0  # the town advanced while the window ran
    assert shot.exists() and shot.stat().st_size > 10_000
