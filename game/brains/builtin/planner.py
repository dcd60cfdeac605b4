"""The built-in day planner: 5-8 broad blocks from wake-up to bedtime, from the persona alone.

Order of construction (a later item never moves an earlier, stronger one):

1. events of today from memories (``events.py``) with a time: the strongest items;
2. work on work days (a meal break inside shifts of 5 hours or more), fixed commitments from
   the persona text ("attends his online classes from 8:30 to noon");
3. the morning routine at wake-up, breakfast (at the cafe for residents whose text says they
   take their morning coffee there), dinner in the evening window, and a wind-down before bed;
4. the gaps are filled with flexible activities: timeless events, the persona's own habits for
   that part of the day and weekday ("runs errands in the afternoon", "darts on Thursday
   evenings"), then sensible defaults (errands, a walk, reading, relaxing at home);
5. blocks are made contiguous and merged / split until there are 5 to 8 of them.

Every choice that varies from day to day goes through ``stable_rand(seed, persona, date, ...)``.
The night's sleep is not included (the mind adds it). Cost: well under a millisecond.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.brains.builtin import text as tx
from game.brains.builtin.activities import classify
from game.brains.builtin.events import _PERIOD_DEFAULT, events_today
from game.brains.builtin.profile import Clause, Profile, fill, profile_of
from game.brains.builtin.rand import chance, jitter, pick, stable_rand
from game.mind.brain import DayPlan, PlanDayRequest
from game.mind.types import MemoryLine, PlanBlock

MIN_BLOCKS, MAX_BLOCKS = 5, 8
PUBLIC_EARLIEST = {"cafe": 7 * 60, "market": 8 * 60, "pub": 12 * 60}  # assumed opening times


@dataclass
class Item:
    start: int
    end: int
    text: str
    prio: int  # 10 events and work, 9 fixed, 7 wind-down, 6 routine / dinner, 5 meals, 3 flex, 2 filler
    kind: str = ""

    @property
    def length(self) -> int:
        return self.end - self.start


def _period_of(minute: int) -> str:
    m = minute % 1440 if minute < 1440 else minute  # after midnight stays "night"
    if m < 12 * 60:
        return "morning" if m >= 4 * 60 else "night"
    if m < 17 * 60 + 30:
        return "afternoon"
    if m < 21 * 60 + 30:
        return "evening"
    return "night"


def _with_place(phrase: str, default: str) -> str:
    if re.search(r"\b(?:at|in|on|by|around|home)\b", phrase):
        return phrase
    return f"{phrase} {default}"


class Planner:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def plan(self, req: PlanDayRequest) -> DayPlan:
        p = req.persona
        prof = profile_of(p)
        wake = int(p.wake)
        bed = int(p.sleep) if p.sleep > p.wake else int(p.sleep) + 1440
        if bed - wake < 240:
            bed = wake + 16 * 60
        r = self._rand_fn(p.id, req.date)
        items: list[Item] = []

        def free(a: int, b: int) -> bool:
            return a < b and all(it.end <= a or it.start >= b for it in items)

        # 1. timed events from memories
        # the persona's own "currently" can hold a dated plan ("a party ... on February 14")
        own = tuple(MemoryLine(id=-1 - i, text=t) for i, t in enumerate(tx.sentences(p.currently)))
        events = events_today(p, tuple(req.memories) + own, req.date, req.weekday)
        workday = bool(p.work is not None and p.work_hours and req.weekday in p.work_days)
        ws = we = 0
        if workday:
            ws, we = p.work_hours  # type: ignore[misc]
            if we <= ws:
                we += 1440
            ws, we = max(ws, wake + 30), min(we, bed - 15)
            workday = we - ws >= 30
        for ev in events:
            if ev.start is None:
                continue
            start, end = max(ev.start, wake + 30), min(ev.end or ev.start + 120, bed - 15)
            at_work = p.work is not None and ev.place and ev.place.lower() in p.work.sector.lower()
            if ev.host:
                start = max(wake + 30, start - 60)  # set up an hour before
            if end - start < 30:
                continue
            if workday and start < we and end > ws and not (ev.host or at_work):
                if not ev.one_off or end - we < 45:
                    continue  # cannot leave work for it
                start = we
            if not free(start, end):
                continue
            if ev.host and start < (ev.start or start):
                items.append(Item(start, ev.start, _prep_text(ev.text), 10, "event"))  # type: ignore[arg-type]
                items.append(Item(ev.start, end, ev.text, 10, "event"))  # type: ignore[arg-type]
            else:
                items.append(Item(start, end, ev.text, 10, "event"))

        # 2. work (with a meal break) and fixed commitments
        if workday:
            self._add_work(items, prof, ws, we, r)
        for c in prof.clauses:
            if c.role != "fixed" or (c.days and req.weekday not in c.days) or not c.span:
                continue
            a, b = max(c.span[0], wake + 30), min(c.span[1], bed - 15)
            if b - a >= 30 and free(a, b):
                items.append(Item(a, b, c.phrase, 9, "fixed"))

        # 3. routine, breakfast, dinner, wind-down
        self._add_morning(items, prof, wake, r, req.weekday)
        self._add_lunch(items, prof, r, free)
        self._add_dinner(items, prof, bed, r, free)
        self._add_wind_down(items, prof, bed, r, free)

        # 4. fill the gaps
        self._fill(items, prof, wake, bed, events, req.weekday, r)

        # 5. contiguous, 5-8 blocks
        blocks = self._finish(items, wake, bed, prof, r)
        return DayPlan(blocks=tuple(blocks))

    # ------------------------------------------------------------------ pieces
    def _rand_fn(self, pid: str, date: str):
        seed = self.seed

        def r(*parts: object) -> float:
            return stable_rand(seed, "plan", pid, date, *parts)

        return r

    def _add_work(self, items: list[Item], prof: Profile, ws: int, we: int, r) -> None:
        text = prof.work_phrase or "work"
        busy = [it for it in items if it.start < we and it.end > ws]
        spans = [(ws, we)]
        for it in sorted(busy, key=lambda i: i.start):  # events at work cut the shift
            new = []
            for a, b in spans:
                if it.end <= a or it.start >= b:
                    new.append((a, b))
                    continue
                if it.start - a >= 30:
                    new.append((a, it.start))
                if b - it.end >= 30:
                    new.append((it.end, b))
            spans = new
        for a, b in spans:
            if b - a >= 300:
                brk = 12 * 60 if a <= 11 * 60 and b >= 14 * 60 else (a + b) // 2 // 15 * 15
                brk = jitter(brk, 15, 15, r("brk"))
                length = 45 if chance(0.5, r("brklen")) else 60
                if brk - a >= 60 and b - (brk + length) >= 60:
                    items.append(Item(a, brk, text, 10, "work"))
                    items.append(
                        Item(brk, brk + length, self._break_text(prof, brk, r), 5, "lunch")
                    )
                    items.append(Item(brk + length, b, text, 10, "work"))
                    continue
            items.append(Item(a, b, text, 10, "work"))

    def _break_text(self, prof: Profile, minute: int, r) -> str:
        lunch = [
            c for c in prof.clauses if c.role == "lunch" and chance(c.prob, r("lunchc", c.phrase))
        ]
        if 11 * 60 <= minute <= 14 * 60 + 30:
            if lunch:
                return _with_place(lunch[0].phrase, f"at {prof.place('cafe')}")
            options = [
                f"have lunch at {prof.place('cafe')}",
                "eat a packed lunch at work",
                f"grab lunch at {prof.place('pub')}",
            ]
            text = pick(options, r("lunchpick"))
            return (
                text.replace("at work", f"at {_work_sector(prof)}") if "at work" in text else text
            )
        meal = "dinner" if minute >= 16 * 60 + 30 else "a snack"
        return f"take a break and eat {meal} at {_work_sector(prof)}"

    def _add_morning(self, items: list[Item], prof: Profile, wake: int, r, weekday: str) -> None:
        first_busy = min((it.start for it in items), default=wake + 600)
        routine = [c for c in prof.clauses if c.role == "routine"]
        rlen = 30 if chance(0.6, r("rlen")) else 45
        rtext = pick(
            (
                "wake up and get ready at home",
                "morning routine at home",
                "wake up, wash and get dressed at home",
            ),
            r("rtext"),
        )
        if routine:
            rtext = (
                "wake up, stretch and get ready at home"
                if "stretch" in routine[0].source
                else rtext
            )
        if first_busy - wake < rlen + 25:  # straight to work or class
            items.append(
                Item(
                    wake,
                    max(wake + 15, first_busy),
                    "get ready and have a quick breakfast at home",
                    6,
                    "routine",
                )
            )
            return
        items.append(Item(wake, wake + rlen, rtext, 6, "routine"))
        t = wake + rlen
        if any(c.role == "skip_breakfast" and chance(c.prob, r("skipb")) for c in prof.clauses):
            return
        cafe = [
            c
            for c in prof.clauses
            if c.role == "cafe_morning" and chance(c.prob, r("cafe", c.phrase))
        ]
        if cafe:
            start = max(t, PUBLIC_EARLIEST["cafe"])
            length = cafe[0].minutes or (45 if chance(0.5, r("cafelen")) else 30)
            if start + length <= first_busy:
                if start - t >= 20:  # a home breakfast before the cafe opens
                    items.append(Item(t, start, "have breakfast at home", 5, "breakfast"))
                items.append(Item(start, start + length, cafe[0].phrase, 5, "breakfast"))
                return
        bclause = [c for c in prof.clauses if c.role == "breakfast"]
        length = 30 if chance(0.7, r("blen")) else 45
        if bclause:
            text = bclause[0].phrase
            text = text if "breakfast" in text else f"have breakfast and {text}"
            text = _with_place(text, "at home")
        else:
            text = pick(
                (
                    "have breakfast at home",
                    "make breakfast at home",
                    "eat breakfast in the kitchen at home",
                ),
                r("btext"),
            )
        end = min(t + length, first_busy)
        if end - t >= 15:
            items.append(Item(t, end, text, 5, "breakfast"))

    def _add_lunch(self, items: list[Item], prof: Profile, r, free) -> None:
        if any(it.kind == "lunch" for it in items):
            return
        for start in (12 * 60, 12 * 60 + 30, 13 * 60, 13 * 60 + 30):
            start = jitter(start, 15, 15, r("lunchj"))
            if free(start, start + 45):
                lunch = [c for c in prof.clauses if c.role == "lunch"]
                if lunch and re.search(r"\b(?:store|shop|office|work)\b", lunch[0].phrase):
                    lunch = []  # "eats his lunch at the store": a work-day habit
                if lunch and chance(lunch[0].prob, r("lunchc2")):
                    where = f"at {prof.place('cafe')}" if " with " in lunch[0].phrase else "at home"
                    text = _with_place(lunch[0].phrase, where)
                elif chance(0.25 + 0.3 * prof.sociable, r("lunchout")):
                    text = pick(
                        (
                            f"have lunch at {prof.place('cafe')}",
                            f"have lunch at {prof.place('pub')}",
                        ),
                        r("lunchwhere"),
                    )
                else:
                    text = pick(("make lunch at home", "have lunch at home"), r("lunchhome"))
                items.append(Item(start, start + 45, text, 5, "lunch"))
                return

    def _add_dinner(self, items: list[Item], prof: Profile, bed: int, r, free) -> None:
        clause = next((c for c in prof.clauses if c.role == "dinner"), None)
        length = 60 if clause and re.search(r"with|family|for", clause.phrase) else 45
        base = jitter(18 * 60 + 30, 30, 15, r("dinner"))
        latest = min(21 * 60, bed - 90)
        candidates = [base, base - 30, base + 30, base + 60, base + 90, base + 120]
        busy_until = max(
            (it.end for it in items if it.start < 21 * 60 and it.end > 17 * 60 and it.prio >= 9),
            default=0,
        )
        if busy_until:
            candidates.insert(0, max(busy_until, 17 * 60 + 30))
        for start in candidates:
            if start > latest:
                continue
            if free(start, start + length):
                if clause and chance(clause.prob, r("dinnerc")):
                    text = _with_place(clause.phrase, "at home")
                elif chance(0.12 * prof.sociable, r("dinnerout")):
                    text = f"have dinner at {prof.place('pub')}"
                else:
                    text = pick(
                        (
                            "cook and eat dinner at home",
                            "make dinner at home",
                            "have dinner at home",
                        ),
                        r("dtext"),
                    )
                items.append(Item(start, start + length, text, 6, "dinner"))
                return

    def _add_wind_down(self, items: list[Item], prof: Profile, bed: int, r, free) -> None:
        clause = next(
            (
                c
                for c in prof.clauses
                if c.role == "bedtime" and chance(c.prob, r("bedc", c.phrase))
            ),
            None,
        )
        length = (clause.minutes if clause and clause.minutes else 0) or (
            45 if chance(0.5, r("wl")) else 30
        )
        start = bed - length
        while start < bed - 15 and not free(start, bed):
            start += 15
        if start >= bed - 10:
            return
        if clause:
            text = _with_place(clause.phrase, "at home")
            if not re.search(r"\bbed\b|wind down", text):
                text = f"{text}, then get ready for bed"
        else:
            text = pick(
                (
                    "wind down at home and get ready for bed",
                    "get ready for bed",
                    "wind down at home",
                ),
                r("wtext"),
            )
        items.append(Item(start, bed, text, 7, "wind_down"))

    # ------------------------------------------------------------------ gaps
    def _fill(
        self, items: list[Item], prof: Profile, wake: int, bed: int, events, weekday: str, r
    ) -> None:
        """Fill the holes, with as many pieces as the 8-block budget allows."""
        used: set[str] = {it.text for it in items}
        flexible = [
            ev
            for ev in events
            if ev.start is None
            and ev.period
            and not (prof.work_sector and ev.place and _same_place(ev.place, prof.work_sector))
        ]
        ev_cats = {(classify(ev.text).name, ev.period) for ev in flexible}
        hosting = any(ev.host for ev in events)
        flex = [
            c
            for c in prof.clauses
            if c.role == "flex"
            and (not c.days or weekday in c.days)
            and (c.cat, c.period) not in ev_cats
            and not (hosting and c.cat == "promote")
            and chance(c.prob, r("flex", c.source))
        ]
        for c in flex:  # habits with a clock time ("around 4:30") go in first
            if c.at is not None and wake <= c.at and c.at + 30 <= bed:
                length = c.minutes or 45
                if all(it.end <= c.at or it.start >= c.at + length for it in items):
                    items.append(Item(c.at, c.at + length, c.phrase, 4, "flex"))
                    used.add(c.phrase)
        while True:
            small = [g for g in self._gaps(items, wake, bed) if g[1] - g[0] < 40]
            if not small:
                break
            self._absorb(items, *small[0])
        gaps = self._gaps(items, wake, bed)
        spare = MAX_BLOCKS - len(items) - len(gaps)
        if any(_home_breakfast_pair(x, y) for x in items for y in items):
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
                for _ in range(acts):
                    seg = (end - t) // acts
                    text, _, _, p_ = self._choose(
                        prof, u, u + seg, _period_of(u), flexible, flex, used, r
                    )
                    if text in texts or (texts and classify(text).name == classify(texts[-1]).name):
                        break
                    texts.append(text)
                    used.add(text)
                    prio = max(prio, p_)
                    u += seg
                items.append(Item(t, end, ", then ".join(texts), prio, "flex"))
                t = end
                if t >= b:
                    break

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
        if before and (before[0].prio < 9 or not after):
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
    ) -> tuple[str, int, int | None, int]:
        for ev in flexible:  # timeless events of today: once, in their part of the day
            if ev.text not in used and (
                ev.period == period or (ev.period == "night" and period == "evening")
            ):
                lo, hi = _PERIOD_DEFAULT.get(ev.period or period, (a, a + 90))
                return ev.text, max(60, hi - lo), max(a, lo) if lo < b - 30 else None, 8
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
        return self._default(prof, a, period, used, r)

    @staticmethod
    def _len(period: str, r, key: str) -> int:
        return {"morning": 75, "afternoon": 105, "evening": 90, "night": 60}.get(
            period, 75
        ) + jitter(0, 30, 15, r("len", key))

    def _default(
        self, prof: Profile, a: int, period: str, used: set[str], r
    ) -> tuple[str, int, None, int]:
        """A sensible filler for the part of the day, avoiding kinds of activity done already."""
        student = prof.work_cat == "classes"
        options: list[str]
        if period == "morning":
            options = [
                "tidy up at home",
                "read the news at home",
                "take a walk in {park}",
                "do the laundry at home",
            ]
            if a >= PUBLIC_EARLIEST["market"]:
                options.append("run errands at {market}")
            if prof.sociable > 0.55 and a >= PUBLIC_EARLIEST["cafe"]:
                options.append("have coffee at {cafe}")
        elif period == "afternoon":
            options = [
                "run errands at {market}",
                "take a walk in {park}",
                "read at home",
                "browse the shelves in {library}",
                "sit in {park} with a book",
                "tidy up at home",
            ]
            if student:
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
    def _finish(self, items: list[Item], wake: int, bed: int, prof: Profile, r) -> list[PlanBlock]:
        items = sorted((it for it in items if it.end > it.start), key=lambda i: (i.start, -i.prio))
        out: list[Item] = []
        for it in items:  # drop overlaps (the earlier, stronger item wins), fill holes
            if out and it.start < out[-1].end:
                if it.end <= out[-1].end:
                    continue
                it = Item(out[-1].end, it.end, it.text, it.prio, it.kind)
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
            self._merge_one(out)
        guard = 0
        while len(out) < MIN_BLOCKS and guard < 10:
            guard += 1
            if not self._split_one(out, prof, r):
                break
        return [PlanBlock(start=it.start, end=it.end, activity=it.text) for it in out]

    @staticmethod
    def _merge_cost(a: Item, b: Item) -> float:
        """Cheapest first: routine + home breakfast, a short block into its neighbour, two
        flexible blocks, a flexible block with a meal; work and events last."""
        if _home_breakfast_pair(a, b):
            return 0.0
        cost = 10.0 if max(a.prio, b.prio) >= 9 else 0.0
        size = (a.length + b.length) / 1000
        if min(a.length, b.length) <= 45:
            return cost + 1 + min(a.length, b.length) / 100
        if max(a.prio, b.prio) <= 4:
            return cost + 2 + size
        if min(a.prio, b.prio) <= 4:
            return cost + 3 + size
        return cost + 5 + size

    def _merge_one(self, out: list[Item]) -> None:
        i = min(range(len(out) - 1), key=lambda k: self._merge_cost(out[k], out[k + 1]))
        a, b = out[i], out[i + 1]
        short, long_ = (a, b) if a.length <= b.length else (b, a)
        if _home_breakfast_pair(a, b):
            merged = Item(a.start, b.end, "get ready and have breakfast at home", 6, "routine")
        elif max(a.prio, b.prio) >= 9:
            keep = a if (a.prio, a.length) >= (b.prio, b.length) else b
            merged = Item(a.start, b.end, keep.text, keep.prio, keep.kind)
        elif short.length <= 45 and short.kind not in (
            "wind_down",
            "breakfast",
            "lunch",
            "dinner",
            "routine",
        ):
            merged = Item(a.start, b.end, long_.text, max(a.prio, b.prio), long_.kind)
        elif (a.text + b.text).count(", then ") < 2 and len(a.text) + len(b.text) < 140:
            merged = Item(
                a.start,
                b.end,
                f"{a.text}, then {b.text}",
                max(a.prio, b.prio),
                a.kind if a.prio >= b.prio else b.kind,
            )
        else:
            keep = a if (a.prio, a.length) >= (b.prio, b.length) else b
            merged = Item(a.start, b.end, keep.text, keep.prio, keep.kind)
        out[i : i + 2] = [merged]

    def _split_one(self, out: list[Item], prof: Profile, r) -> bool:
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
            text, _, _, _ = self._default(prof, mid, _period_of(mid), {it.text}, r)
            second = text
        out[i : i + 1] = [
            Item(it.start, mid, it.text, it.prio, it.kind),
            Item(mid, it.end, second, max(2, it.prio - 1), it.kind),
        ]
        return True


def _home_breakfast_pair(a: Item, b: Item) -> bool:
    """The morning routine next to a breakfast at home: one block can hold both."""
    if {a.kind, b.kind} != {"routine", "breakfast"}:
        return False
    breakfast = a if a.kind == "breakfast" else b
    return "home" in breakfast.text or "kitchen" in breakfast.text


def _prep_text(event_text: str) -> str:
    m = re.match(r"host (.+?)(?: at (.+))?$", event_text)
    if not m:
        return "get ready for " + event_text
    what, where = m.group(1), m.group(2)
    return f"set up and decorate for {what}" + (f" at {where}" if where else "")


def _same_place(a: str, b: str) -> bool:
    ta = {w for w in re.findall(r"[a-z]+", a.lower()) if len(w) > 3 and w not in ("park", "house")}
    tb = set(re.findall(r"[a-z]+", b.lower()))
    return bool(ta) and ta <= tb


def _work_sector(prof: Profile) -> str:
    return prof.work_sector or "work"
