"""What kind of bond an English sentence about someone states ("His wife of 21 years", "The
pub owner; they have quarrelled"): family / romance / quarrel / rival / close / known, and
whether it names someone one tells everything. Rules are plain words, no names."""

from __future__ import annotations

import functools
import re

_FAMILY = re.compile(
    r"\b(?:wife|husband|son|daughter|mother|father|mum|mom|dad|sister|brother|partner"
    r"|grandchild|granddaughter|grandson|grandmother|grandfather|parent|aunt|uncle|niece"
    r"|nephew|cousin)\b",
    re.IGNORECASE,
)
# kin words in a likeness ("like a nephew", "as good as a sister to me"): not kin
_AS_IF_KIN = re.compile(
    r"\b(?:like|as good as|as close as)\s+(?:a|an|his|her|their|my)\s+(?:own\s+)?\w+",
    re.IGNORECASE,
)
_ROMANCE = re.compile(
    r"\bcrush on\b|\bsweet on\b|fallen for|in love with|\bfancies\b", re.IGNORECASE
)
# a romance phrase whose object is a name is about that person, not about the two of us
_NAMED_NEXT = re.compile(r"\s+(?:[A-Z][\w'’-]+)")
_QUARREL = re.compile(
    r"quarrel|\bargu(?:e|ed|es|ing)\b|fed up|furious|\bfeud|at odds", re.IGNORECASE
)
_RIVAL = re.compile(r"\brival for|opponent in|running against|challenger", re.IGNORECASE)
_CLOSE = re.compile(
    r"closest|best friend|close friend|old friend|oldest friend|tell each other everything"
    r"|knows all about|confides?|trusts?\b|roommate",
    re.IGNORECASE,
)
# whom one tells a secret: these words in the bond (family only when close, see
# game.mind.relations.Relationship.confidant)
_CONFIDE = re.compile(
    r"closest|best friend|tell each other everything|knows all about|confides?", re.IGNORECASE
)


def confides(bond: str) -> bool:
    """The bond names someone one tells everything ("closest friend", "knows all about")."""
    return bool(_CONFIDE.search(bond or ""))


@functools.lru_cache(maxsize=4096)  # a pure function of the text, read at every step
def bond_kind(text: str) -> str:
    """'family' | 'romance' | 'quarrel' | 'rival' | 'close' | 'known' ('' for no text).

    Romance and quarrel win over family words ("whose wife" in a quarrel is still a quarrel);
    a friendly rivalry ("old friend and great rival at the quiz") stays a friendship.
    """
    t = text or ""
    if not t.strip():
        return ""
    if any(not _NAMED_NEXT.match(t, m.end()) for m in _ROMANCE.finditer(t)):
        return "romance"  # ("in love with Ann": someone else's romance, not this pair's)
    if _QUARREL.search(t) and not re.search(r"\bwishes\b.*\bstop\b|\btries to stay out\b", t):
        return "quarrel"
    # "Her son" is family; "Ann's mother", "the vet's daughter" are someone else's; "treats him like a nephew" is
    # fondness, not kin (a close bond)
    first = re.sub(r"\b\w+['’]s\s+\w+", "", t.split(";")[0])  # ("the vet's daughter" too)
    if _AS_IF_KIN.search(first):
        first = _AS_IF_KIN.sub("", first)
        if not _FAMILY.search(first):
            return "close"
    if _FAMILY.search(first):
        return "family"
    if _RIVAL.search(t) and not _CLOSE.search(t):
        return "rival"
    if _CLOSE.search(t):
        return "close"
    return "known"
