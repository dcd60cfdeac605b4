"""CJK text in the window: lines break between Chinese characters but never inside a Latin
word, closing punctuation never starts a line, and times and dates follow the language."""

from datetime import datetime

import pygame
import pytest

from game.ui.clock_text import (
    clock_text,
    date_text,
    game_time_text,
    moment_text,
    saved_at_text,
    time_text,
    weekday_text,
)
from game.ui.i18n import use_language
from game.ui.text import TextCache, wrap_text
from game.ui.textcolumn import TextColumn
from game.ui.wrap import cells, units, wrap_cells, wrap_units

SENTENCE = "我想明天下午五点在咖啡馆办一个情人节派对，邀请 Isabella Rodriguez 和大家。"


@pytest.fixture(autouse=True)
def english_after():
    yield
    use_language("en")


def test_latin_text_is_cut_at_every_single_space_as_before():
    assert units("a  b c") == [("a", False), ("", True), ("b", True), ("c", True)]
    assert wrap_text("the quick brown fox jumps", 10, 3) == ["the quick", "brown fox", "jumps"]


def test_chinese_breaks_between_characters_and_keeps_latin_words_whole():
    lines = wrap_cells(SENTENCE, 16, 10)
    assert "".join(lines).replace(" ", "") == SENTENCE.replace(" ", "")
    assert all(cells(line) <= 16 for line in lines)
    joined = " ".join(lines)
    assert "Isabella" in joined and "Rodriguez" in joined  # never split inside
    assert not any(line[0] in "，。、" for line in lines)  # punctuation stays with its word
    assert len(lines) > 3  # it did break, with no spaces to break on


def test_speech_bubbles_wrap_chinese_and_cut_with_dots():
    lines = wrap_text(SENTENCE, 12, 2)
    assert len(lines) == 2 and lines[-1].endswith("...")
    assert all(cells(line) <= 12 for line in lines)


def test_pixel_wrap_fills_lines_by_width():
    rows = wrap_units("天气很好我们去公园散步吧", 50, lambda s: 10 * cells(s) // 2, 5)
    assert rows == ["天气很好我", "们去公园散", "步吧"]


def test_the_inspector_column_wraps_chinese_to_its_width():
    pygame.font.init()
    use_language("zh")
    column = TextColumn(TextCache())
    column.set_paragraphs([("body", "短")], 200)
    one_line = column.height
    column.set_paragraphs([("body", SENTENCE * 3)], 200)  # no spaces but three
    assert column.height >= 4 * one_line  # broken between characters, not one long line


@pytest.mark.parametrize(
    "code, clock, date, time, weekday",
    [
        ("en", "Sat 14 Feb 2026 17:00", "Sat 14 Feb", "17:00", "Sat"),
        ("zh", "2026 年 2 月 14 日 星期六 下午 5:00", "2 月 14 日 星期六", "下午 5:00", "周六"),
    ],
)
def test_times_and_dates_in_the_language(code, clock, date, time, weekday):
    when = datetime(2026, 2, 14, 17, 0)
    assert clock_text(when, code) == clock
    assert date_text(when, code) == date
    assert time_text(when, code) == time
    assert weekday_text(when, code) == weekday
    assert time_text(datetime(2026, 2, 14, 7, 5), code) == (
        "07:05" if code == "en" else "上午 7:05"
    )


def test_when_a_save_was_written():
    now = datetime(2026, 3, 1, 12, 0)
    assert saved_at_text(datetime(2026, 3, 1, 9, 5), now) == "today 09:05"
    assert saved_at_text(datetime(2026, 2, 28, 14, 20), now) == "yesterday 14:20"
    assert saved_at_text(datetime(2026, 2, 3, 14, 20), now) == "3 Feb 2026 14:20"
    use_language("zh")
    assert saved_at_text(datetime(2026, 3, 1, 9, 5), now) == "今天 上午 9:05"
    assert saved_at_text(datetime(2026, 2, 3, 14, 20), now) == "2026 年 2 月 3 日 下午 2:20"


def test_memory_and_save_times_follow_the_language():
    at = datetime(2026, 2, 13, 7, 42)
    assert moment_text(at, "Fri 13 Feb 07:42") == "Fri 13 Feb 07:42"  # English: as shown
    assert game_time_text("Fri 13 Feb 2026 07:42") == "Fri 13 Feb 2026 07:42"
    use_language("zh")
    assert moment_text(at, "Fri 13 Feb 07:42") == "2 月 13 日 周五 上午 7:42"
    assert moment_text(None, "Fri 13 Feb 07:42") == "Fri 13 Feb 07:42"  # no datetime: as is
    assert game_time_text("Fri 13 Feb 2026 07:42") == "2026 年 2 月 13 日 星期五 上午 7:42"
    assert game_time_text("sometime") == "sometime"  # not a save's form: left as it is
