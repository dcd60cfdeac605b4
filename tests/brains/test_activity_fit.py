"""Every action's object and room fit the activity: the activity tables against the towns' maps,
and the built-in brain's choices that keep them fitting.

The tables (``game/brains/builtin/data/activities.toml``) say, for each activity, the kinds of
building it happens in and, for each of its steps, the object kinds it uses and the room kinds it
is done in. The first tests read them against the three maps (Smallville, Brinewick and the
untuned Larkholme): a step's objects must exist in a room of its kinds, in a building of its
activity's kinds. The others give the brain made-up places (no real town's names): a step that
names its room leaves the room the plan names, a step that needs water is not done where there is
none, an errand with every shop shut is dropped, and a plan that names a place by one word or
points at a kind of place goes there. The last runs the untuned town for a day and counts
misfits with the believability bench's check (``bench/fit_checks.py``).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from game.app_setup import build_simulation, load_town_files
from game.brains.builtin.activities import by_name
from game.brains.builtin.decompose import Decomposer
from game.brains.builtin.place_fit import STAND_IN
from game.brains.builtin.tables import active, use_tables
from game.mind.brain import DecomposeRequest, PersonaCard
from game.mind.types import Place, PlaceOption, PlanBlock
from game.sim.simulation import SimConfig

ROOT = Path(__file__).resolve().parents[2]
TOWNS = (
    ("smallville", ROOT / "maps"),
    ("brinewick", ROOT / "maps"),
    ("larkholme", ROOT / "tests/towns"),
)


@pytest.fixture(autouse=True)
def _keep_tables():
    """Loading a town switches the built-in brain's process-wide tables: put them back."""
    before = active()
    yield
    use_tables(before)


@pytest.fixture(scope="module")
def where_objects() -> set[tuple[str, str, str]]:
    """(sector kind, arena kind, object kind) of every object of the three maps; arenas with no
    object appear with object kind ''."""
    out = set()
    for town, maps in TOWNS:
        world, _ = load_town_files(town, maps_dir=maps)
        tree = world.tree
        for a in tree.arenas():
            skind = tree.sector(a.sector).kind
            out.add((skind, a.kind, ""))
            out |= {(skind, a.kind, o.kind) for o in tree.objects(a.sector, a.name)}
    return out


def step_sets():
    """(activity, the sector kinds a step set is used in, its steps) for every step set."""
    homes = active().home_kinds
    for cat in by_name().values():
        kinds = {k for s in cat.sectors for k in (homes if s == "home" else {s})}
        own = kinds - set(cat.variants)
        for steps in (cat.steps, cat.opening, cat.closing, cat.host_steps):
            yield cat.name, own or kinds, steps
        if cat.idle is not None:
            yield cat.name, kinds | set(cat.variants), (cat.idle,)
        for kind, steps in cat.variants.items():
            yield cat.name, set(homes) if kind == "home" else {kind}, steps


def test_every_steps_objects_are_in_a_room_of_its_kinds(where_objects):
    bad = []
    for name, kinds, steps in step_sets():
        for st in steps:
            if not kinds and not st.objs and not st.arenas:
                continue  # (no place kind of its own, "calls": done wherever its text names)
            found = {
                (s, a, o)
                for s, a, o in where_objects
                if s in kinds
                and (not st.arenas or a in st.arenas)
                and (o in st.objs or not st.objs)
            }
            if not found:
                bad.append(f"{name}: {st.texts[0]!r} {st.objs} in {st.arenas or 'any room'}")
    assert not bad, bad


def test_every_kind_of_place_an_activity_happens_in_has_room_for_its_steps(where_objects):
    """Each kind of building an activity may happen in is, in some town, one where at least two
    of its steps can be done (not one step on a loop, nor every step at the wrong object)."""
    homes = active().home_kinds
    bad = []
    for cat in by_name().values():
        for kind in {*cat.sectors, *cat.variants}:
            steps = cat.variants.get(kind, cat.steps)
            fit = {
                i
                for i, st in enumerate(steps)
                for s, a, o in where_objects
                if (s in homes if kind == "home" else s == kind)
                and (not st.arenas or a in st.arenas)
                and (o in st.objs or not st.objs)
            }
            if len(fit) < min(2, len(steps)):
                bad.append(f"{cat.name} at a {kind}: {len(fit)} of {len(steps)} steps fit")
    assert not bad, bad


# ---------------------------------------------------------------------- made-up places
SHOP, PARK, HOUSE, LOCKUP = "Fernside Stores", "Elm Green", "Rowan House", "Tinker's Lockup"
ROOMS = {  # (sector, sector kind, arena, arena kind): object kinds
    (SHOP, "market", "Aisles", "aisles"): ["grocery_shelf", "grocery_shelf", "cash_register"],
    (SHOP, "market", "Back Room", "storeroom"): ["grocery_shelf"],
    (PARK, "park", "Green", "lawn"): ["bench", "bench", "picnic_table"],
    (HOUSE, "home", "Bedroom", "bedroom"): ["bed", "wardrobe", "desk"],
    (HOUSE, "home", "Kitchen", "kitchen"): ["fridge", "stove", "sink", "kitchen_table"],
    (HOUSE, "home", "Front Room", "living_room"): ["sofa", "tv", "bookshelf"],
    (LOCKUP, "supply_store", "Counter", "shop_floor"): ["tool_shelf", "cash_register"],
}


