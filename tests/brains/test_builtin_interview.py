"""Built-in brain: interview answers in the first person, from what the resident remembers."""

from __future__ import annotations

import re

from game.brains.builtin import BuiltinBrain
from game.mind.brain import InterviewRequest
from game.mind.types import MemoryLine
from tests.brains.test_builtin_support import cards

BY_ID = {c.id: c for c in cards()}
NOW = "Sat 14 Feb 2026 10:00"
MEMS = (
    MemoryLine(
        id=3,
        text="Grace Okafor has decided to run for mayor of Smallville against Harold Whitaker "
        "in the election on March 3.",
        kind="conversation",
        when="Fri 13 Feb 18:20",
        importance=0.9,
    ),
    MemoryLine(id=4, text="Maya Hart is writing at a table", when="Sat 14 Feb 08:10"),
    MemoryLine(
        id=5,
        text="Conversation with Lily Chen at Chen House: I talked with Lily about the clinic.",
        kind="conversation",
        when="Fri 13 Feb 07:02",
    ),
)


def _ask(rid: str, question: str, **kw):
    req = InterviewRequest(persona=BY_ID[rid], question=question, now=NOW, **kw)
    return BuiltinBrain(seed=1).answer_question(req)


def test_interview_says_it_does_not_remember_when_it_does_not():
    for q in (
        "What do you know about the lighthouse fire?",
        "Have you heard about the circus coming to town?",
        "What do you think of Zelda Fitzgerald?",
    ):
        a = _ask("wei_chen", q, memories=MEMS)
        assert not a.remembers, (q, a.text)
        assert re.search(r"\b(?:don't|do not) (?:remember|know|think I know)", a.text), a.text
        assert not a.evidence
        for m in MEMS:  # nothing unrelated is recited
            assert m.text[:30] not in a.text


def test_interview_answers_from_what_it_heard_in_its_own_voice():
    a = _ask("wei_chen", "Who is running for mayor?", memories=MEMS)
    assert a.remembers and a.evidence == (3,)
    assert "Grace Okafor" in a.text and "Friday" in a.text
    assert a.text.startswith("I ")


def test_interview_introduction_is_first_person():
    for rid in ("camille_moreau", "grace_okafor", "leo_hart"):
        card = BY_ID[rid]
        a = _ask(rid, "Tell me about yourself.")
        assert a.text.startswith(f"I'm {card.name}")
        first = card.first_name()
        assert not re.search(rf"\b{first} (?:is|has|was|works|wants)\b", a.text), a.text
        assert not re.search(r"\b(?:she|he) (?:is|has|wants)\b", a.text.split(". ", 2)[-1]), a.text


def test_interview_about_someone_known_uses_the_relationship_in_first_person():
    rel = (
        "Lily Chen (closeness 0.9): His wife, who keeps him grounded and drags him to the "
        "swimming pool. Lately: Lily Chen and I talked about the clinic.",
    )
    a = _ask("wei_chen", "Who is Lily Chen?", memories=MEMS, relationships=rel)
    assert a.text.startswith("Lily?") and "My wife" in a.text
    assert "keeps me grounded" in a.text, a.text


def test_interview_plans_and_what_ifs():
    plan = (
        "07:00-08:00 get ready at home",
        "09:00-16:00 teach in the Lecture Hall at Oakridge College",
    )
    a = _ask("wei_chen", "What will you be doing at 10 am?", plan=plan)
    assert "teach" in a.text
    a = _ask("wei_chen", "What are your plans for tomorrow?", plan=plan)
    assert "haven't planned tomorrow" in a.text
    a = _ask("wei_chen", "Your breakfast is burning! What would you do?")
    assert "heat" in a.text
