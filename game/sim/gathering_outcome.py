"""What a meeting or a party leaves behind: when one ends, those still there hold how it went,
as a record they can pass on, so a storyline moves on from the evening it was talked over.

A meeting (a gathering whose host's record has the topic ``meeting``) ends in a show of hands
among the room: those at its place at its last minute who came for it (the host, and everyone
whose decision about it was to go: ``game.mind.gatherings.known``), not whoever else happens to
be in the building (a choir practising in the same hall). Each grown-up there but the host is
with the host or against (``game.mind.show_of_hands``: the draw that also says where one
stands when asked during the meeting); a child puts no hand up. What the vote was on is the
view the host put to the room: the host's ``opinion`` record that someone there heard from the
host during the meeting (the record travels with the line that says it, so no words are read
here), or else, as it addressed the room, its view on the matter by its records
(``game.mind.public_matter.view_on``): "At Ann Lee's meeting, the room voted 3 to 1 with Ann:
Ann Lee wants the bridge mended". A host with no view on it leaves only which way
the room went.
The outcome is a ``Fact`` (``outcome:`` and the meeting's key): the host holds it as its own
news, everyone else there as something they saw; talk passes it on from there.
A party (topic ``party``) ends with how many were there (everyone at its place).
Its sentences are the mind's frames (``outcome_*``, per language). Nothing is kept but the
memories: a meeting already settled is one whose host holds its outcome, so a save and a load
settle nothing twice. One being thought about on a worker misses it, as with a norm's breach.

Cost: the meetings of the day listed once a game hour from the hosts' records; at a meeting's
last minute a pass over the residents, and over the memories those in the room made during it.
"""

from __future__ import annotations

from dataclasses import replace

from game.mind import gatherings, language, wording
from game.mind.facts import Fact, remember_own
from game.mind.inner.appraisal import Felt
from game.mind.news_holders import note_holders
from game.mind.public_matter import view_on
from game.mind.records import OUTCOME, Gathering
from game.mind.show_of_hands import can_vote, with_host

KINDS = ("meeting", "party")  # the gatherings that leave an outcome
IMPORTANCE = 6  # worth passing on (the news threshold)


