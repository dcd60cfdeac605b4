"""Who knows what, as a model is told it: each piece of news with whom it is about, whether it
is a secret and whom the speaker had it from; what the listeners already have; and, when the
last line told a gathering, what the speaker decided about it. All from records
(``game.mind.records.Fact``, ``Listener.has``, ``UtteranceRequest.going``); nothing is read back
from words.
"""

from __future__ import annotations

from game.brains.llm import talk_lines
from game.mind.brain import UtteranceRequest
from game.mind.records import Fact, absolute_when
from game.mind.types import min_to_hhmm

_GOING = {
    "yes": "has decided to go",
    "no": "has decided not to go",
    "work": "will be working then and cannot go",
    "asleep": "will be asleep then and cannot go",
    "engaged": "has already arranged something else for then and cannot go",
    "host": "is the one holding it",
}


def names_of(ids: tuple[str, ...], req: UtteranceRequest) -> list[str]:
    """Display names for resident ids the request knows (the speaker and its listeners)."""
    known = {req.speaker.id: req.speaker.name, **{ln.id: ln.name for ln in req.listeners}}
    return [known[i] for i in ids if i in known]


def news_line(fact: Fact, req: UtteranceRequest) -> str:
    """One offered item: the words the speaker would use, and what the record says of it."""
    notes = []
    if fact.subject == req.speaker.id:
        notes.append(f"{req.speaker.first_name()}'s own news")
    if fact.secret:
        notes.append("a secret: only for someone trusted")
    if fact.event is not None:
        notes.append(f"{fact.event.what} at {fact.event.place}{held_for(fact.event, req)}")
    if retold := talk_lines.retold_note(fact, req):
        notes.append(retold)
    tail = f" ({'; '.join(notes)})" if notes else ""
    return f"- {fact.text(req.speaker.id)}{tail}"


def already_known(req: UtteranceRequest) -> list[str]:
    """For each listener, the facts in this prompt the speaker knows they already have."""
    facts = {m.fact.key: m.fact for m in (*req.news, *req.memories) if m.fact is not None}
    out = []
    for ln in req.listeners:
        have = [facts[k] for k in ln.has if k in facts]
        for f in have[:3]:
            out.append(f"{ln.name} already knows: {f.text(req.speaker.id)}")
    return out


def decision_line(req: UtteranceRequest) -> list[str]:
    """What the speaker decided about the gathering the last line told of."""
    if not req.going or not req.transcript or req.transcript[-1].fact is None:
        return []
    ev = req.transcript[-1].fact.event
    if ev is None:
        return []
    what = _GOING.get(req.going, "")
    return (
        [f"{req.speaker.first_name()} {what} ({ev.what} at {ev.place}{held_for(ev, req)})."]
        if what
        else []
    )


def held_for(g, req: UtteranceRequest) -> str:
    """', held for Ann Lee' ('' for a gathering held for nobody in particular, ', all welcome'
    for one open to all): whom to wish many happy returns, whom it is a farewell to; ', held
    for Ann, the speaker' to Ann."""
    if not g.honoree:
        return ", all welcome" if g.open else ""
    if g.honoree == req.speaker.id:
        return f", held for {req.speaker.first_name()}, the speaker"
    return f", held for {g.honoree_name or g.honoree}"


_ANSWER = {
    "yes": "has decided to say yes to what {who} just asked",
    "maybe": "is not sure yet about what {who} just asked, and will say so",
    "no": "has decided to say no to what {who} just asked, kindly",
    # a complaint said to one's face (``game.mind.inner.complaints``)
    "sorry": "has just been told off by {who} for something it did, and says sorry",
    "defend": "has just been told off by {who} for something it did, and stands up for itself",
}


def answer_line(req: UtteranceRequest) -> list[str]:
    """The speaker's answer to a favour the last line asked of it (``request_answer``), with
    the time and place it offers for a yes that has the two meet (``request_meet``); and the
    appointment the two are keeping now (``appointment``)."""
    out = []
    what = _ANSWER.get(req.request_answer, "")
    if what and req.transcript:
        out.append(f"{req.speaker.first_name()} {what.format(who=req.transcript[-1].name)}.")
        g = req.request_meet
        if g is not None and req.request_answer == "yes":
            out.append(
                f"{req.speaker.first_name()} offers to meet at {g.place} "
                f"{absolute_when(g)}, and says so."
            )
    if req.appointment is not None:
        out.append(_appointment(req))
    return out


def _appointment(req: UtteranceRequest) -> str:
    g = req.appointment
    who = g.guest_name if req.speaker.id == g.host else g.host_name
    return f"{req.speaker.first_name()} and {who} meet here now as they arranged" + (
        f", for {g.what}." if g.what else "."
    )


_INTENT = {
    "see": "has been wanting to see {who} and means to seek them out",
    "help": "has been meaning to look in on {who}, who has a trouble of their own",
    "settle": "wants to put the quarrel with {who} right",
    "avoid": "would rather keep out of {who}'s way for now",
}


def intent_line(first: str, who: str, intent: str) -> str:
    """What the resident's own reflections concluded it means to do about ``who``
    (``ReactionRequest.intent``, ``UtteranceRequest.intent``), or '' for nothing."""
    what = _INTENT.get(intent, "")
    return f"{first} {what.format(who=who)} (their own conclusion)." if what else ""


_WHY = {
    "ask": "to ask: \u201c{ask}\u201d",
    "invite": "to tell them of the gathering {first} is holding",
    "peace": "to make peace after their row",
    "settle": "to put things right",
    "help": "to see if they need a hand",
    "romance": "because {first} is sweet on them",
    "see": "because {first} has been wanting to see them",
    "quarrel": "to have it out with them",
}


def errand_lines(req) -> list[str]:
    """The people a day plan should find time to go and see (``PlanDayRequest.errands``),
    why, and where and when they may be found."""
    first = req.persona.first_name()
    out = []
    for e in req.errands:
        why = _WHY.get(e.why, "").format(ask=e.ask, first=first)
        where = []
        if e.work:
            hours = (
                f" ({min_to_hhmm(e.work_hours[0])}-{min_to_hhmm(e.work_hours[1])})"
                if e.work_hours
                else ""
            )
            where.append(f"at work at {e.work}{hours}")
        if e.home:
            where.append(f"at home at {e.home}")
        out.append(f"- {e.name}, {why}; found {' or '.join(where)}")
    return out
