"""What one can tell of particular people: of one's household when asked after them, of a third
person when told news of them; facts one holds about them, worth telling, not secret, and not
already had by the one asking."""

from datetime import date

from game.mind.facts import Fact
from game.mind.news_about import about_household, about_people
from tests.mind.test_reflect import make_resident


def _hold(r, key, about, topic="family", secret=False, news=True, source="pip"):
    fact = Fact(
        key=key, about=about, topic=topic, mine="", told=f"{key} told.", secret=secret, news=news
    )
    return r.memory.add(
        fact.told,
        kind="observation",
        now=100.0,
        importance_10=5,
        meta={"learned": True, "source": source, "hand": 1, "fact": fact.to_meta()},
    )


def _resident():
    r = make_resident()
    r.relations.households = {r.id: ("pip",), "pip": (r.id,)}
    r.relations.tie("pip", "Pip Moss", "home")
    r.relations.know("bob", "Bob Lane", "a neighbour")
    return r


def test_a_fact_about_a_housemate_is_offered_and_nothing_else():
    r = _resident()
    kitten = _hold(r, "kitten", ("pip",))
    _hold(r, "secret", ("pip",), secret=True)
    _hold(r, "habit", ("pip",), news=False)
    _hold(r, "other", ("bob",), source="bob")
    got = about_household(r, ("bob",), date(2026, 2, 13), 600)
    assert [m.id for m in got] == [kitten]


def test_not_what_the_listener_has_nor_anything_about_them():
    r = _resident()
    kitten = _hold(r, "kitten", ("pip",))
    r.relations.get("bob").told.append(kitten)  # told Bob already
    _hold(r, "both", ("pip", "bob"))  # about Bob too: his own news
    assert about_household(r, ("bob",), date(2026, 2, 13), 600) == []


def test_one_who_lives_alone_has_nothing_to_tell():
    r = _resident()
    _hold(r, "kitten", ("pip",))
    r.relations.households = {}
    assert about_household(r, ("bob",), date(2026, 2, 13), 600) == []


def test_what_else_one_holds_of_a_third_person_less_the_fact_just_told():
    r = _resident()
    r.relations.know("cal", "Cal Reed", "a friend")
    told = _hold(r, "told", ("cal",), source="cal")
    other = _hold(r, "other", ("cal",), source="cal")
    got = about_people(r, {"cal", "bob"}, ("bob",), date(2026, 2, 13), 600, skip=("told",))
    assert [m.id for m in got] == [other] and told != other
    assert about_people(r, {"bob"}, ("bob",), date(2026, 2, 13), 600) == []  # (the listener)
