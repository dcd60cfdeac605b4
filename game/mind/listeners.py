"""Someone a resident talks to, as the brains see them: a ``Listener`` record.

``listener`` reads it from records, not from text to read back: the bond (``relations``: its
summary, ties, the places one knows them at, whether they are a confidant), whether and how
the resident already knows them (acquainted, their age, occupation and workplace, their
household), what it knows they have (``news_holders.known_to``), whether they talked today,
whether the two are courting (``courting``: a date asked and said yes to) and whether they have
no work or school today by their hours, as one knows them. ``with_mood`` adds their mood when
the resident is close to them and it shows (``inner.mood.noticed``).

Each line of a talk builds one per listener (``converse.next_line``); a finished talk's outcome
and an interview see people the same way.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from game.mind.brain import Listener
from game.mind.facts import date_key
from game.mind.inner.mood import noticed
from game.mind.news_holders import held_keys, known_to
from game.world.clock import EPOCH


def listener(resident, other: str, name: str, day_start_s: float | None = None) -> Listener:
    """Someone ``resident`` talks to, as the brains see them: the bond, and whether and how
    the resident already knows them (records, not text to read back); with ``day_start_s``
    (the game second today began), whether they already talked today."""
    rel = resident.relations
    last = rel.get(other).last_talked if rel.get(other) is not None else None
    return Listener(
        talked_today=day_start_s is not None and last is not None and last >= day_start_s,
        talked_before=last is not None,
        id=other,
        name=name,
        relationship=rel.summary_of(other),
        knows=rel.acquainted(other),
        ties=rel.ties_with(other),
        places=rel.places_of(other),
        confidant=bool(rel.get(other) and rel.get(other).confidant()),
        has=known_to(resident, other),
        age=rel.ages.get(other, 0),
        gender=rel.genders.get(other, ""),
        occupation=rel.occupations.get(other, "") if rel.acquainted(other) else "",
        works_at=rel.works.get(other, "") if rel.acquainted(other) else "",
        courting=courting(resident, other),
        feeling=rel.get(other).feeling if rel.get(other) is not None else "",
        kin=tuple((k, rel.ages.get(k, 0)) for k in rel.household_of(other, resident.id)),
        kin_bonds=rel.kin_bonds_of(other, resident.id),
        off_today=_off_today(rel, other, day_start_s),
    )


_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def _off_today(rel, other: str, day_start_s: float | None) -> bool:
    """Whether ``other`` has no work or school today by their hours, as one knows them (those
    one is acquainted with); False when it cannot be known."""
    hours = rel.hours.get(other)
    if day_start_s is None or hours is None or not rel.acquainted(other):
        return False
    day = _WEEKDAYS[(EPOCH + timedelta(seconds=day_start_s)).weekday()]
    return hours.work_hours is None or day not in hours.work_days


def courting(resident, other: str) -> bool:
    """Whether ``resident`` holds a yes to a date between itself and ``other`` (the record a
    talk made: ``date:`` asker ``+`` the one asked, news when it was a yes)."""
    held = held_keys(resident)
    for key in (date_key(resident.id, other), date_key(other, resident.id)):
        mid = held.get(key)
        if mid is not None:
            fact = resident.memory.get(mid).meta.get("fact")
            return isinstance(fact, dict) and bool(fact.get("news"))
    return False


def with_mood(resident, who: Listener, feeling) -> Listener:
    """``who`` with their mood when ``resident`` is close to them and it shows."""
    rel = resident.relations.get(who.id)
    seen = noticed(feeling, rel.closeness if rel is not None else 0.0)
    return replace(who, mood=seen) if seen is not None else who
