"""The real town for window tests, built the way ``main.py`` builds it."""

from __future__ import annotations

from pathlib import Path

from game.sim.simulation import SimConfig

try:  # the wiring module; older checkouts kept it in game.sim
    from game.app_setup import build_simulation
except ImportError:  # pragma: no cover
    from game.sim.setup import build_simulation

MAPS = Path(__file__).resolve().parents[2] / "maps"


def real_town(hours: float = 0.0, seed: int = 1, **kw):
    """Smallville with its 25 residents, run ``hours`` game hours headless first."""
    sim = build_simulation(
        "smallville", config=SimConfig(seed=seed, lockstep=False), maps_dir=MAPS, **kw
    )
    if hours:
        sim.run_steps(sim.clock.steps_for(hours))
    return sim
