"""What reflection reads in memories: their records, never their words.

``MemoryLine`` carries what a memory is a record of (``game.mind.reflect.record_line`` fills
it): the conversation it came from and with whom, who told it, whose news a fact is, one's bond
with someone, one's own finished doings, what an earlier reflection rests on. ``Records`` sorts
the lines a reflection is given by those fields; ``moments`` counts how many different moments
some lines come from (one minute, or one conversation, is one moment); ``habits`` finds the ways
one keeps spending a stretch of day; ``conclude`` makes an insight of a phrase set and its
evidence, and refuses one resting on a single moment or saying nothing an earlier reflection
did not already rest on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from game.brains.builtin.activities import classify
from game.brains.builtin.dates import day_of
from game.brains.builtin.names import by_first_name
from game.brains.builtin.phrases import STOPS, Phrasebook, lines
from game.brains.builtin.profile import profile_of
from game.brains.builtin.spoken_words import said, when_words
from game.mind.brain import Insight, PersonaCard
from game.mind.facts import TROUBLES, fill
from game.mind.reflect import MIN_MOMENTS
from game.mind.types import MemoryLine
from game.mind.wording import said as frame_said


def moments(mems) -> int:
    """How many different moments ``mems`` come from: the same ``when`` (a minute) or the same
    conversation is one moment."""
    seen: list[tuple[str, int]] = []
    for m in mems:
        if not any(m.when == w or (m.talk >= 0 and m.talk == t) for w, t in seen):
            seen.append((m.when, m.talk))
    return len(seen)


@dataclass
class Records:
    """The lines of one reflection, sorted by their records."""

    persona: PersonaCard
    talks: dict[str, list[MemoryLine]] = field(default_factory=dict)  # name -> its talks
    facts: dict[str, list[MemoryLine]] = field(default_factory=dict)  # key -> who holds it
    about: dict[str, list[MemoryLine]] = field(default_factory=dict)  # name -> facts of theirs
    told_by: dict[str, list[MemoryLine]] = field(default_factory=dict)  # name -> told in talks
    bonds: dict[str, MemoryLine] = field(default_factory=dict)  # name -> one's bond memory
    doings: dict[str, list[MemoryLine]] = field(default_factory=dict)  # did -> those stretches
    prior: list[MemoryLine] = field(default_factory=list)  # earlier reflections
    # a gathering's key -> one's latest decision about it (``InsightRequest.plans``)
    decided: dict[str, MemoryLine] = field(default_factory=dict)
    now: str = ""  # when one reflects, as the memories' times are written ("13 Feb 07:42")
    # name -> where they live and work, as one knows it (``InsightRequest.places``)
    places: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # one's family: (full name, one's bond text) (``InsightRequest.family``)
    family: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, persona: PersonaCard, mems, now: str = "", places=(), family=()) -> Records:
        out = cls(persona, now=now, places=dict(places), family=tuple(family))
        seen_talks: set[int] = set()
        for m in sorted((m for m in mems if isinstance(m, MemoryLine)), key=lambda m: m.id):
            if not m.text:
                continue
            if m.kind == "reflection":
                out.prior.append(m)
            elif m.partners and m.talk not in seen_talks:
                seen_talks.add(m.talk)
                for who in m.partners:
                    out.talks.setdefault(who, []).append(m)
            if m.bond and m.about:
                out.bonds[m.about] = m
            if m.fact is not None and m.kind != "reflection":
                out.facts.setdefault(m.fact.key, []).append(m)
                if m.about:
                    out.about.setdefault(m.about, []).append(m)
                if m.source and m.talk >= 0 and not m.fact.secret:
                    out.told_by.setdefault(m.source, []).append(m)
            if m.done is not None and m.done.did:
                out.doings.setdefault(m.done.did, []).append(m)
            if m.decided is not None:
                out.decided[m.decided.key] = m
        return out

    @property
    def me(self) -> str:
        return self.persona.name

    def people(self) -> list[str]:
        """Everyone the records name but oneself, full names."""
        names = set(self.talks) | set(self.about) | set(self.bonds)
        names |= {m.source for ms in self.facts.values() for m in ms if m.source}
        return sorted(n for n in names if n and n != self.me)

    def today(self, year: int) -> date | None:
        """The day one reflects on (None when the request did not say)."""
        return day_of(self.now, year) if self.now else None

    def troubles(self, who: str) -> list[MemoryLine]:
        """Facts on record that are ``who``'s trouble (a worry, an illness)."""
        return [m for m in self.about.get(who, []) if m.fact.topic in TROUBLES]

    def news(self) -> list[list[MemoryLine]]:
        """Facts held from two or more moments, each told by someone (or known beforehand and
        told again): news that keeps reaching one. Not secrets, not what one says oneself."""
        out = []
        for ms in self.facts.values():
            f = ms[0].fact
            if f.secret or not f.news or f.subject == self.persona.id:
                continue
            told = [m for m in ms if m.source and m.source != self.me]
            if told and moments(ms) >= MIN_MOMENTS:
                out.append(ms)
        return out


