"""A town whose residents are written in English lives the same day with the Chinese reading
in use as with the English one: text with no Chinese in it is read as English, so the same
seed gives the same town, bit for bit."""

from __future__ import annotations

import json

from game.app_setup import build_simulation
from game.lang import reading_for
from game.lang.en import English
from game.lang.zh import Chinese
from game.mind import language
from game.sim.simulation import SimConfig


def _day(code: str) -> tuple[str, int]:
    sim = build_simulation(
        "smallville",
        residents=8,
        config=SimConfig(seed=3, autosave_minutes=0),
        reading=reading_for(code),
    )
    sim.run_steps(sim.clock.steps_for(16))
    talks = sum(r.conversations for r in sim.residents.values())
    return json.dumps(sim.get_state(), sort_keys=True, default=str), talks


def test_an_english_town_lives_the_same_day_with_the_chinese_reading():
    try:
        english, talks = _day("en")
        chinese, _ = _day("zh")
        assert isinstance(language.reading(), Chinese)
        assert talks > 0
        assert chinese == english
    finally:
        language.use(English())
