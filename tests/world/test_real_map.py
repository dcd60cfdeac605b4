"""The real town (``maps/smallville/town.tmx``) against docs/town_plan.md and residents.json."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.mind.types import Place
from game.world.tmx import load_town

ROOT = Path(__file__).resolve().parents[2]
MAP = ROOT / "maps" / "smallville" / "town.tmx"
PLAN = ROOT / "docs" / "town_plan.md"
RESIDENTS = ROOT / "maps" / "smallville" / "residents.json"

pytestmark = pytest.mark.skipif(
    not MAP.exists(), reason="maps/smallville/town.tmx is not in this checkout"
)


@pytest.fixture(scope="module")
def town():
    return load_town(MAP)


def plan_table() -> dict[str, tuple[str, str, list[tuple[str, str]]]]:
    """sector -> (kind, hours, [(arena, kind or '')]) from the plan's 'Sectors and arenas' table."""
    text = PLAN.read_text(encoding="utf-8").split("## Sectors and arenas", 1)[1]
    rows = {}
    for line in text.split("\n## ", 1)[0].splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("sector", "") or set(cells[0]) <= {"-"}:
            continue
        arenas = []
        for part in re.split(r",\s*(?![^()]*\))", cells[3]):
            m = re.match(r"^(.*?)\s*(?:\((\w+)\))?$", part.strip())
            arenas.append((m.group(1), m.group(2) or ""))
        rows[cells[0]] = (cells[1], cells[2], arenas)
    return rows


def test_real_map_loads_and_validates(town):
    assert town.name == "Smallville"
    assert (town.width, town.height, town.tile_size) == (120, 80, 32)
    assert town.start_time.isoformat() == "2026-02-13T07:00:00"
    assert town.validate() == []


def test_every_spawn_reaches_every_object(town):
    """Independent of validate(): one BFS distance field per spawn."""
    for name, spawn in town.spawns.items():
        dist = town.grid.distances_from([spawn])
        for obj in town.tree.objects():
            assert any(dist[y, x] >= 0 for x, y in obj.access), f"{obj.place} from {name}"


def test_sectors_and_arenas_match_the_plan(town):
    plan = plan_table()
    assert len(plan) == 19
    assert {s.name for s in town.tree.sectors()} == set(plan)
    for name, (kind, hours, arenas) in plan.items():
        sector = town.tree.sector(name)
        assert (sector.kind, sector.hours) == (kind, hours), name
        got = {a.name: a.kind for a in town.tree.arenas(name)}
        assert set(got) == {a for a, _ in arenas}, name
        for arena, arena_kind in arenas:
            # Rows write "Kitchen, Bathroom" without kinds; those kinds follow from the name.
            expected = arena_kind or arena.lower().replace(" ", "_")
            assert got[arena] == expected, f"{name}:{arena}"


def test_residents_places_exist(town):
    residents = json.loads(RESIDENTS.read_text(encoding="utf-8"))["residents"]
    for r in residents:
        for key in ("home", "work"):
            where = r.get(key)
            if where and where.get("sector"):
                place = Place(sector=where["sector"], arena=where.get("arena", ""))
                assert place in town.tree, f"{r['id']} {key}: {place}"
                assert town.tiles_for(place), f"{r['id']} {key}: {place} has no reachable tile"


def test_every_object_has_a_path_from_the_first_spawn(town):
    start = next(iter(town.spawns.values()))
    for obj in town.tree.objects():
        path = town.path_to(start, obj.place)
        assert (path[-1] if path else start) in obj.access
