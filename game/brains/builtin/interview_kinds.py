"""Interview kinds that retell what the resident heard and thinks: the facts it holds, each told
once with who told it and when ("My mum told me on Friday that she ..."), opinions with its
stance, news, what is on its mind (the what-ifs are ``interview_whatif``'s).

Everything here comes from the request (memories, relationships, the persona card): nothing
names a town's people or places.
"""

from __future__ import annotations

import re

from game.brains.builtin import talk_mood
from game.brains.builtin.interview_clock import minute_of, on_day, spoken_day, today_of
from game.brains.builtin.interview_parts import (
    as_sentence,
    content_words,
    first_sentences,
    mid_sentence,
    my_sentence,
    relevant,
    third_to_first_verbs,
    thought_in_my_voice,
)
from game.brains.builtin.interview_people import kin, name_kin, pronoun_for
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.seams import seamless
from game.brains.builtin.talk_facts import spoken
from game.brains.builtin.talk_slots import place_name
from game.mind.brain import InterviewAnswer, InterviewRequest
from game.mind.facts import DATE, TROUBLES
from game.mind.requests import PREFIX as REQUEST_DONE
from game.mind.types import MemoryLine

# its own answer in a talk: "..., and I said I'd give it a miss" / "and I'll be working then"
OWN_REPLY = re.compile(r"\band (I(?: said| will| can't| won't| am|'ll|'m) [^.;]+)")
_STANCE = re.compile(
    r"\b(lean(?:s|ing)? (?:towards?|to)|vot(?:e|es|ing) for|support(?:s|ing)?|back(?:s|ing)"
    r"|root(?:s|ing) for|undecided|making up (?:my|his|her|their) mind|on the fence"
    r"|(?:has|have)(?:n't| not) decided|not sure (?:who|what)|give it a miss|would love to"
    r"|(?:is|am|'m) going to (?:go|come|be there))\b",
    re.I,
)


# ----------------------------------------------------------------------------- facts
def _core(m: MemoryLine, now: str = "") -> tuple[str, str, str]:
    """(source first name or '', the fact, the day it was heard) of a statement memory."""
    day = spoken_day(m.when, now)
    if m.fact is not None:  # a record: as anyone tells it, a gathering's time said against
        # the day one is asked ("this evening at six"), and whom one had it from
        today = today_of(now)
        fact = spoken(m.fact, "", today) if today is not None else m.fact.text()
        src = m.source.split()[0] if m.source and not m.witnessed else ""
        return src, fact.rstrip("."), day
    text = m.text.strip().rstrip(".")
    conv = re.match(r"^Conversation with (.+?) at [^:]+: (.*)$", text)
    if conv:
        body = conv.group(2)
        told = re.search(r"\b([A-Z][\w'’-]+) told me(?: that)? (.+)$", body)
        if told:
            return told.group(1), told.group(2), day
        return "", re.sub(r"^.*?; ", "", body) if "; " in body else body, day
    return "", text, day


_TALK_ONLY = re.compile(r"^I (?:talked|chatted) with [^;]+$")


def distinct_facts(
    hits: list[MemoryLine], overlap: float = 0.7, now: str = ""
) -> list[tuple[str, str, str, int]]:
    """The different facts among the memories (source, fact, day, id), the same fact heard
    twice (as news, then in the talk's summary) kept once, with its source when known."""
    out: list[tuple[str, str, str, int]] = []
    for m in hits:
        src, fact, day = _core(m, now)
        words = content_words(fact)
        if not words or _TALK_ONLY.match(fact):  # "I talked with Tom about work": no fact
            continue
        dup = None
        for i, (_osrc, ofact, _oday, _oid) in enumerate(out):
            other = content_words(ofact)
            if len(words & other) >= overlap * min(len(words), len(other)):
                dup = i
                break
        if dup is None:
            out.append((src, fact, day, m.id))
        elif src and not out[dup][0]:
            out[dup] = (src, out[dup][1], out[dup][2] or day, out[dup][3])
    return out


