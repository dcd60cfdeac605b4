"""A guest does not eat dinner twice: dinner at home at six, then the birthday supper it was
asked to at seven (a blind reader of a made harbour: eight guests ate at home and then again at
the pub). The earlier meal gives way to one's own time; a lone dinner is still eaten."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin.decompose import Decomposer
from game.mind.brain import DecomposeRequest
from game.mind.types import Action, Place, PlanBlock
from tests.brains.test_activity_fit import NEIGHBOUR, options

DINNER = PlanBlock(start=18 * 60, end=18 * 60 + 45, activity="have dinner at home")
CAFE = Place(sector="Corner Cafe")
SUPPER = PlanBlock(
    start=19 * 60, end=21 * 60, activity="go to Cat Lowe's birthday supper at Corner Cafe"
)


def _dinner_steps(day: tuple[PlanBlock, ...]) -> list[str]:
    req = DecomposeRequest(persona=NEIGHBOUR, block=DINNER, day_plan=day, options=options(()))
    return [a.description for a in Decomposer(seed=3).decompose(req)]


def _eating(descriptions: list[str]) -> bool:
    words = ("eat", "dinner", "tuck", "meal", "supper")
    return any(any(w in d.lower() for w in words) for d in descriptions)


def test_dinner_before_a_supper_one_goes_to_is_not_eaten():
    alone = _dinner_steps((DINNER,))
    assert _eating(alone), alone  # (a dinner with nothing after it is eaten)
    before = _dinner_steps((DINNER, SUPPER))
    assert not _eating(before), before


LATE = PlanBlock(start=21 * 60 + 15, end=22 * 60, activity="cook and eat dinner at home")


def _late_steps(day: tuple[PlanBlock, ...], done: tuple[Action, ...]) -> list[str]:
    req = DecomposeRequest(
        persona=NEIGHBOUR, block=LATE, day_plan=day, options=options(()), done=done
    )
    return [a.description for a in Decomposer(seed=3).decompose(req)]


def _ate(start: int, text: str, emoji: str = "🍽️", minutes: int = 15) -> Action:
    return Action(start=start, minutes=minutes, description=text, place=CAFE, emoji=emoji)


def test_no_second_dinner_at_home_after_supper_out():
    """A blind reader: back from a birthday supper (or off hungry to the cafe at seven), a
    resident then cooked and ate dinner again at home. A meal eaten counts wherever it was."""
    day = (SUPPER, LATE)
    assert _eating(_late_steps(day, ())), "a late dinner with nothing eaten before is eaten"
    # the supper's own "eat dinner": no second dinner
    assert not _eating(_late_steps(day, (_ate(19 * 60 + 20, "eat dinner"),)))
    # a meal when hungry at seven, naming no meal, is dinner too
    hungry = (_ate(19 * 60 + 2, "settle in with a meal", "🥐"),)
    assert not _eating(_late_steps(day, hungry))


def test_what_is_not_dinner_leaves_dinner_be():
    day = (SUPPER, LATE)
    # a snack and a drink at a party is no meal; a late lunch is lunch; a bite at four is not
    # dinner; a mouthful is no meal
    for done in (
        (_ate(19 * 60, "grab a snack and a drink", "🥤"),),
        (_ate(16 * 60 + 30, "eat lunch at a corner table", "🍲"),),
        (_ate(16 * 60, "settle in with a meal", "🥐"),),
        (_ate(19 * 60, "eat dinner", minutes=5),),
    ):
        assert _eating(_late_steps(day, done)), done


def test_a_planned_supper_is_the_days_dinner():
    """The planner, told of a birthday supper in the evening, plans no dinner of its own."""
    from game.brains.builtin.plan_items import Item
    from game.brains.builtin.plan_meals import MealsMixin
    from game.brains.builtin.profile import profile_of

    def dinners(items: list[Item]) -> list[Item]:
        MealsMixin()._add_dinner(
            items, profile_of(NEIGHBOUR), 23 * 60, lambda *a: 0.5, lambda a, b: True
        )
        return [it for it in items if it.kind == "dinner"]

    supper = Item(19 * 60, 21 * 60, SUPPER.activity, 10, "event")
    assert not dinners([supper])
    quiz = Item(19 * 60, 21 * 60, "go to the quiz at The Lantern Inn", 10, "event")
    assert dinners([quiz])  # (an evening out that is no meal: dinner before or after it)


def test_a_meal_when_hungry_before_noon_is_not_the_days_lunch():
    """(smallville s1: a meal when hungry at eleven, and then no lunch at half past one)"""
    lunch = PlanBlock(start=13 * 60 + 30, end=14 * 60 + 15, activity="have lunch at home")
    req = DecomposeRequest(
        persona=NEIGHBOUR, block=lunch, day_plan=(lunch,), options=options(()),
        done=(_ate(11 * 60, "eat a meal"),),
    )  # fmt: skip
    assert _eating([a.description for a in Decomposer(seed=3).decompose(req)])
    # a lunch eaten out, named so, is lunch
    req = replace(req, done=(_ate(12 * 60, "eat lunch at a corner table", "🍲"),))
    assert not _eating([a.description for a in Decomposer(seed=3).decompose(req)])
