"""Built-in brain: importance, reflection questions about places, summaries (what reflections
conclude is tests/brains/test_builtin_reflection.py)."""

from __future__ import annotations

import re

from game.brains.builtin import BuiltinBrain, make_builtin_brain, stable_rand
from game.mind.brain import (
    ImportanceRequest,
    InsightRequest,
    ReflectQuestionsRequest,
    SummarizeRequest,
)
from game.mind.types import MemoryLine
from tests.brains.test_builtin_support import cards

CARDS = cards()
BY_ID = {c.id: c for c in CARDS}
MARIA_DAY = (
    MemoryLine(
        id=10,
        text="Camille Moreau is planning a Valentine's Day party at the Sunny Bean Cafe.",
        importance=0.7,
    ),
    MemoryLine(
        id=11,
        text="Maya Hart talked with Camille Moreau about the party decorations.",
        kind="conversation",
        importance=0.5,
    ),
    MemoryLine(
        id=12,
        text="Maya Hart chatted with Camille Moreau about the party music.",
        kind="conversation",
        importance=0.5,
    ),
    MemoryLine(id=13, text="Maya Hart saw Elena Costa painting in Bluebell Park.", importance=0.3),
    MemoryLine(id=14, text="Maya Hart is writing chapter twelve of her novel.", importance=0.3),
    MemoryLine(id=15, text="Camille Moreau invited Maya Hart to the party.", importance=0.7),
)


def test_importance_is_one_int_per_text_in_range():
    brain = BuiltinBrain()
    texts = (
        "brushing teeth",
        "Grace Okafor is running for mayor",
        "Camille invited me to a party",
        "",
        "x" * 500,
    )
    scores = brain.score_importance(ImportanceRequest(persona=CARDS[0], texts=texts))
    assert len(scores) == len(texts) and all(isinstance(s, int) and 1 <= s <= 10 for s in scores)
    assert scores[0] < scores[2] <= scores[1]


def test_a_room_is_never_the_subject_of_a_relationship_reflection():
    brain = BuiltinBrain()
    maya = BY_ID["maya_hart"]
    mems = (
        MemoryLine(id=1, text="the cafe table in the Dining Area is in use by Camille Moreau"),
        MemoryLine(id=2, text="Conversation with Lily Chen at Chen House: I talked with Lily."),
        MemoryLine(
            id=3,
            text="Maya Hart wrote at the desk at Sunny Bean Cafe on Friday, "
            "February 13, 08:00-09:00.",
        ),
        MemoryLine(id=4, text="Camille Moreau is wiping down the tables", importance=0.2),
    ) * 3
    mems = tuple(MemoryLine(id=i, text=m.text, importance=m.importance) for i, m in enumerate(mems))
    qs = brain.reflect_questions(ReflectQuestionsRequest(persona=maya, memories=mems, count=3))
    for q in qs:
        for place in ("Dining Area", "Chen House", "Sunny Bean Cafe"):
            assert not re.search(rf"(?:between \w+ and|is|does|about) {place}\b", q), q
        for ins in brain.insights(InsightRequest(persona=maya, question=q, memories=mems)):
            assert not re.search(r"(?:Dining Area|Chen House) (?:always|is|and \w+ keep)", ins.text)


def test_summarize_is_one_grounded_sentence():
    brain = BuiltinBrain()
    daniel = BY_ID["daniel_hart"]
    texts = tuple(
        ["13 Feb: Daniel Hart is filling a prescription at the pharmacy counter"] * 8
        + ["Daniel Hart is eating breakfast at home"] * 4
    )
    s = brain.summarize(SummarizeRequest(persona=daniel, texts=texts))
    assert s.startswith("On 13 Feb Daniel") and s.endswith(".") and "12 routine moments" in s
    assert "pharmacy" in s
    assert brain.summarize(SummarizeRequest(persona=daniel, texts=())).endswith(".")


def test_summarize_takes_a_named_room_for_a_place_not_a_person():
    """A town may name its rooms ("the Window Seats", "the Shop Counter"): two capitalised words
    after "the" are somewhere one is, not someone one sees."""
    brain = BuiltinBrain()
    daniel = BY_ID["daniel_hart"]
    texts = tuple(
        [f"the cafe table {i} in the Window Seats is in use by Mara Vell" for i in range(5)]
        + ["the cafe table in the Window Seats is in use by Tam Orrin"]
    )
    s = brain.summarize(SummarizeRequest(persona=daniel, texts=texts))
    assert "Window Seats and" not in s and "saw Mara Vell and Tam Orrin" in s, s
    assert "in the Window Seats" in s, s


def test_summarize_says_what_others_did_as_seen_not_done():
    """Observations are mostly of other people: their baking is something the resident saw."""
    brain = BuiltinBrain()
    daniel = BY_ID["daniel_hart"]
    texts = tuple(
        ["Mara Vell is baking bread at the counter"] * 4
        + ["Tam Orrin is running errands at the market"] * 2
    )
    s = brain.summarize(SummarizeRequest(persona=daniel, texts=texts))
    assert s.startswith("Daniel often saw Mara Vell and Tam Orrin"), s
    assert "; they mostly" in s and "6 routine moments" in s, s
    alone = brain.summarize(SummarizeRequest(persona=daniel, texts=texts[:4]))
    assert alone.startswith("Daniel often saw Mara Vell, who mostly"), alone
    talks = ("Conversation with Mara Vell at the Mill: they spoke about flour",) * 2
    said = brain.summarize(SummarizeRequest(persona=daniel, texts=talks))
    assert said.startswith("Daniel talked with Mara Vell"), said
    facts = ("Mara Vell is opening a second bakery", "Tam Orrin is moving to the coast")
    heard = brain.summarize(SummarizeRequest(persona=daniel, texts=facts, kind="conversation"))
    assert heard == "Daniel heard that Mara Vell is opening a second bakery and 1 more thing.", (
        heard
    )


def test_stable_rand_is_a_pure_function():
    assert stable_rand(0, "a", 1) == stable_rand(0, "a", 1)
    assert stable_rand(0, "a", 1) != stable_rand(1, "a", 1)
    values = [stable_rand(3, "x", i) for i in range(2000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert 0.45 < sum(values) / len(values) < 0.55


def test_counters_record_calls_and_no_fallbacks():
    brain = make_builtin_brain()  # the guarded, counted stack the simulation uses
    brain.score_importance(ImportanceRequest(persona=CARDS[0], texts=("a",)))
    assert brain.counters.calls["score_importance"] == 1
    assert not brain.counters.fallbacks
