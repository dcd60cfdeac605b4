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

from game.brains.builtin import text as tx
from game.brains.builtin.activities import classify
from game.brains.builtin.events import attend_choice
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.profile import profile_of
from game.brains.builtin.talk_summary import conversation_topics
from game.mind.brain import Insight, InsightRequest, PersonaCard, ReflectQuestionsRequest
from game.mind.relations import bond_kind
from game.mind.types import MemoryLine

_CONV = re.compile(r"^Conversation with (.+?) at ([^:]+): (.*)$")
_KNOWS = re.compile(r"^(.+?) knows (.+?): (.*)$")
_DID = re.compile(r" at ([A-Z][\w'’ -]+?) on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b")
_THERE = re.compile(r"; (.+?) (?:was|were) there")
_NAME = r"[A-Z][\w'’-]+ [A-Z][\w'’-]+"
_SUBJECT = re.compile(rf"^({_NAME})\b")
_OBSERVED = re.compile(rf"^({_NAME}) is ([a-z]+ing\b.*)$")
_EVENT = re.compile(r"\b(party|gathering|celebration|concert|festival|fair|picnic|quiz night)\b")
_WORRY = re.compile(r"worr|nervous|dread|stuck|behind on|losing sleep|fret|anxious|afraid")
_GRIEVANCE = re.compile(r"\babout ((?:the|his|her|their|its|my) [\w'’ -]+?)(?=[,;.]| and |$)")


def _split_names(text: str) -> list[str]:
    return [n.strip() for n in re.split(r",\s*|\s+and\s+", text) if n.strip()]


class _Index:
    """People, places and events the memories show, and which memories mention each."""

    def __init__(self, persona: PersonaCard, mems: tuple[MemoryLine, ...]) -> None:
        me = persona.name
        self.bonds: dict[str, tuple[str, int]] = {}
        named: set[str] = set()
        self.places: dict[str, list[MemoryLine]] = {}
        for m in mems:
            conv, knows = _CONV.match(m.text), _KNOWS.match(m.text)
            if knows and knows.group(1) == me:
                self.bonds[knows.group(2)] = (knows.group(3), m.id)
                named.add(knows.group(2))
            if conv:
                named.update(n for n in _split_names(conv.group(1)) if " " in n)
                self.places.setdefault(conv.group(2), []).append(m)
            sub = _SUBJECT.match(m.text)
            if sub and not tx.is_place_name(sub.group(1)):
                named.add(sub.group(1))
            there = _THERE.search(m.text)
            if there:
                named.update(n for n in _split_names(there.group(1)) if " " in n)
            did = _DID.search(m.text)
            if did and m.text.startswith(me):
                self.places.setdefault(did.group(1), []).append(m)
        named.discard(me)
        named = {n for n in named if not tx.is_place_name(n) and n not in self.places}
        self.people: dict[str, list[MemoryLine]] = {n: [] for n in named}
        for m in mems:
            for n in named:
                if n in m.text:
                    self.people[n].append(m)
        self.events: dict[str, list[MemoryLine]] = {}
        for m in mems:
            ev = _EVENT.search(m.text)
            sub = _SUBJECT.match(m.text)
            if ev and sub and tx.parse_date(m.text, 2000) is not None and m.kind != "reflection":
                key = f"{sub.group(1)}'s {ev.group(1)}"
                self.events.setdefault(key, []).append(m)

    def weight(self, mems: list[MemoryLine]) -> float:
        return sum((1.0 + (m.importance or 0)) * (0.3 if m.kind == "reflection" else 1) for m in mems)


def questions(req: ReflectQuestionsRequest, seed: int) -> tuple[str, ...]:
    count = max(0, int(req.count or 0))
    if count == 0:
        return ()
    p = req.persona
    mems = tuple(m for m in req.memories or () if isinstance(m, MemoryLine) and m.text)
    idx = _Index(p, mems)
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
    idx = _Index(p, mems)
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
        out = _about_self(p, mems, book)
    return tuple(out[: max(1, int(req.count or 1))])


