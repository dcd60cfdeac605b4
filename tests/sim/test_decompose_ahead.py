"""Decomposing the next hour ahead, staggered across residents (game.mind.ahead).

With a model, every resident used to ask for its next hour's actions at the same hour boundary,
and a lockstep town waited for the whole burst. These tests run a town with the built-in brain
behind a layer that notes the step of every ``decompose`` call, in both towns.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from game.app_setup import build_simulation
from game.brains.builtin import make_builtin_brain
from game.brains.layers import BrainLayer
from game.sim.simulation import SimConfig

HOURS = 6  # from the town's start: five hour boundaries after the first


class StepNotes(BrainLayer):
    """Notes (step, resident) of every decompose call; the simulation sets ``clock``."""

    def __init__(self, inner) -> None:
        super().__init__(inner)
        self.clock = None
        self.calls: list[tuple[int, str]] = []

    def through(self, step: str, req: Any, call):
        if step == "decompose":
            self.calls.append((self.clock.step_count, req.persona.id))
        return call(req)


def _run(town: str, seed: int, ahead: bool):
    brain = StepNotes(make_builtin_brain(seed))
    sim = build_simulation(
        town, brain=brain, config=SimConfig(seed=seed, autosave_minutes=0, think_ahead=ahead)
    )
    brain.clock = sim.clock
    start = sim.clock.step_count
    per_hour = sim.clock.steps_for(1)
    sim.run_steps(per_hour * HOURS)
    # the first hour is the town's start: everyone plans the day and its first hour at once
    later = [(s, r) for s, r in brain.calls if s - start > per_hour]
    return sim, later, per_hour, start


def _near_boundary(step: int, per_hour: int) -> bool:
    """Within a game minute after an hour boundary (actions end on it; thoughts follow)."""
    return step % per_hour <= per_hour // 60


@pytest.mark.parametrize("town, seed", [("smallville", 1), ("brinewick", 7)])
def test_no_step_where_more_than_a_third_of_residents_decompose(town, seed):
    sim, calls, per_hour, start = _run(town, seed, ahead=True)
    n = len(sim.order)
    busiest = Counter(s for s, _ in set(calls)).most_common(1)[0]  # residents, not calls
    assert busiest[1] <= n / 3, f"{busiest[1]} of {n} residents decomposed at step {busiest[0]}"
    used = sum(r.ahead_used for r in sim.residents.values())
    dropped = sum(r.ahead_dropped for r in sim.residents.values())
    assert used >= (HOURS - 2) * n / 2, f"only {used} hours were decomposed ahead"
    assert used > 2 * dropped, f"{dropped} prefetches dropped against {used} used"
    # and the calls are spread: the boundaries themselves are not where most calls happen
    at_boundaries = sum(1 for s, _ in calls if _near_boundary(s - start, per_hour))
    assert at_boundaries < len(calls) / 10


@pytest.mark.parametrize("town, seed", [("smallville", 1), ("brinewick", 7)])
def test_without_decomposing_ahead_the_boundary_is_a_burst(town, seed):
    """The other side of the test above, so it cannot pass by accident: the lazy town asks
    mostly in the game minute after a boundary (the town deciding ahead: under a tenth), its
    busiest step is one of those, and in the larger town that step holds more residents than
    the busiest hour boundary of the same town deciding ahead. (Not its busiest step anywhere:
    a talk drops the prefetch of each of its members, so a lunch table of eight that talked
    till a quarter to one decompose together at a quarter to one, in either town.)"""
    sim, calls, per_hour, start = _run(town, seed, ahead=False)
    at_boundaries = sum(1 for s, _ in calls if _near_boundary(s - start, per_hour))
    assert at_boundaries > len(calls) / 2
    busiest = Counter(s for s, _ in set(calls)).most_common(1)[0]
    assert _near_boundary(busiest[0] - start, per_hour)
    if len(sim.order) >= 20:
        _, ahead_calls, _, _ = _run(town, seed, ahead=True)
        at_hours = [(s, r) for s, r in set(ahead_calls) if _near_boundary(s - start, per_hour)]
        ahead_busiest = Counter(s for s, _ in at_hours).most_common(1)[0]
        assert busiest[1] > ahead_busiest[1], (busiest, ahead_busiest)


def test_a_prefetch_is_dropped_when_the_day_is_replanned():
    """A whisper that re-plans the day drops the hour asked for ahead: it was made from the old
    plan, and the new plan's hour is decomposed afresh."""
    brain = StepNotes(make_builtin_brain(1))
    sim = build_simulation(
        "smallville",
        residents=4,
        brain=brain,
        config=SimConfig(seed=1, autosave_minutes=0, think_ahead=True),
    )
    brain.clock = sim.clock
    rid = sim.order[0]
    r = sim.residents[rid]
    for _ in range(sim.clock.steps_for(3)):
        sim.step()
        if (
            r.ahead is not None
            and r.ahead.span.start - r.day_minute(sim.clock.now, r.schedule.date) > 3
        ):
            break
    assert r.ahead is not None, "no hour was asked for ahead"
    asked = r.ahead
    sim.whisper(rid, "I want to spend the afternoon painting at home")
    sim.run_steps(sim.clock.steps_for(1))
    assert r.ahead is not asked
    assert r.ahead_dropped >= 1


def test_the_plan_made_at_bedtime_is_used_unless_something_was_remembered_since():
    """Going to bed, each resident asks for tomorrow's plan; on waking it takes it, unless it
    was whispered to in the night (then the morning plans afresh, with the whisper in mind)."""
    sim = build_simulation(
        "smallville",
        residents=4,
        config=SimConfig(seed=1, autosave_minutes=0, think_ahead=True),
    )
    quiet, whispered = sim.order[0], sim.order[1]
    for _ in range(sim.clock.steps_for(20)):
        sim.step()
        if all(sim.residents[r].plan_ahead is not None for r in (quiet, whispered)):
            break
    assert all(sim.residents[r].plan_ahead is not None for r in (quiet, whispered))
    tomorrow = sim.residents[quiet].plan_ahead.date
    assert tomorrow != sim.residents[quiet].schedule.date
    sim.whisper(whispered, "I want to visit the library first thing tomorrow")
    sim.run_steps(sim.clock.steps_for(10))
    q, w = sim.residents[quiet], sim.residents[whispered]
    assert q.schedule.date == tomorrow and w.schedule.date == tomorrow
    assert q.plans_used == 1 and q.plans_dropped == 0
    assert w.plans_used == 0 and w.plans_dropped == 1
