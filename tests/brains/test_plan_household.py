"""A household plans one dinner time; a late shift is waited for only when all can wait."""

import re

from game.brains.builtin.plan_household import me_as_housemate, shared_breakfast, shared_dinner
from game.brains.builtin.planner import Planner
from game.mind.brain import PersonaCard, PlanDayRequest
from game.mind.types import Place


def _card(pid: str, age: int, work: tuple[int, int] | None, sleep: int = 23 * 60) -> PersonaCard:
    return PersonaCard(
        id=pid,
        name=pid.title() + " Test",
        age=age,
        wake=7 * 60,
        sleep=sleep,
        home=Place(sector="Home", arena="Kitchen"),
        work_hours=work,
        work_days=("mon", "tue", "wed", "thu", "fri") if work else (),
    )


def _dinner_start(card: PersonaCard, home: tuple[PersonaCard, ...], seed: int) -> int:
    req = PlanDayRequest(
        persona=card,
        date="2026-02-11",
        weekday="wed",
        household=tuple(me_as_housemate(c) for c in home if c.id != card.id),
    )
    blocks = Planner(seed).plan(req).blocks
    return next(b.start for b in blocks if re.search("dinner|evening meal|supper", b.activity))


def test_all_members_plan_the_same_dinner_time():
    home = (
        _card("ann", 40, (9 * 60, 17 * 60)),
        _card("bob", 42, None),
        _card("cy", 9, None, 20 * 60),
    )
    for seed in (1, 7):
        starts = {_dinner_start(c, home, seed) for c in home}
        assert len(starts) == 1, starts


def test_late_worker_waited_for_unless_a_child_must_sleep():
    late = _card("ann", 40, (9 * 60, 19 * 60))
    grown = _card("bob", 42, None)
    meal = shared_dinner(grown, (me_as_housemate(late),), "wed", "2026-02-11", 1)
    assert meal is not None and meal.start >= 19 * 60 + 15 and "ann" in meal.joiners
    child = _card("cy", 6, None, 19 * 60 + 30)
    meal = shared_dinner(
        grown, (me_as_housemate(late), me_as_housemate(child)), "wed", "2026-02-11", 1
    )
    assert meal is not None and "ann" not in meal.joiners and meal.start <= 18 * 60 + 30


def test_one_cook_and_breakfast_where_mornings_overlap():
    a, b = _card("ann", 40, (9 * 60, 17 * 60)), _card("bob", 42, None)
    meals = [
        shared_dinner(c, (me_as_housemate(o),), "wed", "2026-02-11", 7) for c, o in ((a, b), (b, a))
    ]
    assert meals[0] == meals[1] and meals[0].cook in ("ann", "bob")
    assert shared_breakfast(a, (me_as_housemate(b),), "wed", "2026-02-11") is not None
    early = _card("dee", 40, (7 * 60 + 15, 15 * 60))
    assert shared_breakfast(early, (me_as_housemate(b),), "wed", "2026-02-11") is None
    assert shared_dinner(a, (), "wed", "2026-02-11", 7) is None
