"""Built-in brain: decomposition into 5-15 minute actions and the choice of places.

Documented exceptions to "5 to 15 minutes": a slice shorter than 5 minutes is one action of that
length, and a sleep slice is a single action covering it.
"""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain, make_builtin_brain
from game.mind.brain import ChoosePlaceRequest, DecomposeRequest, PlanDayRequest
from game.mind.types import Place, PlanBlock
from tests.brains.test_builtin_support import cards, hour_slices, option_sources, options_for

CARDS = cards()
BY_ID = {c.id: c for c in CARDS}
DAYS = [("2026-02-13", "fri"), ("2026-02-14", "sat")]


def _decompose(brain, card, block, plan, options, current=None):
    return brain.decompose(
        DecomposeRequest(
            persona=card, block=block, day_plan=plan, options=options, current_place=current
        )
    )


def _check_cover(actions, block, options):
    valid = {str(o.place) for o in options}
    assert actions, block
    assert actions[0].start == block.start and actions[-1].end == block.end
    for a, b in zip(actions, actions[1:], strict=False):
        assert a.end == b.start
    long_ok = "sleep" in block.activity
    for a in actions:
        assert str(a.place) in valid, (a, block.activity)
        assert a.description.strip() and a.emoji
        if block.end - block.start >= 5 and not long_ok:
            assert 5 <= a.minutes <= 15, (a, block)


@pytest.mark.parametrize("source", option_sources())
@pytest.mark.parametrize("day", DAYS, ids=["weekday", "weekend"])
@pytest.mark.parametrize("card", CARDS, ids=[c.id for c in CARDS])
def test_every_hour_decomposes_exactly_into_offered_places(card, day, source):
    brain = make_builtin_brain(3)  # guarded and counted, as the simulation runs it
    plan = brain.plan_day(PlanDayRequest(persona=card, date=day[0], weekday=day[1])).blocks
    for blk in plan:
        for a, b in hour_slices(blk.start, blk.end):
            options = options_for(source, minute=a)
            piece = PlanBlock(start=a, end=b, activity=blk.activity)
            _check_cover(_decompose(brain, card, piece, plan, options), piece, options)
    assert not brain.counters.fallbacks, "a heuristic raised and the minimal answer was used"


@pytest.mark.parametrize("source", option_sources())
def test_work_happens_at_the_workplace(source):
    brain = BuiltinBrain()
    for card in CARDS:
        if card.work is None:
            continue
        day = next(
            d for d in ("mon", "tue", "wed", "thu", "fri", "sat", "sun") if d in card.work_days
        )
        date = {
            "mon": "2026-02-09",
            "tue": "2026-02-10",
            "wed": "2026-02-11",
            "thu": "2026-02-12",
            "fri": "2026-02-13",
            "sat": "2026-02-14",
            "sun": "2026-02-15",
        }[day]
        plan = brain.plan_day(PlanDayRequest(persona=card, date=date, weekday=day)).blocks
        ws = card.work_hours[0]
        blk = next(b for b in plan if b.start <= ws + 30 < b.end)
        piece = PlanBlock(start=ws + 30, end=ws + 90, activity=blk.activity)
        acts = _decompose(brain, card, piece, plan, options_for(source, minute=ws + 30))
        sectors = {a.place.sector for a in acts}
        assert sectors == {card.work.sector}, (card.id, blk.activity, sectors)
        if card.work.arena:
            assert any(a.place.arena == card.work.arena for a in acts), (card.id, acts)


@pytest.mark.parametrize("source", option_sources())
def test_a_closed_place_is_never_chosen_when_something_is_open(source):
    brain = BuiltinBrain()
    maya = BY_ID["maya_hart"]
    closed = frozenset({"Sunny Bean Cafe"})
    options = options_for(source, minute=8 * 60, closed=closed)
    blk = PlanBlock(start=8 * 60, end=9 * 60, activity="have coffee at Sunny Bean Cafe")
    acts = _decompose(brain, maya, blk, (blk,), options)
    assert all(a.place.sector != "Sunny Bean Cafe" for a in acts)
    # before opening hours (hours close it too)
    early = options_for(source, minute=6 * 60)
    blk = PlanBlock(start=6 * 60, end=7 * 60, activity="have a drink at the Copper Kettle Pub")
    assert all(
        a.place.sector != "Copper Kettle Pub" for a in _decompose(brain, maya, blk, (blk,), early)
    )
    for activity in (
        "have coffee at Sunny Bean Cafe",
        "work the counter at Sunny Bean Cafe",
        "eat lunch",
        "buy a latte",
        "meet friends at the cafe",
    ):
        for card in CARDS:
            place = brain.choose_place(
                ChoosePlaceRequest(persona=card, activity=activity, options=options)
            )
            assert place.sector != "Sunny Bean Cafe", (card.id, activity, place)
            assert str(place) in {str(o.place) for o in options}


