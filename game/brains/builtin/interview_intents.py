"""Answers about whom one means to see, from what one's reflections concluded.

"Is there anyone you've been meaning to see?" is answered from ``InterviewRequest.intents``
(records of the resident's own conclusions: ``game.mind.intentions``), with the reason a record
gives where there is one (the trouble one holds of them, as it was told). A resident that has
concluded nothing answers from what the question brings to mind: someone's trouble among the
memories retrieved for it, if one is there ("Now you ask, perhaps Ann. ..."), else no one. So a
resident without reflection can still hit on it, but only when retrieval happens to surface it.
"""

from __future__ import annotations

import re

from game.brains.builtin.phrases import STOPS, Phrasebook
from game.mind.brain import InterviewAnswer, InterviewRequest
from game.mind.facts import DATE, TROUBLES

ASKED = re.compile(
    r"\b(?:meaning|meant|wanting|hoping|want|mean|need) to (?:see|visit|look in on|catch|talk to|"
    r"call on|make (?:it )?up with)\b|\banyone (?:you(?:'re| are) )?(?:worried about|avoiding)\b",
    re.IGNORECASE,
)
_ORDER = ("help", "settle", "see", "avoid")


def answer(req: InterviewRequest, low: str) -> InterviewAnswer | None:
    """The answer when the question asks whom one means to see ('' questions: None)."""
    if not ASKED.search(low):
        return None
    book = Phrasebook([], req.persona.id, req.question, "intent")
    if not req.intents:
        return (
            _recalled(req, book)
            or _own_story(req, book)
            or InterviewAnswer(text=book.pick("ans_intent_none"), remembers=True)
        )
    ranked = sorted(req.intents, key=lambda x: (_ORDER.index(x[1]) if x[1] in _ORDER else 9, x[0]))
    said = []
    for name, intent in ranked[:2]:
        first = name.split()[0]
        line = book.pick(f"ans_intent_{intent}", who=first)
        why = _trouble_of(req, name)
        if line and why and intent == "help":
            line = f"{line} {why}"
        if line:
            said.append(line)
    return InterviewAnswer(text=" ".join(said) or book.pick("ans_intent_none"))


def _trouble_of(req: InterviewRequest, name: str) -> str:
    """The trouble one holds of ``name`` as a record, in the words it was told ('' if none)."""
    ids = {p.id for p in req.people if p.name == name}
    for m in req.held:
        f = m.fact
        if f is not None and f.topic in TROUBLES and f.subject in ids:
            text = f.text(req.persona.id).strip()
            return text if text.endswith(STOPS) else text + "."
    return ""


def _recalled(req: InterviewRequest, book: Phrasebook) -> InterviewAnswer | None:
    """No conclusion drawn: someone's trouble among the memories the question brought up."""
    me = req.persona.id
    names = {p.id: p.name for p in req.people}
    for m in req.memories:
        f = m.fact
        if f is None or f.topic not in TROUBLES or f.subject == me or f.subject not in names:
            continue
        text = f.text(me).strip()
        text = text if text.endswith(STOPS) else text + "."
        first = names[f.subject].split()[0]
        return InterviewAnswer(
            text=f"{book.pick('ans_intent_recalled', who=first)} {text}", evidence=(m.id,)
        )
    return None


_STORIES = (("romance", "ans_intent_romance"), ("quarrel", "ans_intent_row"))


def _own_story(req: InterviewRequest, book: Phrasebook) -> InterviewAnswer | None:
    """No conclusion drawn and nothing recalled: the person one's own story is with (a crush,
    a row, as the residents file records it), as one would own up to it."""
    me = req.persona.id
    names = {p.id: p.name for p in req.people}
    for f in reversed([m.fact for m in req.held if m.fact is not None]):
        # a date one has made (a yes, on record since the talk): the one it is with
        if f.key.startswith(DATE) and f.news and f.subject == me and len(set(f.about)) == 2:
            other = next((a for a in f.about if a != me and a in names), None)
            if other is not None:
                return InterviewAnswer(
                    text=book.pick("ans_intent_date", who=names[other].split()[0])
                )
    for topic, set_name in _STORIES:
        for f in req.persona.facts:
            if f.topic != topic or f.subject != me or len(set(f.about)) != 2:
                continue  # (one's own story with one other: not gossip about two others)
            other = next((a for a in f.about if a != me and a in names), None)
            if other is not None:
                return InterviewAnswer(text=book.pick(set_name, who=names[other].split()[0]))
    return None
