"""Tolerant JSON extraction and the per-step validators."""

from __future__ import annotations

import pytest

from game.brains.llm import validators as v
from game.brains.llm.errors import InvalidReply
from game.brains.llm.parse import extract_json, match_place
from game.mind.brain import OtherView
from game.mind.types import Place
from tests.brains.conftest import OPTIONS, sample_requests

R = {k: req for k, (_, req) in sample_requests().items()}


@pytest.mark.parametrize(
    "text",
    [
        '{"a": 1}',
        'Sure! Here you go:\n```json\n{"a": 1}\n```\nAnything else?',
        '```\n{"a": 1,}\n```',
        "The answer is {'a': 1} as requested.",
        '<think>they want JSON {"a": 2}</think>{"a": 1}',
        '{"a": 1, "b": [1, 2,],}',
        'prose first {"a": 1} and {"a": 3} later',
    ],
)
def test_extract_json_tolerates_common_noise(text):
    assert extract_json(text)["a"] == 1


def test_extract_json_keeps_apostrophes_and_python_literals():
    assert extract_json('Note: {"text": "Maria\'s cafe", "ok": True}') == {
        "text": "Maria's cafe",
        "ok": True,
    }


@pytest.mark.parametrize("text", ["", "   ", None, "no json here", '{"a": [1, 2', "{oops}"])
def test_extract_json_rejects_garbage(text):
    with pytest.raises(InvalidReply):
        extract_json(text)


def test_match_place_fuzzy_but_strict():
    assert match_place(" lopez house : KITCHEN:stove ", OPTIONS) == OPTIONS[1].place
    assert match_place(3, OPTIONS) == OPTIONS[2].place
    assert (
        match_place("3. Hobbs Cafe:cafe:counter (cafe/cafe/counter)", OPTIONS) == OPTIONS[2].place
    )
    assert match_place("Hobbs Cafe:cafe", OPTIONS) == OPTIONS[2].place
    for bad in ("Town Hall", "", 9, "Hobbs"):
        with pytest.raises(InvalidReply):
            match_place(bad, OPTIONS)


def _blocks(*rows):
    return {"blocks": [{"start": a, "end": b, "activity": c} for a, b, c in rows]}


def test_plan_day_validation():
    ok = v.plan_day(
        _blocks(("07:00", "09:00", "a"), ("9:00", "12:00", "b"), ("12:30", "23:00", "c")),
        R["plan_day"],
    )
    assert [(b.start, b.end) for b in ok.blocks] == [
        (420, 540),
        (540, 750),
        (750, 1380),
    ]  # gap closed
    late = v.plan_day(
        _blocks(("10:00", "18:00", "a"), ("18:00", "23:30", "b"), ("23:30", "02:00", "c")),
        R["plan_day"],
    )
    assert late.blocks[-1].end == 26 * 60
    for bad in (
        _blocks(("07:00", "09:00", "a"), ("08:00", "10:00", "b"), ("10:00", "11:00", "c")),
        _blocks(("07:00", "06:00", "a"), ("08:00", "10:00", "b"), ("10:00", "11:00", "c")),
        _blocks(("07:00", "09:00", "a"), ("09:00", "10:00", ""), ("10:00", "11:00", "c")),
        _blocks(("7am", "09:00", "a"), ("09:00", "10:00", "b"), ("10:00", "11:00", "c")),
        _blocks(("07:00", "09:00", "a")),
        {"plan": []},
    ):
        with pytest.raises(InvalidReply):
            v.plan_day(bad, R["plan_day"])


def _acts(*rows):
    return {"actions": [{"start": s, "action": a, "place": p, "emoji": "📚"} for s, a, p in rows]}


def test_decompose_validation():
    lib = "Oak Hill College:library:desk"
    acts = v.decompose(_acts(("09:05", "read", lib), ("09:40", "take notes", lib)), R["decompose"])
    assert [(a.start, a.minutes) for a in acts] == [
        (540, 40),
        (580, 20),
    ]  # first starts with the slot
    assert acts[0].emoji == "📚"
    for bad in (
        _acts(("09:00", "read", "Moon:base")),
        _acts(("09:00", "a", lib), ("08:00", "b", lib)),
        _acts(("09:00", "a", lib), ("10:30", "b", lib)),
        _acts(("09:00", "a", lib), ("09:00", "b", lib)),
        {"actions": []},
    ):
        with pytest.raises(InvalidReply):
            v.decompose(bad, R["decompose"])


def test_importance_and_questions_and_insights():
    assert v.score_importance({"scores": [1, "7", 10.0]}, R["score_importance"]) == (1, 7, 10)
    assert v.score_importance([2, 2, 2], R["score_importance"]) == (2, 2, 2)
    for bad in (
        {"scores": [1, 2]},
        {"scores": [0, 5, 5]},
        {"scores": [1, 2, 11]},
        {"scores": [1, 2, 2.5]},
        {"scores": [True, 2, 2]},
    ):
        with pytest.raises(InvalidReply):
            v.score_importance(bad, R["score_importance"])
    qs = v.reflect_questions(
        {"questions": ["Who?", "who?", "Why?", "When?"]}, R["reflect_questions"]
    )
    assert qs == ("Who?", "Why?")
    ins = v.insights({"insights": [{"text": "t", "evidence": [11, "[12]"]}]}, R["insights"])
    assert ins[0].evidence == (11, 12)
    for bad in (
        {"insights": [{"text": "t", "evidence": [99]}]},
        {"insights": [{"text": "t", "evidence": []}]},
        {"insights": [{"text": "", "evidence": [11]}]},
    ):
        with pytest.raises(InvalidReply):
            v.insights(bad, R["insights"])


