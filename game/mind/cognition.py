"""One turn of the paper's loop for one resident: perceive -> retrieve -> reflect -> plan -> act.

``think`` runs in a worker thread (or inline, for the built-in brain). It reads only its
``ThinkContext`` (a snapshot the simulation built on the main thread) and mutates only its own
resident; the ``Decision`` it returns is applied by the simulation on the main thread, in a fixed
order, so a run with a response cache replays identically whatever the thread timing.

This module is the loop and its order; the steps it calls live beside it: ``recall`` (which
memories each request is shown), ``replan`` (the day's plan made, re-made after a whisper, cut
around broken objects, or left out under the planning ablation), ``gatherings`` (a gathering
read of on a notice or whispered: who goes, and its block in the plan; no brain call), ``act``
(the action for this minute, reactions), and the paper's own steps (``react``, ``reflect``, ``forget``, ``days``).
Cost of a turn: most turns make no brain call or one. The calls are: importance judged in a
batch (every ``Services.importance_batch`` observations, and on falling asleep), a consolidation
now and then while asleep, a day plan on waking, a re-plan per whisper, a reaction decision when
someone is noticed, a decomposition when the hour's actions run out, and a reflection when
enough has happened. With ``Services.beside`` (a model), two of them leave the turn: the
importance batch is judged while the resident goes on, and the next hour is asked for ahead
(``ahead``), so a lockstep town waits for neither.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from game.mind import (
    act,
    ahead,
    appointment_met,
    called_off,
    days,
    gatherings,
    judging,
    language,
    needs_plan,
    react,
    recall,
    reflect,
    replan,
    visits,
    wording,
)
from game.mind.brain import Brain, Embedder, OtherView
from game.mind.forget import consolidate, should_consolidate
from game.mind.replan import NO_PLAN_ACTIVITY, WEEKDAYS, inner_voice
from game.mind.types import Action, Gathering, Place, PlaceOption, SeenEvent

__all__ = [  # inner_voice, NO_PLAN_ACTIVITY and WEEKDAYS moved to replan; still importable here
    "NO_PLAN_ACTIVITY",
    "WEEKDAYS",
    "Decision",
    "Services",
    "ThinkContext",
    "inner_voice",
    "think",
    "when_fn",
]


@dataclass(frozen=True, kw_only=True)
class Services:
    """What cognition needs besides the resident: shared, thread-safe."""

    brain: Brain
    embedder: Embedder
    importance_batch: int = 8  # observations judged together in one brain call
    # Runs a brain call beside the town and returns its Future, so a resident need not wait for
    # what it needs only later: the next hour decomposed ahead (``game.mind.ahead``), a batch of
    # importance judged while it goes on (``judging``). None: every call is made when needed.
    beside: Callable[[Callable[[], Any]], Any] | None = None
    seed: int = 0  # the run's seed, for choices made by chance outside a think (a reply)

    def gather(self, calls: list[Callable[[], Any]]) -> list[Any]:
        """The results of ``calls`` (independent brain calls), in order, made at once when
        ``beside`` is set: a chain of N calls costs one call's wait instead of N.

        The calling thread makes the first call itself and, after it, any call the pool has
        not started yet (it is taken back from the queue), so a job waiting here never waits
        on a queue it holds up: no deadlock with one worker or a full pool. A call that failed
        beside (or that a pool shutting down refused) is made again here, where its exception,
        if any, is the caller's. Cost: nothing without ``beside`` (one call after another).
        """
        if self.beside is None or len(calls) < 2:
            return [call() for call in calls]
        futures = [self.beside(call) for call in calls[1:]]
        results = [calls[0]()]
        for call, future in zip(calls[1:], futures, strict=True):
            if future.cancel():
                results.append(call())
                continue
            try:
                results.append(future.result())
            except Exception:  # noqa: BLE001 - made again on this thread, which decides
                results.append(call())
        return results


@dataclass(frozen=True, kw_only=True)
class ThinkContext:
    now: datetime
    now_s: float
    observations: tuple[SeenEvent, ...] = ()
    seen_places: tuple[PlaceOption, ...] = ()
    nearby: tuple[OtherView, ...] = ()
    current_place: Place | None = None
    closed: frozenset[str] = frozenset()  # sectors closed by an event: plans must be repaired
    # one's workplace when an event closed it, though ``closed`` leaves it out as one's home
    # too (one who lives over the inn): no work there today, only one's own rooms
    closed_work: frozenset[str] = frozenset()
    closed_now: frozenset[str] = frozenset()  # closed at this minute (hours or events): not offered
    whispers: tuple[str, ...] = ()  # thoughts the user planted ("inner voice")
    broken: frozenset[str] = frozenset()  # object addresses out of order: never offered
    can_talk: bool = True  # false while in a conversation or when the sim forbids it
    closed_next: frozenset[str] = frozenset()  # closed at the next hour boundary (opening hours)
    # gatherings read of or whispered this turn, as records (see game.sim.notice_reading)
    gatherings: tuple[Gathering, ...] = ()
    seed: int = 0  # the run's seed, for the choices the mind makes by chance
    inner: Any = None  # its inner state (needs, doing), None with needs off: replan.for_need
    # for decomposing (``DecomposeRequest``): the sectors with someone else there now, and those
    # outside their opening hours now and at the next hour boundary, one's workplace too
    company: frozenset[str] | None = None
    shut_now: frozenset[str] | None = None
    shut_next: frozenset[str] | None = None


@dataclass(frozen=True, kw_only=True)
class Decision:
    """What the simulation should do with the resident's body."""

    action: Action | None = None
    until_s: float = 0.0  # game seconds when the action ends
    talk_to: tuple[str, ...] = ()
    asleep: bool = False
    events: tuple[str, ...] = field(default_factory=tuple)  # log lines for the summary


