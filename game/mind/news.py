"""What a resident could pass on in a conversation: its news, ranked, with secrets kept.

A memory is *news* when it is a statement the resident holds (a seed fact, a fact learned in an
earlier talk, or something it did or saw happen: ``meta["event"]``), poignant enough and fresh:

* **freshness**: a dated event (a party "on Saturday, February 14") keeps its weight until its
  day and is no news once that day is over (what happened there is news again as the event
  memory of those who went); anything else loses a point of importance per ``DECAY_HOURS``;
* **threshold**: ``NEWS_MIN`` (6 of 10: gatherings, campaigns, quarrels, romance, closures);
* **secrets** (a crush, something hidden or not yet told: ``is_secret``) are offered only when
  the secret is the resident's own and every listener is a confidant (``Relationship.confidant``);
  a secret one was told is never passed on;
* **not back to its subject**: a fact naming a listener is not offered, unless it is the
  speaker's own news (Ann may tell Tom she is running against him);
* **not again**: nothing already told to all listeners, nothing a listener told us; other
  people's news is passed on ``RETELL`` time(s), one's own small news ``OWN_RETELL``, and an
  invitation to one's own gathering to ``BIG_RETELL`` people (the knobs that, with the brain's
  sharing chance, set how far news travels in two days: the paper's 52 % for a party);
  what one heard second-hand (not from the one it is about: ``meta["hand"] == 2``) is passed on
  only by ``HEARSAY_SHARE`` of those who hold it, so rumour chains stay short.

The brain decides whether to bring an offered item up; the mind only offers. Cost: one pass over
the newest ``SCAN`` memories' metadata plus a regex or two each.
"""

from __future__ import annotations

import re
import zlib
from datetime import date

NEWS_KINDS = ("observation", "conversation")
NEWS_MIN = 6.0  # someone else's news must be this poignant to pass on
OWN_MIN = 3.0  # one's own: anything that is not routine, a habit or a mere opinion
DECAY_HOURS = 24.0
RETELL = 1  # other people's news: told on to one person at most
OWN_RETELL = 1  # one's own small news: to the first person who will care; then it is just talk
BIG_RETELL = 8  # an invitation to one's own gathering: to the first eight or so one meets
ANNOUNCE_RETELL = 4  # news about oneself one breaks to a few (a candidacy, an engagement)
HEARSAY_SHARE = 0.5  # second-hand news (heard from someone it is not about) passed on this often
SCAN = 400

_SECRET = re.compile(
    r"\bcrush on\b|\bsweet on\b|fallen for|in love with|\bsecret(?:ly)?\b|\bhid(?:es|ing)\b"
    r"|\bhas not told\b|\bhasn't told\b|\bhave not told\b|\bhaven't told\b|\bbehind (?:his|her|their) back\b|\bsuspects?\b"
    r"|\basked \w+ out\b",
    re.IGNORECASE,
)
_MONTHS = (
    "january february march april may june july august september october november december"
).split()
_MONTH_DAY = re.compile(r"\b(" + "|".join(_MONTHS) + r")\s+(\d{1,2})\b", re.IGNORECASE)
_DAY_MONTH = re.compile(r"\b(\d{1,2})\s+(" + "|".join(m[:3] for m in _MONTHS) + r")[a-z]*\b", re.I)


def is_secret(text: str) -> bool:
    """A crush, something hidden, something not yet told: not for everyone's ears."""
    return bool(_SECRET.search(text or ""))


def event_date(text: str, year: int) -> date | None:
    """The calendar day a statement names ("February 14", "14 Feb"), or None."""
    for rx, mi, di in ((_MONTH_DAY, 1, 2), (_DAY_MONTH, 2, 1)):
        m = rx.search(text or "")
        if m:
            month = [x[:3] for x in _MONTHS].index(m.group(mi).lower()[:3]) + 1
            try:
                return date(year, month, int(m.group(di)))
            except ValueError:
                return None
    return None


_ANNOUNCE = re.compile(
    r"\b(?:(?<!not )decided to|has just|just \w+ed|announc|engaged|pregnant|moving (?:in|away|out)"
    r"|is (?:planning|organi[sz]ing|hosting|throwing|starting|opening|leaving)|is going to)\b",
    re.IGNORECASE,
)
_PLANS_TO = re.compile(r"^(?:[A-Z][\w'’-]+ ){1,3}(?:plans|means|hopes|wants|intends) to\b")
_ADDRESSED = r"(?:against|with|to|ask|asked|tell|told|invite|invited|for|from|helping|help|tutors?)"


_HABIT = re.compile(
    r"\b(?:every|most|usually|always|often|each|weekly|daily|now and then|on \w+days"
    r"|\w+day (?:mornings|afternoons|evenings|nights))\b",
    re.I,
)
_OPINION = re.compile(
    r"^(?:[A-Z][\w'’-]+ ){1,3}(?:thinks|wants|hopes|wishes|worries|fears|dreams|needs|would love"
    r"|is considering|has noticed|noticed|suspects|knows|misses|likes|loves|enjoys|plans to ask"
    r"|is proud|keeps forgetting)\b"
)


def own_news(m, today: date | None) -> bool:
    """Which of one's own statements are news to tell, not just what one is like: a happening
    (a quarrel, a party held), an announcement (a candidacy, a plan to host), something ahead
    (an exam next week) or under way; not a habit ("writes at the cafe most mornings") and
    not an opinion or a wish ("thinks the pub should close earlier"): those are for talk."""
    if m.meta.get("event"):
        return True
    if _HABIT.search(m.content) or _OPINION.match(m.content):
        return False
    return True


