"""One turn of the paper's loop for one resident: perceive -> retrieve -> reflect -> plan -> act.

``think`` runs in a worker thread (or inline, for the built-in brain). It reads only its
``ThinkContext`` (a snapshot the simulation built on the main thread) and mutates only its own
resident; the ``Decision`` it returns is applied by the simulation on the main thread, in a fixed
order, so a run with a response cache replays identically whatever the thread timing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from game.mind import days, react, reflect
from game.mind.brain import Brain, DecomposeRequest, Embedder, OtherView, PlanDayRequest
from game.mind.forget import consolidate, should_consolidate
from game.mind.importance import is_routine, rule_importance
from game.mind.plan import DaySchedule, clean_blocks
from game.mind.retrieve import retrieve
from game.mind.types import Action, Place, PlaceOption, PlanBlock, SeenEvent, min_to_hhmm

WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


@dataclass(frozen=True, kw_only=True)
class Services:
    """What cognition needs besides the resident: shared, thread-safe."""

    brain: Brain
    embedder: Embedder
    importance_batch: int = 8  # observations judged together in one brain call


@dataclass(frozen=True, kw_only=True)
class ThinkContext:
    now: datetime
    now_s: float
    observations: tuple[SeenEvent, ...] = ()
    seen_places: tuple[PlaceOption, ...] = ()
    nearby: tuple[OtherView, ...] = ()
    current_place: Place | None = None
    closed: frozenset[str] = frozenset()  # sectors closed by an event: plans must be repaired
    closed_now: frozenset[str] = frozenset()  # closed at this minute (hours or events): not offered
    whispers: tuple[str, ...] = ()  # thoughts the user planted ("inner voice")
    broken: frozenset[str] = frozenset()  # object addresses out of order: never offered
    can_talk: bool = True  # false while in a conversation or when the sim forbids it


@dataclass(frozen=True, kw_only=True)
class Decision:
    """What the simulation should do with the resident's body."""

    action: Action | None = None
    until_s: float = 0.0  # game seconds when the action ends
    talk_to: tuple[str, ...] = ()
    asleep: bool = False
    events: tuple[str, ...] = field(default_factory=tuple)  # log lines for the summary


_SECOND_PERSON = (
    (re.compile(r"\byou are\b", re.I), "I am"),
    (re.compile(r"\byou're\b", re.I), "I'm"),
    (re.compile(r"\byourself\b", re.I), "myself"),
    (re.compile(r"\byours\b", re.I), "mine"),
    (re.compile(r"\byour\b", re.I), "my"),
    (re.compile(r"^you\b", re.I), "I"),
    (re.compile(r"(?<=[.!?;] )you\b", re.I), "I"),
    (re.compile(r"\b(and|but|so|then|that|if|when) you\b", re.I), r"\1 I"),
    (
        re.compile(
            r"\byou(?= (?:should|could|would|will|can|must|may|might|want|wanted|need|have|had"
            r"|feel|felt|think|thought|like|love|hate|know|knew|do|did|were|really|always|never))",
            re.I,
        ),
        "I",
    ),
    (re.compile(r"\byou\b", re.I), "me"),  # what is left is an object: "needs you"
)


