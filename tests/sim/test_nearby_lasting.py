"""The nearby index kept from step to step answers what a fresh one would: an answer it keeps
goes stale the moment a body enters, leaves or moves in a cell it read, or its asker moves."""

import random

from game.app_setup import build_simulation
from game.sim import moving
from game.sim.nearby_index import NearbyIndex
from game.sim.simulation import SimConfig


def brute_near(places, me, sector, radius):
    x, y = places[me][1], places[me][2]
    out = []
    for b, (s, bx, by) in enumerate(places):
        d = max(abs(bx - x), abs(by - y))
        if b != me and s == sector and d <= radius:
            out.append((b, d))
    return out


def test_a_lasting_index_answers_as_a_fresh_one_while_bodies_come_and_go():
    rng = random.Random(7)
    sectors = ["Cafe", "Park", ""]
    places = [(rng.choice(sectors), rng.randrange(0, 30), rng.randrange(0, 20)) for _ in range(80)]
    index = NearbyIndex(cell=6)
    kept, last = 0, {}
    for step in range(120):
        for i in rng.sample(range(len(places)), rng.choice([0, 1, 3, 10])):
            s, x, y = places[i]
            if rng.random() < 0.1:
                s = rng.choice(sectors)  # through a door: another sector
            places[i] = (s, max(0, x + rng.choice([-1, 0, 1])), max(0, y + rng.choice([-1, 1])))
        if step == 60:
            places = places[:70]  # a town of another size: the index starts afresh
        index.update(places)
        # some ask every step, some seldom (their answers must not outlive changes unasked)
        for me in range(0, len(places), 1 if step % 5 == 0 else 4):
            sector = places[me][0]
            got = index.near(me, sector, 5)
            assert got == brute_near(places, me, sector, 5), (step, me)
            kept += got is last.get(me)  # the very answer of an earlier step, kept
            last[me] = got
    assert kept > 100  # the test is about kept answers: there must have been many


def test_a_resident_that_walks_up_to_another_is_seen_by_it():
    sim = build_simulation("smallville", residents=3, config=SimConfig(seed=2, autosave_minutes=0))
    sector = next(s for s in sim.town.tree.sectors() if s.kind == "park")
    tiles = sorted(
        (t for a in sim.town.tree.arenas(sector.name) for t in sim.town.tiles_for(a.place)),
        key=lambda t: (t[1], t[0]),
    )
    radius = sim.config.mind.perception.vision_radius
    still, walker, other = sim.order
    here = tiles[0]
    far = max(tiles, key=lambda t: max(abs(t[0] - here[0]), abs(t[1] - here[1])))
    assert max(abs(far[0] - here[0]), abs(far[1] - here[1])) > radius

    def put(rid, tile):
        body = sim.bodies[rid]
        body.x, body.y, body.path, body.asleep, body.conversation = *tile, [], False, None
        body.arena = sim.places.at(*tile)

    put(still, here)
    put(walker, far)
    put(other, far)
    moving.perceive(sim)
    assert walker not in sim._nearby[still]
    close = min(
        (t for t in tiles if t != here),
        key=lambda t: max(abs(t[0] - here[0]), abs(t[1] - here[1])),
    )
    put(walker, close)  # walks up; the one standing still has not moved at all
    moving.perceive(sim)
    assert walker in sim._nearby[still]
    assert still in sim._nearby[walker]
    put(walker, far)  # and walks away again
    moving.perceive(sim)
    assert walker not in sim._nearby[still]


def test_answers_mended_from_the_step_before_are_what_a_fresh_index_finds():
    """Everyone asks every step while a crowd mills about (many bodies move in the cells each
    one reads): an asker that stayed put gets last step's answer mended with the movers."""
    rng = random.Random(11)
    sectors = ["Hall", "Yard"]
    places = [(rng.choice(sectors), rng.randrange(0, 14), rng.randrange(0, 10)) for _ in range(90)]
    index = NearbyIndex(cell=6)
    for step in range(80):
        for i in rng.sample(range(len(places)), rng.choice([2, 8, 25])):
            s, x, y = places[i]
            if rng.random() < 0.05:
                s = rng.choice(sectors)
            places[i] = (s, max(0, x + rng.choice([-1, 0, 1])), max(0, y + rng.choice([-1, 1])))
        index.update(places)
        for me in rng.sample(range(len(places)), len(places)):  # in any order
            sector = places[me][0] if step % 7 else rng.choice(sectors)  # now and then another
            assert index.near(me, sector, 5) == brute_near(places, me, sector, 5), (step, me)


