"""A talk out in the street is remembered with no building: the sim logs it under the town's
name (the timeline's place column says so), but that is no place one goes to, so the talk's
memory holds no ``at`` and no reflection says "whenever I'm at <the town>"; a talk in a
building keeps its building."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app_setup import build_simulation
from game.mind import converse, talk_outcome
from game.mind.types import Line, Place
from game.sim.simulation import SimConfig

TOWNS = Path(__file__).resolve().parents[1] / "towns"


@pytest.fixture(scope="module")
def sim():
    return build_simulation(
        "larkholme", config=SimConfig(seed=3, autosave_minutes=0), maps_dir=TOWNS
    )


def _talk_at(sim, place: Place) -> list[dict]:
    a, b = list(sim.residents)[:2]
    view = converse.ConversationView(
        id=4242,
        participants=((a, sim.residents[a].name), (b, sim.residents[b].name)),
        place=place,
        transcript=(
            Line(speaker=a, name=sim.residents[a].name, text="Morning. Lovely day for it."),
            Line(speaker=b, name=sim.residents[b].name, text="It is. Right, I'd best be off."),
        ),
        max_lines=8,
    )
    metas = []
    for rid in (a, b):
        r = sim.residents[rid]
        ids = talk_outcome.conclude(r, sim.services, view, sim.now_s)
        metas.append(r.memory.get(ids[0]).meta)
    return metas


def test_a_street_talk_has_no_building(sim):
    assert sim.town.name not in {s.name for s in sim.town.tree.sectors()}
    for meta in _talk_at(sim, Place(sector=sim.town.name)):
        assert meta["at"] == ""


def test_a_talk_in_a_building_keeps_it(sim):
    a = sim.residents[next(iter(sim.residents))]
    home = a.persona.home.sector
    for meta in _talk_at(sim, Place(sector=home)):
        assert meta["at"] == home
