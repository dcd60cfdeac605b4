"""What kind of statement a Chinese sentence of news is: a secret, an announcement, a habit or
a view, something that happened, a notable deed in a talk's summary; whom it names.

The Chinese counterpart of ``game.lang.en.statements``: keyword rules over prose a residents
file gives and over the first-person summaries a brain writes of a talk. A sentence with no
Chinese character goes to the English reading (``reading.Chinese``); these rules find nothing
in it.
"""

from __future__ import annotations

import re

from game.lang.zh.words import CJK, has_chinese

_SECRET = re.compile(
    "秘密|暗恋|偷偷|悄悄|私下|瞒着|背着|藏着|隐瞒|还没告诉|没有告诉|没告诉|别告诉|不要告诉"
    "|不敢告诉|不想让.{0,6}知道|怀疑"
)


# a worry in so many words (担心、发愁、睡不着), not "不用担心"
_WORRY = re.compile(
    "担心|发愁|犯愁|忧心|焦虑|害怕|怕是|睡不着|心神不宁|放心不下|愁得|心烦|揪心|紧张"
)
_NO_WORRY = re.compile("(?:不用|别|不必|用不着|没什么好|没啥好)(?:太)?(?:担心|发愁|害怕|紧张)")


def says_worry(text: str) -> bool:
    """A worry said in so many words ("我担心他", "愁得睡不着"; not "不用担心")."""
    return has_chinese(text) and bool(_WORRY.search(text)) and not _NO_WORRY.search(text)


def is_secret(text: str) -> bool:
    """A crush, something hidden, something not yet told ("她暗恋着他", "还没告诉任何人")."""
    return has_chinese(text) and bool(_SECRET.search(text))


_ANNOUNCE = re.compile(
    "打算|正在筹备|筹备|刚刚|刚才|宣布|决定|订婚|怀孕|要搬|即将|正在组织|要举办|准备举办"
    "|将要|要开|要办"
)
_NOT_YET = re.compile("还没决定|没有决定|不打算|不准备")


def announces(text: str) -> bool:
    """News about oneself one breaks to a few ("他打算竞选镇长", "她正在筹备情人节派对",
    "刚刚订婚")."""
    return has_chinese(text) and bool(_ANNOUNCE.search(text)) and not _NOT_YET.search(text)


_HABIT = re.compile("总是|每天|每周|每星期|每个|每晚|每早|每逢|经常|常常|通常|平时|一向|往往|时常")
_OPINION = re.compile(
    "觉得|认为|希望|想要|梦想|担心|害怕|喜欢|热爱|讨厌|怀念|想念|注意到|盼望|渴望|以为|相信"
)


def is_habit_or_opinion(text: str) -> bool:
    """What someone is like, not news: a habit ("他每天早上在咖啡馆写作"), a view or a wish
    ("她觉得酒吧应该早点关门")."""
    return has_chinese(text) and bool(_HABIT.search(text) or _OPINION.search(text))


# a verb with 了 or 过 after it ("吵了", "去过"; not "为了", "除了", "不过", "难过")
_DONE = re.compile(f"(?:(?![为除不难])[{CJK}])(?:了|过)|昨天|昨晚|前天|上周|上个月|刚才|已经")
_AHEAD = re.compile("打算|准备|计划|将要|即将|要去|会去|想要|明天|下周|下个月|还没")


def happened(text: str) -> bool:
    """Something that took place ("他和邻居吵了一架", "昨天她赢了比赛"), not a plan: its date
    is when it happened, so it goes stale slowly instead of at midnight."""
    return has_chinese(text) and bool(_DONE.search(text)) and not _AHEAD.search(text)


def _given_name(name: str) -> str:
    """How a Chinese full name is said among friends: the given name after a one-character
    family name ("林小雨" -> "小雨"); "" for a name too short to have one."""
    return name[1:] if has_chinese(name) and len(name) >= 3 and " " not in name else ""


def _forms(name: str) -> list[str]:
    """The ways a sentence may name someone: the full name, then its short form (a Latin
    name's first word, a Chinese name's given name)."""
    short = name.split()[0] if " " in name else _given_name(name)
    return [f for f in (name, short) if f]


def names_in(text: str, names: tuple[str, ...]) -> bool:
    """True when ``text`` names one of these people (full name, given name, or a Latin
    first name as a word)."""
    for n in names:
        if not n:
            continue
        for form in _forms(n):
            if has_chinese(form) and form in text:
                return True
            if not has_chinese(form) and re.search(rf"\b{re.escape(form)}\b", text):
                return True
    return False


_TO = "和|跟|与|同|对|向|给|替|帮|帮助|问|告诉|邀请|请|为|陪|约|教|辅导|挑战"


def addressed(text: str, name: str) -> bool:
    """``name`` appears only as the one something is done to or with ("和林小雨竞选",
    "邀请小雨"): the line can say "你" there."""
    forms = "|".join(re.escape(f) for f in sorted(_forms(name), key=len, reverse=True))
    if not forms or not has_chinese(text):
        return False
    mentions = re.findall(f"(?:{forms})", text)
    direct = re.findall(f"(?:{_TO})(?:{forms})", text)
    return bool(mentions) and len(direct) == len(mentions)


# a summary that says the resident did something notable (not just heard or talked about it)
_ACT = re.compile(
    "^我(?:和|跟|与|同)?.{0,8}?(?:吵了|吵架|争吵|争执|闹翻|翻脸|和好|道歉|赔不是|表白"
    "|约.{0,6}出去|求婚|分手)"
)


_HEARD = re.compile("^我.{0,4}?(?:听说|听到|得知|知道|聊|谈|说起|提到|问)")


def did_notable(summary: str) -> bool:
    """A first-person summary of a talk that says the speaker did something notable
    ("我和老张吵了一架", "我向她道歉了"), not only that it heard or talked of something."""
    said = (summary or "").strip()
    return bool(_ACT.match(said)) and not _HEARD.match(said)
