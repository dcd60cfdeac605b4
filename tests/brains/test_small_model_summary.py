"""What a player whose small model is rejected sees at the end of a headless run: the top
three rejection reasons with their counts, as the HUD shows them (issue 13)."""

from __future__ import annotations

from game.app_setup import build_simulation
from game.brains.builtin import make_builtin_brain
from game.brains.llm.factory import build_brain
from game.sim.simulation import SimConfig
from game.sim.summary import format_summary
from tests.brains.conftest import call, llm_config

BAD_TIME = {"blocks": [{"start": "HH:MM", "end": "09:00", "activity": "x"}] * 3}


def test_the_headless_summary_names_the_top_rejection_reasons(fake, tmp_path):
    fake.script("plan_day", BAD_TIME, times=2)
    fake.script("choose_place", {"place": "The Moon"}, times=2)
    built = build_brain(
        llm_config(fake, tmp_path), fallback=make_builtin_brain(1), sleep=lambda s: None
    )
    sim = build_simulation(
        "smallville", residents=2, brain=built.brain, config=SimConfig(seed=1, workers=0)
    )
    try:
        call(built.brain, "plan_day")
        call(built.brain, "choose_place")
        text = format_summary(sim, 1.0, 0)
    finally:
        sim.shutdown()
        built.status.close()
    assert "LLM rejected 4 replies: bad time 'HH:MM' (2), place not offered (2)" in text
