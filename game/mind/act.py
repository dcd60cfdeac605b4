"""The action for this minute: the schedule's, or the current hour decomposed now; a reaction
put in front of the plan; bed when the day is over.

* ``current_or_decompose``: the paper decomposes a plan block into 5-15 minute actions at the
  places the resident knows; this happens lazily, an hour at a time (a quarter of an hour under
  the planning ablation), when the schedule has nothing for the minute. Places that are closed
  or hold a broken object are never offered, and actions at places the brain was not offered
  are dropped (home is always allowed); the actions of a gathering's block are kept at its
  place (``gathering_steps.pin``), and one that outlasts its gathering is time at home.
* ``insert_reaction``: a reaction (``react.decide`` said "react") becomes an action now, at a
  place the brain picks among those open now.

Costs: one ``decompose`` brain call per hour of plan (cached actions are reused until the hour
is revised), one ``choose_place`` call per reaction; ``home_place`` and ``bed_action`` none.
"""

from __future__ import annotations

from game.mind import ahead, gathering_steps, gatherings
from game.mind.brain import ChoosePlaceRequest, DecomposeRequest
from game.mind.plan import DaySchedule
from game.mind.recall import recall
from game.mind.types import Action, Place, PlanBlock, min_to_hhmm

OWN_TIME = "relax at home"  # what a gathering's block that outlasts it becomes


def current_or_decompose(resident, services, ctx, minute: int, when, is_open) -> Action:
    """What ``resident`` does at ``minute``: the schedule's action, decomposing if needed."""
    sched: DaySchedule = resident.schedule
    act = sched.action_at(minute)
    if act is not None and sched.covered(minute):
        return act
    span = sched.slice_at(minute)
    if span is None:  # past the last block: the day is over, head home to bed
        return bed_action(resident, minute, 30)
    if _outlasts_gathering(resident, sched, span):  # the party is over: one's own time now
        block = sched.block_at(minute)
        sched.insert_block(PlanBlock(start=minute, end=block.end, activity=OWN_TIME), minute)
        span = sched.slice_at(minute)
    if "planning" in resident.config.ablate:  # moment to moment: a quarter of an hour ahead
        span = PlanBlock(
            start=span.start, end=min(span.end, span.start + 15), activity=span.activity
        )
    early = ahead.take(resident, span, minute, lambda p: _usable_place(p, ctx, is_open))
    if early is not None:  # decomposed ahead of the hour (game.mind.ahead)
        span, actions = early
        options = usable(resident.spatial.options(is_open), ctx)
    else:
        req = decompose_request(resident, services, ctx, span, when, is_open)
        options = req.options
        ahead.settle(resident)
        actions = services.brain.decompose(req)
    valid = _addresses(options)
    actions = tuple(
        a
        for a in actions
        if str(a.place) in valid or a.place.sector == resident.persona.home.sector
    )
    actions = gathering_steps.pin(
        resident, span, actions, options
    )  # a gathering's block: its place
    kept = sched.add_actions(span, actions, home_place(resident, options))
    # a span decomposed ahead may start before ``minute``: the action now is the one covering it
    return sched.action_at(minute) or (kept[0] if kept else bed_action(resident, minute, 30))


def _addresses(options) -> frozenset[str]:
    """The addresses of ``options``, kept for the tuple: a resident's options are one tuple
    until a place is learned, opens, closes or breaks (``SpatialMemory.options``, ``usable``),
    and it decomposes several times in between (hundreds of options each time in a big town).
    Kept by identity, with the tuple itself held so its id is not reused."""
    kept = _ADDRESSES.get(id(options))
    if kept is not None and kept[0] is options:
        return kept[1]
    out = frozenset(str(o.place) for o in options)
    if isinstance(options, tuple):
        if len(_ADDRESSES) >= 1024:
            _ADDRESSES.clear()
        _ADDRESSES[id(options)] = (options, out)
    return out


_ADDRESSES: dict[int, tuple] = {}  # id(options) -> (options, their addresses)


def _outlasts_gathering(resident, sched: DaySchedule, span: PlanBlock) -> bool:
    """``span`` is a gathering's block (its words: ``gatherings.activity``) after the gathering
    is over: a plan moved about (a meal put in, the block after it going on with what came
    before) must not send one to a party two hours after its end."""
    return any(
        going
        and g.date == sched.date
        and span.start >= g.end
        and span.activity == gatherings.activity(resident, g)
        for g, going in gatherings.known(resident).values()
    )


def decompose_request(resident, services, ctx, span: PlanBlock, when, is_open) -> DecomposeRequest:
    """What the brain is asked to decompose ``span`` with: the places open (``is_open``) and
    not broken, the four memories retrieval finds for the block's activity, where someone else
    is and which places are shut to the public (the think's ``company`` and ``shut_*``), and
    what was done today before it (``done``)."""
    options = usable(resident.spatial.options(is_open), ctx)
    later = span.start > ctx.now.hour * 60 + ctx.now.minute  # (the next hour, asked ahead)
    return DecomposeRequest(
        persona=resident.card(),
        block=span,
        day_plan=tuple(resident.schedule.blocks),
        options=options,
        memories=recall(resident, services, span.activity, ctx.now_s, when, k=4),
        current_place=ctx.current_place,
        company=ctx.company,
        shut=ctx.shut_next if later else ctx.shut_now,
        done=tuple(a for a in resident.schedule.actions if a.start < span.start),
    )


def insert_reaction(
    resident, services, ctx, minute: int, activity: str, minutes: int, is_open
) -> None:
    """Put ``activity`` into the schedule now, for ``minutes``, at a place the brain chooses."""
    options = usable(tuple(o for o in resident.spatial.options(is_open) if o.open_now), ctx)
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


def usable(options, ctx):
    """``options`` without the broken objects of ``ctx`` (the same tuple when none is)."""
    return tuple(o for o in options if str(o.place) not in ctx.broken) if ctx.broken else options


def _usable_place(place: Place, ctx, is_open) -> bool:
    return is_open(place.sector) and str(place) not in ctx.broken


def home_place(resident, options) -> Place:
    """The resident's bed among ``options``, else its home."""
    home = resident.persona.home
    for o in options:
        if o.place.sector == home.sector and o.place.arena == home.arena and o.obj_kind == "bed":
            return o.place
    return home


def bed_action(resident, minute: int, minutes: int) -> Action:
    place = home_place(resident, resident.spatial.options())
    return Action(
        start=minute, minutes=minutes, description="get ready for bed", place=place, emoji="🛏"
    )
