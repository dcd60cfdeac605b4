"""A town's norms: what its residents hold one should not do, and how a breach is felt.

The norms are data, read by ``game.mind.inner.norm_files``. Each has a kind that says how a
breach is read from structured data only, never from words: ``quiet`` (a loud doing, by the
kind of the object used or the action's emoji, within quiet hours, in a building whose kind is
not exempt), ``closed`` (working at one's own workplace of a listed kind on a listed day) and
``voice`` (a conversation that ended in a row). ``broken`` is that rule, pure over a ``Doing``.

A breach becomes a ``Fact`` record (``breach_fact``: who, which norm, where, when; topic
"quarrel", a complaint) that witnesses hold and pass on like any news. How hard it lands with a
witness (``landing``) is the norm's weight, the witness's tolerance by its persona's traits and
how close it is to the breaker (friends forgive).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.mind.inner.temper import trait_words
from game.mind.records import Fact

KINDS = ("quiet", "closed", "voice")
DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
TOPIC = "quarrel"  # a breach told is a complaint (game.mind.facts.TOPICS)
# when in the day a time falls, by the hour it starts (a night runs on past midnight)
PARTS = ((5, "morning"), (12, "afternoon"), (17, "evening"), (21, "night"))


@dataclass(frozen=True)
class Norm:
    name: str
    kind: str  # one of KINDS
    told: str  # how a witness tells it ({name}, {place}, {time}, {day}, {when})
    weight: float = 1.0
    start: int = 0  # quiet: minutes since midnight it begins
    end: int = 0  # quiet: when it ends (may be before start: over midnight)
    days: frozenset[str] = frozenset()  # closed: weekdays
    places: frozenset[str] = frozenset()  # closed: building kinds it covers; quiet: exempt

    def in_hours(self, minute: int) -> bool:
        m = minute % 1440
        if self.start <= self.end:
            return self.start <= m < self.end
        return m >= self.start or m < self.end


@dataclass(frozen=True)
class NormTables:
    norms: tuple[Norm, ...]
    loud_objects: frozenset[str]
    loud_emoji: frozenset[str]
    private: frozenset[str]  # building kinds where all who live there are one household
    tolerance: dict[str, float]
    forgive: float
    cool: float
    cool_strong: float
    complain: float
    complaint: tuple[str, str]  # (mine, told): how a witness who minds it complains of it
    # all the (mine, told) a complaint may be said in (the first is ``complaint``): each
    # witness's its own, by a draw on who it is and what it saw (``complaint``); and as the
    # breaker says it, told it to its face (``Fact.second``: "Ann is fed up with me ..."),
    # one for each
    complaints: tuple[tuple[str, str], ...] = ()
    seconds: tuple[str, ...] = ()
    # what a witness says to the breaker's face, by the norm's kind ({name}, {place}, ...)
    faces: dict[str, str] = field(default_factory=dict)
    # traits of a breaker who, told to its face, defends itself rather than says sorry
    defensive: frozenset[str] = frozenset()
    avoiders: frozenset[str] = frozenset()  # traits of one who keeps away instead
    avoid: str = ""  # its thought then, a breach by them seen before ({name}, {place}, ...)
    avoid_long: str = ""  # its thought when one breach went on (the same fields)
    still: str = ""  # what it notes when a breach is still going on (the same fields)
    joiner: str = " and "  # between the names of those who broke it together ({name})
    # how a witness says when it was ({when}), by part of the day: "on {day} afternoon"
    when: dict[str, str] = field(default_factory=dict)

    def spoken_when(self, minute: int, day: str, day_before: str) -> str:
        """When a breach at ``minute`` of ``day`` was, as a witness says it ("on Friday
        afternoon"; before 05:00 it is the night of ``day_before``)."""
        hour = minute // 60 % 24
        part = next((name for start, name in reversed(PARTS) if hour >= start), "night")
        form = self.when.get(part, "")
        return form.format(day=day if hour >= PARTS[0][0] else day_before) if form else ""

    def of_kind(self, kind: str) -> tuple[Norm, ...]:
        return tuple(n for n in self.norms if n.kind == kind)


@dataclass(frozen=True)
class Doing:
    """What one resident is doing this minute, as the rule reads it."""

    minute: int  # of the day
    weekday: str  # one of DAYS
    building: str  # the kind of the building it is in
    obj: str  # the kind of the object it uses ("" for none)
    emoji: str
    kind: str  # the inner life's kind of doing ("work", "sleep", "walk", ...)


def loud(d: Doing, t: NormTables) -> bool:
    return d.kind not in ("sleep", "walk") and (d.obj in t.loud_objects or d.emoji in t.loud_emoji)


def broken(norm: Norm, d: Doing, t: NormTables) -> bool:
    """Whether doing ``d`` breaks ``norm`` (``voice`` is read from a conversation's end)."""
    if norm.kind == "quiet":
        return norm.in_hours(d.minute) and d.building not in norm.places and loud(d, t)
    if norm.kind == "closed":
        return d.kind == "work" and d.weekday in norm.days and d.building in norm.places
    return False


def breach_fact(
    norm: Norm, breakers, names: str, place: str, time: str, day: str, when: str, date: str
):
    """The record of a breach: about the breakers, told by witnesses (the breaker does not
    tell it: ``mine`` is empty). One record per norm, breakers, building and day."""
    who = tuple(breakers)
    told = norm.told.format(name=names, place=place, time=time, day=day, when=when)
    return Fact(
        key=f"norm:{norm.name}:{'+'.join(who)}:{place}:{date}",
        about=who,
        topic=TOPIC,
        mine="",
        told=told,
    )


def landing(norm: Norm, innate: str, closeness: float, t: NormTables) -> float:
    """How hard a breach of ``norm`` lands with a witness of persona traits ``innate`` and
    ``closeness`` to the breaker: 0 (not at all) and up."""
    tol = 1.0
    for word in trait_words(innate):
        tol *= t.tolerance.get(word, 1.0)
    return max(0.0, norm.weight * tol * (1.0 - t.forgive * max(0.0, min(1.0, closeness))))


def cooling(share: float, t: NormTables) -> tuple[float, bool]:
    """How much closeness to the breaker a witness loses, and whether it acts on it."""
    strong = share >= t.complain
    return (t.cool_strong if strong else t.cool) * share, strong


def keeps_away(innate: str, t: NormTables) -> bool:
    """Whether a witness of traits ``innate`` who minds a breach keeps away rather than
    complains."""
    return any(w in t.avoiders for w in trait_words(innate))
