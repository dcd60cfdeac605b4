"""One who asked after the other's own matter ("Much on at work this week?") takes the answer
by what it was ("Never a dull moment." "Well, it keeps you going."), not with a plain "Thanks —
good to know." (the made harbour town, seed 4: thanks for what?)."""

from __future__ import annotations

import pytest

from game.brains.builtin import situation, talk_answered
from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.tables import active
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

ANN = next(c for c in cards() if c.work is not None and c.age >= 18)
BOB = Listener(id="bob", name="Bob Marsh", relationship="An old friend.", knows=True)
ANSWERS = sorted(k for k in active().phrases if k.startswith("ans_follow_after_"))


def _scene(asked: str, heard: str):
    ctx = (MemoryLine(id=-1, text="Today is 2026-09-16 (Wednesday).", kind="context"),)
    talk = (
        Line(speaker=ANN.id, name=ANN.name, text=asked),
        Line(speaker=BOB.id, name=BOB.name, text=heard),
    )
    req = UtteranceRequest(
        speaker=ANN,
        listeners=(BOB,),
        place=Place(sector="Bluebell Park", arena="Pond"),
        now=11 * 60,
        transcript=talk,
        memories=ctx,
    )
    return situation.read(req, 5)


def test_there_are_answers_to_take():
    assert len(ANSWERS) >= 10


@pytest.mark.parametrize("answers", ANSWERS)
def test_an_answer_about_ones_own_matter_is_taken_by_what_it_was(answers):
    for heard in lines(answers):
        sc = _scene("Much on at work this week?", heard)
        said = talk_answered.taken(sc, Phrasebook([], 1, "t"), {"addr": "Bob"}, heard)
        assert said and not said_from("react_answer", said), (heard, said)
