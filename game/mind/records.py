"""The mind's records of things that happen and are known: a gathering (what, where, when,
who hosts it) and a fact (whom it is about, its two sentences, secret or not, its gathering).

Plain frozen dataclasses, JSON-safe through ``to_dict``/``to_meta``; how a residents file
writes a fact, and the topics, are in ``game.mind.facts``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import date
from typing import Any

from game.mind import wording
from game.world.address import min_to_hhmm

WHEN = "{when}"
OUTCOME = "outcome:"  # the key of the record of how a gathering went: this, then its ``key``


@dataclass(frozen=True, kw_only=True)
class Gathering:
    """A gathering announced for a time and place (on a notice, in a whisper), as a record.

    The simulation reads it from the announcement (``game.sim.notice_reading``) or is given it
    as fields; the mind decides who goes from the record alone (``game.mind.gatherings``).
    ``start``/``end`` are minutes since midnight of ``date``; ``host`` is the id of the
    resident the announcement names (the speaker, the host), "" when it names nobody;
    ``honoree`` the id of the one it is held for (a birthday, a farewell, a welcome: a
    residents file's ``for``), "" when it is for nobody in particular; ``open`` when all are
    welcome (a residents file's ``open``).
    """

    what: str  # the announcement as written
    place: str  # a sector of the map
    date: str  # "2026-02-13"
    start: int
    end: int
    host: str = ""
    host_name: str = ""
    # "notice" (read on a board), "whisper" (the inner voice), "talk" (told as a fact's
    # gathering), or "request" (a time two fixed when one said yes to the other's request:
    # theirs alone, ``game.mind.appointments``; ``guest`` the one who asked)
    source: str = "notice"
    guest: str = ""
    guest_name: str = ""
    honoree: str = ""
    honoree_name: str = ""
    # open to all: anyone is welcome and anyone may pass the word on (a clean-up of the
    # streets, a music evening), not a do one is asked to (a birthday supper)
    open: bool = False

    def __post_init__(self) -> None:
        if not self.place.strip():
            raise ValueError("a gathering needs a place")
        if not 0 <= self.start < self.end <= 48 * 60:
            raise ValueError(f"gathering times {self.start}-{self.end} are not a span of a day")

    def over(self, today: date, minute: int | None = None) -> bool:
        """It has ended: its day has passed, or today at ``minute`` it is over."""
        day = date.fromisoformat(self.date)
        return day < today or (day == today and minute is not None and minute >= self.end)

    def begun(self, today: date, minute: int) -> bool:
        """It has started: its day has passed, or today at ``minute`` its start has come."""
        day = date.fromisoformat(self.date)
        return day < today or (day == today and minute >= self.start)

    def called(self) -> str:
        """How people name it: by the one it is held for ("Tom Reed's birthday supper", not
        his wife's who hosts it), else by its host ("Ann Lee's birthday party"), or "the
        birthday party"."""
        who = self.honoree_name or self.host_name
        return f"{who}'s {self.what}" if who else f"the {self.what}"

    @property
    def key(self) -> str:
        """The same gathering, however one came to know of it: its day, time and place."""
        return f"{self.date} {min_to_hhmm(self.start)} {self.place}"

    @property
    def outcome_key(self) -> str:
        """The key of the fact of how it went (``game.sim.gathering_outcome``): the same
        record for everyone who was there."""
        return f"{OUTCOME}{self.key}"

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        if not self.guest:  # (only an appointment has one: older saves stay as they were)
            del out["guest"], out["guest_name"]
        if not self.honoree:  # (only one held for someone: older saves stay as they were)
            del out["honoree"], out["honoree_name"]
        if not self.open:  # (older saves stay as they were)
            del out["open"]
        return out

    @property
    def private(self) -> bool:
        """Two residents' own appointment: nobody else decides whether to go."""
        return self.source == "request"

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Gathering:
        return cls(
            what=str(d["what"]),
            place=str(d["place"]),
            date=str(d["date"]),
            start=int(d["start"]),
            end=int(d["end"]),
            host=str(d.get("host", "")),
            host_name=str(d.get("host_name", "")),
            source=str(d.get("source", "notice")),
            guest=str(d.get("guest", "")),
            guest_name=str(d.get("guest_name", "")),
            honoree=str(d.get("honoree", "")),
            honoree_name=str(d.get("honoree_name", "")),
            open=bool(d.get("open", False)),
        )


@dataclass(frozen=True, kw_only=True)
class Doing:
    """A stretch of one's own day that is over: when, what one did (in the past tense, the
    form it is said in: "worked on the forge floor"), and in which building; ``activity``, the
    phrase it was said from as the brain's plan or step holds it ("read a book"), which a
    brain can tell the kind of even when ``did`` is said in the town's own language."""

    date: str  # "2026-09-16"
    start: int  # minutes since midnight
    end: int
    did: str
    place: str = ""
    activity: str = ""

    def to_dict(self) -> dict:
        out = {"start": self.start, "end": self.end, "did": self.did, "place": self.place}
        return out | ({"activity": self.activity} if self.activity else {})

    @classmethod
    def from_meta(cls, meta: dict) -> Doing | None:
        """The record a "did" memory carries (None for one saved before records)."""
        d = meta.get("done")
        if not isinstance(d, dict) or "date" not in meta:
            return None
        return cls(
            date=str(meta["date"]),
            start=int(d["start"]),
            end=int(d["end"]),
            did=str(d["did"]),
            place=str(d.get("place", "")),
            activity=str(d.get("activity", "")),
        )


MEET_AT = ("asker_work", "asker_home", "asked_work", "asked_home")


@dataclass(frozen=True, kw_only=True)
class Meet:
    """What a request leads to once the one asked says yes: the two meet (a residents file's
    ``meet``): where (``MEET_AT``: the workplace or home of the one who asks or of the one
    asked) and what they do there, as a plan says it ("talk to the class about the old mill";
    "" when the meeting is the whole of it)."""

    at: str
    what: str = ""
    # the gathering the meeting gets ready for (the asker's own: ``game.mind.request_ties``):
    # the two meet before it starts, or not at all
    before: Gathering | None = None

    def __post_init__(self) -> None:
        if self.at not in MEET_AT:
            raise ValueError(f"meet at {self.at!r} is not one of {', '.join(MEET_AT)}")

    def to_dict(self) -> dict:
        return (
            {"at": self.at}
            | ({"what": self.what} if self.what else {})
            | ({"before": self.before.to_dict()} if self.before is not None else {})
        )

    @classmethod
    def from_dict(cls, d: Any) -> Meet | None:
        if not isinstance(d, dict) or d.get("at") not in MEET_AT:
            return None
        before = d.get("before")
        return cls(
            at=str(d["at"]),
            what=str(d.get("what", "")),
            before=Gathering.from_dict(before) if isinstance(before, dict) else None,
        )


@dataclass(frozen=True, kw_only=True)
class Fact:
    """One statement about some residents, as fields; see the module docstring."""

    key: str  # the same on every holder's copy
    about: tuple[str, ...]  # resident ids; about[0] is whose news it is
    topic: str
    mine: str  # as the one it is about says it; "" when it is not to be said by them
    told: str  # as anyone else says it
    secret: bool = False
    news: bool = True
    event: Gathering | None = field(default=None)
    # what the holder says to the second of ``about`` when they meet (a request, a question of
    # its own: "Could you cover the counter for me one Saturday?")
    ask: str = ""
    # as the second of ``about`` says it, when that differs from ``told`` (one who asked a
    # favour tells what came of it: "I asked Tom ..."); "" for ``told``
    second: str = ""
    # a request's: that the two meet when the answer is yes, and where (``Meet``)
    meet: Meet | None = None
    # what came of a request answered yes: the time and place the two fixed
    # (``game.mind.appointments``); only they go
    arranged: Gathering | None = None
    # the one day a happening of that day was on (ISO date: one's workplace shut on one for
    # the day): news that day only, never told the next as if it were today; "" for none
    day: str = ""

    @property
    def subject(self) -> str:
        return self.about[0] if self.about else ""

    def sentence(self, speaker_id: str) -> str:
        """The template the speaker uses (``{when}`` still in it)."""
        if speaker_id == self.subject and self.mine:
            return self.mine
        if self.second and len(self.about) > 1 and speaker_id == self.about[1]:
            return self.second
        return self.told

    def text(self, speaker_id: str = "") -> str:
        """The sentence with ``{when}`` as a plain date and time (for memory and prompts)."""
        return fill(self.sentence(speaker_id), self.event, absolute_when(self.event))

    def over(self, today: date, minute: int | None = None) -> bool:
        """Its event has ended (its day has passed, or today at ``minute`` it is over): it can
        no longer be told as coming; or the day it happened on (``day``) is past: it is no
        longer today's news."""
        if self.day and date.fromisoformat(self.day) < today:
            return True
        return self.event is not None and self.event.over(today, minute)

    @property
    def open_to_all(self) -> bool:
        """Its event is a do all are welcome at (``Gathering.open``)."""
        return self.event is not None and self.event.open

    def to_meta(self) -> dict:
        return (
            {
                "key": self.key,
                "about": list(self.about),
                "topic": self.topic,
                "mine": self.mine,
                "told": self.told,
                "secret": self.secret,
                "news": self.news,
                "event": self.event.to_dict() if self.event is not None else None,
            }
            | ({"ask": self.ask} if self.ask else {})
            | ({"second": self.second} if self.second else {})
            | ({"meet": self.meet.to_dict()} if self.meet is not None else {})
            | ({"arranged": self.arranged.to_dict()} if self.arranged is not None else {})
            | ({"day": self.day} if self.day else {})
        )

    @staticmethod
    def from_meta(d) -> Fact | None:
        if not isinstance(d, dict):
            return None
        ev = d.get("event")
        return Fact(
            key=str(d.get("key", "")),
            about=tuple(str(x) for x in d.get("about", ())),
            topic=str(d.get("topic", "other")),
            mine=str(d.get("mine", "")),
            told=str(d.get("told", "")),
            secret=bool(d.get("secret", False)),
            news=bool(d.get("news", True)),
            event=Gathering.from_dict(ev) if isinstance(ev, dict) else None,
            ask=str(d.get("ask", "")),
            second=str(d.get("second", "")),
            meet=Meet.from_dict(d.get("meet")),
            arranged=Gathering.from_dict(d["arranged"])
            if isinstance(d.get("arranged"), dict)
            else None,
            day=str(d.get("day", "")),
        )


def fill(template: str, event: Gathering | None, when: str) -> str:
    """``template`` with ``{when}`` replaced (and nothing else touched)."""
    if event is None or WHEN not in template:
        return template.replace(WHEN, "").replace("  ", " ").replace(" .", ".")
    return template.replace(WHEN, when)


def absolute_when(event: Gathering | None) -> str:
    """'on Saturday 14 February, 17:00-19:00': a date that needs no today to read."""
    if event is None:
        return ""
    day = date.fromisoformat(event.date)
    return wording.said(
        "event_when",
        weekday=day.strftime("%A"),
        day=str(day.day),
        month=day.strftime("%B"),
        month_no=str(day.month),
        start=min_to_hhmm(event.start),
        end=min_to_hhmm(event.end),
    )


# why one goes to find someone (``game.mind.errands``): a request to make, one's gathering to
# tell them of, a storyline, or what one's reflections concluded (a ``brain.INTENTS`` value)
ERRANDS = ("ask", "invite", "peace", "settle", "help", "romance", "see", "quarrel")


@dataclass(frozen=True, kw_only=True)
class Errand:
    """Someone a resident means to go and find today: who (id, full name), why (``ERRANDS``),
    where one knows they may be (home, workplace: sector names, "" when not known; the
    workplace's kind) and their
    working hours and days (None: none, or no workplace known), and the request's words when
    the errand is to ask them something (the residents file's ``ask``)."""

    other: str
    name: str
    why: str
    home: str = ""
    work: str = ""
    work_kind: str = ""  # the workplace's kind (the map's ``kind``: "cafe", "pub", ...)
    work_hours: tuple[int, int] | None = None
    work_days: tuple[str, ...] = ()
    ask: str = ""
