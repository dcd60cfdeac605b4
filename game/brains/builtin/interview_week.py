"""'What does an ordinary weekday look like for you?' said from one's own records: the work
record (where, which hours, which days), when one is up and in bed against those hours, and
what one did with the evening on the days one remembers (``InterviewRequest.doings``), so that
residents answer as their days differ, not in one frame with their hours put in.

* **work**: a late start is said as one ("my work doesn't start until noon"), an early one as
  early, a pupil's as school; the days as the record has them;
* **morning**: up long before work, or off to work soon after getting up, or just the hour;
* **evening**: the longest stretch after work (or school) on the days one remembers (not a
  meal, not sleep: the tables' kind of it): "mostly" when it was the same on each, else the
  latest with which day it was; then when one is in bed.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

from game.brains.builtin.activities import classify
from game.brains.builtin.interview_day import stretches
from game.brains.builtin.interview_self import days_words, pupil
from game.brains.builtin.profile import profile_of
from game.brains.builtin.talk_slots import clock_words, mine, without_room
from game.mind.brain import InterviewRequest
from game.mind.records import Doing

_IDLE = frozenset("meal morning bedtime hygiene sleep generic".split())  # no evening to tell
EARLY = 7 * 60  # a start before this is an early one
LATE = 12 * 60  # a start from this is a late one


def work_sentence(p) -> str:
    a, b = p.work_hours
    days = days_words(p.work_days)
    days = f", {days}" if days else ""
    place = p.work.sector
    if pupil(p):
        return f"School, mostly: I'm at {place} from {clock_words(a)} until {clock_words(b)}{days}."
    if a >= LATE:
        return f"My work at {place} doesn't start until {clock_words(a)}; I'm there till {clock_words(b)}{days}."
    if a < EARLY:
        return f"I'm at {place} early, from {clock_words(a)} until {clock_words(b)}{days}."
    return f"I work at {place} from {clock_words(a)} until {clock_words(b)}{days}."


def morning_sentence(p) -> str:
    up = clock_words(p.wake)
    if p.work is None or not p.work_hours:
        return f"I'm up at {up}."
    gap = p.work_hours[0] - p.wake
    if gap >= 120:
        return f"I'm up at {up}, a good while before I'm needed."
    if gap <= 45:
        return f"I'm up at {up} and out of the door soon after."
    return f"I'm up at {up}."


def evening_sentence(req: InterviewRequest) -> str:
    """What one did after work on the latest day one remembers it, and when one is in bed."""
    p = req.persona
    end = p.work_hours[1] if p.work is not None and p.work_hours else 17 * 60
    today = _today(req.now)
    bed = f"I'm in bed by {clock_words(p.sleep)}."
    after = {day: _after(req, day, end) for day in sorted({d.date for d in req.doings})}
    said = {day: _did(ds[0], p.home.sector) for day, ds in after.items() if ds}
    if not said:
        return bed
    then = "After school" if pupil(p) else "After work"
    if len(set(said.values())) == 1 and len(said) >= 2:  # (the same on every day one holds)
        return f"{then} I mostly {next(iter(said.values()))}. {bed}"
    day = max(said)
    return f"{then}, it depends; {_which(day, today)} I {said[day]}. {bed}"


def _after(req: InterviewRequest, day: str, end: int) -> list[Doing]:
    """The stretches of ``day`` after work (not at work, not a meal nor sleep), longest first."""
    p = req.persona
    work = profile_of(p).work_cat
    at_work = p.work.sector if p.work is not None else ""
    out = [
        d
        for d in stretches([d for d in req.doings if d.date == day and d.did])
        if d.start >= end - 30
        and d.place != at_work
        and classify(d.activity or d.did, work).name not in _IDLE
    ]
    return sorted(out, key=lambda d: d.start - d.end)


def answer(req: InterviewRequest) -> str:
    """The whole answer (a persona with a work record; else "" and the caller says its own)."""
    p = req.persona
    if p.work is None or not p.work_hours:
        return ""
    return " ".join((work_sentence(p), morning_sentence(p), evening_sentence(req)))


def _did(d: Doing, home: str) -> str:
    out = mine(without_room(d.did))
    if d.place and d.place == home and "home" not in out and d.place not in out:
        out += " at home"
    return out


def _today(now: str) -> date | None:
    try:
        return datetime.strptime(now, "%a %d %b %Y %H:%M").date()
    except ValueError:
        return None


def _which(day: str, today: date | None) -> str:
    d = date.fromisoformat(day)
    if today is not None and d == today:
        return "today"
    if today is not None and d == today - timedelta(days=1):
        return "yesterday"
    return f"on {d.strftime('%A')}"
