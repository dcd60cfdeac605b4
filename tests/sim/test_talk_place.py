"""Where a talk is: where its speakers stand (met in the street: the street, not the place one
of them was walking to), and never inside a home that neither lives in nor is visiting."""

from __future__ import annotations

import pytest

from game.app_setup import build_simulation, town_facts
from game.mind.types import Action, Place
from game.sim import talking
from game.sim.simulation import SimConfig
from tests.sim.test_talk_one_place import two_rooms


@pytest.fixture(scope="module")
def sim():
    return build_simulation("brinewick", config=SimConfig(seed=1, autosave_minutes=0))


def _stand(sim, rid: str, tile, going: Place) -> None:
    body = sim.bodies[rid]
    body.x, body.y = tile
    body.arena = sim.places.at(*tile)
    body.asleep, body.conversation, body.path = False, None, []
    body.action = Action(start=600, minutes=30, description="walk", place=going, emoji="🚶")


def _talk(sim, a: str, b: str):
    before = set(sim.talks.active)
    talking.start(sim, a, (b,))
    opened = [sim.talks.active[i] for i in set(sim.talks.active) - before]
    for conv in opened:  # leave the town as it was for the next case
        for m in conv.members:
            sim.bodies[m].conversation = None
        del sim.talks.active[conv.id]
    return opened[0] if opened else None


def _two_strangers(sim, home: str):
    """Two residents who do not live in ``home``."""
    out = [r for r, res in sim.residents.items() if res.persona.home.sector != home]
    return out[0], out[1]


def test_a_talk_met_in_the_street_is_in_the_street(sim):
    street = next(
        (x, y)
        for y in range(sim.town.height)
        for x in range(sim.town.width)
        if sim.town.grid.is_walkable(x, y)
        and sim.town.place_of_tile(x, y) is None
        and sim.town.grid.is_walkable(x + 1, y)
        and sim.town.place_of_tile(x + 1, y) is None
    )
    a, b = list(sim.residents)[:2]
    cafe = next(o.place for o in sim.town.tree.objects() if o.kind == "cafe_table")
    _stand(sim, a, street, cafe)
    _stand(sim, b, (street[0] + 1, street[1]), cafe)
    conv = _talk(sim, a, b)
    assert conv is not None and conv.place == Place(sector=sim.town.name)
    # a save made during it loads: the street is a place of this town to the save's checks
    facts = town_facts(sim.town, [r.persona for r in sim.residents.values()])
    assert facts.places(str(conv.place)) and not facts.places("Nowhere In Particular")


def test_no_talk_starts_in_a_home_neither_lives_in_unless_one_is_visiting(sim):
    house = next(s for s in sim.town.tree.sectors() if s.kind == "home")
    room = next(a for a in sim.town.tree.arenas(house.name) if a.kind == "living_room")
    tiles = sim.town.grid.walkable_tiles(room.rect)
    a, b = _two_strangers(sim, house.name)
    elsewhere = next(o.place for o in sim.town.tree.objects() if o.kind == "cafe_table")
    _stand(sim, a, tiles[0], elsewhere)
    _stand(sim, b, tiles[1], elsewhere)
    assert _talk(sim, a, b) is None  # cutting through: no chat on a stranger's sofa
    _stand(sim, a, tiles[0], room.place)  # one has come to visit
    conv = _talk(sim, a, b)
    assert conv is None  # the other is still a stranger passing through
    _stand(sim, b, tiles[1], room.place)
    conv = _talk(sim, a, b)
    assert conv is not None and conv.place == room.place


def test_a_talk_across_two_rooms_of_a_building_is_in_the_building(sim):
    at = sim.places.at
    a_tile, b_tile = two_rooms(sim)
    a, b = list(sim.residents)[:2]
    _stand(sim, a, a_tile, at(*a_tile))
    _stand(sim, b, b_tile, at(*b_tile))
    conv = _talk(sim, a, b)
    assert conv is not None and conv.place == Place(sector=at(*a_tile).sector)
