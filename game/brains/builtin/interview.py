"""Interview answers without a model: first person, from what the mind retrieved, honest.

The paper interviewed its agents about themselves, their memories, their plans, how they would
react and what they reflect on. A rule-based stand-in cannot understand a question, so it sorts
it into one of those kinds by its words and answers only from what it has:

* **itself**: the persona's own texts turned into its voice ("Ann is planning ..." ->
  "I'm planning ..."), never read out in the third person;
* **a typical day / its plans**: today's plan and the persona's routine; for another day or
  an occasion ("Valentine's Day", "this weekend", "tomorrow") what it has heard or intends for
  that day, or honestly that it has no plans for it yet (never today's plan);
* **an opinion** ("what do you think of ..."): the fitting facts, each told once, with who
  told it (the teller as "she" when she is its subject; family as the resident calls them,
  "my mum"), then a stance: what it said back, its own part in it, loyalty to family, or
  that it has not made up its mind;
* **news, events coming up, what is on its mind, a day** ("what did you do today?"): what it
  heard from others, the events it knows of and its answer to an invitation, its own
  reflections or current concern, its own doings and talks that day (by the memories' times
  against the interview's clock; a day equal to today is said "today", the day before
  "yesterday");
* **someone**: how it sees them (the relationship) and what it remembers about them;
* **anything else** (an event, a piece of news): the retrieved memories that share the
  question's words, retold in its voice with when it heard them; when none does, it says it
  does not remember (``remembers=False``): retrieval always returns *something*, and reciting
  unrelated memories would be a lie;
* **a what-if** (also "X happened. What do you do?"): a short sensible reaction for the few
  situations it knows (a fire, its workplace closed, someone it knows upset, someone hurt),
  otherwise an honest "I'd have to see".

The kinds live by idea: ``interview_plans`` (today's, a typical day's, another day's plans,
events coming up), ``interview_clock`` (which day is meant; a day recalled),
``interview_people`` (someone, whom one prefers), ``interview_kinds`` (opinions, news, what is
on one's mind, what-ifs).

Cost: a few regular expressions and set operations per question (well under a millisecond).
"""

from __future__ import annotations

import re
from dataclasses import replace

from game.brains.builtin import (
    interview_asked,
    interview_company,
    interview_heard,
    interview_intents,
    interview_self,
    interview_week,
    names,
)
from game.brains.builtin.interview_ahead import upcoming
from game.brains.builtin.interview_clock import day_recall, occasion, recall_dated
from game.brains.builtin.interview_kinds import (
    FEELING,
    distinct_facts,
    feeling,
    news,
    on_mind,
    opinion,
)
from game.brains.builtin.interview_parts import (
    bond_mention,
    content_words,
    first_sentences,
    mid_sentence,
    my_sentence,
    person_asked,
    plan_mention,
    relevant,
    statements,
    third_to_first_verbs,
    thought_mention,
)
from game.brains.builtin.interview_people import about_person, preferred_person
from game.brains.builtin.interview_plans import (
    future_plans,
    todays_plans,
    typical_day,
)
from game.brains.builtin.interview_whatif import what_if
from game.brains.builtin.profile import profile_of
from game.mind.brain import InterviewAnswer, InterviewRequest

