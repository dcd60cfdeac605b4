"""What one can tell of the people one lives with, when asked after them.

"How's Jo getting on?" is answered from records: a fact one holds whose ``about`` names
someone of one's household (the town's data: ``Relations.households``), worth telling
(``Fact.news``), not a secret, its gathering not over, and not one the listeners are known
to have (told them, heard it from them, or about them). Unlike the news one brings up
unprompted (``news.pick_news``), this is offered only as the answer to being asked, so it
does not change how fast news spreads on its own.
"""

from __future__ import annotations

from datetime import date

from game.mind.facts import Fact
from game.mind.news import held_keys, known_to


def about_household(
    resident, listeners: tuple[str, ...], today: date | None, minute: int, k: int = 1
) -> list:
    """Up to ``k`` memories holding such facts, the most important (then the latest) first."""
    home = set(resident.relations.households.get(resident.id, ()))
    if not home or not listeners:
        return []
    known = {key for other in listeners for key in known_to(resident, other)}
    out = []
    for key, mid in held_keys(resident).items():
        m = resident.memory.get(mid)
        fact = Fact.from_meta(m.meta.get("fact"))
        if fact is None or fact.secret or not fact.news or key in known:
            continue
        if not home & set(fact.about) or set(listeners) & set(fact.about):
            continue
        if today is not None and fact.over(today, minute):
            continue
        out.append(m)
    out.sort(key=lambda m: (-m.importance, -m.created, m.id))
    return out[:k]
