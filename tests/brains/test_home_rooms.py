"""Home, in a block of flats, is one's own flat: what one does at home (an evening in, a meal,
lingering over breakfast) happens there, not on the bench of the block's lobby, which one
only passes through or goes down to for what is there (the notices, the post). Made-up
places; the built-in brain's decomposer (``PlaceIndex``) chooses."""

from __future__ import annotations

import pytest

from game.brains.builtin.decompose import Decomposer
from game.mind.brain import DecomposeRequest, PersonaCard
from game.mind.types import Place, PlaceOption, PlanBlock

BLOCK = "Elm Flats"
ROOMS = {  # (arena, arena kind): object kinds
    ("Flat 1", "studio"): ["fridge", "stove", "bed", "desk", "sofa"],
    ("Flat 2", "studio"): ["fridge", "stove", "bed", "desk", "sofa"],
    ("Lobby", "lobby"): ["bulletin_board", "bench"],
}


def options() -> tuple[PlaceOption, ...]:
    out = [PlaceOption(place=Place(sector=BLOCK), sector_kind="apartments")]
    for (arena, akind), objs in ROOMS.items():
        here = Place(sector=BLOCK, arena=arena)
        out.append(PlaceOption(place=here, sector_kind="apartments", arena_kind=akind))
        for obj in objs:
            place = Place(sector=BLOCK, arena=arena, obj=obj.replace("_", " "))
            out.append(
                PlaceOption(place=place, sector_kind="apartments", arena_kind=akind, obj_kind=obj)
            )
    return tuple(out)


ANN = PersonaCard(
    id="ann_lee", name="Ann Lee", age=30, occupation="", home=Place(sector=BLOCK, arena="Flat 1")
)


@pytest.mark.parametrize(
    "activity",
    ["spend time at home", "relax at home", "have breakfast at home", "cook and eat dinner"],
)
def test_home_activities_keep_to_ones_own_flat(activity):
    lobby = []
    for seed in range(12):
        blk = PlanBlock(start=18 * 60, end=20 * 60, activity=activity)
        req = DecomposeRequest(persona=ANN, block=blk, day_plan=(blk,), options=options())
        for a in Decomposer(seed=seed).decompose(req):
            assert a.place.sector == BLOCK and a.place.arena in ("Flat 1", "Lobby"), a
            if a.place.arena == "Lobby" and not any(
                w in a.description for w in ("hall", "lobby", "post", "notice")
            ):
                lobby.append((seed, a.description, str(a.place)))
    assert not lobby, lobby


def test_a_step_that_goes_down_to_the_hall_still_goes_there():
    from game.brains.builtin.activities import Step
    from game.brains.builtin.places import PlaceIndex

    idx = PlaceIndex(ANN, options(), salt="t", seed=1)
    post = Step(
        ("read the notices in the hall downstairs",), ("bulletin_board",), 5, "", ("lobby",)
    )
    assert idx.place_for_step(BLOCK, "Flat 1", post, "relax at home").arena == "Lobby"
    sit = Step(("linger over breakfast",), ("kitchen_table", "bench"), 10, "")
    assert idx.place_for_step(BLOCK, "Flat 1", sit, "have breakfast at home").arena == "Flat 1"
