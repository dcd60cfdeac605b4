"""A date said yes to is an outing: the one asked fixes it there and then, an evening (or a
weekend afternoon) at a public place it knows that suits, and both keep it like any
appointment (``game.mind.appointments``: ``keep``, ``due``, ``under_way``).

* **where**: a sector the one asked knows whose kind suits the hour (``KINDS``: a pub or a
  bar of an evening, a cafe or a park of an afternoon), by the map's kinds, never by names;
  neither's workplace (one does not go courting at the counter one serves), and open then as
  far as one knows its staff's hours (a place none of one's acquaintances works at is taken
  to be open). Among several of a kind, the pair's own draw picks (``uniform``).
* **when**: the first day from tomorrow, up to ``DAYS`` days on, on which both are free
  (``free_time``) at one of the day's hours (``EVENING``; ``AFTERNOON`` too at the weekend)
  and not going to anything else then.
* **what**: the town's words for what one does at such a place (``outing_`` + the kind:
  "a drink", "a walk"), which the plan and the talk say.

The result is a ``Gathering`` of the two (``source`` "request", so ``private``): the one
asked its host, the one who asked its guest. Nothing here reads what anyone said.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from game.mind import wording
from game.mind.free_time import clashes, free, works
from game.mind.gathering_odds import uniform
from game.mind.records import Gathering
from game.world.clock import WEEKDAYS

LENGTH = 90  # minutes: an evening out is longer than a call
DAYS = 6
WEEKEND = ("sat", "sun")
EVENING = (19 * 60 + 30, ("pub", "bar", "cafe", "park"))  # after dinner
AFTERNOON = (15 * 60, ("cafe", "park", "pub", "bar"))  # a weekend's
KINDS = frozenset(EVENING[1]) | frozenset(AFTERNOON[1])


def fix(resident, asker: str, now: datetime, busy) -> Gathering | None:
    """The outing ``resident`` fixes with ``asker`` (who asked it out), or None (nowhere
    suitable known, or no evening free within ``DAYS`` days). ``busy``: the gatherings
    ``resident`` is going to."""
    rel = resident.relations.get(asker)
    if rel is None:
        return None
    hours = resident.relations.hours
    works_at = resident.relations.works
    theirs = {works_at.get(resident.id, ""), works_at.get(asker, "")}
    kinds = {s: k for s, k in resident.spatial.sector_kinds().items() if k in KINDS}
    places = {s: k for s, k in kinds.items() if s not in theirs}
    if not places:
        return None
    for day in range(1, DAYS + 1):
        d = now.date() + timedelta(days=day)
        weekday = WEEKDAYS[d.weekday()]
        slots = (AFTERNOON, EVENING) if weekday in WEEKEND else (EVENING,)
        for start, order in slots:
            end = start + LENGTH
            if clashes(busy, d.isoformat(), start, end):
                continue
            if not all(
                free(h, weekday, start, end)
                for h in (hours.get(resident.id), hours.get(asker))
                if h is not None
            ):
                continue
            place = _place(places, order, weekday, start, end, hours, works_at, resident.id, asker)
            if not place:
                continue
            what = wording.said("outing_" + places[place])
            return fixed(resident, asker, rel.name, what, place, d.isoformat(), start, end)
    return None


def fixed(resident, asker: str, asker_name: str, what: str, place: str, day: str, start: int,
          end: int) -> Gathering:  # fmt: skip
    """The time and place ``resident`` (the one asked: its host) fixed with ``asker`` (its
    guest) over a request: an outing here, any other meeting in ``game.mind.appointments``."""
    return Gathering(
        what=what,
        place=place,
        date=day,
        start=start,
        end=end,
        host=resident.id,
        host_name=resident.name,
        source="request",
        guest=asker,
        guest_name=asker_name,
    )


def _place(places, order, weekday, start, end, hours, works_at, me, asker) -> str:
    """The place of the first kind in ``order`` open then, the pair's draw among several."""
    for kind in order:
        found = [s for s, k in places.items() if k == kind]
        found = [s for s in found if _open(s, weekday, start, end, hours, works_at)]
        if found:
            return min(found, key=lambda s: uniform(f"outing:{asker}+{me}:{s}"))
    return ""


def _open(sector: str, weekday: str, start: int, end: int, hours, works_at) -> bool:
    """Open from ``start`` to ``end`` as far as one knows those who work there (no one known
    to work there: taken to be open)."""
    staff = [hours[w] for w, s in works_at.items() if s == sector and w in hours]
    staff = [h for h in staff if h.work_hours is not None]
    if not staff:
        return True
    return any(
        works(h, weekday) and h.work_hours[0] <= start and end <= h.work_hours[1] for h in staff
    )


def is_outing(resident, g: Gathering) -> bool:
    """``g`` (an appointment of ``resident``'s) is an outing: at a place of an outing's kind
    that is neither one's workplace."""
    if resident.spatial.sector_kinds().get(g.place) not in KINDS:
        return False
    works_at = resident.relations.works
    return g.place not in (works_at.get(g.host), works_at.get(g.guest))
