"""A Chinese town shows its plans in Chinese: the built-in brain's English plan phrases said
in the words of the zh activity tables (``plan_words.said_plan``), through the town's reading
(``Reading.shown``); English tables and English towns show them as written."""

from __future__ import annotations

import re

import pytest

from game.brains.builtin.plan_words import said_plan
from game.brains.builtin.tables import load_tables, use_tables
from game.lang import reading_for
from game.lang.en import English
from game.mind import language
from game.mind.plan import DaySchedule
from game.mind.types import PlanBlock

LATIN = re.compile(r"[A-Za-z]{3,}")
PLANS = (
    "attend classes in the 教室 at 青石小学",
    "work in the 邮政柜台 at 槐荫邮局",
    "sit outside in 桃花广场 with a book, then take a walk in 桃花广场, then run errands at 槐荫邮局",
    "do the laundry at home",
    "make dinner at home",
)


@pytest.fixture
def chinese():
    use_tables(load_tables(language="zh"))
    language.use(reading_for("zh", plan_words=said_plan))
    yield
    use_tables(None)
    language.use(English())


def test_plans_of_the_english_tables_are_said_in_chinese(chinese):
    said = [said_plan(p) for p in PLANS]
    assert said[0] == "在青石小学上课"
    assert said[1] == "在槐荫邮局干活"
    assert said[2].count("，然后") == 2 and "在桃花广场" in said[2] and "with" not in said[2]
    assert said[3].startswith("在家")  # what is done at home is said so
    assert not [s for s in said if LATIN.search(s)]
    assert said_plan("去孙国华的生日晚宴") == "去孙国华的生日晚宴"  # one's own words stay


def test_the_schedule_and_the_diary_show_them_in_chinese(chinese):
    sched = DaySchedule(
        date="2026-06-12", blocks=[PlanBlock(start=525, end=915, activity=PLANS[0])]
    )
    assert sched.describe(600) == ["> 08:45-15:15 在青石小学上课"]
    assert language.reading().past(PLANS[0]) == "在青石小学上课了"
    assert language.reading().progressive(PLANS[0]) == "在青石小学上课"


def test_english_plans_are_shown_as_written():
    assert [said_plan(p) for p in PLANS] == list(PLANS)  # English tables: no words of their own
    language.use(reading_for("en", plan_words=said_plan))
    try:
        sched = DaySchedule(
            date="2026-06-12", blocks=[PlanBlock(start=540, end=600, activity="read")]
        )
        assert sched.describe() == ["  09:00-10:00 read"]
    finally:
        language.use(English())
