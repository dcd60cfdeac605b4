"""What a resident could pass on in a conversation: its news, ranked, with secrets kept.

A memory is *news* when it is a statement the resident holds (a seed fact, a fact learned in an
earlier talk, or something it did or saw happen: ``meta["event"]``), poignant enough and fresh:

* **freshness**: a dated event (a party "on Saturday, February 14") keeps its weight until its
  day and is no news once that day is over (what happened there is news again as the event
  memory of those who went); anything else loses a point of importance per ``DECAY_HOURS``;
* **threshold**: ``NEWS_MIN`` (6 of 10: gatherings, campaigns, quarrels, romance, closures);
* **secrets** (a crush, something hidden or not yet told: ``Reading.is_secret``) are offered
  only when the secret is the resident's own and every listener is a confidant
  (``Relationship.confidant``); a secret one was told is never passed on;
* **not back to its subject**: a fact naming a listener is not offered, unless it is the
  speaker's own news (Ann may tell Tom she is running against him);
* **not to who saw it**: how a gathering one went to went is not told to anyone one saw there,
  nor to one who lives with any of them (they came home with it: ``meta["saw"]``);
* **not again**: nothing already told to all listeners, nothing a listener told us; other
  people's news is passed on ``RETELL`` time(s), one's own small news ``OWN_RETELL`` (or the
  ``meta["reach"]`` its memory was made with: a complaint one means to say out loud), and an
  invitation to one's own gathering to ``guests`` people outside one's home (a third of the
  town, so a bigger town's host asks more; housemates live with it and are not guests); word
  of a do all are welcome at (``Gathering.open``) is passed on ``RETELL`` time(s) outside
  one's home and told at home besides ("Shall we go?"); the
  host keeps her own coming gathering in mind however many memories came since (the knobs
  that, with the brain's sharing chance, set how far news travels in two days: the paper's
  52 % for a party);
  what one heard second-hand (not from the one it is about: ``meta["hand"] == 2``) is passed on
  only by ``HEARSAY_SHARE`` of those who hold it, so rumour chains stay short, and a second-hand
  report of something already done ("Ann went to the party") not at all (``PAST_HEARSAY``):
  stale gossip, not news anyone can act on.

A memory that holds a record (``meta["fact"]``: ``game.mind.records.Fact``) is judged by it
alone (its news index item: ``game.mind.news_index``): secret, news or not, whom it is about
(never told to any of them), its gathering (never told once over), and its key (never told
again to a listener any member of the talk was told, whatever memory holds it). A prose memory
with no record is judged by the process's reading (``game.mind.language``): its secret, its
date, whether it announces, happened, names someone. Who was told what, and who has it, is
``game.mind.news_holders``.

The brain decides whether to bring an offered item up; the mind only offers. Cost: each memory
that could be news is read and parsed once, when it is new (``game.mind.news_index``); a call
then finds the newest ``SCAN`` ids in the numeric columns and checks only the candidates among
them, so a line costs the same on day 7 as on day 1 (it used to copy out 400 memories).
"""

from __future__ import annotations

import zlib
from datetime import date

import numpy as np

from game.mind import language
from game.mind.inner.complaints import is_complaint
from game.mind.memory_record import kind_codes
from game.mind.news_holders import invited, saw_it, told_counts
from game.mind.news_index import NEWS_KINDS, NewsIndex, NewsItem, index_of
from game.mind.public_matter import asks_any

NEWS_MIN = 6.0  # someone else's news must be this poignant to pass on
OWN_MIN = 3.0  # one's own: anything that is not routine, a habit or a mere opinion
DECAY_HOURS = 24.0
RETELL = 1  # other people's news: told on to one person at most
OWN_RETELL = 1  # one's own small news: to the first person who will care; then it is just talk
GUEST_SHARE = 1 / 3  # an invitation to one's own gathering: to this share of the town
BIG_RETELL = 8  # (or to the first eight one meets, when the town's size is not known)
ANNOUNCE_RETELL = 4  # news about oneself one breaks to a few (a candidacy, an engagement)
HEARSAY_SHARE = 0.5  # second-hand news (heard from someone it is not about) passed on this often
PAST_HEARSAY = False  # whether a second-hand report of something done is passed on further
SCAN = 400
_NEWS_CODES = kind_codes(NEWS_KINDS)


def fact_words(text: str) -> set[str]:
    """The words two texts are compared by (three letters or more, lower case)."""
    return {w for w in language.reading().words(text) if len(w) > 2}


def same_fact(wa: set[str], wb: set[str]) -> bool:
    """Whether two memories (as ``fact_words``) hold the same fact: most words of the shorter
    are in the longer."""
    return bool(wa and wb) and len(wa & wb) >= 0.7 * min(len(wa), len(wb))


