"""A visit's block (an errand to find someone: ``PlanBlock.seeks``) ends once it has done what
it was for, or cannot: the two have talked, or the one sought is not where the visit went; it
is not planned at their home while they are known to be at work; and a re-plan later that day
leaves them be."""

from dataclasses import replace
from datetime import datetime
from types import SimpleNamespace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.plan_errands import visits as planned_visits
from game.mind import errands, visits
from game.mind.brain import OtherView, PlanDayRequest
from game.mind.plan import DaySchedule
from game.mind.records import Errand
from game.mind.types import Action, Place, PlanBlock
from game.world.clock import EPOCH
from tests.mind.test_errands import asker

DAY_S = 86400.0  # the schedule's day starts here (the clock's second day)
VISIT = PlanBlock(start=17 * 60 + 30, end=18 * 60 + 30, activity="have a word with Bob at Marsh House", seeks="bob")  # fmt: skip
KITCHEN = Place(sector="Marsh House", arena="Kitchen", obj="kitchen table")


def _resident():
    r = asker()
    blocks = [
        PlanBlock(start=6 * 60, end=VISIT.start, activity="bake at the bakery"),
        VISIT,
        PlanBlock(start=VISIT.end, end=22 * 60, activity="have dinner at home"),
    ]
    r.schedule = DaySchedule(date="2026-02-14", blocks=blocks)
    acts = tuple(
        Action(start=VISIT.start + 15 * i, minutes=15, description=VISIT.activity, place=KITCHEN)
        for i in range(4)
    )
    r.schedule.add_actions(VISIT, acts, KITCHEN)
    return r


def _ctx(minute: int, here: Place | None = KITCHEN, nearby=(), company=None):
    return SimpleNamespace(
        now_s=DAY_S + minute * 60, current_place=here, nearby=nearby, company=company
    )


def test_the_planner_says_whom_a_visit_block_seeks_and_a_save_keeps_it():
    r = asker()
    req = PlanDayRequest(persona=r.card(), date="2026-02-15", weekday="sun",
                         errands=errands.due(r, 3600.0))  # fmt: skip
    plan = BuiltinBrain(seed=2).plan_day(req)
    [visit] = [b for b in plan.blocks if "Bob" in b.activity]
    assert visit.seeks == "bob"
    assert all(b.seeks == "" for b in plan.blocks if b is not visit)
    assert PlanBlock.from_dict(visit.to_dict()) == visit
    # a block of an older save (no key) seeks nobody; a plain block saves as it always did
    old = {"start": 60, "end": 120, "activity": "read at home"}
    assert PlanBlock.from_dict(old).seeks == "" and PlanBlock.from_dict(old).to_dict() == old
    # cut around a gathering, each part still knows whom it seeks
    sched = DaySchedule(date="2026-02-15", blocks=list(plan.blocks))
    mid = (visit.start + visit.end) // 2
    sched.insert_block(PlanBlock(start=mid, end=mid + 10, activity="attend a meeting"), 0)
    assert {b.seeks for b in sched.blocks if "Bob" in b.activity} == {"bob"}


def test_once_the_two_have_talked_the_rest_of_the_visit_is_ones_own():
    r = _resident()
    minute = VISIT.start + 20
    assert visits.settle(r, _ctx(minute), minute) == []  # (just arrived, not met yet)
    r.relations.get("bob").last_talked = DAY_S + (VISIT.start + 25) * 60
    minute = VISIT.start + 30
    assert visits.settle(r, _ctx(minute), minute)
    now = r.schedule.block_at(minute)
    assert now.activity == visits.AWAY and not now.seeks and now.end == VISIT.end
    assert r.schedule.block_at(VISIT.start).seeks == "bob"  # (what was lived stays)
    assert not r.schedule.covered(minute)  # decomposed again from now
    # a talk earlier in the day (a call, a meeting in the street) did the visit's work too
    r = _resident()
    r.relations.get("bob").last_talked = DAY_S + 12 * 60 * 60
    assert visits.settle(r, _ctx(VISIT.start), VISIT.start)
    assert r.schedule.block_at(VISIT.start).activity == visits.AWAY


