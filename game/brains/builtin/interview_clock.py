"""The days of an interview: its date from its clock, the day a memory is from as the
resident says it ("today", "yesterday", "on Friday"), the day or occasion a question names
("tomorrow", "this weekend", "Valentine's Day") and whether a text speaks of it, the plan
remembered for a date, and "what did you do today / this morning / yesterday?" told from the
memories of that day when the records (``interview_day``) have nothing.

Plain calendar reading over the request's clock and memory times; fixed-date occasions are
general calendar knowledge, not any town's.
"""

from __future__ import annotations

import datetime
import re

from game.brains.builtin import interview_day
from game.brains.builtin.interview_parts import (
    WEEKDAY_NAMES,
    content_words,
    mid_sentence,
    my_sentence,
    recall,
)
from game.mind.brain import InterviewAnswer, InterviewRequest
from game.mind.types import MemoryLine

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = (
    "january february march april may june july august september october november december"
).split()
# fixed-date occasions (month, day): general calendar knowledge, not any town's
_OCCASIONS = {
    "valentine": (2, 14),
    "christmas eve": (12, 24),
    "christmas": (12, 25),
    "new year's eve": (12, 31),
    "halloween": (10, 31),
}
_TODAY = re.compile(r"\b(today|tonight|now|this (?:morning|afternoon|evening)|right now)\b")
_PART = {"morning": (0, 12), "afternoon": (12, 18), "evening": (18, 24), "tonight": (18, 24)}


def today_of(now: str) -> datetime.date | None:
    """The interview's date from its clock ("Sat 14 Feb 2026 10:00"); None when unreadable."""
    try:
        return datetime.datetime.strptime(now, "%a %d %b %Y %H:%M").date()
    except ValueError:
        return None


def minute_of(now: str) -> int | None:
    """The interview's minute of the day from its clock ("... 10:00" -> 600); None when
    unreadable."""
    clock = re.search(r"(\d\d):(\d\d)\s*$", now)
    return int(clock.group(1)) * 60 + int(clock.group(2)) if clock else None


def day_tag(day: datetime.date) -> str:
    """How a memory's ``when`` starts on that day: "Sat 14 Feb"."""
    return f"{day.strftime('%a')} {day.day:02d} {day.strftime('%b')}"


def spoken_day(when: str, now: str = "") -> str:
    """The day a memory is from as the resident says it: "today", "yesterday", else its
    weekday ("Friday"); "" when unknown."""
    day = WEEKDAY_NAMES.get(when.split()[0], "") if when else ""
    today = today_of(now) if day and now else None
    if today is not None:
        if when.startswith(day_tag(today)):
            return "today"
        if when.startswith(day_tag(today - datetime.timedelta(days=1))):
            return "yesterday"
    return day


def on_day(day: str) -> str:
    """'today' / 'yesterday' / 'on Friday'."""
    return day if day in ("today", "yesterday") else f"on {day}"


def plan_items(m: MemoryLine) -> tuple[str, list[tuple[str, str]]] | None:
    """(ISO date, [(start, activity)]) of a plan memory ("Ann's plan for 2026-02-14: 07:00 ...")."""
    head = re.match(r"^.+?'s plan for (\d{4}-\d\d-\d\d): (.*)$", m.text)
    if m.kind != "plan" or not head:
        return None
    items = [(t, a.strip(" .")) for t, a in re.findall(r"(\d\d:\d\d) ([^;]+)", head.group(2))]
    return head.group(1), items


def occasion(low: str, now: str) -> tuple[str, datetime.date | None] | None:
    """The day or occasion a plan question is about when it is not today: (how to name it,
    its date when known); None for today/now questions or no day named."""
    if _TODAY.search(low):
        return None
    try:
        today = datetime.datetime.strptime(now, "%a %d %b %Y %H:%M").date()
    except ValueError:
        today = None
    for key, (mo, dd) in _OCCASIONS.items():
        if key in low:
            name = re.search(rf"{key}[\w'’]*(?: (?:day|eve))?", low)
            label = (name.group(0) if name else key).strip().title().replace("'S", "'s")
            if today is None:
                return label, None
            day = datetime.date(today.year, mo, dd)
            if day < today:
                day = datetime.date(today.year + 1, mo, dd)
            return None if day == today else (label, day)
    if "tomorrow" in low:
        return "tomorrow", (today + datetime.timedelta(days=1)) if today else None
    if re.search(r"\b(this|the|next) weekend\b|\bweekend\b", low):
        if today is None:
            return "this weekend", None
        ahead = (5 - today.weekday()) % 7
        return "this weekend", today + datetime.timedelta(days=ahead)
    for i, wd in enumerate(_WEEKDAYS):
        if re.search(rf"\b{wd}\b", low):
            if today is None:
                return wd.title(), None
            ahead = (i - today.weekday()) % 7
            return None if ahead == 0 else (wd.title(), today + datetime.timedelta(days=ahead))
    if re.search(r"\bnext (week|month)\b", low):
        return "next " + re.search(r"\bnext (week|month)\b", low).group(1), None
    return None


