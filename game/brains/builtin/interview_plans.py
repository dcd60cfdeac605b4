"""Plans in an interview: today's (the whole day, or what comes at an hour), a typical day,
another day or an occasion ("Valentine's Day", "this weekend", "tomorrow": what it has heard or
intends for that day, or honestly that it has no plans yet); the events coming up are
``interview_ahead``'s.

Everything comes from the request (plan, memories, the persona card); which day a question
names is read in ``interview_clock``.
"""

from __future__ import annotations

import datetime
import re

from game.brains.builtin import interview_day, interview_self
from game.brains.builtin.interview_clock import about_day, minute_of, plan_items, today_of
from game.brains.builtin.interview_kinds import OWN_REPLY, distinct_facts, tell
from game.brains.builtin.interview_parts import (
    as_sentence,
    first_sentences,
    join_then,
    mid_sentence,
    my_phrase,
    my_sentence,
    statements,
    third_to_first_verbs,
)
from game.brains.builtin.phrases import Phrasebook
from game.mind.brain import InterviewAnswer, InterviewRequest

EVENT_WORDS = re.compile(
    r"\b(part(?:y|ies)|festival|concert|election|vote|meeting|dinner|celebrat\w*|invit\w*"
    r"|wedding|open evening|gathering|announce\w*)\b",
    re.I,
)


def _todays_plan(req: InterviewRequest) -> tuple[str, ...]:
    """Today's plan: the request's, unless it is a plan remembered for another day (the
    schedule not yet renewed), then the plan remembered for today, else none."""
    today = today_of(req.now)
    if today is None:
        return req.plan
    mine = [(m, got) for m in req.memories if (got := plan_items(m)) and got[1]]
    for_today = next((got[1] for _m, got in mine if got[0] == today.isoformat()), None)
    current = [
        (m.group(1), m.group(2).strip(" ."))
        for line in req.plan
        if (m := re.match(r"(\d\d:\d\d)-\d\d:\d\d (.+)", line))
    ]
    stale = bool(current) and any(
        got[0] != today.isoformat() and got[1] == current for _m, got in mine
    )
    if req.plan and not stale:
        return req.plan
    if for_today is None:
        return ()
    return tuple(
        f"{t}-{for_today[i + 1][0] if i + 1 < len(for_today) else '00:00'} {a}"
        for i, (t, a) in enumerate(for_today)
    )


def typical_day(p, gender: str) -> str:
    if p.facts:
        return interview_self.routine(p)
    routine = third_to_first_verbs(my_sentence(first_sentences(p.daily_requirement, 1), p, gender))
    life = third_to_first_verbs(my_sentence(first_sentences(p.lifestyle, 1), p, gender))
    return " ".join(
        x for x in ("On a normal day, " + mid_sentence(routine) if routine else "", life) if x
    )


def todays_plans(req: InterviewRequest, low: str, gender: str) -> InterviewAnswer:
    if "tomorrow" in low:
        text = "I haven't planned tomorrow yet."
        if req.persona.facts:
            return InterviewAnswer(
                text=text
                + " "
                + interview_self.routine(req.persona).replace("On a normal day, ", "Most days ")
            )
        usual = my_sentence(first_sentences(req.persona.daily_requirement, 1), req.persona, gender)
        if usual:
            text += " Usually, though: " + mid_sentence(usual)
        return InterviewAnswer(text=text)
    plan = _todays_plan(req)
    if not plan:  # not up yet: the day is not planned, but the work record says what is fixed
        text = "I haven't planned the day yet."
        p, day = req.persona, today_of(req.now)
        if day is not None and p.work is not None and p.work_hours:
            text += " " + interview_self.working_day(p, day)
        return InterviewAnswer(text=text, remembers=False)
    hour = re.search(r"\b(\d{1,2})(?::(\d\d))?\s*(am|pm)?\b", low)
    if hour:
        h = int(hour.group(1)) % 12 + (12 if hour.group(3) == "pm" else 0)
        if not hour.group(3) and h < 7:
            h += 12
        minute = h * 60 + int(hour.group(2) or 0)
        for line in plan:
            m = re.match(r"(\d\d):(\d\d)-(\d\d):(\d\d) (.+)", line)
            if m:
                a = int(m.group(1)) * 60 + int(m.group(2))
                b = int(m.group(3)) * 60 + int(m.group(4))
                b += 1440 if b <= a else 0
                if a <= minute < b:
                    return InterviewAnswer(text=f"Then I'll {my_phrase(m.group(5))}.")
    now = f" Right now I'm {my_phrase(req.activity)}." if req.activity else ""
    if req.activity == "sleeping":  # (the sim's word: woken to be asked, one says so)
        now = " By rights I'd be asleep by now."
    late = _evening(req, plan)
    if late:
        return InterviewAnswer(text=late + now)
    steps = [my_phrase(re.sub(r"^\d\d:\d\d-\d\d:\d\d ", "", x)) for x in plan[:6]]
    return InterviewAnswer(text="Today I " + join_then(steps) + "." + now)


