"""What-ifs in an interview that depend on whom or what the question names: one's workplace
closed (by what one is there), someone one knows upset (family: straight to them, in one's
own way, by one's temper; others by the tie), with one's guess at the cause when one holds a
worry of theirs on record, so that two people asked about the same upset answer as their
records differ.
"""

from __future__ import annotations

import re

from game.brains.builtin import interview_self
from game.brains.builtin.interview_parts import as_sentence
from game.brains.builtin.interview_people import kin, pronoun_for
from game.mind.brain import InterviewRequest
from game.mind.facts import TROUBLES
from game.mind.inner.temper import trait_text

# the persona's innate words -> how it goes about comforting someone of its own
_TEMPERS = (
    ("practical", ("practical", "brisk", "blunt", "organised", "capable", "no-nonsense", "busy")),
    ("quiet", ("shy", "quiet", "reserved", "thoughtful", "gentle-spoken", "private")),
    ("cheerful", ("cheerful", "funny", "jolly", "chatty", "outgoing", "lively", "playful")),
    ("gentle", ("gentle", "patient", "kind", "warm", "caring", "soft")),
)


def temper(p) -> str:
    """Which way of comforting fits the persona's innate words (first match; else gentle)."""
    words = trait_text(p.innate)
    return next((name for name, keys in _TEMPERS if any(k in words for k in keys)), "gentle")


def what_if(req: InterviewRequest, low: str, person: str | None) -> str | None:
    """Reactions that depend on who or what the question names."""
    p = req.persona
    if re.search(r"\b(?:work|job|workplace|shop|office)\b", low) and "closed" in low:
        if p.work is None:
            return "I don't work anywhere that could close, so my day would carry on much as usual."
        return interview_self.closed_workplace(req)
    if person and re.search(r"\b(upset|sad|angry|crying|worried|down|unhappy|stressed)\b", low):
        name = person.split(" (", 1)[0]
        call = kin(req.relationships).get(name)
        who = call or name.split()[0]
        if call:  # family: straight to them, in one's own way
            whom = pronoun_for(call)[1]
            said = interview_self.spread(f"iv_upset_kin_{temper(p)}", req, who=who, whom=whom)
            said = said or interview_self.spread("iv_upset_kin_gentle", req, who=who, whom=whom)
        else:
            ties = next((x.ties for x in req.people if x.name == name), ())
            known = next((x.knows for x in req.people if x.name == name), False)
            tie = "tied" if "home" in ties or "work" in ties else "known" if known else "stranger"
            said = interview_self.spread(f"iv_upset_{tie}", req, who=who)
        said = re.sub(r"([.!?] )([a-z])", lambda m: m.group(1) + m.group(2).upper(), said)
        return " ".join(x for x in (said, _their_trouble(req, name)) if x)
    return None


def _their_trouble(req: InterviewRequest, name: str) -> str:
    """What one holds that may be troubling them (their latest worry or illness on record, not
    a secret), said as one's guess at the cause; "" when one holds none."""
    rid = next((x.id for x in req.people if x.name == name), "")
    held = [
        m
        for m in req.held
        if rid
        and m.fact is not None
        and m.fact.subject == rid
        and m.fact.topic in TROUBLES
        and not m.fact.secret
    ]
    if not held:
        return ""
    fact = as_sentence(held[-1].fact.text(req.persona.id))
    return interview_self.spread("iv_upset_guess", req, fact=fact)
