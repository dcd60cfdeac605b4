"""The Chinese reading (``game.lang.zh``) answers every question of the ``Reading`` protocol
on hand-written Chinese sentences, leaves English sentences to the neutral answers, and
``game.lang.reading_for`` picks a reading by its code."""

from __future__ import annotations

from datetime import date

import pytest

from game.lang import reading_for
from game.lang.en import English
from game.lang.zh import Chinese
from game.mind import language
from game.mind.news import fact_words, same_fact

zh = Chinese()


def test_reading_for_knows_en_and_zh_and_refuses_others_in_one_line():
    assert isinstance(reading_for("en"), English) and isinstance(reading_for("zh"), Chinese)
    assert isinstance(reading_for(" ZH "), Chinese)
    with pytest.raises(ValueError) as err:
        reading_for("fr")
    assert "\n" not in str(err.value) and "'fr'" in str(err.value) and "en, zh" in str(err.value)


def test_chinese_is_a_complete_reading():
    assert isinstance(zh, language.Reading)
    missing = [
        n for n in dir(language.Reading) if not n.startswith("_") and not callable(getattr(zh, n))
    ]
    assert not missing, missing


@pytest.mark.parametrize(
    "text, lo, hi",
    [
        ("卧室里的床空着", 1, 1),
        ("厨房的炉子闲置", 1, 1),
        ("林小雨在吃早饭", 2, 2),
        ("林小雨正在用餐", 2, 2),
        ("老张在药店上班", 3, 3),
        ("她在公园里发呆", 3, 3),  # no keyword: the default
        ("伊莎贝拉正在筹备情人节派对", 7, 7),
        ("小雨生病了，发着烧", 7, 7),
        ("他和邻居吵架了", 7, 7),
        ("明天要考试", 7, 7),
        ("山姆失业了", 8, 8),
        ("老李中了彩票", 8, 8),
        ("下周六是他们的婚礼", 8, 8),
        ("山姆宣布竞选镇长", 9, 9),
        ("他昨晚向她求婚", 10, 10),
        ("老王的父亲去世了", 10, 10),
    ],
)
def test_importance_of_chinese_sentences(text, lo, hi):
    assert lo <= zh.importance(text) <= hi


def test_routine_is_idle_and_unimportant_only():
    assert zh.is_routine("床空着") and zh.is_routine("小雨在散步")
    assert not zh.is_routine("小雨散步去参加派对")  # the party makes it matter
    assert not zh.is_routine("老张在药店上班")


def test_text_without_chinese_is_read_as_english():
    en = English()
    texts = [
        "Ann Lee has a crush on Tom Reed and is throwing a party tonight, February 14",
        "the bed is idle",
        "Sam died",
        "You are late, and your tea is cold",
        "His wife of 21 years",
        "I argued with Tom about the noise",
        "Ann Lee argued with Bo Diaz",
        "",
    ]
    day = date(2026, 2, 14)
    for t in texts:
        assert zh.importance(t) == en.importance(t) and zh.is_routine(t) == en.is_routine(t)
        assert zh.is_secret(t) == en.is_secret(t) and zh.announces(t) == en.announces(t)
        assert zh.happened(t) == en.happened(t)
        assert zh.is_habit_or_opinion(t) == en.is_habit_or_opinion(t)
        assert zh.did_notable(t) == en.did_notable(t) and zh.bond_kind(t) == en.bond_kind(t)
        assert zh.event_date(t, 2026) == en.event_date(t, 2026)
        assert zh.is_about_day(t, day) == en.is_about_day(t, day)
        assert zh.invitation_ahead(t, day) == en.invitation_ahead(t, day)
        assert zh.first_person(t) == en.first_person(t) and zh.words(t) == en.words(t)
        assert zh.names_in(t, ("Tom Reed",)) == en.names_in(t, ("Tom Reed",))
        assert zh.addressed(t, "Tom Reed") == en.addressed(t, "Tom Reed")
    assert zh.progressive("pour a latte") == "pouring a latte" and zh.past("sit") == en.past("sit")
    assert zh.importance("the bed is idle") == 1 and zh.is_routine("the bed is idle")