def tell(src: str, fact: str, day: str, req: InterviewRequest, gender: str) -> str:
    """One heard fact in the resident's voice: 'My mum told me on Friday that she has ...'."""
    p = req.persona
    if fact.startswith((p.name + " ", p.name + "'s ", p.first_name() + " ")):
        return my_sentence(fact, p, gender)
    if fact.startswith(("I ", "I'")):  # its own part of a talk
        return as_sentence((as_sentence(on_day(day)).rstrip(".") + ", " if day else "") + fact)
    calls = kin(req.relationships)
    if src:
        full = next((n for n in calls if n.split()[0] == src), None)
        subj = re.match(rf"^{re.escape(src)}(?: [A-Z][\w'’-]+)?\b(?!['’])", fact)
        when = f" {on_day(day)}" if day else ""
        pron = pronoun_for(calls[full])[0] if full else "they"
        if subj and pron == "they":  # the teller is the subject, with no word for them: no
            # pronoun guessed ("they have mended"): the statement as told, and who said so
            text = f"{fact.rstrip('.')}; {src} told me so{when}"
        else:
            if subj:  # the teller is the subject: "she told me she has decided ..."
                fact = pron + fact[subj.end() :]
            text = f"{src} told me{when} that {fact}"
    else:
        text = (f"I heard {on_day(day)} that " if day else "I heard that ") + mid_sentence(fact)
    text = re.sub(
        rf"\b(against|with|to|for|about|of|by|from|and) {re.escape(p.name)}\b(?!['’])",
        r"\1 me",
        text,
    )
    return as_sentence(name_kin(text, req.relationships).rstrip("."))


# ----------------------------------------------------------------------------- kinds
def opinion(req: InterviewRequest, asked: set[str], gender: str) -> InterviewAnswer | None:
    p = req.persona
    hits = relevant(asked, req.memories, req.persona.name)
    if not hits:
        return None
    facts = [f for f in distinct_facts(hits, now=req.now) if asked & content_words(f[1])][:2]
    if not facts:
        return None
    parts = [tell(s, f, d, req, gender) for s, f, d, _ in facts]
    stance = _stance(req, asked, facts, gender)
    if any(OWN_REPLY.search(x) for x in parts) or any(
        f.startswith((p.name + " ", p.first_name() + " ")) for _, f, _, _ in facts
    ):
        stance = ""  # what it said back, or its own doing, is its stance already
    text = " ".join(x for x in (*parts, stance) if x)
    return InterviewAnswer(text=text, evidence=tuple(i for *_, i in facts))


def _stance(req: InterviewRequest, asked: set[str], facts, gender: str) -> str:
    p = req.persona
    for m in req.memories:  # its own stance, when it holds one on the topic
        if not asked & content_words(m.text) or not _STANCE.search(m.text):
            continue
        own = m.text.startswith((p.name + " ", p.first_name() + " "))
        said = OWN_REPLY.search(m.text)
        if said:
            return as_sentence(said.group(1))
        if own:
            return thought_in_my_voice(m.text, p, gender).strip()
    current = first_sentences(p.currently, 1)
    if current and asked & content_words(current):  # it is part of it itself
        return "For my part, " + mid_sentence(my_sentence(current, p, gender))
    calls = kin(req.relationships)
    for src, fact, _d, _i in facts:
        for name, call in calls.items():
            if fact.startswith((name, name.split()[0])) or (
                src and src == name.split()[0] and re.match(r"^(she|he|they) ", fact)
            ):
                subj, obj = pronoun_for(call)
                be = " are" if subj == "they" else "'s"
                return (
                    f"{subj.capitalize()}{be} {call}, so of course I'm behind {obj}; "
                    "but I'll still listen to what everyone has to say."
                )
    return "I haven't made up my mind about it yet."


