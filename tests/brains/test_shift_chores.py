"""A shift's chores are done once or twice, at a time they fit; what comes round fills the rest.

A blind reader of a two-day timeline found a worker's shift a loop: "sweep the crumbs off the
shop floor" twelve times in one shift. A step of the activity tables may say how often a day it
is done at most (``times``: a chore, "sweep the shop floor", "go through the invoices") and in
which third of one's working hours it fits (``shift``: "check the dates on the milk" early,
"sweep the shop floor" late); the step walk (``step_walk``) begins a chore no more than that,
counting what was done today before (the morning's shift before the afternoon's), and spreads
the chores over the shift; the plain steps that come round (ring up a sale, serve a customer,
bake a tray) fill the rest.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.profile import profile_of
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.step_fit import Moment, shift_thirds
from game.brains.builtin.step_walk import StepWalk, a_turn
from game.brains.builtin.table_types import Step
from game.brains.builtin.tables import load_tables
from game.mind.brain import DecomposeRequest
from game.mind.types import PlanBlock
from tests.brains.test_builtin_support import cards, hour_slices, options_for

SERVE = Step(("serve a customer",), (), 5, company="customers")
HELP = Step(("help a customer",), (), 5, company="customers")
SWEEP = Step(("sweep the floor",), (), 5, times=1)
STOCK = Step(("restock the shelf",), (), 10, times=2)
COUNT = Step(("count the stock",), (), 10, times=1)
SHOP = (SERVE, SWEEP, HELP, STOCK, COUNT)


def _walk(seed: int, n: int = 60, earlier=(), minutes: int = 0) -> list[Step]:
    w = StepWalk(SHOP, lambda *a: stable_rand(seed, "t", *a), True, earlier, minutes)
    return [w.at(j) for j in range(n)]


def _rows(seq) -> list:
    """A step going on is one row of the timeline."""
    return [s for i, s in enumerate(seq) if i == 0 or s != seq[i - 1]]


@pytest.mark.parametrize("seed", range(1, 9))
def test_a_chore_is_begun_at_most_its_times_in_a_shift(seed):
    rows = Counter(_rows(_walk(seed, minutes=8 * 60)))
    assert rows[SWEEP] <= 1 and rows[COUNT] <= 1 and rows[STOCK] <= 2, rows
    assert rows[SERVE] + rows[HELP] > rows[SWEEP] + rows[COUNT] + rows[STOCK]


def test_a_chore_done_before_the_part_is_not_done_again():
    # the morning's shift swept the floor: the afternoon's does not
    for seed in range(1, 9):
        seq = _walk(seed, earlier=(0, 1, 0, 0, 0), minutes=4 * 60)
        assert SWEEP not in seq


def test_the_chores_are_spread_over_the_shift():
    for seed in range(1, 9):
        rows = _rows(_walk(seed, minutes=8 * 60))
        at = [i for i, s in enumerate(rows) if s.times]
        assert len(at) >= 2
        assert all(b - a >= 2 for a, b in zip(at, at[1:], strict=False)), at


def test_a_walk_without_chores_is_as_it_was():
    plain = (SERVE, HELP, Step(("wipe the counter",), (), 10))
    w1 = StepWalk(plain, lambda *a: stable_rand(3, "t", *a), True)
    w2 = StepWalk(plain, lambda *a: stable_rand(3, "t", *a), True, (), 8 * 60)
    assert [w1.at(j) for j in range(40)] == [w2.at(j) for j in range(40)]


def test_an_early_step_fits_the_first_third_of_the_hours_and_a_late_one_the_last():
    hours = (8 * 60, 17 * 60)  # 8 to 5: three hours a third
    assert shift_thirds(hours, 7 * 60 + 30) == (True, False)  # (in before the start)
    assert shift_thirds(hours, 10 * 60) == (True, False)
    assert shift_thirds(hours, 12 * 60) == (False, False)
    assert shift_thirds(hours, 14 * 60) == (False, True)
    assert shift_thirds((22 * 60, 6 * 60), 23 * 60) == (True, False)  # a night shift
    assert shift_thirds((22 * 60, 6 * 60), 4 * 60) == (False, True)
    late, early = Step(("sweep",), shift="late"), Step(("milk dates",), shift="early")
    morning = Moment(minute=9 * 60, early=True, late=False)
    assert morning.fits(early) and not morning.fits(late)
    assert Moment(minute=9 * 60).fits(late)  # (hours not known: it fits)


def _shift(card, seed: int) -> list:
    """A working day decomposed an hour at a time as the mind does: the morning's shift,
    lunch, the afternoon's."""
    text = profile_of(card).work_phrase
    ws, we = card.work_hours
    lunch = PlanBlock(start=12 * 60, end=13 * 60, activity="have lunch at home")
    work = (PlanBlock(start=ws, end=lunch.start, activity=text), lunch)
    plan = (*work, PlanBlock(start=lunch.end, end=we, activity=text))
    brain, out = BuiltinBrain(seed=seed), []
    for blk in (plan[0], plan[2]):
        for a, b in hour_slices(blk.start, blk.end):
            req = DecomposeRequest(
                persona=card,
                block=blk.part(a, b),
                day_plan=plan,
                options=options_for("hand", minute=a),
                done=tuple(out),
            )
            out.extend(brain.decompose(req))
    out = [a for a in out if lunch.start > a.start or a.start >= lunch.end]
    return [a for i, a in enumerate(out) if i == 0 or a.description != out[i - 1].description]