def inner_voice(text: str) -> str:
    """A whisper as the resident's own thought: "You want to ..." -> "I want to ..."."""
    out = " ".join(text.split())
    for pattern, repl in _SECOND_PERSON:
        out = pattern.sub(repl, out)
    return out[:1].upper() + out[1:]


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
        _avoid_broken(resident, services, ctx, when, events)

    # perceive -> memory: scored by rule now, judged by the brain in batches (see _judge)
    texts = [ev.description for ev in ctx.observations] + [
        f"{resident.name} thinks: {inner_voice(w)}" for w in ctx.whispers
    ]
    if texts:
        scores = [rule_importance(t) for t in texts]
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
                if not is_routine(text):
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

    date = resident.plan_date(ctx.now)
    minute = resident.day_minute(ctx.now, date)
    awake = resident.persona.awake_at(ctx.now.hour * 60 + ctx.now.minute)

    if len(resident.unjudged) >= services.importance_batch or (resident.unjudged and not awake):
        _judge(resident, card)

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
        return _sleep_decision(resident, ctx, events)

    # plan the day on waking (or at the start of a run)
    ablate = resident.config.ablate
    if resident.schedule is None or resident.schedule.date != date:
        if "planning" in ablate:
            _no_plan(resident, date)
        else:
            _plan_day(resident, services, ctx, date, when)
            events.append("planned the day")
    elif ctx.whispers and "planning" not in ablate:
        # an inner voice changes the rest of today's plan now, not tomorrow
        _replan_rest(resident, services, ctx, date, minute, when)
        events.append("re-planned the rest of the day")

    # blocks that ended since the last think are remembered as done (game.mind.days)
    if resident.schedule is not None and resident.schedule.date == date:
        days.record_finished(resident, minute, ctx.now_s)

    # the world changed under the plan: repair only what is affected
    if ctx.closed:
        for note in react.repair(resident, services, minute, ctx.closed, is_open, ctx.now_s):
            events.append(note)

    # react to what was just perceived (at most one question to the brain)
    talk_to: tuple[str, ...] = ()
    if ctx.can_talk and ctx.observations:
        pick = react.candidate(resident, ctx.observations, ctx.nearby, ctx.now_s)
        if pick:
            ev, other = pick
            current = resident.current_action(ctx.now)
            mems = _context(
                resident, services, f"{other.name} {ev.description}", ctx.now_s, when, k=5
            )
            decision, activity, minutes = react.decide(
                resident, services, ev, other, minute, current.description if current else "", mems
            )
            if decision == "talk":
                talk_to = (other.id,) + tuple(
                    o.id for o in ctx.nearby if o.available and o.id != other.id
                )[:2]
                events.append(f"wants to talk with {other.name}")
            elif decision == "react" and activity:
                _insert_reaction(resident, services, ctx, minute, activity, minutes, is_open)
                events.append(f"reacted: {activity}")

    if "reflection" not in ablate and reflect.due(resident):
        if reflect.reflect(resident, services, ctx.now_s, when):
            events.append("reflected")

    action = _current_or_decompose(resident, services, ctx, minute, when, is_open)
    until = ctx.now_s + (action.end - minute) * 60
    return Decision(action=action, until_s=until, talk_to=talk_to, events=tuple(events))


# ---------------------------------------------------------------------- helpers
def _judge(resident, card) -> None:
    """One batched importance call for the observations scored by rule so far.

    The paper asks the model once per observation; batching them cuts those calls by the batch
    size, and the scorer's cache makes a repeated scene free.
    """
    ids, resident.unjudged = resident.unjudged, []
    texts = [resident.memory.get(i).content for i in ids]
    resident.memory.set_importance(ids, resident.importance.score(card, texts))


def _is_open_fn(closed: frozenset[str]):
    return lambda sector: sector not in closed


def _context(resident, services, text: str, now_s: float, when, k: int):
    vec = services.embedder.embed([text])[0]
    scored = retrieve(resident.memory, vec, now_s, k=k, weights=resident.config.weights)
    return tuple(s.memory.as_line(when(s.memory.created)) for s in scored)


def _dated(resident, date: str, when, skip: set[int]) -> tuple:
    """Important memories that name the plan's day ("Saturday", "February 14", "14 Feb").

    Relevance by embedding misses an invitation phrased unlike the query; a party the resident
    heard about should shape the day it happens on, so these are always offered to the planner.
    """
    day = datetime.fromisoformat(date)
    keys = {
        day.strftime("%A").lower(),
        f"{day.strftime('%B').lower()} {day.day}",
        f"{day.day} {day.strftime('%b').lower()}",
        f"{day.day} {day.strftime('%B').lower()}",
        date,
    }
    out = []
    for m in resident.memory.recent(300, kinds=("observation", "conversation")):
        if m.id in skip or m.importance_10 < 5 or m.meta.get("transcript"):
            continue
        text = m.content.lower()
        if any(k in text for k in keys):
            out.append(m.as_line(when(m.created)))
    return tuple(out[-6:])