def on_mind(req: InterviewRequest, gender: str) -> InterviewAnswer:
    p = req.persona
    if p.facts:  # a town of records: one's own words for one's own facts, nothing turned by rule
        return _on_mind_own(p, _met_since(req))
    for m in req.memories:
        if m.kind != "reflection" or not re.search(rf"\b{re.escape(p.first_name())}\b", m.text):
            continue
        text = re.sub(r"^Building on an earlier thought \([^)]*\), ", "", m.text)
        tail = re.split(r"\b(?:that|:)\s+", text, maxsplit=1)[-1]
        if text.startswith(f"What {p.first_name()} knows") or not tail.startswith(
            (p.first_name() + " ", p.name + " ")
        ):
            continue  # a thought about someone else is not what is on its mind
        if said_from("ins_self", text):
            continue  # what filled one's day is a log, not what is on one's mind
        said = third_to_first_verbs(thought_in_my_voice(text, p, gender))
        said = re.sub(r"(\bI'm\b[^.;]*?\band) is\b", r"\1 am", said)
        said = re.sub(r"(\bI\b[^.;]*?\band) has\b", r"\1 have", said)
        if not seamless(said, gender):
            continue  # a thought the rules cannot put in my own words is not said
        return InterviewAnswer(text=said, evidence=(m.id,))
    current = first_sentences(p.currently, 1)
    said = my_sentence(current, p, gender) if current else ""
    if said and seamless(said, gender):
        return InterviewAnswer(text=_mind_lead(p) + " " + mid_sentence(said))
    return InterviewAnswer(text="Nothing in particular, honestly.", remembers=False)


def _mind_lead(p) -> str:
    """How one leads into what is on one's mind ("Mostly this:", "If I'm honest,"), one's own
    way of putting it (by who one is), not the same words from everyone."""
    return Phrasebook([], p.id, "mind").pick("ans_mind_lead") or "Mostly this:"


def _met_since(req: InterviewRequest) -> frozenset[str]:
    """The keys of one's requests whose yes fixed a meeting that is over now (an interview
    one asked for is done once one has been to see them at the time the two fixed)."""
    today, minute = today_of(req.now), minute_of(req.now)
    if today is None or minute is None:
        return frozenset()
    out = set()
    for m in req.held:
        f = m.fact
        g = f.arranged if f is not None and f.key.startswith(REQUEST_DONE) else None
        if g is not None and g.over(today, minute):
            out.add(f.key[len(REQUEST_DONE) :])
    return frozenset(out)


def _on_mind_own(p, done: frozenset[str] = frozenset()) -> InterviewAnswer:
    """One's own trouble, project, or else any standing fact of one's own (a crush, a view),
    in one's own words: the residents file's ``mine``; not a request whose meeting has been
    held (``done``: what one wanted is done)."""
    own = [f for f in p.facts if f.mine and not f.event and f.subject == p.id and f.key not in done]
    for topic in ("worry", "illness", "project", "romance", "opinion", "family", "work"):
        f = next((f for f in own if f.topic == topic), None)
        if f is not None:
            return InterviewAnswer(text=_mind_lead(p) + " " + mid_sentence(f.mine))
    if own:
        return InterviewAnswer(text=_mind_lead(p) + " " + mid_sentence(own[0].mine))
    return InterviewAnswer(text="Nothing in particular, honestly.", remembers=False)


FEELING = re.compile(r"\bhow (?:are|have) you (?:been )?feeling\b|\bhow do you feel\b", re.I)


def feeling(req: InterviewRequest) -> InterviewAnswer:
    """'How are you feeling these days?': from one's own trouble or project on record, in one's
    own words, with how it sits; with neither, well enough."""
    p = req.persona
    book = Phrasebook([], p.id, req.question, "feel")
    if req.mood.word and (said := book.pick(f"feel_mood_{req.mood.word}")):
        return InterviewAnswer(text=f"{said} {_why_i_feel(req, book)}")
    for topic, lead in (("illness", "feel_low"), ("worry", "feel_low"), ("project", "feel_busy")):
        f = next((f for f in p.facts if f.topic == topic and f.mine and not f.event), None)
        if f is not None:
            return InterviewAnswer(text=f"{book.pick(lead)} {f.mine.strip()}")
    return InterviewAnswer(text=book.pick("feel_fine"))


