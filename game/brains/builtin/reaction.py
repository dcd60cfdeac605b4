"""Reactions: keep going, do something else (help in an emergency, find another place), or talk.

Whether to talk with someone in view is a chance: a little for anyone (more for the sociable),
more for someone one knows, more again for family and friends; a romance or a quarrel makes it
likely (they seek each other out: the storyline must happen), and when one is out on purpose to
see that person (the plan says so) it is nearly certain. Late at night and in the middle of
work it drops. Every draw is ``stable_rand`` of the pair and the minute.
"""

from __future__ import annotations

import functools
import re

from game.brains.builtin import text as tx
from game.brains.builtin.activities import classify
from game.brains.builtin.profile import profile_of
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.tables import Tables, active
from game.mind.brain import Reaction, ReactionRequest
from game.mind.language import reading
from game.mind.relations import bond_of
from game.mind.types import MemoryLine


@functools.lru_cache(maxsize=8)
def _emergency(tables: Tables) -> re.Pattern:
    return re.compile(r"\b(?:" + tables.emergency_words + r")\b", re.IGNORECASE)


@functools.lru_cache(maxsize=8)
def _warm(tables: Tables) -> re.Pattern:
    return re.compile(tables.warm_words, re.IGNORECASE)


def decide(seed: int, req: ReactionRequest) -> Reaction:
    p = req.persona
    first = p.first_name()
    obs = req.observation or ""
    cur = (req.current_action or "").lower()
    if re.search(r"\b(?:sleep|sleeping|asleep)\b", cur):
        return Reaction(decision="continue", reason=f"{first} is asleep")
    r = lambda *k: stable_rand(seed, "react", p.id, req.now, *k)  # noqa: E731
    m = _emergency(active()).search(obs)
    if m and not obs.startswith(p.name) and not obs.lower().startswith(first.lower() + " "):
        who = next(iter(tx.person_names(obs)), "") or (req.other.name if req.other else "")
        if re.search(r"fire|smoke", m.group(0), re.IGNORECASE):
            return Reaction(
                decision="react",
                reason=f"{first} sees {m.group(0)} and wants to help",
                activity="raise the alarm and help with the fire",
                minutes=15,
            )
        close = bool(req.other and req.other.relationship)
        if r("emergency") < (0.95 if close else 0.75):
            target = who.split()[0] if who else "them"
            return Reaction(
                decision="react",
                reason=f"{first} noticed that {obs.rstrip('.')}",
                activity=f"check on {target} and help",
                minutes=10,
            )
    if re.search(r"\bclosed\b", obs, re.IGNORECASE):
        named = [s for s in tx.capitalised_phrases(obs) if s.lower() in cur]
        if named and r("closed") < 0.6:
            return Reaction(
                decision="react",
                reason=f"{named[0]} is closed",
                activity=f"find somewhere else instead of {named[0]}",
                minutes=10,
            )
    other = req.other
    if other is not None and other.available:
        prob, why = talk_probability(req)
        if stable_rand(seed, "talk", p.id, other.id, req.now) < prob:
            return Reaction(decision="talk", reason=why)
        return Reaction(
            decision="continue",
            reason=f"{first} sees {other.name} but keeps to {req.current_action or 'the task'}",
        )
    return Reaction(decision="continue", reason="nothing that needs attention")


_SEEKING = re.compile(
    r"\b(?:visit|have a word with|make peace with|look around for|wait for a word with"
    r"|keep an eye out for|having a word with|visiting|looking around for|waiting for a word with"
    r"|keeping an eye out for) ([A-Z][\w'’-]+)"
)


_AIMS = {
    "see": "{me} has been wanting to catch {who}",
    "help": "{me} has been meaning to look in on {who}",
    "settle": "{me} wants to put things right with {who}",
}


LESSON_TALK = 0.0  # a chat is not started in the middle of a lesson: it waits for the break
LESSONS = ("classes", "teach")  # work done with a class sitting (a pupil's, a teacher's)


