"""The steps of one part's hourly slices: opening and closing steps, the core steps between.

The mind decomposes a part hour by hour; each slice's steps are built from the part's steps
(``part_steps``): the opening steps when the slice starts the part, the closing ones when it ends
it, the core steps between, a routine's in the table's order (then its idle step), anything
else walked from step to step (``step_walk``). ``Slices.replay`` builds the part's earlier
slices again as they were decomposed (cut where a block was put in, or a talk), so a routine
does not start over, a work shift does not repeat its opening steps, and a meal a talk cut into
goes on.

Apart from ``part_actions`` because this is which steps in which slice, not the actions made of
them (their words, places and minutes).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from game.brains.builtin.activities import Category, Step
from game.brains.builtin.decompose_parts import (
    eating_by,
    eats,
    fit_durations,
    not_cooking,
    wanted_minutes,
)
from game.brains.builtin.part_steps import MEALTIMES, PartSteps
from game.brains.builtin.step_walk import StepWalk
from game.brains.builtin.stretch import Stretch


@dataclass
class Slices:
    """The slices of the part [``seg_start``, ``seg_end``) (stretch minutes) of category
    ``cat`` with steps ``steps``; ``continues``: the block before / after is the same
    activity (no opening / closing steps); ``early_to_bed``: a bedtime routine cut short by
    something later does not end in bed; ``r``: the part's ``stable_rand``."""

    cat: Category
    steps: PartSteps
    walk: StepWalk
    seg_start: int
    seg_end: int
    continues: tuple[bool, bool]
    early_to_bed: bool
    r: Callable[..., float]

    def wanted(self, seq: list[Step]) -> list[int]:
        return [wanted_minutes(s, self.r, i) for i, s in enumerate(seq)]

    def core_step(self, j: int) -> Step:
        """The ``j``-th core step of the part: a routine's in order, then its idle step."""
        core = self.steps.core
        if self.cat.once:
            return core[j] if j < len(core) else self.steps.idle
        return self.walk.at(j)

    def ends(self, a: int, b: int) -> tuple[tuple[Step, ...], tuple[Step, ...]]:
        """The opening and closing steps of the slice [a, b)."""
        cat, st = self.cat, self.steps
        starts = a == self.seg_start and not self.continues[0]
        opening = st.usable(cat.opening, True) if st.default_steps and starts else ()
        opening = not_cooking(opening) if st.cooked_for else opening
        opening = st.usable(st.setup, True) if st.setup and starts else opening
        closes = b == self.seg_end and not self.continues[1] and not self.early_to_bed
        closing = st.usable(cat.closing, True) if st.default_steps and closes else ()
        return opening, closing

    def build(self, a: int, b: int, done: int) -> tuple[list[Step], int, int]:
        """Steps for [a, b) after ``done`` core steps; returns them, the core steps used and
        where they begin in the steps (after the opening ones kept)."""
        opening, closing = self.ends(a, b)
        total = b - a
        seq: list[Step] = list(opening)
        k = 0
        filled = sum(wanted_minutes(x, self.r, i) for i, x in enumerate(seq)) + sum(
            x.minutes for x in closing
        )
        while filled < total and k < 200:
            step = self.core_step(done + k)
            filled += wanted_minutes(step, self.r, len(seq))
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
            seq.insert(len(seq) - len(closing), self.core_step(done + k))
            k += 1
        return seq, max(0, k), lead

    def begun(self, a: int, b: int, done: int, cut: int) -> int:
        """The core steps of [a, b) (after ``done``) begun before ``cut``: the hour was
        decomposed whole and cut there (a talk, a re-plan), so what was begun is done."""
        seq, k, lead = self.build(a, b, done)
        t, n = a, 0
        for i, m in enumerate(fit_durations(self.wanted(seq), b - a)):
            if t >= cut:
                break
            n += 1 if lead <= i < lead + k else 0
            t += m
        return n

    def replay(self, lo: int, run: Stretch | None) -> tuple[int, Step | None, bool]:
        """The part's slices before ``lo`` as they were decomposed (the hours, cut where a
        block was put in): the core steps done, the meal step a cut at ``lo`` left going on
        (or None), and whether the meal was eaten in an earlier slice."""
        done, w = 0, self.seg_start
        resume: Step | None = None
        ate = False
        while w < lo:
            hour, stop = run.hour_of(w) if run else ((w // 60 + 1) * 60,) * 2
            full = min(hour, self.seg_end)
            w_end = min(lo, stop, full)
            if w_end == lo < full and self.cat.name in MEALTIMES:  # cut at ``lo`` (a talk)
                resume = eating_by(self.build(w, full, done)[0], w, full, lo, self.wanted)
            part, used, _ = self.build(w, w_end, done)
            ate = ate or any(eats(st) for st in part)
            done += self.begun(w, full, done, w_end) if w_end < full else used
            w = w_end
        return done, resume, ate