def _why_i_feel(req: InterviewRequest, book: Phrasebook) -> str:
    """What moved one's mood, in one's own words (the talk's ``mood_why_*``); with nothing
    lately, one's own trouble on record when the mood is bad, else that nothing did."""
    p, cause = req.persona, req.mood.cause
    work = place_name(p.work.sector) if p.work is not None else ""
    names = {o.id: o.name for o in req.people}
    said = talk_mood.said_why(req.mood, book, {"what": work}, names) if cause else ""
    if said:
        return said
    # nothing lately: what one carries anyway, in one's own words: a trouble on record under
    # a poor mood, what one is busy with under a good one
    poor = req.mood.word in _POOR or req.mood.shows
    if not poor and (glad := _date_made(req)):
        return f"{book.pick('feel_why_date')} {glad}"
    topics = TROUBLES if poor else ("project",)
    f = next((f for f in p.facts if f.topic in topics and f.mine and not f.event), None)
    if f is not None:
        return f.mine.strip()
    return book.pick("feel_why_none")


_POOR = ("weary", "low", "tense", "upset")


def _date_made(req: InterviewRequest) -> str:
    """A yes to a date that one holds as one's own record, in one's own words ('' if none)."""
    me = req.persona.id
    for m in reversed(req.held):
        f = m.fact
        if f is not None and f.key.startswith(DATE) and f.news and f.subject == me and f.mine:
            return f.text(me).strip()
    return ""


def _over(fact, now: str) -> bool:
    """Whether ``fact``'s gathering has ended by the interview's clock ``now``."""
    today = today_of(now)
    return today is not None and fact.over(today, minute_of(now))


def news(req: InterviewRequest, gender: str) -> InterviewAnswer:
    """'Has anything surprising happened?': the weightiest things it heard from others (news,
    what someone told it in a talk, what it has learned), never its own doings."""
    p = req.persona
    # the facts it holds about others, as records (rendered as anyone but their subject says
    # them), then what its retrieved talks hold
    heard = [
        MemoryLine(
            id=m.id,
            text=m.fact.text(p.id),
            kind="conversation",
            when=m.when,
            importance=m.importance,
            fact=m.fact,
            source=m.source,
            witnessed=m.witnessed,
        )
        for m in req.held
        # (what one has always known, at home or at work, is nothing that happened lately;
        # a gathering's word once it is over is no news: how it went is)
        if m.fact is not None
        and m.fact.news
        and p.id not in m.fact.about
        and not m.seed
        and not _over(m.fact, req.now)
    ]
    # in a town of records what one heard is a record; a talk's summary line ("Ann is
    # people-watching over a meal") is how a talk went, not news
    for m in req.memories if not p.facts else ():
        if m.kind == "conversation" and not m.text.startswith((p.name + " ", p.name + "'s ")):
            heard.append(m)
    heard.sort(key=lambda m: -m.importance)
    facts = [
        f
        for f in distinct_facts(heard, now=req.now)
        if not f[1].startswith(("I ", "I'", p.name + " ", p.first_name() + " "))
    ][:2]
    if not facts:
        return InterviewAnswer(text="Nothing surprising that I've heard of, no.", remembers=False)
    # what one saw happen (a meeting one sat in) is said as seen, not as hearsay
    seen = {m.id for m in req.held if m.witnessed}
    parts = [
        as_sentence((f"I was there {on_day(d)}: " if d else "I was there: ") + mid_sentence(f))
        if i in seen
        else tell(s, f, d, req, gender)
        for s, f, d, i in facts
    ]
    # (two things heard the same day: the second goes on from the first, not "I heard
    # yesterday that ..." twice over)
    if len(parts) == 2 and facts[0][2] and facts[0][2] == facts[1][2]:
        lead = f"I heard {on_day(facts[1][2])} that "
        if parts[0].startswith(lead) and parts[1].startswith(lead):
            parts = [parts[0].rstrip("."), "and that " + parts[1][len(lead) :]]
            parts = [", ".join(parts)]
    return InterviewAnswer(text=" ".join(parts), evidence=tuple(i for *_, i in facts))
