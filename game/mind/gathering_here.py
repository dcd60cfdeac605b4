"""A gathering held where a talk is, now (or within the hour), as the speaker knows of it.

``at_it``: whether an offered memory tells of a gathering held here, today, within the hour or
under way (no invitation to it: those talking are there). ``held_here``: the record of such a
gathering among the facts the resident holds (``news_holders.held_keys``), which a line's
request carries (``UtteranceRequest.gathering_here``; where one stands at it is
``show_of_hands.stance``). Both read the record's own fields; no words.
"""

from __future__ import annotations

from datetime import date

from game.mind.facts import Fact
from game.mind.news_holders import held_keys


def at_it(m, sector: str, today: date | None, minute: int) -> bool:
    """Whether memory ``m`` tells a gathering held here, today, within the hour or under way."""
    fact = Fact.from_meta(m.meta.get("fact"))
    ev = fact.event if fact is not None else None
    return (
        ev is not None
        and today is not None
        and ev.place == sector
        and ev.date == today.isoformat()
        and ev.start - 60 <= minute < ev.end
    )


def held_here(resident, sector: str, today: date | None, minute: int) -> Fact | None:
    """The record of a gathering one knows of that is held here now (or within the hour)."""
    if today is None:
        return None
    day = today.isoformat()
    for mid in held_keys(resident).values():
        raw = resident.memory.get_meta(mid).get("fact")
        ev = raw.get("event") if isinstance(raw, dict) else None
        # (read off the record's own fields: most held facts have no gathering, and this runs
        # for every line of every talk, so no record is built for them)
        if isinstance(ev, dict) and ev.get("place") == sector and ev.get("date") == day:
            if at_it(resident.memory.get(mid), sector, today, minute):
                return Fact.from_meta(raw)
    return None
