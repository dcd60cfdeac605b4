"""A guest does not eat dinner twice: dinner at home at six, then the birthday supper it was
asked to at seven (a blind reader of a made harbour: eight guests ate at home and then again at
the pub). The earlier meal gives way to one's own time; a lone dinner is still eaten."""

from __future__ import annotations

from game.brains.builtin.decompose import Decomposer
from game.mind.brain import DecomposeRequest
from game.mind.types import PlanBlock
from tests.brains.test_activity_fit import NEIGHBOUR, options

DINNER = PlanBlock(start=18 * 60, end=18 * 60 + 45, activity="have dinner at home")
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
