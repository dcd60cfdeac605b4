"""A resident's possible news, read once: each memory that could be news, as an item.

A memory is a candidate when it is a statement the resident holds (an observation or a
conversation memory: a seed fact, a fact learned in an earlier talk, or something it did or saw
happen: ``meta["event"]``) and not a transcript, a note on a bond or an interview answer.

A memory that holds a record (``meta["fact"]``: ``game.mind.records.Fact``) is read from it
alone: secret, news or not, whom it is about, its gathering, its key (``keys``: the first memory
holding each). A prose memory with no record is read by the process's reading
(``game.mind.language``): its secret, its date, whether it announces, happened; and whom one
saw at the gathering it tells of (``meta["saw"]``).

What the index also works out, once per memory added (``past_keys``: and per day):

* ``settled_keys``: the facts a later record of the same story has settled (a date asked and
  answered, a row made up: what one held before about the same people is history, not news),
  and requests that have been answered;
* ``past_keys``: records with no event whose words name a day that is over, and requests for a
  hand with a gathering that is over.

Cost: each memory that could be news is read and parsed once, when it is new (``NewsIndex``,
kept on the resident as ``_news_index``; a save loaded makes it read the stream again, and
``warm`` reads it ahead of time). The offering rules are ``game.mind.news``; who holds and was
told what is ``game.mind.news_holders``.
"""

from __future__ import annotations

from datetime import date
from typing import NamedTuple

from game.mind import language, request_ties
from game.mind.facts import Fact
from game.mind.inner.complaints import is_complaint
from game.mind.requests import PREFIX as ANSWERED

NEWS_KINDS = ("observation", "conversation")


class NewsItem(NamedTuple):
    """What ``pick_news`` needs of one memory that could be news: read once, when the memory
    is new (content and meta never change after ``add``; importance may, so it is read live)."""

    id: int
    content: str
    created: float
    source: str | None
    hand: int | None
    event: bool
    seed: bool
    own: bool
    own_news: bool
    announce: bool
    secret: bool
    happened: bool
    fact: Fact | None  # the statement as a record: everything above is read from it, not words
    # the others in the talk that made this record (a date asked and answered): they hold it too
    made_with: tuple[str, ...] = ()
    reach: int = 0  # one's own news one means to tell this many (``meta["reach"]``), 0: the rule


class NewsIndex:
    """A resident's memories that could be news (seed facts, facts learned, events), so a
    conversation line does not re-read and re-parse its newest ``SCAN`` memories each time."""

    def __init__(self) -> None:
        self.n = 0
        self.last = ""
        self.items: dict[int, NewsItem] = {}
        self.keys: dict[str, int] = {}  # fact key -> the first memory holding it as a record
        self.dates: dict[tuple[int, int], date | None] = {}
        self._settled: tuple[int, frozenset[str]] = (-1, frozenset())
        self.past: tuple[int, date | None, frozenset[str]] = (-1, None, frozenset())

    def settled(self, me_id: str) -> frozenset[str]:
        """Keys of the facts a later record of the same story has settled (see
        ``settled_keys``), worked out once per memory added."""
        if self._settled[0] == self.n:
            return self._settled[1]
        latest: dict[tuple[str, frozenset[str]], float] = {}
        for it in self.items.values():
            f = it.fact
            # (a complaint is what one makes of a story, not how it turned out: the breach
            # one saw stays news beside it)
            if f is not None and f.topic in SETTLING and not it.seed and not is_complaint(f):
                story = (f.topic, frozenset(f.about) - {me_id})
                latest[story] = max(latest.get(story, it.created), it.created)
        out = frozenset(
            it.fact.key
            for it in self.items.values()
            if it.fact is not None
            and it.fact.topic in SETTLING
            and it.created < latest.get((it.fact.topic, frozenset(it.fact.about) - {me_id}), -1e18)
        )
        # a request that has been answered (what came of it is held): "I want to ask Ann to
        # talk to my class" is no news, and no errand, once she has said yes or no to it
        out |= frozenset(
            it.fact.key[len(ANSWERED) :]
            for it in self.items.values()
            if it.fact is not None and it.fact.key.startswith(ANSWERED)
        )
        self._settled = (self.n, out)
        return out

    def update(self, memory, me: str, me_id: str = "") -> None:
        n = len(memory)
        if n < self.n or (self.n and memory.get_content(self.n - 1) != self.last):
            self.__init__()  # the stream was replaced (a save loaded): read it again
        for i in range(self.n, n):
            meta = memory.get_meta(i)
            if (
                memory.get_kind(i) not in NEWS_KINDS
                or meta.get("transcript")
                or meta.get("relation")
            ):
                continue
            if not (meta.get("seed") or meta.get("learned") or meta.get("event")):
                continue
            if meta.get("interview"):
                continue
            m = memory.get(i)
            fact = Fact.from_meta(meta.get("fact"))
            if fact is not None:
                self.items[i] = _from_fact(i, m, fact, me_id)
                self.keys.setdefault(fact.key, i)
                continue
            own = m.content.startswith((me + " ", me + "'s "))
            reading = language.reading()
            self.items[i] = NewsItem(
                id=i,
                content=m.content,
                created=m.created,
                source=meta.get("source"),
                hand=meta.get("hand"),
                event=bool(meta.get("event")),
                seed=bool(meta.get("seed")),
                own=own,
                # a happening, an announcement, something ahead; not a habit or an opinion
                own_news=bool(meta.get("event")) or not reading.is_habit_or_opinion(m.content),
                announce=reading.announces(m.content),
                secret=reading.is_secret(m.content),
                happened=reading.happened(m.content),
                fact=None,
                # (those one saw at the gathering one went to: ``game.mind.days``)
                made_with=tuple(meta.get("saw", ())),
                reach=int(meta.get("reach", 0) or 0),
            )
        self.n = n
        self.last = memory.get_content(n - 1) if n else ""

    def date_of(self, it: NewsItem, year: int) -> date | None:
        if it.fact is not None and it.fact.event is not None:
            return date.fromisoformat(it.fact.event.date)
        # (a record with no event whose words name a day, "at the show on Saturday 19
        # September": read like prose, so it is not told as coming once that day is past)
        key = (it.id, year)
        if key not in self.dates:
            self.dates[key] = language.reading().event_date(it.content, year)
        return self.dates[key]


