"""Events for today found in memories: a party someone told us about, our own weekly club.

Heuristic (documented because plans depend on it):

* a memory sentence is about *today* when it names today's date ("February 14", "14 Feb",
  "2026-02-14"), says "today"/"tonight" in a memory from today or "tomorrow" in one from
  yesterday, or names today's weekday without naming a month ("on Saturday", "every Thursday
  evening", "on Sundays");
* it must be about the future or a habit: a sentence whose first verb is in the past tense
  ("argued", "lost") is skipped unless it carries an explicit date;
* someone else's event counts only with an event noun (party, concert, club, recital, ...);
  the resident's own habits ("Ada tutors Leo in chemistry on Thursday afternoons") count too;
* the time is a range or a clock time from ``text.find_range`` / ``find_time`` ("from 5 pm to
  7 pm", "at 17:00", "5 pm"); without one the event is flexible, placed in a free slot of the
  part of the day it names (morning / afternoon / evening);
* the place is the first capitalised place name in the sentence ("Sunny Bean Cafe"), else a
  generic one ("the park"); the resident hosts when it is the subject and is planning,
  hosting or organising it, otherwise it attends.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from game.brains.builtin import text as tx
from game.brains.builtin.profile import make_phrase
from game.mind.brain import PersonaCard
from game.mind.types import MemoryLine

EVENT_NOUNS = (
    r"party|concert|recital|festival|celebration|fair|swap|wedding|club|gathering|show|"
    r"exhibition|match|night|meeting|session|interview|practical|exam|test|rehearsal|"
    r"league|quiz|debate|dinner|picnic|ceremony|vote|election"
)
_NOUN_PHRASE = re.compile(
    r"\b(?:a|an|the|her|his|their|my|our)\s+((?:[\w'’-]+\s+){0,3}?(?:" + EVENT_NOUNS + r"))\b"
    r"(\s+(?:with|for)\s+[A-Z][\w]+(?:\s+[A-Z][\w]+)?)?"
)
_POSSESSIVE = re.compile(
    r"\b((?:[A-Z][\w]+\s+){1,2}[A-Z][\w]+'s\s+(?:[\w-]+\s+){0,2}?(?:" + EVENT_NOUNS + r"))\b"
)
_HOST_VERBS = re.compile(
    r"^(?:is\s+)?(?:planning|hosting|organising|organizing|throwing|hosts|"
    r"organises|organizes|runs|plans|is giving|gives)\b",
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
_PERIOD_DEFAULT = {
    "morning": (9 * 60, 11 * 60),
    "afternoon": (14 * 60, 16 * 60),
    "evening": (19 * 60, 21 * 60),
    "night": (20 * 60, 22 * 60),
}


@dataclass(frozen=True)
class Event:
    text: str  # the plan activity, e.g. "attend the Valentine's Day party at Sunny Bean Cafe"
    start: int | None  # None: flexible
    end: int | None
    period: str
    host: bool
    place: str
    one_off: bool  # a dated event (not a weekly habit)


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
        if len(phrase.split()) >= 2 and (
            tx.is_place_name(phrase) or re.search(r"Kettle|Bean", phrase)
        ):
            return re.sub(r"^(?:The|At|In|On)\s+", "", phrase)
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
    names = (persona.name, persona.first_name())
    for mem in memories or ():
        if not isinstance(mem, MemoryLine) or not mem.text:
            continue
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
            first_verb = body.split()[0] if body.split() else ""
            if tx.is_past_verb(first_verb) and not one_off:
                continue
            place = _place(sentence)
            span = tx.find_range(sentence)
            at = None if span else tx.find_time(sentence)
            period = _period(sentence)
            noun = _POSSESSIVE.search(sentence)
            noun_text = noun.group(1) if noun else ""
            if not noun_text:
                m = _NOUN_PHRASE.search(sentence)
                if m:
                    noun_text = "the " + m.group(1) + (m.group(2) or "")
            host = subject_is_me and bool(_HOST_VERBS.match(body)) and bool(noun_text)
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
            out.append(Event(activity, start, end, period, host, place, one_off))
    return out


def _strip_when(body: str) -> str:
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