def their_place(who: str, sector: str, recs: Records) -> bool:
    """Whether ``sector`` is a place of ``who``'s own: where one knows they live or work (the
    request's ``places``), or, for a file that says no more, a place one's bond with them or
    their news names ("The owner of the cafe" and Corner Cafe; "his forge" and Hill Forge).
    Of course one sees them there: no thought in that. A named place is matched by its name
    (whole, without its first word, or its last word of five letters or more)."""
    if sector and sector in recs.places.get(who, ()):
        return True  # (where one knows they live or work: the record)
    name = (sector or "").lower()
    if not name:
        return False
    words = name.split()
    keys = {name, " ".join(words[1:])} | ({words[-1]} if len(words[-1]) >= 5 else set())
    keys.discard("")
    bond = recs.bonds.get(who)
    texts = [bond.text] if bond is not None else []
    texts += [m.text for m in recs.about.get(who, [])]
    for t in (x.lower() for x in texts if x):
        if any(re.search(rf"(?<!\w){re.escape(k)}(?!\w)", t) for k in keys):
            return True
    return False


# the stretches of a day that are no habit worth a thought (one eats and sleeps every day)
_ROUTINE = frozenset("meal morning bedtime hygiene chores relax sleep coffee generic".split())
# "his", "her", "their" in a language written without spaces
_THEIRS = ("他的", "她的", "他们的", "她们的")


def habits(p: PersonaCard, recs: Records) -> list[str]:
    """Stretches of one's day done the same way on two or more days (not a meal, not sleep,
    not one's own work at one's workplace), the most days and then the most time first."""
    work = profile_of(p).work_cat
    workplace = p.work.sector if p.work is not None else ""
    found = []
    for did, ms in recs.doings.items():
        if workplace and all(m.done.place == workplace for m in ms):
            continue  # one's own work, day after day, is no conclusion: it is one's job
        days = {m.done.date for m in ms}
        # (said of oneself as it is written: "did her homework" is no line in one's own voice)
        theirs = any(w in ("his", "her", "their") for w in did.lower().split())
        theirs = theirs or any(w in did for w in _THEIRS)
        # what kind of stretch it was, told from the words it was said from (the plan's own,
        # which the tables know even where ``did`` is said in the town's own language)
        kind = classify(ms[-1].done.activity or did, work).name
        if len(days) >= 2 and not theirs and kind not in _ROUTINE:
            found.append((-len(days), -sum(m.done.end - m.done.start for m in ms), did))
    return [did for *_, did in sorted(found)]


def doing_words(did: str, ms: list[MemoryLine]) -> str:
    """What one did, as a thought says it: the record's words with the place they end on put
    where the language puts a place ("walked on the green at the Green"; "在桃花广场散步", not
    the record's "散步，在桃花广场")."""
    place = ms[-1].done.place if ms and ms[-1].done is not None else ""
    tail = frame_said("did_at", place=place) if place else ""
    if not tail or not did.endswith(tail) or len(did) == len(tail):
        return did
    return said("at_place", place=place, doing=did[: -len(tail)]) or did


def first(name: str) -> str:
    return name.split()[0] if name else ""


