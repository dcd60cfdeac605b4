"""One who has just come up to a group and only said hello is said hello to by the one who
leaves, before the goodbye (the made harbour town, seed 4: "Ah, Lucía. Hi." was answered
"Can't stand here chatting all day — see you, Jack.")."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from, said_opening
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

ANN = next(c for c in cards() if c.work is not None and c.age >= 18)
BOB = Listener(id="bob", name="Bob Marsh", relationship="An old friend.", knows=True)
CAL = Listener(id="cal", name="Cal Reed", relationship="An old friend.", knows=True)


def _last_line(came: str, now: int) -> str:
    ctx = (MemoryLine(id=-1, text="Today is 2026-09-16 (Wednesday).", kind="context"),)
    talk = (
        Line(speaker=ANN.id, name=ANN.name, text="Hi, Bob. How are you?"),
        Line(speaker="bob", name="Bob Marsh", text="Fine, thanks."),
        Line(speaker="cal", name="Cal Reed", text=came),
    )
    return BuiltinBrain(seed=3).next_utterance(
        UtteranceRequest(
            speaker=ANN,
            listeners=(BOB, CAL),
            place=Place(sector="Bluebell Park", arena="Lawn"),
            now=now,
            transcript=talk,
            memories=ctx,
            max_turns_left=1,
        )
    )


def test_a_newcomers_bare_hello_is_answered_before_the_goodbye():
    for now in range(10 * 60, 18 * 60, 37):
        u = _last_line("Hello, folks.", now)
        assert u.end and said_opening("greet_newcomer", u.text), u.text


def test_a_newcomer_who_said_more_than_hello_gets_no_bare_hello_back():
    for now in range(10 * 60, 18 * 60, 37):
        u = _last_line("Hello, folks. I've just come from the market, and it's heaving.", now)
        assert not said_from("greet_newcomer", u.text), u.text
