"""One who came to make up a row and is answered coldly takes it as it is (a blind reader:
"I'm not ready to let it go yet." / "Good for you, Frank.")."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import lines, said_from
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

CARDS = {c.id: c for c in cards()}
TODAY = MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context")


def test_a_cold_answer_to_making_up_is_taken_as_it_is():
    sp, other = CARDS["samuel_okafor"], CARDS["ethan_brooks"]
    said = []
    for seed in range(1, 13):
        sorry = lines("intent_settle")[seed % len(lines("intent_settle"))]
        cold = lines("intent_settle_cold")[seed % len(lines("intent_settle_cold"))]
        cold = cold.replace("{addr}", "Samuel")
        req = UtteranceRequest(
            speaker=sp,
            listeners=(Listener(id=other.id, name=other.name, relationship="A rival", knows=True),),
            place=Place(sector="Bluebell Park", arena="Lawn"),
            now=10 * 60,
            transcript=(
                Line(speaker=sp.id, name=sp.name, text=f"Morning, Ethan. {sorry}"),
                Line(speaker=other.id, name=other.name, text=f"Oh. It's you. {cold}"),
            ),
            memories=(TODAY,),
            max_turns_left=6,
        )
        said.append(BuiltinBrain(seed=seed).next_utterance(req).text)
    assert all(said_from("intent_settle_rebuffed", t) for t in said), said