def index_of(resident) -> NewsIndex:
    idx = getattr(resident, "_news_index", None)
    if idx is None:
        idx = NewsIndex()
        try:
            resident._news_index = idx
        except AttributeError:  # a stand-in without attributes: no cache, still right
            pass
    idx.update(resident.memory, resident.name, resident.id)
    return idx


ANNOUNCED = ("party", "meeting", "election", "romance")  # one's own news one breaks to a few
# stories a later record settles: once a date is asked and answered (or a row made up), what
# one held before about the same people ("I want to ask her out") is history, not news
SETTLING = ("romance", "quarrel")


def past_keys(resident, today: date) -> frozenset[str]:
    """Keys of the resident's records with no event whose words name a day before ``today``
    (a plan "for the show on Saturday 19 September", once that Saturday is over), and of its
    requests for a hand with a gathering that is over."""
    index = index_of(resident)
    if index.past[:2] == (index.n, today):  # worked out once per memory added and per day
        return index.past[2]
    out = frozenset(
        it.fact.key
        for it in index.items.values()
        if it.fact is not None
        and it.fact.event is None
        and (day := index.date_of(it, today.year)) is not None
        and day < today
    )
    # (and a hand asked with a gathering that is over: ``request_ties``)
    out |= frozenset(
        it.fact.key
        for it in index.items.values()
        if (g := request_ties.gathering(it.fact)) is not None and g.over(today)
    )
    index.past = (index.n, today, out)
    return out


def settled_keys(resident) -> frozenset[str]:
    """Keys of the facts ``resident`` holds that a later record (learned or made in a talk,
    not a seed) of the same topic about the same people, the resident aside, has settled."""
    return index_of(resident).settled(resident.id)


def _from_fact(i: int, m, fact: Fact, me_id: str) -> NewsItem:
    """An index item read from a record: no words are looked at."""
    own = fact.subject == me_id
    return NewsItem(
        id=i,
        content=m.content,
        created=m.created,
        source=m.meta.get("source"),
        hand=m.meta.get("hand"),
        event=bool(m.meta.get("event")),
        seed=bool(m.meta.get("seed")),
        own=own,
        own_news=fact.news,
        announce=fact.news and fact.topic in ANNOUNCED,
        secret=fact.secret,
        happened=fact.event is None,  # undated: goes stale slowly, not at a midnight
        fact=fact,
        made_with=tuple(m.meta.get("with", ())) if m.meta.get("event") else (),
        reach=int(m.meta.get("reach", 0) or 0),
    )


def warm(resident) -> None:
    """Read the resident's stream into its news index now. A load leaves the index empty, so
    the first conversation line after it would read every memory (a one-off, but it lands in
    whichever step comes first: a benchmark warms the index before it starts the clock)."""
    index_of(resident)
