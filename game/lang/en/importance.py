"""Importance (the paper's "poignancy", 1-10) of an English sentence by a keyword table.

``rule_importance`` scores any text with no model at all: it is the built-in brain's answer,
the score a memory gets before a brain judges it, and the fallback when a model's answer is
unusable. ``is_routine`` picks the idle observations that are never worth a model call (rule
score <= 2 *and* an idle pattern): most of what a resident sees is "the bed is idle".
"""

from __future__ import annotations

import re
from functools import lru_cache

DEFAULT_SCORE = 3  # unmatched text: an ordinary, mildly notable moment

# (score, pattern). A text scores the MAX over matching rows (a strong word wins over a
# routine one: "walking to the party" is about the party), else DEFAULT_SCORE. Patterns are
# searched case-insensitively at word starts, so "invit" matches invite/invited/invitation.
KEYWORD_TABLE: tuple[tuple[int, str], ...] = (
    # 1: idle and bodily routine: the seed's "brushing teeth, making bed"
    (
        1,
        r"is idle|idling|sleep(?:ing|s)?\b|asleep|brush(?:es|ing)? (?:\w+ )?teeth|walk(?:s|ing)\b"
        r"|making (?:\w+ )?bed|is empty|is unused|(?:is )?being used|in use\b|standing|sitting"
        r"|resting|napping|waking up",
    ),
    # 2: personal care, meals, small errands: the seed's "buying a latte ~0.2"
    (
        2,
        r"shower|getting dressed|washing|commut|eat(?:s|ing)?\b|breakfast|lunch|dinner|snack"
        r"|coffee|latte|tea\b|cook(?:s|ing)?\b|buy(?:s|ing)?\b|shopping|grocer|tidy|clean",
    ),
    # 3: work, study, hobbies
    (
        3,
        r"work(?:s|ing)?\b|shift|stud(?:y|ies|ying)|homework|class|lecture|read(?:s|ing)?\b"
        r"|writ(?:e|es|ing)\b|paint|practi[cs]|research|garden|exercis|jog",
    ),
    # 4-5: social talk
    (4, r"talk|chat|conversation|greet|said|told|ask(?:s|ed)?\b|gossip|visit|laugh|joke"),
    (5, r"friend|help(?:s|ed|ing)?\b|advice|secret|promise|worried|upset|excited|heard"),
    # 6-8: news, invitations, gatherings, romance, conflict, illness, accidents, closures
    (
        6,
        r"(?<!reading the )(?<!read the )(?<!watching the )news|announce|closed|closure|clos(?:es|ing) (?:down|early)|shut down|rumou?r|complain"
        r"|decided to",
    ),
    (
        7,
        r"invit|party|parties|celebrat|festival|birthday|concert|exhibit|argu|fight|quarrel"
        r"|gathering|get-together|reception|f[eê]te|ceilidh|potluck|open evening|quiz night"
        r"|yell|insult|angry|sick|\bill\b|fever|doctor|injur|hurt|flirt|crush|kiss|valentine"
        # a skill's milestone (game/mind/data/skills.toml's lines): news others pass on
        r"|mastered|got really good at|getting the hang of|can play the whole|passed (?:an |the )?exam"
        r"|finished (?:a|my first) proper|most accomplished",
    ),
    (
        8,
        r"elect(?:ion|ions|ed|s)?\b|vot(?:e|es|ed|ing)\b|mayor|council|dating|on a date"
        r"|date night|start(?:s|ed|ing)? to date|asked \w+ out|going out with|in love"
        r"|romantic|accident|crash|fire\b|flood|stolen|robbed|theft|hospital|fired\b"
        r"|lost (?:\w+ )?job|promot|hired|new job|bankrupt|wedding",
    ),
    (
        9,
        r"running for|run for|campaign|candida|accepted (?:in)?to|acceptance|admitted to"
        r"|pregnan|baby|married|moving away|emergency",
    ),
    # 10: life events: the seed's "a break-up, college acceptance"
    (
        10,
        r"break(?:s|ing)?[- ]?up|broke up|divorc|died|death|passed away|funeral|propos"
        r"|engaged|engagement",
    ),
)
_TABLE = tuple(
    (score, re.compile(r"\b(?:" + pat + ")", re.IGNORECASE)) for score, pat in KEYWORD_TABLE
)

# Observations matching these (and scoring <= 2) are routine: never worth a model call.
IDLE_PATTERN = re.compile(
    r"\b(?:is idle|idling|sleep|asleep|brush(?:es|ing)? (?:\w+ )?teeth|walk(?:s|ing)?\b"
    r"|is empty|is unused|being used|in use\b|standing|sitting|resting|napping"
    r"|making (?:\w+ )?bed|shower|getting dressed|commut)",
    re.IGNORECASE,
)


@lru_cache(maxsize=8192)  # a pure function of the text; the same sentences come back often
def rule_importance(text: str) -> int:
    """Poignancy 1-10 of ``text`` by ``KEYWORD_TABLE`` (max over matching rows)."""
    best = 0
    for score, pattern in _TABLE:
        if score > best and pattern.search(text):
            best = score
    return best or DEFAULT_SCORE


def is_routine(text: str) -> bool:
    """True for idle routine observations that are scored by rule, never by a model."""
    return rule_importance(text) <= 2 and IDLE_PATTERN.search(text) is not None
