"""Rejected replies are seen and not kept: logged with their reason, counted on the HUD's notice
line, and dropped from the response cache so that a re-run asks the model again."""

from __future__ import annotations

import logging

import pytest

import main
from game.brains.layers import FallbackBrain
from game.brains.llm.brain import LLMBrain
from game.brains.llm.cache import ResponseStore
from tests.brains.conftest import SECRET, call, stub_answer

LONG_BAD = "I think the best time would be HH:MM " + "blah " * 100


@pytest.fixture
def restore_logging():
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for h in root.handlers:
        if h not in handlers:
            h.close()
    root.handlers[:] = handlers
    root.setLevel(level)


def test_a_rejected_reply_reaches_the_log_file_with_its_reason(
    fake, tmp_path, monkeypatch, restore_logging
):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    fake.script("plan_day", {"blocks": [{"start": "HH:MM", "end": "09:00", "activity": "x"}] * 3})
    fake.script("plan_day", LONG_BAD)
    log_file = tmp_path / "town.log"
    (tmp_path / "x.toml").write_text("")  # an empty settings file: the developer's stays out
    argv = ["--llm-check", "--log-file", str(log_file), "--config", str(tmp_path / "x.toml")]
    argv += ["--llm-base-url", fake.base_url, "--llm-model", "fake-model", "--llm-api-key", SECRET]
    assert main.main(argv) == 1
    text = log_file.read_text(encoding="utf-8")
    first, second = [ln for ln in text.splitlines() if "plan_day: rejected reply" in ln]
    assert "WARNING" in first and "try 1" in first and "try 2" in second
    assert "block 1 start must be a 24-hour HH:MM time, got 'HH:MM'" in first
    assert "the reply was not a valid JSON object" in second
    assert repr(LONG_BAD[:300]) in second and LONG_BAD[:301] not in second
    assert SECRET not in text


def test_rejection_reasons_are_counted_for_the_hud(make_brain, fake):
    bad_time = {"blocks": [{"start": "HH:MM", "end": "09:00", "activity": "x"}] * 3}
    fake.script("plan_day", bad_time, times=4)
    fake.script("choose_place", {"place": "The Moon"}, times=2)
    fake.script("summarize", "not json at all", times=1)
    built, _ = make_brain()
    for step in ("plan_day", "plan_day", "choose_place", "summarize"):
        call(built.brain, step)
    llm = built.brain.find(LLMBrain)
    assert llm.top_rejections() == [
        ("bad time 'HH:MM'", 4),
        ("place not offered", 2),
        ("not JSON", 1),
    ]
    notice = "LLM rejected 7 replies: bad time 'HH:MM' (4), place not offered (2), not JSON (1)"
    assert notice in built.brain.notices()
    assert len(notice) <= 90  # the HUD shows a notice's first 90 characters (ui/hud.py)
    reasons = dict(built.brain.find(FallbackBrain).top_reasons())
    assert reasons == {
        "invalid reply: bad time 'HH:MM'": 2,
        "invalid reply: place not offered": 1,
    }


def test_a_rejected_reply_is_asked_again_on_a_re_run(make_brain, fake, tmp_path):
    cache = str(tmp_path / "cache.sqlite")
    fake.script("summarize", "Sorry, I cannot summarise that.", times=2)  # both tries rejected
    first, _ = make_brain(cache_path=cache)
    assert call(first.brain, "summarize") == stub_answer("summarize")
    assert len(fake.chat_log("summarize")) == 2
    assert len(ResponseStore(cache)) == 0  # neither rejected reply was kept
    first.status.close()

    fake.reset_log()  # the server now answers with its valid rule reply
    second, _ = make_brain(cache_path=cache)
    assert call(second.brain, "summarize") != stub_answer("summarize")
    (asked,) = fake.chat_log("summarize")  # asked again, not replayed from the cache
    assert asked.reply and len(ResponseStore(cache)) == 1
    second.status.close()

    fake.reset_log()
    third, _ = make_brain(cache_path=cache)
    assert call(third.brain, "summarize") != stub_answer("summarize")
    assert fake.chat_log("summarize") == []  # a used reply is kept
