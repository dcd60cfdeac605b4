"""Asking the brain ahead of need: the next hour's actions at each resident's own minute, and
tomorrow's day plan at bedtime.

Why: decomposition is lazy (``act.current_or_decompose`` asks the brain when the schedule has
nothing for the minute), so with a model every resident asks at the same hour boundary and the
town waits for a burst of calls it could have spread over the hour; in lockstep each of those
waits is wall time. Here, when a resident thinks in the last half hour before a boundary (at
most ``lead_minutes`` before it: 8-37 minutes, fixed per resident from its id, so residents are
staggered in any town), its next hour's block is decomposed with what it knows then, as a call
that runs beside the town (``Services.beside``) without holding the resident: it keeps thinking,
talking and reacting meanwhile. When the hour comes, the think that needs those actions takes
them, waiting for the call only if it has not finished.

The prefetch is a plan made early, not a guess: it is dropped and the hour decomposed as before
when anything that would change it has happened since (the day re-planned, the hour's block
changed, a conversation, a place it uses closed or an object broken). What is kept therefore
never depends on thread timing, and a resident's next plan or decomposition call waits for one
still out (``settle``), so brain layers that keep per-resident state see its calls in one
order: a seed gives the same town with 0, 1 or 16 workers.

Cost: no extra calls in the common case (the hour's one decompose call moves earlier); a
dropped prefetch costs one call that is not used (``Resident.ahead_dropped`` counts them). The
request is built in the resident's own think job (one retrieval, as the lazy path does).

The day plan works the same way (``plan_tomorrow``, ``take_plan``): made at bedtime from what
the resident remembers then, used on waking unless it has remembered anything since (a whisper,
an interview it was asked to remember), so the morning no longer waits for every plan at once.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from game.mind.plan import SLICE
from game.mind.types import Action, Place, PlanBlock

LEAD_MIN = 8  # earliest lead: a prefetch needs time to come back before the hour
LEAD_SPREAD = 30  # leads are LEAD_MIN .. LEAD_MIN + LEAD_SPREAD - 1 minutes


@dataclass(frozen=True)
class Ahead:
    """A decomposition asked for ahead: the span, the schedule it was asked from, the call."""

    date: str
    talks: int  # the resident's conversation count when it was asked
    blocks: tuple[PlanBlock, ...]
    span: PlanBlock
    future: Any  # concurrent.futures.Future of tuple[Action, ...]


def lead_minutes(resident_id: str) -> int:
    """How many minutes before an hour boundary this resident may decompose the next hour."""
    return LEAD_MIN + zlib.crc32(resident_id.encode()) % LEAD_SPREAD


def maybe_start(resident, services, ctx, minute: int, request_for) -> bool:
    """Ask for the next hour's actions now if this is the resident's time to (see the module
    docstring); ``request_for(span)`` builds the ``DecomposeRequest``. True if a call started."""
    sched = resident.schedule
    if services.beside is None or sched is None or "planning" in resident.config.ablate:
        return False
    boundary = (minute // SLICE + 1) * SLICE
    left = boundary - minute
    if left > lead_minutes(resident.persona.id) or left < 2 or sched.covered(boundary):
        return False
    held = resident.ahead
    if (
        held is not None
        and held.span.start == boundary
        and held.date == sched.date
        and held.talks == resident.conversations
        and held.blocks == tuple(sched.blocks)
    ):
        return False  # already asked for this hour from this very plan
    span = sched.slice_at(boundary)
    if span is None:
        return False
    if held is not None:
        resident.ahead_dropped += 1  # superseded: asked from a plan since changed
        settle(resident)  # one call ahead at a time, in order
    req = request_for(span)
    brain = services.brain
    call = services.beside(lambda: brain.decompose(req))
    resident.ahead = Ahead(sched.date, resident.conversations, tuple(sched.blocks), span, call)
    return True


def settle(resident) -> None:
    """Wait for the resident's calls made ahead, if any is still out, before it asks the brain
    to plan or decompose again: brain layers keep per-resident plan state (a decomposition
    window, a reused day), and the order such calls reach it must not depend on thread timing.
    """
    for held in (resident.ahead, resident.plan_ahead):
        if held is not None and not held.future.done():
            try:
                held.future.result()
            except Exception:  # take() and take_plan() decide what a failed call means
                pass


@dataclass(frozen=True)
class PlanAhead:
    """Tomorrow's day plan, asked for at bedtime."""

    date: str
    known: int  # memories the resident had when it was asked
    future: Any  # concurrent.futures.Future of DayPlan


def plan_tomorrow(resident, services, ctx, decision, request_for, when) -> bool:
    """Going to sleep, ask for the plan of the day the resident wakes into, beside the town.

    The morning's plan is made from what the resident remembers, and nothing is remembered
    while it sleeps; asked at bedtime, each resident at its own bedtime, the plans no longer
    all wait at the common wake-up hour. ``request_for(resident, services, date, now_s, when)``
    builds the ``PlanDayRequest``. True if a call started.
    """
    wake = ctx.now + timedelta(seconds=decision.until_s - ctx.now_s)
    date = resident.plan_date(wake)
    held = resident.plan_ahead
    if (held is not None and held.date == date) or (
        resident.schedule is not None and resident.schedule.date == date
    ):
        return False
    settle(resident)  # one call ahead at a time, in order
    req = request_for(resident, services, date, ctx.now_s, when)
    brain = services.brain
    call = services.beside(lambda: brain.plan_day(req))
    resident.plan_ahead = PlanAhead(date, len(resident.memory), call)
    return True


def take_plan(resident, date: str, known: int | None):
    """The plan asked for at bedtime, if it is for ``date`` and the resident has remembered
    nothing since (``known`` is its memory count then; None: something else changed, such as
    a whispered thought); else None, and the plan is asked for now."""
    held, resident.plan_ahead = resident.plan_ahead, None
    if held is None:
        return None
    if held.date != date or known != held.known:
        resident.plans_dropped += 1
        return None
    try:
        plan = held.future.result()
    except Exception:  # the call failed: plan now as if never asked
        plan = None
    if plan is None or not plan.blocks:
        resident.plans_dropped += 1
        return None
    resident.plans_used += 1
    return plan


def take(
    resident, span: PlanBlock, minute: int, usable: Callable[[Place], bool]
) -> tuple[PlanBlock, tuple[Action, ...]] | None:
    """The prefetched ``(span, actions)`` for the hour ``span`` starts in, if still valid.

    Valid: asked from the same plan (date and blocks unchanged) with no conversation since (a
    talk may have changed what the resident wants), for the block ``span`` is cut from,
    covering ``minute``, and every action at a place still ``usable`` (open, not broken).
    Anything else drops the prefetch (a later hour's is kept), and so does a failed call.
    """
    held = resident.ahead
    sched = resident.schedule
    if held is None or sched is None:
        return None
    if held.span.start > minute and held.date == sched.date:
        return None  # asked for a later hour: keep it for then
    resident.ahead = None
    if (
        held.date != sched.date
        or held.talks != resident.conversations
        or held.blocks != tuple(sched.blocks)
        or not held.span.start <= minute < held.span.end
        or held.span.end != span.end
        or held.span.activity != span.activity
    ):
        resident.ahead_dropped += 1
        return None
    try:
        actions = tuple(held.future.result())
    except Exception:  # the call failed or was cancelled: decompose as if never asked
        actions = ()
    if not actions or not all(usable(a.place) for a in actions):
        resident.ahead_dropped += 1
        return None
    resident.ahead_used += 1
    return held.span, actions
