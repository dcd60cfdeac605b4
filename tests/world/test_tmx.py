"""A bad map must give one clear TownError naming the file, the problem and the place."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.mind.types import Place
from game.world.tmx import TownError, load_town
from tests.world.tmx_fixture import ARENAS, PICTURE, SECTORS, write_town


def load_error(path) -> str:
    with pytest.raises(TownError) as info:
        load_town(path)
    message = str(info.value)
    assert message.startswith(str(path)), message
    assert "\n" not in message and "Traceback" not in message
    return message


def test_missing_file(tmp_path):
    path = tmp_path / "nowhere" / "town.tmx"
    assert load_error(path) == f"{path}: map file not found"


def test_corrupt_xml(tmp_path):
    path = tmp_path / "town.tmx"
    path.write_text('<?xml version="1.0"?>\n<map width="3" height=', encoding="utf-8")
    assert "is not a readable TMX file (XML error" in load_error(path)


def test_binary_garbage(tmp_path):
    path = tmp_path / "town.tmx"
    path.write_bytes(bytes(range(256)) * 4)
    assert "not a readable TMX file" in load_error(path)


def test_missing_tileset(tmp_path):
    path = write_town(tmp_path)
    (tmp_path / "assets" / "tiles" / "town.tsx").unlink()
    assert "town.tsx" in load_error(path)


def test_missing_object_layer(tmp_path):
    path = write_town(tmp_path, omit_layers=("arenas",))
    assert load_error(path) == f"{path}: map has no object layer 'arenas'"


def test_missing_tile_layer(tmp_path):
    path = write_town(tmp_path, omit_layers=("walls",))
    assert load_error(path).endswith("map has no tile layer 'walls'")


def test_object_outside_any_arena(tmp_path):
    path = write_town(tmp_path, objects=[("lost_bench", "bench", (17, 2, 1, 1))])
    assert load_error(path).endswith("object 'lost_bench' at tile (17, 2) lies outside every arena")


def test_arena_outside_any_sector(tmp_path):
    arenas = ARENAS + [("Shed", "storeroom", (16, 1, 3, 3))]
    path = write_town(tmp_path, arenas=arenas)
    assert load_error(path).endswith(
        "arena 'Shed' at tile (16, 1) size 3x3 lies outside every sector"
    )


def test_unreachable_object_behind_a_wall(tmp_path):
    picture = list(PICTURE)
    picture[1] = "#sf__#b_____#_p#   #cm_________#"  # wall off the piano's corner ...
    picture[2] = "#____#______####   #___________#"  # ... leaving it one floor tile
    path = write_town(tmp_path, picture)
    message = load_error(path)
    assert (
        "object 'Hart House:Living Room:piano' cannot be reached from spawn 'hart_door'" in message
    )


def test_object_with_no_walkable_access(tmp_path):
    picture = list(PICTURE)
    picture[1] = "#sf__#b______#p#   #cm_________#"
    picture[2] = "#____#________##   #___________#"
    path = write_town(tmp_path, picture)
    assert load_error(path).endswith(
        "object 'Hart House:Living Room:piano' at tile (14, 1) has no walkable tile inside or next to it"
    )


def test_duplicate_names(tmp_path):
    path = write_town(tmp_path, sectors=SECTORS + [("Hart House", "home", (16, 8, 2, 2), "")])
    assert load_error(path).endswith("duplicate sector 'Hart House'")
    path = write_town(tmp_path, objects=[("stove", "stove", (4, 1, 1, 1))])
    assert "duplicate object 'Hart House:Kitchen:stove'" in load_error(path)


def test_no_spawns(tmp_path):
    path = write_town(tmp_path, spawns={})
    assert "map has no spawn points" in load_error(path)


def test_spawn_on_a_wall(tmp_path):
    path = write_town(tmp_path, spawns={"hart_door": (3, 6), "in_wall": (0, 0)})
    assert "spawn 'in_wall' at tile (0, 0) is on a blocked tile" in load_error(path)


def test_bad_start_time_and_missing_name(tmp_path):
    path = write_town(tmp_path, properties={"start_time": "Friday morning"})
    assert (
        "map property start_time: expected a time like 2026-02-13 08:00, got 'Friday morning'"
        in load_error(path)
    )
    path = write_town(tmp_path, properties={"town_name": None})
    assert load_error(path).endswith("map property town_name: is missing")


def test_bad_hours_and_unknown_kind(tmp_path):
    sectors = [(n, k, r, "7am-8pm" if k == "cafe" else h) for n, k, r, h in SECTORS]
    path = write_town(tmp_path, sectors=sectors)
    assert "sector 'Sunny Bean Cafe' has bad hours" in load_error(path)
    path = write_town(tmp_path, objects=[("thing", "cafe_tabel", (7, 2, 1, 1))])
    assert "object 'thing' has unknown kind 'cafe_tabel'" in load_error(path)


def test_validate_false_loads_a_broken_map(tmp_path):
    path = write_town(tmp_path, spawns={"hart_door": (3, 6), "in_wall": (0, 0)})
    town = load_town(path, validate=False)
    assert town.validate()[0] == "spawn 'in_wall' at tile (0, 0) is on a blocked tile"


def test_hierarchy_by_centre(tmp_path):
    # Spans the kitchen/living-room wall; its centre (6.0, 2.5) lies in the living room.
    path = write_town(tmp_path, objects=[("wide_shelf", "bookshelf", (4, 2, 4, 1))])
    town = load_town(path)
    shelf = town.tree.get(Place.parse("Hart House:Living Room:wide_shelf"))
    assert all(x >= 6 for x, _ in shelf.access)  # access tiles inside its own arena first


def test_world_package_stays_headless():
    """No pygame, no wall clock, no global random in game/world (style habits 4 and 5)."""
    root = Path(__file__).resolve().parents[2] / "game" / "world"
    for source in root.glob("*.py"):
        text = source.read_text(encoding="utf-8")
        for banned in ("import pygame", "time.time(", "import random", "datetime.now("):
            assert banned not in text, f"{source.name} uses {banned}"
