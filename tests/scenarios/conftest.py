import argparse

import pytest

from game.app_scenario import add_scenario_args
from game.app_setup import load_town_files
from game.brains.builtin import make_builtin_brain
from game.brains.embeddings import HashEmbedder


def builtin_brain(seed):
    """What main.py's factory returns for the built-in brain: (brain, embedder, workers, steps)."""
    return make_builtin_brain(seed), HashEmbedder(), 0, 0


def small_parser() -> argparse.ArgumentParser:
    """The options main.py has that run_from_args reads, plus the scenario options."""
    p = argparse.ArgumentParser(prog="main.py")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--town", default="smallville")
    p.add_argument("--hours", type=float, default=None)
    p.add_argument("--residents", type=int, default=None)
    p.add_argument("--step-seconds", type=int, default=10)
    p.add_argument("--quiet", action="store_true")
    p.add_argument("--load")
    p.add_argument("--save")
    add_scenario_args(p)
    return p


@pytest.fixture(scope="session")
def smallville():
    return load_town_files("smallville")
