"""What a player (or a scenario) can do to the town: close or open a place, break or fix an
object, post an announcement, whisper a thought. Residents find out the way people do.

- A closed place: every resident's next thought repairs the plans that went there, with a
  remembered reason ("... but it is closed, so ..."); its staff too stay away (only one's own
  home is exempt, see ``thinking.schedule``); the closure is saved with the town.
- A broken object: residents who see it remember it ("the stove in the Kitchen is broken")
  and nobody is offered it for an action until it is fixed; whoever was using it stops.
- An announcement: posted in one place (or the whole town) until the end of the day; whoever
  is there, or comes by, perceives it like anything else they see, so it spreads by talk. One
  that announces a gathering at a time and place (read by ``notice_reading``, or given as
  ``venue``/``starts``/``ends``) is handed to each reader's mind as a ``Gathering`` record too
  (``gatherings_in``), which decides who comes (``game.mind.gatherings``); the resident it
  names is told at once, wherever they are, and everyone who reads it learns where the place is.
- A whisper: a thought in the resident's own voice, remembered as important, which re-plans
  the rest of its day at its next thought (within a game minute or so); one that names a
  gathering's time and place takes the resident there.

Every event goes into the simulation's event log (shown in the HUD and the timeline) with its
game time. Each call is O(residents) at most; all run on the main thread, between steps.
"""

from __future__ import annotations

from datetime import date, datetime

from game.mind.types import Gathering, Place, SeenEvent, hhmm_to_min, min_to_hhmm
from game.sim import notice_reading

BROKEN = "broken"


def _log(sim, text: str, rid: str = "") -> None:
    sim.events.append((sim.clock.text(), rid, text))
    sim._snapshot = None


def close(sim, sector: str) -> None:
    sim.town.close_sector(sector)  # KeyError for an unknown place
    _log(sim, f"{sector} closed")
    sim.inner.place_closed(sim, sector)  # its staff feel it (game.sim.inner_life)


def reopen(sim, sector: str) -> None:
    sim.town.open_sector(sector)
    _log(sim, f"{sector} reopened")


def break_object(sim, address: str) -> None:
    place = Place.parse(address)
    if not place.obj:
        raise KeyError(f"'{address}' is not an object (sector:arena:object)")
    sim.town.set_object_state(place, BROKEN)  # KeyError if the map has no such object
    for body in sim.bodies.values():
        if body.using == str(place):
            body.using = ""
            body.until_s = sim.now_s  # it cannot go on: think again now
    _log(sim, f"the {place.obj} in the {place.arena} at {place.sector} broke")


def fix_object(sim, address: str) -> None:
    place = Place.parse(address)
    if sim.town.object_state.get(str(place)) == BROKEN:
        sim.town.set_object_state(place, "idle")
        _log(sim, f"the {place.obj} in the {place.arena} at {place.sector} was fixed")
    elif str(place) not in sim.town.object_state:
        raise KeyError(f"no object '{address}' on this map")


def broken(sim) -> frozenset[str]:
    return frozenset(a for a, s in sim.town.busy_objects() if s == BROKEN)


def announce(
    sim,
    text: str,
    sector: str | None = None,
    *,
    venue: str | None = None,
    starts: str | datetime | None = None,
    ends: str | datetime | None = None,
) -> None:
    """Post ``text`` in ``sector`` (None: the whole town) until the end of the game day.

    ``venue`` (a sector), ``starts`` and ``ends`` ("HH:MM" today, "YYYY-MM-DD HH:MM" or a
    datetime) say where and when the gathering it announces is, when the words do not (or
    should not) decide; what is not given is read from the words. They are written at the
    notice's end as a tag (``notice_reading.tag``), so the board keeps only text.
    """
    text = " ".join(text.split())
    if not text:
        raise ValueError("an announcement needs some text")
    if sector is not None:
        sim.town.tree.sector(sector)  # KeyError for an unknown place
    if venue is not None or starts is not None or ends is not None:
        text = _tagged(sim, text, sector, venue, starts, ends)
    midnight = sim.now_s - (sim.clock.minute_of_day() * 60) + 24 * 3600
    notice = {"text": text, "sector": sector or "", "until_s": midnight}
    sim.board.append(notice)
    where = f" at {sector}" if sector else " across town"
    _log(sim, f"announcement{where}: {text}")
    g = _read_notice(sim, notice)
    if g is None:
        return
    host = f", led by {g.host_name}" if g.host else ""
    _log(sim, f"the notice calls people to {g.place} on {g.date} at {min_to_hhmm(g.start)}{host}")
    if g.host in sim.bodies:  # the one it names hears of it now, wherever they are
        body = sim.bodies[g.host]
        seen = _notice_event(notice, body.arena.sector if body.arena else sim.town.name)
        body.inbox.extend(sim.residents[g.host].perception.filter([seen], sim.now_s))