def test_reaction_validation():
    req = R["decide_reaction"]
    assert v.decide_reaction({"decision": "Talk"}, req).decision == "talk"
    r = v.decide_reaction(
        {"decision": "react", "reason": "hungry", "activity": "grab a snack", "minutes": "15"}, req
    )
    assert (r.activity, r.minutes) == ("grab a snack", 15)
    busy = req.__class__(
        **{**req.__dict__, "other": OtherView(id="k", name="Klaus", activity="x", available=False)}
    )
    for bad, rq in (
        ({"decision": "talk"}, busy),
        ({"decision": "dance"}, req),
        ({"decision": "react", "activity": "", "minutes": 5}, req),
        ({"decision": "react", "activity": "nap", "minutes": 0}, req),
    ):
        with pytest.raises(InvalidReply):
            v.decide_reaction(bad, rq)


def test_utterance_speaks_only_for_the_speaker():
    req = R["next_utterance"]
    assert v.next_utterance({"text": "Maria: Hi Klaus!", "end": "false"}, req).text == "Hi Klaus!"
    assert v.next_utterance({"text": "Hi!", "end": "true"}, req).end is True
    for bad in (
        {"text": "Hi!\nKlaus: hello Maria"},
        {"text": "Klaus Mueller: I am fine"},
        {"text": "  "},
        {"end": True},
    ):
        with pytest.raises(InvalidReply):
            v.next_utterance(bad, req)


def test_conversation_summary_validation():
    req = R["summarize_conversation"]
    s = v.summarize_conversation(
        {
            "summary": "We talked.",
            "learned": ["x", 3],
            "others": [{"id": "Klaus", "relationship": "kind", "closeness": 0.2}],
        },
        req,
    )
    assert (
        s.relationships == {"klaus": "kind"}
        and s.closeness == {"klaus": 0.2}
        and s.learned == ("x",)
    )
    warm = v.summarize_conversation({"summary": "We talked.", "felt": "Good"}, req)
    assert warm.felt == "good"
    assert v.summarize_conversation({"summary": "We talked.", "felt": "plain"}, req).felt == ""
    assert v.summarize_conversation({"summary": "We talked."}, req).felt == ""
    # an unreadable judgement is a plain talk, not a lost summary
    assert v.summarize_conversation({"summary": "s", "felt": "ecstatic"}, req).felt == ""
    assert v.summarize_conversation({"summary": "s", "felt": 3}, req).felt == ""
    assert v.summarize_conversation({"summary": "s", "felt": "bad [x]"}, req).felt == "bad"
    for bad in (
        {"summary": ""},
        {"summary": "s", "others": [{"id": "bob", "closeness": 0}]},
        {"summary": "s", "others": [{"id": "klaus", "closeness": 3}]},
    ):
        with pytest.raises(InvalidReply):
            v.summarize_conversation(bad, req)
    assert v.summarize("A day.", R["summarize"]) == "A day."


def test_choose_place_avoid_list():
    req = R["choose_place"]
    avoid = req.__class__(**{**req.__dict__, "avoid": (OPTIONS[2].place,)})
    with pytest.raises(InvalidReply):
        v.choose_place({"place": "Hobbs Cafe:cafe:counter"}, avoid)
    assert v.choose_place({"place": "2"}, avoid) == Place(
        sector="Lopez House", arena="kitchen", obj="stove"
    )


@pytest.mark.parametrize("placeholder", ["...", "###", " - ", "…", "?!"])
def test_a_placeholder_is_not_an_answer(placeholder):
    """Small models fill a field they cannot answer with punctuation; a plan block, a line or
    a reaction made of no words is rejected (and so retried, then answered by the fallback)."""
    plan = {
        "blocks": [
            {"start": "07:00", "end": "09:00", "activity": "breakfast at home"},
            {"start": "09:00", "end": "12:00", "activity": placeholder},
            {"start": "12:00", "end": "22:00", "activity": "work at the shop"},
        ]
    }
    with pytest.raises(InvalidReply, match="must be words"):
        v.plan_day(plan, R["plan_day"])
    with pytest.raises(InvalidReply, match="must be words"):
        v.next_utterance({"text": placeholder, "end": False}, R["next_utterance"])
    assert v.next_utterance({"text": "Hm... right.", "end": False}, R["next_utterance"]).text


def test_placeholder_facts_are_left_out_of_a_summary():
    """A model that copies the example's "..." into the optional lists keeps its summary; the
    placeholder is not stored as something the resident learned."""
    req = R["summarize_conversation"]
    other = req.others[0]
    got = v.summarize_conversation(
        {
            "summary": "I talked with them about the market.",
            "learned": ["...", "The market opens at nine.", "  "],
            "others": [{"id": other.id, "relationship": "...", "closeness": 0.1}],
        },
        req,
    )
    assert got.learned == ("The market opens at nine.",)
    assert got.relationships == {} and got.closeness == {other.id: 0.1}
    with pytest.raises(InvalidReply, match="must be words"):
        v.summarize_conversation({"summary": "...", "learned": []}, req)
