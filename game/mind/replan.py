"""The day's plan, made and remade: planned on waking, re-planned after a whisper, cut around a
broken object, and, under the planning ablation, not made at all.

* ``plan_day``: the paper's daily plan, from the persona, what the resident remembers of the
  day ahead (``recall.for_day_plan``) and the previous day's plan, so a plan is always a
  re-plan of yesterday's.
* ``replan_rest``: a whisper (the paper's "inner voice", turned into the resident's own words by
  ``inner_voice`` with the process's reading) changes the rest of today now, not tomorrow; the
  part already lived stays.
* ``for_need``: a need at its worst re-plans the same way, with the need as the reason
  (``game.mind.needs_plan``).
* ``avoid_broken``: a plan that uses a broken object is cut at now and decomposed again.
* ``no_plan``: the planning ablation (``--ablate planning``): one block from waking to bed, so
  the resident decides a quarter of an hour at a time with no idea of the day ahead.

Costs: ``plan_day`` and ``replan_rest`` are one ``plan_day`` brain call each (once a day, once
per whisper); ``for_need`` one when a need presses (at most once per need per cooldown), none
otherwise; ``avoid_broken`` and ``no_plan`` no brain call.
"""

from __future__ import annotations

from datetime import datetime

from game.mind import act, ahead, errands, language, needs_plan, recall, wording
from game.mind.brain import NeedNote, PlanDayRequest
from game.mind.plan import DaySchedule, clean_blocks, joined_at
from game.mind.types import PlanBlock, min_to_hhmm

WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
NO_PLAN_ACTIVITY = "do whatever seems right at the moment"


def inner_voice(text: str) -> str:
    """A whisper as the resident's own thought: "You want to ..." -> "I want to ..."."""
    out = language.reading().first_person(" ".join(text.split()))
    return out[:1].upper() + out[1:]


def day_request(resident, services, date: str, now_s: float, when) -> PlanDayRequest:
    """What the brain is asked to plan ``date`` with (``recall.for_day_plan``)."""
    weekday = WEEKDAYS[datetime.fromisoformat(date).weekday()]
    previous = (
        tuple(resident.schedule.blocks) if resident.schedule else tuple(resident.previous_blocks)
    )
    return PlanDayRequest(
        persona=resident.card(),
        date=date,
        weekday=weekday,
        memories=recall.for_day_plan(resident, services, date, weekday, now_s, when),
        previous_plan=previous,
        household=resident.relations.housemates(resident.id),
        errands=errands.due(resident, now_s),
    )


def plan_day(resident, services, ctx, date: str, when, known: int | None = None) -> None:
    """Plan ``date`` and remember the plan; the old schedule becomes ``previous_blocks``.

    A plan asked for at bedtime (``ahead.plan_tomorrow``) is taken when nothing was remembered
    since (``known``: the memory count before this turn's observations) and no whisper came.
    """
    p = resident.persona
    plan = ahead.take_plan(resident, date, known if not ctx.whispers else None)
    if plan is None:
        req = day_request(resident, services, date, ctx.now_s, when)
        ahead.settle(resident)
        plan = services.brain.plan_day(req)
    sleep = p.sleep + (1440 if p.sleep <= p.wake else 0)
    blocks = clean_blocks(plan.blocks, p.wake, sleep)
    if resident.schedule is not None:
        resident.previous_blocks = list(resident.schedule.blocks)
    resident.schedule = DaySchedule(date=date, blocks=blocks)
    text = resident.schedule.as_memory_text(p.name)
    resident.memory.add(text, kind="plan", now=ctx.now_s, importance_10=3, meta={"date": date})
    resident.note(f"planned {date}: {len(blocks)} blocks")