def passes_on_hearsay(rid: str, mid: int) -> bool:
    """Whether a resident passes on a fact it heard second-hand (not from the one it is about):
    for a ``HEARSAY_SHARE`` of (resident, fact) pairs, fixed by a hash so a run repeats. What one
    heard from the person themselves is surer and told on more readily; this keeps long chains
    of rumour rarer."""
    return zlib.crc32(f"{rid}:{mid}".encode()) % 1000 < HEARSAY_SHARE * 1000


def _asked(resident, it) -> bool:
    """A request of one's own already made (its memory among those told to whom it asks): "I
    want to ask Tom ..." is no news once one has asked him; what came of it is."""
    f = it.fact
    if f is None or not f.ask or not it.own or len(f.about) < 2 or is_complaint(f):
        return False  # (a complaint said to their face is still one to tell others)
    rel = resident.relations.get(f.about[1])
    return rel is not None and it.id in rel.told


def _recent_ids(memory, n: int) -> set[int]:
    """Ids of the ``n`` alive news-kind memories with the latest ``created`` (as
    ``MemoryStream.recent`` picks them, without copying each memory out)."""
    cols = memory.columns()
    mask = np.isin(cols.kind, _NEWS_CODES) & cols.alive
    idx = np.flatnonzero(mask)
    if idx.size > n:
        idx = idx[np.argpartition(-cols.created[idx], n - 1)[:n]]
    return set(idx.tolist())


def _score(it: NewsItem, imp10: int, me_own: bool, now_s: float, today, index: NewsIndex) -> float:
    """How much an index item is news now: its importance (a point more when one's own) less a
    point per ``DECAY_HOURS``; one with a day ahead keeps it until then, none once it is past."""
    if today is not None and it.fact is not None and it.fact.event is None:
        day = index.date_of(it, today.year)
        if day is not None and day < today:
            return 0.0  # its day is past: no longer news
    if today is not None and not it.event and not it.happened:
        day = index.date_of(it, today.year)
        if day is not None:
            if day < today:
                return 0.0
            return imp10 + (1.0 if day == today else 0.5)
    age_h = max(0.0, now_s - it.created) / 3600.0
    return imp10 + (1.0 if me_own else 0.0) - age_h / DECAY_HOURS


