"""A friend whose workplace one knows (``Listener.works_at``) is asked how things are going
there ("What's new down at Bob's Forge?"), not only what they do next; not a workmate, not one
off work today, not at their work itself; in the evening of the day just worked; and the answer
is how it goes there."""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.tables import active, load_tables, use_tables
from game.brains.builtin.talk_acts import asked
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.types import MemoryLine, Place
from tests.brains.test_builtin_support import cards

BY_ID = {c.id: c for c in cards()}
FORGE = "Bob's Forge"
ASKS = ("ask_their_work", "ask_their_work_done")


def _talk(now: int, **listener) -> list[str]:
    sp, other = BY_ID["sofia_marino"], BY_ID["george_adeyemi"]
    here = MemoryLine(id=-1, text="We are at Bluebell Park (park), a public place.", kind="context")
    lis = Listener(
        id=other.id,
        name=other.name,
        relationship="A friend from the pub quiz",
        knows=True,
        works_at=FORGE,
        **listener,
    )
    out = []
    for seed in range(1, 31):
        brain = BuiltinBrain(seed=seed)
        said: list[Line] = []
        for turn in range(2):  # my opening, and my next line after a plain answer
            u = brain.next_utterance(
                UtteranceRequest(
                    speaker=sp,
                    listeners=(lis,),
                    place=Place(sector="Bluebell Park", arena="Lawn"),
                    now=now + turn,
                    transcript=tuple(said),
                    memories=(here,),
                    max_turns_left=6,
                )
            )
            out.append(u.text)
            said += [
                Line(speaker=sp.id, name=sp.name, text=u.text),
                Line(speaker=other.id, name=other.name, text="Fine, thanks."),
            ]
    return out


def _asked(lines: list[str], name: str = "") -> list[str]:
    return [t for t in lines if any(said_from(s, t) for s in ((name,) if name else ASKS))]


def test_a_friend_is_asked_how_things_are_at_their_work():
    lines = _talk(10 * 60 + 3)
    asked = _asked(lines, "ask_their_work")
    assert asked, lines
    assert all(FORGE in t for t in asked)


def test_in_the_evening_it_is_how_the_day_went():
    lines = _talk(19 * 60 + 3)
    assert _asked(lines, "ask_their_work_done"), lines
    assert not _asked(lines, "ask_their_work")


def test_not_of_a_workmate_nor_of_one_off_work_today():
    assert not _asked(_talk(10 * 60 + 3, ties=("work",)))
    assert not _asked(_talk(10 * 60 + 3, off_today=True))


def test_the_answer_is_how_it_goes_there():
    sp, other = BY_ID["george_adeyemi"], BY_ID["sofia_marino"]
    here = MemoryLine(id=-1, text="We are at Bluebell Park (park), a public place.", kind="context")
    lis = Listener(id=other.id, name=other.name, relationship="A friend", knows=True)
    answers = []
    for seed in range(1, 11):
        u = BuiltinBrain(seed=seed).next_utterance(
            UtteranceRequest(
                speaker=sp,
                listeners=(lis,),
                place=Place(sector="Bluebell Park", arena="Lawn"),
                now=10 * 60 + 5,
                memories=(here,),
                max_turns_left=6,
                transcript=(
                    Line(
                        speaker=other.id,
                        name=other.name,
                        text=f"Hi, George. What's new down at {FORGE}?",
                    ),
                ),
            )
        )
        answers.append(u.text)
    assert all(said_from("ans_their_work", t) for t in answers), answers


def test_a_talk_that_had_their_work_in_it_does_not_turn_to_what_is_next_by_habit():
    """The one asked answers and seldom asks back what the other does next: the talk has had
    something in it (an empty one asks that in four of ten)."""
    sp, other = BY_ID["george_adeyemi"], BY_ID["sofia_marino"]
    here = MemoryLine(id=-1, text="We are at Bluebell Park (park), a public place.", kind="context")
    lis = Listener(id=other.id, name=other.name, relationship="A friend", knows=True)
    hello = Line(speaker=sp.id, name=sp.name, text="Hello, Sofia.")
    asked = Line(speaker=other.id, name=other.name, text=f"Hi, George. What's new down at {FORGE}?")
    plans = 0
    for seed in range(1, 41):
        u = BuiltinBrain(seed=seed).next_utterance(
            UtteranceRequest(
                speaker=sp,
                listeners=(lis,),
                place=Place(sector="Bluebell Park", arena="Lawn"),
                now=10 * 60 + 5,
                memories=(here,),
                max_turns_left=6,
                transcript=(hello, asked),
            )
        )
        plans += said_from("ask_plans", u.text)
    assert plans <= 6, plans


@pytest.mark.parametrize(("lang", "place"), [("en", "the Fish Hall"), ("zh", "鱼市")])
def test_the_question_is_read_as_itself_and_no_other_is_read_as_it(lang, place):
    """("How's life treating you?" is how one is, not how work goes: the sets must not overlap)"""
    use_tables(load_tables(language=lang))
    try:
        for name in ASKS:
            for t in lines(name):
                assert asked(t.replace("{their_work}", place)) == "their_work", t
        others = [t for n in active().phrases if n not in ASKS for t in lines(n)]
        assert not [t for t in others if any(said_from(s, t) for s in ASKS)]
    finally:
        use_tables(None)
