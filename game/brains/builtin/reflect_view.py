"""A thought in the thinker's own point of view: one's family as one calls them, oneself as "me".

A fact is told as anyone tells it ("Bob wants to ask Tom to look in on his wife while he is at
work"); thought by Bob's wife, "his wife" is oneself; thought by Bob's daughter, it is "Mum".
Who someone's spouse is, one knows from one's own bonds (the residents file's: ``family``, pairs
of full name and one's bond text), never from the fact's words; the fact's words are only
where it says it ("his wife", "他的妻子"):

* ``spouse_of(who, family)``: whom ``who``'s spouse is to one: ``ME`` when one is married to
  them, the full name of one's other parent when they are one's father or mother, "" else;
* ``seen_by(text, who, family)``: ``text`` with the words for ``who``'s spouse said as one says
  them (``refl_me``, "me"; or the other parent's name, which ``kin_called`` makes "Mum"), and
  whom it names so: (text, ``ME`` | a full name | "");
* ``their_kin(text)``: whether ``text`` names its subject's spouse (a worry for one's own wife
  is no "worry about other people");
* ``kin_called(ins, family)``: one's mother "Mum", one's grandfather "Grandad" (``kin_word``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from game.brains.builtin import names
from game.brains.builtin.address import kin_word
from game.brains.builtin.phrases import lines
from game.mind.brain import Insight

ME = "\0me"  # (whom: oneself)
# the head of one's bond text that names a spouse, a parent
_SPOUSE = re.compile(r"\b(?:wife|husband|partner)\b|的(?:妻子|丈夫|老公|老婆|爱人)", re.I)
_PARENT = re.compile(r"\b(?:mother|father|mum|dad)\b|的(?:母亲|父亲|妈妈|爸爸)", re.I)
# how a told sentence names its subject's spouse
_THEIR_SPOUSE = re.compile(
    r"\b(?:his|her|their) (?:wife|husband|partner)\b|[他她]的(?:妻子|丈夫|老公|老婆|爱人)"
)


def _head(bond: str) -> str:
    return re.split(r"[;,；，]", bond or "")[0]


def spouse_of(who: str, family) -> str:
    """Whom ``who``'s spouse is to one (see the module docstring)."""
    mine = {full: _head(bond) for full, bond in family}
    head = mine.get(who, "")
    if not head:
        return ""
    if _SPOUSE.search(head):
        return ME
    if _PARENT.search(head):
        other = [n for n, h in mine.items() if n != who and _PARENT.search(h)]
        return other[0] if len(other) == 1 else ""
    return ""


def their_kin(text: str) -> bool:
    """Whether ``text`` names its subject's spouse."""
    return bool(_THEIR_SPOUSE.search(text or ""))


def seen_by(text: str, who: str, family) -> tuple[str, str]:
    """``text``, a fact of ``who``'s, with their spouse said as one says them, and whom."""
    whom = spouse_of(who, family)
    if not whom or not their_kin(text):
        return text, ""
    said = (lines("refl_me") or ("me",))[0] if whom == ME else whom
    # ("her husband, Bob," is "Dad" to her daughter: the name said beside the words goes too)
    named = re.compile(_THEIR_SPOUSE.pattern + r"(?:, [A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*,?)?")
    return named.sub(said, text, count=1), whom


def kin_called(ins: Insight, family) -> Insight:
    """``ins`` with one's mother called "Mum", one's grandfather "Grandad" (``kin_word``),
    not by the first name a neighbour would use: by full name or by first name; in a town of
    names without spaces, "我爸" or a husband's given name (``names.kin_named``)."""
    text = names.kin_named(ins.text, family)
    for full, bond in family:
        word = kin_word(bond)
        if word:
            for name in (full, full.split()[0] if full else ""):
                if not name:
                    continue
                # ("his wife, Ann," is "Mum" to her daughter, not "his wife, Mum,")
                said = rf"{re.escape(name)}(?![\w-])"
                text = re.sub(rf"\b(?:his|her|their) [\w-]+(?: of [\w ]+?)?, {said},?", word, text)
                text = re.sub(rf"(?<![\w'’]){said}", word, text)
    if text and text[0].islower():
        text = text[0].upper() + text[1:]
    return replace(ins, text=text) if text != ins.text else ins