def in_lesson(wcat: str, current: str, own: bool = True) -> bool:
    """``current`` (one's own action, or what one sees another doing: "listening to the
    teacher") is a step of a lesson: any of a pupil's class steps, or a teacher's with the class
    there (``company = "customers"``), or, for one's ``own``, the lesson itself ("have lessons
    in the classroom ...": the block's words when its steps run out)."""
    if wcat not in LESSONS or not current:
        return False
    cat = active().by_name.get(wcat)
    if cat is None:
        return False
    low = current.lower()
    for st in cat.steps:
        if wcat == "teach" and st.company != "customers":
            continue
        if any(low in (t.lower(), reading().progressive(t).lower()) for t in st.texts):
            return True
    return own and wcat == "classes" and classify(current).name == wcat


def talk_probability(req: ReactionRequest) -> tuple[float, str]:
    p, o = req.persona, req.other
    assert o is not None
    prof = profile_of(p)
    rel = o.relationship or ""  # the residents file's bond, or only what we talked of lately
    kind = reading().bond_kind(bond_of(rel))
    ofirst = o.name.split()[0]
    cur = req.current_action or ""
    prob = 0.05 + 0.15 * prof.sociable
    why = f"{p.first_name()} runs into {o.name}"
    if rel:
        prob += 0.25
        why = f"{p.first_name()} knows {ofirst} and has a moment to say hello"
    if _warm(active()).search(rel):
        prob += 0.1
        why = f"{p.first_name()} is glad to see {ofirst}"
    if kind == "quarrel":
        prob = max(prob, 0.7)
        why = f"{p.first_name()} has a bone to pick with {ofirst}"
    elif kind == "romance":
        prob = max(prob, 0.65)
        why = f"{p.first_name()} has been hoping to see {ofirst}"
    seeking = _SEEKING.search(cur)
    theirs = _SEEKING.search(o.activity or "")
    if theirs and theirs.group(1) != p.first_name() and not (ofirst in cur or o.name in cur):
        return 0.03, f"{ofirst} is looking for {theirs.group(1)}: not the moment for a chat"
    if ofirst in cur or o.name in cur:  # out on purpose to see them
        prob = max(prob, 0.97)
        why = f"{p.first_name()} came to see {ofirst}"
    elif seeking:  # out to see someone else: no stopping for a chat on the way
        return 0.03, f"{p.first_name()} is looking for {seeking.group(1)}"
    if any(
        o.name in m.text or ofirst in m.text
        for m in req.memories or ()
        if isinstance(m, MemoryLine)
    ):
        prob += 0.1
    # what one's reflections concluded about them (game.mind.intentions)
    if req.intent == "avoid":
        return 0.02, f"{p.first_name()} would rather not face {ofirst} just now"
    aim = _AIMS.get(req.intent, "")
    if aim:
        prob = max(prob, 0.9)
        why = aim.format(me=p.first_name(), who=ofirst)
    if req.lonely and not aim and kind != "quarrel":  # no company for too long: any word will do
        prob = max(prob, 0.8 if rel else 0.5)
        why = f"{p.first_name()} has hardly had a word with anyone for hours"
    now = int(req.now) % 1440
    came = ofirst in cur or o.name in cur  # (at their door on purpose, late or not)
    if (now >= 22 * 60 or now < 6 * 60) and not came:
        prob *= 0.35
    wcat = prof.work_cat
    if not came and in_lesson(wcat, cur):
        # the class is sitting: a word waits for the break (no group chat every half hour)
        return min(prob, LESSON_TALK), f"{p.first_name()} is in the middle of a lesson"
    if not came and any(in_lesson(k, o.activity or "", own=False) for k in LESSONS):
        return min(prob, LESSON_TALK), f"{ofirst} is in the middle of a lesson"
    if (
        not aim
        and kind not in ("quarrel", "romance")
        and (wcat and (classify(cur, wcat).name == wcat or re.search(r"\bwork", cur, re.I)))
    ):
        prob *= 0.5
    return max(0.0, min(1.0 if came else 0.95, prob)), why  # (one at their door has its word)
