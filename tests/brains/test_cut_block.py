"""A block cut in two by one put in (a meal when hungry, a gathering) goes on from where it was:
the rest of "get ready and have breakfast at home" after a meal put in at 08:25 does not wash,
dress and make the bed again, nor eat breakfast an hour after the meal (brinewick seed 1's
Saturday: a shower at 06:35 and again at 09:15, breakfast at 10:45 after a meal at 08:45)."""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.stretch import Stretch
from game.mind.brain import DecomposeRequest
from game.mind.inner.tables import tables
from game.mind.plan import DaySchedule
from game.mind.types import PlanBlock, cut_in
from tests.brains.test_builtin_support import cards, hour_slices, options_for

CARDS = [c for c in cards() if c.age >= 18]
MORNING = PlanBlock(start=6 * 60 + 30, end=12 * 60, activity="get ready and have breakfast at home")
MEAL = PlanBlock(start=8 * 60 + 25, end=9 * 60 + 10, activity="have a bite to eat at home")
ONCE = ("shower", "dressed", "make the bed", "wake up")  # a morning's steps done once


def _day(brain, card, plan, start, end, options, done=()):
    """The actions of [start, end), decomposed an hour at a time as the mind does (with what
    was done before each hour: ``done`` and the hours before)."""
    out = []
    for a, b in hour_slices(start, end):
        blk = next(x for x in plan if x.start <= a < x.end).part(a, b)
        req = DecomposeRequest(
            persona=card, block=blk, day_plan=plan, options=options, done=(*done, *out)
        )
        out.extend(brain.decompose(req))
    return out


def _eats(a) -> bool:
    return tables().kind_by_emoji.get(a.emoji) == "eat"


@pytest.mark.parametrize("card", CARDS, ids=[c.id for c in CARDS])
def test_the_rest_of_a_morning_after_a_meal_put_in_goes_on_from_where_it_was(card):
    brain = BuiltinBrain()
    options = options_for("hand", minute=8 * 60)
    before = _day(brain, card, (MORNING,), MORNING.start, MEAL.start, options)
    plan = tuple(cut_in((MORNING,), MEAL))
    rest = plan[-1]
    assert rest.began == MORNING.start and plan[0].began is None
    after = _day(brain, card, plan, rest.start, rest.end, options, before)
    assert after[0].start == rest.start and after[-1].end == rest.end
    done = {w for a in before for w in ONCE if w in a.description}
    again = [a.description for a in after if any(w in a.description for w in done)]
    assert not again, (done, again)
    assert not any(_eats(a) for a in after), [a.description for a in after]
    assert done  # the morning had its routine before the meal: else this proves nothing


def test_the_stretch_of_a_cut_block_lays_its_parts_end_to_end():
    plan = tuple(cut_in((MORNING,), MEAL))
    run = Stretch.of(plan, plan[-1])
    assert [(b.start, b.end) for b in run.parts] == [(390, 505), (550, 720)]
    assert run.end == 720 - 45 and run.shift_at(600) == 45 and run.shift_at(400) == 0
    assert run.hour_of(480) == (540, 505) and run.hour_of(505) == (600 - 45, 600 - 45)
    assert run.day(505) == 550 and run.day(505, end=True) == 505
    assert run.ate_by(505) and not run.ate_by(504)
    whole = Stretch.of((MORNING,), MORNING)  # a block whole: the day's clock
    assert whole.parts == (MORNING,) and whole.end == MORNING.end and not whole.meals


def test_a_block_put_in_marks_the_rest_and_a_save_keeps_it():
    sched = DaySchedule(date="2026-02-14", blocks=[MORNING])
    sched.insert_block(PlanBlock(start=600, end=660, activity="meet Bob at the cafe"), 600)
    first, _, rest = sched.blocks
    assert first.began is None and rest.began == MORNING.start
    # cut again, the rest still knows when the block began
    sched.insert_block(PlanBlock(start=690, end=700, activity="water the plants"), 690)
    assert sched.blocks[-1].began == MORNING.start
    back = DaySchedule.from_state(sched.get_state())
    assert back.blocks == sched.blocks
    assert "began" not in MORNING.to_dict()  # a block whole saves as it always did


@pytest.mark.parametrize("card", CARDS, ids=[c.id for c in CARDS])
def test_news_that_leaves_the_block_under_way_does_not_begin_it_again(card):
    """News at 07:05 re-plans the day, and the new plan has the same morning: it stays one
    block (was: cut at 07:05 and begun again, a second shower at 07:05), and what was done of
    it is not done again though the plan's words changed (the replay's draws with them)."""
    brain = BuiltinBrain()
    options = options_for("hand", minute=7 * 60)
    sched = DaySchedule(date="2026-02-14", blocks=[MORNING])
    # (the mind decomposed the hour from 07:00 whole; the news cut it at 07:05)
    before = _day(brain, card, (MORNING,), MORNING.start, 8 * 60, options)
    before = [a for a in before if a.start < 7 * 60 + 5]
    later = PlanBlock(start=12 * 60, end=13 * 60, activity="have lunch at home")
    sched.replan_from(7 * 60 + 5, [MORNING.part(MORNING.start, 12 * 60), later])
    assert sched.blocks[0] == MORNING.part(MORNING.start, 12 * 60), sched.blocks
    after = _day(brain, card, tuple(sched.blocks), 7 * 60 + 5, 8 * 60, options, before)
    done = {w for a in before for w in ONCE if w in a.description}
    again = [a.description for a in after if any(w in a.description for w in done)]
    assert done and not again, (done, again)
