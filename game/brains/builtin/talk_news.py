"""News in conversation: whether to bring an offered item up, how to say it, how to take it.

* **Whether**: one's own news is always told (the host invites whoever she meets); whether a
  resident passes someone else's news on at all is one draw per fact, likelier for the
  sociable (``SHARE_BASE``: the knob that calibrates how fast a party or a candidacy spreads;
  the paper: 13 of 25 knew of the party after two days, 8 of 25 of the candidacy), then a
  friend hears it more readily than a stranger. The mind lets a fact be passed on once.
* **How**: a lead (one's own: "I wanted you to hear it from me:"), the fact in the speaker's
  voice and to the listener ("I'm planning a party ...", "... asked you whether you can ..."),
  then sometimes a remark fitting the news (an invitation to one's own event, "don't tell a
  soul" for a secret told to a confidant).
* **Taking it**: a reaction by topic (``news_reactions``), and for an event with a day an
  answer to the invitation that the resident's plan will keep (``events.attend_choice``).
"""

from __future__ import annotations

import re
from datetime import date

from game.brains.builtin import news_lines
from game.brains.builtin.events import attend_choice, bond_with, host_of
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases import lines as phrase_lines
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.tables import active
from game.brains.builtin.talk_facts import ATTEND, attend_set
from game.brains.builtin.text import parse_date
from game.mind.language import reading
from game.mind.types import MemoryLine

SHARE_BASE = 0.40
INVITE_SHARE = 0.8  # someone else's invitation, passed on this much less often
_SECRET = re.compile(r"crush on|sweet on|fallen for|in love with|secret|hid(?:es|ing)|suspects?")


def is_own(fact: str, scene: Scene) -> bool:
    return fact.startswith((scene.sp.name + " ", scene.sp.name + "'s "))


def event_noun(fact: str) -> str:
    m = re.search(r"\b(" + active().event_nouns + r")\b", fact, re.IGNORECASE)
    return m.group(1) if m else ""


_NOT_SOCIAL = re.compile(
    r"^(?:election|vote|interview|exam|test|practical|session|rehearsal|meeting|league|debate)$",
    re.IGNORECASE,
)


def upcoming_event(fact: str, year: int, today: date | None = None) -> bool:
    """A fact announcing a dated gathering still to come, one people may come to (a party, not
    an election or an exam), and not one that already happened."""
    day = parse_date(fact, year)
    noun = event_noun(fact)
    if not noun or _NOT_SOCIAL.match(noun) or day is None or (today is not None and day < today):
        return False
    return not re.search(r"^(?:[A-Z][\w'’-]+ ){1,3}(?:\w+ed|went|held)\b", fact)


def _held(fact: str, scene: Scene) -> bool:
    """Whether the record-less ``fact`` is an account of a gathering (its noun) that is not
    still to come: one went to it, or heard who went."""
    return bool(event_noun(fact)) and not upcoming_event(fact, scene.year, scene.today)


def _mine(m: MemoryLine, scene: Scene) -> bool:
    return m.fact.subject == scene.sp.id if m.fact is not None else is_own(m.text, scene)


def choose(scene: Scene, news: tuple[MemoryLine, ...], said: str, seed: int) -> MemoryLine | None:
    """The offered item to bring up now, or None."""
    lis = scene.listener
    # a grown-up does not tell a child outside the family about anyone's love life
    to_child = (
        lis is not None and 0 < lis.age < 16 and scene.sp.age >= 18 and scene.kind != "family"
    )
    for m in sorted(news, key=lambda m: (not _mine(m, scene), -m.importance, m.id)):
        fact = " ".join(m.text.split())
        if not fact or fact.rstrip(".") in said:
            continue
        if to_child and (
            m.fact.topic == "romance" or m.fact.secret
            if m.fact is not None
            else _SECRET.search(fact)
        ):  # (nor anyone's secrets)
            continue
        if m.fact is not None and m.fact.subject == scene.sp.id:
            return m  # one's own news, as a record: the mind offers it once per listener
        if m.fact is None and _held(fact, scene) and (lis is not None and lis.name in fact):
            continue  # an outing the listener was at (or hosted): they have been told nothing
        if m.fact is None and m.source and _held(fact, scene):
            continue  # who went to someone's do is the goer's story to tell, not hearsay
        if m.fact is None and is_own(fact, scene):
            mine = news_lines.say(fact, scene.sp.name, scene.prof.gender, "")
            if mine and mine.rstrip(".")[:40] in said:
                continue  # already said in my own words earlier in this talk
            return m
        # whether this resident passes this fact on at all is one draw (a gossip or not about
        # this): a trait of the person and the news, the same in every run (not seeded), so
        # how far news goes varies by whom one meets, not by a coin; then whom to: a friend
        # more readily than a stranger. Someone else's invitation is not one's own to hand
        # out: it is passed on more sparingly than other news.
        invite = (
            m.fact.event is not None
            if m.fact is not None
            else upcoming_event(fact, scene.year, scene.today)
        )
        # (a do all are welcome at is everyone's to pass on: "bring gloves, tell your
        # neighbours")
        open_to_all = m.fact is not None and m.fact.open_to_all
        juicy = INVITE_SHARE if invite and not open_to_all else 1.0
        if stable_rand("share", scene.sp.id, fact[:80]) >= juicy * SHARE_BASE * (
            0.5 + scene.prof.sociable
        ):
            continue
        p = {"family": 1.0, "close": 1.0, "romance": 0.9, "known": 0.8, "stranger": 0.3}.get(
            scene.kind, 0.7
        )
        if stable_rand(seed, "share-to", scene.sp.id, scene.lname, fact[:80]) < p:
            return m
    return None


