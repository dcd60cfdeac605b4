"""A new resident knows its home, its workplace and, of each kind of public place, the few
nearest its home: a small town whole, a big one near home."""

from game.app_setup import build_simulation, load_town_files
from game.sim.known_places import PRIVATE_KINDS, KnownPlaces, centre
from game.sim.simulation import SimConfig


def public(town):
    return [s for s in town.tree.sectors() if s.kind not in PRIVATE_KINDS]


def test_a_town_with_few_places_of_each_kind_is_known_whole():
    town, personas = load_town_files("smallville")
    known = KnownPlaces(town)
    every = [s.name for s in public(town)]
    for p in personas:
        assert known.public_near(p.home.sector) == every
        work = p.work.place if p.work else None
        assert known.for_resident(p.home, work) >= {p.home.sector, *every}


def test_of_each_kind_the_nearest_to_home():
    town, personas = load_town_files("brinewick")
    known = KnownPlaces(town, per_kind=1)
    kinds = {s.kind for s in public(town)}
    for p in personas:
        hx, hy = centre(town.tree.sector(p.home.sector).rect)
        got = known.public_near(p.home.sector)
        assert len(got) == len(kinds)
        for name in got:
            kind = town.tree.sector(name).kind
            d = [
                (centre(s.rect)[0] - hx) ** 2 + (centre(s.rect)[1] - hy) ** 2
                for s in public(town)
                if s.kind == kind
            ]
            mine = centre(town.tree.sector(name).rect)
            assert (mine[0] - hx) ** 2 + (mine[1] - hy) ** 2 == min(d), (p.name, name)
    # Brinewick has more parks than one: someone does not know every park
    parks = [s.name for s in public(town) if s.kind == "park"]
    assert len(parks) > 1


def test_residents_start_knowing_only_those_sectors():
    sim = build_simulation("brinewick", config=SimConfig(seed=1, autosave_minutes=0))
    for rid, r in sim.residents.items():
        p = r.persona
        allowed = sim.known.for_resident(p.home, p.work.place if p.work else None)
        # and where those one is tied to live and work (one knows where one's people are)
        allowed |= {s for rel in r.relations for s in rel.places}
        assert set(r.spatial.sectors()) == allowed, rid