def about_day(text: str, label: str, day: datetime.date | None) -> bool:
    low = text.lower()
    if any(w in low for w in content_words(label) if len(w) > 3 and w not in ("day",)):
        return True
    if day is None:
        return False
    names = (
        _WEEKDAYS[day.weekday()],
        f"{_MONTHS[day.month - 1]} {day.day}",
        f"{day.day} {_MONTHS[day.month - 1]}",
        day.isoformat(),
    )
    if label == "this weekend":
        names += ("sunday", "weekend")
    return any(n in low for n in names)


def recall_dated(hits, req: InterviewRequest, gender: str) -> str:
    """``recall`` with the first memory's day said against the interview's clock ("I heard
    today that ...", "Yesterday, ..."), not as a weekday when it is today or yesterday."""
    text = recall(hits, req.persona, gender, today_of(req.now))
    if not hits or not hits[0].when:
        return text
    day = spoken_day(hits[0].when, req.now)
    if day not in ("today", "yesterday"):
        return text
    weekday = spoken_day(hits[0].when)
    if text.startswith(f"I heard on {weekday} that "):
        return f"I heard {day} that " + text[len(f"I heard on {weekday} that ") :]
    if text.startswith(f"On {weekday}, "):
        return f"{day.capitalize()}, " + text[len(f"On {weekday}, ") :]
    return text


def day_recall(req: InterviewRequest, low: str, gender: str) -> InterviewAnswer:
    """'What did you do today / this morning / yesterday?': its own doings and talks from that
    day (or part of it), by the memories' times against the interview's clock."""
    back = 1 if re.search(r"\byesterday\b", low) else 0
    part = re.search(r"\b(?:this |yesterday )?(morning|afternoon|evening)\b|\b(tonight)\b", low)
    part = None if not part else (part.group(1) or part.group(2))
    told = interview_day.recall(req, today_of(req.now), back, part or "")
    if told is not None:
        return told
    part = None if back else part
    label = (
        "yesterday"
        if back
        else ("tonight" if part == "tonight" else f"this {part}" if part else "today")
    )
    today = today_of(req.now)
    chosen: list[tuple[str, str, int]] = []  # (when, said, id)
    if today is not None:
        tag = day_tag(today - datetime.timedelta(days=back))
        lo, hi = _PART.get(part or "", (0, 24))
        p = req.persona
        for m in req.memories:
            if not m.when.startswith(tag) or m.kind in ("plan", "context", "reflection"):
                continue
            hour = re.match(r"\S+ \d+ \S+ (\d\d):", m.when)
            if hour and not lo <= int(hour.group(1)) < hi:
                continue
            conv = re.match(r"^Conversation with .+? at [^:]+: (I .*)$", m.text.strip())
            if conv:
                said = conv.group(1)
            elif m.text.startswith(p.name + " "):
                said = my_sentence(m.text, p, gender)
                said = re.split(
                    r" on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \w+ \d+, \d\d:\d\d", said
                )[0]
            else:
                continue
            said = re.sub(r"^I'm\b|^I am\b", "I was", said.strip().rstrip("."))
            if any(content_words(said) == content_words(c[1]) for c in chosen):
                continue
            chosen.append((m.when, said, m.id))
            if len(chosen) == 2:
                break
    if not chosen:
        return InterviewAnswer(
            text=f"I can't recall much about {label}, honestly; nothing from it stands out.",
            remembers=False,
        )
    chosen.sort(key=lambda c: c[0])  # told in the order it happened
    parts = [f"{label[0].upper()}{label[1:]} " + mid_sentence(chosen[0][1]) + "."]
    parts += ["Then " + mid_sentence(c[1]) + "." for c in chosen[1:]]
    return InterviewAnswer(text=" ".join(parts), evidence=tuple(c[2] for c in chosen))
