"""A household's dinner: one cooks, the others set the table and eat (no second cook at the
stove); and an evening out over the usual time moves one's dinner before or after it."""

from __future__ import annotations

import re

from game.brains.builtin.decompose import Decomposer
from game.brains.builtin.phrases import lines
from game.brains.builtin.planner import Planner
from game.mind.brain import DecomposeRequest, PersonaCard, PlanDayRequest
from game.mind.types import MemoryLine, Place, PlaceOption, PlanBlock

HOME = "Ash House"


def _card(pid: str = "ann", age: int = 40) -> PersonaCard:
    return PersonaCard(
        id=pid,
        name=pid.title() + " Test",
        age=age,
        wake=7 * 60,
        sleep=23 * 60,
        home=Place(sector=HOME, arena="Bedroom"),
    )


def _options() -> tuple[PlaceOption, ...]:
    kitchen = [("Kitchen", o) for o in ("stove", "fridge", "kitchen_table", "sink")]
    rooms = kitchen + [("Bedroom", "bed"), ("Living Room", "sofa")]
    return tuple(
        PlaceOption(
            place=Place(sector=HOME, arena=a, obj=o.replace("_", " ")),
            sector_kind="home",
            arena_kind=a.lower().replace(" ", "_") if a != "Kitchen" else "kitchen",
            obj_kind=o,
        )
        for a, o in rooms
    )


def _steps(text: str, seed: int) -> list[str]:
    block = PlanBlock(start=18 * 60, end=19 * 60, activity=text)
    req = DecomposeRequest(
        persona=_card(),
        block=block,
        day_plan=(block,),
        options=_options(),
        company=frozenset({HOME}),
    )
    return [a.description for a in Decomposer(seed).decompose(req)]


def test_who_joins_the_households_dinner_does_not_cook_it():
    cooking = re.compile(r"\b(?:cook|prepare|ingredients)\b")
    for seed in range(1, 6):
        for text in lines("plan_dinner_join"):
            steps = _steps(text, seed)
            assert not any(cooking.search(s) for s in steps), (text, steps)
            assert any(s.startswith("eat") for s in steps), (text, steps)
        cook = _steps(lines("plan_dinner_cook")[0], seed)
        assert any(cooking.search(s) for s in cook), cook


def test_an_evening_out_over_dinner_time_moves_dinner_it_does_not_drop_it():
    meeting = (
        "Ann Test has called a village meeting at Ash Hall on Wednesday 11 February, 17:30-21:15."
    )
    held = 0
    for seed in range(1, 9):
        req = PlanDayRequest(persona=_card(), date="2026-02-11", weekday="wed")
        plain = Planner(seed).plan(req).blocks
        assert any("dinner" in b.activity for b in plain)
        busy = (
            Planner(seed)
            .plan(
                PlanDayRequest(
                    persona=_card(),
                    date="2026-02-11",
                    weekday="wed",
                    memories=(MemoryLine(id=1, text=meeting),),
                )
            )
            .blocks
        )
        if not any("meeting" in b.activity for b in busy):
            continue
        held += 1
        assert any(re.search("dinner|supper", b.activity) for b in busy), busy
    assert held
