""" "Who have you been seeing a lot of lately?": from a conclusion reflection drew about someone,
else from the talks the question's retrieval brought back (interview_company)."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.mind.brain import InterviewRequest, Listener
from game.mind.types import MemoryLine
from tests.brains.test_builtin_support import cards

CARDS = {c.id: c for c in cards()}
Q = "Apart from the people you live with, who have you been seeing a lot of lately?"


def _ask(*memories: MemoryLine) -> str:
    me = CARDS["camille_moreau"]
    people = (
        Listener(id="sofia_marino", name="Sofia Marino", knows=True),
        Listener(id="george_adeyemi", name="George Adeyemi", knows=True),
        Listener(id="tomas_rivera", name="Tomas Rivera", knows=True, ties=("home",)),
    )
    req = InterviewRequest(
        persona=me, question=Q, now="Sat 14 Feb 2026 12:00", memories=memories, people=people
    )
    return BuiltinBrain(seed=1).answer_question(req).text


def _talk(i: int, *names: str) -> MemoryLine:
    return MemoryLine(id=i, text="Conversation.", kind="conversation", partners=names)


def test_a_conclusion_about_someone_names_them():
    concluded = MemoryLine(
        id=9, text="I keep talking with George.", kind="reflection", about="George Adeyemi"
    )
    assert "George" in _ask(concluded, _talk(1, "Sofia Marino"))


def test_without_one_the_retrieved_talks_are_counted_and_housemates_left_out():
    said = _ask(
        _talk(1, "Tomas Rivera"),
        _talk(2, "Tomas Rivera"),
        _talk(3, "Sofia Marino"),
        _talk(4, "Sofia Marino"),
    )
    assert "Sofia" in said and "Tomas" not in said
    assert "George" not in _ask()  # nothing retrieved: no one named
