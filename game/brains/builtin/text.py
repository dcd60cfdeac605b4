"""Small, documented text heuristics: clock times, dates, verbs, names, first person.

No NLP library: a handful of regexes tuned to persona and memory sentences such as "works at
the pharmacy counter from 9 to 5" or "a party at the Corner Cafe on Saturday, February 14, from
5 pm to 7 pm". The word lists (verbs, place words) are data (``data/words.toml``). Everything
here is pure and fast (microseconds per sentence).

Ambiguous clock hours (no am/pm, no 24-hour form) follow one rule: "in the morning" / "am"
means morning, "in the evening" / "afternoon" / "tonight" / "pm" means afternoon or evening;
otherwise 1-6 are read as pm and 7-11 as am, and a range whose end is not after its start has
12 hours added to its end ("from 3:30 to 7" is 15:30-19:00, "from 9 to 5" is 09:00-17:00).
"""

from __future__ import annotations

import re

from game.brains.builtin.dates import (  # noqa: F401 - re-exported: text.parse_date & co
    MONTHS,
    WEEKDAY_NAMES,
    WEEKDAYS,
    day_of,
    mentions_month,
    parse_date,
    shift,
    weekdays_in,
)
from game.brains.builtin.tables import active

NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve".split()
    )
}

_T = r"(\d{1,2}(?::\d{2})?|noon|midnight|" + "|".join(NUMBER_WORDS) + r")"
_SUFFIX = (
    r"(?:\s*(a\.?m\.?|p\.?m\.?|o'clock|in the (?:morning|afternoon|evening)|at night|tonight))?"
)
_RANGE = re.compile(
    r"\b(?:from|between)\s+" + _T + _SUFFIX + r"\s+(?:to|and|until|till)\s+" + _T + _SUFFIX,
    re.IGNORECASE,
)
_DASH = re.compile(r"\b(\d{1,2}:\d{2})\s*(?:-|–|to)\s*(\d{1,2}:\d{2})\b")
_AT = re.compile(
    r"\b(?:at|around|about|by|from|starts at|begins at)\s+" + _T + _SUFFIX, re.IGNORECASE
)
_BARE_PM = re.compile(r"\b(\d{1,2}(?::\d{2})?)\s*(a\.?m\.?|p\.?m\.?)", re.IGNORECASE)
_HHMM24 = re.compile(r"\b([01]\d|2[0-3]):([0-5]\d)\b")


def _hour_min(tok: str) -> tuple[int, int, bool]:
    """(hour, minute, is_24h_form) of a time token."""
    tok = tok.lower()
    if tok == "noon":
        return 12, 0, True
    if tok == "midnight":
        return 24, 0, True
    if tok in NUMBER_WORDS:
        return NUMBER_WORDS[tok], 0, False
    if ":" in tok:
        h, m = tok.split(":")
        return int(h), int(m), (len(h) == 2 and h.startswith("0")) or int(h) >= 13
    return int(tok), 0, int(tok) >= 13


def _apply(h: int, m: int, is24: bool, suffix: str | None, context: str) -> int:
    s = (suffix or "").lower().replace(".", "")
    ctx = context.lower()
    if is24 or h > 12:
        return h * 60 + m
    if s.startswith("pm") or "evening" in s or "afternoon" in s or "night" in s:
        return ((h % 12) + 12) * 60 + m
    if s.startswith("am") or "morning" in s:
        return (h % 12) * 60 + m
    if re.search(r"\b(?:pm|p\.m\.|in the evening|in the afternoon|tonight|this evening)\b", ctx):
        return ((h % 12) + 12) * 60 + m if h < 12 else h * 60 + m
    if h == 12:
        return 12 * 60 + m
    return (h + 12) * 60 + m if h <= 6 else h * 60 + m


def find_range(text: str) -> tuple[int, int] | None:
    """'from 5 pm to 7 pm' -> (1020, 1140); '17:00-19:00' -> (1020, 1140); None if absent."""
    if not text:
        return None
    m = _DASH.search(text)
    if m:
        a, b = (_hour_min(x) for x in m.groups())
        start, end = a[0] * 60 + a[1], b[0] * 60 + b[1]
        return (start, end if end > start else end + 1440)
    m = _RANGE.search(text)
    if not m:
        return None
    (h1, m1, f1), (h2, m2, f2) = _hour_min(m.group(1)), _hour_min(m.group(3))
    suffix1 = m.group(2) or m.group(4)  # "from 5 to 7 pm": the suffix applies to both
    start = _apply(h1, m1, f1, suffix1, text)
    end = _apply(h2, m2, f2, m.group(4) or m.group(2), text)
    if m.group(3).lower() == "midnight":
        end = 1440
    if end <= start:
        end += 720 if end + 720 > start else 1440
    return start, end