_SELF = re.compile(
    r"\b(who are you|about yourself|introduce yourself|what do you do|your (?:job|work|name|age)"
    r"|what are you like)\b"
)
_TYPICAL = re.compile(r"\b(typical|usual|normally|usually|ordinary|weekday|average day)\b")
_PLAN = re.compile(
    r"\b(plans?|planning|schedule|going to do|doing (?:today|tomorrow|later|now|at)|what will you"
    r"|be doing|doing anything|up to|what are you doing)\b"
)
# "what did you do today / this morning / yesterday": a day (or part of it) recalled
_DID = re.compile(r"\bwhat (?:did you (?:do|get up to)|have you (?:done|been (?:doing|up to)))\b")
_DAY_WORD = re.compile(r"\b(?:today|yesterday|tonight|this (?:morning|afternoon|evening))\b")
_WHATIF = re.compile(r"\b(what would you do|what will you do if|if you|suppose|imagine)\b|\bburn")
_PREFER = re.compile(
    r"\b(most like to|spend (?:more )?time with|spend an evening with|favourite|favorite|closest"
    r"|best friend|one person)\b"
)
# "Your shop is closed. What do you do?": a situation, then the question
_SITUATION = re.compile(r"[.!]\s+what (?:do|would|will|should) you do\b")
_OPINION = re.compile(
    r"\b(what do you (?:think|make) (?:of|about)|how do you feel about|your (?:view|opinion|take)"
    r"|do you (?:support|like the idea)|who (?:will|would) you vote|who are you voting"
    r"|are you (?:for|against))\b"
)
_MIND = re.compile(r"\b(on your mind|worr(?:y|ied|ying)|preoccup|been thinking about)\b")
_NEWS = re.compile(r"\b(surpris\w*|news|happened in town|going on in town|new in town)\b")
_EVENT = re.compile(r"\b(any events?|next few days|coming up|this week\b|upcoming)\b")
_GENERIC = {"surpris", "happen", "town", "news", "new", "lately", "event", "next", "few", "day"}
_GENERIC |= {"coming", "week", "upcoming", "any", "go"}
_REACT = (
    (r"burn|smoke|fire", "I'd get it off the heat straight away, open a window and start again."),
    (r"hurt|fell|fall|sick|ill\b|faint", "I'd go straight to them and see what help they need."),
    (r"rain|storm", "I'd wait it out somewhere dry and carry on after."),
    (r"lost|missing", "I'd retrace my steps and ask around; someone usually knows."),
    (r"closed", "I'd find somewhere else and go back another day."),
)


def answer(req: InterviewRequest) -> InterviewAnswer:
    """The answer, with the people one knows called by their first names, as one does."""
    said = interview_asked.unanswered(_answer(req), req)
    return replace(said, text=by_first_name(said.text, req))


def by_first_name(text: str, req: InterviewRequest) -> str:
    """'Tom Reed asked Ann Lee out' -> 'Tom asked Ann out' for people the resident
    knows by name (``names.by_first_name``); in a town of names without spaces, one's family
    by the words family uses (``names.kin_named``: "我爸", not his full name)."""
    text = names.by_first_name(text, [x.name for x in req.people if x.knows])
    return names.kin_named(text, [(x.name, x.relationship) for x in req.people])


