"""Short exchanges: a two-person conversation's next lines in one call, each line validated
for its own speaker; the planned lines answer later turns without a call while the transcript
is what the exchange expected."""

from __future__ import annotations

import argparse
from dataclasses import replace

import pytest

from game.brains.llm.config import ConfigError, add_cli_args, resolve_config
from game.brains.llm.samples import KLAUS, MARIA, TRANSCRIPT
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Line, Place

KLAUS_CARD = replace(MARIA, id="klaus", name="Klaus Mueller")
AS_LISTENER = Listener(id="maria", name="Maria Lopez", relationship="a classmate")
PLACE = Place.parse("Hobbs Cafe:cafe")


def ask(brain, speaker, transcript, listeners=None):
    listeners = listeners or ((KLAUS,) if speaker is MARIA else (AS_LISTENER,))
    req = UtteranceRequest(
        speaker=speaker,
        listeners=listeners,
        place=PLACE,
        now=600,
        transcript=tuple(transcript),
        max_turns_left=8,
    )
    return brain.next_utterance(req)


def said(transcript, speaker, utt):
    return [*transcript, Line(speaker=speaker.id, name=speaker.name, text=utt.text)]


def test_three_lines_from_one_call(make_brain, fake):
    built, _ = make_brain(cache_path="")
    talk = list(TRANSCRIPT)  # Klaus spoke first
    first = ask(built.brain, MARIA, talk)
    talk = said(talk, MARIA, first)
    second = ask(built.brain, KLAUS_CARD, talk)
    talk = said(talk, KLAUS_CARD, second)
    third = ask(built.brain, MARIA, talk)
    log = fake.chat_log("next_utterance")
    assert len(log) == 1 and "[exchange]" in log[0].body["messages"][0]["content"]
    assert "Klaus" in first.text and "Maria" in second.text  # each in its own voice
    assert third.end and not first.end and not second.end
    assert built.status.stats()["exchange_lines_planned"] == 2
    assert built.brain.counters.fallbacks == {}


def test_a_changed_transcript_asks_again(make_brain, fake):
    built, _ = make_brain(cache_path="")
    talk = list(TRANSCRIPT)
    first = ask(built.brain, MARIA, talk)
    talk = said(talk, MARIA, replace(first, text="Something else entirely."))
    ask(built.brain, KLAUS_CARD, talk)
    assert len(fake.chat_log("next_utterance")) == 2


def test_a_line_for_someone_else_cuts_the_exchange(make_brain, fake):
    fake.script(
        "next_utterance",
        {
            "lines": [
                {"speaker": "Maria", "text": "Good morning, Klaus.", "end": False},
                {"speaker": "Klaus", "text": "Maria: I will answer for myself.", "end": False},
                {"speaker": "Maria", "text": "See you later.", "end": True},
            ]
        },
    )
    built, _ = make_brain(cache_path="")
    talk = list(TRANSCRIPT)
    first = ask(built.brain, MARIA, talk)
    assert first.text == "Good morning, Klaus."
    second = ask(built.brain, KLAUS_CARD, said(talk, MARIA, first))
    assert "Maria:" not in second.text
    assert len(fake.chat_log("next_utterance")) == 2  # the bad line was not kept: asked again
    assert built.status.stats()["exchange_lines_planned"] == 0


def test_a_wrong_first_line_gets_the_corrective_retry(make_brain, fake):
    fake.script("next_utterance", {"lines": [{"speaker": "Klaus", "text": "Hi.", "end": False}]})
    built, _ = make_brain(cache_path="")
    utt = ask(built.brain, MARIA, TRANSCRIPT)
    log = fake.chat_log("next_utterance")
    assert len(log) == 2 and "must be by Maria" in log[1].body["messages"][-1]["content"]
    assert "Klaus" in utt.text and built.brain.counters.fallbacks == {}


def test_a_single_line_reply_is_taken(make_brain, fake):
    fake.script("next_utterance", {"text": "Just one line.", "end": False})
    built, _ = make_brain(cache_path="")
    assert ask(built.brain, MARIA, TRANSCRIPT).text == "Just one line."


