"""A resident's known places as saves hold them: made once per place (an autosave takes them
every game hour), in learning order, and an earlier state is not changed by later learning."""

import json

from game.mind.spatial import SpatialMemory
from game.mind.types import Place, PlaceOption


def option(sector, arena="", obj=""):
    place = Place(sector=sector, arena=arena, obj=obj)
    return PlaceOption(place=place, sector_kind="home", arena_kind="kitchen", obj_kind=obj)


def test_the_saved_places_are_each_place_once_in_learning_order_and_round_trip():
    known = SpatialMemory()
    places = [option("Home"), option("Home", "Kitchen"), option("Home", "Kitchen", "stove")]
    assert known.learn_all([*places, places[1]]) == 3
    state = known.get_state()
    expected = [[str(o.place), o.sector_kind, o.arena_kind, o.obj_kind] for o in places]
    assert state == expected
    known.learn(option("Cafe", "Counter"))
    assert state == expected  # an earlier state stays as it was taken
    later = known.get_state()
    assert later[:3] == expected and later[3][0] == str(Place(sector="Cafe", arena="Counter"))
    assert all(a is b for a, b in zip(state, later, strict=False))  # rows made once
    again = SpatialMemory()
    again.set_state(json.loads(json.dumps(later)))
    assert again.get_state() == later and len(again) == 4
    again.set_state(state)
    assert again.get_state() == expected and not again.knows(Place(sector="Cafe", arena="Counter"))
