"""The built-in brain's choice of a building: the score of each known building plus a hash of
less than one, the hash worked out only for those within one of the best (a big town's
resident knows dozens of buildings, and a decomposition asks for each step's)."""

from game.brains.builtin import places
from game.brains.builtin.activities import classify
from game.brains.builtin.places import PlaceIndex
from game.mind.brain import PersonaCard
from game.mind.types import Place, PlaceOption


def opt(sector, kind, arena, akind, obj):
    return PlaceOption(place=Place(sector=sector, arena=arena, obj=obj), sector_kind=kind,
                       arena_kind=akind, obj_kind=obj)  # fmt: skip


def town() -> list[PlaceOption]:
    out = [opt("Lee House", "home", "Kitchen", "kitchen", "kitchen_table")]
    out += [opt(f"Shop {i}", "shop", "Floor", "shop_floor", "shelf") for i in range(30)]
    out += [opt(f"Cafe {i}", "cafe", "Room", "cafe_room", "cafe_table") for i in (1, 2)]
    return out


def test_only_the_buildings_near_the_best_score_are_hashed_and_the_hash_picks_among_them(
    monkeypatch,
):
    hashed = []
    real = places.stable_rand

    def counting(*parts):
        hashed.append(parts[-1])
        return real(*parts)

    monkeypatch.setattr(places, "stable_rand", counting)
    me = PersonaCard(id="ann", name="Ann Lee", age=40, home=Place(sector="Lee House"))
    cat = classify("have coffee at the cafe")
    chosen = set()
    for seed in range(40):
        hashed.clear()
        got = PlaceIndex(me, town(), seed=seed).sector_for(cat, "have coffee at the cafe")
        chosen.add(got)
        assert set(hashed) <= {"Cafe 1", "Cafe 2", "Lee House"}  # not the thirty shops
    assert chosen == {"Cafe 1", "Cafe 2"}  # the two alike: the hash picks, seed by seed
