"""The third town, ``tests/towns/larkholme`` (a Tiled map, edited by hand): an inland village that
nobody tuned the game or the built-in brain to. It must load through the game's own checks,
run a morning without anyone getting stuck, save and load exactly, and stay unknown to
``game/`` (no module, table or prompt may name its places or residents)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.app_setup import build_simulation, load_town_files
from game.brains.builtin.tables import active, load_tables, use_tables
from game.sim.simulation import SimConfig
from game.store.savefile import read_save, write_save
from game.world.places import SECTOR_KINDS

ROOT = Path(__file__).resolve().parents[2]
TOWNS = Path(__file__).parents[1] / "towns"
FOLDER = TOWNS / "larkholme"
HOURS = 6


@pytest.fixture(autouse=True)
def _keep_tables():
    """Loading a town switches the built-in brain's process-wide tables: put them back."""
    before = active()
    yield
    use_tables(before)


def _build():
    return build_simulation("larkholme", maps_dir=TOWNS, config=SimConfig(seed=1))


def _canonical(state: dict) -> dict:
    return json.loads(json.dumps(state, sort_keys=True))


@pytest.fixture(scope="module")
def morning():
    """Six hours from the map's start, sampled every five minutes: who was awake, and who
    stood in their workplace during their work hours. The built-in brain's tables are
    process-wide, so the ones in use before are put back afterwards."""
    before = active()
    sim = _build()
    start = {rid: sim.bodies[rid].tile for rid in sim.order}
    awake, at_work = set(), set()
    chunk = sim.clock.steps_for(5 / 60)
    for _ in range(sim.clock.steps_for(HOURS) // chunk):
        sim.run_steps(chunk)
        now = sim.clock.now
        minute = now.hour * 60 + now.minute
        day = now.strftime("%a").lower()[:3]
        for rid, body in sim.bodies.items():
            if not body.asleep:
                awake.add(rid)
            work = sim.residents[rid].persona.work
            if (
                work
                and day in work.days
                and work.start <= minute < work.end
                and body.arena is not None
                and body.arena.sector == work.place.sector
            ):
                at_work.add(rid)
    yield sim, start, awake, at_work
    use_tables(before)


def test_the_town_passes_the_games_own_checks():
    world, personas = load_town_files("larkholme", maps_dir=TOWNS)
    assert world.name == "Larkholme"
    assert world.validate() == [] and world.unreachable_tiles() == 0
    assert world.start_time.weekday() < 5 and 5 <= world.start_time.hour < 10
    assert {s.kind for s in world.tree.sectors()} <= SECTOR_KINDS
    assert 8 <= len(personas) <= 10
    by_id = {p.id: p for p in personas}
    for p in personas:
        beds = [o for o in world.tree.objects(p.home.sector, p.home.arena) if o.kind == "bed"]
        assert beds, f"{p.id} has no bed in {p.home}"
        assert p.statements() and p.appearance, p.id
        for other in p.relationships:
            assert p.id in by_id[other].relationships, f"{other} does not know {p.id}"
    workplaces = [p.work.place for p in personas if p.work]
    assert any(workplaces.count(w) >= 2 for w in workplaces)  # a workplace shared by two
    # one planned event on the second day, known only to its host at the start
    knows = [p.id for p in personas if any("village meeting" in m for m in p.statements())]
    assert knows == ["walter_pennick"]


def test_differs_from_the_towns_under_maps():
    world, personas = load_town_files("larkholme", maps_dir=TOWNS)
    ours = {s.name for s in world.tree.sectors()}
    for folder in (ROOT / "maps").iterdir():
        if (folder / "town.tmx").exists():
            other, people = load_town_files(folder.name)
            assert (other.width, other.height) != (world.width, world.height)
            assert ours & {s.name for s in other.tree.sectors()} == set()
            assert {p.name for p in people} & {p.name for p in personas} == set()


def test_everyone_wakes_and_moves(morning):
    sim, start, awake, _ = morning
    assert awake == set(sim.order)
    for rid, body in sim.bodies.items():
        assert body.tile != start[rid] or len(body.time_in) >= 2, f"{rid} never moved"
        assert body.blocked_trips == 0, rid


def test_workers_reach_their_workplace_in_work_hours(morning):
    sim, _, _, at_work = morning
    first = sim.clock.start
    end = first.hour * 60 + first.minute + HOURS * 60
    due = {
        rid
        for rid, r in sim.residents.items()
        if (w := r.persona.work)
        and first.strftime("%a").lower()[:3] in w.days
        and w.start < end - 30  # at least half an hour of the shift inside the run
    }
    assert len(due) >= 8
    assert due - at_work == set()


def test_residents_talk(morning):
    sim = morning[0]
    assert len(sim.talks.log) >= 1
    for conv in sim.talks.log:
        assert len(conv["members"]) >= 2 and len(conv["lines"]) >= 2
        for speaker, name, text in conv["lines"]:
            assert speaker in conv["members"] and name and text.strip()
            assert "{" not in text and "}" not in text, text  # no unfilled template slot


def test_save_and_load_round_trip(morning, tmp_path):
    sim = morning[0]
    path = write_save(tmp_path / "larkholme.json", sim.get_state())
    twin = _build()
    twin.set_state(read_save(path))
    assert _canonical(twin.get_state()) == _canonical(sim.get_state())
    assert [c["lines"] for c in twin.talks.log] == [c["lines"] for c in sim.talks.log]


def _larkholme_names() -> set[str]:
    """The town's name, residents' names (whole and each part) and the distinctive words of the
    sectors' names, found the way tests/brains/test_builtin_tables.py finds the other towns'."""
    generic = load_tables().place_words | {"town", "main", "walk"}
    people = json.loads((FOLDER / "residents.json").read_text(encoding="utf-8"))
    names: set[str] = {people["town"]}
    for r in people["residents"]:
        names.add(r["name"])
        names.update(r["name"].split())
    text = (FOLDER / "town.tmx").read_text(encoding="utf-8")
    group = re.search(r'<objectgroup[^>]*name="sectors".*?</objectgroup>', text, re.S)
    for name in re.findall(r'<object [^>]*name="([^"]+)"', group.group(0)):
        if not {w.lower() for w in name.split()} <= generic:
            names.add(name.replace("&apos;", "'"))
        lead = []
        for word in name.split():
            if word.lower() in generic:
                break
            lead.append(word)
        if lead:
            names.add(" ".join(lead).replace("&apos;", "'"))
    return names


def test_no_file_under_game_names_the_third_town():
    names = _larkholme_names()
    assert {"Larkholme", "Gideon Marlow", "Primrose Tea", "Wychwood Veterinary Surgery"} <= names
    words = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    anywhere = re.compile(rf"\b(?:{words})\b")  # case-sensitive: "Hale" the name, not "hale"
    in_brain = re.compile(rf"\b(?:{words})\b", re.I)
    brain = ROOT / "game" / "brains" / "builtin"
    hits = []
    for path in sorted((ROOT / "game").rglob("*")):
        if not path.is_file() or path.suffix not in {".py", ".txt", ".toml", ".json", ".md"}:
            continue
        pattern = in_brain if brain in path.parents else anywhere
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            hits += [f"{path.relative_to(ROOT)}:{i}: {m.group(0)}" for m in pattern.finditer(line)]
    assert not hits, hits
