"""Small, documented text heuristics: clock times, dates, verbs, names, first person.

No NLP library: a handful of regexes tuned to persona and memory sentences such as "works at
the pharmacy counter from 9 to 5" or "a party at the Sunny Bean Cafe on Saturday, February 14,
from 5 pm to 7 pm". Everything here is pure and fast (microseconds per sentence).

Ambiguous clock hours (no am/pm, no 24-hour form) follow one rule: "in the morning" / "am"
means morning, "in the evening" / "afternoon" / "tonight" / "pm" means afternoon or evening;
otherwise 1-6 are read as pm and 7-11 as am, and a range whose end is not after its start has
12 hours added to its end ("from 3:30 to 7" is 15:30-19:00, "from 9 to 5" is 09:00-17:00).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
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


# ----------------------------------------------------------------------------- dates
_MONTH_DAY = re.compile(
    r"\b(" + "|".join(MONTHS) + r")[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?![:\d])", re.IGNORECASE
)
_DAY_MONTH = re.compile(
    r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(" + "|".join(MONTHS) + r")[a-z]*\b", re.IGNORECASE
)
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")


def parse_date(text: str, year: int) -> date | None:
    """The first calendar date in ``text`` ('February 14', '14 Feb', '2026-02-14')."""
    if not text:
        return None
    try:
        m = _ISO.search(text)
        if m:
            return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        m = _MONTH_DAY.search(text)
        if m:
            return date(year, MONTHS.index(m.group(1).lower()[:3]) + 1, int(m.group(2)))
        m = _DAY_MONTH.search(text)
        if m:
            return date(year, MONTHS.index(m.group(2).lower()[:3]) + 1, int(m.group(1)))
    except ValueError:
        return None
    return None


def mentions_month(text: str) -> bool:
    return bool(
        re.search(
            r"\b(?:"
            + "|".join(
                (
                    "january",
                    "february",
                    "march",
                    "april",
                    "may",
                    "june",
                    "july",
                    "august",
                    "september",
                    "october",
                    "november",
                    "december",
                )
            )
            + r")\b",
            text or "",
            re.IGNORECASE,
        )
    )


def weekdays_in(text: str) -> tuple[set[str], bool]:
    """Weekdays named in ``text`` and whether the mention is recurring ('Thursdays',
    'every Saturday', 'on weekdays', 'Monday to Saturday')."""
    low = (text or "").lower()
    days: set[str] = set()
    recurring = False
    m = re.search(
        r"\b("
        + "|".join(WEEKDAY_NAMES)
        + r")s?\s+(?:to|through|-)\s+("
        + "|".join(WEEKDAY_NAMES)
        + r")",
        low,
    )
    if m:
        a, b = WEEKDAY_NAMES.index(m.group(1)), WEEKDAY_NAMES.index(m.group(2))
        i = a
        while True:
            days.add(WEEKDAYS[i])
            if i == b:
                break
            i = (i + 1) % 7
        recurring = True
    for i, name in enumerate(WEEKDAY_NAMES):
        for mm in re.finditer(rf"\b(every |each |on )?{name}(s)?\b", low):
            days.add(WEEKDAYS[i])
            if mm.group(2) or (mm.group(1) or "").strip() in ("every", "each"):
                recurring = True
    if re.search(r"\bweekdays?\b|\bevery weekday\b|\bon weekdays\b", low):
        days.update(WEEKDAYS[:5])
        recurring = True
    if re.search(r"\bweekends?\b", low):
        days.update(("sat", "sun"))
        recurring = True
    return days, recurring


def day_of(when: str, year: int) -> date | None:
    """The date of a memory's ``when`` ('13 Feb 07:42' or '2026-02-13 07:42')."""
    return parse_date(when, year)


def shift(d: date, days: int) -> date:
    return d + timedelta(days=days)


