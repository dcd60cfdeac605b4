"""A talk that has spoken of a meal ("Had breakfast yet?") does not go on to ask what is next:
the answer would most likely be that very meal (talk_ask.MEAL_ASKS). A meal its plan does not
name is named by its hour when said as what is next (talk_plans.meal_at)."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.profile import profile_of
from game.brains.builtin.situation import Scene
from game.brains.builtin.talk_plans import meal_at, said_as
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


def test_a_meal_its_plan_does_not_name_is_named_by_its_hour():
    assert (meal_at(7 * 60), meal_at(12 * 60 + 30), meal_at(16 * 60), meal_at(19 * 60)) == (
        "breakfast",
        "lunch",
        "",
        "dinner",
    )
    card = make_resident().card()
    scene = Scene(
        sp=card, prof=profile_of(card), listener=None, others=(), kind="known", role="",
        addr="", sector="Home", sector_kind="", owners="my home", now=11 * 60,
    )  # fmt: skip
    assert said_as(scene, "eat at home", start=12 * 60 + 30) == "lunch"
    assert said_as(scene, "eat at home", start=16 * 60) == ""  # (an afternoon bite: no name)
    assert said_as(scene, "have dinner at home", start=12 * 60) == "dinner"  # (its own name)
