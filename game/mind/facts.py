"""Facts as records: what a resident knows about whom, as fields, never parsed from its words.

A ``Fact`` is made where it arises (a residents file's ``facts``, a gathering announced) and
travels as a record: told in a conversation, the hearer's memory gets the same record with who
told it (``meta["source"]``) and whether first-hand (``meta["hand"]``); its text is rendered
from the record when it is shown or sent to a model. Two memories hold the same fact when their
``key`` is the same; whom one told a fact is ``Relationship.told``.

In a residents file, each resident may list ``facts``::

    {"about": ["ann_lee"],               # resident ids it is about; the first is whose news
                                         # it is (default: the resident holding it)
     "topic": "party",                   # one of TOPICS
     "mine": "I'm throwing a birthday party at Corner Cafe {when}.",
     "told": "Ann Lee is throwing a birthday party at Corner Cafe {when}.",
     "secret": false,                    # a crush, something hidden: for confidants only
     "news": true,                       # worth passing on (false: a habit, a wish, a view)
     "event": {"what": "birthday party", "place": "Corner Cafe",
               "date": "2026-05-09", "start": "17:00", "end": "19:00"},
     "ask": ""}                          # optional: what one says to the second of ``about``
                                         # on meeting them (a request, asked once)

``mine`` is how the one it is about says it (first person); ``told`` how anyone else does (third
person, names in full): nothing is converted between persons by rule. ``{when}`` (only with an
``event``) is filled by whoever speaks, relative to the day it is said ("tomorrow at five").
``event.host`` defaults to the first of ``about``; ``event.for`` (optional) is the resident the
gathering is held for (a birthday supper for one's husband: his id). A file with only prose ``memories`` still
loads: those memories carry no record, and brains say less about them.

Each entry's shape (types, lengths, the topic, the event's date and times) is checked by
``game.mind.residents_schema.FactEntry``; ``from_file`` checks what needs the other residents.
"""

from __future__ import annotations

from game.mind import language
from game.mind.records import WHEN, Fact, Gathering, Meet, absolute_when, fill
from game.world.address import hhmm_to_min

__all__ = [
    "HEARD",
    "TOPICS",
    "DATE",
    "DATE_ASK",
    "date_ask",
    "date_key",
    "PEACE",
    "peace_key",
    "is_date_ask",
    "TROUBLES",
    "WHEN",
    "Fact",
    "FactError",
    "absolute_when",
    "fill",
    "from_file",
    "least_importance",
    "remember_own",
]

TOPICS = (
    "party",  # a gathering ahead or held, for the pleasure of it
    "meeting",  # a gathering to talk something over and decide it
    "election",  # a campaign, a vote
    "romance",  # a crush, a date, an engagement
    "quarrel",  # a row, a complaint, a feud
    "worry",  # a fear, a trouble
    "illness",  # someone ill or hurt
    "project",  # something one is working on or towards
    "work",  # one's trade, a job, an order
    "family",  # a birth, a visit, a child's doing
    "habit",  # what one does regularly
    "opinion",  # what one thinks of something
    "other",
)
TROUBLES = ("worry", "illness")  # the topics that are someone's trouble: looked in on, asked after
# a date asked for and answered in a talk is the record with this key: DATE, the asker, "+",
# the one asked (the same key for both, one story whoever tells it; a brain makes it)
DATE = "date:"


def date_key(asker: str, asked: str) -> str:
    return f"{DATE}{asker}+{asked}"


PEACE = "peace:"  # the record of two who made up a quarrel in a talk (not a "row:": no errand)


def peace_key(a: str, b: str) -> str:
    """The one key of the peace between ``a`` and ``b``, whichever holds it."""
    return PEACE + "+".join(sorted((a, b)))


# the line that asks someone out carries a request of its own (``Fact.ask``): DATE_ASK, the
# asker, "+", the one asked; a yes to it fixes an outing (``game.mind.outings``), and the
# record of the date itself is still ``DATE``'s, made when the talk is over
DATE_ASK = "dateask:"


def date_ask(asker: str, asked: str, ask: str, mine: str, second: str, told: str) -> Fact:
    """The request ``asker`` makes asking ``asked`` out, in the words ``ask``, in each one's
    words: not news (whoever heard it ask holds it, and passes on only what came of it)."""
    return Fact(
        key=f"{DATE_ASK}{asker}+{asked}",
        about=(asker, asked),
        topic="romance",
        mine=mine,
        second=second,
        told=told,
        news=False,
        ask=ask,
    )


