"""A visit ends when it has done what it was for, or cannot: the block of an errand
(``PlanBlock.seeks``: the id of the resident it goes to find, set by the brain that planned it)
is given up for the rest of its time

* once the two have talked since the day began (the word was had, here or anywhere else), or,
  for one sweet on them (a romance: ``Relationship.kind``), since the visit began: a word at
  the counter at noon does not keep a crush from dropping in at the pub in the evening;
* at once on arriving where nobody else is at all (``ThinkContext.company``): one knocks,
  nobody answers, and one goes, rather than walk into an empty house and sit on its sofa
  (on the way one looks every ``STEP_S``, so it is at the door: ``look_again_s``);
* when, ``WAIT`` minutes after arriving where the visit goes, the one sought has not been seen
  there (nobody in at their house, not on the shop floor): one does not sit in an empty
  kitchen for an hour; remembered ("... wasn't in", ``errands.NOT_IN`` in its meta), so the
  day's errands leave them be (``errands.due``);
* when they have been seen there but have had no moment for a word in ``BUSY`` minutes.

The rest of the block becomes ``AWAY`` (home, and one's own time there), decomposed like any
block; the rest of the plan stands, and a plan made again today leaves those one has found or
missed be (``errands.due``). A block with no ``seeks`` (an LLM's plan that does not say) is
never touched. Where the visit goes is where its decomposed
actions are (the brain chose it); arriving is the body being in that sector.

Cost: a block look-up per think; nothing else unless the block seeks someone.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from game.mind import wording
from game.mind.errands import NOT_IN
from game.mind.types import PlanBlock

WAIT = 15  # minutes one waits where the one sought is nowhere to be seen
BUSY = 30  # minutes one hangs about where they are seen but never free for a word
AWAY = "relax at home"  # the rest of a visit given up (the planner's own filler)
MIN_LEFT = 5  # minutes: a visit with less than this left runs out on its own
STEP_S = 60.0  # game seconds: how often one on the way to a visit looks whether it is there


def settle(resident, ctx, minute: int) -> list[str]:
    """End the visit under way at ``minute`` when it is done or hopeless; the log lines."""
    sched = resident.schedule
    block = sched.block_at(minute) if sched is not None else None
    if block is None or not block.seeks:
        return []
    rel = resident.relations.get(block.seeks)
    if rel is None:
        return []
    woke_s = ctx.now_s - (minute - sched.blocks[0].start) * 60
    if rel.kind == "romance":  # (one sweet on them goes anyway: a word earlier is not enough)
        woke_s = ctx.now_s - (minute - block.start) * 60
    if rel.last_talked is not None and rel.last_talked >= woke_s:
        done = _give_up(sched, block, minute)
        return [wording.said("visit_done", other=rel.name)] if done else []
    act = sched.action_at(minute)
    here = ctx.current_place
    key = (sched.date, block.start, block.seeks)
    state = _ARRIVED.get(resident.memory)
    state = state if state is not None and state[0] == key else None
    # where the visit goes: where its actions are (the hour's, or, at the turn of an hour not
    # decomposed yet, where one arrived)
    there = act.place.sector if act is not None else state[3] if state is not None else ""
    if here is None or here.sector != there or there == resident.persona.home.sector:
        return []  # (on the way; one's own home: whoever it is, they live there too)
    seen = any(o.id == block.seeks for o in ctx.nearby)
    if state is None:
        _ARRIVED[resident.memory] = (key, minute, seen, there)
        if seen or _someone_in(ctx, there) or block.end - minute < MIN_LEFT:
            return []
        return _missed(resident, ctx, sched, block, rel, there, minute)  # a knock, no answer
    _, arrived, seen_before, _ = state
    seen = seen or seen_before
    _ARRIVED[resident.memory] = (key, arrived, seen, there)
    if minute - arrived < (BUSY if seen else WAIT) or block.end - minute < MIN_LEFT:
        return []
    if seen:
        return _missed(resident, ctx, sched, block, rel, there, minute, busy=True)
    return _missed(resident, ctx, sched, block, rel, there, minute)


def _someone_in(ctx, there: str) -> bool:
    """Whether anyone but oneself is at ``there`` (or on the way in): the answer to a knock
    (``ThinkContext.company``, the sectors with someone else there; not told: taken to be)."""
    return ctx.company is None or there in ctx.company


def _missed(resident, ctx, sched, block, rel, there: str, minute: int, busy: bool = False):
    """Give the visit up: not found (or never free), remembered, and the rest one's own."""
    frame = "visit_busy" if busy else "visit_not_in"
    text = wording.said(
        frame,
        name=resident.name,
        other=rel.name,
        other_first=rel.name.split()[0],
        place=there,
    )
    resident.memory.add(
        text,
        kind="observation",
        now=ctx.now_s,
        importance_10=3,
        keywords=[rel.name, there],
        meta={NOT_IN: block.seeks},
    )
    _give_up(sched, block, minute)
    return [text]


def look_again_s(resident, now_s: float, minute: int) -> float | None:
    """When (game seconds) the visit under way is to be looked at again: its wait runs out
    then, whatever the action in hand (a long one would keep one there past it); on the way
    there, each ``STEP_S``, so one knocks at the door (``settle``) rather than walk in and sit
    down before finding nobody is in."""
    sched = resident.schedule
    block = sched.block_at(minute) if sched is not None else None
    if block is None or not block.seeks:
        return None
    state = _ARRIVED.get(resident.memory)
    if state is None or state[0] != (sched.date, block.start, block.seeks):
        act = sched.action_at(minute)
        going = act is not None and act.place.sector != resident.persona.home.sector
        return now_s + STEP_S if going and block.end - minute >= MIN_LEFT else None
    _, arrived, seen, _ = state
    at = arrived + (BUSY if seen else WAIT)
    return now_s + (at - minute) * 60 if at > minute else None


def _give_up(sched, block: PlanBlock, minute: int) -> bool:
    """The rest of ``block`` from ``minute`` becomes ``AWAY``; False for a sliver (left to run
    out)."""
    if block.end - minute < MIN_LEFT:
        return False
    sched.insert_block(PlanBlock(start=minute, end=block.end, activity=AWAY), minute)
    return True


# a resident's memory -> ((date, block start, whom), minute arrived, seen them there, where)
_ARRIVED: WeakKeyDictionary = WeakKeyDictionary()