def test_nobody_in_one_waits_a_short_while_then_leaves_and_leaves_them_be_today():
    r = _resident()
    start = VISIT.start + 10
    assert visits.settle(r, _ctx(start - 5, here=Place(sector="Lane")), start - 5) == []
    assert visits.settle(r, _ctx(start), start) == []  # arrived
    assert visits.settle(r, _ctx(start + visits.WAIT - 1), start + visits.WAIT - 1) == []
    minute = start + visits.WAIT
    [note] = visits.settle(r, _ctx(minute), minute)
    assert "Bob Marsh" in note and "wasn't in" in note and "Marsh House" in note
    assert r.schedule.block_at(minute).activity == visits.AWAY
    assert r.memory.recent(1)[0].meta.get(errands.NOT_IN) == "bob"
    # a plan made again today does not send one back; tomorrow's does
    assert "bob" not in [e.other for e in errands.due(r, DAY_S + minute * 60, today=True)]
    assert "bob" in [e.other for e in errands.due(r, DAY_S + minute * 60)]
    assert "bob" in [e.other for e in errands.due(r, 2 * DAY_S + 8 * 3600, today=True)]


def test_seen_but_never_free_one_gives_up_later_and_someone_else_in_is_not_them():
    bob = OtherView(id="bob", name="Bob Marsh", activity="talking", available=False)
    cat = OtherView(id="cat", name="Cat Marsh", activity="cooking")
    r = _resident()
    start = VISIT.start + 5
    visits.settle(r, _ctx(start, nearby=(cat,)), start)
    [note] = visits.settle(r, _ctx(start + visits.WAIT, nearby=(cat,)), start + visits.WAIT)
    assert "wasn't in" in note  # (his wife at home is not him)
    r = _resident()
    visits.settle(r, _ctx(start, nearby=(bob,)), start)
    assert visits.settle(r, _ctx(start + visits.WAIT), start + visits.WAIT) == []
    [note] = visits.settle(r, _ctx(start + visits.BUSY), start + visits.BUSY)
    assert "busy" in note and r.schedule.block_at(start + visits.BUSY).activity == visits.AWAY


def test_a_block_that_seeks_nobody_is_never_touched():
    r = _resident()
    r.schedule.blocks[1] = replace(VISIT, seeks="")  # (an LLM's plan that does not say)
    r.relations.get("bob").last_talked = DAY_S + VISIT.start * 60
    for minute in range(VISIT.start, VISIT.end, 10):
        assert visits.settle(r, _ctx(minute), minute) == []
    assert r.schedule.blocks[1] == replace(VISIT, seeks="")


def test_a_home_visit_is_not_planned_while_they_are_known_to_be_at_work():
    # a teacher (a classroom: not a place one calls at) who works till half past six
    e = Errand(other="bob", name="Bob Marsh", why="see", home="Marsh House", work="School",
               work_kind="classroom", work_hours=(8 * 60, 18 * 60 + 30), work_days=("mon",))  # fmt: skip
    [(_, (lo, hi), _, place, whom)] = planned_visits((e,), "mon", "ann", "2026-02-16", 1)
    assert place == "Marsh House" and whom == "bob"
    assert lo >= 18 * 60 + 30 + 30 and hi - lo >= 45  # home from work first
    # an evening shift: found at home in the afternoon, before it
    pub = replace(e, work_hours=(18 * 60, 23 * 60 + 30))
    [(_, (lo, hi), _, _, _)] = planned_visits((pub,), "mon", "ann", "2026-02-16", 1)
    assert hi <= 18 * 60 - 30 and hi - lo >= 45
    # a night shift that ends after midnight keeps the evening before it clear too
    night = replace(e, work_hours=(19 * 60, 3 * 60))
    [(_, (lo, hi), _, _, _)] = planned_visits((night,), "mon", "ann", "2026-02-16", 1)
    assert hi <= 19 * 60 - 30


def test_the_wait_runs_out_on_time_across_the_turn_of_an_hour():
    r = _resident()
    start = VISIT.start + 20  # (17:50: the wait runs out at 18:05, in an hour not decomposed)
    assert visits.settle(r, _ctx(start), start) == []
    # the think that ends the wait is asked for then, not at the end of a long action
    assert visits.look_again_s(r, DAY_S + start * 60, start) == DAY_S + (start + visits.WAIT) * 60
    r.schedule.revise_from(18 * 60)
    minute = start + visits.WAIT
    assert r.schedule.action_at(minute) is None
    [note] = visits.settle(r, _ctx(minute), minute)
    assert "wasn't in" in note and visits.look_again_s(r, DAY_S + minute * 60, minute) is None


