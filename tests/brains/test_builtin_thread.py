"""Staying on one's own news: told and only taken in, one says the next thing one has on the
same matter (a fact of one's own sharing its topic and words), not a stock remark; never a
trouble in passing, nor what the listener already has."""

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Place
from tests.mind.test_reflect import make_resident


def _fact(i, mine, topic="project"):
    return Fact(key=f"seed:bob:{i}", about=("bob",), topic=topic, mine=mine, told=mine)


BENCH = _fact(0, "I'm building an oak bench for the green.")
PLANKS = _fact(1, "The oak for the bench still hasn't come from the yard.")
OTHER = _fact(2, "I've taken up the violin.")


def _bob_lines(facts, has=()):
    told = Line(speaker="bob", name="Bob Moss", text=BENCH.mine, fact=BENCH)
    took = Line(speaker="ann", name="Ann Lee", text="Well, fancy.")
    who = Listener(id="ann", name="Ann Lee", relationship="an old friend", knows=True, has=has)
    card = replace(make_resident().card(), id="bob", name="Bob Moss", facts=facts)
    return [
        BuiltinBrain(seed=4)
        .next_utterance(
            UtteranceRequest(
                speaker=card,
                listeners=(who,),
                place=Place(sector="Green"),
                now=minute,
                transcript=(told, took),
                known=(("ann", "Ann Lee"),),
            )  # fmt: skip
        )
        .text
        for minute in range(600, 660)
    ]


def test_the_next_thing_on_the_same_matter_follows():
    lines = _bob_lines((BENCH, PLANKS, OTHER))
    assert any(PLANKS.mine in t for t in lines), lines
    assert not any(OTHER.mine in t for t in lines)  # (another matter)


def test_not_what_the_listener_has_nor_a_trouble():
    assert not any(PLANKS.mine in t for t in _bob_lines((BENCH, PLANKS), has=(PLANKS.key,)))
    worry = replace(PLANKS, topic="worry")
    assert not any(worry.mine in t for t in _bob_lines((BENCH, worry)))
