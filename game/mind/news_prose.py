"""Reading prose statements, for residents files written without records: whether a sentence
is a secret, names a date, announces something, is a habit or a view, happened, names someone.

This is the fallback the issue "Knowledge as data" means to retire: a town whose residents file
gives ``facts`` never comes here (its news is read from ``game.mind.records.Fact``). It is kept,
in one place, so a user's prose-only file still runs as before.
"""

from __future__ import annotations

import re
from datetime import date

_SECRET = re.compile(
    r"\bcrush on\b|\bsweet on\b|fallen for|in love with|\bsecret(?:ly)?\b|\bhid(?:es|ing)\b"
    r"|\bhas not told\b|\bhasn't told\b|\bhave not told\b|\bhaven't told\b|\bbehind (?:his|her|their) back\b|\bsuspects?\b"
    r"|\basked \w+ out\b",
    re.IGNORECASE,
)
_MONTHS = (
    "january february march april may june july august september october november december"
).split()
_MONTH_DAY = re.compile(r"\b(" + "|".join(_MONTHS) + r")\s+(\d{1,2})\b", re.IGNORECASE)
_DAY_MONTH = re.compile(r"\b(\d{1,2})\s+(" + "|".join(m[:3] for m in _MONTHS) + r")[a-z]*\b", re.I)


def is_secret(text: str) -> bool:
    """A crush, something hidden, something not yet told: not for everyone's ears."""
    return bool(_SECRET.search(text or ""))


def event_date(text: str, year: int) -> date | None:
    """The calendar day a statement names ("February 14", "14 Feb"), or None."""
    for rx, mi, di in ((_MONTH_DAY, 1, 2), (_DAY_MONTH, 2, 1)):
        m = rx.search(text or "")
        if m:
            month = [x[:3] for x in _MONTHS].index(m.group(mi).lower()[:3]) + 1
            try:
                return date(year, month, int(m.group(di)))
            except ValueError:
                return None
    return None


_ANNOUNCE = re.compile(
    r"\b(?:(?<!not )decided to|has just|just \w+ed|announc|engaged|pregnant|moving (?:in|away|out)"
    r"|is (?:planning|organi[sz]ing|hosting|throwing|starting|opening|leaving)|is going to)\b",
    re.IGNORECASE,
)
_PLANS_TO = re.compile(r"^(?:[A-Z][\w'’-]+ ){1,3}(?:plans|means|hopes|wants|intends) to\b")
_ADDRESSED = r"(?:against|with|to|ask|asked|tell|told|invite|invited|for|from|helping|help|tutors?)"


_HABIT = re.compile(
    r"\b(?:every|most|usually|always|often|each|weekly|daily|now and then|on \w+days"
    r"|\w+day (?:mornings|afternoons|evenings|nights))\b",
    re.I,
)
_OPINION = re.compile(
    r"^(?:[A-Z][\w'’-]+ ){1,3}(?:thinks|wants|hopes|wishes|worries|fears|dreams|needs|would love"
    r"|is considering|has noticed|noticed|suspects|knows|misses|likes|loves|enjoys|plans to ask"
    r"|is proud|keeps forgetting)\b"
)


def own_news(m, today: date | None) -> bool:
    """Which of one's own statements are news to tell, not just what one is like: a happening
    (a quarrel, a party held), an announcement (a candidacy, a plan to host), something ahead
    (an exam next week) or under way; not a habit ("writes at the cafe most mornings") and
    not an opinion or a wish ("thinks the pub should close earlier"): those are for talk."""
    if m.meta.get("event"):
        return True
    if _HABIT.search(m.content) or _OPINION.match(m.content):
        return False
    return True


def big_news(text: str, today: date | None) -> bool:
    """An invitation to one's own gathering ahead: told to everyone one meets. Everything
    else one tells a couple of people (a candidacy is news one breaks to a few at first)."""
    return _ahead(text, today) and bool(_GATHER.search(text))


_GATHER = re.compile(
    r"\b(?:party|gathering|celebration|concert|festival|fair|picnic|wedding|get-together)\b", re.I
)


def _ahead(text: str, today: date | None) -> bool:
    day = event_date(text, today.year) if today is not None else None
    return day is not None and today is not None and day >= today


def addressed(text: str, name: str) -> bool:
    """The listener appears only as the one something is done to or with ("running against
    Tom Reed", "ask Bo Diaz"): the line can say "you" there."""
    first = re.escape(name.split()[0])
    full = re.escape(name)
    mentions = re.findall(rf"\b(?:{full}|{first})\b", text)
    direct = re.findall(rf"\b{_ADDRESSED}\s+(?:{full}|{first})\b", text)
    return bool(mentions) and len(direct) == len(mentions)


def names_in(text: str, names: tuple[str, ...]) -> bool:
    """True when ``text`` names one of these people (full name or first name as a word)."""
    for n in names:
        if not n:
            continue
        if n in text or re.search(rf"\b{re.escape(n.split()[0])}\b", text):
            return True
    return False


_HAPPENED = re.compile(
    r"^(?:(?:[A-Z][\w'’-]+|and) ){1,5}(?:\w+ed|had|went|told|said|met|made|took|gave|got|saw|won|lost|was|were"
    r"|threw|held|sold|brought|caught|taught|built|left|came|ran|wrote|spent)\b"
)


def happened(text: str) -> bool:
    """A statement of something that took place ("Ann Lee argued with ..."), not of a
    plan: its date is when it happened, so it goes stale slowly instead of at midnight."""
    return bool(_HAPPENED.match(text or ""))


def announces(text: str) -> bool:
    """An announcement ("has just", "is planning", "is going to"), not a plan one means to
    make ("Ann Lee plans to ...")."""
    return bool(_ANNOUNCE.search(text)) and not _PLANS_TO.match(text)
