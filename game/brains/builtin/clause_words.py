"""The words of a persona clause: parts of the day, frequencies, durations, and turning a
clause into an imperative activity phrase ("covers Town Hall business in the afternoons" ->
"cover Town Hall business"). Pure regex helpers for ``clauses.py``; microseconds each."""

from __future__ import annotations

import re

from game.brains.builtin import text as tx
from game.brains.builtin.tables import active

_PERIODS = (
    (
        "night",
        r"at night|late into the evening|past midnight|until (?:about |around )?(?:half past )?"
        r"(?:ten|eleven|midnight|one|\d)|before bed|in bed|before an early night|"
        r"close to midnight|late at night|every night|after closing|bedtime",
    ),
    (
        "morning",
        r"first thing in the morning|before breakfast|at breakfast|in the mornings?|"
        r"\bmornings\b|every morning|most mornings|before class|before work|at dawn|"
        r"sunrise|on (?:his|her|their) way to|through the morning|before lunch",
    ),
    (
        "afternoon",
        r"late afternoon|after work|in the afternoons?|\bafternoons\b|every afternoon|"
        r"most afternoons|after school|before dinner",
    ),
    ("evening", r"after dinner|in the evenings?|\bevenings\b|every evening|most evenings|tonight"),
    ("morning", r"\bmornings?\b"),
    ("afternoon", r"\bafternoons?\b"),
    ("evening", r"\bevenings?\b"),
)
NOT_A_HABIT = re.compile(
    r"^(?:wakes?|gets? up|is up|sleeps?|rises|drags|is in bed|is rarely in bed|turns in|gets to bed"
    r"|is usually asleep|is asleep|goes to bed|is a night owl|is an? (?:early|night)"
    r"|opens the store|locks up|stays up late|cannot function|spends most daylight"
    r"|(?:cycles|drives|commutes|walks|goes) to (?:campus|work|the college))",
    re.IGNORECASE,
)
WAKING = re.compile(r"^(?:wakes?|gets? up|is up|rises|is an early)", re.IGNORECASE)
_SPEND = re.compile(
    r"^spends?\s+(?:(?:his|her|their|the|a|an|one|two)\s+)?(?:\w+\s+){0,3}?"
    r"(?:mornings?|afternoons?|evenings?|nights?|hours?|time|days?|weekends?)"
    r"(?:\s+or\s+two)?(?:\s+(?:each|a|this|next|every)\s+week)?\s+(.*)$",
    re.IGNORECASE,
)
_TIME_CUES = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        r"\b(?:before|after) (?:dinner|lunch)(?: at home)?",
        r",?\s*\bfrom [\w:]+(?:\s?[ap]\.?m\.?)? (?:to|until) [\w:]+(?:\s?[ap]\.?m\.?)?",
        r",?\s*\b(?:on |every |most |each )?(?:weekday|weekend|monday|tuesday|wednesday|thursday|"
        r"friday|saturday|sunday)s?(?: (?:morning|afternoon|evening|night)s?)?(?: to \w+day)?",
        r"\b(?:in|during) the (?:late |early )?(?:morning|afternoon|evening)s?",
        r"\b(?:every|most|each|some) (?:morning|afternoon|evening|night|day)s?",
        r"\b(?:first thing in the morning|at night|after work|after school|after dinner|"
        r"before dinner|before bed|before an early night|before breakfast|at breakfast|"
        r"after closing(?: time)?|late into the evening|close to midnight|past midnight|"
        r"(?:at|around|about) (?:midnight|noon|midday)|"
        r"(?:before|after) (?:dinner|lunch)(?: at home)?|through the morning)",
        r"\buntil (?:a |about |around )?(?:half past )?\w+(?: o'clock)?(?: (?:bedtime|at night))?",
        r"\bbest\b",
        r"\b(?:around|at|about) \d{1,2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?",
        r"\b(?:for )?(?:at least )?(?:an?|one|two|three|half an) hours?(?: or two)?(?: a day| a week| each week)?",
        r"\b(?:an? )?(?:evening|night) or two(?: a week| each week)?",
        r"\b(?:once|twice) a week|\bwhenever (?:he|she|they) can|\bnow and then|\bmost days|\ba day\b",
    )
)
_WEAK = frozenset({"be", "like", "stay", "get", "love", "enjoy", "want"})
_HAS_PLACE = re.compile(
    r"\b(?:at|in|on|by|around|to|inside|outdoors|home|park|cafe|pub|library|up|along|across"
    r"|through|round|over|off)\b|^walk the\b"
)


