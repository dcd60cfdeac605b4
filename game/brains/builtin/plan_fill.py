"""Filling the holes of a day plan: today's flexible events, the persona's own habits for that
part of the day and weekday, then sensible defaults. A mixin of ``Planner``."""

from __future__ import annotations

import re

from game.brains.builtin.activities import classify, generic
from game.brains.builtin.plan_child import child, for_child, homework
from game.brains.builtin.plan_items import (
    Item,
    home_breakfast_pair,
    nowhere_to_go,
    opens,
    own_project,
    period_of,
    same_place,
)
from game.brains.builtin.plan_meals import young
from game.brains.builtin.profile import Clause, Profile, fill
from game.brains.builtin.rand import chance, jitter, pick
from game.brains.builtin.tables import active, town_has

# when a timeless event of that part of the day takes place (minutes of the day)
# a pastime said several ways (the activity tables know each by its keywords: walk, read, book)
_WALK = ("take a walk in {park}", "stroll round {park}", "wander through {park}")
_READ_OUT = (
    "sit in {park} with a book",
    "sit outside in {park} and read",
    "get some fresh air in {park} with the paper",
)

_PERIOD_DEFAULT = {
    "morning": (9 * 60, 11 * 60),
    "afternoon": (14 * 60, 16 * 60),
    "evening": (19 * 60, 21 * 60),
    "night": (20 * 60, 22 * 60),
}

MIN_BLOCKS, MAX_BLOCKS = 5, 8
SHORT_AFTER = 40  # minutes of a piece past an activity's typical length: another one follows
# the typical length of a habit the tables do not know ("listen to the shipping forecast"): it
# does not fill a long evening on its own
UNKNOWN_MINUTES = 45
PROJECT_MIN = 60  # minutes: a free piece this long may go to one's own project


def _for_age(option: str | tuple[str, ...], age: int) -> str | tuple[str, ...] | None:
    """``option`` (a filler, or ways of saying one) without what one of ``age`` does not do
    (``filler_ages`` of the activity tables: the shopping, the laundry, the paper are the
    house's grown-ups'); None when nothing is left. Age 0 (not said): a grown-up's day."""
    if not age:
        return option
    ages = active().filler_ages
    if isinstance(option, str):
        return option if ages.get(option, 0) <= age else None
    kept = tuple(o for o in option if ages.get(o, 0) <= age)
    return kept or None


