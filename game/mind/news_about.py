"""What one can tell of particular people, when the talk turns to them.

Two moments call for it: being asked after someone one lives with ("How's Jo getting on?":
``about_household``, the household from the town's data, ``Relations.households``), and being
told news of a third person that reminds one of something else one holds about them
(``about_people``); and a third, meeting someone as the two arranged to talk of something (an
interview about the old mill: ``on_matter``), when what one holds on that matter is what one
came to say. Each is answered from records: a fact one holds whose ``about`` names
one of them, worth telling (``Fact.news``), not a secret, its gathering not over, and not
one the listeners are known to have (told them, heard it from them, or about them). Unlike the
news one brings up unprompted (``news.pick_news``), this is offered only for that moment, so
it does not change how fast news spreads on its own.
"""

from __future__ import annotations

from datetime import date

from game.mind.facts import TROUBLES, Fact
from game.mind.news_holders import held_facts, held_keys, known_to, told_counts

RETELL = 2  # people one tells such a story to, at most
# a fact is on a meeting's matter when its sentence is this close to what the meeting is for
# (cosine of the two embeddings; the local hash embedder's unrelated sentences stay below it)
MATTER_MIN = 0.15


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


def on_matter(
    resident, what: str, listeners: tuple[str, ...], today: date | None, minute: int, k: int = 2
) -> list:
    """Up to ``k`` memories holding such facts on ``what`` (the matter two met for: "the
    interview about the old mill"), the closest to it first: ranked as retrieval ranks, by the
    embedding of the fact's sentence against ``what``'s, those below ``MATTER_MIN`` left out;
    never one about a listener (it is theirs already)."""
    if not what or not listeners:
        return []
    known = {key for other in listeners for key in known_to(resident, other)}
    told = told_counts(resident)
    cands, texts = [], []
    for key, mid in held_keys(resident).items():
        m = resident.memory.get(mid)
        fact = Fact.from_meta(m.meta.get("fact"))
        if fact is None or fact.secret or not fact.news or key in known or fact.ask:
            continue
        if set(listeners) & set(fact.about) or told.get(mid, 0) >= RETELL:
            continue
        if today is not None and fact.over(today, minute):
            continue
        cands.append(m)
        texts.append(fact.text(resident.id))
    if not cands:
        return []
    vecs = resident.memory.embedder.embed([what, *texts])
    near = sorted(
        ((float(vecs[0] @ v), -m.id, m) for m, v in zip(cands, vecs[1:], strict=True)),
        key=lambda t: t[:2],
        reverse=True,
    )
    return [m for score, _, m in near if score >= MATTER_MIN][:k]


def home_troubles(resident) -> tuple[Fact, ...]:
    """The standing troubles (``TROUBLES``: an illness, a worry) of those the resident lives
    with, as records it holds (a household knows them first-hand): not secrets, not favours to
    ask, by key. What family asks after at home."""
    home = set(resident.relations.households.get(resident.id, ())) - {resident.id}
    facts = held_facts(resident)
    return tuple(
        facts[k]
        for k in sorted(facts)
        if facts[k].topic in TROUBLES
        and not facts[k].secret
        and not facts[k].ask
        and facts[k].subject in home
    )
