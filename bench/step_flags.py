"""Which steps of the activity tables an action is, and what those steps say of when and with
whom they are done: the hour/company columns of ``bench_day_shape``.

The tables mark a step with ``hours`` (when in the day it fits), ``company`` ("others": done
with someone there; "customers": for customers, patients or a class, so only while the place is
open and in one's work hours) and ``workday`` (the working day's start or end). An action's text
is looked up among the steps (a ``{meal}`` or ``{drink}`` step by pattern); it is judged by a
flag only when every step it could be carries that flag, so a text two steps share ("brush
teeth") is never counted against one of them. Nothing here reads the words themselves.

* **off hours**: a step done at a minute outside its ``hours``;
* **off workday**: at one's workplace, a working day's first step begun, or last step over,
  more than ``NEAR`` minutes from the start or end of one's work hours;
* **customers shut**: a customers step at a place closed at that minute, or at one's workplace
  outside one's work hours;
* **alone**: an "others" step during which, once at its place, nobody else was there awake (at
  one's own home: one's household or a visitor, not a neighbour in another flat).
"""

from __future__ import annotations

import re
from collections import defaultdict

from game.brains.builtin.table_types import Step
from game.brains.builtin.tables import active

NEAR = 60  # minutes: a workday step this close to the start / end of one's work hours fits


def _pattern(text: str) -> re.Pattern:
    parts = re.split(r"\{(?:meal|drink)\}", text)
    return re.compile("^" + ".+".join(re.escape(p) for p in parts) + "$")


def in_hours(hours: tuple[int, int], minute: int) -> bool:
    a, b = hours[0] * 60, hours[1] * 60 % 1440
    m = minute % 1440
    return a <= m < b if a < b else (m >= a or m < b)


class StepIndex:
    """Every step of the tables in use, by its texts."""

    def __init__(self) -> None:
        t = active()
        self.exact: dict[str, list[Step]] = defaultdict(list)
        self.templates: list[tuple[re.Pattern, Step]] = []
        self.routine: dict[int, bool] = {}  # id(step) -> of a routine (a meal, bedtime)
        for cat in (*t.taxonomy, t.generic):
            sets = [cat.steps, cat.opening, cat.closing, cat.host_steps, *cat.variants.values()]
            sets.append((cat.idle,) if cat.idle is not None else ())
            for steps in sets:
                for st in steps:
                    self.routine[id(st)] = self.routine.get(id(st), True) and cat.once
                    for text in st.texts:
                        if "{activity}" in text:
                            continue
                        if "{" in text:
                            self.templates.append((_pattern(text), st))
                        else:
                            self.exact[text].append(st)
        self._cache: dict[str, tuple[Step, ...]] = {}

    def pastime(self, text: str) -> bool:
        """A step of no routine (a meal, getting up, bedtime), or the plan's own words."""
        return not self.all_say(text, lambda st: self.routine.get(id(st), False))

    def steps(self, text: str) -> tuple[Step, ...]:
        got = self._cache.get(text)
        if got is None:
            got = tuple(self.exact.get(text, ())) + tuple(
                st for rx, st in self.templates if rx.match(text)
            )
            self._cache[text] = got
        return got

    def all_say(self, text: str, flag) -> bool:
        """Every step ``text`` could be has ``flag(step)`` (False for a text of no step)."""
        found = self.steps(text)
        return bool(found) and all(flag(st) for st in found)


class HourCompany:
    """The four counts of one run, fed the timeline's actions and, each minute, the bodies."""

    def __init__(self, sim) -> None:
        self.sim = sim
        self.index = StepIndex()
        self.counts = {"off hours": 0, "off workday": 0, "customers shut": 0, "alone": 0}
        self.shown: dict[str, list[str]] = defaultdict(list)
        self._company: dict[tuple[str, int, str], bool] = {}
        self.homes = {rid: r.persona.home.sector for rid, r in sim.residents.items()}

    def _note(self, what: str, line: str) -> None:
        self.counts[what] += 1
        self.shown[what].append(line)

    def action(self, rid: str, minute: int, text: str, sector: str, label: str) -> None:
        """One action begun at ``minute`` of the day (a timeline entry)."""
        ix, p = self.index, self.sim.residents[rid].persona
        if ix.all_say(text, lambda st: st.hours is not None) and not any(
            in_hours(st.hours, minute) for st in ix.steps(text)
        ):
            self._note("off hours", label)
        hours = (p.work.start, p.work.end) if p.work is not None else None
        hours = hours if hours and hours[0] != hours[1] else None
        at_work = p.work is not None and sector == p.work.place.sector
        if hours and at_work and ix.all_say(text, lambda st: st.workday):
            start, end = hours
            far = all(  # (a day's last step: by when it is over)
                abs(minute - start) > NEAR
                if st.workday == "start"
                else abs(minute + st.minutes - end) > NEAR
                for st in ix.steps(text)
            )
            if far:
                self._note("off workday", label)
        if ix.all_say(text, lambda st: st.company == "customers"):
            shut = not self.sim.town.is_open(sector, minute)
            if p.work is not None and sector == p.work.place.sector and hours:
                shut = shut or not hours[0] <= minute < hours[1]
            if shut:
                self._note("customers shut", label)

    def minute(self, minute: int) -> None:
        """Each minute: who is where, for the "others" steps going on at their places."""
        where: dict[str, list[str]] = defaultdict(list)
        for oid, b in self.sim.bodies.items():
            if b.arena is not None and not b.asleep:
                where[b.arena.sector].append(oid)
        for rid, b in self.sim.bodies.items():
            act = b.action
            if act is None or b.arena is None or b.arena.sector != act.place.sector:
                continue
            if not self.index.all_say(act.description, lambda st: st.company == "others"):
                continue
            key = (rid, act.start, act.description)
            sector = act.place.sector
            house = set(self.sim.residents[rid].relations.households.get(rid, ()))
            others = [
                o
                for o in where.get(sector, ())
                if o != rid
                and not (sector == self.homes[rid] and self.homes[o] == sector and o not in house)
            ]
            self._company[key] = self._company.get(key, False) or bool(others)

    def finish(self) -> dict[str, int]:
        for (rid, start, text), had in self._company.items():
            if not had:
                name = self.sim.bodies[rid].name
                self._note("alone", f"{name} {start // 60:02d}:{start % 60:02d} {text}")
        return dict(self.counts)
