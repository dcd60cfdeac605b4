"""One part of a plan block, within one slice of it, as timed actions at places.

The part is classified with the taxonomy, placed with ``PlaceIndex`` and broken into the
category's steps: opening steps when the slice starts the part, closing steps when it ends it,
the core steps in between in an order drawn step by step (``step_walk``; a routine's in the
table's order). The earlier hourly slices of the part are replayed, so a routine does not start
over and a meal a talk cut into goes on. A part with no open place that suits it, or nothing
there to do it with, is dropped for the stand-in (``place_fit``).

Durations: every action lasts 5-15 minutes and tiles the slice exactly, except a slice shorter
than 5 minutes (one action) and sleep (one action for the whole slice).

Apart from ``decompose`` (which splits a block into parts and gives each its share of the
block) because this is the work on a single part: where it happens, which steps, how long each.
"""

from __future__ import annotations

import math

from game.brains.builtin.activities import Step, classify, drink_word, generic, meal_word
from game.brains.builtin.decompose_parts import (
    VISIT,
    clean_activity,
    eating_by,
    eats,
    fit_durations,
    meal_first,
    not_cooking,
    served,
    steps_for,
    wanted_minutes,
)
from game.brains.builtin.place_fit import STAND_IN, says_elsewhere, suits
from game.brains.builtin.places import PlaceIndex
from game.brains.builtin.rand import pick, stable_rand
from game.brains.builtin.step_fit import Usable, moment_for
from game.brains.builtin.step_walk import StepWalk, times_begun
from game.brains.builtin.stretch import Stretch, done_in, not_again
from game.mind.brain import DecomposeRequest, PersonaCard
from game.mind.types import Action, Place

MEALTIMES = ("meal", "morning")  # the categories whose eating is one's own meal
BED_SOON = 45  # minutes before bedtime within which a bedtime routine may end in bed


