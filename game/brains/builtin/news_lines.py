"""The news protocol: how a line shares a fact and how a listener takes it back.

A line that shares a fact has one of the tables' news leads, then the fact in the speaker's
voice as one sentence (``voice.first_person`` for one's own news, "you" for the listener), then
optionally a short remark ("Have you heard? Tom Reed is running for mayor. I had no idea.").
``extract_news`` finds the sentence after a lead; ``hear`` turns it back into the third-person
statement the teller held, so a fact keeps one wording from teller to teller and its spread can
be traced. Microseconds per line.
"""

from __future__ import annotations

import functools
import re
from datetime import date

from game.brains.builtin.tables import Tables, active
from game.brains.builtin.text import base_form, is_third_person_verb
from game.brains.builtin.voice import first_person, third_person
from game.mind.language import reading

_WIDE_STOPS = "：？！。，"


@functools.lru_cache(maxsize=8)
def _news_re(tables: Tables) -> re.Pattern:
    leads = tables.news_leads + tables.own_news_leads
    # (a full-width mark takes no space after it: "你听说了吗？李华要结婚了")
    return re.compile(
        "(?:"
        + "|".join(
            re.escape(x) + (r"\s*" if x[-1:] in _WIDE_STOPS else r"\s+")
            for x in sorted(leads, key=len, reverse=True)
        )
        + ")"
    )


def extract_news(line: str) -> str:
    """The fact a line shares after a news lead: its first sentence, without the final stop
    ('' when the line shares none)."""
    m = _news_re(active()).search(line or "")
    if not m:
        return ""
    rest = line[m.end() :]
    end = re.search(r"[.!?](?:\s+[A-Z\"']|\s*$)|[。！？]", rest)
    body = rest[: end.start()] if end else rest
    return body.strip().rstrip(".")


_DAYS = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"
_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_SPAN = re.compile(rf"\bon ({_DAYS}), ({_MONTHS}) (\d{{1,2}}), (\d\d):\d\d-\d\d:\d\d")
_DATED = re.compile(rf"\bon ({_DAYS}), ({_MONTHS}) (\d{{1,2}})\b")
_MONTH_NO = {m: i for i, m in enumerate(_MONTHS.split("|"), 1)}


def _when(m: re.Match, today: date | None, hour: int | None, past: bool = True) -> str:
    period = (
        "" if hour is None else "morning" if hour < 12 else "afternoon" if hour < 17 else "evening"
    )
    ahead = None
    if today is not None:
        try:
            ahead = (date(today.year, _MONTH_NO[m.group(2)], int(m.group(3))) - today).days
            ahead += 365 if ahead < -300 else -365 if ahead > 300 else 0  # (over a new year)
        except ValueError:
            ahead = None
    if ahead == 0:
        return f"this {period}" if period else "today"
    if ahead == -1:
        return ("last night" if period == "evening" else f"yesterday {period}").strip()
    if ahead == 1:
        return f"tomorrow {period}".strip()
    if hour is not None or (past if ahead is None else -6 <= ahead <= 6):
        return f"on {m.group(1)} {period}".strip()  # this week's Saturday is "on Saturday"
    return m.group(0)  # weeks off (or not known when): the date, to plan by


def spoken_when(fact: str, today: date | None = None) -> str:
    """How a person says when something happens: a record's "on Friday, May 8, 20:00-22:00"
    is "last night" the next day ("on Friday evening" later on); "on Friday, May 8" is
    "today", "yesterday", "tomorrow" or, within the week either way, "on Friday". A date
    further ahead keeps its day and date (the listener plans by it)."""
    s = _SPAN.sub(lambda m: _when(m, today, int(m.group(4))), fact)
    happened = reading().happened(s)
    return _DATED.sub(lambda m: _when(m, today, None, happened), s)


def say(fact: str, speaker: str, gender: str, listener: str = "", today: date | None = None) -> str:
    """A fact in the speaker's voice, addressed to ``listener`` (a sentence, with its stop)."""
    body = spoken_when(fact.strip().rstrip("."), today)
    if body.startswith((speaker + " ", speaker + "'s ")):
        body = first_person(body, speaker, gender)
    body = to_you(body, listener)
    return body + "."


def hear(body: str, speaker: str, me: str, speaker_gender: str = "they") -> str:
    """The statement a listener stores for a fact it heard (``extract_news``'s result)."""
    s = body.strip().rstrip(".")
    if re.search(r"\b(?:I|I'm|I've|I'd|I'll|my|My|me|myself)\b", s):
        s = third_person(s, speaker, speaker_gender)
    s = from_you(s, me)
    return s[0].upper() + s[1:] + "." if s else ""


# ---------------------------------------------------------------------------- you
def to_you(text: str, listener: str) -> str:
    """Address the listener: "Ann Lee is ..." -> "you are ...", "Ann Lee's" -> "your",
    "... asked Ann Lee whether she can ..." -> "... asked you whether you can ..."."""
    if not listener:
        return text
    s = text
    for n in (listener, listener.split()[0]):
        e = re.escape(n)
        s = re.sub(rf"\b{e} is\b", "you are", s)
        s = re.sub(rf"\b{e} was\b", "you were", s)
        s = re.sub(rf"\b{e} has\b", "you have", s)
        s = re.sub(rf"\b{e}'s\b", "your", s)
        s = re.sub(
            rf"\b{e} (\w+)\b",
            lambda m: (
                f"you {base_form(m.group(1))}"
                if is_third_person_verb(m.group(1))
                else f"you {m.group(1)}"
            ),
            s,
        )
        s = re.sub(rf"\b{e}\b", "you", s)
    agree = {"is": "are", "has": "have", "was": "were"}
    s = re.sub(
        r"\byou (whether|if|that) (?:she|he) (\w+)",
        lambda m: f"you {m.group(1)} you {agree.get(m.group(2), m.group(2))}",
        s,
    )
    return s[0].upper() + s[1:] if s.startswith("you") else s


def from_you(text: str, me: str) -> str:
    """What a listener stores from "you ...": its own name in place of "you"."""
    s = text
    for pat, rep in (
        (r"\byou are\b|\byou're\b", f"{me} is"),
        (r"\byou were\b", f"{me} was"),
        (r"\byou have\b|\byou've\b", f"{me} has"),
        (r"\byour\b", f"{me}'s"),
        (r"\byourself\b", me),
        (r"\byou\b", me),
    ):
        s = re.sub(pat, rep, s, flags=re.IGNORECASE)
    return s
