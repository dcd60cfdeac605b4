"""Chinese plan phrases as an onlooker or a diary says them.

Plans are written as commands ("倒一杯拿铁"); an onlooker says the activity is going on
("正在倒一杯拿铁", ``progressive``), a diary that it was done ("倒一杯拿铁了", ``past``).
Chinese verbs do not inflect: an aspect word is put before or after the phrase, never inside
it. A phrase already marked ("正在…", "在…", "…了", "…过") is left as it is, and so is a
phrase with no Chinese in it.
"""

from __future__ import annotations

import re

from game.lang.zh.words import CJK, has_chinese

# a plan carried over ("继续：在药店工作") is said as the activity itself
_CONTINUE = re.compile(r"^\s*(?:继续|continue)\s*[:：]\s*", re.IGNORECASE)
_GOING_ON = ("正在", "在", "正")
# what the simulation itself says a body is doing ("chatting with 李华"): its own words, as the
# English reading leaves them too
_STATES = ("chatting", "sleeping", "idle")
_DONE = re.compile(f"[{CJK}][了过]|完$")  # "吃过午饭", "看了书", "打扫完"
# a phrase that opens with a body's posture and where ("站在讲台前讲课", "坐在喷泉边") takes 正,
# not 正在: "正在站在…" says 在 twice
_POSTURE = re.compile(r"^[站坐躺蹲靠待呆趴跪守挤围]在")


def plain(activity: str) -> str:
    """The phrase without a carried-over mark and surrounding space or full stop."""
    return _CONTINUE.sub("", activity or "").strip().rstrip("。.")


def progressive(activity: str) -> str:
    """ "倒一杯拿铁" -> "正在倒一杯拿铁"; "站在讲台前讲课" -> "正站在讲台前讲课"; "在药店工作"
    stays as it is."""
    act = plain(activity)
    if not has_chinese(act) or act.startswith(_STATES):
        return (activity or "").strip()
    if act.startswith(_GOING_ON):
        return act
    return ("正" if _POSTURE.match(act) else "正在") + act


def past(activity: str) -> str:
    """ "倒一杯拿铁" -> "倒一杯拿铁了"; "正在工作" -> "工作了"; "吃过午饭" stays."""
    act = plain(activity)
    if not has_chinese(act):
        return (activity or "").strip()
    if act.startswith("正在") and len(act) > 3:
        act = act[2:]  # (a leading "在" is most often "at": "在药店工作" keeps it)
    return act if _DONE.search(act) else act + "了"
