"""Reflections that lead somewhere: an insight's intention toward someone is stored with the
reflection, read back when the two meet, changes whether one stops to talk and what one says
first, and is spent by the talk."""

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.reaction import talk_probability
from game.brains.embeddings import HashEmbedder
from game.mind import intentions, reflect
from game.mind.brain import (
    Insight,
    Line,
    Listener,
    OtherView,
    ReactionRequest,
    UtteranceRequest,
)
from game.mind.cognition import Services
from game.mind.facts import Fact
from game.mind.types import Place
from tests.mind.test_reflect import make_resident, talk_with, when


class _Concluding(BuiltinBrain):
    """The built-in brain, except that every insight concludes ``intent`` toward Bob."""

    def __init__(self, intent: str):
        super().__init__(seed=1)
        self.intent = intent

    def insights(self, req):
        got = super().insights(req)
        return tuple(
            Insight(text=i.text, evidence=i.evidence, about=("Bob Marsh",), intent=self.intent)
            for i in got
        )


def _reflected(intent: str):
    r = make_resident()
    r.relations.know("bob", "Bob Marsh", "Bob Marsh is Ann's oldest friend")
    services = Services(brain=_Concluding(intent), embedder=HashEmbedder())
    r.importance.brain = services.brain
    for i in range(40):
        r.memory.add(f"Ann is kneading dough ({i})", now=60.0 * i, importance_10=5)
    talk_with(r, "bob", "Bob Marsh", 1, 1000.0, "Bob Marsh is worried about his shop.")
    talk_with(r, "bob", "Bob Marsh", 2, 2000.0)
    ids = reflect.reflect(r, services, 3000.0, when)
    assert ids
    return r


def test_an_insight_intention_is_kept_with_the_reflection_by_resident_id():
    r = _reflected("help")
    m = r.memory.get(r.memory.recent(1, kinds=("reflection",))[0].id)
    assert m.meta["about"] == ["bob"] and m.meta["intent"] == "help"
    assert intentions.toward(r, "bob", 3100.0) == "help"
    assert intentions.held(r, 3100.0) == {"bob": "help"}
    assert intentions.toward(r, "carl", 3100.0) == ""


def test_an_intention_is_spent_by_a_talk_and_lapses_after_a_day():
    r = _reflected("settle")
    assert intentions.toward(r, "bob", 3000.0 + intentions.HOLD_S + 1) == ""
    r.relations.get("bob").last_talked = 3200.0
    assert intentions.toward(r, "bob", 3300.0) == ""


def test_names_nobody_knows_give_no_intention():
    r = make_resident()
    assert intentions.meta_for(r, ("Zed Unknown",), "see") == {}
    r.relations.know("bob", "Bob Marsh")
    assert intentions.meta_for(r, ("Bob",), "see") == {"about": ["bob"], "intent": "see"}
    # a conclusion about Bob with nothing to do about him keeps whom it concerns, no intention
    assert intentions.meta_for(r, ("Bob",), "") == {"about": ["bob"]}
    r.memory.add(
        "Bob and I keep talking.",
        now=10.0,
        importance_10=5,
        kind="reflection",
        meta={"about": ["bob"]},
    )
    assert intentions.toward(r, "bob", 20.0) == "" and intentions.held(r, 20.0) == {}


def test_unknown_intent_is_refused():
    with pytest.raises(ValueError):
        Insight(text="x", evidence=(1,), intent="marry")


def _reaction(intent: str) -> ReactionRequest:
    card = make_resident().card()
    other = OtherView(id="bob", name="Bob Marsh", activity="walking", relationship="")
    return ReactionRequest(
        persona=card,
        now=600,
        current_action="walking",
        observation="Bob Marsh is walking",
        other=other,
        intent=intent,
    )


def test_an_intention_decides_whether_one_stops_to_talk():
    plain, _ = talk_probability(_reaction(""))
    help_, why = talk_probability(_reaction("help"))
    avoid, _ = talk_probability(_reaction("avoid"))
    assert avoid < plain < help_ and help_ >= 0.9
    assert "look in on Bob" in why


def _first_line(intent: str) -> str:
    card = make_resident().card()
    bob = Listener(id="bob", name="Bob Marsh", relationship="Ann's oldest friend", knows=True)
    req = UtteranceRequest(
        speaker=card,
        listeners=(bob,),
        place=Place(sector="Bakery"),
        now=600,
        transcript=(),
        intent=intent,
    )
    return BuiltinBrain(seed=3).next_utterance(req).text


@pytest.mark.parametrize("intent", ["see", "help", "settle"])
def test_an_intention_is_the_first_thing_one_brings_up(intent):
    assert said_from(f"intent_{intent}", _first_line(intent))
    assert not said_from(f"intent_{intent}", _first_line(""))


def test_looked_in_on_one_tells_its_own_trouble_in_its_own_words():
    worry = Fact(
        key="seed:bob:0",
        about=("bob",),
        topic="worry",
        mine="I'm worried about my shop.",
        told="Bob Marsh is worried about his shop.",
    )
    from dataclasses import replace

    bob_card = replace(make_resident().card(), id="bob", name="Bob Marsh", facts=(worry,))
    ann = Listener(id="ann", name="Ann Lee", relationship="Bob's oldest friend", knows=True)
    asked = Line(
        speaker="ann", name="Ann Lee", text="Hi, Bob. " + _first_line("help").split(". ", 1)[-1]
    )
    req = UtteranceRequest(
        speaker=bob_card,
        listeners=(ann,),
        place=Place(sector="Bakery"),
        now=600,
        transcript=(asked,),
    )
    reply = BuiltinBrain(seed=3).next_utterance(req).text
    assert "I'm worried about my shop." in reply
