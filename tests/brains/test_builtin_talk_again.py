"""A second talk with someone the same day: "hello again", not a second "how are you", and
nobody asks again how the other's day is going (``Listener.talked_today``)."""

from __future__ import annotations

import re

from game.brains.builtin import BuiltinBrain, talk_acts
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Line, Place
from tests.brains.test_builtin_support import cards

BY_ID = {c.id: c for c in cards()}
PARK = Place(sector="Bluebell Park", arena="Pond")
HOW = re.compile(
    r"how's your \w+ going|how are you|keeping well|how's everything|good day so far|"
    r"how are things|all well with you|busy (morning|afternoon|evening)\?",
    re.I,
)


def _asks_how(line: str) -> bool:
    """A "how are you" by its wording, or by the phrase sets that ask it (any of their lines:
    a speaker's favourite may be one the wording above does not list)."""
    return bool(HOW.search(line)) or talk_acts.asked(line) in ("day", "busy")


def _talk(a_id: str, b_id: str, again: bool, now: int, seed: int) -> list[str]:
    brain = BuiltinBrain(seed=seed)
    a, b = BY_ID[a_id], BY_ID[b_id]
    lines: list[Line] = []
    while len(lines) < 6:
        sp, other = (a, b) if len(lines) % 2 == 0 else (b, a)
        u = brain.next_utterance(
            UtteranceRequest(
                speaker=sp,
                listeners=(Listener(id=other.id, name=other.name, knows=True, talked_today=again),),
                place=PARK,
                now=now,
                transcript=tuple(lines),
                max_turns_left=6 - len(lines),
            )
        )
        lines.append(Line(speaker=sp.id, name=sp.name, text=u.text))
        if u.end:
            break
    return [x.text for x in lines]


def test_second_talk_of_the_day_neither_greets_nor_asks_as_if_first():
    pairs = [("isabella_rodriguez", "maria_lopez"), ("wei_chen", "maya_hart")]
    pairs = [(a, b) for a, b in pairs if a in BY_ID and b in BY_ID] or [tuple(list(BY_ID)[:2])]
    first_how = again_how = 0
    for a, b in pairs:
        for seed in range(1, 9):
            for now in (9 * 60 + 7, 14 * 60 + 31):
                first = _talk(a, b, False, now, seed)
                again = _talk(a, b, True, now, seed)
                first_how += any(_asks_how(x) for x in first[:2])
                again_how += any(_asks_how(x) for x in again[:2])
                assert re.search(r"\bagain\b|twice|small town|we keep meeting", again[0], re.I), (
                    again
                )
    assert first_how > 0  # the check can see a "how are you" when there is one
    assert again_how == 0
