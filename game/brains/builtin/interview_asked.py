"""Interview answers to questions asked in a language's own words, made from the records.

English questions are read by the patterns of ``interview``. A language gives its own ways
of asking in ``[question_kinds]`` of its ``talk.toml`` (a regex -> what it asks, first match
wins); a question one of them matches is answered here, from the same records the English
answers use, in the phrase sets ``ans_asked_*`` (and the talk's ``iv_*``, ``feel_*``) of the
language's ``speech.toml``. Nothing is translated: an activity is said in the words its
table gives it (``saying``), a fact as its holder tells it, a gathering as talk names it.

* **self**: name, age, job, one's own story (one's standing facts, else the card's prose);
* **typical**: working hours and the work, when one gets up and goes to bed;
* **yesterday / today**: one's own records of that day (``req.doings``), in order;
* **plans**: the rest of today's plan;
* **news / events**: the facts one holds (who told them), the gatherings one knows of;
* **someone**: where they work, what one has heard of them, whether one has talked;
* **closed / upset**: the talk's what-if lines; **prefer**: the one closest to one;
* **mind / feeling**: one's own worry or project, one's mood and why.

With English tables (no kinds) nothing is matched and ``answer`` returns None at once.
Cost: a few regex searches per question.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from game.brains.builtin import interview_asked_day as day_words
from game.brains.builtin import interview_self
from game.brains.builtin.interview_kinds import feeling
from game.brains.builtin.interview_people import grown_up_for
from game.brains.builtin.phrases import STOPS, Phrasebook
from game.brains.builtin.profile import profile_of
from game.brains.builtin.spoken_words import called, clock_words, said, when_words
from game.brains.builtin.tables import active
from game.mind.brain import InterviewAnswer, InterviewRequest
from game.mind.facts import TROUBLES


def kind_of(question: str) -> str | None:
    """What ``question`` asks by the tables' ``question_kinds`` (None: none matches)."""
    for pattern, kind in active().question_kinds:
        if re.search(pattern, question):
            return kind
    return None


def answer(req: InterviewRequest) -> InterviewAnswer | None:
    """The answer when the question is asked in words of ``question_kinds`` (else None)."""
    if not active().question_kinds:
        return None
    kind = kind_of(req.question)
    person = _person_named(req)
    if kind is None and person is None:
        return None
    book = Phrasebook([], req.persona.id, req.question, "asked")
    if kind in (None, "someone"):
        return _someone(req, book, person) if person else _none(book)
    made = _KINDS[kind](req, book, person)
    return made if made is not None else _none(book)


def unanswered(said: InterviewAnswer, req: InterviewRequest) -> InterviewAnswer:
    """``said`` unless it is English's "I don't remember" in a town whose language reads its
    own questions (``question_kinds``): then that, in the language's words."""
    if said.remembers or not active().question_kinds:
        return said
    return _none(Phrasebook([], req.persona.id, req.question, "asked"))


def _none(book: Phrasebook) -> InterviewAnswer:
    return InterviewAnswer(text=book.pick("ans_asked_none"), remembers=False)


def _now(req: InterviewRequest) -> datetime | None:
    try:
        return datetime.strptime(req.now, "%a %d %b %Y %H:%M")
    except ValueError:
        return None


def _sentence(text: str) -> str:
    text = text.strip()
    return text if not text or text.endswith(STOPS) else text + said("full_stop")


def _sentences(parts) -> str:
    """Sentences one after another: a space between, none after a full-width stop."""
    return re.sub(r"(?<=[。！？]) ", "", " ".join(x for x in parts if x))


def _person_named(req: InterviewRequest):
    """The person the question names (its longest name among the people one knows)."""
    named = [x for x in req.people if x.name and x.name in req.question]
    return max(named, key=lambda x: len(x.name)) if named else None


# ---------------------------------------------------------------------------- oneself
def _self(req: InterviewRequest, book: Phrasebook, _who) -> InterviewAnswer:
    p = req.persona
    parts = [book.pick("ans_asked_self", name=p.name, age=str(p.age))]
    job = p.occupation.split(";")[0].strip()
    if job:
        parts.append(book.pick("ans_asked_job", job=job))
    own = [f.mine for f in p.facts if not f.secret and f.event is None and f.mine][:2]
    if not own:  # the card's prose, as one says it of oneself
        for text in (p.learned, p.currently):
            first = re.split(r"(?<=[。！？.!?])", text.strip(), maxsplit=1)[0]
            if first:
                own.append(first.replace(p.name, said("me") or p.name))
    parts += [_sentence(x) for x in own]
    return InterviewAnswer(text=_sentences(parts))