def _plan_day(resident, services, ctx: ThinkContext, date: str, when) -> None:
    p = resident.persona
    weekday = WEEKDAYS[datetime.fromisoformat(date).weekday()]
    mems = _context(
        resident,
        services,
        f"{p.name}'s plans, goals and events for {date} ({weekday})",
        ctx.now_s,
        when,
        k=resident.config.context_memories,
    )
    mems = mems + _dated(resident, date, when, {m.id for m in mems})
    reflections = [
        m.as_line(when(m.created)) for m in resident.memory.recent(3, kinds=("reflection",))
    ]
    seen = {m.id for m in mems}
    mems = mems + tuple(r for r in reflections if r.id not in seen)
    # storylines and yesterday's follow-ups (game.mind.days): a day builds on the day before
    mems = mems + tuple(
        m for m in days.plan_context(resident, date, ctx.now_s, when) if m.id not in seen
    )
    previous = (
        tuple(resident.schedule.blocks) if resident.schedule else tuple(resident.previous_blocks)
    )
    plan = services.brain.plan_day(
        PlanDayRequest(
            persona=resident.card(),
            date=date,
            weekday=weekday,
            memories=mems,
            previous_plan=previous,
        )
    )
    sleep = p.sleep + (1440 if p.sleep <= p.wake else 0)
    blocks = clean_blocks(plan.blocks, p.wake, sleep)
    if resident.schedule is not None:
        resident.previous_blocks = list(resident.schedule.blocks)
    resident.schedule = DaySchedule(date=date, blocks=blocks)
    text = resident.schedule.as_memory_text(p.name)
    resident.memory.add(text, kind="plan", now=ctx.now_s, importance_10=3, meta={"date": date})
    resident.note(f"planned {date}: {len(blocks)} blocks")


NO_PLAN_ACTIVITY = "do whatever seems right at the moment"


def _no_plan(resident, date: str) -> None:
    """The planning ablation: one block from waking to bed, decomposed 15 minutes at a time
    from what the resident perceives and remembers, with no idea of the day ahead."""
    p = resident.persona
    sleep = p.sleep + (1440 if p.sleep <= p.wake else 0)
    if resident.schedule is not None:
        resident.previous_blocks = list(resident.schedule.blocks)
    block = PlanBlock(start=p.wake, end=sleep, activity=NO_PLAN_ACTIVITY)
    resident.schedule = DaySchedule(date=date, blocks=[block])


def _replan_rest(resident, services, ctx: ThinkContext, date: str, minute: int, when) -> None:
    """Plan the day again with what the resident now knows (a whisper, news) and keep the
    part already lived: blocks before ``minute`` stay, the new plan takes over from it."""
    p = resident.persona
    weekday = WEEKDAYS[datetime.fromisoformat(date).weekday()]
    thoughts = tuple(
        m.as_line(when(m.created))
        for m in resident.memory.recent(len(ctx.whispers) + 2)
        if m.meta.get("whisper")
    )
    mems = _context(
        resident,
        services,
        " ".join(ctx.whispers),
        ctx.now_s,
        when,
        k=resident.config.context_memories,
    )
    mems = thoughts + tuple(m for m in mems if m.id not in {t.id for t in thoughts})
    mems = mems + _dated(resident, date, when, {m.id for m in mems})
    sched = resident.schedule
    plan = services.brain.plan_day(
        PlanDayRequest(
            persona=resident.card(),
            date=date,
            weekday=weekday,
            memories=mems,
            previous_plan=tuple(sched.blocks),
        )
    )
    sleep = p.sleep + (1440 if p.sleep <= p.wake else 0)
    fresh = clean_blocks(plan.blocks, p.wake, sleep)
    lived = [
        PlanBlock(start=b.start, end=min(b.end, minute), activity=b.activity)
        for b in sched.blocks
        if b.start < minute
    ]
    ahead = [
        PlanBlock(start=max(b.start, minute), end=b.end, activity=b.activity)
        for b in fresh
        if b.end > minute
    ]
    if not ahead:
        return
    sched.blocks = lived + ahead
    sched.revise_from(minute)
    resident.note(f"re-planned from {min_to_hhmm(minute)} after a thought")


