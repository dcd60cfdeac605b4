"""Spatial memory keeps what it answers often (each known sector's kind, the rooms with a known
object) as places are learned: the answers match a walk over every known place, through a
save and a load."""

from game.mind.spatial import SpatialMemory
from game.mind.types import Place, PlaceOption


def opt(addr, sk="", ak="", ok=""):
    return PlaceOption(place=Place.parse(addr), sector_kind=sk, arena_kind=ak, obj_kind=ok)


def walked_kinds(m):
    out = {}
    for o in m.options(objects_only=False):
        if o.sector_kind and o.place.sector not in out:
            out[o.place.sector] = o.sector_kind
    return out


def test_sector_kinds_and_options_as_a_walk_over_every_place_gives_them():
    m = SpatialMemory()
    m.learn(opt("Pub:Bar"))  # learned first without its sector's kind
    m.learn(opt("Pub:Bar:counter", "pub", "bar", "counter"))
    m.learn(opt("Home:Kitchen", "home", "kitchen"))
    m.learn(opt("Park:Lawn", "park", "lawn"))
    m.learn(opt("Park:Lawn:bench", "other", "lawn", "bench"))  # a second kind: the first holds
    m.learn(opt("Home:Kitchen:stove", "home", "kitchen", "stove"))
    assert m.sector_kinds() == walked_kinds(m) == {"Pub": "pub", "Home": "home", "Park": "park"}
    rooms = [str(o.place) for o in m.options()]
    assert rooms == ["Pub:Bar:counter", "Park:Lawn:bench", "Home:Kitchen:stove"]
    kinds = m.sector_kinds()
    kinds["Pub"] = "cafe"  # a copy: changing it changes nothing
    assert m.sector_kinds()["Pub"] == "pub"
    again = SpatialMemory()
    again.set_state(m.get_state())
    assert again.sector_kinds() == m.sector_kinds()
    assert again.options() == m.options()
    again.set_state([])
    assert again.sector_kinds() == {} and again.options() == ()
