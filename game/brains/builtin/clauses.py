"""Reading a persona's days from its text: clauses with a role, a time and a place.

``daily_requirement`` and ``lifestyle`` are split into clauses ("runs errands in the afternoon",
"goes to the Red Lion on Thursday evenings for darts"), and each clause becomes an activity
phrase with a role (fixed commitment, a meal, the morning cafe stop, bedtime, or a flexible
activity), a part of the day, weekdays, a frequency and a duration (``Clause``). Regexes only,
tuned to persona sentences; a few hundred microseconds per persona, once (``profile_of``
caches the result).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.brains.builtin import text as tx
from game.brains.builtin.activities import classify
from game.brains.builtin.clause_words import (
    NOT_A_HABIT,
    WAKING,
    chance_of,
    fill,
    has_time_or_place,
    joinable,
    make_phrase,
    minutes_of,
    period_of,
    place_suffix,
)
from game.mind.brain import PersonaCard

__all__ = ["Clause", "clauses_of", "fill", "make_phrase"]


@dataclass(frozen=True)
class Clause:
    source: str
    phrase: str
    cat: str
    role: str  # fixed | breakfast | lunch | dinner | cafe_morning | bedtime | flex
    period: str  # morning | afternoon | evening | night | ""
    days: frozenset[str]  # empty: any day
    prob: float
    minutes: int  # 0: choose
    at: int | None
    span: tuple[int, int] | None


_SELF_CONDITION = re.compile(
    r"\s+(?:when|whenever|if|as soon as|once)\s+(?:he|she|they)\b.*$", re.IGNORECASE
)


def _split_clauses(sentence: str, persona: PersonaCard) -> list[str]:
    s = sentence.strip().rstrip(".")
    s = re.sub(r"\([^)]*\)", "", s)
    first = persona.first_name()
    s = re.sub(rf"^(?:{re.escape(persona.name)}|{re.escape(first)}|He|She|They)\s+", "", s)
    s = re.sub(r"^is an? [\w\s-]+? who\s+", "", s)
    parts = re.split(r",\s*(?:and\s+|then\s+)?|;\s*|\s+who\s+", s)
    # "...; she is rarely in bed before half past midnight": a clause of its own
    parts = [re.sub(r"^(?:he|she|they)\s+(?=\w)", "", p.strip()) for p in parts]
    # "walks home for lunch when he can": the condition speaks of the persona in the third
    # person and is no part of what is done; an activity said as one's own drops it
    parts = [_SELF_CONDITION.sub("", p) for p in parts]
    out: list[tuple[str, bool]] = []  # (clause, joined to the previous one by "and")
    for part in parts:
        subs = re.split(r"\s+and\s+(?=(?:\w+\s+)?\w+s\b\s+\w)", part)
        for k, sub in enumerate(subs):
            # "spends the evenings at home or on the green": a day does one of the two, and
            # the first is what the planner takes (an "or" is no activity)
            sub = re.split(r"\s+or\s+", sub.strip())[0].strip()
            if not sub:
                continue
            words = tx.strip_adverbs(sub.split())
            if out and (
                not words
                or not (tx.is_third_person_verb(words[0]) or words[0].lower() in ("is", "has"))
            ):
                out[-1] = (out[-1][0] + (" and " if k else ", ") + sub, out[-1][1])
            else:
                out.append((sub, k > 0))
    # "has a coffee and writes for an hour at the cafe": a short clause with neither time nor
    # place cue joins the clause it was split from by "and"
    merged: list[str] = []
    for c, by_and in out:
        if (
            by_and
            and merged
            and not has_time_or_place(merged[-1])
            and not tx.find_range(merged[-1])
            and joinable(merged[-1])
        ):
            merged[-1] = merged[-1] + " and " + c
        else:
            merged.append(c)
    return merged


def clauses_of(persona: PersonaCard, work_cat: str, places: dict[str, str]) -> tuple[Clause, ...]:
    out: list[Clause] = []
    sources = [("daily", x) for x in tx.sentences(persona.daily_requirement)] + [
        ("life", x) for x in tx.sentences(persona.lifestyle)
    ]
    work_span = persona.work_hours
    for origin, sentence in sources:
        after_wake = False
        for raw in _split_clauses(sentence, persona):
            stripped = " ".join(tx.strip_adverbs(raw.split()))
            if NOT_A_HABIT.match(stripped):
                after_wake = after_wake or bool(WAKING.match(stripped))
                continue
            low = raw.lower()
            draft = make_phrase(raw, "", places)
            cat = classify(draft, work_cat).name if draft else "generic"
            if cat == "generic":
                cat = classify(raw, work_cat).name
            span = tx.find_range(raw)
            days, _ = tx.weekdays_in(raw)
            period = period_of(raw) or ("morning" if after_wake and origin == "life" else "")
            at = None if span else tx.find_time(re.sub(r"\buntil\b.*$", "", raw))
            if at is not None and re.search(r"opens at|closes at", low):
                at = None
            at, days = _read_hour(at, low, persona, work_span, days)
            work_like = bool(re.search(r"\b(?:work|works|volunteers?|runs the|tends|shift)\b", low))
            own_work = False
            if persona.work is not None:
                arena = persona.work.arena.lower()
                # "is at school from ..." for a pupil of Elm Street School: its own workplace
                words = set(re.findall(r"[a-z]{5,}", persona.work.sector.lower()))
                own_work = (len(arena) > 3 and arena in low) or any(
                    re.search(rf"\b{w}\b", low) for w in words
                )
                work_like = work_like or own_work
            if cat == work_cat and persona.work is not None and (span or work_like):
                continue
            if (
                own_work
                and work_span
                and span is None
                and re.search(r"\bfrom\b.+\b(?:until|till|to)\b", low)
            ):
                continue  # one's own hours at one's own workplace, in words: the work hours hold it
            if (
                span
                and work_span
                and _overlap(span, work_span)
                >= 0.5 * min(span[1] - span[0], max(1, work_span[1] - work_span[0]))
            ):
                continue
            phrase = make_phrase(raw, cat, places)
            if not phrase or re.match(r"^(?:open|close) at\b", phrase):
                continue  # "opens at eight": when the shop opens, not something one does
            role = "flex"
            meal = re.search(
                r"\b(?<!before )(?<!after )(breakfast|lunch|dinner|lunches|supper)\b", low
            )
            if cat == work_cat and persona.work is not None and not days:
                days = set(persona.work_days)  # office hours happen on work days
            if re.search(r"\bskips? breakfast", low):
                role = "skip_breakfast"
            elif cat == "morning":
                role = "routine"
            elif span:
                role = "fixed"
                if not days and re.search(r"class|lecture|school|course", low):
                    days = set(tx.WEEKDAYS[:5])
            elif meal and not re.search(r"(?:before|after) (?:breakfast|lunch|dinner)", low):
                role = {"lunches": "lunch", "supper": "dinner"}.get(meal.group(1), meal.group(1))
            elif (
                re.search(r"coffee|cappuccino|latte|espresso|pastry", low)
                and re.search(r"caf[eé]|bean", low)
                and period not in ("afternoon", "evening")
            ):
                role = "cafe_morning"
            elif period == "night" and (
                re.search(r"bed|early night|sleep", low) or cat == "bedtime"
            ):
                role = "bedtime"
            if role == "flex" or role == "fixed":
                phrase = phrase + place_suffix(phrase, cat, period)
            phrase = fill(phrase, places)
            prob = chance_of(raw) * (
                0.6 if re.match(r"^(?:enjoys|likes|loves)\b", stripped) else 1.0
            )
            out.append(
                Clause(
                    raw, phrase, cat, role, period, frozenset(days), prob, minutes_of(raw), at, span
                )
            )
    return tuple(out)


def _read_hour(at, low: str, persona: PersonaCard, work_span, days: set[str]):
    """A bare hour read in the person's day: "falls asleep in his chair by ten" is at night;
    "has the ovens hot by five" for a baker whose shift starts at five is that morning, and a
    habit at the start of one's shift ("opens the shop at eight") happens on work days only."""
    if at is None:
        return at, days
    if at < 12 * 60 and re.search(r"\b(?:asleep|sleep|bed|nods? off|doze)", low):
        return at + 12 * 60, days
    if work_span and persona.work is not None:
        am = at - 12 * 60 if at >= 13 * 60 else at
        if abs(am - work_span[0]) <= 30 and am >= persona.wake:
            return am, days or set(persona.work_days)
    return at, days


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> int:
    return max(0, min(a[1], b[1]) - max(a[0], b[0]))
