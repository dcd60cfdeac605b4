"""Who holds which news, as a resident knows it: what it holds, whom it told, who else has it.

* what the resident holds as records (``held_keys``, ``held_facts``, ``holds``): seeds and
  facts learned, read from its news index (``game.mind.news_index``);
* whom it told each memory (``Relationship.told``): ``told_counts``, ``invited`` (those outside
  its home), and ``retold`` for the brain (to how many, those it lives or works with not
  counted);
* what it knows another has (``known_to``): told them, heard from them (``Relationship.has``),
  or made with them in a talk (a date asked for and answered); ``saw_it``: a listener, or one
  of their household, was at the gathering a memory tells of (they came home with it);
* who else has a fact (``holders_of``): whom it told, who told it, whom it is about; what a
  teller lets on ("Ann knows already"), and to the people a story is about (``shared_with``:
  "I told Ann about your party"); ``note_holders`` counts a fact as had by those one saw get
  it (one is not told what one has).

The offering rules (``game.mind.news``) read these: nothing goes to a listener who has it.
"""

from __future__ import annotations

from game.mind.facts import Fact
from game.mind.news_index import index_of


def told_counts(resident) -> dict[int, int]:
    """Memory id -> how many people the resident has told it to."""
    out: dict[int, int] = {}
    for rel in resident.relations:
        for i in rel.told:
            out[i] = out.get(i, 0) + 1
    return out


def invited(resident, mid: int) -> int:
    """How many people outside its home the resident has told memory ``mid``."""
    return sum(1 for rel in resident.relations if mid in rel.told and "home" not in rel.ties)


def retold(resident) -> tuple[tuple[str, int], ...]:
    """The facts the resident holds as records that it has told, with to how many people
    (those it lives or works with, who knew its standing facts from the start, not counted)."""
    counts: dict[int, int] = {}
    for rel in resident.relations:
        if not {"home", "work"} & set(rel.ties):
            for i in rel.told:
                counts[i] = counts.get(i, 0) + 1
    if not counts:
        return ()
    return tuple(sorted((k, counts[i]) for k, i in held_keys(resident).items() if i in counts))


def held_keys(resident) -> dict[str, int]:
    """Keys of the facts the resident holds as records (seeds and facts learned), each with the
    id of the memory holding it; read from the news index, so a call costs only the memories
    added since the last."""
    return index_of(resident).keys


def held_facts(resident) -> dict[str, Fact]:
    """The facts the resident holds as records, by key (those of ``held_keys``, read once into
    the news index: no memory is copied or decoded again)."""
    index = index_of(resident)
    return {key: index.items[mid].fact for key, mid in index.keys.items()}


def holds(resident, fact: Fact) -> bool:
    """Whether the resident has a memory of this fact (by its key: whoever told it)."""
    return fact.key in held_keys(resident)


def known_to(resident, other: str) -> tuple[str, ...]:
    """Keys of the facts the resident knows ``other`` has: told them, heard from them, or made
    with them in a talk (a date asked for and answered)."""
    index = index_of(resident)
    rel = resident.relations.get(other)
    told = set(rel.told) | set(rel.has) if rel is not None else set()
    return tuple(
        sorted(
            it.fact.key
            for i, it in index.items.items()
            if it.fact is not None and (i in told or it.source == other or other in it.made_with)
        )
    )


def saw_it(resident, saw: tuple[str, ...], listener_ids) -> bool:
    """Whether a listener, or someone a listener lives with (as one knows it), is among
    ``saw``, those one saw at a gathering one went to."""
    seen = set(saw)
    return any(
        lid in seen or seen.intersection(resident.relations.household_of(lid, resident.id))
        for lid in listener_ids
    )


def holders_of(resident, key: str) -> tuple[str, ...]:
    """Who else the resident knows has the fact ``key``: whom it told, who told it, and whom
    the fact is about (their own news). What a teller lets on ("Ann knows already")."""
    index = index_of(resident)
    mid = index.keys.get(key)
    if mid is None:
        return ()
    it = index.items.get(mid)
    out = {rel.other for rel in resident.relations if mid in rel.told or mid in rel.has}
    if it is not None and it.source:
        out.add(it.source)
    if it is not None and it.fact is not None:
        out |= set(it.fact.about)
    out.discard(resident.id)
    return tuple(sorted(out))


def shared_with(resident, listeners) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The facts the resident holds about one of ``listeners`` that it knows others have, each
    with who has it: what one lets on to the people a story is about ("I told Ann about your
    party"), so they need not tell it again to those who have it."""
    index = index_of(resident)
    who = set(listeners)
    out = []
    for key, mid in index.keys.items():
        it = index.items.get(mid)
        if it is None or it.fact is None or it.fact.secret or not who & set(it.fact.about):
            continue
        holders = tuple(h for h in holders_of(resident, key) if h not in who)
        if holders:
            out.append((key, holders))
    return tuple(out)


def note_holders(resident, key: str, ids, names: dict[str, str]) -> None:
    """Count the fact ``key`` as had by each of ``ids`` (one is not told what one has): for
    those the resident knows, or is talking with (``names``), never making a stranger known."""
    mid = held_keys(resident).get(key)
    if mid is None:
        return
    for other in ids:
        if other == resident.id:
            continue
        rel = resident.relations.get(other)
        if rel is None and other in names:
            rel = resident.relations.know(other, names[other])
        if rel is not None and mid not in rel.told and mid not in rel.has:
            rel.has.append(mid)
