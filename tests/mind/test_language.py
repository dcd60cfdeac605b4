"""The reading of text (``game.mind.language``): the neutral one parses nothing and a town
still lives a day on its records; English is a complete reading; only a Reading is taken."""

from __future__ import annotations

from datetime import date

import pytest

from game.app_setup import build_simulation
from game.lang.en import English
from game.mind import language
from game.sim.simulation import SimConfig


def test_english_is_a_complete_reading():
    assert isinstance(English(), language.Reading)
    assert isinstance(language.Neutral(), language.Reading)
    missing = [
        name
        for name in dir(language.Reading)
        if not name.startswith("_") and not callable(getattr(English, name, None))
    ]
    assert not missing, missing


def test_use_takes_only_a_reading_and_reading_returns_it():
    before = language.reading()
    with pytest.raises(TypeError):
        language.use(object())
    assert language.reading() is before
    neutral = language.Neutral()
    try:
        language.use(neutral)
        assert language.reading() is neutral
    finally:
        language.use(before)


def test_the_neutral_reading_parses_nothing():
    n = language.Neutral()
    text = "Ann Lee has a crush on Tom Reed and is throwing a party tonight, February 14"
    assert n.importance(text) == language.MIDDLE_IMPORTANCE
    assert not (n.is_secret(text) or n.announces(text) or n.happened(text))
    assert not (n.is_routine("the bed is idle") or n.is_habit_or_opinion(text))
    assert n.event_date(text, 2026) is None
    assert not n.is_about_day(text, date(2026, 2, 14)) and not n.mentions_gathering(text)
    assert n.bond_kind("His wife of 21 years") == "known" and n.bond_kind(" ") == ""
    assert n.first_person("You are late") == "You are late"
    assert n.progressive(" pour a latte ") == "pour a latte"
    assert n.words("Ann Lee, the baker") == ["ann", "lee,", "the", "baker"]
    assert n.names_in(text, ("Tom Reed",)) and not n.names_in(text, ("Bo Diaz",))
    # English reads the same sentence
    e = English()
    assert e.is_secret(text) and e.event_date(text, 2026) == date(2026, 2, 14)
    assert e.bond_kind("His wife of 21 years") == "family"
    # a likeness is fondness, not kin: no "What time should I expect you?" at work
    assert e.bond_kind("His employer, who treats him like a nephew.") == "close"
    assert e.bond_kind("Her brother, who is like a father to her") == "family"
    assert e.bond_kind("The vet's daughter, who helps at the surgery") != "family"


def test_a_town_lives_a_day_on_records_alone_with_the_neutral_reading():
    """Nothing is parsed: plans are made, people talk, and news told as records still
    travels (the residents file's ``facts``)."""
    try:
        sim = build_simulation(
            "smallville",
            residents=10,
            config=SimConfig(seed=1, autosave_minutes=0),
            reading=language.Neutral(),
        )
        assert isinstance(language.reading(), language.Neutral)
        sim.run_steps(sim.clock.steps_for(24))
        residents = list(sim.residents.values())
        assert all(r.schedule is not None and r.schedule.blocks for r in residents)
        assert sum(r.conversations for r in residents) > 0
        learned = [
            m
            for r in residents
            for m in r.memory.recent(2000, kinds=("conversation",))
            if m.meta.get("learned") and m.meta.get("fact")
        ]
        assert learned, "no fact was passed on"
        sim.get_state()
    finally:
        language.use(English())