def big_news(text: str, today: date | None) -> bool:
    """An invitation to one's own gathering ahead: told to everyone one meets. Everything
    else one tells a couple of people (a candidacy is news one breaks to a few at first)."""
    return _ahead(text, today) and bool(_GATHER.search(text))


_GATHER = re.compile(
    r"\b(?:party|gathering|celebration|concert|festival|fair|picnic|wedding|get-together)\b", re.I
)


def _ahead(text: str, today: date | None) -> bool:
    day = event_date(text, today.year) if today is not None else None
    return day is not None and today is not None and day >= today


def addressed(text: str, name: str) -> bool:
    """The listener appears only as the one something is done to or with ("running against
    Tom Reed", "ask Bo Diaz"): the line can say "you" there."""
    first = re.escape(name.split()[0])
    full = re.escape(name)
    mentions = re.findall(rf"\b(?:{full}|{first})\b", text)
    direct = re.findall(rf"\b{_ADDRESSED}\s+(?:{full}|{first})\b", text)
    return bool(mentions) and len(direct) == len(mentions)


def names_in(text: str, names: tuple[str, ...]) -> bool:
    """True when ``text`` names one of these people (full name or first name as a word)."""
    for n in names:
        if not n:
            continue
        if n in text or re.search(rf"\b{re.escape(n.split()[0])}\b", text):
            return True
    return False


_HAPPENED = re.compile(
    r"^(?:(?:[A-Z][\w'’-]+|and) ){1,5}(?:\w+ed|had|went|told|said|met|made|took|gave|got|saw|won|lost|was|were"
    r"|threw|held|sold|brought|caught|taught|built|left|came|ran|wrote|spent)\b"
)


def happened(text: str) -> bool:
    """A statement of something that took place ("Ann Lee argued with ..."), not of a
    plan: its date is when it happened, so it goes stale slowly instead of at midnight."""
    return bool(_HAPPENED.match(text or ""))


def score(m, me: str, now_s: float, today: date | None) -> float:
    """How much ``m`` is news right now (0 when it is stale or routine)."""
    if today is not None and not m.meta.get("event") and not happened(m.content):
        day = event_date(m.content, today.year)
        if day is not None:
            if day < today:
                return 0.0
            return m.importance_10 + (1.0 if day == today else 0.5)
    age_h = max(0.0, now_s - m.created) / 3600.0
    own = 1.0 if m.content.startswith(me + " ") or m.content.startswith(me + "'s") else 0.0
    return m.importance_10 + own - age_h / DECAY_HOURS


def passes_on_hearsay(rid: str, mid: int) -> bool:
    """Whether a resident passes on a fact it heard second-hand (not from the one it is about):
    for a ``HEARSAY_SHARE`` of (resident, fact) pairs, fixed by a hash so a run repeats. What one
    heard from the person themselves is surer and told on more readily; this keeps long chains
    of rumour rarer."""
    return zlib.crc32(f"{rid}:{mid}".encode()) % 1000 < HEARSAY_SHARE * 1000


def told_counts(resident) -> dict[int, int]:
    """Memory id -> how many people the resident has told it to."""
    out: dict[int, int] = {}
    for rel in resident.relations:
        for i in rel.told:
            out[i] = out.get(i, 0) + 1
    return out


def pick_news(
    resident,
    listener_ids: list[str],
    now_s: float,
    k: int = 2,
    listener_names: tuple[str, ...] = (),
    today: date | None = None,
):
    """Up to ``k`` memories worth telling these listeners now, best first (see module doc)."""
    me = resident.name
    rels = [resident.relations.get(lid) for lid in listener_ids]
    told_all: set[int] | None = None
    for rel in rels:
        told = set(rel.told) if rel else set()
        told_all = told if told_all is None else told_all & told
    told_all = told_all or set()
    confidants = all(rel is not None and rel.confidant() for rel in rels) and bool(rels)
    counts = told_counts(resident)
    picks = []
    for m in resident.memory.recent(SCAN, kinds=NEWS_KINDS):
        meta = m.meta
        if m.id in told_all or meta.get("transcript") or meta.get("relation"):
            continue
        if not (meta.get("seed") or meta.get("learned") or meta.get("event")):
            continue
        if meta.get("source") in listener_ids or meta.get("interview"):
            continue
        own = m.content.startswith((me + " ", me + "'s "))
        if own and not own_news(m, today):
            continue
        if not own:
            limit = RETELL
            if meta.get("hand") == 2 and not passes_on_hearsay(resident.id, m.id):
                continue
        elif big_news(m.content, today):
            limit = BIG_RETELL
        else:
            announce = _ANNOUNCE.search(m.content) and not _PLANS_TO.match(m.content)
            limit = ANNOUNCE_RETELL if announce else OWN_RETELL
        if counts.get(m.id, 0) >= limit:
            continue
        if is_secret(m.content) and (
            not own or not confidants or names_in(m.content, listener_names)
        ):
            continue  # a secret goes to a confidant, never to the one it is kept from
        if names_in(m.content, listener_names) and not (
            own
            and not happened(m.content)  # "I quarrelled with you" is no news to you
            and all(addressed(m.content, n) for n in listener_names if names_in(m.content, (n,)))
        ):
            continue
        s = score(m, me, now_s, today)
        if s < (OWN_MIN if own else NEWS_MIN):
            continue
        picks.append((not own, -s, -m.created, m))
    picks.sort(key=lambda t: t[:3])
    return [t[3] for t in picks[:k]]
