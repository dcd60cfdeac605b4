"""A decision that comes with both a next action elsewhere and someone to talk to: when the
talk opens, it is what one does now, where one stands, and the action is not begun (nor
logged, nor walked off to); the next action is chosen afresh when the talk ends. When nobody
joins, the action is given as before. A blind reader of a made harbour read 'set the table ·
1 Home:Kitchen' and 'chatting with Bob · Park:Lawn' at the same minute in one day log: the
action was given, then taken back by the talk in the same step."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app_setup import build_simulation
from game.mind.cognition import Decision
from game.mind.types import Action
from game.sim import thinking
from game.sim.simulation import SimConfig

TOWNS = Path(__file__).resolve().parents[1] / "towns"


class Watch:
    def __init__(self) -> None:
        self.given: list[tuple[str, str]] = []

    def on_action(self, time_text, rid, action) -> None:
        self.given.append((rid, action.description))


@pytest.fixture()
def sim():
    s = build_simulation("larkholme", config=SimConfig(seed=3, autosave_minutes=0), maps_dir=TOWNS)
    s.observers.append(Watch())
    return s


def _together(sim):
    """Two residents standing side by side in one room, awake and free."""
    a, b = sim.order[:2]
    home = sim.residents[a].persona.home
    arena = next(x for x in sim.town.tree.arenas(home.sector) if x.name == home.arena)
    x0, y0, w, h = arena.rect
    tiles = [
        (x, y)
        for y in range(y0, y0 + h)
        for x in range(x0, x0 + w - 1)
        if sim.town.grid.is_walkable(x, y) and sim.town.grid.is_walkable(x + 1, y)
    ]
    for rid, tile in ((a, tiles[0]), (b, (tiles[0][0] + 1, tiles[0][1]))):
        body = sim.bodies[rid]
        body.x, body.y = tile
        body.arena = sim.places.at(*tile)
        body.asleep, body.conversation, body.path = False, None, []
        body.action = Action(start=600, minutes=30, description="potter", place=arena.place)
        sim.residents[rid].last_talk_s = None
    return a, b


def _elsewhere(sim, rid) -> Action:
    """An action in a building other than where ``rid`` stands."""
    here = sim.bodies[rid].arena.sector
    obj = next(o for o in sim.town.tree.objects() if o.place.sector != here)
    return Action(start=600, minutes=15, description="set the table", place=obj.place)


def test_a_talk_that_opens_is_done_instead_of_the_action(sim):
    a, b = _together(sim)
    trips = sim.bodies[a].trips
    go = _elsewhere(sim, a)
    d = Decision(action=go, until_s=sim.now_s + 900, talk_to=(b,))
    thinking.apply_decision(sim, a, sim.bodies[a], d)
    body = sim.bodies[a]
    assert body.conversation is not None and sim.bodies[b].conversation == body.conversation
    assert body.action.description.startswith("chatting with") and body.path == []
    given = [what for rid, what in sim.observers[-1].given if rid == a]
    assert given and "set the table" not in given  # (was: logged, then the talk)
    assert body.trips == trips  # (not set off on)


def test_with_nobody_to_talk_to_the_action_is_given(sim):
    a, b = _together(sim)
    sim.bodies[b].asleep = True
    go = _elsewhere(sim, a)
    d = Decision(action=go, until_s=sim.now_s + 900, talk_to=(b,))
    thinking.apply_decision(sim, a, sim.bodies[a], d)
    body = sim.bodies[a]
    assert body.conversation is None and body.action == go and body.path
    assert (a, "set the table") in sim.observers[-1].given