def _typical(req: InterviewRequest, book: Phrasebook, _who) -> InterviewAnswer:
    p = req.persona
    parts = []
    if p.work is not None and p.work_hours:
        cat = profile_of(p).work_cat
        doing = day_words.work_words(p, cat)
        start, end = p.work_hours
        pupil = day_words.learns_there(p, cat)
        parts.append(
            book.pick(
                "ans_asked_typical_school" if pupil else "ans_asked_typical_work",
                start=clock_words(start),
                end=clock_words(end),
                doing=doing,
            )
        )
    else:
        longest = day_words.longest_doing(req)
        if longest:
            parts.append(book.pick("ans_asked_typical_home", doing=longest))
    parts.append(
        book.pick("ans_asked_typical_wake", start=clock_words(p.wake), end=clock_words(p.sleep))
    )
    return InterviewAnswer(text=_sentences(parts))


# ---------------------------------------------------------------------------- days
def _day(req: InterviewRequest, book: Phrasebook, back: int) -> InterviewAnswer | None:
    now = _now(req)
    if now is None:
        return None
    day = (now.date() - timedelta(days=back)).isoformat()
    word = said("day_yesterday" if back else "day_today")
    steps = day_words.day_steps(req, day, book)
    if not steps:
        return InterviewAnswer(text=book.pick("ans_asked_day_none", day=word))
    return InterviewAnswer(text=book.pick("ans_asked_day", day=word, steps=steps))


def _plans(req: InterviewRequest, book: Phrasebook, _who) -> InterviewAnswer | None:
    now = _now(req)
    if now is None:
        return None
    steps = day_words.plan_steps(req, now.hour * 60 + now.minute)
    if not steps:
        return InterviewAnswer(text=book.pick("ans_asked_plans_none"))
    return InterviewAnswer(text=book.pick("ans_asked_plans", steps=steps))


def _ahead(req: InterviewRequest, book: Phrasebook, _who) -> InterviewAnswer:
    """Another day's plans: the gatherings one knows of after today, else none made yet
    (never today's plan)."""
    now = _now(req)
    today = now.date().isoformat() if now else ""
    later = [(g, going) for g, going in req.gatherings if g.date > today]
    if not later:
        return InterviewAnswer(text=book.pick("ans_asked_ahead_none"))
    return _events(replace(req, gatherings=tuple(later)), book, None)


# ---------------------------------------------------------------------------- what one heard
def _heard(req: InterviewRequest, about: str = ""):
    """The facts one holds of others, newest first: (memory, teller's name, the fact)."""
    me = req.persona.id
    ids = {x.name: x.id for x in req.people}
    out = []
    for m in reversed(req.held):
        f = m.fact
        if f is None or f.event is not None or me in f.about[:1] or not f.news:
            continue
        if about and ids.get(about) not in f.about:
            continue
        out.append((m, m.source, _sentence(f.text(me))))
    return out


def _news(req: InterviewRequest, book: Phrasebook, _who) -> InterviewAnswer:
    heard = _heard(req)
    if not heard:
        return InterviewAnswer(text=book.pick("ans_asked_news_none"))
    parts, seen, ids = [], set(), []
    for m, who, fact in heard:
        if fact in seen or len(parts) == 2:
            continue
        seen.add(fact)
        ids.append(m.id)
        if who:
            parts.append(book.pick("ans_asked_news_from", who=who, fact=fact))
        else:
            parts.append(book.pick("ans_asked_news", fact=fact))
    return InterviewAnswer(text=_sentences(parts), evidence=tuple(ids))


def _events(req: InterviewRequest, book: Phrasebook, _who) -> InterviewAnswer:
    now = _now(req)
    parts = []
    for g, going in sorted(req.gatherings, key=lambda x: (x[0].date, x[0].start))[:2]:
        when = when_words(g, now.date() if now else None)
        name = "ans_asked_event_going" if going else "ans_asked_event_not"
        parts.append(book.pick(name, when=when, event=called(g)))
    if not parts:
        return InterviewAnswer(text=book.pick("ans_asked_events_none"))
    return InterviewAnswer(text=_sentences(parts))


