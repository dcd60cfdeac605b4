"""Hearing that it is the same matter (``talk_same``): told a fact on something the hearer
holds a fact of its own about, the hearer's answer starts from the shared thing, from its own
record, not from a stock acknowledgement followed by its own news as if it were unrelated."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.talk_same import shared_thing
from game.mind.brain import Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Line, Place
from tests.brains.test_builtin_support import cards

PARK = Place(sector="Bluebell Park", arena="Pond")


def test_the_shared_thing_is_the_run_of_words_both_hold_less_its_edges():
    told = "Ann Lee is looking after a grey kitten in the kennels that nobody has claimed."
    mine = "I really want to keep the grey kitten that was brought in to the surgery."
    assert shared_thing(told, mine) == "grey kitten"
    assert shared_thing("Tom is mending a fence.", "I baked a cake.") == ""
    # the thing, not what is done to it
    offer = "A developer has offered to buy the old mill."
    assert shared_thing(offer, "The village should buy the old mill itself.") == "old mill"
    assert shared_thing("王大明在照看一只灰色小猫。", "我想养那只灰色小猫。") == "灰色小猫"


def _pair():
    a, b = cards()[:2]
    kitten = Fact(
        key="kitten_b",
        about=(b.id,),
        topic="work",
        mine="I'm looking after a grey kitten in the kennels. Nobody has claimed it yet.",
        told=f"{b.name} is looking after a grey kitten in the kennels.",
        news=True,
    )
    keep = Fact(
        key="keep_a",
        about=(a.id,),
        topic="project",
        mine="I really want to keep the grey kitten that was brought in to the surgery.",
        told=f"{a.name} wants to keep the grey kitten from the surgery.",
        news=True,
    )
    return replace(a, facts=(keep,)), replace(b, facts=(kitten,)), kitten


def _answer(a, b, told: Fact, seed: int) -> str:
    lines = (
        Line(speaker=a.id, name=a.name, text="Hello! How are you?"),
        Line(speaker=b.id, name=b.name, text=told.mine, fact=told),
    )
    req = UtteranceRequest(
        speaker=a,
        listeners=(Listener(id=b.id, name=b.name, knows=True),),
        place=PARK,
        now=10 * 60,
        transcript=lines,
        max_turns_left=4,
    )
    return BuiltinBrain(seed=seed).next_utterance(req).text


def test_told_of_a_thing_one_has_a_stake_in_one_answers_that_thing():
    a, b, kitten = _pair()
    for seed in range(1, 7):
        text = _answer(a, b, kitten, seed)
        assert "keep the grey kitten" in text, text  # one's own record on it
        assert (
            "grey kitten?" in text.lower()
            or "grey kitten!" in text.lower()
            or said_from("same_thing", text)
        ), text


def test_without_a_stake_the_answer_is_no_link():
    a, b, kitten = _pair()
    plain = replace(a, facts=())
    for seed in range(1, 4):
        text = _answer(plain, b, kitten, seed)
        assert not said_from("same_thing", text) and not said_from("same_matter", text), text


def test_news_one_holds_on_the_same_thing_is_linked_to_what_was_told():
    from game.mind.types import MemoryLine

    a, b, _ = _pair()
    plain = replace(a, facts=())
    kennel = Fact(
        key="kennel_c",
        about=("someone_else",),
        topic="other",
        mine="",
        told="Somebody left a grey kitten on the surgery step last week.",
        news=True,
    )
    held = MemoryLine(id=7, text=kennel.told, fact=kennel)
    told = Fact(
        key="told_b",
        about=(b.id,),
        topic="work",
        mine="I'm looking after a grey kitten in the kennels.",
        told=f"{b.name} is looking after a grey kitten in the kennels.",
    )
    linked = []
    for minute in range(600, 630):
        req = UtteranceRequest(
            speaker=plain,
            listeners=(Listener(id=b.id, name=b.name, knows=True),),
            place=PARK,
            now=minute,
            transcript=(Line(speaker=b.id, name=b.name, text=told.mine, fact=told),),
            max_turns_left=4,
            related_news=(held,),
        )
        u = BuiltinBrain(seed=3).next_utterance(req)
        if said_from("link_thing", u.text):
            linked.append(u)
    assert linked
    for u in linked:
        assert "grey kitten" in u.text and "surgery step" in u.text and u.told == (7,), u.text
