from __future__ import annotations

import json

import pytest

from game.mind.types import Place
from game.world.tmx import load_town

CAFE = "Sunny Bean Cafe"


def test_fixture_town_loads_and_validates(town):
    assert town.name == "Testville"
    assert town.start_time.isoformat() == "2026-02-13T07:00:00"
    assert (town.width, town.height, town.tile_size) == (32, 11, 32)
    assert [s.name for s in town.tree.sectors()] == ["Hart House", CAFE, "Bluebell Park"]
    assert len(town.tree.arenas()) == 6 and len(town.tree.objects()) == 13
    assert town.validate() == []
    assert town.unreachable_tiles() == 0
    assert town.spawns["hart_door"] == (3, 6)


def test_hierarchy_access_and_walkability(town):
    sofa = town.tree.get(Place.parse("Hart House:Living Room:sofa"))
    assert sofa.rect == (9, 3, 2, 1)
    assert (9, 2) in sofa.access and (9, 3) not in sofa.access  # furniture collides
    flower = town.tree.get(Place.parse("Bluebell Park:Pond Side:flower_bed"))
    assert (30, 9) in flower.access  # a walkable object is its own access tile
    assert town.grid.is_walkable(10, 8)  # a tree crown above does not block
    assert not town.grid.is_walkable(10, 9)  # its trunk does
    assert not town.grid.is_walkable(25, 8)  # water
    assert town.grid.is_walkable(5, 3)  # a door


def test_every_spawn_reaches_every_object_by_path(town):
    for spawn in town.spawns.values():
        for obj in town.tree.objects():
            path = town.path_to(spawn, obj.place)
            end = path[-1] if path else spawn
            assert end in obj.access


def test_tiles_for(town):
    stove = Place.parse("Hart House:Kitchen:stove")
    assert town.tiles_for(stove) == [(1, 2)]
    kitchen = town.tiles_for(Place.parse("Hart House:Kitchen"))
    assert len(kitchen) == 16 - 3  # 4x4 room minus stove, fridge, table
    house = town.tiles_for(Place(sector="Hart House"))
    assert set(kitchen) < set(house) and (3, 5) in house and (5, 3) in house
    with pytest.raises(KeyError):
        town.tiles_for(Place.parse("Hart House:Attic"))


def test_place_of_tile(town):
    assert town.place_of_tile(2, 2) == Place(sector="Hart House", arena="Kitchen")
    assert town.place_of_tile(3, 5) == Place(sector="Hart House")  # the front door
    assert town.place_of_tile(17, 2) is None
    assert town.place_of_tile(27, 4) == Place(sector=CAFE, arena="Dining Area")


def test_hours_and_closures(town):
    assert town.is_open(CAFE, 8 * 60) and not town.is_open(CAFE, 21 * 60)
    town.close_sector(CAFE)
    assert not town.is_open(CAFE, 8 * 60)
    assert town.closed_sectors == {CAFE}
    opts = {str(o.place): o for o in town.options(minute=8 * 60)}
    assert not opts[f"{CAFE}:Counter:coffee_machine"].open_now
    assert opts["Hart House:Kitchen:stove"].open_now
    assert "Sunny Bean Cafe [cafe] open 07:00-20:00 (closed now)" in town.to_text(minute=8 * 60)
    town.open_sector(CAFE)
    assert town.is_open(CAFE, 8 * 60)
    with pytest.raises(KeyError):
        town.close_sector("Atlantis")


def test_object_state(town):
    stove = Place.parse("Hart House:Kitchen:stove")
    assert town.state_of(stove) == "idle"
    town.set_object_state(stove, "in use by Maya")
    assert town.object_state["Hart House:Kitchen:stove"] == "in use by Maya"
    town.set_object_state(stove, "")
    assert town.state_of(stove) == "idle"
    with pytest.raises(KeyError):
        town.set_object_state(Place.parse("Hart House:Kitchen"), "busy")
    with pytest.raises(KeyError):
        town.set_object_state(Place.parse("Hart House:Kitchen:toaster"), "busy")


def test_state_round_trip(town_path):
    a = load_town(town_path)
    a.set_object_state(Place.parse("Hart House:Kitchen:stove"), "in use by Maya")
    a.set_object_state(Place.parse(f"{CAFE}:Counter:coffee_machine"), "broken")
    a.close_sector(CAFE)
    state = json.loads(json.dumps(a.get_state()))
    b = load_town(town_path)
    b.set_state(state)
    assert b.get_state() == a.get_state()
    assert b.object_state == a.object_state
    assert not b.is_open(CAFE, 9 * 60)
    b.set_state({"object_state": {}, "closed": []})
    assert set(b.object_state.values()) == {"idle"} and b.is_open(CAFE, 9 * 60)
    with pytest.raises(KeyError, match="Nowhere:X:y"):
        b.set_state({"object_state": {"Nowhere:X:y": "broken"}, "closed": []})


def test_nearest_walkable_prefers_the_reachable_town(town):
    assert town.nearest_walkable(1, 1) == (1, 2)  # from the stove to the tile in front of it
    assert town.nearest_walkable(3, 3) == (3, 3)
