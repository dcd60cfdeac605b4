"""What kind of statement an English sentence of news is: a secret, an announcement, a habit or
a view, something that happened, a notable deed in a talk's summary; whom it names.

These read statements a residents file gives as prose (a file that gives ``facts`` as records
never comes here) and the first-person summaries a brain writes of a talk.
"""

from __future__ import annotations

import re

_SECRET = re.compile(
    r"\bcrush on\b|\bsweet on\b|fallen for|in love with|\bsecret(?:ly)?\b|\bhid(?:es|ing)\b"
    r"|\bhas not told\b|\bhasn't told\b|\bhave not told\b|\bhaven't told\b|\bbehind (?:his|her|their) back\b|\bsuspects?\b"
    r"|\basked \w+ out\b",
    re.IGNORECASE,
)


# a worry in so many words: what one fears, dreads, frets over or cannot sleep for (not "stuck
# record", "behind the till", "no need to worry")
_WORRY = re.compile(
    r"\bworr(?:y|ied|ies|ying)\b|\bafraid\b|\bdread|\bnervous\b|\banxious\b|\bfret"
    r"|losing sleep|can't sleep|\bupset\b|\bstruggling\b",
    re.IGNORECASE,
)
_NO_WORRY = re.compile(r"\b(?:no|nothing to|don't|never) (?:need to )?worr", re.IGNORECASE)


def says_worry(text: str) -> bool:
    """A worry said in so many words ("I'm worried sick", "I dread Monday")."""
    return bool(_WORRY.search(text or "")) and not _NO_WORRY.search(text or "")


def is_secret(text: str) -> bool:
    """A crush, something hidden, something not yet told: not for everyone's ears."""
    return bool(_SECRET.search(text or ""))


_ANNOUNCE = re.compile(
    r"\b(?:(?<!not )decided to|has just|just \w+ed|announc|engaged|pregnant|moving (?:in|away|out)"
    r"|is (?:planning|organi[sz]ing|hosting|throwing|starting|opening|leaving)|is going to)\b",
    re.IGNORECASE,
)
_PLANS_TO = re.compile(r"^(?:[A-Z][\w'’-]+ ){1,3}(?:plans|means|hopes|wants|intends) to\b")


def announces(text: str) -> bool:
    """An announcement ("has just", "is planning", "is going to"), not a plan one means to
    make ("Ann Lee plans to ...")."""
    return bool(_ANNOUNCE.search(text)) and not _PLANS_TO.match(text)


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


def is_habit_or_opinion(text: str) -> bool:
    """What someone is like, not news: a habit ("writes at the cafe most mornings"), an opinion
    or a wish ("thinks the pub should close earlier"): those are for talk."""
    return bool(_HABIT.search(text) or _OPINION.match(text))


_HAPPENED = re.compile(
    r"^(?:(?:[A-Z][\w'’-]+|and) ){1,5}(?:\w+ed|had|went|told|said|met|made|took|gave|got|saw|won|lost|was|were"
    r"|threw|held|sold|brought|caught|taught|built|left|came|ran|wrote|spent)\b"
)


def happened(text: str) -> bool:
    """A statement of something that took place ("Ann Lee argued with ..."), not of a
    plan: its date is when it happened, so it goes stale slowly instead of at midnight."""
    return bool(_HAPPENED.match(text or ""))


_ADDRESSED = r"(?:against|with|to|ask|asked|tell|told|invite|invited|for|from|helping|help|tutors?)"


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


# a summary that says the resident did something notable (not just heard or talked about it)
_ACT = re.compile(
    r"^I (?:argued|quarrell?ed|had words|had it out|asked \w+ out|made (?:up|peace)"
    r"|apologi[sz]ed|fell out)\b"
)


def did_notable(summary: str) -> bool:
    """A first-person summary of a talk that says the speaker did something notable ("I
    argued with Tom about the noise"), not only that it heard or talked of something."""
    return bool(_ACT.match(summary))
