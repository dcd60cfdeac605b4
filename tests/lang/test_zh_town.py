"""A town whose residents are written in English lives a day with the Chinese reading in use:
nothing crashes, and English text is not read as Chinese (rule importance stays at the middle
of the scale, no secrets or dates are guessed), so the town runs on its records."""

from __future__ import annotations

from game.app_setup import build_simulation
from game.lang import reading_for
from game.lang.en import English
from game.lang.zh import Chinese
from game.mind import language
from game.sim.simulation import SimConfig


def test_an_english_town_lives_a_day_with_the_chinese_reading():
    try:
        sim = build_simulation(
            "smallville",
            residents=8,
            config=SimConfig(seed=3, autosave_minutes=0),
            reading=reading_for("zh"),
        )
        assert isinstance(language.reading(), Chinese)
        sim.run_steps(sim.clock.steps_for(16))
        residents = list(sim.residents.values())
        assert all(r.schedule is not None and r.schedule.blocks for r in residents)
        assert sum(r.conversations for r in residents) > 0
        texts = [m.content for r in residents for m in r.memory.recent(500)]
        assert texts
        reading = language.reading()
        assert {reading.importance(t) for t in texts} == {language.MIDDLE_IMPORTANCE}
        assert not any(reading.is_secret(t) or reading.is_routine(t) for t in texts)
        acting = [b for b in sim.bodies.values() if b.action is not None and not b.asleep]
        assert acting  # an English plan phrase is shown as written, not made Chinese
        assert all(b.activity() == b.action.description.strip() for b in acting)
        sim.get_state()
    finally:
        language.use(English())
