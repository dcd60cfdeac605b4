"""Errands: the people a resident means to go and find today, and why, as records.

A storyline or a goal that names someone is acted on only if the resident goes where that
person is. ``due`` lists, for a day plan (``PlanDayRequest.errands``), whom to seek out:

* **requests**: a standing fact of one's own with an ``ask`` (``Fact.ask``) for the second
  person it is about, not made to them yet (the fact's memory is not among those one has told
  them: asking is telling them), and one made in the game (``game.mind.own_asks``: a
  complaint to say to someone's face);
* **storylines**: someone one is sweet on (``romance``), or at odds with (``quarrel``); after a
  row with them in the last two days (a ``row:`` fact one holds with them) the errand is to make
  peace (``peace``);
* **invitations**: a gathering one hosts, still to come within ``INVITE_DAYS``, news and no
  secret: up to ``INVITES`` a day of the closest people one knows who are not known to have
  heard of it (not one's own household, who know), so the host goes round rather than wait to
  run into them (``invite``). For a meeting one called over a public matter
  (``public_matter.public``) that is any grown-up one knows (``NEAR``): the one who called it
  spreads the word, and so does the host of a do all are welcome at (``Gathering.open``: a
  clean-up of the streets, a music evening); for a party (a supper) only
  family and friends (``CLOSE``), the people one would least like to miss it, and everyone else
  hears by word of mouth, as in the paper (so a host whose work keeps it from people, a teacher
  in her lessons or a barman on the evening shift, still tells its friends);
* **appointments**: whom one arranged to meet (``game.mind.appointments``), while it is on:
  looked out for there, not planned for (the appointment has its own block);
* **intentions**: what one's own reflections concluded (``game.mind.intentions``): seek them
  out (``see``), help them (``help``), put it right (``settle``). Switch reflection off and
  these are gone: the ablation changes where residents go.

Each errand says where the person may be found, as one knows it (``Relationship.places``: their
home and workplace, known of those one is tied to) and their working hours (the town's data,
``Relationships.hours``); the brain picks when to go. Not the home of someone one is at odds
with (``feuding``): one seeks them at their work or where one runs into them. Nothing here
reads words.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from weakref import WeakKeyDictionary

from game.mind import appointments, intentions, own_asks
from game.mind.facts import PEACE
from game.mind.news_holders import held_facts, held_keys, known_to
from game.mind.news_index import settled_keys
from game.mind.public_matter import for_them, public
from game.mind.records import ERRANDS, Errand
from game.world.clock import EPOCH

__all__ = ["Errand", "due", "has_request", "ROW_HOLD_S", "MAX"]

ROW_HOLD_S = 2 * 24 * 3600.0  # a row this recent is what a storyline visit is about
INVITE_DAYS = 3  # a gathering this near is one to go round and tell people of
INVITES = 2  # people a host goes to find in a day to tell of it
NEAR = 0.4  # closeness of those a host goes to find (people it knows, not everyone it has met)
CLOSE = 0.6  # ... to tell of a party: family and friends (the rest hear by word of mouth)
MAX = 3  # errands a day: one does not spend a day calling on people
NOT_IN = "not_in"  # the meta key of the memory of a visit that did not find them: whom it sought
_WHY_ORDER = ERRANDS


def due(resident, now_s: float, today: bool = False) -> tuple[Errand, ...]:
    """Whom ``resident`` means to go and find, most pressing first (at most ``MAX``); ``today``
    for the rest of the day now (a re-plan), not a day ahead: not those talked with today, nor
    those it went to find today and did not (``NOT_IN``)."""
    found: dict[str, Errand] = {}
    found_by = (*_requests(resident), *_storylines(resident, now_s), *_invites(resident, now_s))
    for other, why, ask in found_by:
        _add(found, resident, other, why, ask)
    for other, intent in intentions.held(resident, now_s).items():
        if intent in ("see", "help", "settle"):
            _add(found, resident, other, intent, "")
    if today:  # a plan re-made later in the day: whom one has found today, or went to find
        # and did not, one leaves be till tomorrow
        gone = missed_today(resident, now_s)
        midnight = now_s - now_s % 86400
        for other in list(found):
            talked = resident.relations.get(other).last_talked
            if other in gone or (talked is not None and talked >= midnight):
                del found[other]
    out = sorted(found.values(), key=lambda e: (_WHY_ORDER.index(e.why), e.other))
    return tuple(out[:MAX])


def _add(found: dict[str, Errand], resident, other: str, why: str, ask: str) -> None:
    """One errand per person: the first reason found (requests before storylines)."""
    if other in found or other == resident.id:
        return
    rel = resident.relations.get(other)
    if rel is None or not rel.name:
        return
    home, work = _where(resident, other, rel.places)
    if home and feuding(resident, rel):
        home = ""  # one does not call at the house of someone one is at odds with
    if not home and not work:
        return  # one does not know where to look for them (or where one may)
    hours = resident.relations.hours.get(other)
    found[other] = Errand(
        other=other,
        name=rel.name,
        why=why,
        home=home,
        work=work,
        work_kind=resident.spatial.sector_kinds().get(work, "") if work else "",
        work_hours=hours.work_hours if hours is not None and work else None,
        work_days=hours.work_days if hours is not None and work else (),
        ask=ask,
    )


def _where(resident, other: str, places: tuple[str, ...]) -> tuple[str, str]:
    """(home, workplace) of ``other`` as one knows them ("" for not known; no home for one who
    lives where they work: found there at work, in its hours)."""
    work = resident.relations.works.get(other, "") if resident.relations.acquainted(other) else ""
    home = resident.relations.home_of(other)
    if work and work not in places:
        work = ""  # (known of those one is tied to: their places came with the tie)
    return ("" if home == work else home), work


def feuding(resident, rel) -> bool:
    """Whether ``resident`` is at odds with ``rel``'s person: a quarrel by the bond, not made up
    in a talk since (``made_up``). Their house is not a place one goes to find them, or waits
    in: where they work (a shop floor, a bar) is, and so is anywhere one runs into them."""
    return rel.kind == "quarrel" and rel.other not in made_up(resident)


def missed_today(resident, now_s: float) -> frozenset[str]:
    """The ids of those ``resident`` went to find today and did not (``game.mind.visits``)."""
    midnight = now_s - now_s % 86400
    out = set()
    for mid in resident.memory.ids_since(midnight, kinds=("observation",)):
        who = resident.memory.get(mid).meta.get(NOT_IN)
        if who:
            out.add(who)
    return frozenset(out)


def has_request(resident, other: str) -> bool:
    """Whether ``resident`` has a request for ``other`` it has not made yet."""
    return any(o == other for o, _, _ in _requests(resident))


def keen(resident, now_s: float | None = None) -> frozenset[str]:
    """The names of those ``resident`` is out to find whenever it sees them: a romance, a row
    (not yet talked with today: once found, they are found), a request not made yet (not
    straight after a talk that did not come to it: ``_ask_again``), and
    (given ``now_s``) those it means to tell of its meeting (what perception keeps an eye on:
    ``Perception.filter``). Asked every step: the storylines are read once per count of
    relations (a bond never changes), the invitations once an hour or when a memory is
    added."""
    rels, memory = resident.relations, resident.memory
    # (most residents seek nobody: no storyline, request, invitation or appointment; that is
    # read once per memory added or forgotten, relation made or hour, not at every step)
    stamp = None
    if now_s is not None:
        stamp = (len(memory), memory.alive_count(), len(rels), now_s // 3600)
        if _NOBODY.get(memory) == stamp:
            return frozenset()
    kept = _STORIES.get(rels)
    if kept is None or kept[0] != len(rels):
        asks = any(f.ask for f in resident.persona.facts)  # (a persona's facts never change)
        lines = tuple(rels.storylines())  # (and whether one is a quarrel: a bond is read once)
        kept = _STORIES[rels] = (len(rels), lines, asks, any(r.kind == "quarrel" for r in lines))
    if stamp is not None and not kept[1]:
        quiet = not kept[2] and not memory.by_keyword(own_asks.KEYWORD)
        if quiet and not _invited(resident, now_s) and not appointments.arranged(resident):
            _NOBODY[memory] = stamp
            return frozenset()
    midnight = now_s - now_s % 86400 if now_s is not None else None
    friends_again = made_up(resident) if kept[3] else set()
    out = frozenset(
        r.name
        for r in kept[1]
        if (midnight is None or r.last_talked is None or r.last_talked < midnight)
        and r.other not in friends_again
    )
    if kept[2] or resident.memory.by_keyword(own_asks.KEYWORD):
        out = out | {
            rels.get(o).name
            for o, _, _ in _requests_now(resident)
            if _ask_again(rels.get(o), now_s)
        }
    if now_s is not None and (invited := _invited(resident, now_s)):
        out = out | {rels.get(o).name for o in invited}
    if now_s is not None:  # whom one is to meet now, as the two arranged
        out = out | appointments.due(resident, now_s)
    if now_s is not None and (whom := visiting(resident, now_s)):  # (passed on the way there)
        rel = rels.get(whom)
        out = out | ({rel.name} if rel is not None and rel.name else set())
    return out


def visiting(resident, now_s: float) -> str:
    """The id of the one the visit under way goes to find (its plan block's ``seeks``), "" for
    none: seen on the way there (crossing the park, in the street), one stops them there
    rather than walk on to wait at their door."""
    sched = resident.schedule
    if sched is None or not sched.blocks:
        return ""
    now = EPOCH + timedelta(seconds=now_s)
    block = sched.block_at(resident.day_minute(now, sched.date))
    return block.seeks if block is not None else ""


ASK_AGAIN_S = 2 * 3600  # a request not made in a talk (cut short) is gone back with after this


def _ask_again(rel, now_s: float | None) -> bool:
    """Whether one goes to find ``rel`` with a request not made yet: not if the two talked in
    the last ``ASK_AGAIN_S`` (the talk was cut short before it came up: one tries later, not
    at every sight of them), nor, with someone one has fallen out with, again the same day
    (rebuffed once, one leaves it till tomorrow)."""
    if now_s is None or rel.last_talked is None:
        return True
    if rel.kind == "quarrel" and rel.last_talked >= now_s - now_s % 86400:
        return False
    return now_s - rel.last_talked >= ASK_AGAIN_S


def _invited(resident, now_s: float) -> frozenset[str]:
    """The ids of those ``resident`` means to tell of its meeting (``_invites``), worked out
    once an hour or when a memory is added: perception and reactions ask every step."""
    stamp = (len(resident.memory), int(now_s // 3600))
    kept = _INVITED.get(resident.memory)
    if kept is None or kept[0] != stamp:
        ids = frozenset(o for o, _, _ in _invites(resident, now_s))
        kept = _INVITED[resident.memory] = (stamp, ids)
    return kept[1]


# a resident's Relationships -> (how many, its storylines, whether its persona asks favours,
# whether a storyline is a quarrel)
_STORIES: WeakKeyDictionary = WeakKeyDictionary()
# a resident's memory -> ((its size, the hour), the ids of those it means to invite)
_INVITED: WeakKeyDictionary = WeakKeyDictionary()
# a resident's memory -> (its size, how many alive, how many one knows, the hour) when it was
# out to find nobody (``keen``)
_NOBODY: WeakKeyDictionary = WeakKeyDictionary()


def seeking(resident, other: str, now_s: float) -> bool:
    """Whether ``resident`` means to find ``other`` today to ask them something or tell them
    of its meeting, or is on its way to find them now (``visiting``): met anywhere, it stops
    them (one need not wait to call at their house)."""
    if has_request(resident, other) or other in _invited(resident, now_s):
        return True
    if other == visiting(resident, now_s):
        return True
    rel = resident.relations.get(other)
    return rel is not None and rel.name in appointments.due(resident, now_s)


def _requests(resident):
    """(other, "ask", words) for each request one has not made yet."""
    held = held_keys(resident)
    answered = settled_keys(resident)  # (asked already, and what came of it is held)
    for f in resident.persona.facts:
        if not f.ask or len(f.about) < 2 or f.about[0] != resident.id or f.key in answered:
            continue
        other = f.about[1]
        rel = resident.relations.get(other)
        mid = held.get(f.key)
        if rel is not None and (mid is None or mid not in rel.told):
            yield other, "ask", f.ask
    for f in own_asks.held(resident):  # (said to someone's face, made in the game: a record)
        yield f.about[1], "ask", f.ask


def _requests_now(resident) -> tuple:
    """``_requests``, read again only when a memory is added or forgotten, a relation made or
    something told to one of those it names (``told`` only grows: one left out for having
    been told it stays out): ``keen`` asks it of one with a request at every step."""
    memory, rels = resident.memory, resident.relations
    stamp = (len(memory), memory.alive_count(), len(rels))
    kept = _ASKS.get(memory)
    if kept is None or kept[0] != stamp or any(len(r.told) != n for r, n in kept[1]):
        out = tuple(_requests(resident))
        told = tuple((r, len(r.told)) for r in (rels.get(o) for o, _, _ in out))
        kept = _ASKS[memory] = (stamp, told, out)
    return kept[2]


# a resident's memory -> (what ``_requests_now`` reads, its requests)
_ASKS: WeakKeyDictionary = WeakKeyDictionary()


def _storylines(resident, now_s: float):
    """(other, why, "") for each romance and quarrel; a fresh row makes it a peace errand."""
    rows = _recent_rows(resident, now_s)
    friends_again = made_up(resident)
    for rel in resident.relations.storylines():
        kind = rel.kind
        if kind == "quarrel" and rel.other in rows:
            yield rel.other, "peace", ""
        elif kind == "quarrel" and rel.other in friends_again:
            continue  # (made it up in a talk since: no feud to go and find them over)
        elif kind in ("romance", "quarrel"):
            yield rel.other, kind, ""


def made_up(resident) -> set[str]:
    """Those ``resident`` made up a quarrel with in a talk (a ``PEACE`` record it holds) and
    has not had a row with since (a later ``row:`` record settles the peace). Asked every step
    for one with a quarrel (``keen``): worked out again only when a memory is added (both
    records are memories)."""
    kept = _MADE_UP.get(resident.memory)
    if kept is not None and kept[0] == len(resident.memory):
        return kept[1]
    settled = settled_keys(resident)
    out = {
        o
        for key in held_keys(resident)
        if key.startswith(PEACE) and key not in settled
        for o in key[len(PEACE) :].split("+")
        if o != resident.id
    }
    _MADE_UP[resident.memory] = (len(resident.memory), out)
    return out


# a resident's memory -> (its size, those it made up with: ``made_up``)
_MADE_UP: WeakKeyDictionary = WeakKeyDictionary()


def _recent_rows(resident, now_s: float) -> set[str]:
    """Those one had a row with in the last ``ROW_HOLD_S`` (the ``row:`` facts one holds)."""
    out: set[str] = set()
    for key, mid in held_keys(resident).items():
        if not key.startswith("row:"):
            continue
        m = resident.memory.get(mid)
        if m is not None and now_s - m.created <= ROW_HOLD_S:
            out.update(key[4:].split("+"))
    out.discard(resident.id)
    return out


def _invites(resident, now_s: float):
    """(other, "invite", "") for those a host goes to find to tell of its gathering."""
    now = EPOCH + timedelta(seconds=now_s)
    today, minute = now.date(), now.hour * 60 + now.minute
    home = set(resident.relations.households.get(resident.id, ()))
    ages = resident.relations.ages
    for key, f in held_facts(resident).items():
        g = f.event
        if g is None or g.host != resident.id or f.over(today, minute):
            continue
        if f.secret or not f.news:  # (a surprise, or one kept in the family: not gone round)
            continue
        if (datetime.fromisoformat(g.date).date() - today).days >= INVITE_DAYS:
            continue
        picked, near = 0, NEAR if public(f.topic) or f.open_to_all else CLOSE
        for rel in resident.relations:  # (closest first)
            if picked >= INVITES or rel.closeness < near:
                break
            if rel.other in home or not for_them(f.topic, ages.get(rel.other, 0)):
                continue
            if key in known_to(resident, rel.other):
                continue
            picked += 1
            yield rel.other, "invite", ""
