"""Issue 12: perception asks for the objects in use every step; the town keeps them in an index
(``Town.busy_objects``) that agrees with a scan of every object's state, in the map's order."""

from __future__ import annotations

import json

import pytest

from game.mind.types import Place
from game.sim.placemap import PlaceMap
from game.world.tmx import load_town

STOVE = Place.parse("Hart House:Kitchen:stove")
SOFA = Place.parse("Hart House:Living Room:sofa")
COFFEE = Place.parse("Sunny Bean Cafe:Counter:coffee_machine")


def _scan(town) -> list[tuple[str, str]]:
    return [(a, s) for a, s in town.object_state.items() if s != "idle"]


def test_busy_objects_follow_every_change_in_map_order(town):
    assert town.busy_objects() == []
    town.set_object_state(COFFEE, "in use by Ann")
    town.set_object_state(STOVE, "broken")
    town.set_object_state(SOFA, "in use by Tom")
    assert town.busy_objects() == _scan(town)
    assert [a for a, _ in town.busy_objects()][0] == str(STOVE)  # map order, not write order
    town.set_object_state(STOVE, "idle")
    town.set_object_state(SOFA, "")
    town.set_object_state(COFFEE, "broken")
    assert town.busy_objects() == _scan(town) == [(str(COFFEE), "broken")]


def test_busy_objects_after_a_load(town_path):
    a = load_town(town_path)
    a.set_object_state(STOVE, "in use by Maya")
    a.set_object_state(COFFEE, "broken")
    b = load_town(town_path)
    b.set_object_state(SOFA, "in use by Leo")  # replaced by the load
    b.set_state(json.loads(json.dumps(a.get_state())))
    assert b.busy_objects() == _scan(b) == a.busy_objects()
    b.set_state({"object_state": {}, "closed": []})
    assert b.busy_objects() == []


def test_objects_in_use_carry_place_state_and_centre(town):
    places = PlaceMap(town)
    town.set_object_state(SOFA, "in use by Tom")
    town.set_object_state(STOVE, "in use by Maya")
    got = places.objects_in_use()
    assert [(p, s) for p, s, _ in got] == [(STOVE, "in use by Maya"), (SOFA, "in use by Tom")]
    assert got[1][2] == (9 + 2 // 2, 3 + 1 // 2)  # the sofa's rect is (9, 3, 2, 1)


def test_sector_lookup_is_direct_and_still_names_the_unknown(town):
    assert town.tree.sector("Sunny Bean Cafe").name == "Sunny Bean Cafe"
    with pytest.raises(KeyError, match="Nowhere"):
        town.tree.sector("Nowhere")
