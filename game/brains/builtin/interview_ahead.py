"""'Are you going to any event in the next few days?': the gatherings one knows of as records
(whether one goes, as one decided), else the days ahead one's facts name (a show on Saturday:
one's own entry in it means one goes; someone else's is said with whether one goes along, by
whether they are of one's home), else, honestly, nothing, with what tomorrow holds by the work
record. A row on a named day is no event one goes to.
"""

from __future__ import annotations

import datetime
import re

from game.brains.builtin import interview_self
from game.brains.builtin.interview_clock import today_of
from game.brains.builtin.interview_kinds import OWN_REPLY, distinct_facts, tell
from game.brains.builtin.interview_parts import as_sentence, mid_sentence, statements
from game.brains.builtin.interview_plans import EVENT_WORDS
from game.brains.builtin.talk_slots import clock_words
from game.mind import language
from game.mind.brain import InterviewAnswer, InterviewRequest

_NOTHING_AHEAD = InterviewAnswer(
    text="Not that I know of; I haven't heard of anything coming up.", remembers=False
)


def _nothing_ahead(req: InterviewRequest) -> InterviewAnswer:
    """Nothing coming up that one knows of; and, from the work record, what tomorrow holds."""
    p, today = req.persona, today_of(req.now)
    if today is None or p.work is None or not p.work_hours:
        return _NOTHING_AHEAD
    day = (today + datetime.timedelta(days=1)).strftime("%a").lower()[:3]
    place = p.work.sector
    if p.work_days and day not in p.work_days:
        said = f"Tomorrow's my day off from {place}, so nothing fixed."
    else:
        said = f"Tomorrow it's {place} from {clock_words(p.work_hours[0])}, as usual."
    return InterviewAnswer(text=f"{_NOTHING_AHEAD.text} {said}", remembers=False)


def upcoming(req: InterviewRequest, gender: str) -> InterviewAnswer:
    """'Are you going to any event in the next few days?': the gatherings it knows of as
    records (whether it goes, as it decided), else the events its memories speak of."""
    if req.gatherings:
        return InterviewAnswer(text=interview_self.gatherings_ahead(req))
    if req.persona.facts:  # a town of records: what is not a record is no event one knows of
        # ... except a dated day ahead that its memories name ("the show on Saturday,
        # September 19"): a town's fair is no one's gathering, and still one knows it is on
        ahead = _dated_ahead(req)
        if ahead:
            parts = [tell(s, f, d, req, gender) for s, f, d, _ in ahead]
            # one's own part in it ("I'm entering my cake in the show") means one is going
            mine = any(
                x.startswith(("I ", "I'm ", "I've ")) and not x.startswith("I heard") for x in parts
            )
            lead = "Yes, as it happens." if mine else "Nothing I've been invited to as such, but"
            if not mine:
                parts[0] = mid_sentence(parts[0])
                parts += [x for x in (_going(req, [i for *_, i in ahead]),) if x]
            return InterviewAnswer(
                text=f"{lead} " + " ".join(parts), evidence=tuple(i for *_, i in ahead)
            )
        # ... and what one is getting ready for oneself (a project, in one's own words) is
        # what one would mention: "Nothing I've been invited to, but I'm entering my cake..."
        own = next(
            (f.mine for f in req.persona.facts if f.topic == "project" and f.mine and not f.event),
            "",
        )
        if own:
            return InterviewAnswer(
                text=f"Nothing I've been invited to, but {mid_sentence(own).rstrip('.')}."
            )
        return _nothing_ahead(req)
    hits = [
        m
        for m in statements(req.memories, req.persona.name)
        if EVENT_WORDS.search(m.text) and not m.text.startswith(f"{req.persona.name} knows ")
    ]
    hits.sort(key=lambda m: not re.search(r": I (?:got|was|heard)\b", m.text))
    facts = [f for f in distinct_facts(hits, 0.4, req.now) if EVENT_WORDS.search(f[1])][:2]
    if not facts:
        return _NOTHING_AHEAD
    parts = [tell(s, f, d, req, gender) for s, f, d, _ in facts]
    said = next((s.group(1) for m in hits if (s := re.search(OWN_REPLY.pattern, m.text))), "")
    if said and not any(OWN_REPLY.search(x) for x in parts):
        parts.append(as_sentence(said))
    elif not said:  # undecided: said right after the party it is about
        at = next(
            (i for i, f in enumerate(facts) if re.search(r"\bpart(?:y|ies)|invit", f[1], re.I)),
            None,
        )
        own = any(x.startswith(("I ", "I'")) for x in parts)  # its own event
        if at is not None and not own:
            parts.insert(at + 1, "I haven't decided whether I'll go.")
    return InterviewAnswer(text=" ".join(parts), evidence=tuple(i for *_, i in facts))


def _minute(now: str) -> int | None:
    """The minute of the day of an interview's clock ("Thu 17 Sep 2026 22:00"), None if unread."""
    try:
        hh, mm = now.split()[-1].split(":")
        return int(hh) * 60 + int(mm)
    except ValueError:
        return None


def _dated_ahead(req: InterviewRequest) -> list[tuple[str, str, str, int]]:
    """Facts it holds (or that came to mind) that name a day from today to a week ahead (as
    the process's reading of text finds it), at most two."""
    today = today_of(req.now)
    if today is None:
        return []
    reading = language.reading()
    hits = [
        m
        for m in statements(req.held + req.memories, req.persona.name)
        if not m.text.startswith(f"{req.persona.name} knows ")
        and m.done is None  # (a stretch of one's own day that is over is no event ahead)
        and not (m.fact is not None and m.fact.topic == "quarrel")  # (nor a row: no one goes)
        and not (m.fact is not None and m.fact.over(today, _minute(req.now)))  # (nor one held)
        # (nor a talk's summary that mentions it: what it told is held as a record, which says
        # whether it is over; the summary's words do not)
        and not (m.fact is None and m.partners)
        and (day := reading.event_date(m.text, today.year)) is not None
        and today <= day <= today + datetime.timedelta(days=7)
    ]
    return distinct_facts(hits, 0.4, req.now)[:2]


# the topics of news that something is on, to go to: an entry in a show, a party, a meeting
_ON = frozenset({"project", "party", "meeting", "election", "family", "other"})


def _going(req: InterviewRequest, ids: list[int]) -> str:
    """Whether one goes to what someone else's news says is on (their entry in a show): with
    them when they are of one's home, else undecided (nothing on record says either way)."""
    by_id = {m.id: m for m in (*req.held, *req.memories)}
    facts = [by_id[i].fact if i in by_id else None for i in ids]
    if not facts or any(f is None or f.topic not in _ON for f in facts):
        return ""  # (not on record as something that is on: nothing to go to or not)
    whose = {f.subject for f in facts}
    home = [x for x in req.people if x.id in whose and "home" in x.ties]
    if home:
        return f"I'll go along with {home[0].name.split()[0]}, of course."
    return "I haven't decided whether I'll go along myself."
