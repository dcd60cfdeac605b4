"""When a Chinese sentence says something is: the calendar day it names ("2月14日",
"二月十四号"), today ("今天", "今晚"), a weekday ("星期六", "周六", "礼拜六"), a day ahead
("明天", "下周三"); and whether it is about a gathering one could go to, or a plan phrase that
goes to one. The Chinese counterpart of ``game.lang.en.dates``."""

from __future__ import annotations

import re
from datetime import date

from game.lang.zh.words import has_chinese

_DIGITS = "〇一二三四五六七八九"
_NUM = r"[0-9]{1,2}|[一二三四五六七八九十]{1,3}"
_MONTH_DAY = re.compile(rf"({_NUM})\s*月\s*({_NUM})\s*[日号]")


def number(text: str) -> int | None:
    """An Arabic or a Chinese number up to 99 ("14", "十四", "二十一"), or None."""
    if text.isdigit():
        return int(text)
    tens, _, ones = text.partition("十")
    if "十" not in text:
        return _DIGITS.index(text) if len(text) == 1 and text in _DIGITS else None
    t = 1 if not tens else (_DIGITS.index(tens) if len(tens) == 1 and tens in _DIGITS else -1)
    o = 0 if not ones else (_DIGITS.index(ones) if len(ones) == 1 and ones in _DIGITS else -1)
    return None if t < 0 or o < 0 else 10 * t + o


def event_date(text: str, year: int) -> date | None:
    """The calendar day a statement names ("2月14日", "二月十四号"), or None."""
    m = _MONTH_DAY.search(text or "")
    if not m:
        return None
    month, day = number(m.group(1)), number(m.group(2))
    try:
        return date(year, month or 0, day or 0)
    except ValueError:
        return None


_WEEKDAY = "一二三四五六日天"  # Monday .. Sunday (日 and 天 both Sunday)
_WEEKDAY_NAME = re.compile(f"(下)?(?:个)?(?:星期|周|礼拜)([{_WEEKDAY}])")
_TODAY = re.compile("今天|今晚|今夜|今早|今儿|今日|今天早上|今天下午|今天晚上")
_AHEAD_WORDS = re.compile("明天|明晚|后天|下周|下星期|下礼拜|下个月|这周|本周|周末|过几天")


def weekday_named(text: str) -> tuple[int, bool] | None:
    """The weekday a sentence names (0 = Monday) and whether it is next week's ("下周三")."""
    m = _WEEKDAY_NAME.search(text or "")
    if not m:
        return None
    return min(6, _WEEKDAY.index(m.group(2))), bool(m.group(1))


_GATHERING = re.compile(
    "派对|聚会|庆祝|庆典|音乐会|演唱会|节日|集市|野餐|婚礼|独奏会|展览|竞猜|舞会|招待会|晚会"
    "|宴会|茶话会"
)
_INVITED_TO = re.compile("派对|聚会|庆祝|音乐会|节日|集市|野餐|婚礼|晚会|宴会|茶话会")
_ATTENDING = re.compile("^(?:去|来)?(?:举办|举行|主持|参加|出席|赴|去参加|去了)")


def invitation_ahead(text: str, today: date | None) -> bool:
    """An invitation to a gathering on a day still to come: its date is today or later, or it
    names a day ahead ("明天", "下周三", "星期六") (told to everyone one meets)."""
    if today is None or not has_chinese(text) or not _INVITED_TO.search(text):
        return False
    day = event_date(text, today.year)
    if day is not None:
        return day >= today
    return bool(_TODAY.search(text) or _AHEAD_WORDS.search(text) or weekday_named(text))


def mentions_gathering(text: str) -> bool:
    """The sentence speaks of something one could go to (a party, a concert, a wedding)."""
    return bool(_GATHERING.search(text or ""))


def goes_to_gathering(activity: str) -> bool:
    """Hosting or going to a gathering ("举办情人节派对", "去参加婚礼"); setting it up
    ("布置派对场地") or talking it up is not."""
    act = (activity or "").strip()
    return bool(_GATHERING.search(act)) and bool(_ATTENDING.match(act))


def is_about_day(text: str, day: date) -> bool:
    """The sentence places what it tells on ``day``: "今天", "今晚"; its calendar date; or,
    with no date, its weekday this week ("星期六", "周六")."""
    if not has_chinese(text):
        return False
    if _TODAY.search(text):
        return True
    named = event_date(text, day.year)
    if named is not None:
        return named == day
    weekday = weekday_named(text)
    return weekday is not None and not weekday[1] and weekday[0] == day.weekday()
