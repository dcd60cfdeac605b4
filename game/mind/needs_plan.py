"""A need at its worst changes the plan: a hungry resident goes and eats, a worn-out one rests,
one who has talked to nobody for long goes where people are.

``note_for`` runs in the resident's think (``replan.for_need``, after the day is planned). It
reads the inner state the simulation handed over (``ThinkContext.inner``: needs and what the
body was doing) and, when a need is below its level (``inner.urges.pressing``) and nothing
already sees to it, it
* picks where: for hunger the home when the resident is there, else the food place it is at or
  works at, else another food place it knows that is open now (a closed one is never offered,
  so one whose usual place is closed eats elsewhere), else home; for company a place where
  people are (the table's ``company`` sector kinds), open now (a park only by day); for rest the home;
* remembers the thought as an observation ("I'm starving — I haven't eaten since breakfast",
  tagged ``need:<need>`` with the level), which also keeps the same need from being seen to
  again for the table's ``cooldown`` (the memory is saved, so a loaded town does the same);
* returns the need as the reason for a re-plan (a ``NeedNote``, which ``replan.for_need`` puts in
  the ``PlanDayRequest`` of the whisper's path, ``replan_rest``): the brain decides what the rest
  of the day becomes.

Nothing sees to a need already being met (eating, talking, asleep: the table's ``gains`` for
what the body is doing), to hunger when a meal is decomposed in the next ``meal_within``
minutes or in the plan block under way (one walking to the table, or talking over the meal, is
seeing to it, and does not leave it to find company or fun either), to company or fun in one's
working hours or the ``BEFORE_WORK`` minutes before them (not on a day off its workplace's
closure made), or to any need near bedtime. Cost: a few comparisons per think; a re-plan (one
``plan_day`` brain call) only when a need presses, at most once per need per ``cooldown``.
"""

from __future__ import annotations

import zlib
from datetime import datetime

from game.mind import wording
from game.mind.brain import NeedNote
from game.mind.inner.tables import NEEDS, tables
from game.mind.inner.temper import temper_of
from game.mind.inner.urges import pressing, thought, urge_tables

TAG = "need:"  # keyword of a need's thought: need:fullness, need:energy, need:social


def any_pressing(ctx) -> bool:
    """Some need is below its level (nothing else checked: the common case is False)."""
    state = getattr(ctx, "inner", None)
    if state is None:
        return False
    below = urge_tables().below
    return any(lv < below.get(n, 0.0) for n, lv in zip(NEEDS, state.needs.values(), strict=True))


def is_lonely(needs) -> bool:
    """The social need is below its level: no company for too long. Then one looks again at
    those around it (``game.sim.moving``) and has a reason to talk, even at work or to someone
    it spoke to earlier in the day (``react.candidate``, ``ReactionRequest.lonely``)."""
    return needs.social < urge_tables().below.get("social", 0.0)


def lonely(ctx) -> bool:
    """``is_lonely`` of the inner state handed to this think; False with needs switched off."""
    state = getattr(ctx, "inner", None)
    return state is not None and is_lonely(state.needs)


def note_for(resident, ctx, date: str, minute: int, is_open) -> NeedNote | None:
    """The need that presses most now, as the re-plan's reason, remembered as a thought; None
    when nothing presses (or all that does is seen to)."""
    state = getattr(ctx, "inner", None)
    sched = resident.schedule
    if state is None or sched is None or sched.date != date:
        return None
    u = urge_tables()
    if not any_pressing(ctx):
        return None
    p = resident.persona
    bed = p.sleep + (1440 if p.sleep <= p.wake else 0)
    waking = _waking(p, minute)
    urge = pressing(
        state.needs,
        temper_of(p, tables()),
        minute,
        bed,
        u,
        skip=_seen_to(
            resident,
            state.doing,
            sched,
            minute,
            ctx.now_s,
            u,
            _shift(p, date, minute, resident.day_off) or waking,
            waking,
        ),  # fmt: skip
    )
    if urge is None:
        return None
    place, at_home = where(resident, ctx, urge.need, date, is_open, minute)
    own = wording.frame(f"urge_{urge.need}")  # the town's words for it, else urges.toml's
    text = wording.said("thinks", name=resident.name, thought=own or thought(urge, u))
    resident.memory.add(
        text,
        kind="observation",
        now=ctx.now_s,
        importance_10=5,
        keywords=[TAG + urge.need],
        meta={"need": urge.need, "need_level": round(urge.level, 3)},
    )
    resident.note(text)
    return NeedNote(
        need=urge.need,
        level=round(urge.level, 3),
        since=urge.since,
        minute=minute,
        place=place,
        at_home=at_home,
    )


