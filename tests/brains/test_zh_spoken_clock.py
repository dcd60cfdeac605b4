"""A time said in Chinese talk carries its part of the day when it is not the part of the day
it is now: "顺利的话下午三点半左右" said at breakfast, not "三点半左右" (which three?); at two in
the afternoon "三点半" is plain. English says the clock alone, as before."""

from __future__ import annotations

import pytest

from game.brains.builtin.spoken_words import clock_of_day
from game.brains.builtin.tables import load_tables, use_tables


@pytest.fixture
def chinese():
    use_tables(load_tables(language="zh"))
    yield
    use_tables(None)


def test_a_time_in_chinese_says_its_part_of_the_day_when_not_plain(chinese):
    assert clock_of_day(15 * 60 + 30, 7 * 60 + 20) == "下午三点半"  # (at breakfast)
    assert clock_of_day(15 * 60 + 30, 14 * 60) == "三点半"  # (the afternoon already)
    assert clock_of_day(19 * 60 + 30, 10 * 60) == "晚上七点半"
    assert clock_of_day(23 * 60 + 15, 10 * 60) == "晚上十一点一刻"
    assert clock_of_day(12 * 60 + 15, 9 * 60) == "中午十二点一刻"  # (said by its own words)
    assert clock_of_day(23 * 60 + 55, 20 * 60) == "半夜十二点"  # (the hour the words say)


def test_english_says_the_clock_alone():
    assert clock_of_day(15 * 60 + 30, 7 * 60 + 20) == "half past three"
    assert clock_of_day(19 * 60 + 30, 10 * 60) == "half past seven"
