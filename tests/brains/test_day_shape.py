"""A day that reads like a person's: work that is no timetable, one payment a shopping trip, a
lunch break with lunch in it, an evening that is not a five-hour wind-down, a meal that a talk
does not cut short, and a hungry re-plan that does not send one back to work after hours."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.activities import classify
from game.brains.builtin.decompose_parts import MEAL_MIN, split_parts
from game.mind.brain import DecomposeRequest, NeedNote, PlanDayRequest
from game.mind.inner.tables import tables
from game.mind.plan import DaySchedule
from game.mind.types import PlanBlock
from tests.brains.test_builtin_support import cards, hour_slices, town_options

BY_ID = {c.id: c for c in cards()}
OPTIONS = town_options()


def _day(brain, card, block, plan=None, lo=None):
    """Actions for ``block`` decomposed hour by hour (as the mind does), from ``lo``."""
    out = []
    for a, b in hour_slices(lo if lo is not None else block.start, block.end):
        piece = PlanBlock(start=a, end=b, activity=block.activity)
        out += brain.decompose(
            DecomposeRequest(persona=card, block=piece, day_plan=plan or (block,), options=OPTIONS)
        )
    return out


def _rounds(texts: list[str]) -> int:
    """Times round the longest ring of 2 to 8 steps (consecutive repeats are one step)."""
    seq = [t for i, t in enumerate(texts) if i == 0 or t != texts[i - 1]]
    best = 0
    for k in range(2, 9):
        run = 0
        for i in range(len(seq) - k):
            run = run + 1 if seq[i] == seq[i + k] else 0
            best = max(best, (run + k) // k)
    return best


def test_a_shift_is_no_timetable_of_the_same_steps_every_hour():
    brain = BuiltinBrain(seed=5)
    rings, stretches = [], 0
    for card in BY_ID.values():
        if card.work is None or not card.work_hours:
            continue
        ws = card.work_hours[0]
        plan = (PlanBlock(start=ws, end=ws + 480, activity=f"work at {card.work.sector}"),)
        texts = [a.description for a in _day(brain, card, plan[0], plan)]
        rings.append((_rounds(texts), card.id))
        stretches += any(a == b for a, b in zip(texts, texts[1:], strict=False))
    assert len(rings) >= 15
    assert max(rings)[0] <= 3, max(rings)  # eight hours went round six steps eight times
    assert sum(r < 3 for r, _ in rings) >= 0.9 * len(rings), rings
    assert stretches >= len(rings) // 3  # the main task goes on for a while now and then


def test_a_shopping_trip_pays_once_on_the_way_out():
    brain = BuiltinBrain(seed=2)
    errands = classify("run errands")
    steps = (*errands.steps, *errands.closing, *(st for v in errands.variants.values() for st in v))
    pay = {t for st in steps if st.emoji == "💳" for t in st.texts}  # (paying, in any language)
    assert pay
    for card in list(BY_ID.values())[:12]:
        for start, length in ((9 * 60 + 20, 95), (14 * 60, 45)):
            block = PlanBlock(start=start, end=start + length, activity="run errands at the market")
            acts = _day(brain, card, block)
            paid = [i for i, a in enumerate(acts) if a.description in pay]
            assert len(paid) <= 1 and (not paid or paid[0] == len(acts) - 1), (card.id, acts)


def test_a_lunch_bought_at_a_shop_is_eaten_in_the_break():
    card = BY_ID["samuel_okafor"]
    card = replace(
        card,
        daily_requirement=card.daily_requirement.replace(
            "eats his lunch at the store", "buys his lunch at the market"
        ),
    )
    brain = BuiltinBrain(seed=1)
    plan = brain.plan_day(PlanDayRequest(persona=card, date="2026-02-13", weekday="fri")).blocks
    lunch = next(b for b in plan if "lunch" in b.activity)
    parts = [classify(p).name for p, _ in split_parts(lunch.activity)]
    assert parts[0] != "meal" and parts[-1] == "meal", lunch  # bought, then eaten
    acts = _day(brain, card, lunch, plan)
    eating = sum(a.minutes for a in acts if tables().kind_by_emoji.get(a.emoji) == "eat")
    assert eating >= MEAL_MIN, [(a.description, a.minutes) for a in acts]


def test_a_long_evening_before_bed_keeps_its_pastimes():
    brain = BuiltinBrain(seed=1)
    for card in BY_ID.values():
        for date, wd in (("2026-02-13", "fri"), ("2026-02-14", "sat")):
            plan = brain.plan_day(PlanDayRequest(persona=card, date=date, weekday=wd)).blocks
            for b in plan:
                if classify(b.activity).name == "bedtime" and len(split_parts(b.activity)) == 1:
                    assert b.end - b.start <= 120, (card.id, b)


def test_a_talk_over_a_meal_does_not_end_it():
    """The plan is cut at the end of a talk held over lunch: the rest of the hour is decomposed
    again, and the eating goes on before the bill, however far the plan had got."""
    brain = BuiltinBrain(seed=1)
    card = BY_ID["maya_hart"]
    block = PlanBlock(start=12 * 60, end=13 * 60, activity="have lunch at Sunny Bean Cafe")
    whole = _day(brain, card, block)
    eat = next(a for a in whole if eats_action(a))
    for lo in range(eat.start + 2, eat.end + MEAL_MIN - 1, 3):
        acts = _day(brain, card, block, lo=lo)
        assert eats_action(acts[0]) and acts[0].minutes >= min(MEAL_MIN, block.end - lo), (lo, acts)
    late = _day(brain, card, block, lo=eat.end + MEAL_MIN + 5)
    assert not eats_action(late[0])  # long after the meal: the plan goes on from where it was


def eats_action(a) -> bool:
    return tables().kind_by_emoji.get(a.emoji) == "eat"


def test_a_dinner_after_a_late_hungry_meal_moves_later_and_work_does_not_come_back():
    day = (
        PlanBlock(start=420, end=480, activity="get ready and have breakfast at home"),
        PlanBlock(start=480, end=990, activity="work at the shop"),
        PlanBlock(start=990, end=1080, activity="tidy up at home"),
        PlanBlock(start=1080, end=1125, activity="cook and eat dinner at home"),
        PlanBlock(start=1125, end=1380, activity="relax at home"),
    )
    from game.brains.llm.samples import sample_requests

    req = replace(
        sample_requests()["plan_day"],
        previous_plan=day,
        need=NeedNote(need="fullness", level=0.1, since="", minute=930, place="Corner Cafe"),
    )
    blocks = BuiltinBrain(seed=1).plan_day(req).blocks
    assert not [b for b in blocks if b.start >= 990 and "work" in b.activity], blocks
    dinner = next(b for b in blocks if "dinner" in b.activity)
    assert dinner.start >= 990 + 120 and dinner.end - dinner.start == 45, blocks
    assert all(a.end == b.start for a, b in zip(blocks, blocks[1:], strict=False))


def test_a_meal_cut_to_a_sliver_by_a_gathering_starts_earlier():
    sched = DaySchedule(
        date="2026-02-13",
        blocks=[
            PlanBlock(start=1065, end=1110, activity="read at home"),
            PlanBlock(start=1110, end=1155, activity="have dinner at home"),
            PlanBlock(start=1155, end=1320, activity="relax at home"),
        ],
    )
    sched.insert_block(PlanBlock(start=1120, end=1230, activity="go to the meeting"), 1020)
    dinner = next(b for b in sched.blocks if "dinner" in b.activity)
    assert dinner.end == 1120 and dinner.end - dinner.start >= 30, sched.blocks
    read = sched.blocks[0]
    assert read.end == dinner.start and read.end - read.start >= 15
    late = DaySchedule(date="2026-02-13", blocks=list(sched.blocks))
    late.insert_block(PlanBlock(start=1100, end=1230, activity="go to the meeting"), 1095)
    assert all(b.start >= 1065 for b in late.blocks)  # what is lived already is not moved


def test_an_evening_at_home_is_a_few_longer_things_not_a_ring():
    """Three hours of reading or resting at home: each pastime other than the main one (the
    longest steps: a chapter, the TV) comes once, for a stretch, not round and round
    ("read a chapter, do the crossword, read the news" three times over)."""
    brain = BuiltinBrain(seed=4)
    for card in list(BY_ID.values())[:12]:
        for activity in ("read at home", "relax at home"):
            cat = classify(activity)
            longest = max(st.minutes for st in cat.steps)
            side = {t for st in cat.steps if st.minutes < longest for t in st.texts}
            block = PlanBlock(start=18 * 60, end=21 * 60, activity=activity)
            texts = [a.description for a in _day(brain, card, block)]
            stretches = [t for i, t in enumerate(texts) if i == 0 or t != texts[i - 1]]
            again = {t for t in side if stretches.count(t) > 1}
            assert not again, (card.id, activity, texts)
            assert _rounds(texts) < 2, (card.id, activity, texts)