def _someone(req: InterviewRequest, book: Phrasebook, who) -> InterviewAnswer:
    if who is None:
        return _none(book)
    if not who.knows:
        return InterviewAnswer(text=book.pick("ans_asked_who_stranger", who=who.name))
    parts = []
    if who.works_at:
        parts.append(book.pick("ans_asked_who_works", who=who.name, where=who.works_at))
    heard = _heard(req, about=who.name)
    if heard:
        parts.append(book.pick("ans_asked_who_fact", fact=heard[0][2]))
    if who.talked_before:
        parts.append(book.pick("ans_asked_who_talked"))
    if not parts:
        return InterviewAnswer(text=book.pick("ans_asked_who_stranger", who=who.name))
    return InterviewAnswer(text=_sentences(parts))


# ---------------------------------------------------------------------------- what-ifs, oneself
def _closed(req: InterviewRequest, book: Phrasebook, _who) -> InterviewAnswer:
    p = req.persona
    if p.work is None:
        return InterviewAnswer(text=book.pick("ans_asked_closed_none"))
    place = p.work.sector
    group = interview_self.workmates(req)
    if day_words.learns_there(p, profile_of(p).work_cat):
        return InterviewAnswer(
            text=interview_self.spread("ans_asked_closed_pupil", req, group, place=place)
        )
    mates = interview_self.colleagues(req)
    if mates:
        return InterviewAnswer(
            text=interview_self.spread("iv_closed_mate", req, group, mate=mates[0], place=place)
        )
    return InterviewAnswer(text=interview_self.spread("iv_closed_alone", req, group, place=place))


def _upset(req: InterviewRequest, book: Phrasebook, who) -> InterviewAnswer | None:
    if who is None:
        return None
    tie = "tied" if {"home", "work"} & set(who.ties) else "known" if who.knows else "stranger"
    return InterviewAnswer(text=interview_self.spread(f"iv_upset_{tie}", req, who=who.name))


def _prefer(req: InterviewRequest, book: Phrasebook, _who) -> InterviewAnswer:
    fit = [x for x in req.people if grown_up_for(req, x.name)]
    if not fit:
        return InterviewAnswer(text=book.pick("ans_asked_prefer_none"))
    return InterviewAnswer(text=book.pick("ans_asked_prefer", who=fit[0].name))


_OWN = ("worry", "illness", "project", "romance", "quarrel", *TROUBLES)


def _mind(req: InterviewRequest, book: Phrasebook, _who) -> InterviewAnswer:
    p = req.persona
    for topic in _OWN:
        f = next((f for f in p.facts if f.topic == topic and f.mine and not f.event), None)
        if f is not None:
            return InterviewAnswer(text=book.pick("ans_asked_mind", fact=_sentence(f.mine)))
    f = next((f for f in p.facts if f.mine and not f.secret and not f.event), None)
    if f is not None:  # what one is busy with, in one's own words
        return InterviewAnswer(text=book.pick("ans_asked_mind", fact=_sentence(f.mine)))
    heard = _heard(req)
    if heard:
        return InterviewAnswer(text=book.pick("ans_asked_mind", fact=heard[0][2]))
    return InterviewAnswer(text=book.pick("ans_asked_mind_none"))


def _feeling(req: InterviewRequest) -> InterviewAnswer:
    """How one feels (``interview_kinds.feeling``: the talk's sets), its sentences joined."""
    said = feeling(req)
    return replace(said, text=_sentences([said.text]))


_KINDS = {
    "self": _self,
    "typical": _typical,
    "yesterday": lambda req, book, _who: _day(req, book, 1),
    "today": lambda req, book, _who: _day(req, book, 0),
    "plans": _plans,
    "ahead": _ahead,
    "news": _news,
    "events": _events,
    "someone": _someone,
    "closed": _closed,
    "upset": _upset,
    "prefer": _prefer,
    "mind": _mind,
    "feeling": lambda req, _book, _who: _feeling(req),
}