class FillMixin:
    def _fill(
        self,
        items: list[Item],
        prof: Profile,
        wake: int,
        bed: int,
        events,
        weekday: str,
        r,
        past: set[str] = frozenset(),
        age: int = 0,
    ) -> None:
        """Fill the holes, with as many pieces as the 8-block budget allows. ``past``: nouns of
        events that are over, or places a storyline visit already goes to; a habit naming one
        ("spread the word about her party", "stop at the cafe") is dropped. A child (``age``
        under 18) has no evening at the pub, whatever the persona's words or mood."""
        used: set[str] = {it.text for it in items}
        flexible = [
            ev
            for ev in events
            if ev.start is None
            and ev.period
            and not (prof.work_sector and ev.place and same_place(ev.place, prof.work_sector))
        ]
        ev_cats = {(classify(ev.text).name, ev.period) for ev in flexible}
        hosting = any(ev.host for ev in events)
        flex = [
            c
            for c in prof.clauses
            if c.role == "flex"
            and c.cat != "meal"  # meals have their own places in the day (plan_meals)
            and (not c.days or weekday in c.days)
            and (c.cat, c.period) not in ev_cats
            and not (hosting and c.cat == "promote")
            and not (c.cat == "social_pub" and child(age))
            and not any(w in c.source.lower() for w in past)
            and not nowhere_to_go(c.phrase)
            and chance(c.prob, r("flex", c.source))
        ]
        for c in flex:  # habits with a clock time ("around 4:30") go in first
            if c.at is not None and wake <= c.at and c.at + 30 <= bed:
                length = c.minutes or 45
                if all(it.end <= c.at or it.start >= c.at + length for it in items):
                    items.append(Item(c.at, c.at + length, c.phrase, 4, "habit"))
                    used.add(c.phrase)
        while True:
            small = [g for g in self._gaps(items, wake, bed) if g[1] - g[0] < 40]
            if not small:
                break
            self._absorb(items, *small[0])
        gaps = self._gaps(items, wake, bed)
        spare = MAX_BLOCKS - len(items) - len(gaps)
        if any(home_breakfast_pair(x, y) for x in items for y in items):
            spare += 1  # routine and breakfast at home can share a block if needed
        for a, b in gaps:
            pieces = 1
            while spare > 0 and pieces < 3 and (b - a) / (pieces + 1) >= 75:
                pieces += 1
                spare -= 1
            t = a
            for k in range(pieces):
                left = pieces - k
                end = b if left == 1 else t + ((b - t) // left) // 15 * 15
                if end - t < 40:
                    end = b
                # a long piece gets two or three activities in one block ("A, then B")
                acts = 1 if end - t <= 120 else 2 if end - t <= 240 else 3
                texts, prio, u = [], 0, t
                k = 0
                while k < acts:
                    seg = (end - t) // acts
                    text, p_ = self._one_more(prof, u, seg, flexible, flex, used, texts, r, age)
                    if not text:
                        break
                    texts.append(text)
                    used.add(text)
                    prio = max(prio, p_)
                    u += seg
                    k += 1
                    # a short errand or a spell of chores does not fill a long piece: something
                    # else follows it ("tidy up at home, then read at home", not 90 minutes of it)
                    cat = classify(text)
                    typical = cat.typical or (UNKNOWN_MINUTES if cat is generic() else 0)
                    if k == acts and acts < 3 and typical and seg >= typical + SHORT_AFTER:
                        acts += 1
                items.append(Item(t, end, ", then ".join(texts), prio, "flex"))
                t = end
                if t >= b:
                    break

    def _one_more(
        self, prof: Profile, u: int, seg: int, flexible, flex, used, texts, r, age: int
    ) -> tuple[str, int]:
        """The next activity of a piece from ``u``, of another kind than the one before it (a
        habit of the same kind as it is passed over for a default of another); "" for none."""
        tried = set(used)
        for _ in range(3):
            text, _, _, p_ = self._choose(
                prof, u, u + seg, period_of(u), flexible, flex, tried, r, age
            )
            if text in texts or text in tried - used:
                return "", 0
            if not texts or classify(text).name != classify(texts[-1]).name:
                return text, p_
            tried.add(text)
        return "", 0

    @staticmethod
    def _gaps(items: list[Item], wake: int, bed: int) -> list[tuple[int, int]]:
        out, t = [], wake
        for it in sorted(items, key=lambda i: i.start):
            if it.start > t:
                out.append((t, it.start))
            t = max(t, it.end)
        if t < bed:
            out.append((t, bed))
        return out

    @staticmethod
    def _first_gap(items: list[Item], wake: int, bed: int) -> tuple[int, int] | None:
        t = wake
        for it in sorted(items, key=lambda i: i.start):
            if it.start > t:
                return t, it.start
            t = max(t, it.end)
        return (t, bed) if t < bed else None

    @staticmethod
    def _absorb(items: list[Item], a: int, b: int) -> None:
        before = [it for it in items if it.end == a]
        after = [it for it in items if it.start == b]
        if before and after and after[0].fixed_start and before[0].prio >= 9:
            items.append(Item(a, b, "relax at home", 2, "filler"))
        elif before and (before[0].prio < 9 or not after):
            before[0].end = b
        elif after:
            after[0].start = a
        elif before:
            before[0].end = b
        else:
            items.append(Item(a, b, "relax at home", 2, "filler"))

    def _choose(
        self,
        prof: Profile,
        a: int,
        b: int,
        period: str,
        flexible,
        flex: list[Clause],
        used: set[str],
        r,
        age: int = 0,
    ) -> tuple[str, int, int | None, int]:
        for ev in flexible:  # timeless events of today: once, in their part of the day
            if ev.text not in used and (
                ev.period == period or (ev.period == "night" and period == "evening")
            ):
                lo, hi = _PERIOD_DEFAULT.get(ev.period or period, (a, a + 90))
                return ev.text, max(60, hi - lo), max(a, lo) if lo < b - 30 else None, 8
        # one's own project: the first free piece of an hour or more that is not the night's
        # (not the quarter of an hour before school, which the breakfast before it takes)
        own = own_project(prof, used) if period != "night" and b - a >= PROJECT_MIN else ""
        if own:
            return own, 60, None, 3
        best, best_score = None, -1.0
        for c in flex:
            if c.phrase in used:
                continue
            if c.at is not None:
                continue
            match = (
                c.period == period
                or (c.period == "night" and period == "evening")
                or (c.period == "evening" and period == "night" and a < 22 * 60)
            )
            if c.period and not match:
                continue
            score = (3.0 if match else 1.5) + r("fscore", c.source)
            if score > best_score:
                best, best_score = c, score
        if best is not None:
            length = best.minutes or self._len(period, r, best.source)
            if b - a <= 150 and not best.minutes:
                length = b - a
            return best.phrase, length, None, 3
        return self._default(prof, a, period, used, r, age)

    @staticmethod
    def _len(period: str, r, key: str) -> int:
        return {"morning": 75, "afternoon": 105, "evening": 90, "night": 60}.get(
            period, 75
        ) + jitter(0, 30, 15, r("len", key))

    def _default(
        self, prof: Profile, a: int, period: str, used: set[str], r, age: int = 0
    ) -> tuple[str, int, None, int]:
        """A sensible filler for the part of the day, avoiding kinds of activity done already.
        A child's is a child's: no time at its own school outside its hours (its reading
        corner as the town's library), homework at home rather than in a library, and a small
        child plays at home rather than sitting alone in a park (``plan_child``)."""
        student = prof.work_cat == "classes"
        options: list[str | tuple[str, ...]]
        if period == "morning":
            options = [
                "tidy up at home",
                "read the news at home",
                _WALK,
                "do the laundry at home",
            ]
            if a >= opens("market"):
                options.append("run errands at {market}")
            if prof.sociable > 0.55 and a >= opens("cafe"):
                options.append("have coffee at {cafe}")
        elif period == "afternoon":
            options = [
                "run errands at {market}",
                _WALK,
                "read at home",
                "browse the shelves in {library}",
                _READ_OUT,
                "tidy up at home",
            ]
            if student and child(age):
                options.append(homework(age))
            elif student:
                options += ["study in {library}", "study in {library}"]
            if prof.sociable > 0.55:
                options.append("meet friends at {cafe}")
        elif period == "evening":
            options = [
                "relax at home",
                "read at home",
                "take an evening walk in {park}",
                "listen to the radio at home",
                "watch TV at home",
            ]
            if prof.sociable > 0.6 and a >= 19 * 60:
                options.append("have a drink at {pub}")
        else:
            options = ["relax at home", "read at home"]
        # a child does not do the shopping, the laundry or coffee on its own
        options = [k for o in options if (k := _for_age(o, age)) is not None]
        options = for_child(options, age, prof.work_sector, period)
        if child(age) and not young(age) and period in ("afternoon", "evening") and a < 21 * 60:
            options.append("hang out with friends in {park}")  # a teenager's own time
        # one way of saying each, this resident's today (not the whole town's every day)
        options = [o if isinstance(o, str) else pick(o, r("say", o[0])) for o in options]
        # nothing at a kind of place this town does not have (no pub, no library)
        options = [o for o in options if all(town_has(k) for k in re.findall(r"\{(\w+)\}", o))]
        done = {classify(t).name for t in used for t in t.split(", then ")}
        fresh = [
            o
            for o in options
            if fill(o, prof.places) not in used and classify(fill(o, prof.places)).name not in done
        ]
        fresh = fresh or [o for o in options if fill(o, prof.places) not in used] or options
        text = fill(pick(fresh, r("default", a)), prof.places)
        return text, self._len(period, r, text), None, 2

    # ------------------------------------------------------------------ finishing