def _tagged(sim, text: str, sector, venue, starts, ends) -> str:
    """``text`` with the tag of a gathering's given fields (the rest read from ``text``)."""
    today = sim.clock.now.date()
    if venue is not None:
        sim.town.tree.sector(venue)  # KeyError for an unknown place
    read = sim.notice_reader.read(text, today, sector or "")
    place = venue or (read.place if read else "")
    if not place:
        raise ValueError(f"no place for the gathering in {text!r}: give a venue")
    if starts is not None:
        day, start = _day_minute(starts, today)
    elif read is not None:
        day, start = date.fromisoformat(read.date), read.start
    else:
        raise ValueError(f"no time for the gathering in {text!r}: give when it starts")
    if ends is not None:
        end_day, end = _day_minute(ends, day)
        end += (end_day - day).days * 1440
    elif read is not None and starts is None:
        end = read.end
    else:
        end = start + notice_reading.DEFAULT_MINUTES
    if end <= start:
        raise ValueError("the gathering must end after it starts")
    return f"{text} {notice_reading.tag(place, day, start, end)}"


def _day_minute(when, today: date) -> tuple[date, int]:
    """A time given as "HH:MM" (on ``today``), "YYYY-MM-DD HH:MM" or a datetime."""
    if isinstance(when, datetime):
        return when.date(), when.hour * 60 + when.minute
    when = str(when).strip()
    if " " in when:
        try:
            at = datetime.strptime(when, "%Y-%m-%d %H:%M")
        except ValueError:
            raise ValueError(f"{when!r} is not a time like 12:00 or 2026-02-13 12:00") from None
        return at.date(), at.hour * 60 + at.minute
    return today, hhmm_to_min(when)  # ValueError for a bad time


def _notice_event(notice: dict, sector: str) -> SeenEvent:
    return SeenEvent(
        subject="a notice",
        predicate="says",
        obj=notice["text"],
        description=f"A notice says: {notice['text']}",
        place=Place(sector=notice["sector"] or sector),
        distance=0.0,
    )


def _read_notice(sim, notice: dict) -> Gathering | None:
    day = notice_reading.posted_day(notice["until_s"])
    return sim.notice_reader.read(notice["text"], day, notice["sector"])


def gatherings_in(sim, seen, whispers) -> tuple[Gathering, ...]:
    """The gatherings announced by the notices among ``seen`` (what a resident perceived) and
    by ``whispers``: records for its mind (the words are read here, not there)."""
    out: dict[str, Gathering] = {}
    today = sim.clock.now.date()
    board = {n["text"]: n for n in sim.board}
    for ev in seen:
        if ev.subject != "a notice" or ev.predicate != "says":
            continue
        notice = board.get(ev.obj)
        if notice is not None:
            g = _read_notice(sim, notice)
        else:  # taken down since it was read: read as of today
            g = sim.notice_reader.read(ev.obj, today, "")
        if g is not None:
            out.setdefault(g.key, g)
    for w in whispers:
        g = sim.notice_reader.read(w, today, "", source="whisper")
        if g is not None:
            out.setdefault(g.key, g)
    return tuple(out.values())


def notices_for(sim, sector: str) -> list[SeenEvent]:
    """What a resident standing in ``sector`` reads on the board this step."""
    now = sim.now_s
    sim.board[:] = [n for n in sim.board if n["until_s"] > now]
    return [
        _notice_event(n, sector or sim.town.name)
        for n in sim.board
        if not n["sector"] or n["sector"] == sector
    ]


def whisper(sim, rid: str, text: str) -> None:
    if rid not in sim.residents:
        raise KeyError(f"no resident {rid!r}")
    text = " ".join(text.split())
    if not text:
        raise ValueError("a whisper needs some text")
    sim._pending_whispers.setdefault(rid, []).append(text)
    _log(sim, f"whispered to {sim.bodies[rid].name}: {text}", rid)
