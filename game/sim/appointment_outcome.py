"""What an appointment leaves behind (``game.mind.appointments``): when the hour two residents
fixed over a request is up and they met (they talked since it began, or both are at its place
at its last minute), each holds that it happened, as a record they can pass on: "Tom came to
see me at the school for a talk to the class", "I went to see Tom at his house for the
interview". The one who travelled is the one whose home or workplace it is not.

The record is a ``Fact`` (``kept:`` and the appointment's key) about the one visited and the
visitor, in the mind's frames (``appoint_visited``, ``appoint_visitor``, ``appoint_told``);
news like any other, and seen by whoever else was there at its end (a class, the customers),
who are not told it again. An appointment neither kept leaves nothing (what one would make of a
promise broken is not modelled). Nothing is kept but the memories: one already settled is one
whose host holds its record, so a save and a load settle nothing twice.

Cost: the day's appointments listed once a game hour from the residents' decisions; at an
appointment's last minute, two relationship lookups.
"""

from __future__ import annotations

from game.mind import gatherings, outings, wording
from game.mind.facts import Fact, remember_own
from game.mind.news_holders import note_holders
from game.mind.records import Gathering
from game.sim.gathering_outcome import MeetingOutcomes, present, seen_by

IMPORTANCE = 5
PREFIX = "kept:"


class AppointmentOutcomes(MeetingOutcomes):
    """Settles each appointment as it ends (``advance``, once a game minute)."""

    def listed(self, sim, today: str) -> list[Gathering]:
        return appointments_of(sim, today)

    def end_of(self, item: Gathering) -> int:
        return item.end

    def settle_one(self, sim, item: Gathering) -> None:
        settle(sim, item)


def appointments_of(sim, today: str) -> list[Gathering]:
    """Today's appointments, once each, from the decisions of those who host them."""
    out: dict[str, Gathering] = {}
    for rid in sim.order:
        for g, going in gatherings.known(sim.residents[rid]).values():
            if going and g.private and g.date == today and g.host == rid:
                out.setdefault(g.key, g)
    return list(out.values())


def settle(sim, g: Gathering) -> Fact | None:
    """The record that ``g`` was kept, given to both; None when it is settled already or the
    two did not meet."""
    host, guest = sim.residents.get(g.host), sim.residents.get(g.guest)
    key = PREFIX + g.key
    if host is None or guest is None or host.memory.by_keyword(key):
        return None
    if not _met(sim, host, g) and not (_there(sim, g.host, g) and _there(sim, g.guest, g)):
        return None
    visited, visitor = (host, guest) if g.place in _places(host) else (guest, host)
    out = outings.is_outing(host, g)  # (two out together: "we went out for a walk at ...")
    fact = record(
        g, visited.id, visited.name, visitor.id, visitor.name, "date_kept" if out else "appoint"
    )
    for mind in (visited, visitor):  # (each in its own words: the visitor's is ``second``)
        remember_own(mind, fact, sim.now_s, IMPORTANCE, (key,))
    # (whoever else is there saw it: the class the visitor talked to, the customers)
    others = [rid for rid in present(sim, g.place) if rid not in (g.host, g.guest)]
    seen_by(sim, fact, key, others, visitor.id)
    everyone = [g.host, g.guest, *others]
    for rid in everyone:  # all there know the others saw it: nobody tells them
        note_holders(sim.residents[rid], key, everyone, {})
    return fact


def record(
    g: Gathering,
    visited: str,
    visited_name: str,
    visitor: str,
    visitor_name: str,
    frames: str = "appoint",
) -> Fact:
    """The record of ``g`` kept: ``visitor`` came to see ``visited`` at its place (``frames``
    "date_kept": the two went out together)."""
    slots = {
        "visited": visited_name,
        "visitor": visitor_name,
        "visited_first": visited_name.split(" ")[0],
        "visitor_first": visitor_name.split(" ")[0],
        "place": g.place,
        "what": g.what,
        "for": wording.said("appoint_for", what=g.what) if g.what else "",
    }
    return Fact(
        key=PREFIX + g.key,
        about=(visited, visitor),
        topic="romance" if frames == "date_kept" else "other",
        mine=wording.said(f"{frames}_visited", **slots),
        second=wording.said(f"{frames}_visitor", **slots),
        told=wording.said(f"{frames}_told", **slots),
        news=True,
    )


def _met(sim, host, g: Gathering) -> bool:
    """The two talked since the appointment's block began."""
    rel = host.relations.get(g.guest)
    began = sim.now_s - (g.end - 1 - g.start + gatherings.LEAD) * 60
    return rel is not None and rel.last_talked is not None and rel.last_talked >= began


def _there(sim, rid: str, g: Gathering) -> bool:
    b = sim.bodies.get(rid)
    return b is not None and b.arena is not None and b.arena.sector == g.place


def _places(mind) -> tuple[str, ...]:
    """The sectors of one's home and workplace."""
    work = mind.persona.work
    return (mind.persona.home.sector,) + ((work.place.sector,) if work is not None else ())
