"""A household plans one dinner time; a late shift is waited for only when all can wait."""

import re

from game.brains.builtin.decompose_parts import served
from game.brains.builtin.plan_household import me_as_housemate, shared_breakfast, shared_dinner
from game.brains.builtin.plan_meals import COOK_LEAD
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


def _dinner(card: PersonaCard, home: tuple[PersonaCard, ...], seed: int):
    req = PlanDayRequest(
        persona=card,
        date="2026-02-11",
        weekday="wed",
        household=tuple(me_as_housemate(c) for c in home if c.id != card.id),
    )
    blocks = Planner(seed).plan(req).blocks
    return next(b for b in blocks if re.search("dinner|evening meal|supper", b.activity))


def test_all_members_sit_down_to_dinner_at_the_same_time_and_one_cooks():
    # (the cook's block starts COOK_LEAD minutes before the others sit down: dinner is on the
    # table when they come; the others join, set the table and eat: ``served``)
    home = (
        _card("ann", 40, (9 * 60, 17 * 60)),
        _card("bob", 42, None),
        _card("cy", 9, None, 20 * 60),
    )
    for seed in (1, 7):
        blocks = {c.id: _dinner(c, home, seed) for c in home}
        cooks = [pid for pid, b in blocks.items() if not served(b.activity)]
        assert len(cooks) == 1 and cooks[0] != "cy", blocks
        sit = {b.start + (COOK_LEAD if pid in cooks else 0) for pid, b in blocks.items()}
        assert len(sit) == 1, blocks


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
