"""A yes that leads somewhere: when a resident says yes to a request that has the two meet
(``Fact.meet``), it fixes a time and place there and then, and both keep it.

* ``arrange``: the one asked picks the place the request names (``Meet.at``: the workplace or
  home of the one who asks or of the one asked) and the first hour, from ``EARLIEST`` ahead up
  to ``DAYS`` days on, that suits both as it knows them: a workplace during its hours on a day
  it is open, a home outside working hours, both awake, away from meals, neither at work
  elsewhere, and clear of the gatherings it is going to; a hand with a gathering
  (``request_ties``) before that gathering starts. The result is a ``Gathering`` of
  their own (``source`` "request", ``private``): the one asked is its host, the one who asked
  its guest. It rides on what came of the request (``Fact.arranged``).
* a date asked and answered yes (``facts.is_date_ask``) is an outing instead: an evening or a
  weekend afternoon at a public place both know (``game.mind.outings``), kept the same way.
* ``keep``: once the talk is over, each of the two remembers it as a decision to go
  (``gatherings.remember``), so it is in their plans on the day like any gathering
  (``gatherings.keep``) and nobody else is asked along.
* ``due``: whom one is to meet now (the appointment under way or about to start, and the two
  not met since it began), so each looks out for the other there (``errands.keen``) and they
  stop to talk; one at its own workplace in working hours has no block for it (one is there).

What they do there is the residents file's ``meet.what``; the plan's words are the town's
frames (``appoint_*``). Nothing here reads what anyone said.
"""

from __future__ import annotations

from datetime import timedelta
from weakref import WeakKeyDictionary

from game.mind import gatherings, outings, request_ties
from game.mind.facts import is_date_ask
from game.mind.free_time import clashes, free, works
from game.mind.records import Fact, Gathering
from game.world.clock import EPOCH, WEEKDAYS

LENGTH = 60  # minutes the two set aside
EARLIEST = 120  # minutes ahead at the soonest: one does not drop everything
DAYS = 6  # how far ahead one looks for a time that suits
# the hours one offers, most natural first (an afternoon, then the morning, then the evening)
STARTS = tuple(m * 30 for m in (30, 31, 32, 28, 33, 34, 35, 29, 22, 20, 21, 24, 38, 39))
MEALS = ((12 * 60, 13 * 60 + 30), (18 * 60 + 15, 19 * 60 + 30))  # not offered over a meal
LEAD = gatherings.LEAD  # the block starts this early: the way there


def arrange(resident, request: Fact | None, now_s: float) -> Gathering | None:
    """The time and place ``resident`` (the one asked, ``request.about[1]``) fixes with the one
    who asked (``request.about[0]``), or None (no meeting asked for, or nothing suits)."""
    now = EPOCH + timedelta(seconds=now_s)
    if is_date_ask(request) and request.about[1] == resident.id:  # a date: an outing
        return outings.fix(resident, request.about[0], now, _going(resident))
    meet = request.meet if request is not None else None
    if meet is None or len(request.about) < 2 or request.about[1] != resident.id:
        return None
    asker = request.about[0]
    rel = resident.relations.get(asker)
    if rel is None:
        return None
    hours = resident.relations.hours
    me, them = hours.get(resident.id), hours.get(asker)
    owner = asker if meet.at.startswith("asker") else resident.id
    if meet.at.endswith("_work"):
        place = resident.relations.works.get(owner, "")
        open_ = hours[owner].work_hours if owner in hours else None
    else:
        place = _home(resident, owner)
        open_ = None
    if not place or (meet.at.endswith("_work") and open_ is None):
        return None
    busy = _going(resident)
    # a hand with a gathering: given before it starts (``request_ties``), or not at all
    by = request_ties.gathering(request)
    for day in range(DAYS + 1):
        d = now.date() + timedelta(days=day)
        if by is not None and d.isoformat() > by.date:
            break
        weekday = WEEKDAYS[d.weekday()]
        if open_ is not None and not works(hours[owner], weekday):
            continue
        for start in STARTS:
            if day == 0 and start < now.hour * 60 + now.minute + EARLIEST:
                continue
            end = start + LENGTH
            if open_ is not None and not (open_[0] <= start and end <= open_[1]):
                continue
            if any(start < b and a < end for a, b in MEALS) and open_ is None:
                continue
            # each is free then: awake, and not at work (the host of a workplace is there)
            if not all(
                free(h, weekday, start, end, at_own_work=(who == owner and open_ is not None))
                for who, h in ((resident.id, me), (asker, them))
                if h is not None
            ):
                continue
            if clashes(busy, d.isoformat(), start, end):
                continue
            if by is not None and d.isoformat() == by.date and end > by.start:
                continue
            return outings.fixed(
                resident, asker, rel.name, meet.what, place, d.isoformat(), start, end
            )
    return None


def _home(resident, owner: str) -> str:
    if owner == resident.id:
        return resident.persona.home.sector
    return resident.relations.home_of(owner)


def _going(resident) -> list[Gathering]:
    return [g for g, going in gatherings.known(resident).values() if going]


def keep(resident, outcome: Fact, now_s: float) -> None:
    """Remember the appointment ``outcome`` fixed (``Fact.arranged``) as a decision to go,
    once: it is then in the day's plan like any gathering one goes to."""
    g = outcome.arranged
    if g is None or resident.id not in (g.host, g.guest) or g.key in gatherings.known(resident):
        return
    gatherings.remember(resident, g, True, "arranged", now_s, gatherings.partner(resident, g)[0])


def due(resident, now_s: float) -> frozenset[str]:
    """The names of those ``resident`` is to meet now: an appointment of its own under way, or
    starting within ``LEAD`` minutes (an outing: under way), and the two not met since."""
    kept = arranged(resident)
    if not kept:  # (most have none: asked for everyone every step)
        return frozenset()
    now = EPOCH + timedelta(seconds=now_s)
    today, minute = now.date().isoformat(), now.hour * 60 + now.minute
    out = set()
    for g in kept:
        # (an outing: each goes there and looks for the other once it is time, so a word on
        # the way is not the evening out)
        begins = g.start if outings.is_outing(resident, g) else g.start - LEAD
        if g.date != today or not begins <= minute < g.end:
            continue
        if not gatherings.met(resident, g):  # (found there once: then they have met)
            out.add(gatherings.partner(resident, g)[1])
    return frozenset(out)


def under_way(resident, others: tuple[str, ...], sector: str, now_s: float) -> Gathering | None:
    """The appointment ``resident`` is keeping now with one of ``others`` at ``sector``: its
    time has come (``LEAD`` minutes before it, to its end), whether or not the two have
    spoken since (they are speaking now: every line of the talk is part of it)."""
    now = EPOCH + timedelta(seconds=now_s)
    today, minute = now.date().isoformat(), now.hour * 60 + now.minute
    for g in arranged(resident):
        if g.date != today or not g.start - LEAD <= minute < g.end or g.place != sector:
            continue
        if gatherings.partner(resident, g)[0] in others:
            return g
    return None


def arranged(resident) -> tuple[Gathering, ...]:
    """One's appointments (to come, under way or gone by), read again only when a memory has
    been added (asked every step)."""
    kept = _KEPT.get(resident.memory)
    if kept is None or kept[0] != len(resident.memory):
        found = tuple(g for g, going in gatherings.known(resident).values() if going and g.private)
        kept = _KEPT[resident.memory] = (len(resident.memory), found)
    return kept[1]


# a resident's memory -> (its size, its appointments)
_KEPT: WeakKeyDictionary = WeakKeyDictionary()
