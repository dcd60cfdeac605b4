"""A well-formed save that does not fit the town loading it is refused with one line."""

import json

import pytest

from game.store.savefile import SaveError, read_save
from game.store.town_checks import TownFacts

from .conftest import SAVE_V1


@pytest.fixture(scope="module")
def facts():
    """The facts the simulation would pass for the 3-resident Smallville of the fixture."""
    from game.app_setup import load_town_files

    town, personas = load_town_files("smallville", residents=3)
    return TownFacts(
        name=town.name,
        residents=tuple(p.id for p in personas),
        width=town.width,
        height=town.height,
        places={str(p) for p in town.tree.places()},
    )


def _save(tmp_path, change):
    doc = json.loads(SAVE_V1.read_text(encoding="utf-8"))
    change(doc["meta"]["1"], doc["world"]["1"], list(doc["residents"].values()), doc)
    path = tmp_path / "a.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_the_fixture_fits_its_town(facts):
    assert read_save(SAVE_V1, facts)["meta"]["town"] == "Smallville"
    read_save(SAVE_V1, TownFacts(facts.name, facts.residents, facts.width, facts.height))
    read_save(SAVE_V1, facts.__class__(**{**facts.__dict__, "places": lambda a: True}))


def _off_map(meta, world, residents, doc):
    world["bodies"]["leo_hart"]["x"] = 10_000


def _path_off_map(meta, world, residents, doc):
    world["bodies"]["maya_hart"]["path"] = [[5, 6], [5, 9999]]


def _unknown_action_place(meta, world, residents, doc):
    world["bodies"]["daniel_hart"]["action"]["place"]["obj"] = "jacuzzi"


def _unknown_schedule_place(meta, world, residents, doc):
    residents[1]["schedule"]["actions"][2]["place"] = {"sector": "Atlantis", "arena": "", "obj": ""}


def _unknown_object(meta, world, residents, doc):
    world["town"]["object_state"]["Hart House:Kitchen:jacuzzi"] = "bubbling"


def _unknown_known_place(meta, world, residents, doc):
    residents[2]["spatial"][4][0] = "Moon Base:Dome"


def _closed_unknown(meta, world, residents, doc):
    world["town"]["closed"] = ["Atlantis"]


def _other_town(meta, world, residents, doc):
    meta["town"] = "Oakvale"


def _stranger(meta, world, residents, doc):
    meta["residents"][2] = residents[2]["id"] = "zoe_stranger"
    world["bodies"]["zoe_stranger"] = {**world["bodies"].pop("leo_hart"), "id": "zoe_stranger"}


def _empty(meta, world, residents, doc):
    meta["residents"], doc["residents"], world["bodies"] = [], {}, {}


def _reordered(meta, world, residents, doc):
    meta["residents"][:2] = meta["residents"][1::-1]
    doc["residents"]["1"], doc["residents"]["2"] = residents[1], residents[0]


CASES = [
    (_off_map, "world.bodies.leo_hart.x is 10000, off the 120x80 map"),
    (_path_off_map, "world.bodies.maya_hart.path[2] is [5, 9999], off the 120x80 map"),
    (
        _unknown_action_place,
        "world.bodies.daniel_hart.action.place is 'Hart House:Kitchen:jacuzzi', "
        "which is not a place in Smallville",
    ),
    (
        _unknown_schedule_place,
        "residents[2].schedule.actions[3].place is 'Atlantis', which is not a place in Smallville",
    ),
    (
        _unknown_object,
        'world.town.object_state."Hart House:Kitchen:jacuzzi" is not a place in Smallville',
    ),
    (
        _unknown_known_place,
        "residents[3].spatial[5][1] is 'Moon Base:Dome', which is not a place in Smallville",
    ),
    (_closed_unknown, "world.town.closed[1] is not a place in Smallville"),
    (_other_town, "meta.town is 'Oakvale': a save of another town, not 'Smallville'"),
    (_stranger, "meta.residents[3] is 'zoe_stranger', not a resident of this town"),
    (_empty, "residents is empty but Smallville has 3 residents"),
    (_reordered, "meta.residents lists the residents in another order than this town"),
]


@pytest.mark.parametrize("change, message", CASES, ids=[c[0].__name__ for c in CASES])
def test_a_save_that_does_not_fit_the_town_is_one_line(tmp_path, facts, change, message):
    path = _save(tmp_path, change)
    read_save(path)  # well-formed on its own ...
    with pytest.raises(SaveError) as e:
        read_save(path, facts)  # ... but not for this town
    assert str(e.value) == f"{path}: {message}"


def test_a_bigger_town_than_the_save_is_named(tmp_path, facts):
    bigger = TownFacts(facts.name, facts.residents + ("ada_okafor",), facts.width, facts.height)
    with pytest.raises(SaveError, match="meta.residents lacks 'ada_okafor', a resident of this"):
        read_save(SAVE_V1, bigger)
