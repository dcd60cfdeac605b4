"""Who is near whom: the grid index answers exactly what measuring every pair answers, a crowd
is cut to its nearest few, and perception in a town uses both."""

import random

import pytest

from game.app_setup import build_simulation
from game.sim import moving
from game.sim.nearby_index import NearbyIndex, attend, attend_kept
from game.sim.simulation import SimConfig


def brute_near(places, me, sector, radius):
    x, y = places[me][1], places[me][2]
    out = []
    for b, (s, bx, by) in enumerate(places):
        d = max(abs(bx - x), abs(by - y))
        if b != me and s == sector and d <= radius:
            out.append((b, d))
    return out


@pytest.mark.parametrize("cell", [1, 3, 6, 11])
def test_the_index_finds_exactly_the_bodies_a_pairwise_pass_finds(cell):
    rng = random.Random(cell)
    places = [
        (rng.choice(["Cafe", "Park", ""]), rng.randrange(0, 40), rng.randrange(0, 30))
        for _ in range(300)
    ]
    index = NearbyIndex.of(places, cell=cell)
    assert len(index) == 300
    for me in range(0, 300, 7):
        for radius in (0, 2, 5):
            sector = places[me][0]
            assert index.near(me, sector, radius) == brute_near(places, me, sector, radius)


def test_bodies_on_cell_edges_and_in_other_sectors():
    places = [("A", 5, 5), ("A", 6, 6), ("A", 0, 0), ("A", 10, 10), ("B", 5, 6), ("A", 11, 5)]
    index = NearbyIndex.of(places, cell=6)
    assert index.near(0, "A", 5) == [(1, 1), (2, 5), (3, 5)]  # not B's body, not 6 tiles off
    assert index.near(0, "B", 5) == [(4, 1)]  # a question names the sector it looks in
    assert index.near(5, "A", 5) == [(1, 5), (3, 5)]  # body 0 is 6 tiles off
    with pytest.raises(ValueError):
        NearbyIndex(0)


def test_attend_keeps_the_nearest_in_index_order_and_a_small_group_whole():
    found = [(0, 3), (2, 1), (4, 5), (5, 1), (7, 2), (9, 1)]
    assert attend(found, 6) is found
    assert attend(found, 10) == found
    assert attend(found, 3) == [(2, 1), (5, 1), (9, 1)]
    assert attend(found, 4) == [(2, 1), (5, 1), (7, 2), (9, 1)]
    assert attend(found, 2) == [(2, 1), (5, 1)]  # equal distances: the earlier index
    assert attend(found, 0) == []


def test_perception_in_a_crowd_sees_the_attention_nearest_and_in_a_small_group_everyone():
    from game.mind.errands import keen

    sim = build_simulation("smallville", residents=14, config=SimConfig(seed=2, autosave_minutes=0))
    limit = sim.config.mind.perception.attention
    assert limit < 13
    sector = next(s for s in sim.town.tree.sectors() if s.kind == "park")
    tiles = sorted(
        (t for a in sim.town.tree.arenas(sector.name) for t in sim.town.tiles_for(a.place)),
        key=lambda t: (t[1], t[0]),
    )
    cx, cy = tiles[len(tiles) // 2]  # a knot of people around one tile, some farther off
    by_distance = sorted(tiles, key=lambda t: (max(abs(t[0] - cx), abs(t[1] - cy)), t))
    spots = by_distance[: len(sim.order) - 3] + by_distance[-3:]
    for rid, (x, y) in zip(sim.order, spots, strict=True):
        body = sim.bodies[rid]
        body.x, body.y, body.path, body.asleep = x, y, [], False
        body.arena = sim.places.at(x, y)
    radius = sim.config.mind.perception.vision_radius
    moving.perceive(sim)
    crowded = alone = 0
    for rid in sim.order:
        me = sim.bodies[rid]
        here = me.arena.sector if me.arena else ""
        every = [
            (b, max(abs(sim.bodies[o].x - me.x), abs(sim.bodies[o].y - me.y)))
            for b, o in enumerate(sim.order)
            if o != rid
            and (sim.bodies[o].arena.sector if sim.bodies[o].arena else "") == here
            and (
                max(abs(sim.bodies[o].x - me.x), abs(sim.bodies[o].y - me.y)) <= radius
                # (one out to find someone sees them anywhere in the room: errands.keen)
                or (
                    sim.bodies[o].name in keen(sim.residents[rid])
                    and sim.bodies[o].arena == me.arena
                )
            )
        ]
        nearest = sorted(sorted(every, key=lambda e: (e[1], e[0]))[:limit])
        assert sim._nearby[rid] == tuple(sim.order[b] for b, _ in nearest), rid
        crowded += len(every) > limit
        alone += len(every) < limit
    assert crowded and alone  # the cap binds for the knot, not for the ones farther off


def test_in_a_crowd_attention_stays_with_those_it_is_with():
    found = [(0, 3), (2, 1), (4, 5), (5, 1), (7, 2), (9, 1)]
    with_them = {0, 4}
    assert attend(found, 3, with_them) == [(0, 3), (2, 1), (4, 5)]  # then the nearest new one
    assert attend(found, 2, with_them) == [(0, 3), (4, 5)]
    assert attend(found, 6, with_them) is found  # no crowd: everyone, whoever one was with
    assert attend(found, 3, set()) == attend(found, 3)


def test_attend_kept_asks_nearest_first_and_chooses_as_attend_does():
    rng = random.Random(9)
    asked_fewer = 0
    for _ in range(400):
        n = rng.randrange(0, 30)
        found = sorted(rng.sample(range(60), n))
        found = [(b, rng.randrange(0, 6)) for b in found]
        keep = {b for b, _ in found if rng.random() < rng.choice([0.0, 0.3, 0.9])}
        limit = rng.choice([0, 3, 8])
        asked = []

        def kept(name, keep=keep, asked=asked):
            asked.append(name)
            return int(name[1:]) in keep

        names = [f"r{b}" for b in range(60)]
        assert attend_kept(found, limit, kept, names) == attend(found, limit, keep)
        asked_fewer += len(asked) < len(found)
    assert asked_fewer > 100  # the nearest few settle most crowds