@pytest.mark.parametrize("source", option_sources())
def test_choose_place_honours_avoid_and_prefers_the_named_place(source):
    brain = BuiltinBrain()
    olivia = BY_ID["olivia_grant"]
    options = options_for(source, minute=15 * 60)
    got = brain.choose_place(
        ChoosePlaceRequest(persona=olivia, activity="have a coffee at the cafe", options=options)
    )
    assert got.sector == "Sunny Bean Cafe"
    got = brain.choose_place(
        ChoosePlaceRequest(
            persona=olivia,
            activity="have a coffee at the cafe",
            options=options,
            avoid=(Place(sector="Sunny Bean Cafe"),),
        )
    )
    assert got.sector != "Sunny Bean Cafe"
    leo = BY_ID["leo_hart"]
    got = brain.choose_place(
        ChoosePlaceRequest(persona=leo, activity="practise the piano at home", options=options)
    )
    assert got.sector == "Hart House" and "piano" in got.obj


def test_odd_input_never_raises():
    brain = BuiltinBrain()
    card = CARDS[0]
    blk = PlanBlock(start=600, end=603, activity="???")
    acts = _decompose(brain, card, blk, (), ())
    assert acts and acts[0].start == 600 and acts[-1].end == 603
    assert (
        brain.choose_place(ChoosePlaceRequest(persona=card, activity="", options=())) == card.home
    )
    big = PlanBlock(
        start=0,
        end=8 * 60,
        activity="work at the pharmacy counter of Greenleaf Market and Pharmacy",
    )
    acts = _decompose(brain, card, big, (big,), options_for("hand"))
    assert sum(a.minutes for a in acts) == 8 * 60


@pytest.mark.parametrize("source", option_sources())
def test_residents_stay_out_of_other_peoples_bedrooms(source):
    brain = BuiltinBrain()
    for pid in ("daniel_hart", "leo_hart", "tomas_rivera", "hana_sato", "marcus_bell"):
        card = BY_ID[pid]
        for activity in (
            "get ready and have breakfast at home",
            "wind down at home and get ready for bed",
            "relax at home",
            "read at home",
        ):
            blk = PlanBlock(start=7 * 60, end=8 * 60, activity=activity)
            for a in _decompose(brain, card, blk, (blk,), options_for(source, minute=7 * 60)):
                if a.place.sector == card.home.sector and a.place.arena:
                    kind_private = any(
                        w in a.place.arena for w in ("Bedroom", "Room 1", "Apartment")
                    )
                    assert not kind_private or a.place.arena == card.home.arena, (pid, a)


def test_sleep_is_one_action_in_ones_own_bed():
    brain = BuiltinBrain()
    tomas = BY_ID["tomas_rivera"]
    blk = PlanBlock(start=30, end=450, activity="sleep")
    acts = _decompose(brain, tomas, blk, (blk,), options_for("hand"))
    assert len(acts) == 1 and acts[0].minutes == 420
    assert acts[0].place.arena == "Room 101" and acts[0].place.obj.startswith("bed")


def test_decompose_is_deterministic():
    a, b = BuiltinBrain(seed=5), BuiltinBrain(seed=5)
    card = BY_ID["camille_moreau"]
    plan = a.plan_day(PlanDayRequest(persona=card, date="2026-02-13", weekday="fri")).blocks
    options = options_for("hand", minute=600)
    n = 0
    for blk in plan:
        for s, e in hour_slices(blk.start, blk.end):
            piece = PlanBlock(start=s, end=e, activity=blk.activity)
            assert _decompose(a, card, piece, plan, options) == _decompose(
                b, card, piece, plan, options
            )
            n += 2
    assert n > 0  # speed is measured in bench/, not here


