"""Walking over to someone for a word: two in one place (a big green) too far apart to talk;
the one who wants the word walks over, and the talk opens when it is near; a body saved on
the way resumes on the way."""

from __future__ import annotations

import pytest

from game.app_setup import build_simulation
from game.mind.types import Action, Place
from game.sim import approach, talking
from game.sim.bodies import Body
from game.sim.simulation import SimConfig


@pytest.fixture(scope="module")
def sim():
    return build_simulation("tests/towns/larkholme", config=SimConfig(seed=1, autosave_minutes=0))


def _stand(sim, rid: str, tile) -> None:
    body = sim.bodies[rid]
    body.x, body.y = tile
    body.arena = sim.places.at(*tile)
    body.asleep, body.conversation, body.path = False, None, []
    body.action = Action(start=600, minutes=60, description="sit", place=body.arena, emoji="🪑")


def _far_apart(sim, reach: int):
    """Two walkable tiles of one outdoor sector, further apart than ``reach``, with a way
    between them."""
    by_sector: dict[str, list[tuple[int, int]]] = {}
    for y in range(sim.town.height):
        for x in range(sim.town.width):
            arena = sim.places.at(x, y)
            if arena is not None and sim.town.grid.is_walkable(x, y):
                by_sector.setdefault(arena.sector, []).append((x, y))
    for tiles in sorted(by_sector.values(), key=len, reverse=True):
        a = tiles[0]
        b = max(tiles, key=lambda t: max(abs(t[0] - a[0]), abs(t[1] - a[1])))
        if max(abs(b[0] - a[0]), abs(b[1] - a[1])) > reach + 4:
            return a, b
    pytest.skip("no place big enough in this town")


def test_one_walks_over_to_someone_across_the_place_and_the_talk_opens(sim):
    a, b = list(sim.residents)[:2]
    reach = sim.config.mind.perception.vision_radius + 2
    ta, tb = _far_apart(sim, reach)
    _stand(sim, a, ta)
    _stand(sim, b, tb)
    for r in (a, b):
        sim.residents[r].last_talk_s = None
    before = set(sim.talks.active)
    talking.start(sim, a, (b,))
    assert set(sim.talks.active) == before  # too far: no talk yet
    me = sim.bodies[a]
    assert me.seeking == b and me.path  # walking over
    state = me.get_state()
    copy = Body(id=a, name=me.name, x=0, y=0)
    copy.set_state(state)
    assert (copy.seeking, copy.seeking_until) == (me.seeking, me.seeking_until)
    opened = None
    for _ in range(len(me.path) + 2):
        me.step_along()
        me.arena = sim.places.at(me.x, me.y)
        for rid, oid in approach.due(sim):
            talking.start(sim, rid, (oid,))
        new = set(sim.talks.active) - before
        if new:
            opened = sim.talks.active[new.pop()]
            break
    assert opened is not None and set(opened.members) == {a, b}
    assert not me.seeking
    for m in opened.members:
        sim.bodies[m].conversation = None
    del sim.talks.active[opened.id]


def test_nobody_walks_over_to_someone_in_another_place(sim):
    a, b = list(sim.residents)[2:4]
    _stand(sim, a, next(iter(_far_apart(sim, 0))))
    sim.bodies[b].arena = Place(sector="elsewhere")
    talking.start(sim, a, (b,))
    assert not sim.bodies[a].seeking