def test_mixed_text_counts_both_tables():
    """A Chinese town's own observations mix English glue with Chinese names."""
    assert zh.is_routine("卧室里的床 is idle") and zh.importance("卧室里的床 is idle") == 1
    assert zh.importance("林小雨 is planning a party") == 7
    assert zh.importance("林小雨 is 筹备派对") == 7 and not zh.is_routine("林小雨 is 筹备派对")


def test_kinds_of_statement():
    assert zh.is_secret("小雨暗恋着隔壁的画家")
    assert zh.is_secret("他丢了工作，还没告诉妻子")
    assert zh.is_secret("别告诉别人，我们要搬走了")
    assert not zh.is_secret("小雨每天早上去咖啡馆")
    assert zh.announces("伊莎贝拉正在筹备情人节派对")
    assert zh.announces("山姆打算竞选镇长") and zh.announces("他们刚刚订婚")
    assert not zh.announces("他还没决定要不要搬家")
    assert zh.happened("老张和邻居吵了一架") and zh.happened("昨天她赢得比赛")
    assert not zh.happened("她打算明天去医院")
    assert not zh.happened("她很难过") and not zh.happened("为了派对忙个不停")
    assert zh.is_habit_or_opinion("他总是在咖啡馆写作") and zh.is_habit_or_opinion("她认为酒吧太吵")
    assert zh.is_habit_or_opinion("老李每天早上跑步") and zh.is_habit_or_opinion("我觉得他很好")
    assert not zh.is_habit_or_opinion("山姆宣布竞选镇长")


def test_whom_a_sentence_names_and_addresses():
    assert zh.names_in("我在公园遇到了林小雨", ("林小雨",))
    assert zh.names_in("小雨说她要来", ("林小雨",))  # the given name
    assert not zh.names_in("老张说他要来", ("林小雨",))
    assert zh.addressed("山姆要和林小雨竞选镇长", "林小雨")
    assert zh.addressed("记得邀请小雨来派对", "林小雨")
    assert not zh.addressed("林小雨要竞选镇长", "林小雨")
    assert zh.did_notable("我和老张吵了一架，因为噪音")
    assert zh.did_notable("我向她道歉了")
    assert not zh.did_notable("我听说他们吵架了")
    assert not zh.did_notable("我们聊了天气")


@pytest.mark.parametrize(
    "text, day",
    [
        ("派对在2月14日晚上", date(2026, 2, 14)),
        ("二月十四号有派对", date(2026, 2, 14)),
        ("婚礼定在 3 月 21 日", date(2026, 3, 21)),
        ("十二月三十一日跨年晚会", date(2026, 12, 31)),
    ],
)
def test_calendar_days_named_in_chinese(text, day):
    assert zh.event_date(text, 2026) == day


def test_no_day_or_an_impossible_one_is_none():
    assert zh.event_date("他喜欢星期天去钓鱼", 2026) is None
    assert zh.event_date("2月30日", 2026) is None


def test_days_ahead_and_today():
    fri, sat = date(2026, 2, 13), date(2026, 2, 14)  # a Friday and a Saturday
    assert zh.is_about_day("今晚在酒吧有聚会", fri)
    assert zh.is_about_day("星期六有派对", sat) and zh.is_about_day("周六有派对", sat)
    assert zh.is_about_day("礼拜六去野餐", sat) and not zh.is_about_day("周六有派对", fri)
    assert not zh.is_about_day("下周六有派对", sat)
    assert zh.is_about_day("2月14日的派对", sat) and not zh.is_about_day("2月14日的派对", fri)
    assert zh.invitation_ahead("欢迎来参加2月14日的情人节派对", fri)
    assert not zh.invitation_ahead("欢迎来参加2月12日的派对", fri)
    assert zh.invitation_ahead("明天晚上来我家聚会吧", fri)
    assert zh.invitation_ahead("下周三在公园野餐", fri)
    assert not zh.invitation_ahead("明天要去医院", fri)  # not a gathering
    assert zh.mentions_gathering("镇上要办音乐会") and not zh.mentions_gathering("去药店买药")
    assert zh.goes_to_gathering("举办情人节派对") and zh.goes_to_gathering("去参加婚礼")
    assert not zh.goes_to_gathering("布置派对场地")