def no_plan(resident, date: str) -> None:
    """The planning ablation: one block from waking to bed, decomposed 15 minutes at a time
    from what the resident perceives and remembers, with no idea of the day ahead."""
    p = resident.persona
    sleep = p.sleep + (1440 if p.sleep <= p.wake else 0)
    if resident.schedule is not None:
        resident.previous_blocks = list(resident.schedule.blocks)
    block = PlanBlock(start=p.wake, end=sleep, activity=NO_PLAN_ACTIVITY)
    resident.schedule = DaySchedule(date=date, blocks=[block])


def replan_rest(
    resident, services, ctx, date: str, minute: int, when, need: NeedNote | None = None
) -> bool:
    """Plan the day again with what the resident now knows (a whisper, news, a need at its
    worst: ``need``, the reason handed to the brain) and keep the part already lived: blocks
    before ``minute`` stay, the new plan takes over from it. False when the brain's plan had
    nothing from ``minute`` on (the plan stands)."""
    p = resident.persona
    weekday = WEEKDAYS[datetime.fromisoformat(date).weekday()]
    mems = recall.for_replan(resident, services, ctx.whispers, date, ctx.now_s, when)
    sched = resident.schedule
    ahead.settle(resident)
    plan = services.brain.plan_day(
        PlanDayRequest(
            persona=resident.card(),
            date=date,
            weekday=weekday,
            memories=mems,
            previous_plan=tuple(sched.blocks),
            household=resident.relations.housemates(resident.id),
            errands=errands.due(resident, ctx.now_s, today=True),
            need=need,
        )
    )
    sleep = p.sleep + (1440 if p.sleep <= p.wake else 0)
    fresh = clean_blocks(plan.blocks, p.wake, sleep)
    lived = [b.part(b.start, min(b.end, minute)) for b in sched.blocks if b.start < minute]
    coming = [b.part(max(b.start, minute), b.end) for b in fresh if b.end > minute]
    if not coming:
        return False
    sched.blocks = joined_at(lived + coming, minute)  # (a block going on stays one)
    sched.revise_from(minute)
    why = f"for {need.need}" if need is not None else "after a thought"
    resident.note(f"re-planned from {min_to_hhmm(minute)} {why}")
    return True


def for_need(resident, services, ctx, date: str, minute: int, when, is_open) -> list[str]:
    """A need at its worst (``needs_plan.note_for``) re-plans the rest of the day with it as the
    reason; returns the log line (none when nothing presses, or under the planning ablation)."""
    if "planning" in resident.config.ablate or not needs_plan.any_pressing(ctx):
        return []
    sched = resident.schedule
    if sched is not None and sched.date == date and not sched.covered(minute):
        # what this hour holds (a meal just planned?) is known before judging; the same call
        # the think makes next, so no extra one unless the plan changes
        act.current_or_decompose(resident, services, ctx, minute, when, is_open)
    note = needs_plan.note_for(resident, ctx, date, minute, is_open)
    if note is None:
        return []
    if not replan_rest(resident, services, ctx, date, minute, when, need=note):
        return [wording.said(f"replan_kept_{note.need}")]
    return [wording.said(f"replan_{note.need}", place=note.place or wording.said("replan_home"))]


def avoid_broken(resident, services, ctx, when, events: list[str]) -> None:
    """Plans that use a broken object are cut at now and decomposed again without it; the
    resident remembers why (as with a closed place)."""
    sched = resident.schedule
    if sched is None:
        return
    minute = resident.day_minute(ctx.now, sched.date)
    hit = [a for a in sched.upcoming(minute) if str(a.place) in ctx.broken]
    current = sched.action_at(minute)
    if current is not None and str(current.place) in ctx.broken:
        hit.insert(0, current)
    if not hit:
        return
    a = hit[0]
    sched.revise_from(minute)
    text = (
        f"{resident.name} planned to {a.description} with the {a.place.obj} in the "
        f"{a.place.arena}, but it is broken, so {resident.persona.first_name} will do "
        "something else"
    )
    resident.memory.add(
        text, kind="observation", now=ctx.now_s, importance_10=5, meta={"repair": True}
    )
    events.append(f"avoided the broken {a.place.obj}")
