"""The timeline's day log knows where a body stands when it is given an action: one still out
in the street (or in a building's hall, between its rooms) who is given "tuck into lunch" at
the pub's table is on the way there (``walking_from``, shown as '→ place'), not at the table.
A blind reader of a made harbour read 'tuck into lunch · The Pub:Taproom:pub table' beside a
talk out in the street the same minute: logged in two places at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app_setup import build_simulation
from game.mind.types import Action, Place
from game.report.timeline import TimelineRecorder, markdown
from game.sim import moving, talking
from game.sim.simulation import SimConfig

TOWNS = Path(__file__).resolve().parents[1] / "towns"


@pytest.fixture()
def sim():
    return build_simulation(
        "larkholme", config=SimConfig(seed=3, autosave_minutes=0), maps_dir=TOWNS
    )


def _street_tile(sim, near):
    """A walkable tile out in the street (no building's), nearest ``near``."""
    grid = sim.town.grid
    tiles = [
        t
        for t in grid.walkable_tiles()
        if sim.town.place_of_tile(*t) is None and sim.places.at(*t) is None
    ]
    return min(tiles, key=lambda t: abs(t[0] - near[0]) + abs(t[1] - near[1]))


def _room_object(sim, sector: str) -> Place:
    arena = sim.town.tree.arenas(sector)[0]
    objs = [o for o in sim.places.arena_options(arena.place) if o.place.obj]
    return objs[0].place if objs else arena.place


def test_an_action_given_in_the_street_is_on_the_way(sim):
    rid = sim.order[0]
    body = sim.bodies[rid]
    home = sim.residents[rid].persona.home.sector
    place = _room_object(sim, home)
    body.x, body.y = _street_tile(sim, body.tile)
    body.arena = sim.places.at(body.x, body.y)
    assert body.arena is None and talking.where(sim, body) == Place(sector=sim.town.name)
    rec = TimelineRecorder(sim)
    moving.set_action(sim, body, Action(start=600, minutes=15, description="sit", place=place),
                      sim.now_s + 900, asleep=False)  # fmt: skip
    entry = [a for a in rec.actions if a["resident"] == rid][-1]
    assert entry["action"] == "sit" and entry["walking_from"] == sim.town.name
    text = markdown(rec.collect())
    assert f"sit · → {place}" in text


def test_a_talk_in_the_street_is_where_one_is(sim):
    """The talk's own row is never 'on the way': the talk is logged where its members stand."""
    a, b = sim.order[:2]
    tile = _street_tile(sim, sim.bodies[a].tile)
    for rid in (a, b):
        body = sim.bodies[rid]
        body.x, body.y = tile
        body.arena = None
    rec = TimelineRecorder(sim)
    chat = Action(start=600, minutes=10, description=talking.CHATTING.format(names="Bob"),
                  place=Place(sector=sim.town.name))  # fmt: skip
    rec.on_action(sim.clock.text(), a, chat)
    assert "walking_from" not in rec.actions[-1]