# ----------------------------------------------------------------------------- verbs
_NOT_VERBS = frozenset(
    """his hers its this was is has does goes yes plus as us thus mornings afternoons evenings
    nights days weekdays weekends hours minutes others friends customers students voters lots
    towards always sometimes perhaps mondays tuesdays wednesdays thursdays fridays saturdays
    sundays classes glasses less unless news across""".split()
)
_ADVERBS = (
    "then",
    "also",
    "usually",
    "often",
    "always",
    "rarely",
    "sometimes",
    "still",
    "mostly",
    "normally",
    "generally",
    "happily",
    "quietly",
    "never",
)
_IRREGULAR = {"is": "be", "has": "have", "does": "do", "goes": "go", "was": "be"}
_GERUND = {
    "writing": "write",
    "baking": "bake",
    "making": "make",
    "taking": "take",
    "carving": "carve",
    "coding": "code",
    "hiking": "hike",
    "dancing": "dance",
    "driving": "drive",
    "riding": "ride",
    "giving": "give",
    "serving": "serve",
    "preparing": "prepare",
    "grading": "grade",
    "organising": "organise",
    "using": "use",
    "sharing": "share",
    "debating": "debate",
    "practising": "practise",
    "practicing": "practice",
    "cycling": "cycle",
    "having": "have",
    "sketching": "sketch",
    "running": "run",
    "sitting": "sit",
    "shopping": "shop",
    "chatting": "chat",
    "jogging": "jog",
    "planning": "plan",
    "getting": "get",
    "swimming": "swim",
    "closing": "close",
    "exploring": "explore",
    "creating": "create",
    "smiling": "smile",
}
_PAST_IRREGULAR = frozenset(
    """was were had told drew found saw went made took got gave lost met said thought felt kept
    left sent heard bought brought caught taught fought won broke wrote spoke began ran ate
    forgot""".split()
)


def is_third_person_verb(word: str) -> bool:
    w = word.lower().strip(",.;:")
    if w in ("is", "has", "does", "goes"):
        return True
    return (
        len(w) > 2
        and w.endswith("s")
        and not w.endswith(("ss", "us", "is", "'s"))
        and w not in _NOT_VERBS
        and w.isalpha()
    )


def base_form(word: str) -> str:
    """'covers' -> 'cover', 'studies' -> 'study', 'goes' -> 'go', 'writing' -> 'write'."""
    w = word.lower()
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if w in _GERUND:
        return _GERUND[w]
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
    return w in _PAST_IRREGULAR or (
        w.endswith("ed") and len(w) > 3 and w not in ("need", "feed", "seed", "bed", "red", "shed")
    )


def strip_adverbs(words: list[str]) -> list[str]:
    while words and words[0].lower() in _ADVERBS:
        words = words[1:]
    return words


# ----------------------------------------------------------------------------- names
_NAME = re.compile(r"\b([A-Z][a-zà-ÿ'’]+(?:\s+(?:[A-Z][a-zà-ÿ'’]+|and\s+[A-Z][a-zà-ÿ]+)){1,4})")
PLACE_WORDS = frozenset(
    """cafe café pub park market pharmacy store college hall square house cottage apartments dorm
    library office room garden kettle bean inn tavern university school station gazette club
    street road church bakery shop""".split()
)


def capitalised_phrases(text: str) -> list[str]:
    """Runs of two or more Capitalised words ('Sunny Bean Cafe', 'Camille Moreau')."""
    out = []
    for m in _NAME.finditer(text or ""):
        phrase = m.group(1).replace("’", "'")
        if phrase.endswith("'s"):
            phrase = phrase[:-2]
        out.append(phrase)
    return out


def is_place_name(phrase: str) -> bool:
    return any(
        w.lower().rstrip("'s") in PLACE_WORDS or w.lower() in PLACE_WORDS for w in phrase.split()
    )


def person_names(text: str) -> list[str]:
    """Capitalised two-word runs that look like people, not places ('Camille Moreau')."""
    out = []
    for phrase in capitalised_phrases(text):
        words = phrase.split()
        if is_place_name(phrase) or " and " in phrase:
            continue
        if words[0].lower() in (
            "the",
            "on",
            "in",
            "at",
            "saturday",
            "sunday",
            "monday",
            "tuesday",
            "wednesday",
            "thursday",
            "friday",
            "valentine's",
            "valentine",
        ):
            continue
        out.append(" ".join(words[:2]))
    return out