def _seen_to(
    resident,
    doing: str,
    sched,
    minute: int,
    now_s: float,
    u,
    shift: bool = False,
    waking: bool = False,
) -> frozenset[str]:
    """The needs not to re-plan for now: being met by what the body is doing, seen to within
    the cooldown, (hunger) with a meal decomposed in the next ``meal_within`` minutes or in
    the hour after waking (``waking``: breakfast after the shower, not a meal first and the
    morning's breakfast after it), or (company, fun) that wait while one is at one's own work,
    or in its hours (``shift``: the lunch break is for lunch, and the shift goes on after it)."""
    t = tables()
    out = {n for n, gain in t.gains.get(doing, {}).items() if gain > 0}
    if doing == "sleep":
        out.add("energy")
    if doing == "work" or shift:  # company and fun wait till the work is over
        out |= {"social", "fun"}
    for need in NEEDS:
        ids = resident.memory.by_keyword(TAG + need)
        if ids and now_s - resident.memory.get(ids[-1]).created < u.cooldown * 60:
            out.add(need)
    if waking:  # breakfast comes with getting up (a morning without one: hunger after it)
        out.add("fullness")
    soon = minute + u.meal_within
    block = sched.block_at(minute)
    since = block.start if block is not None else minute  # a meal under way: on its way to the
    for a in sched.actions:  # table, or talked over, it is still being seen to
        if a.end > since and a.start < soon and t.kind_by_emoji.get(a.emoji) == "eat":
            out |= {"fullness", "social", "fun"}  # (nobody leaves the table to find company)
            break
    return frozenset(out)


WAKING = 60  # minutes after waking given to getting up: company and fun wait till then


def _waking(persona, minute: int) -> bool:
    """Within the hour after the persona's waking: one gets up and dressed before going out
    to find company (not "chat with friends on the green" at six, then wake at a quarter past
    seven)."""
    return 0 <= (minute - persona.wake) % 1440 < WAKING


BEFORE_WORK = 90  # minutes before a shift that are for getting ready and going, not company


def _shift(persona, date: str, minute: int, day_off: tuple = ("", ())) -> bool:
    """Within the persona's working hours of a day shift on ``date`` (a work day), or the
    ``BEFORE_WORK`` minutes before it (breakfast and the way there: one does not set off to
    find company an hour before one's shift starts). Not on a day its shifts were made a day
    off (``Resident.day_off``: the workplace shut on one): there is no work to wait for (was:
    a barista whose cafe was shut, alone in her flat and lonely from a quarter past three,
    waited for the end of the shift she was not working, at eight, to go out)."""
    work = persona.work
    if work is None or not work.start - BEFORE_WORK <= minute < work.end:
        return False
    if day_off and day_off[0] == date:
        return False
    try:
        weekday = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")[
            datetime.fromisoformat(date).weekday()
        ]
    except ValueError:
        return False
    return weekday in work.days


def where(
    resident, ctx, need: str, date: str, is_open, minute: int | None = None
) -> tuple[str, bool]:
    """(sector, is it home) where ``resident`` would see to ``need`` now (module docstring); for
    company at ``minute`` outside the table's ``day``, not a place of its ``by_day`` kinds (was:
    one lonely at ten at night went to the park and sat alone on a bench)."""
    p = resident.persona
    home = p.home.sector
    if need == "energy":
        return home, True
    u = urge_tables()
    here = ctx.current_place.sector if ctx.current_place is not None else ""
    if need == "fullness" and here == home:
        return home, True
    kinds = u.food if need == "fullness" else u.company
    if need == "social" and minute is not None and not u.day[0] <= minute % 1440 < u.day[1]:
        kinds = kinds - u.by_day
    open_kinds: dict[str, str] = {}
    for o in resident.spatial.options(is_open):
        if o.open_now and o.sector_kind in kinds and o.place.sector != home:
            open_kinds[o.place.sector] = o.sector_kind
    if here in open_kinds:
        return here, False
    work = p.work.place.sector if p.work is not None else ""
    if need == "fullness" and work in open_kinds:
        return work, False
    choices = sorted(open_kinds)
    if not choices:
        return home, True
    key = f"{ctx.seed}:{resident.id}:{date}:{need}".encode()
    return choices[zlib.crc32(key) % len(choices)], False
