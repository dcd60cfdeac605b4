"""Planning the fixed frame of a day around its work (the shift and its breaks:
``plan_workday``): the morning routine, breakfast, lunch, dinner and the wind-down before bed.
A mixin of ``Planner``; every varying choice goes through the planner's ``r`` (``stable_rand``
of persona and date).

Meals: every day gets exactly one lunch and one dinner when the resident is awake for them. A
shift that spans both meal times gets two breaks (an innkeeper on 11 to 23 eats twice at work);
a shift that ends before lunch leaves lunch to the afternoon; a dinner the persona's own text
plans ("eats supper with his family") is the only dinner. Children do not go to the pub on
their own: a pupil eats a packed lunch at school, and a child under 13 has lunch at home. A
lunch the persona buys to eat elsewhere is eaten after it is bought (``eaten``).
"""

from __future__ import annotations

import re

from game.brains.builtin.activities import classify, meal_word
from game.brains.builtin.decompose_parts import JOIN_DINNER, eats
from game.brains.builtin.phrases import lines
from game.brains.builtin.plan_household import SharedMeal
from game.brains.builtin.plan_items import (
    Item,
    opens,
    with_place,
)
from game.brains.builtin.profile import Profile
from game.brains.builtin.rand import chance, jitter, pick
from game.brains.builtin.tables import town_has


def plan_words(name: str, fallback: str, choice: float, young: bool = False, **slots: str) -> str:
    """One way of writing a part of the day's frame (a ``plan_*`` set of ``speech.toml``),
    chosen by ``choice`` (a ``stable_rand`` draw); ``fallback`` when a town's file emptied it.
    ``young``: a child's, who has its meals made for it (no "make breakfast")."""
    options = lines(name) or (fallback,)
    if young:
        options = tuple(o for o in options if not _COOKS.search(o)) or (fallback,)
    return pick(options, choice).format(**slots)


_COOKS = re.compile(r"\b(?:make|makes|fix|cook)\b")
LATE_DINNER = 21 * 60 + 30  # after an evening out one still eats, up to this and an hour before bed
COOK_LEAD = 20  # minutes the household's cook starts before the others sit down to dinner
YOUNG = 13  # under this age one's meals are made for one and one does not shop alone


def young(age: int) -> bool:
    """A child whose meals are made for it (0: an age the persona does not say)."""
    return 0 < age < YOUNG


def _supper(it: Item) -> bool:
    """An evening's event that is dinner itself (a birthday supper, a dinner party)."""
    return meal_word(it.text) == "dinner" and it.end > 17 * 60 and it.start < LATE_DINNER


def _out_kinds(age: int) -> tuple[str, ...]:
    """The places one of ``age`` goes to eat alone (0: an age the persona does not say)."""
    if not 0 < age < 18:
        return ("cafe", "pub")
    return ("cafe",) if age >= 13 else ()


def eaten(text: str, meal: str, where: str) -> str:
    """A meal's text whose activity eats nothing ("buy his lunch at the post office shop": a
    few minutes at the till), then the eating: "..., then eat lunch at <where>"."""
    cat = classify(text)
    steps = (*cat.steps, *(st for v in cat.variants.values() for st in v))
    if any(eats(st) for st in steps):
        return text
    return f"{text}, then eat {meal} at {where}"


