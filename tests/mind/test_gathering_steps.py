"""A gathering's steps are at the gathering and are its own: a step a brain meant for elsewhere
(a "clean-up" read as washing the dishes at home) becomes joining in there; a step already at
the gathering's place is kept as it is."""

from __future__ import annotations

from types import SimpleNamespace

from game.app_setup import build_simulation
from game.mind import gathering_steps, gatherings
from game.mind.records import Gathering
from game.mind.types import Action, Place, PlanBlock
from game.sim.simulation import SimConfig


def test_steps_meant_for_home_become_joining_in_at_the_gathering():
    sim = build_simulation("tests/towns/larkholme", config=SimConfig(seed=1, autosave_minutes=0))
    sim.run_steps(sim.clock.steps_for(3))
    ann, bob = list(sim.residents.values())[:2]
    place = next(s.name for s in sim.town.tree.sectors() if s.name != ann.persona.home.sector)
    g = Gathering(
        what="street clean-up", place=place, date=ann.schedule.date, start=600, end=720,
        host=bob.id, host_name=bob.name, source="talk",
    )  # fmt: skip
    gatherings.remember(ann, g, True, "tie", sim.now_s, bob.id)
    span = PlanBlock(start=580, end=720, activity=gatherings.activity(ann, g))
    home = Place(sector=ann.persona.home.sector, arena="Kitchen", obj="sink")
    room = sim.town.tree.arenas(place)[0]
    there = Place(sector=place, arena=room.name, obj="bench")
    options = (SimpleNamespace(place=there, arena_kind="lawn"),)
    acts = (
        Action(start=600, minutes=15, description="wash the dishes", place=home, emoji="🧽"),
        Action(start=615, minutes=15, description="pick up litter", place=there, emoji="🗑️"),
    )
    moved, kept = gathering_steps.pin(ann, span, acts, options)
    assert moved.place == there and moved.description == f"join in {bob.name}'s street clean-up"
    assert "dishes" not in moved.description and moved.emoji == gathering_steps.JOIN_EMOJI
    assert kept == acts[1]
    other = PlanBlock(start=580, end=720, activity="tidy up at home")  # not the gathering's block
    assert gathering_steps.pin(ann, other, acts, options) == acts


def test_guests_are_not_put_in_the_back_rooms_of_the_place():
    """A blind reader: guests of a birthday supper at an inn spent it at "Guest Room:bed",
    "Washroom:sink" and "Scullery:stove" while the host sat in the taproom."""
    sim = build_simulation("tests/towns/larkholme", config=SimConfig(seed=1, autosave_minutes=0))
    sim.run_steps(sim.clock.steps_for(3))
    ann, bob = list(sim.residents.values())[:2]
    place = next(s.name for s in sim.town.tree.sectors() if s.name != ann.persona.home.sector)
    g = Gathering(
        what="birthday supper", place=place, date=ann.schedule.date, start=600, end=720,
        host=bob.id, host_name=bob.name, source="talk",
    )  # fmt: skip
    gatherings.remember(ann, g, True, "tie", sim.now_s, bob.id)
    span = PlanBlock(start=580, end=720, activity=gatherings.activity(ann, g))
    bar = Place(sector=place, arena="Taproom", obj="pub table")
    options = tuple(
        SimpleNamespace(place=Place(sector=place, arena=a, obj=o), arena_kind=k)
        for a, o, k in (("Guest Room", "bed", "bedroom"), ("Scullery", "stove", "kitchen"),
                        ("Washroom", "sink", "bathroom"), ("Taproom", "pub table", "bar"))
    )  # fmt: skip
    acts = tuple(
        Action(start=600 + 15 * i, minutes=15, description="have supper", place=o.place, emoji="🍽️")
        for i, o in enumerate(options)
    )
    pinned = gathering_steps.pin(ann, span, acts, options)
    assert all(a.place == bar for a in pinned), pinned
    assert pinned[-1] == acts[-1]  # (already among the guests: kept as it was)
