"""Re-planning for a need at its worst: the built-in brain puts the need's block in at the
minute asked and keeps the rest of the day; the LLM brain's prompt carries the need in a line."""

from dataclasses import replace

from game.brains.builtin.brain import BuiltinBrain
from game.brains.llm import templates
from game.brains.llm.samples import sample_requests
from game.mind.brain import NeedNote
from game.mind.types import PlanBlock

DAY = (
    PlanBlock(start=420, end=480, activity="get ready and have breakfast at home"),
    PlanBlock(start=480, end=1020, activity="work at the shop"),
    PlanBlock(start=1020, end=1380, activity="relax at home"),
)


def request(**need):
    req = sample_requests()["plan_day"]
    return replace(req, previous_plan=DAY, need=NeedNote(**need) if need else None)


def test_a_hungry_replan_puts_a_meal_in_at_the_minute_and_keeps_the_rest():
    note = dict(need="fullness", level=0.05, since="breakfast", minute=750, place="Corner Cafe")
    plan = BuiltinBrain(seed=1).plan_day(request(**note))
    blocks = plan.blocks
    meal = next(b for b in blocks if b.start == 750)
    assert "eat" in meal.activity and "Corner Cafe" in meal.activity
    assert [b for b in blocks if b.end <= 750] == [DAY[0], replace(DAY[1], end=750)]
    after = [b for b in blocks if b.start >= meal.end]
    assert after[0].activity == DAY[1].activity and after[-1] == DAY[2]  # the shift goes on
    assert all(a.end == b.start for a, b in zip(blocks, blocks[1:], strict=False))


def test_at_home_it_eats_at_home_a_worn_out_one_naps_and_sleeps_in_after_waking():
    brain = BuiltinBrain(seed=1)
    home = brain.plan_day(
        request(need="fullness", level=0.1, since="lunch", minute=1100, place="X", at_home=True)
    )
    assert any(b.start == 1100 and "home" in b.activity for b in home.blocks)
    nap = brain.plan_day(request(need="energy", level=0.05, since="last night", minute=900))
    assert any(b.start == 900 and "nap" in b.activity for b in nap.blocks)
    wake = sample_requests()["plan_day"].persona.wake
    early = brain.plan_day(request(need="energy", level=0.05, since="", minute=wake + 10))
    assert any(b.start == wake + 10 and "sleep in" in b.activity for b in early.blocks)


def test_a_plain_plan_is_planned_afresh_not_the_plan_shown():
    plain = replace(sample_requests()["plan_day"], previous_plan=DAY)
    blocks = BuiltinBrain(seed=1).plan_day(plain).blocks
    assert blocks != DAY and len(blocks) >= 5


def test_the_llm_replan_prompt_names_the_need_once_and_a_plain_one_does_not():
    note = dict(need="social", level=0.08, since="this morning", minute=900, place="Town Park")
    (_, _), (_, user) = templates.plan_day(request(**note))
    assert "Right now (15:00)" in user and "Town Park" in user and "this morning" in user
    assert "Today's plan:" in user and "$" not in user
    (_, _), (_, plain) = templates.plan_day(request())
    assert "Right now" not in plain and "Yesterday's plan:" in plain
