"""A Chinese town's family named as family names them: "我爸", not the father's full name; a
husband or a daughter by the given name (names.kin_named, names.given_name); a plan phrase that
opens with a posture keeps one 在 when it is said to be going on (game/lang/zh/verbs.py)."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.names import given_name, kin_named
from game.brains.builtin.tables import load_tables, use_tables
from game.lang.zh.verbs import progressive
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import MemoryLine, Place
from tests.mind.test_reflect import make_resident

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import zh_talk_checks  # noqa: E402

FAMILY = (
    ("孙国华", "她的父亲，梨园小酒家厨师。"),
    ("孙佳怡", "她的母亲，槐荫邮局店员。"),
    ("孙春梅", "她的姐姐，8岁，在青石小学上学。"),
    ("罗宏伟", "她的丈夫，青石小学校长；两人一起过日子、分担家务。"),
    ("杨小雨", "他的女儿，7岁，在青石小学上学。"),
    ("何文斌", "青石小学的同事。"),
)


def test_given_name():
    assert given_name("杨小雨") == "小雨"
    assert given_name("王芳") == "王芳"  # a one-character given name alone is too curt
    assert given_name("Ann Lee") == "Ann"


def test_elders_by_the_word_for_them():
    said = kin_named("我会找个清静的时候问问孙国华是不是有什么事。", FAMILY)
    assert said == "我会找个清静的时候问问我爸是不是有什么事。"
    assert kin_named("先给孙佳怡打个电话", FAMILY) == "先给我妈打个电话"
    assert kin_named("我的孙国华", FAMILY) == "我爸"  # never "我的爸" or "我我爸"
    assert kin_named("何文斌和孙春梅都在", FAMILY) == "何文斌和我姐都在"  # a colleague: full name


def test_spouse_and_children_by_given_name():
    assert kin_named("我该去看看罗宏伟。", FAMILY) == "我该去看看宏伟。"
    assert kin_named("回头我跟杨小雨说一声", FAMILY) == "回头我跟小雨说一声"


def test_names_with_spaces_left_alone():
    assert kin_named("I'll ask Tom Reed.", (("Tom Reed", "Her father"),)) == "I'll ask Tom Reed."


def test_posture_keeps_one_zai():
    assert progressive("站在讲台前讲课") == "正站在讲台前讲课"
    assert progressive("坐在喷泉边") == "正坐在喷泉边"
    assert progressive("倒一杯拿铁") == "正在倒一杯拿铁"
    assert progressive("在药店工作") == "在药店工作"


def test_bench_counts_a_doubled_aspect():
    convs = [
        {"lines": [("a", "甲乙丙", "你瞧，正在站在讲台前讲课呢。"), ("b", "丁戊己", "正在看书。")]}
    ]
    bad, total, _ = zh_talk_checks.seam_lines(convs, {"甲乙丙": "f", "丁戊己": "m"})
    assert (bad, total) == (1, 2)


def test_asked_after_ones_husband_he_is_named_by_his_given_name():
    """A neighbour asks "宏伟身体还好吧？"; his wife answers with what she holds of him, and
    names him as a wife does ("宏伟"), not "罗宏伟", and once."""
    worry = Fact(key="seed:hw:0", about=("hw",), topic="worry", mine="我担心学校的事。",
                 told="罗宏伟担心学校的事。")  # fmt: skip
    known = (("hw", "罗宏伟"), ("hy", "罗海燕"), ("yz", "杨玉珍"))
    wife = replace(make_resident().card(), id="hy", name="罗海燕", age=42)
    asked = Line(speaker="yz", name="杨玉珍", text="宏伟身体还好吧？")
    who = Listener(id="yz", name="杨玉珍", relationship="邻居", knows=True)
    use_tables(load_tables(language="zh"))
    try:
        for minute in range(8):
            req = UtteranceRequest(
                speaker=wife, listeners=(who,), place=Place(sector="桃园"), now=600 + minute,
                transcript=(asked,), known=known, housemates=("hw",),
                household_news=(MemoryLine(id=7, text=worry.told, fact=worry),),
            )  # fmt: skip
            said = BuiltinBrain(seed=5).next_utterance(req).text
            assert "学校" in said and "罗宏伟" not in said and said.count("宏伟") == 1, said
    finally:
        use_tables(None)


def test_news_one_had_from_ones_father_is_said_to_come_from_him_not_his_full_name():
    """A girl passes on word of a neighbour's supper she had from her father: "我是听我爸说的",
    never "我是听王宇航说的" (a neighbour's way of naming him)."""
    from game.mind.types import Gathering

    supper = Gathering(
        what="生日晚宴", place="青石小酒家", date="2026-06-13", start=19 * 60, end=21 * 60,
        host="hsf", host_name="何淑芬", source="talk",
    )  # fmt: skip
    fact = Fact(key="seed:hsf:0", about=("hsf",), topic="party", news=True, event=supper,
                mine="我{when}在青石小酒家办生日晚宴。", told="何淑芬{when}在青石小酒家办生日晚宴。")  # fmt: skip
    known = (("wyh", "王宇航"), ("hsf", "何淑芬"), ("lfy", "刘凤英"))
    girl = replace(make_resident().card(), id="wyz", name="王玉珍", age=12, gender="female")
    mother = Listener(id="lfy", name="刘凤英", relationship="她的母亲，青石小酒家掌柜。", knows=True,
                      ties=("home",), age=38)  # fmt: skip
    bonds = (("wyh", "她的父亲，青石小酒家厨师。"), ("lfy", "她的母亲，青石小酒家掌柜。"))
    news = MemoryLine(id=7, text=fact.text(), fact=fact, source="王宇航")
    use_tables(load_tables(language="zh"))
    sourced = []
    try:
        for minute in range(60):
            req = UtteranceRequest(
                speaker=girl, listeners=(mother,), place=Place(sector="桃花巷2号"),
                now=600 + minute, transcript=(), known=known, news=(news,),
                housemates=("wyh", "lfy"), housemate_bonds=bonds,
            )  # fmt: skip
            said = BuiltinBrain(seed=5).next_utterance(req).text
            assert "王宇航" not in said, said
            sourced += [said] if "我爸" in said else []
    finally:
        use_tables(None)
    assert sourced