def _usable(options, ctx: ThinkContext):
    return tuple(o for o in options if str(o.place) not in ctx.broken) if ctx.broken else options


def _avoid_broken(resident, services, ctx: ThinkContext, when, events: list[str]) -> None:
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


def _current_or_decompose(resident, services, ctx, minute: int, when, is_open) -> Action:
    sched: DaySchedule = resident.schedule
    act = sched.action_at(minute)
    if act is not None and sched.covered(minute):
        return act
    span = sched.slice_at(minute)
    if span is None:  # past the last block: the day is over, head home to bed
        return _bed_action(resident, minute, 30)
    if "planning" in resident.config.ablate:  # moment to moment: a quarter of an hour ahead
        span = PlanBlock(
            start=span.start, end=min(span.end, span.start + 15), activity=span.activity
        )
    options = _usable(resident.spatial.options(is_open), ctx)
    mems = _context(resident, services, span.activity, ctx.now_s, when, k=4)
    actions = services.brain.decompose(
        DecomposeRequest(
            persona=resident.card(),
            block=span,
            day_plan=tuple(sched.blocks),
            options=options,
            memories=mems,
            current_place=ctx.current_place,
        )
    )
    valid = {str(o.place) for o in options}
    actions = tuple(
        a
        for a in actions
        if str(a.place) in valid or a.place.sector == resident.persona.home.sector
    )
    kept = sched.add_actions(span, actions, _home_place(resident, options))
    return kept[0] if kept and kept[0].start <= minute else (sched.action_at(minute) or kept[0])


def _insert_reaction(
    resident, services, ctx, minute: int, activity: str, minutes: int, is_open
) -> None:
    from game.mind.brain import ChoosePlaceRequest

    options = _usable(tuple(o for o in resident.spatial.options(is_open) if o.open_now), ctx)
    place = services.brain.choose_place(
        ChoosePlaceRequest(
            persona=resident.card(),
            activity=activity,
            options=options,
            current_place=ctx.current_place,
        )
    )
    resident.schedule.insert_now(
        Action(start=minute, minutes=minutes, description=activity, place=place, emoji="")
    )
    resident.note(f"reacted at {min_to_hhmm(minute)}: {activity}")


def _home_place(resident, options) -> Place:
    home = resident.persona.home
    for o in options:
        if o.place.sector == home.sector and o.place.arena == home.arena and o.obj_kind == "bed":
            return o.place
    return home


def _bed_action(resident, minute: int, minutes: int) -> Action:
    place = _home_place(resident, resident.spatial.options())
    return Action(
        start=minute, minutes=minutes, description="get ready for bed", place=place, emoji="🛏"
    )


def _sleep_decision(resident, ctx: ThinkContext, events: list[str]) -> Decision:
    """Asleep: no brain call at all; sleep in one's own bed until the wake-up time."""
    p = resident.persona
    m = ctx.now.hour * 60 + ctx.now.minute
    left = (p.wake - m) % 1440 or 1440
    place = _home_place(resident, resident.spatial.options())
    action = Action(start=m, minutes=left, description="sleeping", place=place, emoji="😴")
    return Decision(
        action=action,
        until_s=ctx.now_s + left * 60 - ctx.now.second,
        asleep=True,
        events=tuple(events),
    )
