"""Planning a working day's frame: the shift (cut by events at work) and its meal breaks, a
pupil's packed lunch or a worker's lunch out, a long shift's second break. A mixin of
``Planner`` beside ``plan_meals.MealsMixin`` (the meals of the rest of the day); every varying
choice goes through the planner's ``r`` (``stable_rand`` of persona and date).
"""

from __future__ import annotations

from game.brains.builtin.plan_items import Item, with_place, work_sector
from game.brains.builtin.plan_meals import eaten, plan_words
from game.brains.builtin.profile import Profile
from game.brains.builtin.rand import chance, jitter, pick
from game.brains.builtin.tables import town_has


class WorkdayMixin:
    def _add_work(
        self, items: list[Item], prof: Profile, ws: int, we: int, r, age: int = 0
    ) -> None:
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
            breaks = []
            if b - a >= 300:
                # (a shift that ends by half past two is eaten after: no lunch break in it)
                if a <= 11 * 60 + 30 and b > 14 * 60 + 30:
                    breaks.append(jitter(12 * 60, 15, 15, r("brk")))
                if a <= 17 * 60 and b >= 20 * 60:
                    breaks.append(jitter(18 * 60, 15, 15, r("brk2")))
                if not breaks:
                    breaks.append(jitter((a + b) // 2 // 15 * 15, 15, 15, r("brk")))
            t = a
            for i, brk in enumerate(breaks):
                length = 45 if chance(0.5, r("brklen", i)) else 60
                if brk - t < 30 or b - (brk + length) < 45:
                    continue
                kind = "dinner" if brk >= 16 * 60 + 30 else "lunch" if brk >= 11 * 60 else "snack"
                items.append(Item(t, brk, text, 10, "work"))
                meal = self._break_text(prof, brk, r, age)
                items.append(Item(brk, brk + length, meal, 5, kind))
                t = brk + length
            items.append(Item(t, b, text, 10, "work"))

    def _break_text(self, prof: Profile, minute: int, r, age: int = 0) -> str:
        lunch = [
            c for c in prof.clauses if c.role == "lunch" and chance(c.prob, r("lunchc", c.phrase))
        ]
        if 11 * 60 <= minute <= 14 * 60 + 30:
            if 0 < age < 18:  # a pupil stays at school for lunch
                return plan_words(
                    "plan_lunch_packed",
                    "eat a packed lunch at {place}",
                    r("packed"),
                    place=work_sector(prof),
                )
            if lunch:
                text = with_place(lunch[0].phrase, f"at {prof.place('cafe')}")
                return eaten(text, "lunch", work_sector(prof))
            cafe = prof.place("cafe")
            options = [
                *(
                    [
                        plan_words(
                            "plan_lunch_out", "have lunch at {place}", r("lunchsay"), place=cafe
                        )
                    ]
                    if town_has("cafe")
                    else []
                ),
                plan_words(
                    "plan_lunch_packed",
                    "eat a packed lunch at {place}",
                    r("packed"),
                    place=work_sector(prof),
                ),
                *([f"grab lunch at {prof.place('pub')}"] if town_has("pub") else []),
            ]
            return pick(options, r("lunchpick"))
        meal = "dinner" if minute >= 16 * 60 + 30 else "a snack"
        return f"take a break and eat {meal} at {work_sector(prof)}"