@pytest.mark.parametrize(
    "text, kind",
    [
        ("结婚二十一年的妻子", "family"),
        ("他的女儿，在读大学", "family"),
        ("父亲", "family"),
        ("我的兄弟", "family"),
        ("小雨的妈妈，常来店里", "known"),  # someone else's mother
        ("暗恋已久的人", "romance"),
        ("恋人", "romance"),
        ("酒吧老板，两人吵过架", "quarrel"),
        ("妻子；最近总吵架", "quarrel"),
        ("竞选镇长的对手", "rival"),
        ("老朋友，也是棋盘上的对手", "close"),
        ("最好的朋友，无话不谈", "close"),
        ("同事", "known"),
        ("邻居", "known"),
        ("朋友", "known"),
        ("  ", ""),
    ],
)
def test_bonds(text, kind):
    assert zh.bond_kind(text) == kind


def test_confidants():
    assert zh.confides("最好的朋友") and zh.confides("两人无话不谈")
    assert not zh.confides("同事") and not zh.confides("邻居")


def test_a_whisper_in_the_first_person():
    assert zh.first_person("你想办一个情人节派对") == "我想办一个情人节派对"
    assert zh.first_person("你们的店明天关门") == "我们的店明天关门"
    assert zh.first_person("她需要你的帮助，您别忘了") == "她需要我的帮助，我别忘了"


def test_plan_phrases_as_an_onlooker_and_a_diary_say_them():
    assert zh.progressive("倒一杯拿铁") == "正在倒一杯拿铁"
    assert zh.progressive("继续：在药店工作") == "在药店工作"
    assert zh.progressive("正在看书") == "正在看书"
    assert zh.past("倒一杯拿铁") == "倒一杯拿铁了"
    assert zh.past("正在看书") == "看书了" and zh.past("吃过午饭") == "吃过午饭"
    assert zh.past("在药店工作") == "在药店工作了"


def test_words_are_latin_words_and_character_pairs_and_triples():
    assert zh.words("去 Sunny Bean 喝咖啡") == ["去", "sunny", "bean", "喝咖", "咖啡", "喝咖啡"]
    assert zh.name_words("星光咖啡馆 Post Office") == ["星光咖啡馆", "Post", "Office"]


def test_two_tellings_of_one_chinese_fact_are_the_same_fact():
    """The mind compares facts by their words (``news.same_fact``): with the Chinese reading,
    two tellings of one fact match and two different facts do not."""
    try:
        language.use(zh)
        a = fact_words("伊莎贝拉正在筹备情人节派对")
        b = fact_words("伊莎贝拉正在筹备2月14日的情人节派对")
        c = fact_words("山姆打算竞选镇长")
        assert same_fact(a, b) and not same_fact(a, c)
    finally:
        language.use(English())


@pytest.mark.parametrize(
    "text, worry",
    [
        ("我最近一直担心我妈的身体。", True),
        ("愁得睡不着。", True),
        ("不用担心，都安排好了。", False),
        ("今天挺顺的。", False),
        ("I'm worried sick about the shop.", True),
        ("No need to worry about me.", False),
        ("Behind the till all day, as ever.", False),
    ],
)
def test_a_worry_said_in_so_many_words_in_either_language(text, worry):
    assert Chinese().says_worry(text) is worry
    if not any("\u4e00" <= ch <= "\u9fff" for ch in text):
        assert English().says_worry(text) is worry
    assert language.Neutral().says_worry(text) is False
