"""Tiny English helpers for turning plan phrases into observations.

Plans are written as commands ("pour a latte"); an onlooker remembers "Olivia is pouring a
latte". A few rules cover the verbs residents use; an unknown shape is left as it is.
"""

from __future__ import annotations

_DOUBLE = {
    "sit",
    "run",
    "shop",
    "chat",
    "jog",
    "plan",
    "stop",
    "get",
    "put",
    "set",
    "swim",
    "dig",
    "hug",
    "nap",
    "mop",
    "prep",
    "drop",
    "grab",
    "scan",
    "skip",
    "step",
    "tip",
    "wrap",
    "begin",
    "hit",
    "cut",
    "spin",
    "stir",
    "chop",
    "jot",
    "let",
    "pat",
    "rub",
    "sip",
    "tap",
}
_KEEP_E = {"be", "see", "agree", "free", "flee", "dye", "hoe", "toe"}


def ing(verb: str) -> str:
    """'make' -> 'making', 'sit' -> 'sitting', 'lie' -> 'lying', 'read' -> 'reading'."""
    v = verb.lower()
    if not v.isalpha() or v.endswith("ing") and len(v) > 4:
        return verb
    if v in _DOUBLE:
        out = v + v[-1] + "ing"
    elif v.endswith("ie"):
        out = v[:-2] + "ying"
    elif v.endswith("e") and v not in _KEEP_E:
        out = v[:-1] + "ing"
    else:
        out = v + "ing"
    return out.capitalize() if verb[:1].isupper() else out


def progressive(activity: str) -> str:
    """'tell a neighbour about the party' -> 'telling a neighbour about the party'."""
    text = activity.strip()
    if text.lower().startswith("continue:"):
        text = text.split(":", 1)[1].strip()
    if not text:
        return "idle"
    first, _, rest = text.partition(" ")
    lowered = first.lower()
    if lowered in ("chatting", "sleeping", "idle") or lowered.endswith("ing"):
        return text
    if not lowered.isalpha() or lowered in ("at", "in", "on", "the", "a", "an", "with"):
        return text
    return f"{ing(first)} {rest}".strip()
