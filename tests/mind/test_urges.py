"""Which need presses, since when, the thought about it, and the table it is read from."""

import pytest

from game.mind.inner.needs import Needs
from game.mind.inner.tables import tables
from game.mind.inner.temper import temper_of
from game.mind.inner.urges import (
    UrgeTableError,
    fell_to_worst,
    minutes_unmet,
    parse,
    pressing,
    since_words,
    thought,
    urge_tables,
)
from game.mind.persona import Persona
from game.mind.types import Place, hhmm_to_min


@pytest.fixture(scope="module")
def temper():
    p = Persona(
        id="ann",
        name="Ann Lee",
        age=40,
        occupation="baker",
        innate="calm",
        learned="",
        currently="",
        lifestyle="",
        wake=hhmm_to_min("07:00"),
        sleep=hhmm_to_min("23:00"),
        daily_requirement="",
        home=Place(sector="Lee House", arena="Bedroom"),
        work=None,
    )
    return temper_of(p, tables())


def test_the_lowest_need_below_its_level_presses_and_not_near_bedtime(temper):
    u = urge_tables()
    hungry = Needs(fullness=u.below["fullness"] / 2, energy=0.9, social=0.9, fun=0.9)
    urge = pressing(hungry, temper, 12 * 60, 23 * 60, u)
    assert urge is not None and urge.need == "fullness"
    assert pressing(hungry, temper, 23 * 60 - u.before_bed + 1, 23 * 60, u) is None
    assert pressing(hungry, temper, 12 * 60, 23 * 60, u, skip={"fullness"}) is None
    fed = Needs(fullness=u.below["fullness"] + 0.01, energy=0.9, social=0.9, fun=0.9)
    assert pressing(fed, temper, 12 * 60, 23 * 60, u) is None
    both = Needs(fullness=u.below["fullness"] * 0.9, energy=0.9, social=0.01, fun=0.9)
    assert pressing(both, temper, 12 * 60, 23 * 60, u).need == "social"  # further below


def test_since_when_is_read_off_the_level_at_the_persona_rate(temper):
    u = urge_tables()
    rate = temper.decay["fullness"]
    level = 1.0 - rate * 240  # four hours of running down
    assert minutes_unmet(level, "fullness", temper) == pytest.approx(240)
    assert since_words("fullness", level, temper, 12 * 60, u) == "breakfast"  # 08:00
    assert since_words("fullness", level, temper, 20 * 60, u) == "the afternoon"  # 16:00
    assert since_words("fullness", 0.0, temper, 8 * 60, u) == u.earlier
    urge = pressing(Needs(0.01, 0.9, 0.9, 0.9), temper, 12 * 60, 23 * 60, u)
    text = thought(urge, u)
    assert urge.since in text and "{" not in text


def test_a_need_falling_below_its_worst_is_an_event_once():
    u = urge_tables()
    a = Needs(u.worst + 0.01, 0.5, 0.5, 0.5)
    b = Needs(u.worst - 0.01, 0.5, 0.5, 0.5)
    assert fell_to_worst(a, b, u) == [u.felt["fullness"]]
    assert fell_to_worst(b, Needs(u.worst - 0.02, 0.5, 0.5, 0.5), u) == []
    assert all(kind in tables().events for kind in u.felt.values())


def test_a_bad_table_is_one_line_naming_the_entry():
    doc = {"cooldown": 60, "before_bed": 60, "meal_within": 60, "food": ["cafe"]}
    doc |= {"company": ["park"], "worst": 0.1, "needs": {"hunger": {"below": 0.2}}}
    with pytest.raises(UrgeTableError, match="needs.hunger"):
        parse(doc, "x.toml")
    doc["needs"] = {"fullness": {"below": "low", "thought": "I"}}
    with pytest.raises(UrgeTableError, match="needs.fullness.below"):
        parse(doc, "x.toml")