def _eating(actions) -> int:
    from game.mind.inner.tables import tables

    return sum(a.minutes for a in actions if tables().kind_by_emoji.get(a.emoji) == "eat")


@pytest.mark.parametrize("card", CARDS, ids=[c.id for c in CARDS])
def test_a_meal_squeezed_by_a_talk_keeps_its_ten_minutes(card):
    """A talk took the first minutes of the breakfast's last quarter hour: the rest of it is
    decomposed anew, and the meal keeps ten minutes whole (the dishes wait), not what is left
    once the dishes have their five."""
    from game.brains.builtin.decompose_parts import MEAL_MIN

    brain = BuiltinBrain()
    block = PlanBlock(start=420, end=495, activity="get ready and have breakfast at home")
    options = options_for("hand", minute=480)
    squeezed = 0
    for lo in range(480, 486):
        piece = PlanBlock(start=lo, end=block.end, activity=block.activity)
        acts = _decompose(brain, card, piece, (block,), options)
        _check_cover(acts, piece, options)
        eating = _eating(acts)
        if eating:
            squeezed += 1
            assert eating >= MEAL_MIN, (lo, [(a.description, a.minutes) for a in acts])
    assert squeezed  # a slice with the meal in it: else this proves nothing


def test_a_full_slice_keeps_its_steps_and_the_cooking_stays():
    from game.brains.builtin.activities import Step
    from game.brains.builtin.decompose_parts import meal_first

    cook = Step(("cook {meal}",), ("stove",), 15, "🍳")
    eat = Step(("eat {meal}",), ("kitchen_table",), 15, "🍽️")
    wash = Step(("wash the dishes",), ("sink",), 5, "🧽")
    want = lambda q: [s.minutes for s in q]  # noqa: E731
    assert meal_first([cook, eat, wash], 35, want) == ([cook, eat, wash], [15, 15, 5])
    assert meal_first([eat, wash], 13, want) == ([eat], [13])  # the dishes wait
    seq, mins = meal_first([cook, eat], 12, want)  # the cooking before it is not dropped
    assert seq == [cook, eat] and sum(mins) == 12


@pytest.mark.parametrize("source", option_sources())
def test_staff_eating_where_they_work_do_not_order_or_pay_at_their_own_counter(source):
    """The barista's lunch at her own cafe has no 'order lunch at the counter' and no 'pay and
    chat with the barista'; a customer's lunch there has both."""
    brain = BuiltinBrain()
    options = options_for(source, minute=12 * 60)
    blk = PlanBlock(start=12 * 60, end=13 * 60, activity="eat lunch at Sunny Bean Cafe")

    def said(rid: str) -> str:
        acts = _decompose(brain, BY_ID[rid], blk, (blk,), options)
        assert all(a.place.sector == "Sunny Bean Cafe" for a in acts), acts
        return " | ".join(a.description for a in acts)

    customer = said("maya_hart")
    assert "order" in customer or "pay" in customer or "bill" in customer, customer
    staff = said("olivia_grant")
    assert not any(w in staff for w in ("order", "pay and chat", "bill")), staff


def test_a_quarter_hour_breakfast_before_an_early_shift_is_eaten_not_bolted():
    """Wake at 04:30 for a 05:00 shift: the 15 minutes of breakfast were fridge 5, cooking 5,
    eating 5 (not a meal). What comes before the meal gives way, the first first."""
    from game.brains.builtin.activities import Step
    from game.brains.builtin.decompose_parts import MEAL_MIN, eats, meal_first

    fridge = Step(("take ingredients out of the fridge",), ("fridge",), 5, "🥕")
    cook = Step(("prepare {meal}",), ("stove",), 5, "🍳")
    eat = Step(("eat {meal}",), ("kitchen_table",), 10, "🍽️")
    want = lambda q: [s.minutes for s in q]  # noqa: E731
    seq, mins = meal_first([fridge, cook, eat], 15, want)
    assert seq == [cook, eat] and sum(mins) == 15, (seq, mins)
    assert sum(m for s, m in zip(seq, mins, strict=True) if eats(s)) >= MEAL_MIN
