"""An outing round places of a kind ("calls at farms when she is needed") is planned only where
the town has somewhere of that kind to go: it is never a block done at home (calling at farms at
the kitchen table for an hour)."""

from __future__ import annotations

import dataclasses

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.activities import classify
from game.brains.builtin.plan_items import nowhere_to_go
from game.mind.brain import PlanDayRequest
from tests.brains.test_builtin_support import cards


def test_calls_round_places_are_an_outing_not_a_home_activity():
    cat = classify("call at farms")
    assert "home" not in cat.sectors and not cat.home_only


def test_an_outing_with_nowhere_to_go_is_not_planned():
    assert nowhere_to_go("call at farms")
    assert not nowhere_to_go("call in at the market")  # a kind the town may have
    assert not nowhere_to_go("read at home")  # not an outing
    assert not nowhere_to_go("listen to the shipping forecast")  # unknown: as before


def test_no_day_plan_holds_calls_at_farms():
    base = next(c for c in cards() if c.work is not None)
    card = dataclasses.replace(
        base,
        daily_requirement=base.daily_requirement.rstrip(".")
        + ", calls at farms when she is needed, and reads in the evening.",
    )
    for date, day in (("2026-02-13", "fri"), ("2026-02-14", "sat"), ("2026-02-15", "sun")):
        for seed in range(1, 6):
            brain = BuiltinBrain(seed=seed)
            plan = brain.plan_day(PlanDayRequest(persona=card, date=date, weekday=day))
            assert not any("farm" in b.activity for b in plan.blocks), plan.blocks
