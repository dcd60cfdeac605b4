import pytest

from game.app_setup import build_simulation
from game.sim.simulation import SimConfig


@pytest.fixture(scope="session")
def day_sim():
    """A whole simulated day of the full town on the built-in brain (about 8 s), shared."""
    sim = build_simulation("smallville", config=SimConfig(seed=1))
    sim.run_steps(sim.clock.steps_for(24))
    return sim
