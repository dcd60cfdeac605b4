"""Decomposition of a plan slice into 5-15 minute actions, and the choice of a single place.

A block text may be compound ("get ready and have breakfast at home", "read in the library,
then take a walk in the park"): it is split into parts, each gets an equal share of the *whole*
plan block (so an hourly slice knows whether it is the beginning, the middle or the end of a
part), and each part is classified with the taxonomy, placed with ``PlaceIndex`` and broken into
the category's steps: opening steps when the slice starts the part, closing steps when it ends
it, the core steps in between in an order drawn step by step (``step_walk``; a routine's in the
table's order). A part with no open place that suits it, or nothing there to do it with, is
dropped for the stand-in (``place_fit``).
A block cut in two by one put in (a meal when hungry, a gathering) is decomposed as one stretch
(``stretch``): its rest goes on from where it was, and a meal put in eats its meal.

Durations: every action lasts 5-15 minutes and tiles the slice exactly, except a slice shorter
than 5 minutes (one action) and sleep (one action for the whole slice).
"""

from __future__ import annotations

import math
from dataclasses import replace

from game.brains.builtin.activities import (
    Step,
    classify,
    drink_word,
    generic,
    meal_word,
    work_category,
)
from game.brains.builtin.decompose_parts import (
    VISIT,
    clean_activity,
    containing_block,
    day_salt,
    eating_by,
    eats,
    fit_durations,
    meal_first,
    not_cooking,
    part_bounds,
    served,
    shared_key,
    split_parts,
    steps_for,
    wanted_minutes,
)
from game.brains.builtin.place_fit import STAND_IN, says_elsewhere, suits
from game.brains.builtin.places import PlaceIndex
from game.brains.builtin.profile import profile_of
from game.brains.builtin.rand import pick, stable_rand
from game.brains.builtin.step_fit import Usable, moment_for
from game.brains.builtin.step_walk import StepWalk
from game.brains.builtin.stretch import Stretch, done_in, eaten, eaten_later, not_again
from game.mind.brain import ChoosePlaceRequest, DecomposeRequest, PersonaCard
from game.mind.types import Action, Place, PlaceOption, PlanBlock

__all__ = ["Decomposer", "split_parts", "fit_durations"]