def test_a_shopkeepers_day_sweeps_the_floor_once_or_twice_late_and_serves_the_rest():
    card = next(c for c in cards() if c.id == "samuel_okafor")  # the supply store, 8 to 5
    steps = {t: s for c in load_tables().taxonomy for s in c.steps for t in s.texts}
    ws, we = card.work_hours
    for seed in range(1, 6):
        rows = _shift(card, seed)
        said = Counter(a.description for a in rows)
        # (a customer's turn comes round in a shop of few plain steps: no chore)
        chores = {
            d: n for d, n in said.items() if d in steps and steps[d].times and not a_turn(steps[d])
        }
        assert chores, said  # (a shop with no chores would prove nothing)
        assert all(n <= 2 * steps[d].times for d, n in chores.items()), said
        sweeps = [a.start for a in rows if a.description == "sweep the shop floor"]
        assert len(sweeps) <= 2 and all(we - t <= (we - ws) // 3 + 60 for t in sweeps), sweeps
        top = said.most_common(1)[0][0]
        assert not steps[top].times or a_turn(steps[top]), said  # what comes round fills it


def test_every_trade_has_a_step_that_comes_round():
    # a shift of chores only would do them again and again: each work category keeps a step
    # without ``times`` to fill it
    t = load_tables()
    trades = set(t.work_arenas.values()) | {c for _, c in t.work_occupations}
    for cat in t.taxonomy:
        if cat.name in trades:
            assert any(not s.times for s in cat.steps), cat.name


def test_an_early_chore_opens_the_shift():
    dates = Step(("check the dates on the milk",), (), 5, times=1, shift="early")
    for seed in range(1, 9):
        w = StepWalk((*SHOP, dates), lambda *a, s=seed: stable_rand(s, "t", *a), True, (), 480)
        rows = _rows([w.at(j) for j in range(40)])
        assert dates in rows[:3] and rows.count(dates) == 1, rows


def test_a_shop_of_one_plain_step_is_not_that_step_all_day():
    """A blind reader: the same step of a shop's work ("serve a customer at the checkout") 54
    times in one day log. With one plain step and the chores done by mid-morning, the
    customers' other turns come round too: no step is most of the day, none is every other
    row of it, and the chores are still done no more than their times."""
    one = (SERVE, SWEEP, Step(("weigh out potatoes",), (), 5, company="customers", times=3), COUNT)
    one = (*one, Step(("fetch from the top shelf",), (), 5, company="customers", times=3))
    for seed in range(1, 9):
        w = StepWalk(one, lambda *a, s=seed: stable_rand(s, "one", *a), True, (), 600)
        seq = [w.at(j) for j in range(90)]
        said = Counter(seq)
        assert said.most_common(1)[0][1] <= 45, said  # (was 70 and more of 90)
        rows = _rows(seq)
        assert Counter(rows).most_common(1)[0][1] <= len(rows) // 2, Counter(rows)
        assert Counter(rows)[SWEEP] <= 1 and Counter(rows)[COUNT] <= 1
        # away from one's own work (a customer's turn is nobody's there) nothing changes
        assert StepWalk(one, lambda *a: 0.5, False).times == [s.times for s in one]
