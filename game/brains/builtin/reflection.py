"""Reflection without a model: questions about the subjects of recent memories, and insights
that say something about them, citing the memories they rest on.

Subjects are only what the memories show to be one: **people** (names that head a statement,
are talked with, or are known by the residents file: never a room or a place, however a name
is capitalised), **events** (a dated gathering someone announced), **places** (where talks and
days happened) and the resident **itself**. The paper asks "what high-level insights can you
infer"; here an insight reads the evidence for a kind of conclusion:

* a person: how things stand (a quarrel over something, a crush, family, what the two talk
  about), what one has learned about them (their plans, what they keep doing);
* an event: whether the resident will go (the same answer it gives when invited) and who else
  knows;
* a place: whom one runs into there; oneself: what the days go on, what weighs on one's mind;
* deeper: when an earlier reflection about the same subject is among the evidence, the new
  insight builds on it with a fact the earlier one did not have (never a recount).

Wording comes from phrase sets (``data/speech.toml``), chosen by a hash of the resident and the
question. Cost: a few regexes per memory, microseconds per request.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

from game.brains.builtin import text as tx
from game.brains.builtin.activities import classify
from game.brains.builtin.events import attend_choice
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.profile import holds_a_grudge
from game.brains.builtin.reflect_index import (
    CONVERSATION,
    GRIEVANCE,
    KNOWS,
    MemoryIndex,
    as_clause,
    best_fact,
    gist,
    insight,
    keeps_doing,
    role_from_bond,
    self_insights,
)
from game.brains.builtin.talk_summary import conversation_topics
from game.mind.brain import Insight, InsightRequest, PersonaCard, ReflectQuestionsRequest
from game.mind.facts import TROUBLES
from game.mind.language import reading
from game.mind.types import MemoryLine


def questions(req: ReflectQuestionsRequest, seed: int) -> tuple[str, ...]:
    count = max(0, int(req.count or 0))
    if count == 0:
        return ()
    p = req.persona
    mems = tuple(m for m in req.memories or () if isinstance(m, MemoryLine) and m.text)
    idx = MemoryIndex(p, mems)
    book = Phrasebook([], seed, "reflectq", p.id, len(mems), mems[-1].id if mems else 0)
    me = p.first_name()
    ranked: list[tuple[float, str, str]] = []
    for n, ms in idx.people.items():
        ranked.append((idx.weight(ms), "person", n))
    for key, ms in idx.events.items():
        ranked.append((1.5 * idx.weight(ms), "event", key))
    for place, ms in idx.places.items():
        ranked.append((0.4 * idx.weight(ms), "place", place))
    ranked.sort(key=lambda t: (-t[0], t[1], t[2]))
    out: list[str] = []
    kinds: list[str] = []
    for _w, kind, subject in ranked:
        if len(out) >= count - 1:
            break
        if kinds.count(kind) >= 2:
            continue
        if kind == "person":
            q = book.pick("q_person", subject, me=me, who=subject)
        elif kind == "event":
            q = book.pick("q_event", subject, me=me, what=subject)
        else:
            q = book.pick("q_place", subject, me=me, place=subject)
        if q and q not in out:
            out.append(q)
            kinds.append(kind)
    out.append(book.pick("q_self", "self", me=me))
    return tuple(out[:count])


def insights(req: InsightRequest, seed: int) -> tuple[Insight, ...]:
    p = req.persona
    mems = tuple(m for m in req.memories or () if isinstance(m, MemoryLine) and m.text)
    if not mems:
        return ()
    q = req.question or ""
    idx = MemoryIndex(p, mems)
    book = Phrasebook(
        [m.text for m in mems if m.kind == "reflection"], seed, "insight", p.id, q, mems[0].id
    )
    event = next((k for k in idx.events if k in q), "")
    person = next((n for n in sorted(idx.people, key=len, reverse=True) if n in q), "")
    place = next((s for s in idx.places if s in q), "")
    if event:
        out = _about_event(p, event, idx, book, seed)
    elif person:
        out = _about_person(p, person, idx, book)
    elif place:
        out = _about_place(p, place, idx, book)
    else:
        out = self_insights(p, mems, book)
    return tuple(out[: max(1, int(req.count or 1))])


# ---------------------------------------------------------------------------- subjects
_HOBBY_OR_WORK = frozenset(
    "painting music piano guitar writing gardening crafts baking coding study exercise puzzles "
    "teach classes fishing campaign journalism".split()
)


def _about_person(p: PersonaCard, who: str, idx: MemoryIndex, book: Phrasebook) -> list[Insight]:
    """How things stand with ``who`` and what the resident has learned about them."""
    from game.brains.builtin.activities import work_categories

    me = p.first_name()
    first = who.split()[0]
    ms = idx.people[who]
    bond, bond_id = idx.bonds.get(who, ("", -1))
    kind = reading().bond_kind(bond)
    talks = [m for m in ms if CONVERSATION.match(m.text)]
    facts = [
        m
        for m in ms
        if m.text.startswith(who) and m.kind != "reflection" and not KNOWS.match(m.text)
    ]
    told = []  # what they said about themselves in a talk ("...; Tom is running a clinic")
    for m in talks:
        tail = m.text.split("; ", 1)[1] if "; " in m.text else ""
        if tail.startswith(first + " ") and "told me" not in tail:
            told.append((tail.rstrip("."), m.id))
    out: list[Insight | None] = []
    ev = [m.id for m in talks[-3:]] + ([bond_id] if bond_id >= 0 else [])
    argued = [m for m in talks if re.search(r": I argued with\b", m.text)]
    if kind == "quarrel" or argued:
        g = GRIEVANCE.search(" ".join(m.text for m in argued) + " " + bond)
        grievance = g.group(1).replace("my ", "the ") if g else "what happened between them"
        ins = insight(book, "ins_quarrel", ev or [ms[-1].id], me=me, who=who, grievance=grievance)
        out.append(_aim(ins, who, "avoid" if holds_a_grudge(p) else "settle"))
    elif kind == "romance" and not any(n != who and n.split()[0] in bond for n in idx.people):
        # (a bond that names someone else is about them: "hopes he asks Ann out")
        out.append(
            _aim(insight(book, "ins_romance", ev or [ms[-1].id], me=me, who=who), who, "see")
        )
    fact = best_fact(facts, who)
    prior = [m for m in ms if m.kind == "reflection"]
    new = fact or (MemoryLine(id=told[-1][1], text=told[-1][0]) if told else None)
    if new is not None and prior and not _contained(new.text, prior[-1].text):
        earlier = gist(prior[-1].text)
        out.append(
            insight(
                book,
                "ins_deeper",
                [prior[-1].id, new.id],
                me=me,
                who=who,
                earlier=earlier,
                fact=as_clause(new.text),
            )
        )
    elif fact is not None:
        ins = insight(book, "ins_fact", [fact.id], me=me, who=who, fact=as_clause(fact.text))
        trouble = fact.fact is not None and fact.fact.topic in TROUBLES
        # someone one knows and bears no grudge is in trouble: one means to look in on them
        # (a child looks in on its family, not on the grown-ups it knows)
        grown = p.age >= 16 or kind == "family"
        out.append(_aim(ins, who, "help") if trouble and grown and kind not in _AT_ODDS else ins)
    elif told and not p.facts:  # (a talk's passing remark is no fact where facts are records)
        out.append(insight(book, "ins_fact", [told[-1][1]], me=me, who=who, fact=told[-1][0]))
    doing = keeps_doing(facts)
    if doing and classify(doing[0]).name not in _HOBBY_OR_WORK | set(work_categories()):
        doing = None  # putting the kettle on says nothing about anyone
    if doing and kind == "family":
        role = re.search(
            r"\b(wife|husband|son|daughter|mum|mother|dad|father|sister|brother)\b", bond, re.I
        )
        role_text = f"{me}'s {role.group(1).lower()}" if role else "family"
        out.append(
            insight(
                book,
                "ins_family",
                [doing[1]] + ev[:1],
                me=me,
                who=who,
                doing=doing[0],
                role=role_text,
            )
        )
    elif doing:
        role = role_from_bond(bond, me)
        out.append(
            insight(
                book,
                "ins_busy" if role else "ins_busy_plain",
                [doing[1]],
                me=me,
                who=who,
                doing=doing[0],
                role=role,
            )
        )
    if len(talks) >= 2 and len([x for x in out if x]) < 2:
        # a topic "keeps coming back" only when at least two talks, at different times, had it
        per_talk = [set(conversation_topics(m.text.split(": ", 1)[-1])) for m in talks]
        topics = [
            t
            for t in conversation_topics(" ".join(m.text.split(": ", 1)[-1] for m in talks))
            if sum(t in x for x in per_talk) >= 2
        ]
        # "work" or the weather say nothing about two people: only a real subject is an insight
        topics = [t for t in topics if t not in ("work", "the weather")]
        places = Counter(CONVERSATION.match(m.text).group(2) for m in talks)
        if topics:
            role = role_from_bond(bond, me)
            ins = insight(
                book,
                "ins_talk" if role else "ins_talk_plain",
                [m.id for m in talks[-3:]],
                role=role,
                me=me,
                who=who,
                topics=tx.and_join(topics[:2]),
                place=places.most_common(1)[0][0],
            )
            # a friend one keeps finding things to talk about with: one seeks them out
            out.append(_aim(ins, who, "see") if kind == "close" else ins)
    return [x for x in out if x is not None][:3]


_AT_ODDS = ("quarrel", "rival")


def _aim(ins: Insight | None, who: str, intent: str) -> Insight | None:
    """The insight, concluding in ``intent`` toward ``who`` (``Insight.intent``)."""
    return None if ins is None else replace(ins, about=(who,), intent=intent)


def _about_event(
    p: PersonaCard, key: str, idx: MemoryIndex, book: Phrasebook, seed: int
) -> list[Insight]:
    me = p.first_name()
    ms = idx.events[key]
    src = max(ms, key=lambda m: (len(m.text), m.id))
    year = 2000
    m_year = re.search(r"\b(20\d\d)\b", " ".join(m.when for m in ms))
    if m_year:
        year = int(m_year.group(1))
    host = key.split("'s ")[0]
    choice = attend_choice(p, src.text, year, seed, idx.bonds.get(host, ("", -1))[0])
    decision = {
        "host": "is busy getting everything ready",
        "yes": "means to go",
        "maybe": "might look in if the day allows",
        "work": "will be working then, sadly",
        "no": "does not feel much like going",
    }[choice]
    day = re.search(r"\bon ((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b", src.text)
    what = key + (f" on {day.group(1)}" if day else "")
    out = [insight(book, "ins_event", [m.id for m in ms[-3:]], me=me, what=what, decision=decision)]
    others = Counter(
        n for m in ms for n in tx.person_names(m.text) if n != p.name and not key.startswith(n)
    )
    if others:
        names = tx.and_join([n.split()[0] for n, _ in others.most_common(3)])
        out.append(insight(book, "ins_event_people", [ms[-1].id], me=me, what=key, names=names))
    return [x for x in out if x is not None]


def _about_place(p: PersonaCard, place: str, idx: MemoryIndex, book: Phrasebook) -> list[Insight]:
    ms = idx.places[place]
    names = Counter(
        n for m in ms for n in tx.person_names(m.text) if n != p.name and n in idx.people
    )
    if not names:
        return self_insights(p, tuple(ms), book)
    who = tx.and_join([n.split()[0] for n, _ in names.most_common(3)])
    return [
        x
        for x in [
            insight(
                book,
                "ins_place",
                [m.id for m in ms[-3:]],
                me=p.first_name(),
                place=place,
                names=who,
            )
        ]
        if x
    ]


def _contained(fact: str, earlier: str) -> bool:
    """Whether an earlier reflection already says ``fact`` (most of its words are there)."""
    words = set(re.findall(r"[a-z]{4,}", fact.lower()))
    return bool(words) and len(words & set(re.findall(r"[a-z]{4,}", earlier.lower()))) >= 0.6 * len(
        words
    )
