"""The townsfolk: households of one culture and surname, ages that fit their place in the
family, and a post for every working adult at a workplace whose trade fits their age.

Households come first (their shapes and ages: ``ages``; a family needs a two-bedroom house, a couple a house, one person a
cottage or a flat), then the town's workplaces, as many as its workers can staff (the kind of
town says which, ``catalogue.kind``), each with a head whose age fits the trade that runs it.
Children are of school age (the game has no one to carry a baby about) and are pupils of the
town's school; the old are retired.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from itertools import cycle

from tools.town_maker import ages, catalogue
from tools.town_maker.catalogue import PlaceType, Trade
from tools.town_maker.naming import slug, surname_of, wife_surname, written
from tools.town_maker.place_words import name_places
from tools.town_maker.wording import say

WORK_AGES = (18, 66)
NOT_A_CAREER = {
    "apprentice baker",
    "apprentice carpenter",
    "apprentice smith",
    "apprentice boatbuilder",
    "mayor",
    "bar staff",
    "owner",
    "waiter",
}
SCHOOL_AGES = (5, 17)
STAFF_PER_PUPILS = 10  # a school has a grown-up for every ten pupils besides its head


@dataclass(eq=False)
class Workplace:
    kind: PlaceType
    name: str = ""
    town: str = ""  # the town's name, for a title that says it ("mayor of {town}")
    staff: list[Person] = field(default_factory=list)
    pupils: list[Person] = field(default_factory=list)


@dataclass(eq=False)
class Job:
    place: Workplace
    trade: Trade
    days: tuple[str, ...]

    she: bool = False  # a woman's title where the trade has one (``Trade.she_title``)
    # (sector, arena) worked at when not the place's own (``Trade.at``: a boat at the quay)
    site: tuple[str, str] | None = None

    @property
    def title(self) -> str:
        title = self.trade.she_title if self.she and self.trade.she_title else self.trade.title
        return title.replace("{place}", self.place.name).replace("{town}", self.place.town)


@dataclass(eq=False)
class Person:
    first: str
    surname: str
    age: int
    she: bool
    culture: str
    household: Household
    role: str  # "parent", "child", "single", "partner"
    id: str = ""
    job: Job | None = None
    school: Workplace | None = None
    former: str = ""  # the trade of a retired resident
    at_home: str = ""  # why a working-age adult has no post
    family_first: bool = False  # a culture that writes the surname first, with no space
    kin: dict[Person, str] = field(default_factory=dict)  # the family, by the word for each
    project: str = ""  # what one works at in one's own time (residents file ``project``)

    @property
    def name(self) -> str:
        return self.surname + self.first if self.family_first else f"{self.first} {self.surname}"

    @property
    def called(self) -> str:
        """What the town calls them: the first name, or the whole name where the surname
        comes first (a Chinese given name alone is for family and close friends)."""
        return self.name if self.family_first else self.first

    @property
    def their(self) -> str:
        return say("her", "her") if self.she else say("his", "his")

    @property
    def they(self) -> str:
        return say("she", "she") if self.she else say("he", "he")


@dataclass(eq=False)
class Household:
    surname: str
    culture: str
    plan: str  # a home plan of ``buildings.HOME_ROOMS``
    members: list[Person] = field(default_factory=list)
    home: str = ""  # the home's sector, named by the layout
    rooms: tuple[str, ...] = ()  # its bedroom arenas
    address: tuple[str, int] = ("", 0)  # (street, house number), or (block of flats, flat)
    kin_of: Household | None = None  # an earlier household of the same surname: their cousins
    story: tuple | None = None  # (years, reason) it moved to town, () always here (histories)
    incomer: bool = False  # came from elsewhere (``histories`` says when, if the ages allow)


def households(rng: random.Random, n: int, kind: str) -> list[Household]:
    """``n`` people in households, each with a home plan, a culture and unique ids. Two
    households share a surname only when the town has used every surname of the data, and
    then they are cousins (``kin_of``)."""
    cultures = catalogue.cultures()
    taken: set[str] = set()
    firsts: set[str] = set()
    used: dict[str, Household] = {}
    maiden: dict[str, Household] = {}  # wives' own surnames: no later household takes one
    out = []
    # a village is mostly born there, a city quarter mostly came from elsewhere; each town
    # a little more or less than its kind's share, and no quota: household by household
    share = catalogue.kind(kind).get("incomers", 0.3) * rng.uniform(0.6, 1.4)
    for shape in ages.shapes(rng, n, kind):
        culture, surname, surname_latin = surname_of(rng, kind, {**used, **maiden})
        names = cultures[culture]
        family_first = bool(names.get("family_first"))
        if len(shape) == 1:
            plan = "flats" if rng.random() < {"quarter": 0.85}.get(kind, 0.45) else "cottage"
        else:
            plan = "house5" if any(r == "child" for r, _, _ in shape) else "house4"
        h = Household(surname, culture, plan, kin_of=used.get(surname))
        h.incomer = rng.random() < share
        used.setdefault(surname, h)
        for role, age, she in shape:
            own = wife_surname(rng, culture, shape, role, she, {**used, **maiden}, surname)
            own = own or (surname, surname_latin)
            if own[0] != surname:
                maiden[own[0]] = h
            pool = names["she" if she else "he"]
            # first names unique in town while the culture has unused ones (people are
            # talked about by first name)
            pool = [n for n in pool if written(n)[0] not in firsts] or pool
            for _ in range(50):
                first, first_latin = written(rng.choice(pool))
                parts = (own[1], first_latin) if family_first else (first, own[0])
                pid = slug(" ".join(parts))
                if pid not in taken:
                    break
            else:
                pid = slug(f"{' '.join(parts)} {len(taken)}")
            taken.add(pid)
            firsts.add(first)
            h.members.append(
                Person(first, own[0], age, she, culture, h, role, pid, family_first=family_first)
            )
        out.append(h)
    # flats come in blocks of five: lone residents beyond the last full block get cottages
    flats = [h for h in out if h.plan == "flats"]
    for h in flats[len(flats) - len(flats) % 5 :]:
        h.plan = "cottage"
    return out


def _fits(p: Person, trade: Trade) -> bool:
    return trade.ages[0] <= p.age <= trade.ages[1]


def _days(place: PlaceType, i: int) -> tuple[str, ...]:
    """The place's days, one of them off for whoever works there on more than five."""
    days = list(place.days)
    while len(days) > 5:
        days.pop(i % len(days))
        i += 3
    return tuple(days)


