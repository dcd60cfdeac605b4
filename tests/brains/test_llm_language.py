"""The LLM brain in the residents' language, through the fake server: a "zh" brain sends one
language line in every step's system prompt (an "en" brain's prompts are unchanged), takes
Chinese replies for the day plan, the talk and the talk's summary, and still refuses a
malformed Chinese reply with one clear line."""

from __future__ import annotations

import json

import pytest

from game.brains.llm import reply_language
from game.brains.llm.brain import LLMBrain
from game.brains.llm.check import check_models
from game.brains.llm.config import ConfigError, LLMConfig
from game.brains.llm.errors import InvalidReply
from game.brains.llm.factory import make_raw_models
from game.brains.llm.validators import next_utterance
from game.mind.brain import ConversationSummary, DayPlan, Utterance
from tests.brains.conftest import STEPS, call, llm_config, sample_requests, stub_answer
from tests.fake_openai import rule_reply

LINE = reply_language.INSTRUCTIONS["zh"]
PLAN_ZH = ["起床洗漱", "在咖啡馆工作", "吃午饭", "去市场买菜", "和家人吃晚饭", "看书放松"]
LINES_ZH = ["你好！今天过得怎么样？", "好", "还不错，刚忙完。", "那就好，回头见！"]


def _system(entry) -> str:
    return next(m["content"] for m in entry.body["messages"] if m["role"] == "system")


def test_every_step_of_a_zh_brain_asks_for_chinese_and_an_en_brain_does_not(make_brain, fake):
    zh, _ = make_brain(language="zh")
    for step in STEPS:
        call(zh.brain, step)
    for step in STEPS:
        (entry,) = fake.chat_log(step)
        system = _system(entry)
        assert system.startswith(f"[step:{step}]") and system.endswith(LINE)
        assert system.count(LINE) == 1
    fake.reset_log()
    en, _ = make_brain(language="en", cache_path="")
    for step in STEPS:
        call(en.brain, step)
    assert all(LINE not in _system(e) and "中文" not in _system(e) for e in fake.chat_log())


def _chinese(step: str):
    """A scripted reply: the fake's valid reply for ``step`` with its free text in Chinese."""

    def reply(body):
        data = rule_reply(step, body["messages"])
        if step == "plan_day":
            for block, act in zip(data["blocks"], PLAN_ZH, strict=False):
                block["activity"] = act
        elif step == "next_utterance":
            rows = data.get("lines") or [data]
            for row, text in zip(rows, LINES_ZH, strict=False):
                row["text"] = text
        elif step == "summarize_conversation":
            data["summary"] = "我和克劳斯聊了他正在写的论文。"
            data["learned"] = ["克劳斯在写一篇关于城市变迁的论文", "…"]
            for o in data.get("others", []):
                o["relationship"] = "邻居，聊得来"
        return data

    return reply


@pytest.mark.parametrize("step", ["plan_day", "next_utterance", "summarize_conversation"])
def test_a_zh_brain_takes_chinese_replies(make_brain, fake, step):
    built, _ = make_brain(language="zh")
    fake.script(step, _chinese(step))
    result = call(built.brain, step)
    assert built.brain.counters.fallbacks == {}, built.brain.find(LLMBrain).last_rejection
    sent = json.loads(fake.chat_log(step)[0].reply)
    if step == "plan_day":
        assert isinstance(result, DayPlan)
        assert [b.activity for b in result.blocks] == [b["activity"] for b in sent["blocks"]]
    elif step == "next_utterance":
        assert isinstance(result, Utterance) and result.text == LINES_ZH[0]
    else:
        assert isinstance(result, ConversationSummary)
        assert result.summary == "我和克劳斯聊了他正在写的论文。"
        assert result.learned == ("克劳斯在写一篇关于城市变迁的论文",)  # the "…" left out
        assert set(result.relationships.values()) <= {"邻居，聊得来"}


def test_a_malformed_chinese_reply_is_refused_with_one_line(make_brain, fake):
    built, _ = make_brain(language="zh", cache_path="")
    fake.script("plan_day", "好的，这是我今天的计划：先起床，再去上班。", times=2)
    assert call(built.brain, "plan_day") == stub_answer("plan_day")  # the fallback answered
    llm = built.brain.find(LLMBrain)
    why = llm.last_rejection["plan_day"]
    assert why and "\n" not in why
    fake.reset_log()

    def overlapping(body):
        data = _chinese("plan_day")(body)
        data["blocks"][1]["start"] = "06:00"  # before the first block ends
        return data

    fake.script("plan_day", overlapping, times=2)
    assert call(built.brain, "plan_day") == stub_answer("plan_day")
    why = llm.last_rejection["plan_day"]
    assert "block 2" in why and "\n" not in why


def test_a_chinese_line_is_counted_in_characters_and_its_speaker_head_dropped():
    _, req = sample_requests()["next_utterance"]
    me = req.speaker.first_name()
    assert next_utterance({"text": "好"}, req).text == "好"  # one character is a line
    assert next_utterance({"text": f"{me}：你好呀"}, req).text == "你好呀"  # a Chinese colon
    other = req.listeners[0].name.split()[0]
    with pytest.raises(InvalidReply):
        next_utterance({"text": f"你好。{other}：我也好"}, req)
    with pytest.raises(InvalidReply):
        next_utterance({"text": "……"}, req)  # no words at all
    long = next_utterance({"text": "好" * 500}, req).text
    assert len(long) == 400  # the cap is in characters


def test_an_unknown_language_is_one_line():
    with pytest.raises(ConfigError) as err:
        LLMConfig(language="fr")
    assert "\n" not in str(err.value) and "'fr'" in str(err.value)
    with pytest.raises(ValueError):
        reply_language.instruct((("system", "x"),), "fr")
    assert reply_language.instruct((("user", "x"),), "zh")[0] == ("system", LINE)


def test_the_llm_check_asks_every_step_in_the_language(fake, tmp_path):
    """``--llm-check``'s table (``check_models``) in Chinese: each step asked once, with the
    language line, and each reply judged as the town would judge it."""
    main, cheap = make_raw_models(llm_config(fake, tmp_path, language="zh", cache_path=""))
    rows = check_models(main, cheap, language="zh")
    assert [r.step for r in rows] == list(STEPS) and all(r.outcome == "valid" for r in rows)
    assert {e.step for e in fake.chat_log()} == set(STEPS)
    assert all(_system(e).endswith(LINE) for e in fake.chat_log())