ISABELLA = Listener(id="isabella", name="Isabella Rodriguez", relationship="")
ISABELLA_CARD = replace(MARIA, id="isabella", name="Isabella Rodriguez")


def test_a_group_takes_turns_in_one_call(make_brain, fake):
    """Three at a table: Klaus spoke, Maria is next, then Isabella, then Klaus; one call plans
    those lines, each validated as its own speaker's, in the round's order."""
    built, _ = make_brain(cache_path="")
    talk = list(TRANSCRIPT)  # Klaus spoke first
    first = ask(built.brain, MARIA, talk, listeners=(KLAUS, ISABELLA))
    log = fake.chat_log("next_utterance")
    assert len(log) == 1
    prompt = log[0].body["messages"][-1]["content"]
    assert "taking turns: Maria, Isabella, Klaus" in prompt
    assert "among residents" in log[0].body["messages"][0]["content"]
    talk = said(talk, MARIA, first)
    k_as_listener = Listener(id="klaus", name="Klaus Mueller", relationship="")
    second = ask(built.brain, ISABELLA_CARD, talk, listeners=(k_as_listener, AS_LISTENER))
    talk = said(talk, ISABELLA_CARD, second)
    third = ask(built.brain, KLAUS_CARD, talk, listeners=(AS_LISTENER, ISABELLA))
    assert len(fake.chat_log("next_utterance")) == 1, "the group's next turns asked again"
    assert built.status.stats()["exchange_lines_planned"] == 2
    assert "Maria" in second.text and "Isabella" in third.text  # each answers the one before
    # out of turn (Klaus instead of Isabella) the plan does not fit: asked afresh
    fake.reset_log()
    talk = said(
        list(TRANSCRIPT), MARIA, ask(built.brain, MARIA, list(TRANSCRIPT), (KLAUS, ISABELLA))
    )
    ask(built.brain, KLAUS_CARD, talk, listeners=(AS_LISTENER, ISABELLA))
    assert len(fake.chat_log("next_utterance")) == 2


def test_a_group_line_by_the_wrong_member_cuts_the_exchange(make_brain, fake):
    fake.script(
        "next_utterance",
        {
            "lines": [
                {"speaker": "Maria", "text": "Morning, both of you.", "end": False},
                {"speaker": "Klaus", "text": "Morning!", "end": False},  # Isabella's turn
            ]
        },
    )
    built, _ = make_brain(cache_path="")
    first = ask(built.brain, MARIA, TRANSCRIPT, listeners=(KLAUS, ISABELLA))
    assert first.text == "Morning, both of you."
    assert built.status.stats()["exchange_lines_planned"] == 0
    k_as_listener = Listener(id="klaus", name="Klaus Mueller", relationship="")
    talk = said(TRANSCRIPT, MARIA, first)
    ask(built.brain, ISABELLA_CARD, talk, listeners=(k_as_listener, AS_LISTENER))
    assert len(fake.chat_log("next_utterance")) == 2


def test_exchange_lines_1_keeps_one_call_per_line(make_brain, fake):
    single, _ = make_brain(cache_path="", exchange_lines=1)
    first = ask(single.brain, MARIA, TRANSCRIPT)
    ask(single.brain, KLAUS_CARD, said(TRANSCRIPT, MARIA, first))
    log = fake.chat_log("next_utterance")
    assert len(log) == 2 and all("[exchange]" not in e.body["messages"][0]["content"] for e in log)


def test_exchange_lines_setting(tmp_path):
    p = argparse.ArgumentParser()
    add_cli_args(p)
    url = ["--llm-base-url", "http://localhost:1/v1"]
    cfg = resolve_config(p.parse_args([*url, "--llm-exchange-lines", "2"]), {}, tmp_path / "x")
    assert cfg.exchange_lines == 2
    assert resolve_config(p.parse_args(url), {}, tmp_path / "x").exchange_lines == 4
    with pytest.raises(ConfigError):
        resolve_config(p.parse_args([*url, "--llm-exchange-lines", "0"]), {}, tmp_path / "x")
