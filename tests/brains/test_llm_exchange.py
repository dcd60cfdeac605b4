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


def test_group_talks_and_exchange_lines_1_keep_one_call_per_line(make_brain, fake):
    built, _ = make_brain(cache_path="")
    group = (KLAUS, Listener(id="isabella", name="Isabella Rodriguez", relationship=""))
    first = ask(built.brain, MARIA, TRANSCRIPT, listeners=group)
    ask(built.brain, KLAUS_CARD, said(TRANSCRIPT, MARIA, first), listeners=(AS_LISTENER,))
    log = fake.chat_log("next_utterance")
    assert "[exchange]" not in log[0].body["messages"][0]["content"]
    fake.reset_log()
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