def fill(template: str, places: dict[str, str]) -> str:
    """Put place names into a phrase template ('take a walk in {park}')."""
    tables = active()
    defaults, town = tables.default_places, tables.town_places

    def name(kind: str) -> str:  # the persona's, else the town's only one, else "the park"
        return places.get(kind) or town.get(kind) or defaults[kind]

    lib = f"the library at {places['college']}" if "college" in places else "the library"
    try:
        return template.format(
            park=name("park"),
            market=name("market"),
            pub=name("pub"),
            cafe=name("cafe"),
            library=lib,
            college=name("college"),
            plaza=name("plaza"),
        )
    except (KeyError, IndexError, ValueError):
        return template


def has_time_or_place(clause: str) -> bool:
    low = clause.lower()
    return bool(
        _HAS_PLACE.search(low)
        or any(re.search(p, low) for _, p in _PERIODS)
        or tx.weekdays_in(low)[0]
        or "lunch" in low
        or "dinner" in low
    )


def joinable(clause: str) -> bool:
    return len(clause.split()) <= 4 and not NOT_A_HABIT.match(clause)


def period_of(clause: str) -> str:
    low = clause.lower()
    for name, pat in _PERIODS:
        if re.search(pat, low):
            return name
    return ""


def chance_of(clause: str) -> float:
    low = clause.lower()
    if re.search(
        r"sometimes|now and then|occasionally|or two a week|or two each week|once or twice"
        r"|an evening or two|a night or two",
        low,
    ):
        return 0.35
    if re.search(r"whenever (?:he|she|they) can", low):
        return 0.5
    if re.search(r"\boften\b|\busually\b", low):
        return 0.75
    if re.search(r"\bmost\b", low):
        return 0.85
    return 1.0


def minutes_of(clause: str) -> int:
    low = clause.lower()
    for pat, mins in (
        (r"half an hour", 30),
        (r"an hour or two", 90),
        (r"two hours", 120),
        (r"three hours", 180),
        (r"an hour|one hour", 60),
    ):
        if re.search(pat, low):
            return mins
    return 0


def make_phrase(clause: str, cat: str, prof_places: dict[str, str]) -> str:
    """An imperative activity phrase from a clause ('covers Town Hall business in the afternoons'
    -> 'cover Town Hall business'); falls back to the category's default phrase."""
    text = " ".join(tx.strip_adverbs(clause.split()))
    text = re.sub(r"^(?:likes|loves|tends|tries|wants|hopes|prefers|needs|enjoys) to\s+", "", text)
    m = _SPEND.match(text)
    if m:
        rest = m.group(1)
        first = rest.split()[0].lower() if rest.split() else ""
        text = rest if first.endswith("ing") else f"spend time {rest}"
        if first.endswith("ing"):
            text = re.sub(r"^on\s+", "", text)
    elif re.match(r"^spends?\s+", text):
        text = re.sub(r"^spends?\s+", "spend ", text)
    for pat in _TIME_CUES:
        text = pat.sub("", text)
    text = re.sub(r",?\s+(?:when|whenever|if) (?:the )?(?:weather|tide|time)\b.*$", "", text)
    text = re.sub(r"\s+,", ",", " ".join(text.split())).strip(" ,;.")
    words = text.split()
    if not words:
        return ""
    words[0] = tx.base_form(words[0])
    for i in range(1, len(words) - 1):
        if words[i - 1].lower() in ("and", "or") and (
            tx.is_third_person_verb(words[i]) or words[i].lower().endswith("ing")
        ):
            words[i] = tx.base_form(words[i])
    phrase = " ".join(words)
    phrase = re.sub(r"\bon (?:his|her|their) own\b", "", phrase).strip()
    if (
        words[0].lower() in ("like", "enjoy", "love")
        and len(words) > 2
        and words[1] in ("on", "in", "at", "with")
    ):
        return "relax " + " ".join(words[1:])
    if len(words) < 2 or words[0].lower() in _WEAK:
        return active().default_phrase.get(cat, "") if cat else ""
    return phrase


def place_suffix(phrase: str, cat: str, period: str = "") -> str:
    """Where a habit happens when its words name nowhere; in the evening or at night, what one
    does alone (reading, marking, studying) happens at home, not in the library."""
    if _HAS_PLACE.search(phrase.lower()):
        return ""
    suffix = active().place_suffix.get(cat, "")
    if (
        period in ("evening", "night")
        and suffix
        and "home" not in suffix
        and cat in ("study", "reading", "writing", "teach", "accounts", "crafts", "puzzles")
    ):
        return " at home"
    return suffix
