"""Finishing a day plan: overlaps dropped, holes closed, then merged or split until there are
five to eight blocks. A mixin of ``Planner``."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin.plan_fill import MAX_BLOCKS, MIN_BLOCKS
from game.brains.builtin.plan_items import Item, home_breakfast_pair, period_of
from game.brains.builtin.plan_meals import plan_words, young
from game.brains.builtin.profile import Profile
from game.mind.types import PlanBlock


def _joined(a: Item, b: Item) -> str:
    """ "A, then B" for two neighbours, at most three activities long: the weaker one gives up
    its last ones to fit (an evening of "puzzles, then TV, then reading" next to the wind-down
    before bed keeps the puzzles and the TV, and the wind-down); "" when they cannot fit."""
    pa, pb = a.text.split(", then "), b.text.split(", then ")
    while len(pa) + len(pb) > 3:
        weak = pa if (a.prio, -a.length) < (b.prio, -b.length) else pb
        if len(weak) == 1:
            weak = pb if weak is pa else pa
            if len(weak) == 1:
                return ""
        weak.pop()
    text = ", then ".join(pa + pb)
    return text if len(text) < 140 else ""


class FinishMixin:
    def _finish(
        self, items: list[Item], wake: int, bed: int, prof: Profile, r, age: int = 0
    ) -> list[PlanBlock]:
        items = sorted((it for it in items if it.end > it.start), key=lambda i: (i.start, -i.prio))
        out: list[Item] = []
        for it in items:  # drop overlaps (the earlier, stronger item wins), fill holes
            if out and it.start < out[-1].end:
                if it.end <= out[-1].end:
                    continue
                it = replace(it, start=out[-1].end, fixed_start=False)
            if out and it.start > out[-1].end:
                out[-1].end = it.start
            out.append(it)
        if not out:
            out = [Item(wake, bed, "go about the day at home", 2)]
        out[0].start = wake
        out[-1].end = bed
        merged: list[Item] = []
        for it in out:  # identical neighbours become one
            if merged and merged[-1].text == it.text:
                merged[-1].end = it.end
            else:
                merged.append(it)
        out = [it for it in merged if it.length > 0]
        while len(out) > MAX_BLOCKS:
            self._merge_one(out, r, age)
        guard = 0
        while len(out) < MIN_BLOCKS and guard < 10:
            guard += 1
            if not self._split_one(out, prof, r, age):
                break
        return [
            PlanBlock(start=it.start, end=it.end, activity=it.text, seeks=it.seeks) for it in out
        ]

    @staticmethod
    def _merge_cost(a: Item, b: Item) -> float:
        """Cheapest first: routine + home breakfast, a short block into its neighbour, two
        flexible blocks, a flexible block with a meal; work and events last."""
        if home_breakfast_pair(a, b) and not b.fixed_start:
            return 0.0
        cost = 10.0 if max(a.prio, b.prio) >= 9 else 0.0
        if {a.kind, b.kind} & {"lunch", "dinner", "visit", "habit"}:
            cost += 8.0  # a merge must not eat a meal, a storyline visit or a timed habit
        if b.fixed_start:
            cost += 8.0  # nor start a household's meal early
        if (a.kind == "visit") != (b.kind == "visit"):
            cost += 4.0  # a visit stays a block of its own: found early, the rest of it is
            # one's own (``game.mind.visits``), and a meal joined with it would be lost
        elif a.kind == "visit" and a.seeks and b.seeks:
            cost += 4.0  # (two calls on two people: one block seeks one of them, the other
            # is not made today)
        size = (a.length + b.length) / 1000
        if min(a.length, b.length) <= 45:
            return cost + 1 + min(a.length, b.length) / 100
        if max(a.prio, b.prio) <= 4:
            return cost + 2 + size
        if min(a.prio, b.prio) <= 4:
            return cost + 3 + size
        return cost + 5 + size

    def _merge_one(self, out: list[Item], r, age: int = 0) -> None:
        i = min(range(len(out) - 1), key=lambda k: self._merge_cost(out[k], out[k + 1]))
        a, b = out[i], out[i + 1]
        short, long_ = (a, b) if a.length <= b.length else (b, a)
        if home_breakfast_pair(a, b):
            words = plan_words(
                "plan_morning", "get ready and have breakfast at home", r("morn"), young(age)
            )
            merged = Item(a.start, b.end, words, 6, "routine")
        elif a.seeks and b.seeks:  # two visits: the first is made, with whom it seeks (joined,
            # they sought nobody, and one sat the second out in an empty house, never told
            # that nobody was in: ``game.mind.visits``)
            merged = replace(a, end=b.end)
        elif max(a.prio, b.prio) >= 9:
            keep = a if (a.prio, a.length) >= (b.prio, b.length) else b
            merged = replace(keep, start=a.start, end=b.end, fixed_start=False)
        elif short.length <= 45 and short.kind not in (
            "wind_down",
            "breakfast",
            "lunch",
            "dinner",
            "routine",
            "visit",
            "habit",
        ):
            merged = replace(
                long_, start=a.start, end=b.end, prio=max(a.prio, b.prio), fixed_start=False
            )
        elif joined := _joined(a, b):
            kind = a.kind if a.prio >= b.prio else b.kind
            # (a visit joined with another activity seeks nobody: ended early, it would take
            # the other with it)
            merged = Item(a.start, b.end, joined, max(a.prio, b.prio), kind)
        else:
            keep = a if (a.prio, a.length) >= (b.prio, b.length) else b
            merged = replace(keep, start=a.start, end=b.end, fixed_start=False)
        out[i : i + 2] = [merged]

    def _split_one(self, out: list[Item], prof: Profile, r, age: int = 0) -> bool:
        cands = [it for it in out if it.length >= 60]
        if not cands:
            return False
        it = max(cands, key=lambda i: (i.prio < 9, i.length))
        i = out.index(it)
        mid = it.start + (it.length // 2) // 15 * 15 or it.start + it.length // 2
        if mid <= it.start or mid >= it.end:
            return False
        if it.prio >= 9:
            second = it.text
        else:
            text, _, _, _ = self._default(prof, mid, period_of(mid), {it.text}, r, age)
            second = text
        out[i : i + 1] = [
            Item(it.start, mid, it.text, it.prio, it.kind, seeks=it.seeks),
            Item(mid, it.end, second, max(2, it.prio - 1), it.kind),
        ]
        return True
