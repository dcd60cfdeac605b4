"""Residents of a Chinese town talk in Chinese with the built-in brain: the phrase sets, the
pieces the code puts into a line (times, when a gathering is, the way one is going), the words
of the activities and the news leads all come from ``data/zh/``; English is what it was."""

from __future__ import annotations

from datetime import date

import pytest

from bench.latin_in_talk import latin_lines, talk_lines
from game.brains.builtin.news_lines import extract_news
from game.brains.builtin.phrases_said import said_around
from game.brains.builtin.spoken_words import at_clock, called, clock_words, way_to, when_words
from game.brains.builtin.tables import load_tables, use_tables
from game.lang.en import English
from game.mind import language
from game.mind.types import Gathering
from game.sim.snapshot import place_phrase

TODAY = date(2026, 6, 12)  # a Friday


def _party(day: str, start: int, host: str = "Ann Lee") -> Gathering:
    return Gathering(
        what="birthday party", place="Corner Cafe", date=day, start=start, end=start + 120,
        host_name=host,
    )  # fmt: skip


@pytest.fixture
def chinese():
    use_tables(load_tables(language="zh"))
    yield
    use_tables(None)


def test_a_chinese_town_talks_without_latin_words():
    try:
        said = talk_lines("taohuacun", seed=1, hours=3)
    finally:  # (the run chose the town's tables and reading for the process)
        use_tables(None)
        language.use(English())
    assert len(said) >= 20
    assert latin_lines(said) == []


def test_english_times_and_days_are_what_they_were():
    assert [clock_words(m) for m in (540, 930, 720, 1005, 0, 1435)] == [
        "nine", "half past three", "noon", "quarter to five", "midnight", "midnight",
    ]  # fmt: skip
    assert at_clock(555) == "at quarter past nine"
    assert when_words(_party("2026-06-12", 18 * 60), TODAY) == "tonight at six"
    assert when_words(_party("2026-06-13", 19 * 60), TODAY) == "tomorrow evening at seven"
    assert when_words(_party("2026-06-16", 600), TODAY) == "on Tuesday at ten"
    assert when_words(_party("2026-09-19", 600), TODAY) == "on Saturday 19 September at ten"
    assert way_to(0.0, "the bakery") == "on my way to the bakery"
    assert called(_party("2026-06-13", 600)) == "Ann Lee's birthday party"
    assert called(_party("2026-06-13", 600, host="")) == "the birthday party"


def test_chinese_times_and_days(chinese):
    assert [clock_words(m) for m in (540, 930, 720, 1005, 0)] == [
        "九点", "三点半", "中午十二点", "四点三刻", "半夜十二点",
    ]  # fmt: skip
    assert at_clock(555) == "九点一刻"
    party = Gathering(
        what="生日晚宴", place="梨园小酒家", date="2026-06-13", start=19 * 60, end=21 * 60,
        host_name="孙国华",
    )  # fmt: skip
    assert when_words(party, TODAY) == "明天晚上七点"
    assert called(party) == "孙国华的生日晚宴"
    # a day further off says which part of it: "周六十点" does not say which ten
    assert when_words(_party("2026-09-19", 600), TODAY) == "9月19日周六上午十点"
    assert when_words(_party("2026-06-16", 19 * 60), TODAY) == "周二晚上七点"
    assert when_words(_party("2026-06-16", 15 * 60), TODAY) == "周二下午三点"


def test_a_chinese_question_mark_asks_and_a_chinese_lead_carries_news(chinese):
    line = "嗨，杨长根。昨晚睡得好吗？"
    assert said_around("ask_slept", line, line.index("？"))
    assert extract_news("嗨。你听说了吗？李华要搬走了。真没想到。") == "李华要搬走了"
    use_tables(None)
    assert extract_news("Hi. Have you heard? Ann is moving. Wow.") == "Ann is moving"


def test_places_of_a_town_without_latin_names_take_no_article():
    assert place_phrase("桃花巷2号:厨房", 1) == "厨房"
    assert place_phrase("桃花巷2号:厨房", 2) == "桃花巷2号的厨房"
    assert place_phrase("桃花巷1号:主卧:床 2") == "桃花巷1号主卧的床"
    assert place_phrase("Hobbs Cafe:cafe:counter") == "the counter in the cafe at Hobbs Cafe"
    assert place_phrase("Hobbs Cafe:cafe", 1) == "the cafe"


def _address(me_name: str, me_age: int, other: str, bond: str, age: int) -> str:
    """What a Chinese resident ``me_name`` calls a housemate ``other`` of ``bond``."""
    from dataclasses import replace

    from game.brains.builtin.situation import read
    from game.lang import reading_for
    from game.mind.brain import Listener, UtteranceRequest
    from game.mind.types import Place
    from tests.mind.test_reflect import make_resident

    me = replace(make_resident().card(), id="a", name=me_name, age=me_age)
    who = Listener(id="b", name=other, relationship=bond, knows=True, ties=("home",), age=age)
    req = UtteranceRequest(
        speaker=me, listeners=(who,), place=Place(sector="家"), now=600, transcript=()
    )
    before = language.reading()
    language.use(reading_for("zh"))
    try:
        return read(req, 1).addr
    finally:
        language.use(before)


def test_chinese_sisters_and_brothers_call_each_other_as_family_do(chinese):
    """An older sister is 姐 and an older brother 哥; a younger one is called by the given name
    (孙婉清 -> 婉清), never by the full name as a stranger is."""
    assert _address("孙春梅", 8, "孙婉清", "她的妹妹，6岁，在青石小学上学。", 6) == "婉清"
    assert _address("孙春梅", 8, "孙佳怡", "她的姐姐，12岁。", 6) == "姐"
    assert _address("孙春梅", 8, "高思远", "她的哥哥，9岁。", 6) == "哥"


def test_chinese_spouses_and_parents_call_each_other_by_the_given_name(chinese):
    """A wife calls her husband, and a mother her daughter, by the given name (杨长根 -> 长根),
    not the full name a stranger uses ("噢，杨长根。" at breakfast)."""
    husband = "她的丈夫，槐荫邮局所长；两人一起过日子。"
    assert _address("杨玉珍", 38, "杨长根", husband, 40) == "长根"
    assert _address("杨玉珍", 38, "杨小雨", "她的女儿，7岁，在青石小学上学。", 7) == "小雨"
