"""What kind of bond a Chinese sentence about someone states ("结婚二十一年的妻子", "酒吧老板，
两人吵过架"): family / romance / quarrel / rival / close / known, and whether it names someone
one tells everything. The Chinese counterpart of ``game.lang.en.bonds``: plain words, no names.
"""

from __future__ import annotations

import functools
import re

from game.lang.zh.words import CJK, has_chinese

_FAMILY = re.compile(
    "妻子|丈夫|老婆|老公|太太|爱人|儿子|女儿|父亲|母亲|爸爸|妈妈|爸|妈|哥哥|弟弟|姐姐|妹妹"
    "|兄弟|姐妹|爷爷|奶奶|外公|外婆|姥姥|姥爷|孙子|孙女|外孙|叔叔|伯伯|舅舅|姑姑|阿姨|姨妈"
    "|侄子|侄女|外甥|表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|家人|亲戚"
)
# "小雨的妈妈" (a clause that opens with a name and 的) is someone else's mother; "他的妻子",
# "我们的女儿", "结婚多年的妻子" are this pair's
_SOMEONE_ELSES = re.compile(
    rf"(?:^|[，,；;。、])\s*(?:[{CJK}]{{2,4}}|[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)的$"
)
_NOT_A_NAME = re.compile("[他她我你们年月天岁]的$")
_ROMANCE = re.compile("恋人|暗恋|爱上|喜欢上|心上人|男朋友|女朋友|男友|女友|未婚妻|未婚夫|恋爱")
_QUARREL = re.compile("吵架|吵过|吵了|争吵|闹翻|翻脸|不和|矛盾|受够|气愤|恼火|结怨|不来往")
_MAKING_PEACE = re.compile("想.{0,6}(?:和好|别吵)|劝架|不想卷入")
_RIVAL = re.compile("对手|竞争|较劲|较量|竞选|挑战者")
_CLOSE = re.compile(
    "最好的朋友|好朋友|好友|老朋友|挚友|密友|闺蜜|知己|无话不谈|什么都知道|信任|信赖|室友"
    "|发小|老同学"
)
# whom one tells a secret: these words in the bond (family only when close, see
# game.mind.relations.Relationship.confidant)
_CONFIDE = re.compile("最好的朋友|挚友|密友|闺蜜|知己|无话不谈|什么都知道|什么都告诉")


def confides(bond: str) -> bool:
    """The bond names someone one tells everything ("最好的朋友", "无话不谈")."""
    return bool(_CONFIDE.search(bond or ""))


def own_family(text: str) -> bool:
    """A family word of this pair's, not of someone named ("小雨的妈妈" is not)."""
    first = re.split("[；;]", text)[0]
    for m in _FAMILY.finditer(first):
        before = first[: m.start()]
        if not _SOMEONE_ELSES.search(before) or _NOT_A_NAME.search(before):
            return True
    return False


@functools.lru_cache(maxsize=4096)  # a pure function of the text, read at every step
def bond_kind(text: str) -> str:
    """'family' | 'romance' | 'quarrel' | 'rival' | 'close' | 'known' ('' for no text).

    Romance and quarrel win over family words (a wife one quarrels with is still a quarrel);
    a friendly rivalry ("老朋友，也是棋盘上的对手") stays a friendship; friends, colleagues
    and neighbours ("朋友", "同事", "邻居") with nothing more are "known". Text with no
    Chinese in it is "known", as the neutral reading says.
    """
    t = text or ""
    if not t.strip():
        return ""
    if not has_chinese(t):
        return "known"
    if _ROMANCE.search(t):
        return "romance"
    if _QUARREL.search(t) and not _MAKING_PEACE.search(t):
        return "quarrel"
    if own_family(t):
        return "family"
    if _RIVAL.search(t) and not _CLOSE.search(t):
        return "rival"
    if _CLOSE.search(t):
        return "close"
    return "known"
