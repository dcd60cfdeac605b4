"""In a group, two who ask each other what's next in turn while a third stands by: the one with
a what's-next question turns it to the one who has not said a word yet ("And you, Cat? Headed
anywhere after this?"), by what it calls them, and the question is theirs to answer
(``talk_group.draw_in``). Once a talk; not to one who has spoken.

(Ann Lee, the speaker of ``make_resident``, has asked Bob how he is; Bob answered and asked
back; Cat has said nothing.)"""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.types import MemoryLine, Place
from tests.brains.test_builtin_honoree import language  # noqa: F401 (the en/zh fixture)
from tests.mind.test_reflect import make_resident

ANN = make_resident().card()
BOB = Listener(id="bob", name="Bob Marsh", relationship="an old friend", knows=True, age=40)
CAT = Listener(id="cat", name="Cat Lowe", relationship="a neighbour", knows=True, age=40)
PLANS = ("ask_plans", "ask_plans_home")


def _line(who: Listener | None, text: str, to: str) -> Line:
    if who is None:
        return Line(speaker=ANN.id, name=ANN.name, text=text, to=to)
    return Line(speaker=who.id, name=who.name, text=text, to=to)


def _say(seed: int, cat_spoke: bool):
    talk = [
        _line(None, "Morning, Bob. Keeping well?", "bob"),
        _line(BOB, "Morning, Ann. Not bad at all. And you?", ANN.id),
    ]
    if cat_spoke:
        talk.insert(1, _line(CAT, "Morning, both.", ANN.id))
    req = UtteranceRequest(
        speaker=ANN, listeners=(BOB, CAT), place=Place(sector="The Green"), now=600,
        transcript=tuple(talk),
        memories=(MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context"),),
        known=(("bob", "Bob Marsh"), ("cat", "Cat Lowe")),
    )  # fmt: skip
    return BuiltinBrain(seed=seed).next_utterance(req)


@pytest.mark.usefixtures("language")
def test_a_whats_next_question_is_turned_to_the_one_left_out():
    turned = 0
    for seed in range(1, 121):
        utt = _say(seed, cat_spoke=False)
        if any(said_from(p, utt.text) for p in PLANS):
            assert said_from("draw_in", utt.text), utt.text
            assert utt.to == "cat" and utt.asks, (utt.text, utt.to)
            turned += 1
    assert turned >= 3  # (most talks ask no what's-next at all, and a group hardly: ``talk_ask``)


@pytest.mark.usefixtures("language")
def test_not_once_everyone_has_spoken():
    for seed in range(1, 41):
        utt = _say(seed, cat_spoke=True)
        assert not said_from("draw_in", utt.text), utt.text
        assert utt.to != "cat", (utt.text, utt.to)
