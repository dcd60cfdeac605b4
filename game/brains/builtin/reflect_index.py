"""What reflection reads in memories: the people, places and events they show, and small
helpers to phrase an insight (a person's role from one's text about them, an earlier thought's
gist, what someone keeps doing). Regexes over memory texts; microseconds per memory."""

from __future__ import annotations

import re
from collections import Counter

from game.brains.builtin import text as tx
from game.brains.builtin import voice
from game.brains.builtin.activities import classify
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.profile import profile_of
from game.mind.brain import Insight, PersonaCard
from game.mind.facts import TROUBLES
from game.mind.types import MemoryLine

CONVERSATION = re.compile(r"^Conversation with (.+?) at ([^:]+): (.*)$")
KNOWS = re.compile(r"^(.+?) knows (.+?): (.*)$")
_DID = re.compile(r" at ([A-Z][\w'’ -]+?) on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b")
_THERE = re.compile(r"; (.+?) (?:was|were) there")
_NAME = r"[A-Z][\w'’-]+ [A-Z][\w'’-]+"
_SUBJECT = re.compile(rf"^({_NAME})\b")
_OBSERVED = re.compile(rf"^({_NAME}) is ([a-z][a-z-]*ing\b.*)$")
_EVENT = re.compile(r"\b(party|gathering|celebration|concert|festival|fair|picnic|quiz night)\b")
_WORRY = re.compile(r"worr|nervous|dread|stuck|behind on|losing sleep|fret|anxious|afraid")
GRIEVANCE = re.compile(r"\babout ((?:the|his|her|their|its|my) [\w'’ -]+?)(?=[,;.]| and |$)")


def _split_names(text: str) -> list[str]:
    return [n.strip() for n in re.split(r",\s*|\s+and\s+", text) if n.strip()]


class MemoryIndex:
    """People, places and events the memories show, and which memories mention each."""

    def __init__(self, persona: PersonaCard, mems: tuple[MemoryLine, ...]) -> None:
        me = persona.name
        self.bonds: dict[str, tuple[str, int]] = {}
        named: set[str] = set()
        self.places: dict[str, list[MemoryLine]] = {}
        for m in mems:
            conv, knows = CONVERSATION.match(m.text), KNOWS.match(m.text)
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
        return sum(
            (1.0 + (m.importance or 0)) * (0.3 if m.kind == "reflection" else 1) for m in mems
        )


def insight(book: Phrasebook, name: str, evidence: list[int], **slots: str) -> Insight | None:
    text = book.pick(name, "ins", **slots)
    ev = tuple(dict.fromkeys(i for i in evidence if i is not None and i >= 0))
    return Insight(text=text, evidence=ev) if text and ev else None


def best_fact(facts: list[MemoryLine], who: str) -> MemoryLine | None:
    """The most poignant thing heard about them (never a passing sighting; where facts are
    records, only a record that is news or a trouble: not what someone happens to be doing)."""
    records = any(m.fact is not None for m in facts)
    cands = [
        m
        for m in facts
        if len(m.text) < 220
        and not _sighting(m)
        and (not records or (m.fact is not None and (m.fact.news or m.fact.topic in TROUBLES)))
    ]
    return max(cands, key=lambda m: (m.importance or 0, m.id)) if cands else None


def _sighting(m: MemoryLine) -> bool:
    """A passing observation ("Ann Lee is wiping the tables"), not something one was told."""
    return m.kind == "observation" and (m.importance or 0) < 0.55 and bool(_OBSERVED.match(m.text))


def keeps_doing(facts: list[MemoryLine]) -> tuple[str, int] | None:
    """What one keeps seeing them do (from sightings only)."""
    seen = [(m, _OBSERVED.match(m.text)) for m in facts if _sighting(m)]
    acts = Counter(
        hit.group(2)
        for _m, hit in seen
        if hit and not hit.group(2).startswith(("chatting", "sleeping"))
    )
    if not acts:
        return None
    act, _ = acts.most_common(1)[0]
    mid = next(m.id for m, hit in seen if hit and hit.group(2) == act)
    return act, mid


def _did_clause(text: str) -> str:
    """'worked in the bar at The Red Lion on Friday, May 8, 11:00-12:15.' -> 'worked in the
    bar at The Red Lion'."""
    return re.split(r" on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day", text)[0].strip(" .")


def role_from_bond(bond: str, me: str) -> str:
    """Who they are to the resident, from its text about them: 'His wife of 21 years; ...' ->
    "Tom's wife of 21 years"; 'The owner of the cafe, ...' -> 'the owner of the cafe'."""
    head = re.split(r"[;,]", bond or "", maxsplit=1)[0].strip().rstrip(".")
    if not head or len(head.split()) > 9:
        return ""
    head = re.sub(r"^(?:His|Her|Their)\b", f"{me}'s", head)
    return head[0].lower() + head[1:] if head.startswith(("The ", "A ", "An ")) else head


def gist(text: str) -> str:
    """The first clause of an earlier reflection, as it was written."""
    head = re.split(r"[;—(]| Now there is more", text.rstrip("."))[0].strip()
    frame, colon, rest = head.partition(":")
    if colon and (frame.startswith(("What ", "It ")) or " thought before" in frame):
        return rest.strip().rstrip(".")  # "What Ann knows about Tom now: <fact>" -> the fact
    return frame.strip().rstrip(".")


def _fact(text: str) -> str:
    conv = CONVERSATION.match(text)
    return conv.group(3) if conv else text.rstrip(".")


def as_clause(text: str) -> str:
    words = text.split()
    if words and words[0] in ("The", "A", "An", "There", "It", "This", "What", "Most"):
        return text[0].lower() + text[1:]
    return text.rstrip(".")


_ROUTINE = frozenset("meal morning bedtime hygiene chores relax sleep coffee generic".split())


def self_insights(p: PersonaCard, mems: tuple[MemoryLine, ...], book: Phrasebook) -> list[Insight]:
    me = p.first_name()
    mine = [
        m
        for m in mems
        if m.text.startswith(p.name + " ") and m.kind != "reflection" and not KNOWS.match(m.text)
    ]  # "Ann Lee knows Tom Reed: ..." is what Ann thinks of Tom, not what is on her mind
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
        out.append(insight(book, "ins_self", [m.id for m in did[-3:]], me=me, doing=act))
    worry = [m for m in mine if _WORRY.search(m.text) and not _OBSERVED.match(m.text)]
    src = worry[-1] if worry else None
    if p.facts:  # a town of records: what weighs on one is a worry on record, held in mind
        held = [m for m in mems if m.fact is not None and m.fact.subject == p.id]
        worries = [m for m in held if m.fact.topic in ("worry", "illness", "quarrel")]
        if worries and len(mine) >= 2:
            w = worries[-1]
            evidence = [w.id] + [m.id for m in mine if m.id != w.id][-1:]
            text = w.text.strip() if w.text.strip().endswith(".") else w.text.strip() + "."
            out.append(insight(book, "ins_mind_own", evidence, me=me, fact=text))
        return [x for x in out if x is not None]
    if src is None:  # a prose persona: its own lines, put back into the third person
        projects = [
            voice.third_person(x, me, profile_of(p).gender)
            for x in profile_of(p).self_lines
            if not re.search(r"crush|secret", x, re.I)
        ]
        if projects and mine:
            text = projects[0]
            out.append(
                insight(book, "ins_mind", [mine[-1].id], me=me, fact=as_clause(text.rstrip(".")))
            )
    else:
        out.append(insight(book, "ins_mind", [src.id], me=me, fact=as_clause(src.text.rstrip("."))))
    return [x for x in out if x is not None]
