"""The built-in brain's re-plan for a need at its worst (``PlanDayRequest.need``).

The mind asks for the rest of the day with a ``NeedNote``: which need presses, from which
minute, and where the resident would see to it. The built-in brain keeps the plan it was shown
(``previous_plan``: today's blocks) and puts one block in at that minute, cutting the blocks it
overlaps around it (a shift goes on after the meal): a meal at home or at the place named, a
nap at home (sleeping in, just after waking), or time with people at the place named. The
words and lengths are data (``data/needs.toml``). A request without a need, or without a plan
to keep, is not this module's (``honour`` returns None). Cost: a scan of the day's blocks.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

from game.brains.builtin.activities import meal_word
from game.mind.brain import DayPlan, PlanDayRequest
from game.mind.types import PlanBlock, cut_in

DATA = Path(__file__).resolve().parent / "data" / "needs.toml"


@lru_cache(maxsize=1)
def _table() -> dict:
    return tomllib.loads(DATA.read_text(encoding="utf-8"))


def block_for(req: PlanDayRequest) -> PlanBlock | None:
    """The block that sees to ``req.need``, or None for a need the table does not know."""
    need = req.need
    row = _table().get(need.need) if need is not None else None
    if need is None or not isinstance(row, dict):
        return None
    start, minutes = need.minute, int(row.get("minutes", 45))
    if need.need == "energy" and start - req.persona.wake < int(row.get("morning_within", 0)):
        text = row.get("morning", row["home"])
    elif need.at_home or not need.place or "out" not in row:
        text = row["home"]
    else:
        text = row["out"].format(place=need.place)
        minutes = int(row.get("out_minutes", minutes))
    return PlanBlock(start=start, end=start + minutes, activity=text)


def honour(req: PlanDayRequest) -> DayPlan | None:
    """Today's plan with the need's block put in at its minute, or None (not a need re-plan)."""
    block = block_for(req)
    if block is None or not req.previous_plan:
        return None
    blocks = cut_in(req.previous_plan, block)
    if req.need.need == "fullness":
        blocks = _no_second_meal(req.previous_plan, blocks, block)
    return DayPlan(blocks=tuple(blocks))


def _no_second_meal(plan, blocks: list[PlanBlock], meal: PlanBlock) -> list[PlanBlock]:
    """The plan's next meal, when it would start soon after the one put in, is not eaten
    twice ("lunch" at the cafe, then "lunch" at the pub an hour later): its stretch goes on
    with what the hunger cut short (what the plan had at that minute)."""
    soon = int(_table()["fullness"].get("meal_soon", 0))
    cut = next((b for b in plan if b.start <= meal.start < b.end), None)
    instead = cut.activity if cut is not None and meal_word(cut.activity) == "a meal" else ""
    if not instead:
        return blocks
    return [
        PlanBlock(start=b.start, end=b.end, activity=instead)
        if meal.end <= b.start < meal.end + soon and meal_word(b.activity) != "a meal"
        else b
        for b in blocks
    ]
