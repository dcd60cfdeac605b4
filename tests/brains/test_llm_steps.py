"""Every Brain method through the fake server: a valid typed result whose content came from
the server, with no fallback."""

from __future__ import annotations

import json
import re

import pytest

from game.brains.llm.brain import LLMBrain
from game.mind.brain import ConversationSummary, DayPlan, Reaction, Utterance
from game.mind.types import Action, Place
from tests.brains.conftest import OPTIONS, STEPS, call, sample_requests, stub_answer


@pytest.mark.parametrize("step", STEPS)
def test_each_step_answers_from_the_server(make_brain, fake, step):
    built, _ = make_brain()
    brain = built.brain
    assert isinstance(brain.find(LLMBrain), LLMBrain)
    result = call(brain, step)
    log = fake.chat_log(step)
    assert len(log) == 1, "one call per step"
    assert log[0].response_format == "json_schema"
    assert brain.counters.calls == {step: 1}
    assert brain.counters.fallbacks == {}
    assert result != stub_answer(step)
    sent = json.loads(log[0].reply)
    _check_content(step, result, sent)


def _check_content(step, result, sent):
    if step == "plan_day":
        assert isinstance(result, DayPlan)
        assert [b.activity for b in result.blocks] == [b["activity"] for b in sent["blocks"]]
        assert result.blocks[0].start == 7 * 60 and result.blocks[-1].end == 23 * 60
    elif step == "decompose":
        assert all(isinstance(a, Action) for a in result)
        # The model was asked for a 3-hour window of the block; the slice gets its first hour.
        inside = [a["action"] for a in sent["actions"] if a["start"] < "10:00"]
        assert [a.description for a in result] == inside
        assert result[0].start == 540 and result[-1].end == 600
        assert result[0].place in {o.place for o in OPTIONS}
    elif step == "choose_place":
        assert isinstance(result, Place) and str(result) == sent["place"]
    elif step == "score_importance":
        assert result == tuple(sent["scores"]) and len(result) == 3
    elif step == "reflect_questions":
        assert list(result) == sent["questions"][:2]
    elif step == "insights":
        assert [i.text for i in result] == [i["text"] for i in sent["insights"]][:2]
        assert all(set(i.evidence) <= {11, 12, 15} for i in result)
    elif step == "decide_reaction":
        assert isinstance(result, Reaction) and result.decision == sent["decision"] == "talk"
    elif step == "next_utterance":  # a two-person talk: a short exchange, the first line now
        first = sent["lines"][0] if "lines" in sent else sent
        assert isinstance(result, Utterance) and result.text == first["text"]
    elif step == "summarize_conversation":
        assert isinstance(result, ConversationSummary) and result.summary == sent["summary"]
        assert set(result.closeness) == {"klaus"}
    elif step == "summarize":
        assert result == sent["summary"]


def test_prompts_carry_marker_persona_and_named_fields(make_brain, fake):
    built, _ = make_brain()
    for step in STEPS:
        call(built.brain, step)
    for step in STEPS:
        (entry,) = fake.chat_log(step)
        system, user = (m["content"] for m in entry.body["messages"])
        assert system.startswith(f"[step:{step}]")
        assert re.search(r"\$\w", system + user) is None, "a field was left unfilled"
        assert "Maria" in user and "JSON" in user
    user = fake.chat_log("decompose")[0].body["messages"][1]["content"]
    assert "1. Lopez House:bedroom:bed\n2. Lopez House:kitchen:stove\n" in user
    assert "closed now" in user
    user = fake.chat_log("insights")[0].body["messages"][1]["content"]
    assert "- [12] Klaus offered" in user
    user = fake.chat_log("next_utterance")[0].body["messages"][1]["content"]
    assert "a friendly classmate" in user and "Valentine" in user


