"""One's day in the words of the town's language, for ``interview_asked``: the stretches of a
day one's records hold (``req.doings``), the rest of today's plan, one's work, each said as
``plan_words`` says a plan phrase. Cost: a cached ``classify`` per phrase."""

from __future__ import annotations

import re

from game.brains.builtin.activities import classify
from game.brains.builtin.interview_day import stretches
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.plan_words import parts_of, place_in, words_for
from game.brains.builtin.profile import profile_of
from game.brains.builtin.spoken_words import clock_words, said
from game.brains.builtin.tables import active
from game.mind.brain import InterviewRequest

MOST = 3  # stretches told; a long day is told by its longest
_BLOCK = re.compile(r"^(\d\d):(\d\d)-(\d\d):(\d\d) (.+)$")


def work_words(p, work_cat: str) -> str:
    """What one does at work, said with its place: "在小学上课"."""
    sector = p.work.sector if p.work is not None else ""
    cat = classify("work", work_cat)
    if not cat.saying:
        return said("work_at", place=sector)
    return words_for("work", sector, p.home.sector, work_cat)


def learns_there(p, work_cat: str) -> bool:
    """One goes to one's place to learn, not to work: one's work is another's customer side
    (a pupil's classes are the teacher's)."""
    return bool(work_cat) and any(c.customer == work_cat for c in active().taxonomy)


def _joined(parts: list[str]) -> str:
    return (said("and_then") or " ").join(parts)


def day_steps(req: InterviewRequest, day: str, book: Phrasebook) -> str:
    """The stretches of ``day`` in one's records, each said with its times ('' for none)."""
    p = req.persona
    cat = profile_of(p).work_cat
    steps = stretches([d for d in req.doings if d.date == day and d.did])
    if len(steps) > MOST:
        longest = sorted(steps, key=lambda d: d.end - d.start, reverse=True)[:MOST]
        steps = sorted(longest, key=lambda d: d.start)
    parts = []
    for i, d in enumerate(steps):
        words = words_for(d.did, d.place, p.home.sector, cat)
        if i in (0, len(steps) - 1) and d.end - d.start >= 60:
            start, end = clock_words(d.start), clock_words(d.end)
            parts.append(book.pick("ans_asked_step_span", doing=words, start=start, end=end))
        else:
            parts.append(words)
    return _joined([x for x in parts if x])


def longest_doing(req: InterviewRequest) -> str:
    """What one spent longest at in one's records, in words ('' for no records)."""
    p = req.persona
    if not req.doings:
        return ""
    d = max(req.doings, key=lambda d: d.end - d.start)
    return words_for(d.did, d.place, p.home.sector, profile_of(p).work_cat)


def plan_steps(req: InterviewRequest, minute: int) -> str:
    """The blocks of today's plan still to come (or under way), at most ``MOST``."""
    p = req.persona
    cat = profile_of(p).work_cat
    parts: list[str] = []
    for line in req.plan:
        m = _BLOCK.match(line.strip())
        if m is None or int(m[3]) * 60 + int(m[4]) <= minute:
            continue
        then = said("and_then") or ", then "  # (a plan shown in the town's words already)
        for phrase in (x for p in parts_of(m[5]) for x in p.split(then) if x):
            words = words_for(phrase, place_in(phrase, p.home.sector), p.home.sector, cat)
            if words and words not in parts:
                parts.append(words)
    return _joined(parts[:MOST])
