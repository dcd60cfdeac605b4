"""A storyline moves: a resident who means to ask someone out (its residents file says so)
asks when they are alone together, once; one who is fond of the asker says yes, and the asker
takes the yes gladly instead of talking on about something else. The third town, two days."""

from __future__ import annotations

import re
from pathlib import Path

from game.app_setup import build_simulation
from game.sim.simulation import SimConfig

TOWNS = Path(__file__).resolve().parents[1] / "towns"
ASKS = re.compile(
    r"would you (?:go out with me|\.\.\. like to have dinner with me)|like to have dinner with me",
    re.I,
)
YES = re.compile(r"I'd love to|I was hoping you'd ask|I thought you'd never ask")
GLAD = re.compile(r"wonderful|It's a date|made my week")


def test_the_one_who_means_to_ask_asks_once_and_a_fond_yes_is_taken_gladly():
    asked = 0
    for seed in (1, 7):
        sim = build_simulation(
            "larkholme", config=SimConfig(seed=seed, autosave_minutes=0), maps_dir=TOWNS
        )
        sim.run_steps(sim.clock.steps_for(48))
        # (alone, or aside in a group of three: the one asked answers next, and the asker's
        # next word is glad)
        lines = [
            (s, t)
            for c in sim.talks.log
            if {"caleb_rusk", "ffion_hale"} <= set(c["members"]) and len(c["members"]) <= 3
            for s, _n, t in c["lines"]
        ]
        asks = [i for i, (s, t) in enumerate(lines) if s == "caleb_rusk" and ASKS.search(t)]
        assert len(asks) <= 1, "asked again after an answer"
        for i in asks:
            assert lines[i + 1][0] == "ffion_hale" and YES.search(lines[i + 1][1]), lines[i + 1]
            glad = next(t for s, t in lines[i + 2 :] if s == "caleb_rusk")
            assert GLAD.search(glad), glad
        asked += len(asks)
    assert asked >= 1
