"""A resident of a Chinese town asks about what it saw a friend doing, as an English one does
("哟，正在喂鸭子吧？"): the sighting reaches the brain as the observation's record (who, and
what they were doing), not as its Chinese sentence, which has no "is" to read it by."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.tables import load_tables, use_tables
from game.lang import reading_for
from game.mind import language, talk_context
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import MemoryLine, Place
from tests.mind.test_reflect import make_resident, when

PARK = "桃花广场"
DUCKS = "正在喂鸭子"  # a walk's step (data/zh/activities.toml), as an onlooker says it


@pytest.fixture
def zh():
    before = language.reading()
    language.use(reading_for("zh"))
    use_tables(load_tables(language="zh"))
    yield
    use_tables(None)
    language.use(before)


def _seen_line(doing: str) -> str:
    """The sighting line the mind makes of a Chinese observation of 王宇航 at the park."""
    r = make_resident()
    r.memory.add(
        f"王宇航{doing}",  # (how a Chinese town words it: ``seen_doing`` "{name}{act}")
        kind="observation",
        now=10 * 3600.0,
        importance_10=2,
        subject="王宇航",
        predicate="is",
        obj=doing,
        keywords=["王宇航", doing, PARK.lower()],
    )
    lines = talk_context.seen(r, (("wang", "王宇航"),), 0.0, when, {PARK: "park"})
    assert len(lines) == 1
    return lines[0]


def test_a_chinese_sighting_is_read_from_its_record(zh):
    assert _seen_line(DUCKS) == f"Seen 10:00 at {PARK}: 王宇航 is {DUCKS}."


def _openings(doing: str) -> list[str]:
    me = replace(make_resident().card(), id="me", name="马明哲", age=50)
    friend = Listener(id="wang", name="王宇航", relationship="邻居", knows=True, age=45)
    context = [f"We are at {PARK} (park), a public place.", _seen_line(doing)]
    mems = tuple(MemoryLine(id=-1 - i, text=t, kind="context") for i, t in enumerate(context))
    said = []
    for seed in range(1, 41):
        req = UtteranceRequest(
            speaker=me, listeners=(friend,), place=Place(sector=PARK, arena="草坪"),
            now=10 * 60 + 3, transcript=(), memories=mems, max_turns_left=6,
        )  # fmt: skip
        said.append(BuiltinBrain(seed=seed).next_utterance(req).text)
    return said


def test_a_step_of_two_doings_is_not_asked_about(zh):
    """(as "wiping and stacking the tables" is not in English: "正在收拾一张桌子，擦干净吗？")"""
    said = _openings("正在收拾一张桌子，擦干净")
    assert not any("收拾一张桌子" in t for t in said), said


def test_a_chinese_resident_asks_a_friend_about_what_it_saw_them_doing(zh):
    said = _openings(DUCKS)
    asked = [t for t in said if DUCKS in t]
    assert asked, said
    # (in words of Chinese, with no English of the record left in them)
    assert not any(" is " in t for t in asked), asked


@pytest.mark.parametrize(
    "question", ["昨晚睡得好吗？", "今晚要很晚吗？", "你呢？", "吃过早饭了吗？"]
)
def test_a_plain_question_is_not_heard_as_one_about_what_one_is_doing(zh, question):
    """The question about a sighting has words of its own ("你这会儿是不是…？"), so "昨晚睡得好吗？"
    is not answered "还在弄，快了。" as if one had been asked whether one is still at it."""
    from game.brains.builtin.phrases_said import said_from

    assert not said_from("ask_seen_now", question)
    assert said_from("ask_seen_now", f"你这会儿是不是{DUCKS}？")
