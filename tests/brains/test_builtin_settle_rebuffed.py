"""One who came to make up a row and is answered coldly takes it as it is (a blind reader:
"I'm not ready to let it go yet." / "Good for you, Frank.")."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import lines
from game.brains.builtin.phrases_said import said_from
from game.lang.en import English
from game.mind import language
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


def test_one_who_comes_to_make_up_does_not_open_with_its_you():
    before = language.reading()
    language.use(English())  # (what the bond is: a quarrel)
    try:
        _opens_making_up()
    finally:
        language.use(before)


def _opens_making_up():
    sp, other = CARDS["samuel_okafor"], CARDS["ethan_brooks"]
    said = []
    for seed in range(1, 25):
        req = UtteranceRequest(
            speaker=sp,
            listeners=(
                Listener(
                    id=other.id, name=other.name, knows=True,
                    relationship="A rival; they quarrel about the noise from the pub",
                ),
            ),
            place=Place(sector="Bluebell Park", arena="Lawn"),
            now=10 * 60, transcript=(), memories=(TODAY,), max_turns_left=6, intent="settle",
        )  # fmt: skip
        said.append(BuiltinBrain(seed=seed).next_utterance(req).text)
    assert all(said_from("intent_settle", t) for t in said), said
    assert not any("It's you" in t or "A word, if you don't mind" in t for t in said), said
    assert any(said_from("greet_quarrel_settle", t) for t in said), said