def host_setup(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """The leading steps of a host's that need no company (setting up), when at least two
    steps are left for once the guests are there."""
    n = next((i for i, st in enumerate(steps) if st.company), len(steps))
    return steps[:n] if len(steps) - n >= 2 else ()


def part_actions(
    seed: int,
    p: PersonaCard,
    idx: PlaceIndex,
    wcat: str,
    text: str,
    context: str,
    lo: int,
    hi: int,
    seg_start: int,
    seg_end: int,
    salt: str,
    current: Place | None,
    continues: tuple[bool, bool] = (False, False),
    req: DecomposeRequest | None = None,
    run: Stretch | None = None,
) -> list[Action]:
    cat = classify(text, wcat)
    sector = idx.sector_for(cat, context, wcat, current)
    if sector is None:  # no options at all
        place = current or p.home
        return [
            Action(
                start=lo,
                minutes=hi - lo,
                description=cat.saying or clean_activity(text),
                place=place,
                emoji=cat.emoji,
            )
        ]
    # nowhere open fits ("run errands" after the shops shut), or nothing here to do it with
    drop = lambda: part_actions(  # noqa: E731
        seed, p, idx, wcat, STAND_IN, STAND_IN, lo, hi, seg_start, seg_end, salt, current,
        req=req, run=run,
    )  # fmt: skip
    if text != STAND_IN and not suits(idx, sector, cat, context, wcat):
        return drop()
    skind = "home" if idx.is_home(sector) else idx.kind.get(sector, "")
    arena = idx.arena_for(sector, cat, context, wcat)
    if cat.long:
        step = cat.steps[0]
        place = idx.place_for_step(sector, arena, step, context, salt=p.id)
        return [
            Action(
                start=lo,
                minutes=hi - lo,
                description=step.texts[0],
                place=place,
                emoji=step.emoji or cat.emoji,
            )
        ]
    core = steps_for(cat, skind, text)
    visit = VISIT.match(text)
    if visit:  # out to see someone: every step says whom; looking around goes through the
        who = visit.group(2)  # other rooms one may enter (they may be at work in another)
        rooms_here = (o for o in idx.sectors.get(sector, ()) if idx.allowed(o, context))
        others = tuple(sorted({o.arena_kind for o in rooms_here if o.place.arena != arena}))
        core = (
            Step((f"look around for {who}",), (), 5, "👀", others),
            Step((clean_activity(text),), (), 15, "💬"),
            Step((f"wait for a word with {who}", f"keep an eye out for {who}"), (), 10, "⏳"),
        )
    default_steps = core is cat.steps
    # a host's steps before the first that needs company set the place up: they open the
    # part in order (chairs, the door), and the rest wait for the guests
    setup = host_setup(core) if core is cat.host_steps else ()
    core = core[len(setup) :] if setup else core
    here = [o for o in idx.sectors.get(sector, ()) if idx.allowed(o, context)]
    have = {o.obj_kind for o in here if o.obj_kind}
    rooms = {o.arena_kind for o in here if o.arena_kind}

    # what can be done here: the objects, one's age, and the hour, the company and the
    # working day (``step_fit``): "sort the morning letters" not after noon, "chat over
    # dinner" not alone, no class taught after school
    day = run.day if run else lambda w, end=False: w  # (the hour and bedtime: the day's)
    moment = moment_for(req, sector, day(lo), day(seg_end, True))
    usable = Usable(frozenset(have), frozenset(rooms), p.age, moment)

    own_work = p.work is not None and sector == p.work.sector and cat.name == wcat
    if not usable(core) and text != STAND_IN and not own_work and cat is not generic():
        return drop()
    # one's own work goes on: at this hour what can be done, else places fall back
    core = usable(core) or usable(core, fit=False) or core
    cooked_for = cat.name in MEALTIMES and served(text)  # another of the home cooks it
    core = (not_cooking(core) or core) if cooked_for else core
    if cat.name in MEALTIMES and p.work is not None and sector == p.work.sector:
        # staff eating where they work take their food from behind the counter: they do
        # not order it or pay for it there
        core = tuple(st for st in core if not st.service) or core
    if p.age >= 16:  # swings are for children
        core = tuple(st for st in core if "swing" not in st.objs) or core
    if not cat.once and len(core) < 4 and not says_elsewhere(idx, sector, text):
        # few steps would loop ("make tea, look out of the window" five times an hour):
        # add the activity itself as a longer step to break the alternation
        # at what the activity itself uses, else somewhere to sit (not at the first step's
        # object: "relax at home" at the stove); where it needs none, in its room
        seats = (*cat.objs, *generic().steps[0].objs, *sorted(idx.tables.seat_objects))
        objs = tuple(dict.fromkeys(o for o in seats if o in have)) if core[0].objs else ()
        plain = Step(("{activity}",), objs, 15, cat.emoji) if objs else None
        core = core + (plain or Step(("{activity}",), core[0].objs, 15, cat.emoji, core[0].arenas),)
    # after a routine's steps its idle step, unless it needs what is not here: the last step
    # (at home, not at a seat in the block's hall one only passes through: a studio flat
    # with no table has no lingering at the table)
    kept = {o.obj_kind for o in here if not idx.passed_through(o, (), context)}
    lingers = cat.idle is not None and usable((cat.idle,))
    lingers = lingers and (not cat.idle.objs or bool(kept & set(cat.idle.objs)))
    idle = cat.idle if lingers else core[-1]
    r = lambda *parts: stable_rand(seed, "dec", p.id, salt, seg_start, *parts)  # noqa: E731
    # a routine runs its steps in the table's order, then idles; anything else walks from
    # step to step (``step_walk``: longer stretches of the main task, steps that follow
    # from each other, no ring)
    meal, drink = meal_word(text), drink_word(text)
    if f"a {meal}" in text.lower():  # as the plan says it: "eat a snack", not "eat snack"
        meal = f"a {meal}"
    said = lambda t: t.format(  # noqa: E731
        meal=meal, drink=drink, activity=cat.saying or clean_activity(text)
    )
    # a chore done today is not done again (``step_walk``): before the part (a morning's
    # shift), and in it as it was done (after the replay below)
    did = req.done if req is not None else ()
    since = day(seg_start)
    earlier = times_begun(core, [a.description for a in did if a.start < since], said)
    walk = StepWalk(core, lambda *parts: r("walk", *parts), own_work, earlier, seg_end - seg_start)
    # a bedtime routine cut short by something later in the evening (a date, a meeting)
    # does not end in bed: "turn off the light and get into bed" at seven, then out
    early_to_bed = (
        bool(cat.closing)
        and cat.closing[-1].objs == ("bed",)
        and ((p.sleep - day(seg_end, True)) % 1440 > BED_SOON)
    )

    def build(a: int, b: int, done: int) -> tuple[list[Step], int, int]:
        """Steps for [a, b) after ``done`` core steps; returns them, the core steps used and
        where they begin in the steps (after the opening ones kept)."""
        starts = a == seg_start and not continues[0]
        opening = usable(cat.opening, True) if default_steps and starts else ()
        opening = not_cooking(opening) if cooked_for else opening
        opening = usable(setup, True) if setup and starts else opening
        closing = (
            usable(cat.closing, True)
            if default_steps and b == seg_end and not continues[1] and not early_to_bed
            else ()
        )

        def core_step(k: int) -> Step:
            j = done + k
            if cat.once:
                return core[j] if j < len(core) else idle
            return walk.at(j)

        total = b - a
        seq: list[Step] = list(opening)
        k = 0
        filled = sum(wanted_minutes(x, r, i) for i, x in enumerate(seq)) + sum(
            x.minutes for x in closing
        )
        while filled < total and k < 200:
            step = core_step(k)
            filled += wanted_minutes(step, r, len(seq))
            seq.append(step)
            k += 1
        seq.extend(closing)
        n_min, n_max = math.ceil(total / 15), max(1, total // 5)
        lead = len(opening)
        while len(seq) > n_max and len(seq) > 1:  # a short slice: drop from the middle
            middle = len(seq) - len(opening) - len(closing) > 0
            seq.pop(min(len(opening) if middle else 0, len(seq) - 1))
            k -= 1 if middle else 0
            lead -= 1 if not middle and lead else 0
        while len(seq) < n_min:
            seq.insert(len(seq) - len(closing), core_step(k))
            k += 1
        return seq, max(0, k), lead

    def begun(a: int, b: int, done: int, cut: int) -> int:
        """The core steps of [a, b) (after ``done``) begun before ``cut``: the hour was
        decomposed whole and cut there (a talk, a re-plan), so what was begun is done."""
        seq, k, lead = build(a, b, done)
        t, n = a, 0
        for i, m in enumerate(fit_durations(wanted(seq), b - a)):
            if t >= cut:
                break
            n += 1 if lead <= i < lead + k else 0
            t += m
        return n

    # replay the earlier hourly slices of this part (the mind decomposes hour by hour), so
    # a routine does not start over and a work shift does not repeat its opening steps
    wanted = lambda q: [wanted_minutes(s, r, i) for i, s in enumerate(q)]  # noqa: E731
    done, w = 0, seg_start
    resume: Step | None = None
    ate = False  # (the meal eaten in an earlier slice of it)
    while w < lo:  # (the hours as they were decomposed, cut where a block was put in)
        hour, stop = run.hour_of(w) if run else ((w // 60 + 1) * 60,) * 2
        full = min(hour, seg_end)
        w_end = min(lo, stop, full)
        if w_end == lo < full and cat.name in MEALTIMES:  # cut at ``lo`` (a talk, a re-plan)
            resume = eating_by(build(w, full, done)[0], w, full, lo, wanted)
        part, used, _ = build(w, w_end, done)
        ate = ate or any(eats(st) for st in part)
        done += begun(w, full, done, w_end) if w_end < full else used
        w = w_end
    walk.seen(times_begun(core, [a.description for a in did if a.start >= since], said), done)
    seq, _, _ = build(lo, hi, done)
    if resume is not None and not (seq and eats(seq[0])):
        seq.insert(0, resume)  # the meal a talk cut into goes on: not paid and left
    total = hi - lo
    if cat.once and req is not None and req.done:  # a routine's steps done are done
        ends = cat.closing  # (the idle step goes before them)
        seq = not_again(seq, done_in(req.done, run), said, idle, ends, math.ceil(total / 15))
    if cat.name in MEALTIMES:  # a meal squeezed by a talk keeps its minutes
        bite = next((st for st in core if eats(st)), None)
        if bite and hi >= seg_end and not ate and not any(eats(st) for st in seq):
            # the meal's last slice, whose steps ran out before the meal: it is eaten, the
            # last of what came before it gives way ("set the table", then off to work)
            seq = [*seq[:-1], bite] if len(seq) > 1 else [*seq, bite]
        seq, mins = meal_first(seq, total, wanted)
    else:  # (a party's food is not a meal of one's own: its steps stay as they are)
        mins = fit_durations(wanted(seq), total)
    out: list[Action] = []
    t = lo
    for i, (step, m) in enumerate(zip(seq, mins, strict=False)):
        if i and step is seq[i - 1]:  # a step that goes on: in the same words and place
            desc, place = out[-1].description, out[-1].place
        else:
            desc = said(pick(step.texts, seed, p.id, salt, t, "text"))
            place = idx.place_for_step(sector, arena, step, context, salt=(t, i))
        out.append(
            Action(start=t, minutes=m, description=desc, place=place, emoji=step.emoji or cat.emoji)
        )
        t += m
    return out
