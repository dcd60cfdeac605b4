"""The built-in day planner: 5-8 broad blocks from wake-up to bedtime, from the persona alone.

Order of construction (a later item never moves an earlier, stronger one):

1. events of today from memories (``events.py``) with a time: the strongest items; someone
   else's event only when the resident goes (``plan_people``), arriving and leaving at its own
   times;
2. work on work days (a meal break inside shifts of 5 hours or more), fixed commitments from
   the persona text ("attends his online classes from 8:30 to noon");
3. the morning routine at wake-up, breakfast (at the cafe for residents whose text says they
   take their morning coffee there), lunch and dinner (exactly one each: ``plan_meals``), a
   wind-down before bed, and a visit to each storyline person (``plan_people``);
4. the gaps are filled with flexible activities: timeless events, the persona's own habits for
   that part of the day and weekday ("runs errands in the afternoon", "darts on Thursday
   evenings"; never one about an event that is over), then sensible defaults (errands, a
   walk, reading, relaxing at home);
5. blocks are made contiguous and merged / split until there are 5 to 8 of them.

Every choice that varies from day to day goes through ``stable_rand(seed, persona, date, ...)``.
The night's sleep is not included (the mind adds it). Cost: well under a millisecond.
"""

from __future__ import annotations

import re
from datetime import date

from game.brains.builtin import text as tx
from game.brains.builtin.events import events_today
from game.brains.builtin.plan_errands import visits
from game.brains.builtin.plan_fill import FillMixin
from game.brains.builtin.plan_finish import FinishMixin
from game.brains.builtin.plan_household import (
    SharedMeal,
    family_outing,
    shared_breakfast,
    shared_dinner,
)
from game.brains.builtin.plan_items import Item, prep_text
from game.brains.builtin.plan_meals import MealsMixin
from game.brains.builtin.plan_people import (
    going,
    guest_times,
    past_event_words,
    place_visit,
)
from game.brains.builtin.plan_workday import WorkdayMixin
from game.brains.builtin.profile import profile_of
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.tables import active
from game.mind.brain import DayPlan, PlanDayRequest
from game.mind.types import MemoryLine


class Planner(MealsMixin, WorkdayMixin, FillMixin, FinishMixin):
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
        mems = tuple(m for m in req.memories if isinstance(m, MemoryLine))
        events = [
            ev
            for ev in events_today(p, mems + own, req.date, req.weekday)
            if going(p, ev, req.date, self.seed, mems)
        ]
        # one's own event first; "attend the party" from someone's words about it is the same
        # party when one hosts it
        hosted = [ev.text.split(" ", 1)[1] for ev in events if ev.host]
        events = sorted(
            (ev for ev in events if ev.host or not any(_same_event(ev.text, h) for h in hosted)),
            key=lambda ev: not ev.host,
        )
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
            start, end = guest_times(p, ev, start, end, self.seed)
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
                items.append(Item(start, ev.start, prep_text(ev.text), 10, "event"))  # type: ignore[arg-type]
                items.append(Item(ev.start, end, ev.text, 10, "event"))  # type: ignore[arg-type]
            else:
                items.append(Item(start, end, ev.text, 10, "event"))

        # 2. work (with meal breaks) and fixed commitments
        if workday:
            self._add_work(items, prof, ws, we, r, p.age)
        for c in prof.clauses:
            if c.role != "fixed" or (c.days and req.weekday not in c.days) or not c.span:
                continue
            a, b = max(c.span[0], wake + 30), min(c.span[1], bed - 15)
            if b - a >= 30 and free(a, b):
                items.append(Item(a, b, c.phrase, 9, "fixed"))

        # 3. routine, meals, wind-down, then the people a storyline sends one to see
        home = req.household
        # a grown-up of the home takes its small children out (before meals: they fit round it)
        outing = family_outing(p, home, req.weekday, req.date, self.seed)
        park = active().town_places.get("park")  # (the town's one park: both go to the same)
        if outing is not None and park and free(outing.start, outing.end):
            if p.id == outing.grown:
                who = "children" if len(outing.children) > 1 else "child"
                text = f"take the {who} for a walk in {park}"
            elif p.id in outing.children:
                text = f"go for a walk in {park} with the family"
            else:
                text = ""
            if text:
                items.append(Item(outing.start, outing.end, text, 7, "outing"))
        breakfast = shared_breakfast(p, home, req.weekday, req.date)
        self._add_morning(items, prof, wake, r, req.weekday, p.age, _mine(breakfast, p.id))
        self._add_lunch(items, prof, r, free, p.age)
        dinner = shared_dinner(p, home, req.weekday, req.date, self.seed)
        mine = _mine(dinner, p.id)
        cooks = mine is not None and mine.cook == p.id
        self._add_dinner(items, prof, bed, r, free, p.age, mine, cooks)
        self._add_wind_down(items, prof, bed, r, free)
        claimed: set[str] = set()  # places a visit goes to instead of the habit that went there
        for text, window, minutes, place, whom in visits(
            req.errands, req.weekday, p.id, req.date, self.seed
        ):
            habit = next(
                (
                    c
                    for c in prof.clauses
                    if c.role == "flex"
                    and place.lower() in c.source.lower()
                    and (not c.days or req.weekday in c.days)
                ),
                None,
            )
            if habit is not None and habit.at is not None:
                window = (habit.at - 15, habit.at + minutes + 45)  # when one goes there anyway
            lo, hi = max(window[0], wake + 30), min(window[1], bed - 30)
            slot = place_visit(items, (lo, hi), minutes, free)
            if slot is not None:
                items.append(Item(slot[0], slot[1], text, 8, "visit", seeks=whom))
                claimed.add(place.lower())

        # 4. fill the gaps (never with a habit about an event that is over)
        try:
            today = date.fromisoformat(req.date)
        except (TypeError, ValueError):
            today = None
        past = (
            past_event_words([m.text for m in mems] + [p.currently, p.daily_requirement], today)
            if today is not None
            else set()
        )
        self._fill(items, prof, wake, bed, events, req.weekday, r, past | claimed, p.age)

        # 5. contiguous, 5-8 blocks
        blocks = self._finish(items, wake, bed, prof, r, p.age)
        return DayPlan(blocks=tuple(blocks))

    # ------------------------------------------------------------------ pieces
    def _rand_fn(self, pid: str, date: str):
        seed = self.seed

        def r(*parts: object) -> float:
            return stable_rand(seed, "plan", pid, date, *parts)

        return r


def _mine(meal: SharedMeal | None, me: str) -> SharedMeal | None:
    """The household's meal when ``me`` is at its table, else None (one eats on one's own)."""
    return meal if meal is not None and me in meal.joiners else None


def _same_event(text: str, hosted: str) -> bool:
    """'attend the birthday party at Corner Cafe' vs the hosted 'the birthday party at Corner
    Cafe': the same nouns make the same event."""
    a = set(re.findall(r"[a-z']{4,}", text.lower())) - {"attend", "host"}
    b = set(re.findall(r"[a-z']{4,}", hosted.lower()))
    return bool(b) and len(a & b) >= min(2, len(b))
