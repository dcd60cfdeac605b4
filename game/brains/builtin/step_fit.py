"""Whether a step fits: the things it uses, one's age, the hour, the company, the working day.

A step of the activity tables may say when in the day it fits (``hours``: "sort the morning
letters" from five to noon), who must be there (``company``: "chat over dinner" with someone,
"look around for someone to talk to" with nobody, "explain the lesson from the front" to a class
in school hours), that it opens or closes the working day (``workday``: "unlock the medicine
cabinet", "pack up the notes for the day") and in which third of one's working hours it fits
(``shift``: "check the dates on the milk" early, "sweep the shop floor" late). The decomposer builds one ``Moment`` per request from
typed input (the slice's start, the persona's work hours, who is where, which places are shut)
and keeps the steps that fit it (``Usable``, with what is at the place and one's age). Nothing
here reads a step's words.

An unknown (no work hours, no word of who is where) never rules a step out: a brain asked
without it decomposes as before.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.brains.builtin.table_types import Step
from game.mind.brain import DecomposeRequest

DAY = 1440
NEAR = 60  # minutes: a step of the working day's start or end fits this close to it
SHARE = 3  # an early (late) step of the shift fits in the first (last) 1/SHARE of one's hours


def in_hours(hours: tuple[int, int], minute: int) -> bool:
    """``minute`` of the day lies in ``hours`` ([from, to) whole hours; past midnight when
    ``to`` is the smaller)."""
    return in_span((hours[0] * 60, hours[1] * 60), minute)


def in_span(span: tuple[int, int], minute: int) -> bool:
    """``minute`` of the day lies in ``span`` ((start, end) minutes, past midnight when the
    end is the smaller)."""
    a, b, m = span[0] % DAY, span[1] % DAY, minute % DAY
    return a <= m < b if a < b else (m >= a or m < b)


def apart(a: int, b: int) -> int:
    """Minutes between two times of day, round the clock."""
    d = abs(a - b) % DAY
    return min(d, DAY - d)


@dataclass(frozen=True)
class Moment:
    """What a step is judged by: the slice's start (minute of the day), whether someone else is
    at the place (None: not known), whether customers may be served there now (None: not
    known), whether the slice starts / the part ends near one's working day's start / end, and
    whether the slice starts in the early / late third of one's working hours (``shift``)."""

    minute: int
    company: bool | None = None
    customers: bool | None = None
    day_start: bool = True
    day_end: bool = True
    early: bool = True
    late: bool = True

    def fits(self, step: Step) -> bool:
        if step.hours is not None and not in_hours(step.hours, self.minute):
            return False
        if step.company == "others" and self.company is False:
            return False
        if step.company == "alone" and self.company is True:
            return False
        if step.company == "customers" and self.customers is False:
            return False
        if step.workday == "start" and not self.day_start:
            return False
        if step.shift == "early" and not self.early:
            return False
        if step.shift == "late" and not self.late:
            return False
        return not (step.workday == "end" and not self.day_end)


def shift_thirds(hours: tuple[int, int], lo: int) -> tuple[bool, bool]:
    """Whether ``lo`` lies in the early / the late 1/``SHARE`` of the working ``hours`` (at
    least ``NEAR`` minutes each; before the start is early, after the end late)."""
    span = (hours[1] - hours[0]) % DAY or DAY
    share = max(NEAR, span // SHARE)
    into = (lo - hours[0]) % DAY
    into = into - DAY if into > DAY - (DAY - span) // 2 else into  # (before the start: < 0)
    return into < share, span - into <= share


def moment_for(req: DecomposeRequest | None, sector: str, lo: int, part_end: int) -> Moment:
    """The ``Moment`` of a slice from ``lo`` of a part ending at ``part_end``, done in ``sector``:
    from the request, the sectors with someone else there (``company``), those closed to the
    public now (``shut``: one's workplace too), and the persona's work hours at its workplace."""
    if req is None:
        return Moment(minute=lo)
    p = req.persona
    company, shut, work_hours = req.company, req.shut, p.work_hours
    hours = work_hours if work_hours and work_hours[0] != work_hours[1] else None
    at_work = p.work is not None and sector == p.work.sector
    customers: bool | None = None if shut is None else sector not in shut
    day_start = day_end = early = late = True
    if at_work and hours is not None:
        customers = in_span(hours, lo) and customers is not False
        day_start = apart(lo, hours[0]) <= NEAR
        day_end = apart(part_end, hours[1]) <= NEAR
        early, late = shift_thirds(hours, lo)
    return Moment(
        minute=lo,
        company=None if company is None else sector in company,
        customers=customers,
        day_start=day_start,
        day_end=day_end,
        early=early,
        late=late,
    )


@dataclass(frozen=True)
class Usable:
    """The steps one can do at a place: whose objects are there (``have``: "watch TV" needs a
    tv), in a room of the kind they name (``rooms``: "watch the birds on the water" needs
    water), for one's age (a step's ``min_age``, in every language: a child's, none of the
    grown-ups' jobs, cooking, the kettle; a teenager's none of their habits, the news, the
    radio; age 0, not said: a grown-up's), and, with ``fit``, that fit the ``moment``."""

    have: frozenset[str]
    rooms: frozenset[str]
    age: int
    moment: Moment

    def __call__(
        self, steps: tuple[Step, ...], extra: bool = False, fit: bool = True
    ) -> tuple[Step, ...]:
        """``extra``: an opening or closing, left out whole rather than done by a child ("take
        ingredients out of the fridge")."""
        here = tuple(
            st
            for st in steps
            if (not st.objs or self.have & set(st.objs))
            and (not st.arenas or self.rooms & set(st.arenas))
        )
        if self.age > 0:
            mine = tuple(
                st
                for st in here
                if self.age >= st.min_age and (not st.max_age or self.age <= st.max_age)
            )
            here = mine or (() if extra else here)  # (nothing else to do here: as it was)
        return tuple(st for st in here if self.moment.fits(st)) if fit else here