EVENING = 18 * 60  # from when the day is told as mostly done
BEGUN = 10 * 60  # from when part of the day is behind one, told as done, not as planned


def _evening(req: InterviewRequest, plan: tuple[str, ...]) -> str:
    """Asked once the day is under way, part of it is behind one: what one did (the day's
    records, ``interview_day``), then what is left of the plan, not the whole day in the
    present tense ("Today I have breakfast ..." at noon, or at ten at night); in the evening,
    the day is mostly done. "" before ``BEGUN`` or with no records."""
    minute = minute_of(req.now)
    if minute is None or minute < BEGUN:
        return ""
    told = interview_day.recall(req, today_of(req.now), 0, "")
    if told is None or not told.text.startswith("Today I "):
        return ""
    left, had = [], []
    for line in plan:
        m = re.match(r"(\d\d):(\d\d)-\d\d:\d\d (.+)", line)
        if m is None:
            continue
        doing = my_phrase(m.group(3))
        if int(m.group(1)) * 60 + int(m.group(2)) > minute:
            # (what one did earlier in the day and goes back to: "... again", not told anew
            # as if it were another thing)
            left.append(doing + " again" if doing in had else doing)
        had.append(doing)
    done = told.text[len("Today I ") :]
    book = Phrasebook([], req.persona.id, req.now, "day")
    if not left:
        return book.pick("ans_day_done", doing=done) if minute >= EVENING else ""
    # (a long afternoon is told by what stands out: the quiet hours at home go unsaid)
    out = [x for x in left if not x.endswith(" at home")] if len(left) > 3 else left
    return book.pick("ans_day_sofar", doing=done, next=join_then((out or left)[:3]))


def _mine_to_plan(m, me: str) -> bool:
    """Whether a record naming the day is part of one's own plans: one's own, one that
    concerns one, or a gathering one could go to; not someone else's errand ("Tom has three
    horses to shoe on Friday" is no answer to what one is doing on Friday). A memory with
    no record is kept: nothing says whose it is."""
    f = m.fact
    return f is None or me in f.about or f.event is not None


def future_plans(req: InterviewRequest, label: str, day: datetime.date | None, gender: str):
    """A plan question about another day: what it knows or intends for that day."""
    p = req.persona
    # (what one holds that names the day, retrieved for the question or not: a show tomorrow)
    hits = [
        m
        for m in statements(tuple(req.held) + tuple(req.memories), p.name)
        if about_day(m.text, label, day) and _mine_to_plan(m, p.id)
    ]
    own_plan = None
    for m in req.memories:
        got = plan_items(m)
        if got and day and got[0] == day.isoformat() and got[1]:
            own_plan = m
    facts = distinct_facts(hits, now=req.now)[:2]
    if not facts and own_plan is not None:  # what it has planned for that day itself
        steps = [my_phrase(a) for _t, a in plan_items(own_plan)[1][:6]]
        lead = "Tomorrow" if label == "tomorrow" else f"For {label}"
        return InterviewAnswer(
            text=f"{lead} I plan to " + join_then(steps) + ".", evidence=(own_plan.id,)
        )
    named = label
    if not facts and own_plan is None:
        text = (
            "I haven't planned tomorrow yet."
            if label == "tomorrow"
            else f"I haven't made any plans for {named} yet."
        )
        if label == "tomorrow" and day is not None and p.work is not None and p.work_hours:
            text += " " + interview_self.working_day(p, day)  # from the work record
        elif label == "tomorrow" and (day is None or day.weekday() < 5):  # a weekday routine
            usual = third_to_first_verbs(
                my_sentence(first_sentences(p.daily_requirement, 1), p, gender)
            )
            if usual:
                text += " Usually, though: " + mid_sentence(usual)
        return InterviewAnswer(text=text, remembers=False)
    parts = [tell(s, f, d, req, gender) for s, f, d, _ in facts]
    ids = [i for *_, i in facts]
    stance = next(
        (as_sentence(s.group(1)) for m in hits if (s := re.search(OWN_REPLY.pattern, m.text))),
        "",
    )
    if any(OWN_REPLY.search(x) for x in parts):
        stance = ""
    if not stance and any(EVENT_WORDS.search(f) for _, f, _, _ in facts):
        stance = (
            f"I haven't decided yet what I'll do {'' if named.startswith(('this', 'next')) else 'on '}{named}."
            if named != "tomorrow"
            else ("I haven't decided yet what I'll do tomorrow.")
        )
    work = ""
    if label == "tomorrow" and day is not None and p.work is not None and p.work_hours:
        # what one holds of the day and, as on any day, whether one works (from the record)
        said = interview_self.working_day(p, day)
        if p.work.sector not in " ".join(parts):
            work = said.replace("It's a working day, though: ", "It's a working day too: ")
    text = " ".join(x for x in (*parts, stance, work) if x)
    return InterviewAnswer(text=text, evidence=tuple(ids))