class MeetingOutcomes:
    """Settles each meeting as it ends (``advance``, once a game minute); what ends and how it
    is settled are ``listed`` and ``settle_one`` (a subclass settles other things so)."""

    def __init__(self) -> None:
        self._hour: tuple[str, int] | None = None  # (date, hour) the list below is for
        self._items: list = []

    def advance(self, sim) -> None:
        tick = new_minute(sim)
        if tick is None:
            return
        today, minute, before = tick
        if self._hour != (today, minute // 60):
            self._hour = (today, minute // 60)
            self._items = self.listed(sim, today)
        for item in self._items:
            if before < self.end_of(item) - 1 <= minute:  # its last minute: before people leave
                self.settle_one(sim, item)

    def listed(self, sim, today: str) -> list:
        return _meetings_of(sim, today)

    def end_of(self, item) -> int:
        return item[0].end

    def settle_one(self, sim, item) -> None:
        settle(sim, *item)


def new_minute(sim) -> tuple[str, int, int] | None:
    """(today, the minute of the day, the minute the step before reached) when this step
    began a game minute, else None: what ends at a minute is settled once."""
    now_s, step = sim.now_s, sim.clock.step_seconds
    if int(now_s // 60) == int((now_s - step) // 60):
        return None
    now = sim.clock.now
    minute = now.hour * 60 + now.minute
    return now.date().isoformat(), minute, minute - max(1, int(step // 60))


def _meetings_of(sim, today: str) -> list[tuple[Gathering, str]]:
    """Today's meetings and parties with their topic."""
    return [(f.event, f.topic) for f in hosts_records(sim, today)]


def hosts_records(sim, today: str) -> list[Fact]:
    """Today's meetings and parties as the records of their hosts (a residents file's
    facts)."""
    out = []
    for rid in sim.order:
        for f in sim.residents[rid].persona.facts:
            g = f.event
            if f.topic in KINDS and g is not None and g.date == today and g.host == rid:
                out.append(f)
    return out


def settle(sim, g: Gathering, topic: str = "meeting") -> Fact | None:
    """How ``g`` went (a meeting's show of hands; a party's crowd), given to those there; None
    when it is settled already or too few came (the host and two others at least)."""
    host = sim.residents.get(g.host)
    key = key_of(g)
    if host is None or host.memory.by_keyword(key):
        return None
    there = present(sim, g.place)
    if topic == "meeting":  # the room: the host and those who came for it
        there = [rid for rid in there if rid == g.host or _came(sim.residents[rid], g)]
    if g.host not in there or len(there) < 3:
        return None
    if topic == "meeting":
        voters = [rid for rid in there if rid != g.host and can_vote(sim.residents[rid])]
        hands = [_with_host(sim, rid, g) for rid in voters]
        yes, no = 1 + sum(hands), hands.count(False)  # (the host's own hand is up)
        view = view_put(sim, g, there) or _host_view(sim, host, g)
        fact = outcome(g, host.name, yes, no, view)
    else:
        fact = crowd(g, host.name, len(there))
    remember_own(host, fact, sim.now_s, IMPORTANCE, (key,))
    if topic == "meeting":  # how the room went is felt by the one who called it
        sim.inner.feel(sim, g.host, Felt("backed" if yes > no else "let_down"))
    seen_by(sim, fact, key, [rid for rid in there if rid != g.host], g.host)
    for rid in there:  # everyone there knows the others saw it: nobody tells them
        note_holders(sim.residents[rid], key, there, {})
    return fact


def present(sim, sector: str) -> list[str]:
    """Those awake at ``sector`` now (not one being thought about on a worker)."""
    return [
        rid
        for rid in sim.order
        if (b := sim.bodies[rid]).arena is not None
        and b.arena.sector == sector
        and not b.asleep
        and not (sim.scheduler.workers and sim.scheduler.busy(rid))
    ]


def seen_by(sim, fact: Fact, key: str, there: list[str], source: str) -> None:
    """``fact`` held by each of ``there`` as something seen happen (first-hand, from
    ``source``'s doing: no teller held it before them)."""
    for rid in there:
        mind = sim.residents[rid]
        said = fact.text(rid)
        mind.memory.add(
            said,
            kind="observation",
            now=sim.now_s,
            importance_10=max(IMPORTANCE, language.reading().importance(said)),
            keywords=(key,),
            meta={
                "learned": True,
                "source": source,
                "hand": 1,
                "witnessed": True,  # seen, not told: no teller holds it before
                "fact": fact.to_meta(),
            },
        )


def _with_host(sim, rid: str, g: Gathering) -> bool:
    return with_host(sim.residents[rid], g.host, g.key, sim.config.seed)


def _came(resident, g: Gathering) -> bool:
    """The resident's decision about ``g`` was to go."""
    had = gatherings.known(resident).get(g.key)
    return had is not None and had[1]


def view_put(sim, g: Gathering, there: list[str]) -> Fact | None:
    """The view the host put to the room: an ``opinion`` record of the host's that one of
    those there heard from the host since the host's block began (the latest such), or None."""
    since = sim.now_s - (g.end - g.start + gatherings.HOST_LEAD) * 60
    best: tuple[float, Fact] | None = None
    for rid in there:
        if rid == g.host:
            continue
        mem = sim.residents[rid].memory
        for i in mem.ids_since(since):
            m = mem.get(i)
            f = Fact.from_meta(m.meta.get("fact")) if m.meta.get("source") == g.host else None
            if f is not None and f.topic == "opinion" and f.subject == g.host and f.event is None:
                if best is None or m.created > best[0]:
                    best = (m.created, f)
    return best[1] if best is not None else None


def _host_view(sim, host, g: Gathering) -> Fact | None:
    """The host's view on the matter of ``g`` by its records (``public_matter.view_on``):
    what it put to the room in addressing it, when nobody there heard it say so in a talk."""
    called = next(
        (f for f in host.persona.facts if f.event is not None and f.event.key == g.key), None
    )
    return view_on(host.persona.facts, called, sim.services.embedder) if called else None


def outcome(g: Gathering, host_name: str, yes: int, no: int, view: Fact | None = None) -> Fact:
    """The record of how ``g`` went: the room with its host ``yes`` to ``no``, or against;
    on ``view``, the host's, when the host put one to the room."""
    won = yes > no
    a, b = (yes, no) if won else (no, yes)
    first = host_name.split()[0] if " " in host_name else host_name
    way = "for" if won else "against"
    counts = {"host": first, "a": str(a), "b": str(b)}
    if view is None:
        return _record(g, host_name, f"outcome_{way}", **counts)
    said = {"view": view.text(), "view_mine": view.text(g.host)}
    return _record(g, host_name, f"outcome_{way}_view", **counts, **said)


def crowd(g: Gathering, host_name: str, came: int) -> Fact:
    """The record of how ``g``, a party, went: how many were there at its end; the one it
    was held for says it of their own ("My birthday supper had 12 people at it", not
    "Bob's birthday supper" of her own supper: ``Fact.second``), and everyone else, its host
    too, by that one's name."""
    honoree = getattr(g, "honoree", "")  # (a gathering record of an older save has none)
    if not honoree or honoree == g.host:
        return _record(g, host_name, "outcome_party", n=str(came))
    # a do held for another goes by their name, its host's word on it too ("Ann Marsh's
    # birthday supper had 21 people at it", not "Bob Marsh's", nor "My birthday supper" from
    # Bob of his wife's supper)
    fact = _record(g, g.honoree_name or host_name, "outcome_party", n=str(came))
    mine = wording.said("outcome_party_mine", what=g.what, n=str(came))
    return replace(fact, mine=fact.told, about=(g.host, honoree), second=mine)


def key_of(g: Gathering) -> str:
    """The key of ``g``'s outcome: the same record for everyone who was there."""
    return f"{OUTCOME}{g.key}"  # (= ``Gathering.outcome_key``)


def _record(g: Gathering, host_name: str, frame: str, **values: str) -> Fact:
    """How ``g`` went in the frames ``frame`` (everyone's) and ``frame``_mine (the host's)."""
    whose = wording.said("event_hosted", host=host_name, what=g.what)
    mine = {**values, "view": values.get("view_mine", "")}  # (the host's view, in its own words)
    return Fact(
        key=key_of(g),
        about=(g.host,),
        topic="other",
        mine=wording.said(f"{frame}_mine", what=g.what, **mine),
        told=wording.said(frame, whose=whose, **values),
        news=True,
    )
