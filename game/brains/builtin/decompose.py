"""Decomposition of a plan slice into 5-15 minute actions, and the choice of a single place.

A block text may be compound ("get ready and have breakfast at home", "read in the library,
then take a walk in the park"): it is split into parts, each gets an equal share of the *whole*
plan block (so an hourly slice knows whether it is the beginning, the middle or the end of a
part), and each part's share of the slice is made into actions by ``part_actions`` (its place,
its steps, their minutes). A block cut in two by one put in (a meal when hungry, a gathering) is
decomposed as one stretch (``stretch``): its rest goes on from where it was, and a meal put in
eats its meal. When no part gives actions that tile the slice, the slice is one action.

Apart from ``part_actions`` because this is the block as a whole (its parts, their bounds, the
stretch it belongs to) and the one-place choice, not the work on a single part.
"""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin.activities import Step, classify, work_category
from game.brains.builtin.decompose_parts import (
    clean_activity,
    containing_block,
    day_salt,
    fit_durations,
    part_bounds,
    shared_key,
    split_parts,
    steps_for,
)
from game.brains.builtin.meal_eaten import eaten_before
from game.brains.builtin.part_actions import part_actions
from game.brains.builtin.part_steps import host_setup
from game.brains.builtin.place_fit import STAND_IN
from game.brains.builtin.places import PlaceIndex
from game.brains.builtin.profile import profile_of
from game.brains.builtin.stretch import Stretch, eaten, eaten_later
from game.mind.brain import ChoosePlaceRequest, DecomposeRequest, PersonaCard
from game.mind.types import Action, Place, PlaceOption, PlanBlock

__all__ = ["Decomposer", "fit_durations", "host_setup", "split_parts"]


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
            elif eaten_before(req.done, run, text):  # had at a supper, or out when hungry:
                text = chunk = STAND_IN  # no second dinner at home
            continues = (i == 0 and prev_same, i == len(parts) - 1 and next_same)
            steps = part_actions(
                self.seed, p, idx, wcat, text, chunk, lo, hi, s, e, salt, req.current_place,
                continues, req, run,
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