def pick_news(
    resident,
    listener_ids: list[str],
    now_s: float,
    k: int = 2,
    listener_names: tuple[str, ...] = (),
    today: date | None = None,
):
    """Up to ``k`` memories worth telling these listeners now, best first (see module doc).

    Cost: an index of the resident's possible news, updated with its new memories only; each
    call reads the ``SCAN`` newest ids from the numeric columns and checks the few candidates
    among them."""
    me = resident.name
    rels = [resident.relations.get(lid) for lid in listener_ids]
    # what any listener was told already is not told again to the group: those who have it
    # would hear it twice (the one who has not may hear it another time)
    told_all: set[int] = set()
    told_every: set[int] | None = None  # told to every listener: not even an invitation again
    for rel in rels:
        told = set(rel.told) | set(rel.has) if rel else set()
        told_all |= told
        told_every = told if told_every is None else told_every & told
    told_every = told_every or set()
    confidants = all(rel is not None and rel.confidant() for rel in rels) and bool(rels)
    # one's family lives with one's standing projects: they are no news at home
    family = bool(rels) and all(rel is not None and rel.kind == "family" for rel in rels)
    home = any(rel is not None and "home" in rel.ties for rel in rels)
    ages = [resident.relations.ages.get(lid, 0) for lid in listener_ids]
    index = index_of(resident)
    names_in = language.reading().names_in
    addressed = language.reading().addressed
    window = _recent_ids(resident.memory, SCAN)
    minute = int(now_s // 60) % 1440  # game seconds count from a midnight (GameClock.seconds)
    cands = sorted(
        (
            it
            for i, it in index.items.items()
            if (i in window or (it.own and it.fact is not None and it.fact.event is not None))
            and i not in told_every
            and (i not in told_all or (it.own and it.fact is not None and it.fact.event))
            and not _asked(resident, it)
        ),
        key=lambda it: (it.created, it.id),
    )
    if not cands:
        return []
    imp = resident.memory.columns().importance
    counts = told_counts(resident)
    # the same fact in another memory (a seed and a plan, one's own news and a retelling) is
    # no news to those already told it
    # (read from the index: every told memory was once a candidate there)
    told_words = [fact_words(index.items[i].content) for i in told_all if i in index.items]
    # an invitation to one's own gathering goes to a group while anyone in it lacks it (a host
    # asks the newcomer, the others hear it again); everything else not while anyone has it
    told_keys = {
        index.items[i].fact.key
        for i in told_all
        if i in index.items
        and index.items[i].fact
        and not (index.items[i].own and index.items[i].fact.event and i not in told_every)
    }
    picks = []
    settled = index_of(resident).settled(resident.id)
    # a story the listeners have part of (same topic, same people) is not told again in
    # another of its parts: one crush confided, not three
    stories = {
        (it.fact.topic, frozenset(it.fact.about))
        for it in index.items.values()
        if it.fact is not None and it.fact.key in told_keys and it.fact.topic != "other"
    }
    for it in cands:
        if it.source in listener_ids:
            continue
        if it.fact is None and it.made_with and saw_it(resident, it.made_with, listener_ids):
            continue  # they were there, or went home to someone who was: they know how it went
        if it.fact is not None and it.fact.key in settled:
            continue  # history: a later record of the same story says how it turned out
        if it.fact is not None and (it.fact.topic, frozenset(it.fact.about)) in stories:
            continue
        if it.fact is not None:
            if not _fact_for(it, it.fact, listener_ids, told_keys, today, confidants, minute):
                continue
            if it.fact.event is not None and not asks_any(it.fact.topic, ages):
                continue  # a meeting is for grown-ups: not to a talk of children
            if not it.fact.news:
                continue  # a habit, a wish, a view: for talk, not news
            if it.own and it.seed and home:
                continue  # one's household lives with one's standing story
        elif told_words:
            words = fact_words(it.content)
            if any(same_fact(words, t) for t in told_words):
                continue
        own = it.own
        if own and not it.own_news:
            continue
        told_to = counts.get(it.id, 0)
        open_do = it.fact is not None and it.fact.open_to_all  # (all welcome at it)
        if not own and home and open_do:
            limit = told_to + 1  # word of a do all are welcome at goes home with one ("shall
            # we go?"): told at home whoever else was told it (``invited`` counts them)
        elif not own:
            limit = RETELL
            if open_do:
                told_to = invited(resident, it.id)  # (those one lives with not counted)
            if it.hand == 2 and (
                (it.happened and not PAST_HEARSAY) or not passes_on_hearsay(resident.id, it.id)
            ):
                continue  # what others did, heard second-hand, is stale gossip: not passed on
        elif _big(it, today):
            limit, told_to = guests(resident), invited(resident, it.id)  # (not housemates)
        else:
            limit = max(ANNOUNCE_RETELL if it.announce else OWN_RETELL, it.reach)
            if family and it.seed and not it.announce and not it.secret:
                continue
        if told_to >= limit:
            continue
        if (
            it.fact is None
            and it.secret
            and (not own or not confidants or names_in(it.content, listener_names))
        ):
            continue  # a secret goes to a confidant, never to the one it is kept from
        if (
            it.fact is None
            and names_in(it.content, listener_names)
            and not (
                own
                and not it.happened  # "I quarrelled with you" is no news to you
                and all(
                    addressed(it.content, n) for n in listener_names if names_in(it.content, (n,))
                )
            )
        ):
            continue
        imp10 = int(round(float(imp[it.id]) * 10))
        me_own = own if it.fact is not None else it.content.startswith((me + " ", me + "'s"))
        s = _score(it, imp10, me_own, now_s, today, index)
        if s < (OWN_MIN if own else NEWS_MIN):
            continue
        picks.append((not own, -s, -it.created, it.id))
    picks.sort(key=lambda t: t[:3])
    return [resident.memory.get(t[3]) for t in picks[:k]]


def guests(resident) -> int:
    """How many people outside its home a resident invites to its own gathering: a third of
    the town's other residents (``relations.ages`` holds everyone's): eight in a town of 25,
    twenty in a town of 60."""
    others = len(getattr(resident.relations, "ages", None) or ()) - 1
    return max(1, round(GUEST_SHARE * others)) if others > 0 else BIG_RETELL


def _big(it: NewsItem, today: date | None) -> bool:
    if it.fact is None:
        return language.reading().invitation_ahead(it.content, today)
    ev = it.fact.event
    return ev is not None and today is not None and it.own and date.fromisoformat(ev.date) >= today


def _fact_for(it, fact, listeners, told_keys, today, confidants, minute=None) -> bool:
    """Whether a recorded fact may be told to these listeners: not to anyone it is about (its
    subject has it; the others it names are no audience for it), not to those already told it
    (by key, whichever memory holds it), not once its event is over, and a secret only by its
    own subject to confidants."""
    if fact.key in told_keys or any(a in listeners for a in fact.about):
        return False
    if today is not None and fact.over(today, minute):
        return False
    return not fact.secret or (it.own and confidants)
