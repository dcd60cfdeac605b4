"""A talk that has spoken of a meal ("Had breakfast yet?") does not go on to ask what is next:
the answer would most likely be that very meal (talk_ask.MEAL_ASKS)."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import said_from
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.types import Place
from tests.mind.test_reflect import make_resident


def _next(first: str, minute: int) -> str:
    me = make_resident().card()
    son = Listener(id="bob", name="Bob Marsh", relationship="her son", knows=True, ties=("home",))
    talk = (
        Line(speaker=me.id, name=me.name, text=first),
        Line(speaker="bob", name="Bob Marsh", text="Fine, thanks."),
    )
    req = UtteranceRequest(
        speaker=replace(me, home=Place(sector="Home")), listeners=(son,),
        place=Place(sector="Home"), now=7 * 60 + minute, transcript=talk,
        known=(("bob", "Bob Marsh"),),
    )  # fmt: skip
    return BuiltinBrain(seed=3).next_utterance(req).text


def _plans(text: str) -> bool:
    return said_from("ask_plans", text) or said_from("ask_plans_home", text)


def test_no_what_next_after_a_meal_was_asked_about():
    assert any(_plans(_next("Morning, Bob. You all right?", m)) for m in range(120))
    for m in range(120):
        assert not _plans(_next("Morning, Bob. Have you had breakfast?", m))