def find_time(text: str) -> int | None:
    """The first clock time named in ``text`` ('at 5 pm', 'around 4:30', 'at 17:00')."""
    if not text:
        return None
    r = find_range(text)
    if r:
        return r[0]
    m = _HHMM24.search(text)
    if m:
        return int(m.group(1)) * 60 + int(m.group(2))
    m = _BARE_PM.search(text)
    if m:
        h, mi, f = _hour_min(m.group(1))
        return _apply(h, mi, f, m.group(2), text)
    m = _AT.search(text)
    if m and m.group(1).lower() not in ("one",):  # "at one" is too often not a time
        h, mi, f = _hour_min(m.group(1))
        if 0 <= h <= 24 and 0 <= mi < 60:
            return _apply(h, mi, f, m.group(2), text)
    return None


# ----------------------------------------------------------------------------- verbs
def is_third_person_verb(word: str) -> bool:
    w = word.lower().strip(",.;:")
    if w in ("is", "has", "does", "goes"):
        return True
    return (
        len(w) > 2
        and w.endswith("s")
        and not w.endswith(("ss", "us", "is", "'s"))
        and w not in active().not_verbs
        and w.isalpha()
    )


def base_form(word: str) -> str:
    """'covers' -> 'cover', 'studies' -> 'study', 'goes' -> 'go', 'writing' -> 'write'."""
    w = word.lower()
    tables = active()
    if w in tables.irregular:
        return tables.irregular[w]
    if w in tables.gerunds:
        return tables.gerunds[w]
    if w.endswith("ing") and len(w) > 5:
        stem = w[:-3]
        if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "lsz":
            stem = stem[:-1]
        return stem
    if not is_third_person_verb(w):
        return w
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return w[:-2]
    return w[:-1]


def is_past_verb(word: str) -> bool:
    w = word.lower().strip(",.;:")
    return w in active().past_irregular or (
        w.endswith("ed") and len(w) > 3 and w not in ("need", "feed", "seed", "bed", "red", "shed")
    )


def strip_adverbs(words: list[str]) -> list[str]:
    adverbs = active().adverbs
    while words and words[0].lower() in adverbs:
        words = words[1:]
    return words


# ----------------------------------------------------------------------------- names
_NAME = re.compile(r"\b([A-Z][a-zà-ÿ'’]+(?:\s+(?:[A-Z][a-zà-ÿ'’]+|and\s+[A-Z][a-zà-ÿ]+)){1,4})")


def capitalised_phrases(text: str) -> list[str]:
    """Runs of two or more Capitalised words ('Corner Cafe', 'Ann Lee')."""
    out = []
    for m in _NAME.finditer(text or ""):
        phrase = m.group(1).replace("’", "'")
        if phrase.endswith("'s"):
            phrase = phrase[:-2]
        out.append(phrase)
    return out


def and_join(items: list[str]) -> str:
    """Items as a phrase: "a", "a and b", "a, b and c" (empty ones left out)."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def named_with_the(text: str) -> set[str]:
    """Capitalised phrases that follow "the" ("in the Window Seats"): rooms and buildings a
    town names, never people, whatever their words."""
    out = set()
    for m in _NAME.finditer(text or ""):
        if text[max(0, m.start() - 4) : m.start()].lower() == "the ":
            phrase = m.group(1).replace("’", "'")
            out.add(phrase[:-2] if phrase.endswith("'s") else phrase)
    return out


def is_place_name(phrase: str) -> bool:
    """True when a word of the phrase is a place word ("Riverside Park", "Corner Cafe")."""
    words = active().place_words
    return any(w.lower().rstrip("'s") in words or w.lower() in words for w in phrase.split())


def person_names(text: str) -> list[str]:
    """Capitalised two-word runs that look like people, not places ('Ann Lee')."""
    out = []
    skip = active().not_first_words
    for phrase in capitalised_phrases(text):
        words = phrase.split()
        if is_place_name(phrase) or " and " in phrase:
            continue
        if words[0].lower() in skip:
            continue
        out.append(" ".join(words[:2]))
    return out


def sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text or "") if s.strip()]


def clip(text: str, limit: int) -> str:
    """Cut at a clause boundary before ``limit`` characters."""
    text = " ".join((text or "").split())
    if len(text) <= limit:
        return text
    cut = text[:limit]
    for sep in ("; ", ", ", " "):
        i = cut.rfind(sep)
        if i > limit // 2:
            return cut[:i].rstrip(",;") + "..."
    return cut.rstrip() + "..."
