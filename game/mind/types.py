"""Value objects shared by the mind, the brains and the simulation.

They sit at the bottom of the import graph: plain frozen dataclasses, JSON-safe through
``to_dict``/``from_dict``, checked in ``__post_init__`` so a bad value fails where it is made,
not three modules later.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.mind.records import Doing, Fact, Gathering
from game.world.address import Place, PlaceOption, hhmm_to_min, min_to_hhmm

__all__ = [
    "Action",
    "Counters",
    "Decision",
    "Gathering",
    "Line",
    "MemoryLine",
    "Place",
    "PlaceOption",
    "PlanBlock",
    "SeenEvent",
    "hhmm_to_min",
    "min_to_hhmm",
]


@dataclass(frozen=True, kw_only=True)
class SeenEvent:
    """Something a resident can perceive this step, built by the simulation from the world.

    ``actor`` is the id of the resident that is the subject, or "" for an object.
    """

    subject: str
    predicate: str
    obj: str
    description: str
    place: Place
    distance: float
    actor: str = ""

    def key(self) -> tuple[str, str, str]:
        return (self.subject, self.predicate, self.obj)


@dataclass(frozen=True, kw_only=True)
class Action:
    """One concrete 5-15 minute (or longer, e.g. sleeping) action with its place and emoji."""

    start: int  # minutes since midnight of the plan's day (may pass 1440 for after-midnight)
    minutes: int
    description: str
    place: Place
    emoji: str = ""

    def __post_init__(self) -> None:
        if self.minutes <= 0:
            raise ValueError(f"action {self.description!r} has no duration")
        if not self.description.strip():
            raise ValueError("action without description")

    @property
    def end(self) -> int:
        return self.start + self.minutes

    def to_dict(self) -> dict[str, Any]:
        # spelled out, not ``asdict`` (a deep copy, 60x slower): a save converts each new
        # action of every schedule, and ``tests/store`` keeps the two equal
        return {
            "start": self.start,
            "minutes": self.minutes,
            "description": self.description,
            "place": self.place.to_dict(),
            "emoji": self.emoji,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Action:
        return cls(
            start=int(d["start"]),
            minutes=int(d["minutes"]),
            description=d["description"],
            place=Place.from_dict(d["place"]),
            emoji=d.get("emoji", ""),
        )


@dataclass(frozen=True, kw_only=True)
class PlanBlock:
    """A broad stroke of the daily plan: 'work at the pharmacy' from 09:00 to 17:00."""

    start: int
    end: int
    activity: str
    # a visit's block (an errand, ``game.mind.errands``): the id of the resident it goes to
    # find, so the mind ends it once they have talked or they are not there
    # (``game.mind.visits``); "" for any other block, and when a brain does not say
    seeks: str = ""
    # the rest of a block that one put in cut in two (``cut_in``: a meal when hungry, a
    # gathering): the minute the block first began, so its steps go on from where they were
    # (not washed and dressed again after the meal); None for a block whole
    began: int | None = None

    def __post_init__(self) -> None:
        if self.end <= self.start:
            raise ValueError(f"plan block {self.activity!r} ends before it starts")
        if not self.activity.strip():
            raise ValueError("plan block without activity")

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"start": self.start, "end": self.end, "activity": self.activity}
        if self.seeks:  # (older saves: none; a block seeking no one is saved as before)
            out["seeks"] = self.seeks
        if self.began is not None:  # (older saves, a block whole: none)
            out["began"] = self.began
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PlanBlock:
        return cls(
            start=int(d["start"]),
            end=int(d["end"]),
            activity=d["activity"],
            seeks=d.get("seeks", ""),
            began=None if d.get("began") is None else int(d["began"]),
        )

    def part(self, start: int, end: int) -> PlanBlock:
        """The same block from ``start`` to ``end`` (cut, moved or stretched): what it is and
        whom it seeks, and when the block it is the rest of began, stay."""
        return PlanBlock(
            start=start, end=end, activity=self.activity, seeks=self.seeks, began=self.began
        )


def cut_in(blocks, block: PlanBlock) -> list[PlanBlock]:
    """``blocks`` with ``block`` put in, in order of start: those it overlaps are cut around
    it (the part before it and the part after it stay), the rest stand as they are. The part
    after it knows when the block began (``PlanBlock.began``): it is the same stretch going on."""
    out: list[PlanBlock] = []
    for b in blocks:
        if b.end <= block.start or b.start >= block.end:
            out.append(b)
            continue
        if b.start < block.start:
            out.append(b.part(b.start, block.start))
        if b.end > block.end:
            rest = b.part(block.end, b.end)
            out.append(replace(rest, began=b.start if b.began is None else b.began))
    out.append(block)
    return sorted(out, key=lambda b: b.start)


@dataclass(frozen=True, kw_only=True)
class Line:
    """One line of a conversation."""

    speaker: str  # resident id
    name: str
    text: str
    fact: Fact | None = None  # the fact this line told, as a record
    to: str = ""  # whom it was said to, in a group
    # (fact key, ids): who the speaker let on has a fact, the one it told or the one it was
    # told and had already ("Ann told me"); the hearers count them as having it
    holders: tuple[tuple[str, tuple[str, ...]], ...] = ()


@dataclass(frozen=True, kw_only=True)
class MemoryLine:
    """A retrieved memory as shown to a brain: id for evidence links, text, kind, when."""

    id: int
    text: str
    kind: str = "observation"
    when: str = ""
    importance: float = 0.5
    seed: bool = False  # from the residents file: the resident's standing story, not news
    fact: Fact | None = None  # the statement as a record, when it was made as one
    # what else the memory is a record of (``game.mind.reflect`` fills these; empty for a
    # memory without them): what reflection concludes from, never from the text
    talk: int = -1  # the conversation it came from
    partners: tuple[str, ...] = ()  # full names of those talked with (a talk's own memory)
    at: str = ""  # the sector a talk was held in (a talk's own memory)
    source: str = ""  # full name of who told it (a fact learned in a talk)
    witnessed: bool = False  # seen with one's own eyes (a gathering's outcome), not told
    about: str = ""  # full name of whom it is about (a fact's subject, a bond's other)
    bond: str = ""  # for one's bond with ``about``: its kind (family, romance, quarrel, ...)
    done: Doing | None = None  # a stretch of one's own day that is over
    evidence: tuple[int, ...] = ()  # what a reflection rests on
    decided: Decision | None = None  # one's decision about a gathering (a plan memory)


@dataclass(frozen=True, kw_only=True)
class Decision:
    """What one decided about a gathering (``game.mind.gatherings.remember``): which one (its
    ``Gathering.key``), whether one goes, and the main reason ("tie", "work", "asleep", ...:
    ``gathering_odds.chance``); with the record itself, for whom it names."""

    key: str
    going: bool
    reason: str
    gathering: Gathering

    @classmethod
    def from_meta(cls, meta: dict) -> Decision | None:
        """The record a decision memory carries (None for any other memory)."""
        rec = meta.get("gathering")
        if not isinstance(rec, dict) or "going" not in meta:
            return None
        g = Gathering.from_dict(rec)
        going, reason = bool(meta["going"]), str(meta.get("reason", ""))
        return cls(key=g.key, going=going, reason=reason, gathering=g)


@dataclass(kw_only=True)
class Counters:
    """Mutable tallies a brain keeps: calls, fallbacks per step. Read by the HUD and summaries."""

    calls: dict[str, int] = field(default_factory=dict)
    fallbacks: dict[str, int] = field(default_factory=dict)

    def count(self, step: str, fallback: bool = False) -> None:
        self.calls[step] = self.calls.get(step, 0) + 1
        if fallback:
            self.fallbacks[step] = self.fallbacks.get(step, 0) + 1
