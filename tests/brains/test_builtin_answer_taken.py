"""A reply fits what was said: the answer to one's own question is taken as an answer to that
question ("Late one tonight?" "About seven." is met with "Right — I'll see you then.", never
"Is that so?"); one's news only reacted to is nodded to; a word from one sweet on one is
answered in kind by one who feels it too (by anyone else, as a kind word); and in a group one
calls whoever spoke last what one calls them ("Dad")."""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import lines
from game.brains.builtin.phrases_said import said_from, said_worded
from game.brains.builtin.talk_turns import bare_reaction
from game.mind.brain import Listener, PersonaCard, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Line, Place
from tests.brains.test_builtin_support import card_from, load_raw

HOME = Place(sector="Lee House", arena="Kitchen")
ANN = PersonaCard(id="ann", name="Ann Lee", age=40, home=HOME)
TOM = Listener(id="tom", name="Tom Lee", relationship="Her husband, a carpenter.", ties=("home",))
BOB = Listener(id="bob", name="Bob Marsh", relationship="A friend from the choir.", knows=True)


def _next(who: Listener, mine: str, theirs: str, seed: int, fact: Fact | None = None) -> str:
    req = UtteranceRequest(
        speaker=ANN,
        listeners=(who,),
        place=HOME,
        now=7 * 60 + seed,
        transcript=(
            Line(speaker="ann", name=ANN.name, text=mine, fact=fact),
            Line(speaker=who.id, name=who.name, text=theirs),
        ),
        housemates=("tom",) if who is TOM else (),
    )
    return BuiltinBrain(seed=seed).next_utterance(req).text


@pytest.mark.parametrize(
    ("question", "answer", "taken"),
    [
        ("ask_back", "About quarter past seven, if all goes well.", "react_answer_back"),
        ("ask_breakfast", "All done, thanks.", "react_answer_ate"),
        ("ask_breakfast", "Not yet — I will.", "react_answer_not_ate"),
        ("ask_slept", "On and off.", "react_answer_slept"),
    ],
)
def test_an_answer_to_my_question_is_taken_as_that_answer(question, answer, taken):
    seen = 0
    for seed in range(1, 13):
        said = _next(TOM, f"Morning, love. {lines(question)[0]}", answer, seed)
        assert not said_from("react_generic", said), said
        seen += said_worded(taken, said)
    assert seen >= 3  # (a line may go straight on to something of its own)


def test_how_one_is_is_not_met_with_a_shrug():
    for seed in range(1, 13):
        said = _next(BOB, "Hello, Bob. How are things?", "Hi, Ann. Not half bad.", seed)
        assert not said_from("react_generic", said), said


def test_my_news_only_reacted_to_is_nodded_to():
    fact = Fact(key="ann:1", about=("ann",), topic="project", mine="", told="Ann paints.")
    seen = 0
    for seed in range(1, 13):
        said = _next(BOB, "I've started painting again.", "Oh! How exciting.", seed, fact)
        assert not said_from("react_generic", said), said
        seen += said_worded("react_nod", said) or any(
            said_from(n, said) for n in ("took_own", "took_own_project")
        )
    assert seen


def test_a_word_from_one_sweet_on_me_is_answered_in_kind_if_i_feel_it_too():
    opener = lines("romance_open")[2]
    fond = Listener(id="bob", name="Bob Marsh", relationship=BOB.relationship, knows=True,
                    feeling="crush")  # fmt: skip
    for seed in range(1, 9):
        said = _next(fond, "Oh! Hi, Bob. What can I get you?", f"Hey, Ann. {opener}", seed)
        assert said_from("romance_reply", said), said
        # one who feels nothing of the kind takes it as a kind word, not a shrug
        said = _next(BOB, "Oh! Hi, Bob. What can I get you?", f"Hey, Ann. {opener}", seed)
        assert said_from("fond_unaware_reply", said) and not said_from("romance_reply", said)


def test_a_reaction_is_read_whole_before_its_pieces():
    # ("Oh dear." is a reaction of its own, and "Good work." another set's line)
    assert bare_reaction("Oh dear. That's been brewing for a while.")
    assert bare_reaction("Sounds like good work.")
    assert not bare_reaction("I've got three horses to shoe at the farm on Friday.")


def test_in_a_group_a_daughter_calls_her_father_dad():
    raw = {r["id"]: r for r in load_raw()}
    ada, grace, samuel = (
        card_from(raw[i]) for i in ("ada_okafor", "grace_okafor", "samuel_okafor")
    )
    rel = raw["ada_okafor"]["relationships"]
    mum = Listener(id=grace.id, name=grace.name, relationship=rel[grace.id], ties=("home",))
    dad = Listener(id=samuel.id, name=samuel.name, relationship=rel[samuel.id], ties=("home",))
    for seed in range(1, 9):
        req = UtteranceRequest(
            speaker=ada,
            listeners=(mum, dad),
            place=ada.home,
            now=7 * 60 + 30,
            transcript=(
                Line(speaker=ada.id, name=ada.name, text="Oh — hi, Mum. Did you sleep all right?"),
                Line(speaker=grace.id, name=grace.name, text="Hey, Ada. Like a log, thanks."),
                Line(speaker=samuel.id, name=samuel.name, text="Morning, both. Kettle's on."),
            ),
            max_turns_left=1,
            housemates=(grace.id, samuel.id),
        )
        said = BuiltinBrain(seed=seed).next_utterance(req).text
        assert "Samuel" not in said, said
