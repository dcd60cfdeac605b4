"""An action's object fits what it does, whatever room the plan names: the built-in brain's
place choice for one step (``PlaceIndex.place_for_step``) over a made-up cafe and house.

A shift "at the counter" keeps to the counter for what the counter has (the coffee machine, the
till), but wiping the tables goes to a table and washing cups to the kitchen sink, never to the
till; watering seedlings at home fills the can at the kitchen sink, not the bathroom's; brushing
teeth keeps to the bathroom. The kinds come from the map and the tables' data; no name of a
real town is used."""

from __future__ import annotations

import pytest

from game.brains.builtin.activities import by_name
from game.brains.builtin.places import PlaceIndex
from game.mind.brain import PersonaCard
from game.mind.types import Place, PlaceOption

CAFE = "Teapot Cafe"
HOUSE = "Plum House"
OBJECTS = {  # (sector, sector kind, arena, arena kind): object kinds
    (CAFE, "cafe", "Counter", "counter"): ["coffee_machine", "counter", "cash_register"],
    (CAFE, "cafe", "Tables", "dining_area"): ["cafe_table", "cafe_table", "cafe_table"],
    (CAFE, "cafe", "Back Kitchen", "kitchen"): ["fridge", "stove", "sink"],
    (HOUSE, "home", "Bedroom", "bedroom"): ["bed", "wardrobe", "desk"],
    (HOUSE, "home", "Bathroom", "bathroom"): ["shower", "sink", "toilet"],
    (HOUSE, "home", "Kitchen", "kitchen"): ["fridge", "stove", "sink", "kitchen_table"],
    (HOUSE, "home", "Front Room", "living_room"): ["sofa", "tv", "bookshelf"],
}


def options() -> tuple[PlaceOption, ...]:
    out = []
    for (sector, skind, arena, akind), objs in OBJECTS.items():
        for i, obj in enumerate(objs):
            name = obj.replace("_", " ") + (f" {i + 1}" if objs.count(obj) > 1 else "")
            place = Place(sector=sector, arena=arena, obj=name)
            out.append(PlaceOption(place=place, sector_kind=skind, arena_kind=akind, obj_kind=obj))
    return tuple(out)


OWNER = PersonaCard(
    id="pat_quill",
    name="Pat Quill",
    age=40,
    occupation="cafe owner",
    home=Place(sector=HOUSE, arena="Bedroom"),
    work=Place(sector=CAFE, arena="Counter"),
)


def step(category: str, text: str, variant: str = ""):
    cat = by_name()[category]
    steps = cat.variants.get(variant, cat.steps) if variant else cat.steps
    return next(s for s in steps if s.texts[0] == text)


def where(category, text, sector, arena, plan, variant="", salt=0):
    idx = PlaceIndex(OWNER, options(), salt="test", seed=1)
    return idx.place_for_step(sector, arena, step(category, text, variant), plan, salt=salt)


@pytest.mark.parametrize("salt", range(8))
def test_a_shift_at_the_counter_wipes_tables_and_washes_cups_where_they_are(salt):
    plan = f"work at the counter at {CAFE}"
    tables = where("work_cafe", "wipe down the tables", CAFE, "Counter", plan, salt=salt)
    cups = where("work_cafe", "wash cups", CAFE, "Counter", plan, salt=salt)
    bake = where("work_cafe", "bake a tray of croissants", CAFE, "Counter", plan, salt=salt)
    latte = where("work_cafe", "pour a latte for a customer", CAFE, "Counter", plan, salt=salt)
    assert (tables.arena, tables.obj.rstrip(" 0123456789")) == ("Tables", "cafe table"), tables
    assert (cups.arena, cups.obj) == ("Back Kitchen", "sink"), cups
    assert (bake.arena, bake.obj) == ("Back Kitchen", "stove"), bake
    assert (latte.arena, latte.obj) == ("Counter", "coffee machine"), latte  # the room named


@pytest.mark.parametrize("arena", ["Bedroom", "Front Room", "Kitchen"])
@pytest.mark.parametrize("salt", range(4))
def test_seedlings_are_watered_from_the_kitchen_sink_and_teeth_brushed_in_the_bathroom(arena, salt):
    water = where(
        "gardening",
        "water the seedlings on the windowsill",
        HOUSE,
        arena,
        "tend her seedlings",
        variant="home",
        salt=salt,
    )
    assert (water.arena, water.obj) == ("Kitchen", "sink"), water
    teeth = next(
        s for c in by_name().values() for s in c.steps if s.texts[0] == "brush teeth" and s.arenas
    )
    idx = PlaceIndex(OWNER, options(), salt="test", seed=1)
    brushed = idx.place_for_step(HOUSE, arena, teeth, "get ready for bed", salt=salt)
    assert (brushed.arena, brushed.obj) == ("Bathroom", "sink"), brushed