def test_cheap_model_answers_ratings_and_summaries(make_brain, fake):
    built, _ = make_brain(cheap_model="fake-cheap")
    for step in STEPS:
        call(built.brain, step)
    cheap = {e.step for e in fake.chat_log() if e.body["model"] == "fake-cheap"}
    assert cheap == {"score_importance", "summarize", "summarize_conversation"}
    report = built.status.report()["usage"]
    assert set(report["role"]) == {"main", "cheap"}
    assert report["resident"]["maria"]["calls"] == len(STEPS)


def test_empty_importance_batch_makes_no_call(make_brain, fake):
    from game.mind.brain import ImportanceRequest

    built, _ = make_brain()
    persona = sample_requests()["plan_day"][1].persona
    assert built.brain.score_importance(ImportanceRequest(persona=persona, texts=())) == ()
    assert fake.chat_log() == []


def test_long_option_lists_are_cut_to_the_likeliest():
    from game.brains.llm import templates
    from game.mind.types import Place, PlaceOption
    from tests.brains.conftest import MARIA

    far = tuple(
        PlaceOption(place=Place(sector=f"Shop {i}", arena="floor", obj="shelf"), sector_kind="shop")
        for i in range(40)
    )
    options = far[:20] + OPTIONS + far[20:]
    shown = templates.pick_options(
        options, "have a coffee at the cafe", MARIA, OPTIONS[0].place, cap=6
    )
    assert len(shown) == 6
    assert set(OPTIONS) <= set(shown)  # home, work (closed or not) and the cafe all kept
    assert shown[:2] == far[:2]  # in the request's order
    lines = templates.option_lines(far[:2])
    assert lines == "1. Shop 0:floor:shelf\n2. Shop 1:floor:shelf"  # kind in the name: not repeated
    lines = templates.option_lines(
        (PlaceOption(place=Place(sector="Greenleaf"), sector_kind="market"),)
    )
    assert lines == "1. Greenleaf (market)"


def test_persona_card_levels():
    from game.brains.llm.templates import persona_card
    from tests.brains.conftest import MARIA

    full, short = persona_card(MARIA, "full"), persona_card(MARIA, "short")
    assert "Lifestyle" in full and "Works at Oak Hill College:library, 09:00-15:00" in full
    assert "Lifestyle" not in short and "Home" not in short and "Currently" in short
    assert "Home: Lopez House" in persona_card(MARIA, "place")


def test_a_model_hears_who_the_speaker_already_knows(make_brain, fake):
    """Acquaintance reaches the model as the mind's records say it, over real HTTP."""
    from dataclasses import replace

    from game.mind.brain import Listener

    built, _ = make_brain()
    req = sample_requests()["next_utterance"][1]
    people = (
        Listener(id="a", name="Ann Bell", knows=True, ties=("home", "work")),
        Listener(id="d", name="Di Eyre"),
    )
    built.brain.next_utterance(replace(req, listeners=people))
    user = fake.chat_log("next_utterance")[0].body["messages"][1]["content"]
    assert "Maria lives with and works with Ann Bell and knows them well." in user
    assert "Maria has not met Di Eyre before." in user


def test_a_model_hears_whom_a_listener_lives_with_and_what_is_known_of_them(make_brain, fake):
    """The household records reach the model too: whom the listener lives with, and news the
    speaker holds of a third person the talk turned to."""
    from dataclasses import replace

    from game.mind.brain import Listener
    from game.mind.records import Fact
    from game.mind.types import MemoryLine

    built, _ = make_brain()
    req = sample_requests()["next_utterance"][1]
    kitten = Fact(
        key="seed:pip:0", about=("pip",), topic="family", mine="",
        told="Pip Bell wants to keep the grey kitten.",
    )  # fmt: skip
    who = Listener(id="ann", name="Ann Bell", knows=True, kin=(("pip", 9),))
    built.brain.next_utterance(
        replace(
            req,
            listeners=(who,),
            known=(("ann", "Ann Bell"), ("pip", "Pip Bell"), ("jo", "Jo Reed")),
            related_news=(MemoryLine(id=5, text=kitten.told, fact=kitten),),
            housemates=("jo",),
        )
    )
    user = fake.chat_log("next_utterance")[0].body["messages"][1]["content"]
    assert "Ann Bell lives with Pip Bell." in user
    assert f"{req.speaker.first_name()} lives with Jo Reed." in user  # (the speaker's own)
    assert "Pip Bell wants to keep the grey kitten." in user


