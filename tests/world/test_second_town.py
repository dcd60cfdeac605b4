"""The second town, ``maps/brinewick`` (a Tiled map): it loads through the same
contract as Smallville, is one connected place, and every resident's home and workplace exist.

Brinewick exists to prove that nothing in the game is tied to one town, so these tests also pin
the ways it differs from Smallville (size, sector mix, a home inside a public building, arena
names that do not say what they are for)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from game.mind.persona import check_places, load_personas
from game.mind.types import Place
from game.world.tmx import load_town

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "maps" / "brinewick"
MAP = FOLDER / "town.tmx"
RESIDENTS = FOLDER / "residents.json"

pytestmark = pytest.mark.skipif(
    not MAP.exists(), reason="maps/brinewick/town.tmx is not in this checkout"
)


@pytest.fixture(scope="module")
def town():
    return load_town(MAP)


@pytest.fixture(scope="module")
def personas():
    return load_personas(RESIDENTS)


def test_loads_with_its_own_name_size_and_start(town):
    assert town.name == "Brinewick"
    assert (town.width, town.height, town.tile_size) == (100, 68, 32)
    assert town.start_time.isoformat() == "2026-05-08T06:00:00"
    assert town.validate() == []


def test_structure_counts(town):
    tree = town.tree
    assert (len(tree.sectors()), len(tree.arenas()), len(tree.objects())) == (14, 51, 194)
    kinds = Counter(s.kind for s in tree.sectors())
    assert kinds == Counter(
        home=4,
        apartments=1,
        cafe=1,
        pub=1,
        market=1,
        supply_store=1,
        college=1,
        town_hall=1,
        park=3,
    )
    hours = {s.name: s.hours for s in tree.sectors() if s.hours}
    assert hours == {
        "Saltloaf Bakery": "06:00-15:00",
        "Brinewick School": "08:00-16:30",
        "Rook's Chandlery": "08:00-17:30",
        "Quay Stores": "08:00-19:00",
        "Harbour Office": "08:00-17:00",
        "The Lantern Inn": "11:00-23:00",
    }
    # the inn has rooms: somebody lives in a public place with opening hours
    inn = {a.name: a.kind for a in tree.arenas("The Lantern Inn")}
    assert inn["Keeper's Room"] == "bedroom" and inn["Taproom"] == "bar"


def test_one_connected_walkable_region(town):
    assert town.unreachable_tiles() == 0
    assert int(town.grid.walkable.sum()) > 3000


def test_every_spawn_reaches_every_object(town):
    for name, spawn in town.spawns.items():
        dist = town.grid.distances_from([spawn])
        for obj in town.tree.objects():
            assert any(dist[y, x] >= 0 for x, y in obj.access), f"{obj.place} from {name}"


def test_every_home_has_a_spawn_at_its_door(town):
    homes = [s.name for s in town.tree.sectors() if s.kind in ("home", "apartments")]
    for home in homes:
        assert f"{home} door" in town.spawns, home
    assert "The Lantern Inn door" in town.spawns


def test_residents_homes_and_workplaces_exist(town, personas):
    assert len(personas) == 12
    check_places(personas, lambda place: place in town.tree)  # raises on a missing place
    for p in personas:
        home = town.tree.get(p.home)
        assert home.kind in ("bedroom", "studio"), p.id
        beds = [o for o in town.tree.objects(p.home.sector, p.home.arena) if o.kind == "bed"]
        assert beds, f"{p.id} has no bed in {p.home}"
        if p.work:
            assert town.tree.get(p.work.place).kind, p.id


def test_residents_file_shape(personas):
    data = json.loads(RESIDENTS.read_text(encoding="utf-8"))
    assert data["town"] == "Brinewick"
    ids = {p.id for p in personas}
    for p in personas:
        for other in p.relationships:
            assert other in ids
            back = next(q for q in personas if q.id == other)
            assert p.id in back.relationships, f"{other} does not know {p.id}"
        assert p.statements(), p.id
    by_id = {p.id: p for p in personas}
    # at least one workplace whose name does not say what it is for
    assert Place(sector="The Lantern Inn", arena="Taproom") == by_id["wenna_carrow"].work.place
    assert Place(sector="Rook's Chandlery", arena="Boatshed") == by_id["kit_abernethy"].work.place
    assert "until mid-afternoon" in by_id["hedda_pellow"].daily_requirement
    # the planned event on the second day, known only to its host at the start
    knows = [p.id for p in personas if any("lantern gathering" in m for m in p.statements())]
    assert knows == ["isolde_marr"]


def test_differs_from_smallville(town):
    small = load_town(ROOT / "maps" / "smallville" / "town.tmx")
    names = {s.name for s in town.tree.sectors()} & {s.name for s in small.tree.sectors()}
    assert names == set()
    assert (town.width, town.height) != (small.width, small.height)