def options(closed: tuple[str, ...] = ()) -> tuple[PlaceOption, ...]:
    out = []
    for (sector, skind, arena, akind), objs in ROOMS.items():
        for i, obj in enumerate(objs):
            name = obj.replace("_", " ") + (f" {i + 1}" if objs.count(obj) > 1 else "")
            out.append(
                PlaceOption(
                    place=Place(sector=sector, arena=arena, obj=name),
                    sector_kind=skind,
                    arena_kind=akind,
                    obj_kind=obj,
                    open_now=sector not in closed,
                )
            )
    return tuple(out)


GROCER = PersonaCard(
    id="bo_reeve",
    name="Bo Reeve",
    age=40,
    occupation="shop assistant",  # (a grocer who runs the shop orders and prices: the till's)
    home=Place(sector=HOUSE, arena="Bedroom"),
    work=Place(sector=SHOP, arena="Aisles"),
)
NEIGHBOUR = PersonaCard(
    id="cy_marsh", name="Cy Marsh", age=35, occupation="", home=Place(sector=HOUSE, arena="Bedroom")
)


def actions(persona, activity, start=17 * 60, end=18 * 60, closed=()):
    blk = PlanBlock(start=start, end=end, activity=activity)
    req = DecomposeRequest(persona=persona, block=blk, day_plan=(blk,), options=options(closed))
    return Decomposer(seed=3).decompose(req)


def kinds(place: Place) -> tuple[str, str, str]:
    for o in options():
        if o.place == place or (o.place.sector, o.place.arena) == (place.sector, place.arena):
            return o.sector_kind, o.arena_kind, o.obj_kind if o.place == place else ""
    return "", "", ""


def test_a_step_that_names_its_room_leaves_the_room_the_plan_names():
    acts = actions(GROCER, "work in the aisles at Fernside Stores", 9 * 60, 13 * 60)
    boxes = [a for a in acts if a.description == "carry boxes in from the storeroom"]
    assert boxes
    assert all(kinds(a.place)[1] == "storeroom" for a in boxes)
    assert all(a.place.arena == "Aisles" for a in acts if "till" in a.description)


def test_a_step_needing_water_is_not_done_where_there_is_none():
    acts = actions(NEIGHBOUR, "take a walk in the park", 10 * 60, 12 * 60)
    assert {a.place.sector for a in acts} == {PARK}
    assert not [a for a in acts if "water" in a.description or "pond" in a.description]


def test_an_errand_with_every_shop_shut_is_dropped_for_a_quiet_time_at_home():
    errands = by_name()["errands"]
    steps = (*errands.steps, *errands.closing, *(st for v in errands.variants.values() for st in v))
    texts = {t for st in steps for t in st.texts}
    acts = actions(NEIGHBOUR, "run errands at the market", closed=(SHOP, LOCKUP))
    assert {a.place.sector for a in acts} == {HOUSE}
    assert not {a.description for a in acts} & texts
    relax = by_name()["relax"]
    assert {a.description for a in acts} <= {t for st in relax.steps for t in st.texts} | {STAND_IN}
    open_ = actions(NEIGHBOUR, "run errands at the market")
    assert {a.place.sector for a in open_} == {SHOP}


def test_a_plan_names_a_place_by_one_word_of_its_name():
    acts = actions(NEIGHBOUR, "go to the lockup to help out", 10 * 60, 11 * 60)
    assert {a.place.sector for a in acts} == {LOCKUP}


def test_a_kind_of_place_the_plan_points_at_beats_the_activitys_usual_place():
    acts = actions(GROCER, "eat his lunch on the green", 12 * 60, 13 * 60)
    assert {a.place.sector for a in acts} == {PARK}
    assert all(kinds(a.place)[2] in ("bench", "picnic_table", "") for a in acts)


# ---------------------------------------------------------------------- a whole day
def _fit_checks():
    spec = importlib.util.spec_from_file_location("fit_checks", ROOT / "bench" / "fit_checks.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # its dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


def test_a_day_in_the_untuned_town_has_under_one_percent_misfits():
    sim = build_simulation(
        "larkholme", maps_dir=ROOT / "tests/towns", config=SimConfig(seed=7, autosave_minutes=0)
    )
    fit = _fit_checks().FitCheck(sim)
    for _ in range(24 * 6):
        sim.run_steps(60)
        for rid in sim.bodies:
            fit.sample(rid, sim.clock.now)
    sim.shutdown()
    wrong = sum(n for why, n in fit.bad.items() if why != "closed")
    assert fit.n > 500
    assert wrong / fit.n < 0.01, fit.shown(12)