def test_a_model_hears_who_knows_what_from_records(make_brain, fake):
    """News reaches the model as records say it, over real HTTP: the speaker's own words for its
    own news, that it is a secret, what a listener already has, and what the speaker decided
    about a gathering just told."""
    from dataclasses import replace

    from game.mind.brain import Listener
    from game.mind.records import Fact, Gathering
    from game.mind.types import Line, MemoryLine

    built, _ = make_brain()
    req = sample_requests()["next_utterance"][1]
    me = req.speaker.id
    party = Gathering(
        what="birthday party", place="Corner Cafe", date="2026-02-14", start=1020, end=1140,
        host="ann", host_name="Ann Bell", source="talk",
    )  # fmt: skip
    mine = Fact(
        key="seed:me:0", about=(me,), topic="project", mine="I'm writing a thesis on town life.",
        told="Maria is writing a thesis on town life.", secret=True,
    )  # fmt: skip
    theirs = Fact(
        key="seed:ann:0", about=("ann",), topic="party", mine="I'm throwing a party {when}.",
        told="Ann Bell is throwing a birthday party at Corner Cafe {when}.", event=party,
    )  # fmt: skip
    kept = Fact(
        key="seed:me:1", about=(me,), topic="work", mine="I work at the library.",
        told="Maria works at the library.",
    )  # fmt: skip
    people = (Listener(id="ann", name="Ann Bell", knows=True, has=("seed:me:1",)),)
    built.brain.next_utterance(
        replace(
            req,
            listeners=people,
            news=(MemoryLine(id=7, text=mine.text(), fact=mine),),
            memories=(MemoryLine(id=8, text=kept.text(), fact=kept),),
            transcript=(Line(speaker="ann", name="Ann Bell", text="Come!", fact=theirs),),
            going="yes",
        )
    )
    user = fake.chat_log("next_utterance")[0].body["messages"][1]["content"]
    assert "- I'm writing a thesis on town life. (Maria's own news; a secret" in user
    assert "Ann Bell already knows: I work at the library." in user
    assert "Maria has decided to go (birthday party at Corner Cafe)." in user


def test_a_model_hears_what_the_resident_concluded_and_may_conclude_it(make_brain, fake):
    """A reflection's intention reaches the model as a record says it (a reaction, a line), and
    a model's insight may name people and an intention: kept when it is one of INTENTS, dropped
    (not refused) when it is not."""
    from dataclasses import replace

    built, _ = make_brain()
    reqs = sample_requests()
    react = reqs["decide_reaction"][1]
    built.brain.decide_reaction(replace(react, intent="help"))
    user = fake.chat_log("decide_reaction")[0].body["messages"][1]["content"]
    other = react.other.name
    assert f"has been meaning to look in on {other}" in user
    say = reqs["next_utterance"][1]
    built.brain.next_utterance(replace(say, intent="settle"))
    user = fake.chat_log("next_utterance")[-1].body["messages"][1]["content"]
    assert f"wants to put the quarrel with {say.listeners[0].name} right" in user

    ins = reqs["insights"][1]
    cited = ins.memories[0].id
    fake.script(
        "insights",
        {
            "insights": [
                {"text": "Ann is struggling.", "evidence": [cited], "about": ["Ann Bell"],
                 "intent": "help"},
                {"text": "Tom is odd.", "evidence": [cited], "about": ["Tom"], "intent": "marry"},
            ]
        },
    )  # fmt: skip
    got = built.brain.insights(ins)
    assert (got[0].about, got[0].intent) == (("Ann Bell",), "help")
    assert got[1].intent == "" and got[1].text == "Tom is odd."