def test_one_lonely_looks_again_at_whoever_is_about():
    """Someone noticed twenty minutes ago is not noticed again (the retention window), unless
    the one looking has had no company for too long: then it looks again after ten minutes
    (``game.mind.perceive.KEEN_S``), so it can go and talk to them."""
    from dataclasses import replace

    from game.mind.inner.urges import urge_tables
    from game.mind.types import Action

    sim = build_simulation("smallville", residents=2, config=SimConfig(seed=2, autosave_minutes=0))
    sector = next(s for s in sim.town.tree.sectors() if s.kind == "park")
    tiles = sorted(
        t for a in sim.town.tree.arenas(sector.name) for t in sim.town.tiles_for(a.place)
    )
    me, other = sim.order
    for rid, tile in ((me, tiles[0]), (other, tiles[1])):
        body = sim.bodies[rid]
        body.x, body.y, body.path, body.asleep, body.conversation = *tile, [], False, None
        body.arena = sim.places.at(*tile)
        body.action = Action(start=0, minutes=600, description="read a book", place=body.arena)

    def sees_other() -> bool:
        sim.bodies[me].inbox.clear()
        moving.perceive(sim)
        return any(ev.actor == other for ev in sim.bodies[me].inbox)

    def later(minutes: int) -> None:
        for _ in range(minutes * 60 // sim.clock.step_seconds):
            sim.clock.tick()

    assert sees_other()
    later(20)
    assert not sees_other()  # noticed twenty minutes ago: nothing new
    state = sim.inner.states[me]
    low = urge_tables().below["social"] / 2
    sim.inner.states[me] = replace(state, needs=replace(state.needs, social=low))
    later(20)
    assert sees_other()  # lonely: looks again


def test_a_flat_s_walls_keep_its_people_out_of_sight_of_the_landing_and_next_door():
    """In a building home to several households (a block of flats) someone in one flat neither
    sees nor is seen by those in the next flat or on the landing, however near the tiles; a
    house of one household has no such walls (its people see each other from room to room)."""
    sim = build_simulation("smallville", config=SimConfig(seed=2, autosave_minutes=0))
    rooms = moving.private_rooms(sim)
    block = next(s for s, walls in rooms.items() if len(walls) >= 2)
    arenas = {a.name: a for a in sim.town.tree.arenas(block)}
    flat_a, flat_b = sorted(rooms[block])[:2]
    shared = next(name for name in arenas if name not in rooms[block])
    me, other = sim.order[:2]

    def put(rid, tile):
        body = sim.bodies[rid]
        body.x, body.y, body.path, body.asleep, body.conversation = *tile, [], False, None
        body.arena = sim.places.at(*tile)

    def gap(p):
        return max(abs(p[0][0] - p[1][0]), abs(p[0][1] - p[1][1]))

    here = sim.town.tiles_for(arenas[flat_a].place)
    for there in (flat_b, shared):
        far = sim.town.tiles_for(arenas[there].place)
        a, b = min(((x, y) for x in here for y in far), key=gap)
        assert gap((a, b)) <= sim.config.mind.perception.vision_radius  # near enough to see
        put(me, a)
        put(other, b)
        moving.perceive(sim)
        assert other not in sim._nearby[me] and me not in sim._nearby[other], there
        put(other, here[-1] if here[-1] != a else here[0])  # in the same flat: seen
        moving.perceive(sim)
        assert other in sim._nearby[me]
    houses = {sim.residents[r].persona.home.sector for r in sim.order} - set(rooms)
    assert houses  # (homes of one household each: no walls inside them)
