"""Importance (the paper's "poignancy", 1-10) of a Chinese sentence by a keyword table.

The Chinese counterpart of ``game.lang.en.importance``: a sentence scores the highest row
whose keywords it holds. A town written in Chinese still has English words in its text (the
simulation's own observations: "林小雨 is sleeping", "the 床 in 卧室 is idle"), so the English
table's rows count too: a sentence scores the highest row of either table that it matches,
else ``DEFAULT_SCORE``; text with no Chinese in it scores exactly as in English.
``is_routine`` picks the idle observations ("床空着", "桌子闲置", "is idle") never worth a
model's judgement.
"""

from __future__ import annotations

import re
from functools import lru_cache

from game.lang.en import importance as english

DEFAULT_SCORE = english.DEFAULT_SCORE  # no keyword matches: an ordinary, mildly notable moment

# (score, keywords separated by "|": plain substrings, no patterns)
KEYWORD_TABLE: tuple[tuple[int, str], ...] = (
    # 1: idle and bodily routine
    (
        1,
        "空着|闲置|没人用|无人使用|正在使用|睡觉|睡着|入睡|刷牙|铺床|叠被|散步|走路|走向"
        "|站着|坐着|休息|打盹|午睡|起床|醒来",
    ),
    # 2: personal care, meals, small errands
    (
        2,
        "洗澡|淋浴|穿衣|洗漱|洗脸|通勤|吃饭|用餐|早饭|早餐|午饭|午餐|晚饭|晚餐|零食|咖啡|拿铁|喝茶"
        "|泡茶|做饭|煮饭|买菜|购物|买东西|打扫|收拾|整理|洗碗",
    ),
    # 3: work, study, hobbies
    (
        3,
        "工作|上班|值班|学习|读书|看书|作业|上课|讲课|写作|画画|练习|练琴|研究|园艺|浇花|锻炼"
        "|跑步|健身",
    ),
    # 4-5: social talk
    (4, "聊天|交谈|谈话|打招呼|问候|说了|告诉|问起|八卦|拜访|串门|大笑|开玩笑"),
    (5, "朋友|帮忙|帮助|建议|秘密|承诺|答应|担心|难过|沮丧|兴奋|听说"),
    # 6-8: news, invitations, gatherings, romance, conflict, illness, accidents
    (6, "新闻|消息|宣布|关门|停业|倒闭|谣言|传言|抱怨|投诉|决定"),
    (
        7,
        "邀请|派对|聚会|庆祝|节日|生日|音乐会|展览|吵架|争吵|打架|骂|生气|发火|生病|病了"
        "|发烧|医生|受伤|调情|暗恋|亲吻|情人节|考试|比赛",
    ),
    (
        8,
        "选举|投票|镇长|市长|议会|约会|恋爱|谈恋爱|爱上|表白|浪漫|事故|车祸|火灾|着火|洪水"
        "|被偷|失窃|抢劫|住院|医院|被解雇|失业|丢了工作|升职|新工作|破产|婚礼|中奖|彩票",
    ),
    (9, "竞选|参选|候选人|录取|怀孕|宝宝|婴儿|结婚|搬走|搬离|紧急|急救"),
    # 10: life events
    (10, "分手|离婚|去世|过世|逝世|葬礼|求婚|订婚"),
)
_TABLE = tuple((score, re.compile(words)) for score, words in KEYWORD_TABLE)
# the English table's rows, compiled as game.lang.en.importance compiles them
_ENGLISH = tuple(
    (score, re.compile(r"\b(?:" + pat + ")", re.IGNORECASE)) for score, pat in english.KEYWORD_TABLE
)

# Observations holding these (and scoring <= 2) are routine: never worth a model call.
IDLE_PATTERN = re.compile(
    "空着|闲置|没人用|无人使用|正在使用|睡觉|睡着|刷牙|铺床|散步|走路|站着|坐着|休息"
    "|打盹|午睡|洗澡|淋浴|穿衣|洗漱|通勤"
)


@lru_cache(maxsize=8192)  # a pure function of the text; the same sentences come back often
def keyword_score(text: str) -> int:
    """The highest row of the Chinese and the English tables ``text`` matches; 0 for none."""
    best = 0
    for table in (_TABLE, _ENGLISH):
        for score, pattern in table:
            if score > best and pattern.search(text):
                best = score
    return best


def rule_importance(text: str) -> int:
    """Poignancy 1-10 of ``text`` by the two keyword tables (max over matching rows)."""
    return keyword_score(text) or DEFAULT_SCORE


def is_routine(text: str) -> bool:
    """True for idle routine observations, scored by rule and never by a model."""
    if rule_importance(text) > 2:
        return False
    return bool(IDLE_PATTERN.search(text) or english.IDLE_PATTERN.search(text))
