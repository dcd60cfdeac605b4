"""Events for today found in memories: a party someone told us about, our own weekly club.

Heuristic (documented because plans depend on it):

* a memory sentence is about *today* when it names today's date ("February 14", "14 Feb",
  "2026-02-14"), says "today"/"tonight" in a memory from today or "tomorrow" in one from
  yesterday, or names today's weekday without naming a month ("on Saturday", "every Thursday
  evening", "on Sundays");
* it must be about the future or a habit: a sentence whose first verb is in the past tense
  ("argued", "lost") is skipped unless it carries an explicit date;
* someone else's event counts only with an event noun (party, concert, club, recital, ...;
  ``event_nouns`` in ``data/talk.toml``);
  the resident's own habits ("Ann tutors Tom in chemistry on Thursday afternoons") count too;
* the time is a range or a clock time from ``text.find_range`` / ``find_time`` ("from 5 pm to
  7 pm", "at 17:00", "5 pm"); without one the event is flexible, placed in a free slot of the
  part of the day it names (morning / afternoon / evening);
* the place is the first capitalised place name in the sentence ("Corner Cafe"), else a
  generic one ("the park"); the resident hosts when it is the subject and is planning,
  hosting or organising it, otherwise it attends.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from datetime import date

from game.brains.builtin import text as tx
from game.brains.builtin.profile import make_phrase
from game.brains.builtin.tables import Tables, active
from game.mind.brain import PersonaCard
from game.mind.relations import bond_of
from game.mind.types import MemoryLine


@functools.lru_cache(maxsize=8)
def _noun_res(tables: Tables) -> tuple[re.Pattern, re.Pattern]:
    """'the quiz night with Ann Lee' and 'Ann Lee's recital' for the tables' event nouns."""
    nouns = tables.event_nouns
    phrase = re.compile(
        r"\b(?:a|an|the|her|his|their|my|our)\s+((?:[\w'’-]+\s+){0,3}?(?:" + nouns + r"))\b"
        r"(\s+(?:with|for)\s+[A-Z][\w]+(?:\s+[A-Z][\w]+)?)?"
    )
    possessive = re.compile(
        r"\b((?:[A-Z][\w]+\s+){1,2}[A-Z][\w]+'s\s+(?:[\w-]+\s+){0,2}?(?:" + nouns + r"))\b"
    )
    return phrase, possessive


_SOMEONE_DID = re.compile(r"^(?:(?:[A-Z][\w'’-]+|and) )+(?:\w+ed|went|had|held|met|was|were)\b")
_HOST_VERBS = re.compile(
    r"^(?:is\s+)?(?:planning|hosting|organising|organizing|throwing|hosts|"
    r"organises|organizes|runs|plans|is giving|gives|throw|host|hold|organi[sz]e|give)\b",
    re.IGNORECASE,
)
# the words a whisper (or one's own resolve) puts before the thing to do; what follows is the plan
_WISH = re.compile(
    r"^(?:thinks|feels|decides|resolves):\s*(?:that\s+)?I\s+"
    r"(?:really\s+)?(?:want to|would like to|'d like to|plan to|am going to|will|must|should|"
    r"need to|have decided to|decided to|mean to)\s+",
    re.IGNORECASE,
)
_GENERIC_PLACE = re.compile(
    r"\b(?:at|in)\s+(the\s+(?:[a-z]+\s+){0,2}?(?:cafe|pub|park|library|"
    r"garden|college|market|square|hall|common room|studio))\b"
)
_MENTAL = re.compile(
    r"^(?:fears?|thinks?|worr(?:y|ies)|hopes?|wants?|believes?|knows?|wonders?|"
    r"regrets?|likes?|loves?|feels?|dreams?|suspects?|noticed|notices?|is|was)$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Event:
    text: str  # the plan activity, e.g. "attend the birthday party at Corner Cafe"
    start: int | None  # None: flexible
    end: int | None
    period: str
    host: bool
    place: str
    one_off: bool  # a dated event (not a weekly habit)
    source: str = ""  # the sentence it was found in
    mine: bool = False  # the resident's own habit or plan (not someone else's event)


def _period(sentence: str) -> str:
    low = sentence.lower()
    for name in ("morning", "afternoon", "evening", "night"):
        if re.search(rf"\b{name}s?\b", low):
            return name
    return ""


def _place(sentence: str) -> str:
    for phrase in tx.capitalised_phrases(sentence):
        phrase = re.sub(
            r"(?:'s)?\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b.*$",
            "",
            phrase,
        )
        if len(phrase.split()) >= 2 and tx.is_place_name(phrase):
            # (a place whose name has "The" keeps it, as talk names it: "at The Old Mill")
            return re.sub(r"^(?:At|In|On)\s+", "", phrase)
    m = _GENERIC_PLACE.search(sentence)
    return m.group(1) if m else ""


def _is_today(sentence: str, mem: MemoryLine, today: date, weekday: str) -> tuple[bool, bool]:
    """(about today, dated one-off)."""
    d = tx.parse_date(sentence, today.year)
    if d is not None:
        return d == today, True
    low = sentence.lower()
    mem_day = tx.day_of(mem.when, today.year) if mem.when else None
    if re.search(r"\b(?:today|tonight|this evening|this afternoon|this morning)\b", low):
        return mem_day is None or mem_day == today, True
    if re.search(r"\btomorrow\b", low):
        return mem_day is not None and tx.shift(mem_day, 1) == today, True
    days, _ = tx.weekdays_in(sentence)
    if days and not tx.mentions_month(sentence):
        return weekday in days, False
    return False, False


def events_today(
    persona: PersonaCard, memories: tuple[MemoryLine, ...], date_str: str, weekday: str
) -> list[Event]:
    """Events of ``date_str`` found in ``memories`` (see the module docstring)."""
    try:
        today = date.fromisoformat(date_str)
    except (TypeError, ValueError):
        return []
    out: list[Event] = []
    seen: set[str] = set()
    noun_phrase, possessive = _noun_res(active())
    names = (persona.name, persona.first_name())
    for mem in memories or ():
        if not isinstance(mem, MemoryLine) or not mem.text or mem.kind == "reflection":
            continue  # a thought about an event ("keeps thinking about how ...") is no plan
        for sentence in tx.sentences(mem.text):
            ok, one_off = _is_today(sentence, mem, today, weekday)
            if not ok:
                continue
            subject_is_me = any(sentence.startswith(n + " ") for n in names) or sentence.startswith(
                "I "
            )
            body = sentence
            for n in names + ("I",):
                if body.startswith(n + " "):
                    body = body[len(n) + 1 :]
                    break
            wish = _WISH.match(body)  # a planted thought: "thinks: I want to throw a party ..."
            if wish and subject_is_me:
                body = body[wish.end() :]
            first_verb = body.split()[0] if body.split() else ""
            if tx.is_past_verb(first_verb) or _SOMEONE_DID.match(body):
                continue  # a record of what happened, not a plan (even with a date)
            place = _place(sentence)
            span = tx.find_range(sentence)
            at = None if span else tx.find_time(sentence)
            period = _period(sentence)
            noun = possessive.search(sentence)
            noun_text = noun.group(1) if noun else ""
            if not noun_text:
                m = noun_phrase.search(sentence)
                if m:
                    noun_text = "the " + m.group(1) + (m.group(2) or "")
            host = subject_is_me and bool(_HOST_VERBS.match(body)) and bool(noun_text)
            if noun and not subject_is_me and noun_text.startswith((persona.name, names[1] + "'s")):
                continue  # "Ann Lee's party" in someone's words: her own event, known already
            if subject_is_me and not host and _MENTAL.match(first_verb):
                continue  # "fears ...", "is worried ...": a state, not something to do
            if host:
                activity = f"host {noun_text}" + (f" at {place}" if place else "")
            elif subject_is_me:
                if re.match(r"^(?:has|is having|have)\b", body) and noun_text:
                    activity = f"go to {noun_text}"
                else:
                    activity = make_phrase(_strip_when(body), "", {})
                if not activity:
                    continue
                if place and place.lower() not in activity.lower():
                    activity += f" at {place}"
            elif noun_text:
                activity = f"attend {noun_text}" + (f" at {place}" if place else "")
            else:
                continue
            activity = " ".join(activity.split())
            if activity.lower() in seen:
                continue
            seen.add(activity.lower())
            start = end = None
            if span:
                start, end = span
            elif at is not None:
                start, end = (
                    at,
                    at
                    + (
                        120
                        if re.search(r"party|concert|festival|club|night|show", sentence, re.I)
                        else 60
                    ),
                )
            out.append(
                Event(activity, start, end, period, host, place, one_off, sentence, subject_is_me)
            )
    return out


def _strip_when(body: str) -> str:
    body = re.sub(
        r",?\s*\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening))\b",
        "",
        body,
        flags=re.IGNORECASE,
    )
    body = re.sub(
        r",?\s*\bon (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b.*$",
        "",
        body,
        flags=re.IGNORECASE,
    )
    body = re.sub(
        r",?\s*\bevery (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
        r"(?: (?:morning|afternoon|evening|night))?",
        "",
        body,
        flags=re.IGNORECASE,
    )
    return body


# ---------------------------------------------------------------------------- going or not
def bond_with(host: str, me: str, memories, listeners=()) -> str:
    """My relationship text about ``host`` from a "<me> knows <host>: ..." memory, or from the
    listener I am talking to; "" when I have none."""
    for lst in listeners:
        if getattr(lst, "name", "") == host:
            return bond_of(lst.relationship or "")
    head = f"{me} knows {host}: "
    for m in memories:
        text = getattr(m, "text", "")
        if text.startswith(head):
            return text[len(head) :]
    return ""


def host_of(text: str) -> str:
    """The person a statement is about ("Ann Lee is planning a party ..." -> "Ann Lee")."""
    m = re.match(r"^([A-Z][\w'’-]+ [A-Z][\w'’-]+)\b", text or "")
    return m.group(1) if m else ""


def attend_choice(persona: PersonaCard, text: str, year: int, seed: int, bond: str = "") -> str:
    """Would this resident go to the event a statement announces? "host" (it is theirs),
    "work" (their shift overlaps it), "yes", "maybe" or "no".

    Interest follows sociability and what the host is to the resident (``bond``: its text about
    the host; family and friends come, a quarrel keeps one away): the paper saw 5 of 12 invited
    come. A pure function of persona, event and bond, so what a resident says when invited and
    what it plans on the day agree (the mind gives the planner the same bond).
    """
    from game.brains.builtin.profile import profile_of
    from game.brains.builtin.rand import stable_rand

    if text.startswith((persona.name + " ", persona.name + "'s ")):
        return "host"
    day = tx.parse_date(text, year)
    span = tx.find_range(text)
    if span is None:
        at = tx.find_time(text)
        span = (at, at + 120) if at is not None else None
    if day is not None and span is not None and persona.work_hours and persona.work_days:
        wd = tx.WEEKDAYS[day.weekday()]
        a, b = persona.work_hours
        if wd in persona.work_days and a < span[1] and span[0] < (b if b > a else b + 1440):
            return "work"
    from game.mind.language import reading

    social = profile_of(persona).sociable
    key = (day.isoformat() if day else "") + "|" + " ".join(text.split()[:6])
    r = stable_rand(seed, "attend", persona.id, key)
    warmth = {"family": 0.5, "close": 0.4, "romance": 0.4, "known": 0.2, "quarrel": -0.2}
    p = 0.15 + 0.6 * social + warmth.get(reading().bond_kind(bond), 0.0)
    if r < 0.6 * p:
        return "yes"
    if r < p:
        return "maybe"
    return "no"


def goes(choice: str, persona: PersonaCard, text: str, seed: int) -> bool:
    """Whether a "maybe" turns into going on the day (half of them do)."""
    from game.brains.builtin.rand import stable_rand

    if choice in ("host", "yes"):
        return True
    return choice == "maybe" and stable_rand(seed, "maybe", persona.id, text[:60]) < 0.5
