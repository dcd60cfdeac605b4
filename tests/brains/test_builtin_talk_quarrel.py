"""A quarrel talk says what the row is about: its matter is read from the bond as it is written
(also "over who should chair the fair"), "A word, if you don't mind." is said only by one who
names the matter on the same line, and the matter named by one is answered, not named back."""

from __future__ import annotations

import pytest

from game.brains.builtin import situation, talk_topics
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.talk import Talker
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

ANN = next(c for c in cards() if c.work is not None and c.age >= 18)
ROW = "A workmate. They have quarrelled over who should chair the summer fair."
BOB = Listener(id="bob", name="Bob Marsh", relationship=ROW, knows=True)
MATTER = "who should chair the summer fair"


def _req(now: int, transcript: tuple[Line, ...] = (), bob: Listener = BOB) -> UtteranceRequest:
    ctx = (MemoryLine(id=-1, text="Today is 2026-09-16 (Wednesday).", kind="context"),)
    return UtteranceRequest(
        speaker=ANN,
        listeners=(bob,),
        place=Place(sector="Harbour Quay", arena="Moorings"),
        now=now,
        transcript=transcript,
        memories=ctx,
    )


def test_the_matter_of_a_row_over_a_question_is_read():
    sc = situation.read(_req(9 * 60), 5)
    assert sc.kind == "quarrel"
    assert talk_topics.grievance(sc) == MATTER


def test_the_one_who_opens_a_row_names_it_and_asks_a_word_only_then():
    worded = 0
    for now in range(6 * 60, 20 * 60, 7):
        text = Talker(5).next_utterance(_req(now)).text
        assert MATTER in text, text
        worded += said_from("greet_quarrel_word", text)
    assert worded  # (some openers ask for a word; each then says what it is)


def test_no_word_is_asked_for_with_no_matter_to_name():
    bob = Listener(
        id="bob", name="Bob Marsh", relationship="A workmate. They have quarrelled.", knows=True
    )
    for now in range(6 * 60, 20 * 60, 7):
        text = Talker(5).next_utterance(_req(now, bob=bob)).text
        assert "word" not in text.lower(), text


@pytest.mark.parametrize("matter", [MATTER, "the noise from the pub"])
def test_the_matter_named_by_one_is_answered_not_named_back(matter):
    row = f"A workmate. They have quarrelled over {matter}."
    bob = Listener(id="bob", name="Bob Marsh", relationship=row, knows=True)
    opened = Line(speaker="bob", name="Bob Marsh", text=f"Ann. I'm still not happy about {matter}.")
    for now in range(6 * 60, 20 * 60, 7):
        text = Talker(5).next_utterance(_req(now, (opened,), bob)).text
        assert matter not in text and "word" not in text.lower(), text
        assert any(said_from(f"quarrel_{k}", text) for k in ("push", "defend", "soften")), text
