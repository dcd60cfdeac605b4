"""Who knows whom before anyone has spoken: the people one lives with, lives near and works with.

The town's data says it: each resident's home and workplace in the residents file, and the
map's ``kind`` of the home's sector. In a sector of kind ``home`` everybody is one household;
in any other building people live in (apartments, a dorm, an inn) those who share a room or
flat are a household and the rest are neighbours. Households are tied "home", neighbours
"neighbour", people who share a workplace "work", and two residents one of whose seed (persona
or seed memories) names the other in full or whose file says they know each other (a bond on
either side) are tied "story": they have met; a resident who knows everyone (a village, a
postman) is tied "town" to everyone, both ways. Tied residents know
each other by name from the first minute, so housemates never introduce themselves. Nothing
here reads grammar; a full name is looked up as it stands in the residents file.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping

from game.mind.brain import Housemate
from game.mind.persona import Persona

HOUSEHOLD_KIND = "home"  # a sector of this kind is one household, whatever its rooms


def shared_places(
    personas: Iterable[Persona], sector_kind: Callable[[str], str]
) -> dict[tuple[str, ...], list[Persona]]:
    """Residents grouped by what they share: ("home", ...), ("neighbour", sector), ("work", sector)."""
    groups: dict[tuple[str, ...], list[Persona]] = defaultdict(list)
    for p in personas:
        home = p.home
        if sector_kind(home.sector) == HOUSEHOLD_KIND:
            groups[("home", home.sector)].append(p)
        else:
            groups[("home", home.sector, home.arena)].append(p)
            groups[("neighbour", home.sector)].append(p)
        if p.work is not None:
            groups[("work", p.work.place.sector)].append(p)
    return groups


def _seed_text(p: Persona) -> str:
    return " ".join((p.learned, p.currently, p.lifestyle, p.daily_requirement, *p.memories))


def named_in_stories(personas: Iterable[Persona]) -> set[tuple[str, str]]:
    """Pairs (a, b), both ways, where one's seed facts are about the other, one's seed text
    names the other by full name or one's relationships list the other."""
    people = list(personas)
    pairs = set()
    for a in people:
        text = _seed_text(a)
        for b in people:
            about = any(b.id in f.about for f in a.facts)
            if a.id != b.id and (about or b.name in text or b.id in a.relationships):
                pairs |= {(a.id, b.id), (b.id, a.id)}
    return pairs


def known_to_all(personas: Iterable[Persona]) -> set[tuple[str, str]]:
    """Pairs (a, b), both ways, where a knows everyone."""
    people = list(personas)
    return {
        pair
        for a in people
        if a.knows_everyone
        for b in people
        if a.id != b.id
        for pair in ((a.id, b.id), (b.id, a.id))
    }


def tie_housemates_and_colleagues(
    residents: Mapping, personas: Iterable[Persona], sector_kind: Callable[[str], str]
) -> int:
    """Tie every pair who share a home, a building or a workplace; returns the ties made."""
    people = list(personas)
    where = {p.id: places_of(p) for p in people}
    ages = {p.id: p.age for p in people}  # how old someone is, one can see: known to all
    works = {p.id: p.work.place.sector for p in people if p.work is not None}
    work_rooms = {p.id: p.work.place.arena for p in people if p.work is not None}
    homes = {p.id: p.home.sector for p in people}
    genders = {p.id: p.gender for p in people if p.gender}  # (seen, like one's age)
    trades = {p.id: p.occupation for p in people if p.occupation}
    groups = shared_places(people, sector_kind)
    households = {
        a.id: tuple(b.id for b in members if b.id != a.id)
        for (how, *_at), members in groups.items()
        if how == "home"
        for a in members
    }
    household_bonds = {  # (what each housemate is to one, in one's own bond's words)
        p.id: {k: p.relationships[k] for k in households.get(p.id, ()) if k in p.relationships}
        for p in people
    }
    hours = {
        p.id: Housemate(
            id=p.id,
            age=p.age,
            wake=p.wake,
            sleep=p.sleep,
            work_hours=(p.work.start, p.work.end) if p.work else None,
            work_days=tuple(p.work.days) if p.work else (),
        )
        for p in people
    }
    for r in residents.values():
        r.relations.ages = ages
        r.relations.genders = genders
        r.relations.occupations = trades  # (read only of those one is acquainted with)
        r.relations.hours = hours
        r.relations.works = works  # (read only of those one is acquainted with)
        r.relations.work_rooms = work_rooms  # (the same)
        r.relations.homes = homes  # (read only of those whose places one knows)
        r.relations.households = households
        r.relations.household_bonds = household_bonds
    made = 0
    for (how, *_at), members in groups.items():
        for a in members:
            for b in members:
                if a.id != b.id and a.id in residents and b.id in residents:
                    residents[a.id].relations.tie(b.id, b.name, how, where[b.id])
                    made += 1
    for how, pairs in (("story", named_in_stories(people)), ("town", known_to_all(people))):
        for a, b in sorted(pairs):
            if a in residents and b in residents:
                residents[a].relations.tie(b, residents[b].name, how, where[b])
                made += 1
    return made


def places_of(p: Persona) -> tuple[str, ...]:
    """Where one is known to live and work (sector names)."""
    return (p.home.sector,) + ((p.work.place.sector,) if p.work is not None else ())
