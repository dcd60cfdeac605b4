"""What one can tell of particular people, when the talk turns to them.

Two moments call for it: being asked after someone one lives with ("How's Jo getting on?":
``about_household``, the household from the town's data, ``Relations.households``), and being
told news of a third person that reminds one of something else one holds about them
(``about_people``). Either is answered from records: a fact one holds whose ``about`` names
one of them, worth telling (``Fact.news``), not a secret, its gathering not over, and not
one the listeners are known to have (told them, heard it from them, or about them). Unlike the
news one brings up unprompted (``news.pick_news``), this is offered only for that moment, so
it does not change how fast news spreads on its own.
"""

from __future__ import annotations

from datetime import date

from game.mind.facts import Fact
from game.mind.news import held_keys, known_to, told_counts

RETELL = 2  # people one tells such a story to, at most


def about_household(
    resident, listeners: tuple[str, ...], today: date | None, minute: int, k: int = 1
) -> list:
    """Up to ``k`` memories holding such facts about those one lives with."""
    home = set(resident.relations.households.get(resident.id, ()))
    return about_people(resident, home, listeners, today, minute, k)


def about_people(
    resident,
    people: set[str],
    listeners: tuple[str, ...],
    today: date | None,
    minute: int,
    k: int = 1,
    skip: tuple[str, ...] = (),
) -> list:
    """Up to ``k`` memories holding such facts about one of ``people``, the most important
    (then the latest) first; never about oneself or a listener."""
    home = set(people) - {resident.id, *listeners}
    if not home or not listeners:
        return []
    known = {key for other in listeners for key in known_to(resident, other)}
    told = told_counts(resident)
    out = []
    for key, mid in held_keys(resident).items():
        m = resident.memory.get(mid)
        fact = Fact.from_meta(m.meta.get("fact"))
        if fact is None or fact.secret or not fact.news or key in known or key in skip:
            continue
        if not home & set(fact.about) or set(listeners) & set(fact.about):
            continue
        if today is not None and fact.over(today, minute):
            continue
        if told.get(mid, 0) >= RETELL:  # (a story told to everyone who asks is a recital)
            continue
        out.append(m)
    out.sort(key=lambda m: (-m.importance, -m.created, m.id))
    return out[:k]