# ---------------------------------------------------------------------------- subjects
_ROUTINE = frozenset("meal morning bedtime hygiene chores relax sleep coffee generic".split())
_HOBBY_OR_WORK = frozenset(
    "painting music piano guitar writing gardening crafts baking coding study exercise puzzles "
    "teach classes fishing campaign journalism".split()
)


def _about_person(p: PersonaCard, who: str, idx: _Index, book: Phrasebook) -> list[Insight]:
    """How things stand with ``who`` and what the resident has learned about them."""
    from game.brains.builtin.activities import work_categories

    me = p.first_name()
    first = who.split()[0]
    ms = idx.people[who]
    bond, bond_id = idx.bonds.get(who, ("", -1))
    kind = bond_kind(bond)
    talks = [m for m in ms if _CONV.match(m.text)]
    facts = [
        m
        for m in ms
        if m.text.startswith(who) and m.kind != "reflection" and not _KNOWS.match(m.text)
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
        g = _GRIEVANCE.search(" ".join(m.text for m in argued) + " " + bond)
        grievance = g.group(1).replace("my ", "the ") if g else "what happened between them"
        out.append(_ins(book, "ins_quarrel", ev or [ms[-1].id], me=me, who=who, grievance=grievance))
    elif kind == "romance":
        out.append(_ins(book, "ins_romance", ev or [ms[-1].id], me=me, who=who))
    fact = _best_fact(facts, who)
    prior = [m for m in ms if m.kind == "reflection"]
    new = fact or (MemoryLine(id=told[-1][1], text=told[-1][0]) if told else None)
    if new is not None and prior and new.text.rstrip(".")[:40] not in prior[-1].text:
        earlier = _gist(prior[-1].text)
        out.append(
            _ins(book, "ins_deeper", [prior[-1].id, new.id], me=me, who=who, earlier=earlier, fact=_lower(new.text))
        )
    elif fact is not None:
        out.append(_ins(book, "ins_fact", [fact.id], me=me, who=who, fact=_lower(fact.text)))
    elif told:
        out.append(_ins(book, "ins_fact", [told[-1][1]], me=me, who=who, fact=told[-1][0]))
    doing = _doing(facts)
    if doing and kind == "family":
        role = re.search(r"\b(wife|husband|son|daughter|mum|mother|dad|father|sister|brother)\b", bond, re.I)
        role_text = f"{me}'s {role.group(1).lower()}" if role else "family"
        out.append(_ins(book, "ins_family", [doing[1]] + ev[:1], me=me, who=who, doing=doing[0], role=role_text))
    elif doing:
        cat = classify(doing[0]).name
        if cat in _HOBBY_OR_WORK or cat in work_categories():
            out.append(_ins(book, "ins_busy", [doing[1]], me=me, who=who, doing=doing[0]))
    if talks and len([x for x in out if x]) < 2:
        topics = conversation_topics(" ".join(m.text.split(": ", 1)[-1] for m in talks))
        places = Counter(_CONV.match(m.text).group(2) for m in talks)
        if topics:
            out.append(
                _ins(
                    book,
                    "ins_talk",
                    [m.id for m in talks[-3:]],
                    me=me,
                    who=who,
                    topics=_join(topics[:2]),
                    place=places.most_common(1)[0][0],
                )
            )
    return [x for x in out if x is not None][:3]


def _about_event(p: PersonaCard, key: str, idx: _Index, book: Phrasebook, seed: int) -> list[Insight]:
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
    out = [_ins(book, "ins_event", [m.id for m in ms[-3:]], me=me, what=what, decision=decision)]
    others = Counter(
        n for m in ms for n in tx.person_names(m.text) if n != p.name and not key.startswith(n)
    )
    if others:
        names = _join([n.split()[0] for n, _ in others.most_common(3)])
        out.append(_ins(book, "ins_event_people", [ms[-1].id], me=me, what=key, names=names))
    return [x for x in out if x is not None]


def _about_place(p: PersonaCard, place: str, idx: _Index, book: Phrasebook) -> list[Insight]:
    ms = idx.places[place]
    names = Counter(n for m in ms for n in tx.person_names(m.text) if n != p.name and n in idx.people)
    if not names:
        return _about_self(p, tuple(ms), book)
    who = _join([n.split()[0] for n, _ in names.most_common(3)])
    return [x for x in [_ins(book, "ins_place", [m.id for m in ms[-3:]], me=p.first_name(), place=place, names=who)] if x]


def _about_self(p: PersonaCard, mems: tuple[MemoryLine, ...], book: Phrasebook) -> list[Insight]:
    me = p.first_name()
    mine = [m for m in mems if m.text.startswith(p.name + " ") and m.kind != "reflection"]
    out: list[Insight] = []
    did = [m for m in mine if re.search(r"\d\d:\d\d-\d\d:\d\d", m.text)]
    spent: Counter = Counter()
    for m in did:
        clause = _did_clause(m.text[len(p.name) + 1 :])
        if classify(clause).name in _ROUTINE:
            continue
        span = re.search(r"(\d\d):(\d\d)-(\d\d):(\d\d)", m.text)
        a = int(span.group(1)) * 60 + int(span.group(2))
        b = int(span.group(3)) * 60 + int(span.group(4))
        spent[clause] += (b - a) % 1440
    if spent:
        act, _ = spent.most_common(1)[0]
        out.append(_ins(book, "ins_self", [m.id for m in did[-3:]], me=me, doing=act))
    worry = [m for m in mine if _WORRY.search(m.text) and not _OBSERVED.match(m.text)]
    src = worry[-1] if worry else None
    if src is None:
        projects = [x for x in profile_of(p).self_lines if not re.search(r"crush|secret", x, re.I)]
        if projects and mine:
            text = re.sub(r"^I'm ", f"{me} is ", re.sub(r"^I ", f"{me} ", projects[0]))
            out.append(_ins(book, "ins_mind", [mine[-1].id], me=me, fact=_lower(text.rstrip("."))))
    else:
        out.append(_ins(book, "ins_mind", [src.id], me=me, fact=_lower(src.text.rstrip("."))))
    return [x for x in out if x is not None]


# ---------------------------------------------------------------------------- helpers
def _ins(book: Phrasebook, name: str, evidence: list[int], **slots: str) -> Insight | None:
    text = book.pick(name, "ins", **slots)
    ev = tuple(dict.fromkeys(i for i in evidence if i is not None and i >= 0))
    return Insight(text=text, evidence=ev) if text and ev else None


def _best_fact(facts: list[MemoryLine], who: str) -> MemoryLine | None:
    """The most poignant thing heard about them (never a passing sighting)."""
    cands = [
        m
        for m in facts
        if not _OBSERVED.match(m.text)
        and len(m.text) < 220
        and not (m.kind == "observation" and (m.importance or 0) < 0.5 and f"{who} is " in m.text)
    ]
    return max(cands, key=lambda m: (m.importance or 0, m.id)) if cands else None


def _doing(facts: list[MemoryLine]) -> tuple[str, int] | None:
    seen = [(m, _OBSERVED.match(m.text)) for m in facts]
    acts = Counter(hit.group(2) for _m, hit in seen if hit and not hit.group(2).startswith(("chatting", "sleeping")))
    if not acts:
        return None
    act, _ = acts.most_common(1)[0]
    mid = next(m.id for m, hit in seen if hit and hit.group(2) == act)
    return act, mid


def _did_clause(text: str) -> str:
    """'worked in the bar at The Red Lion on Friday, May 8, 11:00-12:15.' -> 'worked in the
    bar at The Red Lion'."""
    return re.split(r" on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day", text)[0].strip(" .")


def _gist(text: str) -> str:
    """The first clause of an earlier reflection, as it was written."""
    return re.split(r"[;:—(]| Now there is more", text.rstrip("."))[0].strip().rstrip(".")


def _fact(text: str) -> str:
    conv = _CONV.match(text)
    return conv.group(3) if conv else text.rstrip(".")


def _lower(text: str) -> str:
    words = text.split()
    if words and words[0] in ("The", "A", "An", "There", "It", "This", "What", "Most"):
        return text[0].lower() + text[1:]
    return text.rstrip(".")


def _join(items: list[str]) -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