# ----------------------------------------------------------------------------- first person
_PRON_OBJ = (
    "with",
    "to",
    "take",
    "tell",
    "ask",
    "persuade",
    "help",
    "invite",
    "see",
    "for",
    "like",
    "love",
    "about",
    "at",
    "from",
    "remind",
    "reminding",
    "keep",
    "keeps",
    "give",
    "gives",
    "let",
    "lets",
    "make",
    "makes",
    "nags",
    "teach",
    "teaching",
)


def first_person(sentence: str, name: str, gender: str) -> str:
    """Turn a third-person persona sentence into the resident's own voice (best effort).

    'Daniel is trying to keep prices fair while his wholesalers keep raising theirs.' ->
    "I'm trying to keep prices fair while my wholesalers keep raising theirs."
    """
    s = sentence.strip()
    first = name.split()[0]
    for n in (name, first):
        s = re.sub(rf"^{re.escape(n)}'s\b", "My", s)
        m = re.match(rf"^{re.escape(n)}\s+(\w+)", s)
        if m:
            verb = m.group(1)
            rest = s[m.end() :]
            if verb == "is":
                s = "I'm" + rest
            elif verb == "has":
                s = "I have" + rest if not rest.startswith(" been") else "I've" + rest
            elif is_third_person_verb(verb):
                s = "I " + base_form(verb) + rest
            else:
                s = "I " + verb + rest
            break
    subj, poss, obj = (
        ("he", "his", "him")
        if gender == "he"
        else ("she", "her", "her")
        if gender == "she"
        else ("they", "their", "them")
    )
    s = re.sub(rf"\b{re.escape(first)}'s\b", "my", s)

    def _subject(m: re.Match) -> str:
        verb = m.group(2)
        lead = m.group(1)
        if verb == "is":
            return f"{lead}I am"
        if verb == "was":
            return f"{lead}I was"
        if is_third_person_verb(verb):
            return f"{lead}I {base_form(verb)}"
        return f"{lead}I {verb}"

    s = re.sub(
        rf"(^|[,;]\s+|\band\s+|\bbut\s+|\bthat\s+|\bso\s+|\bthough\s+|\bwhile\s+|\bbecause\s+|\bwhether\s+|\bwhom\s+|\bif\s+)"
        rf"{subj}\s+(\w+)",
        _subject,
        s,
        flags=re.IGNORECASE,
    )
    if subj != "she":
        s = re.sub(rf"\b{poss}\b", "my", s)
        s = re.sub(rf"\b{obj}\b", "me", s)
    else:

        def _her(m: re.Match) -> str:
            before = s[: m.start()].split()
            prev = before[-1].lower().strip(",") if before else ""
            return "her" if prev in _PRON_OBJ else "my"

        s = re.sub(r"\bher own\b", "my own", s)
        s = re.sub(r"\bher\b", _her, s)
        s = re.sub(r"\bhers\b", "mine", s)
    s = re.sub(r"\bhimself\b|\bherself\b", "myself", s)
    if s.startswith("I"):
        s = re.sub(r"\band is\b", "and am", s)
        s = re.sub(r"\band has\b", "and have", s)
        s = re.sub(
            r"\b(and|but)\s+((?:[a-z]+ly\s+)?)([a-z]+s)\b(?=\s+(?:[a-z]+ing|to|of|the|a|an|my|"
            r"is|that|about|it|for|with|up|out)\b)",
            lambda m: (
                f"{m.group(1)} {m.group(2)}{base_form(m.group(3))}"
                if is_third_person_verb(m.group(3)) and m.group(3) not in ("is", "has")
                else m.group(0)
            ),
            s,
        )
    s = s.replace("I am ", "I'm ", 1) if s.startswith("I am ") else s
    return s[0].upper() + s[1:] if s else s


def gender_of(*texts: str) -> str:
    blob = " ".join(texts).lower()
    he = len(re.findall(r"\b(?:he|his|him|himself)\b", blob))
    she = len(re.findall(r"\b(?:she|her|hers|herself)\b", blob))
    return "he" if he > she else "she" if she > he else "they"


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