def when_fn(now: datetime, now_s: float, fmt: str = "%d %b %H:%M"):
    """Formats memory times (game seconds) as dates relative to ``now`` ("13 Feb 07:42")."""

    def when(seconds: float) -> str:
        return (now - timedelta(seconds=now_s - seconds)).strftime(fmt)

    return when


def think(resident, ctx: ThinkContext, services: Services) -> Decision:
    """The whole cognitive turn. Never raises on brain output (brains validate)."""
    events: list[str] = []
    card = resident.card()
    when = when_fn(ctx.now, ctx.now_s)
    resident.spatial.learn_all(ctx.seen_places)
    is_open = _is_open_fn(ctx.closed_now | ctx.closed)
    if ctx.broken:
        replan.avoid_broken(resident, services, ctx, when, events)

    # perceive -> memory: scored by rule now, judged by the brain in batches (``judging``)
    texts = [ev.description for ev in ctx.observations] + [
        wording.said("thinks", name=resident.name, thought=inner_voice(w)) for w in ctx.whispers
    ]
    known = len(resident.memory)  # before this turn's observations (a plan made ahead)
    if texts:
        scores = [language.remembered("importance", t) for t in texts]
        vecs = services.embedder.embed(texts)
        for i, (text, score, vec) in enumerate(zip(texts, scores, vecs, strict=True)):
            if i < len(ctx.observations):
                ev = ctx.observations[i]
                mid = resident.memory.add(
                    text,
                    kind="observation",
                    now=ctx.now_s,
                    importance_10=score,
                    embedding=vec,
                    subject=ev.subject,
                    predicate=ev.predicate,
                    obj=ev.obj,
                    keywords=[ev.subject, ev.obj, ev.place.sector],
                )
                if not language.remembered("routine", text):
                    resident.unjudged.append(mid)
            else:
                resident.memory.add(
                    text,
                    kind="observation",
                    now=ctx.now_s,
                    importance_10=max(score, 5),
                    embedding=vec,
                    meta={"whisper": True},
                )

    # a gathering read of or whispered (a record, see ThinkContext): decided once, remembered
    gatherings.read(resident, services, ctx, ctx.seed, events)

    date = resident.plan_date(ctx.now)
    minute = resident.day_minute(ctx.now, date)
    awake = resident.persona.awake_at(ctx.now.hour * 60 + ctx.now.minute)

    if resident.judging:
        judging.judged(resident)
    if len(resident.unjudged) >= services.importance_batch or (resident.unjudged and not awake):
        # falling asleep, the night's consolidation weighs these scores: judged now
        judging.judge(resident, card, services.beside if awake else None)

    if not awake:
        if resident.last_forget_s is None or should_consolidate(
            resident.memory, ctx.now_s, resident.last_forget_s
        ):
            report = consolidate(
                resident.memory,
                ctx.now_s,
                brain=services.brain,
                persona=card,
                embedder=services.embedder,
            )
            resident.last_forget_s = ctx.now_s
            if getattr(report, "forgotten", 0):
                events.append(f"consolidated {report.forgotten} old memories")
        decision = _sleep_decision(resident, ctx, events)
        if services.beside is not None and "planning" not in resident.config.ablate:
            ahead.plan_tomorrow(resident, services, ctx, decision, replan.day_request, when)
        return decision

    # plan the day on waking (or at the start of a run)
    ablate = resident.config.ablate
    if resident.schedule is None or resident.schedule.date != date:
        if "planning" in ablate:
            replan.no_plan(resident, date)
        else:
            replan.plan_day(resident, services, ctx, date, when, known)
            events.append("planned the day")
    elif ctx.whispers and "planning" not in ablate:
        # an inner voice changes the rest of today's plan now, not tomorrow
        replan.replan_rest(resident, services, ctx, date, minute, when)
        events.append("re-planned the rest of the day")
    if resident.day_off[1]:  # one's workplace was closed today: open again?
        events.extend(react.back_to_work(resident, minute, ctx.closed | ctx.closed_work))
    events.extend(called_off.back_on(resident, ctx.closed, minute, ctx.now_s))
    events.extend(replan.for_need(resident, services, ctx, date, minute, when, is_open))

    # blocks that ended since the last think are remembered as done (game.mind.days)
    if resident.schedule is not None and resident.schedule.date == date:
        days.record_finished(resident, minute, ctx.now_s, ctx.current_place)

    # the world changed under the plan: repair only what is affected
    if ctx.closed or ctx.closed_work:
        events.extend(
            react.repair(
                resident, services, minute, ctx.closed, is_open, ctx.now_s, ctx.closed_work
            )
        )
        events.extend(called_off.call_off(resident, ctx.closed, minute, ctx.now_s))

    # react to what was just perceived (at most one question to the brain)
    talk_to: tuple[str, ...] = ()
    if ctx.can_talk and ctx.observations:
        lonely = needs_plan.lonely(ctx)
        pick = react.candidate(resident, ctx.observations, ctx.nearby, ctx.now_s, lonely)
        if pick:
            ev, other = pick
            current = resident.current_action(ctx.now)
            mems = recall.recall(
                resident, services, f"{other.name} {ev.description}", ctx.now_s, when, k=5
            )
            doing = current.description if current else ""
            decision, activity, minutes = react.decide(
                resident, services, ev, other, minute, doing, mems, ctx.now_s, lonely
            )
            if decision == "talk":
                talk_to = (other.id,) + tuple(
                    o.id for o in ctx.nearby if o.available and o.id != other.id
                )[:2]
                events.append(f"wants to talk with {other.name}")
            elif decision == "react" and activity:
                act.insert_reaction(resident, services, ctx, minute, activity, minutes, is_open)
                events.append(f"reacted: {activity}")

    if "reflection" not in ablate and reflect.due(resident):
        if reflect.reflect(resident, services, ctx.now_s, when):
            events.append("reflected")

    # a gathering one goes to today is in the plan (game.mind.gatherings)
    if "planning" not in ablate:
        gatherings.keep(resident, minute)
        events.extend(visits.settle(resident, ctx, minute))  # a visit done or hopeless ends
        events.extend(appointment_met.settle(resident, ctx, minute))  # met as arranged

    action = act.current_or_decompose(resident, services, ctx, minute, when, is_open)
    if services.beside is not None:
        next_open = _is_open_fn(ctx.closed_next | ctx.closed)
        ahead.maybe_start(
            resident,
            services,
            ctx,
            minute,
            lambda span: act.decompose_request(resident, services, ctx, span, when, next_open),
        )
    until = ctx.now_s + (action.end - minute) * 60
    if (again := visits.look_again_s(resident, ctx.now_s, minute)) is not None:
        until = min(
            until, again
        )  # (a visit's wait runs out: a think then, not at the action's end)
    return Decision(action=action, until_s=until, talk_to=talk_to, events=tuple(events))


# ---------------------------------------------------------------------- helpers
def _is_open_fn(closed: frozenset[str]):
    return lambda sector: sector not in closed


def _sleep_decision(resident, ctx: ThinkContext, events: list[str]) -> Decision:
    """Asleep: no brain call at all; sleep in one's own bed until the wake-up time."""
    p = resident.persona
    m = ctx.now.hour * 60 + ctx.now.minute
    left = (p.wake - m) % 1440 or 1440
    place = act.home_place(resident, resident.spatial.options())
    action = Action(start=m, minutes=left, description="sleeping", place=place, emoji="😴")
    return Decision(
        action=action,
        until_s=ctx.now_s + left * 60 - ctx.now.second,
        asleep=True,
        events=tuple(events),
    )