class Decomposer:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    # ------------------------------------------------------------------ public
    def decompose(self, req: DecomposeRequest) -> tuple[Action, ...]:
        p = req.persona
        blk = req.block
        full = containing_block(req.day_plan, blk)
        # a block cut by one put in goes on as one stretch, on a clock without what was put
        # in (``stretch``): the parts' bounds, the replayed hours and the opening steps
        run = Stretch.of(req.day_plan, full)
        shift = run.shift_at(blk.start)
        salt = day_salt(req.day_plan)
        idx = PlaceIndex(
            p, req.options, salt=salt, seed=self.seed, shared=shared_key(p, full.activity)
        )
        wcat = self.work_cat(p, req.options)
        parts = split_parts(full.activity)
        weights = [classify(t, wcat).typical or 90 for t, _ in parts]
        bounds = part_bounds(run.start, run.end, weights)
        prev_same = any(
            b.end == run.start and b.activity == full.activity
            for b in req.day_plan or ()
            if isinstance(b, PlanBlock)
        )
        next_same = any(
            b.start == run.parts[-1].end and b.activity == full.activity
            for b in req.day_plan or ()
            if isinstance(b, PlanBlock)
        )
        out: list[Action] = []
        for i, ((text, chunk), (s, e)) in enumerate(zip(parts, bounds, strict=True)):
            lo, hi = max(s, blk.start - shift), min(e, blk.end - shift)
            if hi <= lo:
                continue
            if run.ate_by(s) and eaten(text):  # a meal put in ate it: one's own time instead
                text = chunk = STAND_IN
            elif eaten_later(req.day_plan, full, text):  # the same meal soon after (a supper
                text = chunk = STAND_IN  # one was asked to): one's own time until then
            continues = (i == 0 and prev_same, i == len(parts) - 1 and next_same)
            steps = self._segment(
                p, idx, wcat, text, chunk, lo, hi, s, e, salt, req.current_place, continues, req,
                run,
            )  # fmt: skip
            out.extend(replace(a, start=a.start + shift) for a in steps)
        if not out or out[0].start != blk.start or out[-1].end != blk.end:
            place = idx.fallback(req.current_place)
            out = [
                Action(
                    start=blk.start,
                    minutes=blk.end - blk.start,
                    description=clean_activity(blk.activity),
                    place=place,
                    emoji="🙂",
                )
            ]
        return tuple(out)

    def choose_place(self, req: ChoosePlaceRequest) -> Place:
        p = req.persona
        idx = PlaceIndex(p, req.options, avoid=req.avoid, salt="choose", seed=self.seed)
        if not idx.options:
            return req.current_place or p.home
        wcat = self.work_cat(p, req.options)
        cat = classify(req.activity, wcat)
        sector = idx.sector_for(cat, req.activity, wcat, req.current_place)
        if sector is None:
            return idx.fallback(req.current_place)
        arena = idx.arena_for(sector, cat, req.activity, wcat)
        steps = steps_for(
            cat, "home" if idx.is_home(sector) else idx.kind.get(sector, ""), req.activity
        )
        first = steps[0] if steps else None
        objs = tuple(dict.fromkeys((first.objs if first else ()) + cat.objs))
        probe = Step(("",), objs, 10, "", first.arenas if first else ())
        return idx.place_for_step(sector, arena, probe, req.activity, salt="choose")

    @staticmethod
    def work_cat(persona: PersonaCard, options: tuple[PlaceOption, ...] = ()) -> str:
        """The resident's work category, using the workplace's arena kind when it is offered."""
        prof = profile_of(persona)
        if persona.work is None:
            return prof.work_cat
        for o in options or ():
            if (
                isinstance(o, PlaceOption)
                and o.place.sector == persona.work.sector
                and o.place.arena == persona.work.arena
                and o.arena_kind
            ):
                return work_category(persona.occupation, o.arena_kind) or prof.work_cat
        return prof.work_cat

    # ------------------------------------------------------------------ one part
    def _segment(
        self,
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
        drop = lambda: self._segment(  # noqa: E731
            p, idx, wcat, STAND_IN, STAND_IN, lo, hi, seg_start, seg_end, salt, current, req=req,
            run=run,
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
            core = core + (
                plain or Step(("{activity}",), core[0].objs, 15, cat.emoji, core[0].arenas),
            )
        # after a routine's steps its idle step, unless it needs what is not here: the last step
        # (at home, not at a seat in the block's hall one only passes through: a studio flat
        # with no table has no lingering at the table)
        kept = {o.obj_kind for o in here if not idx.passed_through(o, (), context)}
        lingers = cat.idle is not None and usable((cat.idle,))
        lingers = lingers and (not cat.idle.objs or bool(kept & set(cat.idle.objs)))
        idle = cat.idle if lingers else core[-1]
        r = lambda *parts: stable_rand(self.seed, "dec", p.id, salt, seg_start, *parts)  # noqa: E731
        # a routine runs its steps in the table's order, then idles; anything else walks from
        # step to step (``step_walk``: longer stretches of the main task, steps that follow
        # from each other, no ring)
        walk = StepWalk(core, lambda *parts: r("walk", *parts), own_work)
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
        seq, _, _ = build(lo, hi, done)
        if resume is not None and not (seq and eats(seq[0])):
            seq.insert(0, resume)  # the meal a talk cut into goes on: not paid and left
        total = hi - lo
        meal, drink = meal_word(text), drink_word(text)
        if f"a {meal}" in text.lower():  # as the plan says it: "eat a snack", not "eat snack"
            meal = f"a {meal}"
        said = lambda t: t.format(  # noqa: E731
            meal=meal, drink=drink, activity=cat.saying or clean_activity(text)
        )
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
                desc = said(pick(step.texts, self.seed, p.id, salt, t, "text"))
                place = idx.place_for_step(sector, arena, step, context, salt=(t, i))
            out.append(
                Action(
                    start=t, minutes=m, description=desc, place=place, emoji=step.emoji or cat.emoji
                )
            )
            t += m
        return out


# ---------------------------------------------------------------------- helpers
def host_setup(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """The leading steps of a host's that need no company (setting up), when at least two
    steps are left for once the guests are there."""
    n = next((i for i, st in enumerate(steps) if st.company), len(steps))
    return steps[:n] if len(steps) - n >= 2 else ()


MEALTIMES = ("meal", "morning")  # the categories whose eating is one's own meal
BED_SOON = 45  # minutes before bedtime within which a bedtime routine may end in bed
