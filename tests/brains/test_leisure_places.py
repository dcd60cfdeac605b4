"""Leisure and meals in places that have what their words say, and chores done when a household
does them (a blind reader of a made harbour: "watch the fountain while eating @ Quay:Moorings:crab
boat 2", "stay at the table a while @ crab boat", "sit outside in the park and read @ Quay:
Quayside", and "wash the dishes" three times in a morning)."""

from __future__ import annotations

from game.brains.builtin.decompose import Decomposer
from game.mind.brain import DecomposeRequest
from game.mind.types import Action, Place, PlaceOption, PlanBlock
from tests.brains.test_activity_fit import HOUSE, NEIGHBOUR, PARK, options

QUAY = "Bob's Quay"
GREEN = "Ann's Park"
HARBOUR = (  # (sector, arena, arena kind): object kinds; both sectors are parks by their kind
    (QUAY, "Quayside", "plaza", ["bench", "bench", "crate"]),
    (QUAY, "Moorings", "workshop", ["bench", "bench"]),
    (GREEN, "Lawn", "lawn", ["bench", "fountain", "picnic_table"]),
)


def _harbour() -> tuple[PlaceOption, ...]:
    out = list(options(()))
    for sector, arena, akind, objs in HARBOUR:
        for i, obj in enumerate(objs):
            out.append(
                PlaceOption(
                    place=Place(sector=sector, arena=arena, obj=f"{obj} {i + 1}"),
                    sector_kind="park",
                    arena_kind=akind,
                    obj_kind=obj,
                    open_now=True,
                )
            )
    return tuple(out)


def _do(activity: str, start: int, end: int, opts, done=(), seed: int = 3) -> tuple[Action, ...]:
    blk = PlanBlock(start=start, end=end, activity=activity)
    req = DecomposeRequest(persona=NEIGHBOUR, block=blk, day_plan=(blk,), options=opts, done=done)
    return Decomposer(seed=seed).decompose(req)


def test_no_fountain_watched_and_no_table_sat_at_where_there_is_none():
    said = set()
    for seed in range(6):
        for start in (12 * 60, 12 * 60 + 30, 13 * 60):
            acts = _do(f"eat a packed lunch in {PARK}", start, start + 75, options(()), seed=seed)
            assert all(a.place.sector == PARK for a in acts), acts
            said |= {a.description for a in acts}
    assert said, "a lunch in the park is eaten"
    assert not any("fountain" in d for d in said), said


def test_a_meal_lingered_over_on_the_quay_is_at_no_bench_or_boat():
    """On a quay (a park by its kind, with benches and boats at their moorings, no table), a
    lunch is eaten in the open air, not "at the table" nor by a fountain."""
    said = set()
    for seed in range(6):
        for start in (12 * 60, 12 * 60 + 30):
            acts = _do(f"eat a packed lunch at {QUAY}", start, start + 90, _harbour(), seed=seed)
            assert all(a.place.sector == QUAY for a in acts), acts
            said |= {a.description for a in acts}
    assert said, "a lunch on the quay is eaten"
    assert not any("fountain" in d or "table" in d for d in said), said


def test_the_park_the_words_say_is_the_one_its_name_says():
    """Two park-kind places, a green and a quay: "in the park" goes to the park."""
    for seed in range(8):
        for text in ("sit outside in the park and read", "take a walk in the park"):
            acts = _do(text, 15 * 60, 16 * 60, _harbour(), seed=seed)
            assert acts and all(a.place.sector == GREEN for a in acts), (seed, text, acts)


def _washed(start: int, text: str = "wash the dishes") -> Action:
    return Action(
        start=start,
        minutes=5,
        description=text,
        place=Place(sector=HOUSE, arena="Kitchen", obj="sink"),
        emoji="🧽",
    )


def test_the_dishes_done_after_breakfast_are_not_done_again_as_a_chore():
    opts = options(())
    for seed in range(6):
        fresh = [a.description for a in _do("tidy up at home", 10 * 60, 11 * 60, opts, seed=seed)]
        done = (_washed(8 * 60 + 40),)
        again = [
            a.description
            for a in _do("tidy up at home", 10 * 60, 11 * 60, opts, done=done, seed=seed)
        ]
        assert again, seed
        assert "wash the dishes" not in again, (seed, again)
        # a morning's tidying washes the dishes once at most (a step that goes on is one)
        begun = [d for i, d in enumerate(fresh) if not i or fresh[i - 1] != d]
        assert begun.count("wash the dishes") <= 1, fresh