def is_date_ask(fact: Fact | None) -> bool:
    """Whether ``fact`` is the request of someone asking someone out (``date_ask``)."""
    return fact is not None and fact.key.startswith(DATE_ASK) and len(fact.about) == 2


HEARD = "gathering told"  # the keyword of memories holding a fact with an event
# a gathering on record (a party, a meeting, a clean-up of the streets) is news however it is
# worded: the words' own score (a keyword table) knows "party" but not "clean-up"
GATHERING_IMPORTANCE = 7


def least_importance(meta: dict | None) -> int:
    """The least poignancy (1-10) of a memory with this ``meta``: ``GATHERING_IMPORTANCE`` when
    it holds a record of a gathering (its ``fact`` has an ``event``), else 1. Read from the
    record, never from its words, and kept when the brain judges the memory again."""
    fact = (meta or {}).get("fact")
    return GATHERING_IMPORTANCE if isinstance(fact, dict) and fact.get("event") else 1


def remember_own(mind, fact: Fact, now_s: float, least: int, keywords=(), reach: int = 0) -> int:
    """Hold ``fact``, one's own (its subject is ``mind``), as something that happened, in one's
    own words and at least ``least`` important: a record the news passes on (a milestone
    reached, a complaint). ``reach``: how many people one means to tell it to, when that is more
    than the news's own count for one's small news (a complaint one will say out loud: see
    ``game.mind.news``). Returns the memory's id."""
    said = fact.text(mind.id)
    return mind.memory.add(
        said,
        kind="observation",
        now=now_s,
        importance_10=max(least, language.reading().importance(said)),
        keywords=tuple(keywords),
        meta={"event": True, "fact": fact.to_meta()} | ({"reach": int(reach)} if reach else {}),
    )


# ---------------------------------------------------------------------------- from a file
class FactError(ValueError):
    """A fact entry in a residents file that cannot be used (message: field and why)."""


def from_file(entry, holder: str, index: int, ids: set[str], names: dict[str, str]) -> Fact:
    """One ``facts`` entry of ``holder``, already shaped by ``residents_schema.FactEntry``,
    checked against the other residents (``FactError``)."""
    about = list(entry.about or [holder])
    for a in about:
        if a not in ids:
            raise FactError(f"about names {a!r}, who is not a resident")
    if about[0] == holder and not entry.mine:
        raise FactError("mine is missing")
    if entry.ask and (len(about) < 2 or about[0] != holder):
        raise FactError("ask needs about to name the holder first and then whom it asks")
    if entry.meet is not None and not entry.ask:
        raise FactError("meet is what a request leads to: it needs ask")
    event = _event(entry.event, about[0], ids, names) if entry.event is not None else None
    for label, t in (("told", entry.told), ("mine", entry.mine)):
        if (WHEN in t) != (event is not None) and t:
            raise FactError(f"{label} has {{when}} only when there is an event, and then must")
    return Fact(
        key=f"seed:{holder}:{index}",
        about=tuple(about),
        topic=entry.topic,
        mine=entry.mine,
        told=entry.told,
        secret=entry.secret,
        news=entry.news,
        event=event,
        ask=entry.ask,
        meet=Meet(at=entry.meet.at, what=entry.meet.what) if entry.meet is not None else None,
    )


def _event(raw, host: str, ids: set[str], names: dict[str, str]) -> Gathering:
    start, end = hhmm_to_min(raw.start), hhmm_to_min(raw.end)
    host = raw.host or host
    for key, who in (("host", raw.host), ("for", raw.for_)):
        if who is not None and who not in ids:
            raise FactError(f"event: {key} names {who!r}, who is not a resident")
    honoree = raw.for_ or ""
    try:
        return Gathering(
            what=raw.what,
            place=raw.place,
            date=raw.date,
            start=start,
            end=end if end > start else end + 1440,
            host=host,
            host_name=names.get(host, ""),
            source="talk",
            honoree=honoree,
            honoree_name=names.get(honoree, ""),
            open=raw.open,
        )
    except ValueError as e:
        raise FactError(f"event: {e}") from None
