"""What one calls someone in a town whose names are written surname first (address_forms):
by their age against one's own, their gender, the bond and the trade (郑阿姨, 高爷爷, 老宋,
小何, 李老师), never a neighbour of sixty by her full name; English names as before."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.address import address_of
from game.brains.builtin.tables import load_tables, use_tables
from game.lang import reading_for
from game.mind import language
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Place
from tests.mind.test_reflect import make_resident


@pytest.fixture
def zh():
    before = language.reading()
    language.use(reading_for("zh"))
    use_tables(load_tables(language="zh"))
    yield
    use_tables(None)
    language.use(before)


def card(age: int, gender: str = "", name: str = "王秀英", pid: str = "me"):
    return replace(make_resident().card(), id=pid, name=name, age=age, gender=gender)


def who(name: str, age: int, gender: str = "", **more) -> Listener:
    return Listener(id=name, name=name, age=age, gender=gender, knows=True, **more)


def test_a_girl_of_17_greets_a_neighbour_of_60_as_auntie_not_by_her_full_name(zh):
    girl = card(17, "female")
    her = who("郑淑芬", 60, "female", relationship="邻居")
    for minute in range(6):
        req = UtteranceRequest(
            speaker=girl, listeners=(her,), place=Place(sector="茶园"), now=600 + minute,
            transcript=(),
        )  # fmt: skip
        said = BuiltinBrain(seed=minute).next_utterance(req).text
        assert "郑淑芬" not in said, said
    assert address_of(girl, her, 1) == "郑阿姨"


@pytest.mark.parametrize(
    ("sp", "listener", "called"),
    [
        ((7, "male"), ("高秀英", 77, "female"), "高奶奶"),
        ((13, "female"), ("吴浩然", 65, "male"), "吴爷爷"),  # (65 and 13: two generations)
        ((14, "male"), ("黄慧敏", 52, "female"), "黄阿姨"),
        ((16, "female"), ("杨丽娟", 26, "female"), "丽娟姐"),
        ((30, "female"), ("王志强", 42, "male"), "王哥"),
        ((50, "male"), ("宋建国", 47, "male"), "老宋"),
        ((62, "female"), ("高秀英", 66, "female"), "高姐"),  # an older woman to a woman
        ((62, "male"), ("高秀英", 66, "female"), "老高"),
        ((60, "male"), ("何明哲", 28, "male"), "小何"),
        ((81, "female"), ("谢宇航", 51, "male"), "小谢"),  # a generation younger
        ((72, "male"), ("宋建国", 59, "male"), "老宋"),  # a little younger, past 45
        ((40, "female"), ("谢佳怡", 13, "female"), "佳怡"),
        ((28, "male"), ("何淑芬", 27, "female"), "何淑芬"),  # one's own age: the full name
        ((43, "female"), ("黄慧敏", 47, "female"), "慧敏"),  # neighbours in their forties
        ((38, "female"), ("杨丽华", 42, "female"), "丽华"),
        ((49, "male"), ("谢秀兰", 43, "female"), "秀兰"),  # a little younger, under 45
        ((42, "male"), ("谢秀兰", 43, "female"), "秀兰"),
        ((38, "female"), ("李明哲", 29, "male"), "小李"),  # five to nine years younger, under 35
        ((29, "male"), ("胡慧敏", 21, "female"), "胡慧敏"),  # (the young: the full name)
        ((9, "female"), ("李静怡", 51, "female"), "李老师"),  # her trade, to anyone
    ],
)
def test_forms_by_age_gender_and_trade(zh, sp, listener, called):
    name, age, gender = listener
    trade = "杨柳学校校长" if called == "李老师" else ""
    assert address_of(card(*sp), who(name, age, gender, occupation=trade), 3) == called


def test_a_grown_up_speaker_calls_a_woman_of_the_parents_generation_auntie(zh):
    said = address_of(card(50, "male"), who("郑淑芬", 70, "female"), 3)
    assert said in ("郑姨", "郑阿姨")
    assert all(address_of(card(50, "male"), who("郑淑芬", 70, "female"), s) for s in range(5))


def test_sweethearts_by_given_name_a_quarrel_by_the_full_name(zh):
    me = card(30, "male")
    assert address_of(me, who("杨丽娟", 29, "female", courting=True), 3) == "丽娟"
    cold = who("徐海涛", 41, "male", relationship="两人为了一笔借了没还的钱吵过架。")
    assert address_of(me, cold, 3) in ("徐海涛", "徐哥")  # (a quarrel: not his given name)


def test_unknown_gender_is_a_neutral_form(zh):
    assert address_of(card(10), who("郑淑芬", 80), 3) == "老人家"
    # one generation older, gender not known: no kin-like word, a child says no name
    assert address_of(card(10), who("郑淑芬", 40), 3) == ""
    assert address_of(card(30), who("郑淑芬", 55), 3) == "郑淑芬"


def test_family_keeps_its_kin_words(zh):
    son = card(21, "male")
    mum = who("郑淑芬", 60, "female", relationship="他的母亲，柳溪村委会会计。")
    assert address_of(son, mum, 3) == "妈"


def test_english_names_as_before():
    kid, grown = card(10, "female", "Pip Lee"), card(30, "female", "Ann Lee")
    assert address_of(kid, who("Tom Reed", 60, "male"), 3) == ""  # (no grown-up's first name)
    assert address_of(grown, who("Tom Reed", 60, "male"), 3) == "Tom"


def test_one_turned_to_in_a_group_is_called_so_too(zh):
    """Inviting the one of a group who has not heard: "郑阿姨，希望你也来：", not her full name;
    an English name keeps its first name."""
    from types import SimpleNamespace

    from game.brains.builtin.talk_facts import called

    scene = SimpleNamespace(sp=card(17, "female"))
    assert called(scene, who("郑淑芬", 60, "female"), 3) == "郑阿姨"
    assert called(scene, who("Tom Reed", 60, "male"), 3) == "Tom"
