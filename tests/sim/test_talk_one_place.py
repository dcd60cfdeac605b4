"""One talk, one place: each member's doing while it talks is logged at the talk's own place
(a talk across two rooms of a building is in the building for all of them), never in the room
one member happened to stand in while the talk's log names another."""

from __future__ import annotations

import pytest

from game.app_setup import build_simulation
from game.mind.types import Action, Place
from game.sim import talking
from game.sim.simulation import SimConfig


@pytest.fixture(scope="module")
def sim():
    return build_simulation("smallville", residents=4, config=SimConfig(seed=2, autosave_minutes=0))


def stand(sim, rid: str, tile) -> None:
    body = sim.bodies[rid]
    body.x, body.y = tile
    body.arena = sim.places.at(*tile)
    body.asleep, body.conversation, body.path = False, None, []
    body.action = Action(start=600, minutes=30, description="work", place=body.arena, emoji="x")
    sim.residents[rid].last_talk_s = None


def two_rooms(sim):
    """Two walkable tiles side by side in two rooms of one building (not a home)."""
    at, walk = sim.places.at, sim.town.grid.is_walkable
    return next(
        ((x, y), (x + 1, y))
        for y in range(sim.town.height)
        for x in range(sim.town.width - 1)
        if walk(x, y)
        and walk(x + 1, y)
        and at(x, y) is not None
        and at(x + 1, y) is not None
        and at(x, y) != at(x + 1, y)
        and at(x, y).sector == at(x + 1, y).sector
        and sim.town.tree.sector(at(x, y).sector).kind not in ("home", "dorm", "apartments")
    )


def test_every_member_of_a_talk_is_logged_where_the_talk_is(sim):
    a, b = list(sim.residents)[:2]
    a_tile, b_tile = two_rooms(sim)
    stand(sim, a, a_tile)
    stand(sim, b, b_tile)
    before = set(sim.talks.active)
    talking.start(sim, a, (b,))
    (cid,) = set(sim.talks.active) - before
    conv = sim.talks.active[cid]
    assert conv.place == Place(sector=sim.places.at(*a_tile).sector)  # (the building)
    # each one's doing is the talk, at the talk's place: not one in each room
    assert [sim.bodies[m].action.place for m in conv.members] == [conv.place] * 2
    assert sim.bodies[b].arena != sim.bodies[a].arena  # (they do stand in two rooms)
