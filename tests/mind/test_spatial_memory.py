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


def offered_by_walk(m, is_open=None):
    """What ``options`` offers, by a walk over every known place (as it was worked out)."""
    known = m.options(objects_only=False)
    rooms = {(o.place.sector, o.place.arena) for o in known if o.place.obj}
    return tuple(
        PlaceOption(
            place=o.place,
            sector_kind=o.sector_kind,
            arena_kind=o.arena_kind,
            obj_kind=o.obj_kind,
            open_now=is_open(o.place.sector) if is_open else True,
        )
        for o in known
        if o.place.arena and (o.place.obj or (o.place.sector, o.place.arena) not in rooms)
    )


def test_options_made_once_follow_what_is_learned_and_what_is_open():
    m = SpatialMemory()
    closed = {"Pub"}
    steps = [
        opt("Pub:Bar"),
        opt("Pub", "pub"),
        opt("Home:Kitchen", "home", "kitchen"),
        opt("Pub:Bar:counter", "pub", "bar", "counter"),
        opt("Park:Lawn:bench", "park", "lawn", "bench"),
        opt("Home:Kitchen:stove", "home", "kitchen", "stove"),
    ]
    for o in steps:
        m.learn(o)
        for is_open in (None, lambda s: s not in closed, lambda s: False):
            assert m.options(is_open) == offered_by_walk(m, is_open)
    assert [o.open_now for o in m.options(lambda s: s not in closed)] == [
        o.place.sector != "Pub" for o in m.options()
    ]
    n = SpatialMemory()
    n.set_state(m.get_state())
    assert n.options(lambda s: s != "Home") == offered_by_walk(m, lambda s: s != "Home")


def test_the_known_sectors_follow_the_places_learned_through_a_save():
    """``knows_sector`` (a talk's end asks it of its building) and ``sectors`` answer from the
    sectors kept as places are learned, in the order learned, through a save and a load."""
    m = SpatialMemory()
    assert m.sectors() == [] and not m.knows_sector("Pub")
    m.learn(opt("Pub:Bar:counter", "pub", "bar", "counter"))
    m.learn(opt("Home:Kitchen:stove", "home", "kitchen", "stove"))
    m.learn(opt("Pub:Bar"))
    assert m.knows_sector("Pub") and m.knows_sector("Home") and not m.knows_sector("Park")
    m.learn(opt("Park", "park"))
    assert m.knows_sector("Park") and m.sectors() == ["Pub", "Home", "Park"]
    again = SpatialMemory()
    again.set_state(m.get_state())
    assert again.sectors() == m.sectors() and again.knows_sector("Park")
    again.set_state([])
    assert again.sectors() == [] and not again.knows_sector("Pub")