def test_a_knock_at_a_house_with_nobody_in_is_answered_by_nobody_and_one_goes():
    """Was: one walked in and waited on the sofa of an empty house for a quarter of an hour
    (or, in a block that had lost whom it sought, the whole hour). Now: nobody else there at
    all (``ThinkContext.company``), one leaves at the door."""
    r = _resident()
    start = VISIT.start + 10
    [note] = visits.settle(r, _ctx(start, company=frozenset({"Park"})), start)
    assert "wasn't in" in note and r.schedule.block_at(start).activity == visits.AWAY
    assert r.memory.recent(1)[0].meta.get(errands.NOT_IN) == "bob"
    # someone is in (his wife, a lodger): one is let in and waits for him as before
    r = _resident()
    assert visits.settle(r, _ctx(start, company=frozenset({"Marsh House"})), start) == []
    assert visits.settle(r, _ctx(start + visits.WAIT - 1), start + visits.WAIT - 1) == []
    # on the way there one looks each minute, so the knock is at the door, not on the sofa
    r = _resident()
    lane = visits.settle(r, _ctx(VISIT.start, here=Place(sector="Lane")), VISIT.start)
    assert lane == [] and visits.look_again_s(r, DAY_S + VISIT.start * 60, VISIT.start) == (
        DAY_S + VISIT.start * 60 + visits.STEP_S
    )
    r.schedule.blocks[1] = replace(VISIT, seeks="")  # (seeking nobody: nothing to look for)
    assert visits.look_again_s(r, DAY_S + VISIT.start * 60, VISIT.start) is None


def test_two_calls_side_by_side_stay_two_or_the_first_keeps_whom_it_seeks():
    """Was: a plan with too many blocks joined "have a word with Ann at the shop, then have a
    word with Bob at Marsh House" into one block seeking nobody, and the caller sat the hour
    out in Bob's empty house. Now two calls are joined last, and then the first is made."""
    from game.brains.builtin.plan_finish import FinishMixin
    from game.brains.builtin.plan_items import Item

    ann = Item(16 * 60, 17 * 60, "have a word with Ann at the shop", 8, "visit", seeks="ann")
    bob = Item(17 * 60, 18 * 60, "have a word with Bob at Marsh House", 8, "visit", seeks="bob")
    read = Item(18 * 60, 19 * 60, "read a book at home", 3, "flex")
    tea = Item(19 * 60, 20 * 60, "have tea at home", 3, "flex")
    cost = FinishMixin._merge_cost
    assert cost(ann, bob) > cost(bob, read) > cost(read, tea)
    out = [replace(ann), replace(bob)]
    FinishMixin()._merge_one(out, None)
    assert [(i.start, i.end, i.text, i.seeks) for i in out] == [(16 * 60, 18 * 60, ann.text, "ann")]


def test_the_one_a_visit_goes_to_find_is_stopped_if_met_on_the_way():
    """Was: on the way to wait at Sade's empty house, Femi walked past her in the park. Now,
    while the visit's block is on, the one it seeks is someone one is out to find (``keen``,
    ``seeking``): seen anywhere, one stops them there."""
    r = _resident()
    mid = next(m.id for m in r.memory.recent(50) if (m.meta.get("fact") or {}).get("ask"))
    r.relations.get("bob").told.append(mid)  # (the request made: no other reason to stop him)
    day = (datetime(2026, 2, 14) - EPOCH).total_seconds()  # (the schedule's date)
    before, during = day + (VISIT.start - 30) * 60, day + (VISIT.start + 5) * 60
    assert not errands.seeking(r, "bob", before) and "Bob Marsh" not in errands.keen(r, before)
    assert errands.visiting(r, during) == "bob"
    assert errands.seeking(r, "bob", during) and "Bob Marsh" in errands.keen(r, during)


def test_one_sweet_on_them_still_drops_in_after_a_word_earlier_but_not_after_one_there():
    r = _resident()
    r.relations.get("bob").feeling = "crush"  # (a crush on record: a romance to her)
    r.relations.get("bob").last_talked = DAY_S + 12 * 60 * 60  # a word at noon
    assert visits.settle(r, _ctx(VISIT.start), VISIT.start) == []
    assert r.schedule.block_at(VISIT.start).seeks == "bob"  # she goes all the same
    r.relations.get("bob").last_talked = DAY_S + (VISIT.start + 25) * 60  # found him there
    minute = VISIT.start + 30
    assert visits.settle(r, _ctx(minute), minute)
    assert r.schedule.block_at(minute).activity == visits.AWAY
