"""The LLM brain sees what the built-in brain sees: every request record a model needs reaches
the prompt the server receives (``game.brains.llm.talk_lines``, ``context_lines``), and an
empty one adds nothing. Through the fake server and the real openai client."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.brains.llm import reply_language
from game.brains.llm.samples import sample_requests
from game.mind.brain import Housemate, Listener, NeedNote
from game.mind.records import Doing, Fact, Gathering
from game.mind.types import Action, Decision, Line, MemoryLine, Place, PlanBlock
from tests.brains.conftest import STEPS, call

KNOWN = (("bob", "Bob Lopez"), ("klaus", "Klaus Mueller"))
HOME = Place(sector="Lopez House", arena="kitchen", obj="stove")
PARTY = Gathering(what="the harbour meeting", place="Hobbs Cafe", date="2026-02-13", start=600,
                  end=720, host="isabella", host_name="Isabella Rodriguez")  # fmt: skip
# headers and notes only these modules write: none may appear for a request without the records
NEW = ("Already done today", "Nobody else is up", "Shut at", "lives with (plan the meals",
       "'s family (", "Who the people", "It is now", "Gatherings Maria knows", "What Maria did",
       "What Maria knows", "These are", "Asked after one of them", "is at the harbour",
       "has told it to", "own lines of the last", "trusts Klaus", "courting", "earlier today",
       "has a crush on",
       "What Klaus", "has no work", "a girl of", "a boy of", "a child of",
       "What Maria decided", "is going", "is not going")  # fmt: skip


def sent(make_brain, fake, step: str, req, **config) -> str:
    """The user message the server received for ``req`` (a fresh brain, no cache)."""
    built, _ = make_brain(cache_path="", **config)
    getattr(built.brain, step)(req)
    assert built.brain.counters.fallbacks == {}, "the model's reply was taken"
    return fake.chat_log(step)[-1].body["messages"][1]["content"]


def utterance(**kw):
    return replace(sample_requests()["next_utterance"], known=KNOWN, **kw)


def test_a_housemate_bond_is_in_the_prompt_and_no_bond_adds_only_the_name(make_brain, fake):
    asked = (Line(speaker="klaus", name="Klaus Mueller", text="How's your dad keeping?"),)
    bond = "Her father, a net-mender who never stops"
    req = utterance(housemates=("bob",), housemate_bonds=(("bob", bond),), transcript=asked)
    user = sent(make_brain, fake, "next_utterance", req)
    assert f"Maria lives with Bob Lopez ({bond})." in user
    assert "Asked after one of them, Maria calls them what they are to Maria" in user
    user = sent(make_brain, fake, "next_utterance", replace(req, housemate_bonds=()))
    assert "Maria lives with Bob Lopez.\n" in user and "Asked after" not in user
    unknown = replace(req, known=KNOWN[1:])  # a bond with one not known by name: no line
    assert "Bob" not in sent(make_brain, fake, "next_utterance", unknown)


def test_steps_done_before_a_cut_block_are_in_the_decompose_prompt(make_brain, fake):
    base = sample_requests()["decompose"]
    block = PlanBlock(start=480, end=540, activity="morning routine")
    done = (
        Action(start=420, minutes=15, description="wake up and stretch", place=HOME),
        Action(start=435, minutes=25, description="shower and get dressed", place=HOME),
        Action(start=480, minutes=15, description="a step of the slice itself", place=HOME),
    )
    user = sent(make_brain, fake, "decompose", replace(base, block=block, done=done))
    assert "Already done today (do not do these again; Maria goes on from where" in user
    assert "- 07:00-07:15 wake up and stretch (Lopez House)" in user
    assert "- 07:15-07:40 shower and get dressed (Lopez House)" in user
    assert "a step of the slice itself" not in user  # (not before the slice)
    user = sent(make_brain, fake, "decompose", replace(base, block=block))
    assert "Already done" not in user


def test_being_alone_and_a_place_shut_ahead_are_in_the_decompose_prompt(make_brain, fake):
    base = sample_requests()["decompose"]  # at Lopez House; Hobbs Cafe listed as open
    req = replace(base, company=frozenset({"Hobbs Cafe"}), shut=frozenset({"Hobbs Cafe"}))
    user = sent(make_brain, fake, "decompose", req)
    assert "Shut at 09:00: Hobbs Cafe." in user
    assert "Nobody else is up and about at Lopez House at 09:00" in user
    here = replace(base, company=frozenset({"Lopez House"}), shut=frozenset())
    user = sent(make_brain, fake, "decompose", here)
    assert "Nobody else" not in user and "Shut at" not in user


def test_the_gathering_held_here_and_where_the_speaker_stands(make_brain, fake):
    f = Fact(key="mtg", about=("isabella",), topic="civic", mine="I called the meeting",
             told="Isabella wants the harbour wall rebuilt", event=PARTY)  # fmt: skip
    user = sent(make_brain, fake, "next_utterance", utterance(gathering_here=f, stance="against"))
    assert "Maria is at the harbour meeting here now, held by Isabella Rodriguez" in user
    assert "Isabella wants the harbour wall rebuilt" in user
    assert "Maria is against what Isabella Rodriguez wants here" in user


def test_what_the_speaker_knows_of_a_listener(make_brain, fake):
    klaus = Listener(id="klaus", name="Klaus Mueller", relationship="a friendly classmate",
                     knows=True, confidant=True, courting=True, talked_today=True,
                     occupation="baker", works_at="Mueller Bakery", off_today=True)  # fmt: skip
    user = sent(make_brain, fake, "next_utterance", utterance(listeners=(klaus,)))
    assert "is a boy of" not in user and "a child" not in user  # (age not known)
    pip = replace(klaus, name="Pip Lopez", age=10, gender="female", occupation="")
    assert "Pip Lopez is a girl of 10." in sent(
        make_brain, fake, "next_utterance", utterance(listeners=(pip,))
    )
    grown = replace(pip, age=34)
    assert "of 34" not in sent(make_brain, fake, "next_utterance", utterance(listeners=(grown,)))
    said = replace(klaus, occupation="baker at Mueller Bakery")  # (the place said once)
    assert "does: baker at Mueller Bakery.\n" in sent(
        make_brain, fake, "next_utterance", utterance(listeners=(said,))
    )
    for note in ("Maria trusts Klaus Mueller with secrets.",
                 "Maria and Klaus Mueller are courting", "already talked with Klaus Mueller "
                 "earlier today", "What Klaus Mueller does: baker (at Mueller Bakery).",
                 "Klaus Mueller has no work or school today."):  # fmt: skip
        assert note in user
    fond = replace(klaus, courting=False, feeling="crush")
    assert "Maria has a crush on Klaus Mueller, who does not know it" in sent(
        make_brain, fake, "next_utterance", utterance(listeners=(fond,))
    )


def test_news_told_before_and_lines_said_lately(make_brain, fake):
    f = Fact(key="party", about=("isabella",), topic="event", mine="",
             told="Isabella is throwing a party")  # fmt: skip
    news = (MemoryLine(id=15, text=f.told, fact=f),)
    lately = ("Never stops, that one.", "Same as ever, same as ever.")
    req = utterance(news=news, retold=(("party", 4),), said_lately=lately)
    user = sent(make_brain, fake, "next_utterance", req)
    assert "Isabella is throwing a party (Maria has told it to 4 people already" in user
    assert "Maria's own lines of the last few days (do not say the same again):" in user
    assert "- Same as ever, same as ever." in user
    assert user.index("Same as ever") < user.index("Conversation so far:")


def test_the_household_is_in_the_day_plan_prompt(make_brain, fake):
    dad = Housemate(id="bob", age=52, wake=330, sleep=1290, work_hours=(360, 840),
                    work_days=("mon", "tue"))  # fmt: skip
    req = replace(sample_requests()["plan_day"], household=(dad,))
    user = sent(make_brain, fake, "plan_day", req)
    assert "Maria lives with (plan the meals they share" in user
    assert (
        "- someone aged 52, up 05:30-21:30, out at work or school 06:00-14:00 on mon, tue" in user
    )


def test_a_need_seen_to_at_home_says_it_is_home(make_brain, fake):
    note = NeedNote(need="fullness", level=0.1, since="lunch", minute=1100, place="Lopez House")
    base = sample_requests()["plan_day"]
    user = sent(make_brain, fake, "plan_day", replace(base, need=replace(note, at_home=True)))
    assert "sees to it first, at home (Lopez House)" in user
    user = sent(make_brain, fake, "plan_day", replace(base, need=note))
    assert "sees to it first, at Lopez House" in user


def test_a_reflection_knows_when_it_is_the_family_and_the_bonds(make_brain, fake):
    bond = MemoryLine(id=40, text="Klaus Mueller is Maria's oldest friend", kind="bond")
    req = replace(sample_requests()["insights"], now="13 Feb 07:42",
                  family=(("Bob Lopez", "Her father, a net-mender"),), bonds=(bond,))  # fmt: skip
    user = sent(make_brain, fake, "insights", req)
    assert "It is now 13 Feb 07:42." in user
    assert "- Bob Lopez: Her father, a net-mender" in user
    assert "- Klaus Mueller is Maria's oldest friend" in user
    assert "[40]" not in user  # not offered as evidence: the schema offers shown memories only


def test_a_reflection_knows_what_was_decided_about_the_gathering_the_news_names(make_brain, fake):
    party = Fact(key="party", about=("isabella",), topic="event", mine="",
                 told="Isabella is holding the harbour meeting", event=PARTY)  # fmt: skip
    news = MemoryLine(id=15, text=party.told, kind="conversation", fact=party)
    plan = MemoryLine(id=52, text="Isabella is holding the harbour meeting; I work then, so no",
                      kind="plan", when="12 Feb 18:00",
                      decided=Decision(key=PARTY.key, going=False, reason="work",
                                       gathering=PARTY))  # fmt: skip
    req = replace(sample_requests()["insights"], memories=(news,), plans=(plan,))
    fake.script("insights", {"insights": [{"text": "I work then, so I won't go.",
                                           "evidence": [15, 52], "about": [], "intent": ""}]})  # fmt: skip
    built, _ = make_brain(cache_path="")
    got = built.brain.insights(req)
    assert built.brain.counters.fallbacks == {}
    assert [i.evidence for i in got] == [(15, 52)]  # (the decision is cited as evidence)
    user = fake.chat_log("insights")[-1].body["messages"][1]["content"]
    assert "What Maria decided about the gatherings this news names" in user
    assert ("- [52] (12 Feb 18:00) Isabella is holding the harbour meeting; I work then, so no "
            "(Maria is not going: Maria works then)") in user  # fmt: skip
    going = replace(plan, decided=replace(plan.decided, going=True, reason="tie"))
    user = sent(make_brain, fake, "insights", replace(req, plans=(going,)))
    assert "(Maria is going: for the sake of the one holding it)" in user


def test_the_reflection_questions_know_the_family_and_the_bonds(make_brain, fake):
    bond = MemoryLine(id=40, text="Klaus Mueller is Maria's oldest friend", kind="bond")
    req = replace(sample_requests()["reflect_questions"], bonds=(bond,),
                  family=(("Bob Lopez", "Her father, a net-mender"),))  # fmt: skip
    user = sent(make_brain, fake, "reflect_questions", req)
    assert "- Bob Lopez: Her father, a net-mender" in user
    assert "- Klaus Mueller is Maria's oldest friend" in user
    assert user.index("oldest friend") < user.index("Given only these statements")


def test_an_interview_knows_gatherings_its_day_facts_and_aims(make_brain, fake):
    did = Doing(date="2026-02-13", start=480, end=540, did="baked bread", place="Hobbs Cafe")
    held = (MemoryLine(id=70, text="The mill is for sale"),)
    req = replace(sample_requests()["answer_question"], gatherings=((PARTY, True),),
                  doings=(did,), held=held, intents=(("Klaus Mueller", "settle"),))  # fmt: skip
    user = sent(make_brain, fake, "answer_question", req)
    assert "- the harbour meeting at Hobbs Cafe" in user and "(Maria is going)" in user
    assert "held by Isabella Rodriguez" in user
    assert "- 2026-02-13 08:00-09:00 baked bread (Hobbs Cafe)" in user
    assert "What Maria knows:\n- The mill is for sale" in user
    assert "Maria wants to put the quarrel with Klaus Mueller right" in user


def test_a_summary_knows_what_kind_of_memories_it_condenses(make_brain, fake):
    req = replace(sample_requests()["summarize"], kind="conversation")
    user = sent(make_brain, fake, "summarize", req)
    assert "These are Maria's talks and what Maria heard in them." in user


@pytest.mark.parametrize("step", STEPS)
def test_a_request_without_the_records_adds_nothing(make_brain, fake, step):
    built, _ = make_brain(cache_path="")
    call(built.brain, step)
    user = fake.chat_log(step)[-1].body["messages"][1]["content"]
    assert not [n for n in NEW if n in user]
    assert "\n\n\n" not in user  # (an empty section leaves no blank gap)


def test_a_zh_brain_gets_the_records_own_chinese_words(make_brain, fake):
    bond = "她的父亲，补网的，闲不住"
    req = utterance(housemates=("bob",), housemate_bonds=(("bob", bond),))
    user = sent(make_brain, fake, "next_utterance", req, language="zh")
    assert f"Bob Lopez ({bond})" in user
    system = fake.chat_log("next_utterance")[-1].body["messages"][0]["content"]
    assert system.endswith(reply_language.INSTRUCTIONS["zh"])