class MealsMixin:
    def _add_morning(
        self,
        items: list[Item],
        prof: Profile,
        wake: int,
        r,
        weekday: str,
        age: int = 0,
        shared: SharedMeal | None = None,
    ) -> None:
        """``shared``: the household's breakfast, when one is at its table (the routine lasts
        until it)."""
        first_busy = min((it.start for it in items), default=wake + 600)
        routine = [c for c in prof.clauses if c.role == "routine"]
        rlen = 30 if chance(0.6, r("rlen")) else 45
        if shared is not None and shared.start + 20 <= first_busy:
            rlen = shared.start - wake
        else:
            shared = None
        rtext = plan_words("plan_routine", "go through the morning routine at home", r("rtext"))
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
                    plan_words(
                        "plan_hurried",
                        "get ready and have breakfast at home",
                        r("hurry"),
                        young(age),
                    ),
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
            start = max(t, opens("cafe"))
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
            text = with_place(text, "at home")
        elif shared is not None:
            text = plan_words(
                "plan_breakfast_shared", "have breakfast together at home", r("btext")
            )
        else:
            text = plan_words("plan_breakfast", "have breakfast at home", r("btext"), young(age))
        end = min(t + length, first_busy)
        if end - t >= 15:
            items.append(Item(t, end, text, 5, "breakfast", shared is not None))

    def _add_lunch(self, items: list[Item], prof: Profile, r, free, age: int = 0) -> None:
        if any(it.kind == "lunch" for it in items):
            return
        for start in (
            12 * 60,
            12 * 60 + 30,
            13 * 60,
            11 * 60 + 30,
            13 * 60 + 30,
            11 * 60,
            14 * 60,
            14 * 60 + 30,
        ):
            start = jitter(start, 15, 15, r("lunchj"))
            if free(start, start + 45):
                lunch = [c for c in prof.clauses if c.role == "lunch"]
                out = tuple(
                    plan_words(
                        "plan_lunch_out",
                        "have lunch at {place}",
                        r("lunchsay2"),
                        place=prof.place(k),
                    )
                    for k in _out_kinds(age)
                    if town_has(k)
                )
                if lunch and re.search(r"\b(?:store|shop|office|work)\b", lunch[0].phrase):
                    lunch = []  # "eats his lunch at the store": a work-day habit
                if lunch and chance(lunch[0].prob, r("lunchc2")):
                    where = f"at {prof.place('cafe')}" if " with " in lunch[0].phrase else "at home"
                    text = with_place(lunch[0].phrase, where)
                elif chance(0.25 + 0.3 * prof.sociable, r("lunchout")) and out:
                    text = pick(out, r("lunchwhere"))
                else:
                    text = plan_words(
                        "plan_lunch_home", "have lunch at home", r("lunchhome"), young(age)
                    )
                items.append(Item(start, start + 45, text, 5, "lunch"))
                return

    def _add_dinner(
        self,
        items: list[Item],
        prof: Profile,
        bed: int,
        r,
        free,
        age: int = 0,
        shared: SharedMeal | None = None,
        cooks: bool = False,
    ) -> None:
        """``shared``: the household's dinner, when one is at its table (``cooks``: one makes
        it); one eats on one's own when something of one's own takes its time."""
        if any(it.kind == "dinner" for it in items):
            return  # eaten on a break at work
        if any(it.kind == "event" and _supper(it) for it in items):
            return  # the supper one goes to (a birthday supper, a dinner party) is dinner
        clause = next((c for c in prof.clauses if c.role == "dinner"), None)
        length = 60 if clause and re.search(r"with|family|for", clause.phrase) else 45
        if shared is not None and free(shared.start, shared.start + length):
            start = shared.start
            if cooks:
                if clause and chance(clause.prob, r("dinnerc")):
                    text = with_place(clause.phrase, "at home")
                else:
                    text = plan_words(
                        "plan_dinner_cook", "cook dinner for everyone at home", r("dt")
                    )
                # the cook starts before the others sit down: dinner is on the table at the
                # household's time, not twenty minutes after they began to eat
                if len(shared.joiners) > 1 and free(start - COOK_LEAD, start):
                    start -= COOK_LEAD
            else:  # another cooks: one joins (sets the table and eats; ``served``)
                text = plan_words("plan_dinner_join", JOIN_DINNER, r("dt"))
            items.append(Item(start, shared.start + length, text, 6, "dinner", True))
            return
        base = jitter(18 * 60 + 30, 30, 15, r("dinner"))
        latest = min(21 * 60, bed - 90)
        candidates = [base, base - 30, base + 30, base + 60, base + 90, base + 120]
        busy_until = max(
            (it.end for it in items if it.start < 21 * 60 and it.end > 17 * 60 and it.prio >= 9),
            default=0,
        )
        if busy_until:
            candidates.insert(0, max(busy_until, 17 * 60 + 30))
        # an evening out (a meeting, a party) over the usual time: dinner before it or after
        # it, a little later than one would, rather than none
        out = [it for it in items if it.start < 21 * 60 and it.end > 17 * 60 and it.prio >= 9]
        before = [it.start - length for it in out if it.start - length >= 16 * 60 + 30]
        after = [it.end for it in out]
        candidates += before + after
        for start in candidates:
            if start > (max(latest, min(LATE_DINNER, bed - 60)) if start in after else latest):
                continue
            if free(start, start + length):
                if clause and chance(clause.prob, r("dinnerc")):
                    text = with_place(clause.phrase, "at home")
                elif (
                    "pub" in _out_kinds(age)
                    and town_has("pub")
                    and chance(0.12 * prof.sociable, r("dinnerout"))
                ):
                    text = f"have dinner at {prof.place('pub')}"
                else:
                    text = pick(
                        (
                            "cook and eat dinner at home",
                            "make dinner at home",
                            "have dinner at home",
                        )
                        if not young(age)
                        else ("have dinner at home",),  # (a child's dinner is made for it)
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
            text = with_place(clause.phrase, "at home")
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
