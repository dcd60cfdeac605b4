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
    return DayPlan(blocks=tuple(cut_in(req.previous_plan, block)))
