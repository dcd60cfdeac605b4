"""English verbs: plan phrases turned into what an onlooker or a diary says.

Plans are written as commands ("pour a latte"); an onlooker remembers "Ann is pouring a
latte" (``progressive``), a diary "Ann poured a latte" (``past``). A few rules cover the verbs
residents use; an unknown shape is left as it is.
"""

from __future__ import annotations

import functools
import re

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
_VOWELS = "aeiou"


def _doubles(v: str) -> bool:
    """One syllable ending consonant-vowel-consonant ('pin', 'log', 'stop'): the final
    consonant doubles before -ing / -ed ('pinning', 'logged'); w, x, y never double."""
    if len(v) < 3 or v[-1] in _VOWELS + "wxy" or v[-2] not in _VOWELS or v[-3] in _VOWELS:
        return False
    return (
        sum(1 for i, c in enumerate(v) if c in _VOWELS and (i == 0 or v[i - 1] not in _VOWELS)) == 1
    )


# base verbs that end in "ing" themselves ("ring up a sale" -> "ringing up a sale")
_ING_STEMS = frozenset("ring bring sing sting string swing cling fling wring spring".split())


def ing(verb: str) -> str:
    """'make' -> 'making', 'sit' -> 'sitting', 'lie' -> 'lying', 'read' -> 'reading'."""
    v = verb.lower()
    if not v.isalpha() or v.endswith("ing") and len(v) > 4 and v not in _ING_STEMS:
        return verb
    if v in _DOUBLE or _doubles(v):
        out = v + v[-1] + "ing"
    elif v.endswith("ie"):
        out = v[:-2] + "ying"
    elif v.endswith("e") and v not in _KEEP_E:
        out = v[:-1] + "ing"
    else:
        out = v + "ing"
    return out.capitalize() if verb[:1].isupper() else out


_COMMON_VERBS = frozenset(
    """get have make take read write wash go do eat drink put set tidy clean check watch play sit
    walk run cook chat talk plan pay grab buy pick listen feed brush stretch switch turn change
    wind look rest relax bake serve help prepare order sip enjoy head stop come meet call stack
    sweep sort carry fill count lock unlock open close pour wipe mend fix paint sketch draw sing
    practise practice study review grade mark teach tend water prune dig plant rake decorate
    arrange hang welcome greet bring fetch light lay scrub knead stir chop peel fold load unload
    tie boil fry roast slice rinse dry polish add taste mix season heat""".split()
)


@functools.lru_cache(maxsize=4096)
def progressive(activity: str) -> str:
    """'tell a neighbour about the party' -> 'telling a neighbour about the party';
    'switch off the alarm and get up' -> 'switching off the alarm and getting up'.
    Cached: every body's activity is asked for every step, and a town has few activities."""
    text = activity.strip()
    if text.lower().startswith("continue:"):
        text = text.split(":", 1)[1].strip()
    if not text:
        return "idle"
    first, _, rest = text.partition(" ")
    lowered = first.lower()
    if lowered in ("chatting", "sleeping", "idle") or (
        lowered.endswith("ing") and lowered not in _ING_STEMS
    ):
        return text
    if "-" in first and first.replace("-", "").isalpha() and first[0].islower():
        head, _, verb = first.rpartition("-")  # 'people-watch' -> 'people-watching'
        return f"{head}-{ing(verb)} {rest}".strip()
    if not lowered.isalpha() or lowered in ("at", "in", "on", "the", "a", "an", "with"):
        return text
    # a second verb straight after the first ("scale and gut a box of herring") is one too
    rest = re.sub(
        r"^(and|or)\s+([a-z]+)\b(?=\s+(?:a|an|the|some|his|her|their|my|its|up|down|out|off)\b)",
        lambda m: f"{m.group(1)} {ing(m.group(2))}",
        rest,
    )
    rest = re.sub(
        r"(\band\s+|\bthen\s+|,\s*)([a-z]+)\b",
        lambda m: f"{m.group(1)}{ing(m.group(2))}" if m.group(2) in _COMMON_VERBS else m.group(0),
        rest,
    )
    return f"{ing(first)} {rest}".strip()


_IRREGULAR_PAST = {
    "be": "was",
    "is": "was",
    "are": "were",
    "have": "had",
    "has": "had",
    "go": "went",
    "take": "took",
    "make": "made",
    "get": "got",
    "eat": "ate",
    "read": "read",
    "run": "ran",
    "sit": "sat",
    "meet": "met",
    "write": "wrote",
    "teach": "taught",
    "buy": "bought",
    "do": "did",
    "spend": "spent",
    "wind": "wound",
    "feed": "fed",
    "swim": "swam",
    "ring": "rang",
    "drink": "drank",
    "sweep": "swept",
    "bring": "brought",
    "give": "gave",
    "see": "saw",
    "sell": "sold",
    "tell": "told",
    "throw": "threw",
    "lead": "led",
    "set": "set",
    "put": "put",
    "cut": "cut",
    "let": "let",
    "hit": "hit",
    "keep": "kept",
    "sleep": "slept",
    "leave": "left",
    "catch": "caught",
    "think": "thought",
    "hold": "held",
    "stand": "stood",
    "lie": "lay",
    "find": "found",
    "build": "built",
    "send": "sent",
    "win": "won",
    "lose": "lost",
    "pay": "paid",
    "say": "said",
    "shake": "shook",
    "wake": "woke",
    "grind": "ground",
    "sing": "sang",
    "draw": "drew",
    "fly": "flew",
    "come": "came",
    "become": "became",
    "begin": "began",
    "hang": "hung",
    "stick": "stuck",
    "dig": "dug",
    "sew": "sewed",
    "knit": "knitted",
    "spread": "spread",
    "shut": "shut",
    "bet": "bet",
    "cast": "cast",
    "hurt": "hurt",
    "quit": "quit",
    "fight": "fought",
    "seek": "sought",
    "light": "lit",
    "ride": "rode",
    "drive": "drove",
    "speak": "spoke",
    "break": "broke",
    "choose": "chose",
    "freeze": "froze",
    "lend": "lent",
    "bend": "bent",
}
_LEADS = re.compile(r"(^|,\s*then\s+|\s+and\s+|,\s+)([a-z]+)\b")


def past_verb(verb: str) -> str:
    """'make' -> 'made', 'walk' -> 'walked', 'stop' -> 'stopped', 'tidy' -> 'tidied'."""
    v = verb.lower()
    if v in _IRREGULAR_PAST:
        return _IRREGULAR_PAST[v]
    if v.endswith("e"):
        return v + "d"
    if v.endswith("y") and len(v) > 2 and v[-2] not in "aeiou":
        return v[:-1] + "ied"
    if _doubles(v):
        return v + v[-1] + "ed"
    return v + "ed"


def past(activity: str, verbs: frozenset[str] | None = None) -> str:
    """'get ready and have breakfast at home, then read' -> 'got ready and had breakfast at
    home, then read'. Only a clause's first word is turned, and only when it looks like a verb
    (it is in ``verbs`` when given, else any plain lower-case word that is not a preposition
    or article)."""
    text = activity.strip()
    if text.lower().startswith("continue:"):
        text = text.split(":", 1)[1].strip()

    def turn(m: re.Match) -> str:
        word = m.group(2)
        if word in _NOT_VERBS or (verbs is not None and word not in verbs):
            return m.group(0)
        return m.group(1) + past_verb(word)

    return _LEADS.sub(turn, text)


_NOT_VERBS = frozenset(
    "a an the at in on with to for of from by my his her their our your some home "
    "breakfast lunch dinner friends family".split()
)