def fact_text(m: MemoryLine, persona: PersonaCard, recs: Records | None = None) -> str:
    """The statement as the record has it (one's own in one's own words), as a sentence; the
    people one's records name called by their first names, as one thinks of them; when its
    gathering is, as one says it on the day one thinks it ("tomorrow evening at seven"), not
    as the record writes it."""
    f = m.fact
    said = f.text(persona.id).strip() if f is not None else m.text.strip()
    today = recs.today(int(f.event.date[:4])) if recs and f and f.event is not None else None
    if today is not None:
        said = fill(f.sentence(persona.id), f.event, when_words(f.event, today)).strip()
    if recs is not None:
        said = by_first_name(said, recs.people())
    return said if said.endswith(STOPS) else said + "."


def conclude(
    book: Phrasebook,
    name: str,
    evidence: list[MemoryLine],
    recs: Records,
    about: str = "",
    intent: str = "",
    related: list[MemoryLine] = (),
    tail: str = "",
    middle: str = "",
    after: str = "",
    **slots: str,
) -> Insight | None:
    """An insight of phrase set ``name`` resting on ``evidence``, or None when the evidence is
    one moment, or an earlier reflection already rests on all of it. When an earlier one rests
    on some of it, or of the ``related`` lines (all those on the same subject), the insight
    cites that reflection too (it builds on it) and says so in the set's ``_more`` lines where
    there are such; ``tail`` names a set whose line follows it (what one means to do);
    ``middle`` is said right after the line's ``fact`` (how one came to know it), ``after`` at
    the end (what it means to one's own plans, ``reflect_plans``). News one
    already drew a conclusion about, about the same person, is no new conclusion (another talk
    with them since adds nothing to it)."""
    ev = list({m.id: m for m in evidence if m is not None and m.id >= 0}.values())
    if moments(ev) < MIN_MOMENTS:
        return None
    ids = {m.id for m in ev}
    for r in reversed(recs.prior):
        if r.evidence and ids <= set(r.evidence):
            return None  # nothing new since one thought it
    if about and _thought_before(ev, about, recs):
        return None
    near = ids | {m.id for m in related if m is not None}
    builds = next((r for r in reversed(recs.prior) if near & set(r.evidence)), None)
    if builds is not None and lines(name + "_more"):
        name += "_more"
    text = book.pick(name, f"{name}:{slots.get('who', '')}:{slots.get('where', '')}", **slots)
    if not text:
        return None
    more = book.pick(tail, f"{tail}:{slots.get('who', '')}", **slots) if tail else ""
    text = f"{text} {more}" if more and text.endswith(STOPS[:3]) else text + more
    if middle:
        text = put_after(text, slots.get("fact", ""), middle)
    if after:
        text = f"{text} {after}" if text.endswith(STOPS[:3]) else text + after
    cited = tuple(sorted(ids)) + ((builds.id,) if builds is not None else ())
    return Insight(text=text, evidence=cited, about=(about,) if about else (), intent=intent)


def _thought_before(ev: list[MemoryLine], about: str, recs: Records) -> bool:
    """Whether an earlier reflection about ``about`` already rests on every piece of news in
    ``ev`` (the same memories, or memories of the same facts)."""
    news = [m for m in ev if m.fact is not None and not m.bond]
    if not news:
        return False
    keys = {m.fact.key for m in news}
    by_id = {m.id: m for ms in recs.facts.values() for m in ms}
    for r in recs.prior:
        if r.about != about:
            continue
        cited = [by_id[i] for i in r.evidence if i in by_id]
        if {m.id for m in news} <= set(r.evidence) or keys <= {m.fact.key for m in cited}:
            return True
    return False


def put_after(text: str, fact: str, clause: str) -> str:
    """``text`` with ``clause`` said right after ``fact`` (where the line says the fact)."""
    if not clause or not fact or fact not in text:
        return text
    at = text.index(fact) + len(fact)
    head, rest = text[:at], text[at:].lstrip()
    glue = " " if head.endswith(STOPS[:3]) else ""
    if not rest:
        return head + glue + clause
    tail = " " if clause.endswith(STOPS[:3]) else ""
    return head + glue + clause + tail + rest