def workplaces(
    rng: random.Random, people: list[Person], kind: str, town: str = ""
) -> list[Workplace]:
    """The town's workplaces (of ``town``), staffed: every working-age adult has a post that
    fits."""
    workers = [p for p in people if WORK_AGES[0] <= p.age <= WORK_AGES[1]]
    types, spec = catalogue.place_types(), catalogue.kind(kind)
    count = max(min(2, len(workers)), round(len(workers) / 3.2))
    pupils = sum(SCHOOL_AGES[0] <= p.age <= SCHOOL_AGES[1] for p in people)
    keys = list(spec["core"][:count])
    more = cycle(spec["more"])
    while len(keys) < count:  # a school for every 80 pupils, no more
        key = next(more)
        if not types[key].school or sum(bool(types[k].school) for k in keys) <= pupils // 80:
            keys.append(key)
    if pupils and workers and not any(types[k].school for k in keys):  # children need a school
        school = next(k for k in [*spec["core"], *spec["more"]] if types[k].school)
        if len(keys) < 3:  # a hamlet keeps its shops and gets a school besides
            keys.append(school)
        else:
            keys[-1] = school
    places = [Workplace(types[k], town=town) for k in keys]
    rng.shuffle(workers)
    free = list(workers)
    for w in places:  # the head of each place first
        head = next((p for p in free if _fits(p, w.kind.trades[0])), None)
        if head is not None:
            free.remove(head)
            head.job = Job(w, w.kind.trades[0], _days(w.kind, len(w.staff)), head.she)
            w.staff.append(head)
    schools = sum(bool(w.kind.school) for w in places) or 1
    room = 1 + pupils // schools // STAFF_PER_PUPILS  # a school's staff for its pupils
    # some places busier than others, town by town (a harbour's boats busiest): each worker
    # goes to the place furthest below its share, not round and round in turn
    busy = spec.get("busy", {})
    weight = {id(w): rng.uniform(0.6, 1.6) * busy.get(w.kind.key, 1.0) for w in places}
    for p in free:
        for w in sorted(places, key=lambda w: len(w.staff) / weight[id(w)]):
            if w.kind.school and len(w.staff) >= room:
                continue  # (three teachers for one pupil is no school)
            held = Counter(s.job.trade.title for s in w.staff)  # (one teacher a class)
            trades = [
                t
                for t in w.kind.trades[1:] or w.kind.trades
                if _fits(p, t) and held[t.title] < (1 if t.pupils else t.most)
            ]
            if all(s.job.trade.at for s in w.staff):  # someone minds the place itself
                trades = [t for t in trades if not t.at] or trades
            if trades:
                trade = min(trades, key=lambda t: sum(s.job.trade is t for s in w.staff))
                p.job = Job(w, trade, _days(w.kind, len(w.staff)), p.she)
                w.staff.append(p)
                break
        else:
            p.at_home = say("looking", "looking for work after the last job ended")
    places = [w for w in places if w.staff]
    schools = [w for w in places if w.kind.school]
    careers = catalogue.load("people").get("careers")  # said outright where titles do not cut
    here = {*spec["core"], *spec["more"]}  # (no retired skipper in an inland village)
    trades = careers or sorted(
        {_bare(t.title) for k in here for t in types[k].trades} - NOT_A_CAREER
    )
    school_of: dict[int, Workplace] = {}  # one school per household, in turn
    deck: list[str] = []  # former trades dealt like cards: no three retired grocers in a row
    for p in people:
        if schools and SCHOOL_AGES[0] <= p.age <= SCHOOL_AGES[1]:
            key = id(p.household)
            p.school = school_of.setdefault(key, schools[len(school_of) % len(schools)])
        if p.age > WORK_AGES[1]:
            if not deck:
                deck = list(trades)
                rng.shuffle(deck)
            p.former = deck.pop()
    name_places(rng, places, kind, town)
    return places


def _bare(title: str) -> str:
    """ "owner of {place}" -> "owner"; "baker; runs {place}" -> "baker"."""
    for cut in (";", " at ", " of ", " who "):
        title = title.split(cut)[0]
    return title


def teacher_of(p: Person) -> Person | None:
    """The teacher of ``p``'s class: of its school's staff, the one whose class (``Trade.pupils``)
    takes ``p``'s age; else the first of the staff (a school with one class)."""
    school = p.school
    if school is None or not school.staff:
        return None
    for t in school.staff:
        ages = t.job.trade.pupils if t.job is not None else None
        if ages is not None and ages[0] <= p.age <= ages[1]:
            return t
    return school.staff[0]


def class_room(p: Person) -> str:
    """The room ``p`` sits in at school: its teacher's classroom when the school has classes
    by age, else the school's one room (``PlaceType.school``)."""
    teacher = teacher_of(p)
    trade = teacher.job.trade if teacher is not None and teacher.job is not None else None
    if trade is not None and trade.pupils is not None:
        return trade.arena
    return p.school.kind.school if p.school is not None else ""
