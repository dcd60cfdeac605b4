"""The built-in brain's re-plan for a need at its worst (``PlanDayRequest.need``).

The mind asks for the rest of the day with a ``NeedNote``: which need presses, from which
minute, and where the resident would see to it. The built-in brain keeps the plan it was shown
(``previous_plan``: today's blocks) and puts one block in at that minute, cutting the blocks it
overlaps around it (a shift goes on after the meal): a meal at home or at the place named, a
nap at home (sleeping in, just after waking), or time with people at the place named. A meal
of the plan soon after the one put in is not eaten again (``_no_second_meal``). The
words and lengths are data (``data/needs.toml``). A request without a need, or without a plan
to keep, is not this module's (``honour`` returns None). Cost: a scan of the day's blocks.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

from game.brains.builtin.activities import meal_word
from game.brains.builtin.plan_words import place_in
from game.mind.brain import DayPlan, PlanDayRequest
from game.mind.types import PlanBlock, cut_in

DATA = Path(__file__).resolve().parent / "data" / "needs.toml"
HOME = "\0home"  # what ``place_in`` says of a phrase done at home


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
        blocks = _no_second_meal(blocks, block)
    return DayPlan(blocks=tuple(_joined(blocks)))


def _no_second_meal(blocks: list[PlanBlock], meal: PlanBlock) -> list[PlanBlock]:
    """The plan's next meal, when it would start soon after the one put in, is not eaten an
    hour later ("lunch" at the cafe, then "lunch" at the pub an hour later):

    * a break between two stretches of the same thing (a lunch break in a shift) is not taken:
      the shift goes on through it;
    * a meal at home with free time at home after it moves later, to ``meal_soon`` minutes
      after the one eaten (the evening shifts: dinner at half past six, not at six), when the
      block after it keeps ``keep_after`` minutes;
    * else what comes before it goes on over its stretch (not what the hunger cut short: the
      forge after the shift is over is no place to spend dinner time).
    """
    row = _table()["fullness"]
    soon, keep = int(row.get("meal_soon", 0)), int(row.get("keep_after", 45))
    i = next(
        (
            k
            for k, b in enumerate(blocks)
            if b is not meal
            and meal.end <= b.start < meal.end + soon
            and meal_word(b.activity) != "a meal"
        ),
        None,
    )
    if i is None:
        return blocks
    nxt = blocks[i]
    before = blocks[i - 1] if i > 0 else None
    after = blocks[i + 1] if i + 1 < len(blocks) else None
    if before is not None and after is not None and before.activity == after.activity:
        return [*blocks[:i], before.part(nxt.start, nxt.end), *blocks[i + 1 :]]
    start = -(-(meal.end + soon) // 15) * 15
    end = start + (nxt.end - nxt.start)
    if (
        before is not None
        and before is not meal
        and after is not None
        and place_in(nxt.activity, HOME) == HOME
        and place_in(after.activity, HOME) == HOME
        and after.end - end >= keep
    ):
        return [
            *blocks[: i - 1],
            before.part(before.start, start),
            nxt.part(start, end),
            after.part(end, after.end),
            *blocks[i + 2 :],
        ]
    if before is None or before is meal:
        return blocks  # (nothing of one's own day before it to go on with)
    return [*blocks[:i], before.part(nxt.start, nxt.end), *blocks[i + 1 :]]


def _joined(blocks: list[PlanBlock]) -> list[PlanBlock]:
    """Neighbours of the same activity as one block."""
    out: list[PlanBlock] = []
    for b in blocks:
        if out and out[-1].activity == b.activity and out[-1].end == b.start:
            out[-1] = b.part(out[-1].start, b.end)
        else:
            out.append(b)
    return out