_WENT = "I went to "  # how a finished outing of one's own reads (``news_lines.say``)


def tell(scene: Scene, book: Phrasebook, fact: str, seed: int) -> str:
    """The part of a line that passes ``fact`` on (lead, fact, maybe a remark)."""
    t = active()
    own = is_own(fact, scene)
    lead = book.choose(t.own_news_leads if own else t.news_leads, "lead")
    # "you" only in a talk between two: in a group it would be unclear who is meant
    body = news_lines.say(
        fact,
        scene.sp.name,
        scene.prof.gender,
        scene.lname if len(scene.others) == 1 else "",
        scene.today,
    )
    if own and body.startswith(_WENT):  # one's own outing, in words that vary by telling
        body = f"{book.pick('own_went_to', 'went') or _WENT.strip()} {body[len(_WENT) :]}"
    tail = ""
    year = scene.year
    if _SECRET.search(fact):
        tail = book.pick("tail_secret", "tail")
    elif upcoming_event(fact, year, scene.today):
        tail = book.pick("tail_invite_own" if own else "tail_event", "tail")
    elif stable_rand(seed, "tail", scene.sp.id, fact[:40]) < 0.5:
        tail = book.pick("tail_own" if own else "tail_other", "tail")
    return " ".join(x for x in (lead, body, tail) if x)


def react(
    scene: Scene, book: Phrasebook, body: str, teller: str, seed: int, known: bool = False
) -> str:
    """The hearer's answer to a fact just told (``body`` as ``extract_news`` found it);
    ``known``: the hearer had it already (no surprise, then)."""
    fact = news_lines.hear(body, teller, scene.sp.name)
    if fact.startswith(scene.sp.name):  # it is about me after all
        return book.choose(phrase_lines("react_own_told"), "me")
    if scene.sp.name in fact:  # it concerns me ("... against you")
        return book.pick("react_news_me", "me")
    first = ""
    own = fact.startswith(teller + " ") or fact.startswith(teller + "'s ")
    housemate = scene.lives_with(teller)
    matched = ""
    for topic in active().news_reactions:
        if re.search(topic.pattern, fact, re.IGNORECASE):
            matched = topic.name
            # the teller's own news is answered to them ("Good for you!"), not about them
            lines = topic.lines if not own else active().phrases.get(f"react_own_{topic.name}", ())
            first = book.choose(lines, "news") if lines else ""
            break
    if known:
        first = book.pick("react_known", "news")
    elif (
        own
        and housemate
        and matched not in ("worry", "illness", "quarrel")
        and not upcoming_event(fact, scene.year, scene.today)
        and not reading().happened(fact)  # (where they went today, without one, is news)
    ):
        first = book.pick("react_own_home", "news")  # one's own household knows one's doings
    first = first or book.pick("react_own" if own else "react_news", "news")
    if upcoming_event(fact, scene.year, scene.today):
        bond = bond_with(host_of(fact), scene.sp.name, scene.memories, scene.others)
        choice = attend_choice(scene.sp, fact, scene.year, seed, bond)
        answer = attend_set(ATTEND.get(choice, ""), fact, scene)
        if answer:
            return f"{first} {book.pick(answer, 'attend')}"
    return first