def _answer(req: InterviewRequest) -> InterviewAnswer:
    asked = interview_asked.answer(req)  # a question in a language's own words (not English)
    if asked is not None:
        return asked
    q = " ".join(req.question.split())
    low = q.lower()
    p = req.persona
    gender = profile_of(p).gender
    asked = content_words(q) - content_words(p.name)
    person = person_asked(q, req.relationships)
    situation = bool(_SITUATION.search(low))
    if not situation and (
        _SELF.search(low) or re.search(rf"\bwho is {re.escape(p.name.lower())}\b", low)
    ):
        return InterviewAnswer(text=_introduce(p, gender))
    heard = interview_heard.answer(req, low)
    if heard is not None:
        return heard
    meant = interview_intents.answer(req, low)
    if meant is not None:
        return meant
    company = interview_company.answer(req, low)
    if company is not None:
        return company
    if FEELING.search(low):
        return feeling(req)
    if _PREFER.search(low) and req.relationships:
        return preferred_person(req, low, gender)
    if situation or _WHATIF.search(low):
        return InterviewAnswer(text=what_if(req, low, person) or _react(low))
    if _OPINION.search(low):
        said = opinion(req, asked, gender)
        if said is not None:
            return said
    if _MIND.search(low):
        return on_mind(req, gender)
    if (re.search(r"\byesterday\b", low) and re.search(r"\bwhat did you\b", low)) or (
        _DID.search(low) and _DAY_WORD.search(low)
    ):
        return day_recall(req, low, gender)
    if _EVENT.search(low) and not asked - _GENERIC:
        return upcoming(req, gender)
    if _NEWS.search(low) and not asked - _GENERIC:
        return news(req, gender)
    if _TYPICAL.search(low):
        week = interview_week.answer(req) if p.facts else ""  # (a file of records: from them)
        return InterviewAnswer(text=week or typical_day(p, gender))
    if _PLAN.search(low):
        occ = occasion(low, req.now)
        if occ is not None:
            return future_plans(req, occ[0], occ[1], gender)
        return todays_plans(req, low, gender)
    hits = relevant(asked, req.memories, p.name)
    if person is not None:
        return about_person(req, person, gender)
    named = [
        n
        for n in re.findall(r"\b[A-Z][a-zà-ÿ'’]+(?: [A-Z][a-zà-ÿ'’]+)?\b", q)
        if n.split()[0]
        not in (
            "What",
            "Who",
            "Do",
            "Does",
            "Did",
            "Have",
            "Has",
            "Is",
            "Are",
            "How",
            "Where",
            "When",
            "Why",
            "Tell",
            "I",
            "Can",
            "Would",
        )
    ]
    if named and not any(n in m.text for n in named for m in req.memories):
        return InterviewAnswer(
            text=f"I don't think I know anything about {named[0]}, I'm afraid.", remembers=False
        )
    if named and " " in named[0]:  # a person it has no relationship with
        facts = [m for m in statements(req.memories + req.held, p.name) if named[0] in m.text]
        if facts:
            return InterviewAnswer(
                text=f"I don't know {named[0].split()[0]} well. "
                + recall_dated(facts[:1], req, gender),
                evidence=(facts[0].id,),
            )
        first = named[0].split()[0]
        seen = next(  # (the latest sighting of them: what they were doing, as one saw it)
            (
                got.group(1)
                for m in req.memories
                if m.kind == "observation"
                and (got := re.match(rf"^{re.escape(named[0])} is ([a-z]+ing\b.*?)\.?$", m.text))
            ),
            "",
        )
        if seen:
            return InterviewAnswer(
                text=f"I don't really know {first}; the last I saw, {first} was {seen}.",
                remembers=False,
            )
        return InterviewAnswer(
            text=f"I don't really know {first}; I've only seen them around.",
            remembers=False,
        )
    planned = (
        None
        if hits
        else plan_mention(asked, req.memories)
        or bond_mention(asked, req.memories, p.name)
        or thought_mention(asked, req.memories, p, gender)
    )
    if planned is not None:
        return InterviewAnswer(text=planned[0], evidence=(planned[1],))
    seen = (
        None
        if hits
        else next(
            (m for m in req.memories if m.kind == "observation" and asked & content_words(m.text)),
            None,
        )
    )
    if seen is not None and (saw := re.match(r"^(.+?) is ([a-z]+ing\b.*?)\.?$", seen.text)):
        # only a passing sighting holds it: said as that, no more
        return InterviewAnswer(
            text=f"Only that I saw {saw.group(1)} {saw.group(2)}.", evidence=(seen.id,)
        )
    if not hits:
        topic = re.search(r"\babout ([^?.!]{3,40})", q)
        about = f" about {topic.group(1)}" if topic else " about that"
        return InterviewAnswer(
            text=f"I'm sorry, I don't remember anything{about}.", remembers=False
        )
    keep = {i for *_, i in distinct_facts(hits)}
    hits = [m for m in hits if m.id in keep][:2]  # the same fact heard twice is told once
    return InterviewAnswer(text=recall_dated(hits, req, gender), evidence=tuple(m.id for m in hits))


# ---------------------------------------------------------------------------- itself


def _introduce(p, gender: str) -> str:
    parts = [f"I'm {p.name}, and I'm {p.age}."]
    if p.occupation:
        occ = p.occupation.split(";")[0].strip()
        if re.match(r"^(?:the|a|an)\b", occ):
            article = ""
        elif " of " in occ or occ.startswith(("owner", "head ")):
            article = "the "
        else:
            article = "an " if occ[:1] in "aeiou" else "a "
        parts.append(f"I'm {article}{occ}.")
    if p.facts:  # one's own words from the residents file; the prose is not re-worded
        return " ".join([*parts, *interview_self.own_story(p)])
    learned = first_sentences(p.learned, 1)
    if learned:
        parts.append(third_to_first_verbs(my_sentence(learned, p, gender), gender=gender))
    current = first_sentences(p.currently, 1)
    if current:
        parts.append("These days " + mid_sentence(my_sentence(current, p, gender)))
    return " ".join(parts)


def _react(low: str) -> str:
    for pat, line in _REACT:
        if re.search(pat, low):
            return line
    return "I'd have to see it to know, honestly. I'd probably keep calm and ask someone."
