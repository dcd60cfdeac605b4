"""Conversations, line by line: each line is one brain call from persona, relationship,
situation and retrieved memories.

The paper's design costs a relationship summary plus a retrieval prompt per line; here the
relationship summary is kept in ``relations`` instead. Each line's request carries the retrieved
memories, the news the speaker could pass on (``news.pick_news``: fresh, not secret unless to a
confidant, not back to its subject) and the situation (``talk_context``: whose place this is,
the speaker's day, what it saw the listener do, what it already said today). Each listener
is seen as ``listeners.listener`` reads them; a gathering held where the talk is, as
``gathering_here`` finds it. After the line, what it told is counted as told to the listeners
(``Relationship.told``) and who else has it is passed along (``news_holders``). What a finished
talk leaves in each participant is ``talk_outcome``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta

from game.mind import appointments, gatherings, intentions, requests
from game.mind.brain import (
    Feeling,
    Utterance,
    UtteranceRequest,
)
from game.mind.facts import Fact
from game.mind.gathering_here import at_it, held_here
from game.mind.listeners import listener, with_mood
from game.mind.news import fact_words, pick_news
from game.mind.news_about import about_household, about_people, home_troubles, on_matter
from game.mind.news_holders import held_keys, holders_of, holds, retold, shared_with
from game.mind.retrieve import retrieve
from game.mind.said_lately import said_lately
from game.mind.show_of_hands import stance
from game.mind.talk_context import context_lines
from game.mind.types import Line, Place
from game.world.clock import EPOCH

NEWS_KINDS = ("observation", "conversation", "reflection")


@dataclass(frozen=True, kw_only=True)
class ConversationView:
    """What a participant's job needs to know about a conversation in progress."""

    id: int
    participants: tuple[tuple[str, str], ...]  # (id, name), in speaking order
    place: Place
    transcript: tuple[Line, ...]
    max_lines: int

    def others(self, me: str) -> tuple[tuple[str, str], ...]:
        return tuple(p for p in self.participants if p[0] != me)


def overlap(a: str, b: str) -> float:
    """Share of ``a``'s words found in ``b``: did a line carry this fact?"""
    wa = fact_words(a)
    return len(wa & fact_words(b)) / len(wa) if wa else 0.0


def carried(fact: str, line: str, speaker: str) -> bool:
    """Did ``line`` pass on ``fact``? Its words, less the speaker's own name (one's own news is
    told in the first person), mostly appear in the line."""
    core = fact[len(speaker) :] if fact.startswith(speaker) else fact
    return overlap(core, line) >= 0.6


def _own_minute(resident, now_s: float, minute: int) -> int:
    """The clock's ``minute`` counted from the start of the resident's own day (its plan's
    date): 15 minutes past midnight, still up on Saturday's plan, is Saturday's minute 1455."""
    sched = resident.schedule
    if sched is None:
        return minute
    return resident.day_minute(EPOCH + timedelta(seconds=now_s), sched.date)


def _day_start(resident, now_s: float, minute: int) -> float:
    return now_s - minute * 60


def next_line(
    resident, services, conv: ConversationView, now_s: float, minute: int, when, moods=None
) -> Utterance:
    """Generate this resident's next line. Runs in the resident's cognition job. ``moods``:
    the members' ``Feeling`` as the sim holds them (the speaker's own, and what it notices of
    those it is close to), None when the inner life is not passed."""
    others = conv.others(resident.id)
    day0 = _day_start(resident, now_s, minute % 1440)
    moods = moods or {}
    listeners = tuple(
        with_mood(resident, listener(resident, i, n, day0), moods.get(i)) for i, n in others
    )
    topic = " ".join(n for _, n in others)
    if conv.transcript:
        topic += " " + conv.transcript[-1].text
    vec = services.embedder.embed([topic])[0]
    scored = retrieve(
        resident.memory,
        vec,
        now_s,
        k=resident.config.context_memories,
        weights=resident.config.weights,
        kinds=("observation", "conversation", "reflection"),
    )
    # A person passes on a piece or two of news per conversation, not everything they know:
    # only a speaker's first three lines are offered news.
    spoken = sum(1 for ln in conv.transcript if ln.speaker == resident.id)
    news = (
        pick_news(
            resident,
            [i for i, _ in others],
            now_s,
            k=2,
            listener_names=tuple(n for _, n in others),
            today=resident.plan_day(),
        )
        if spoken < 3
        else []
    )
    # (asked after one of theirs: what one holds of them; only a reply to one line)
    last_line = conv.transcript[-1] if conv.transcript else None
    pair = last_line is not None and last_line.speaker != resident.id and len(others) == 1
    ids = tuple(i for i, _ in others)
    # (the minute of one's own day: past midnight, still up, yesterday's gatherings are over)
    own_minute = _own_minute(resident, now_s, minute)
    about_home = about_household(resident, ids, resident.plan_day(), own_minute) if pair else []
    # (told news of someone: what else one holds of them, the same way)
    related = (
        about_people(
            resident,
            set(last_line.fact.about),
            ids,
            resident.plan_day(),
            own_minute,
            skip=(last_line.fact.key,),
        )
        if pair and last_line.fact is not None
        else []
    )
    day_minute = minute % 1440
    # no invitation to a gathering where it is about to be, or is, held: they are there
    news = [m for m in news if not at_it(m, conv.place.sector, resident.plan_day(), day_minute)]
    context = context_lines(
        resident,
        conv,
        _plan_minute(resident, minute),
        _day_start(resident, now_s, day_minute),
        when,
    )
    last = conv.transcript[-1] if conv.transcript else None
    heard_before = (
        last is not None
        and last.speaker != resident.id
        and (holds(resident, last.fact) if last.fact else _held(resident, scored, last))
    )
    going = ""
    if last is not None and last.speaker != resident.id and last.fact and last.fact.event:
        if not last.fact.over(resident.plan_day() or date.min, minute % 1440):
            going = gatherings.answer(
                resident,
                services,
                last.fact.event,
                services.seed,
                now_s,
                last.speaker,
                last.fact.topic,
            )
    request = requests.put_to(resident.id, last)  # a favour just asked of me
    answer = requests.answer(resident, last.speaker, request, services.seed) if request else ""
    meet = appointments.arrange(resident, request, now_s) if answer in ("yes", "") else None
    answer = requests.in_time(answer, request, meet)  # (a hand with a gathering: before it)
    appointment = appointments.under_way(resident, ids, conv.place.sector, now_s)
    matter = (
        on_matter(resident, appointment.what, ids, resident.plan_day(), own_minute)
        if appointment is not None and appointment.host == resident.id
        else []
    )
    req = UtteranceRequest(
        going=going,
        request_answer=answer,
        request_meet=meet,
        appointment=appointment,
        speaker=resident.card(),
        listeners=listeners,
        place=conv.place,
        now=day_minute,
        transcript=conv.transcript,
        memories=tuple(s.memory.as_line(when(s.memory.created)) for s in scored) + context,
        news=tuple(_news_line(resident, m, when) for m in news),
        household_news=tuple(_news_line(resident, m, when) for m in about_home),
        related_news=tuple(_news_line(resident, m, when) for m in related),
        matter_news=tuple(_news_line(resident, m, when) for m in matter),
        gathering_here=(
            here := held_here(resident, conv.place.sector, resident.plan_day(), day_minute)
        ),
        stance=stance(resident, here, services.seed),
        max_turns_left=max(1, conv.max_lines - len(conv.transcript)),
        heard_before=heard_before,
        retold=retold(resident),
        mood=moods.get(resident.id) or Feeling(),
        housemates=tuple(
            k for k in resident.relations.households.get(resident.id, ()) if k != resident.id
        ),
        housemate_bonds=tuple(
            (k, resident.relations.summary_of(k))
            for k in resident.relations.households.get(resident.id, ())
            if k != resident.id
        ),
        household=resident.relations.housemates(resident.id),
        home_troubles=home_troubles(resident),
        said_lately=said_lately(resident, day0),
        intent=intentions.toward(resident, others[0][0], now_s) if others else "",
        known=tuple(
            sorted(
                (r.other, r.name)
                for r in resident.relations
                if resident.relations.acquainted(r.other)
            )
        ),
    )
    utt = services.brain.next_utterance(req)
    text = " ".join(utt.text.split())[:300] or "Hm."
    offered = {m.id: m for m in (*news, *about_home, *related)}
    if utt.told:  # the brain says which news it told
        told_now = [offered[i] for i in utt.told if i in offered]
    else:  # a fact counts as told once a line carried most of it
        told_now = [m for m in offered.values() if carried(m.content, text, resident.name)]
    for m in told_now:
        for lid, _ in others:
            told = resident.relations.know(lid, dict(others)[lid]).told
            if m.id not in told:  # one person told twice is still one person
                told.append(m.id)
    facts = [f for f in (Fact.from_meta(m.meta.get("fact")) for m in told_now) if f]
    fact = facts[0] if facts else utt.fact  # news told, else a fact the brain says it voiced
    answer = requests.voiced(request, answer, utt.fact)  # (a date: the brain's yes or no)
    if request is not None and (came := requests.came_of(resident, request, answer, others, meet)):
        fact = came  # the answer to a request: what came of it, as a record the asker hears
    # standing facts of one's own, said (besides the news told): told to them
    voiced = ([utt.fact.key] if utt.fact is not None else []) + list(utt.also)
    told_keys = {f.key for f in facts}
    held = held_keys(resident) if voiced else {}
    # (in the line's order, each once: what ``told`` holds is saved, and must not depend on a
    # set's order from one process to the next)
    for key in dict.fromkeys(k for k in voiced if isinstance(k, str) and k not in told_keys):
        mid = held.get(key)
        for lid, lname in others:
            told = resident.relations.know(lid, lname).told
            if mid is not None and mid not in told:
                told.append(mid)
    holders = []
    if fact is not None:  # who else has it, as far as the teller knows
        holders.append((fact.key, holders_of(resident, fact.key)))
    if heard_before and last is not None and last.fact is not None:  # "I'd heard: X told me"
        holders.append((last.fact.key, (resident.id, *holders_of(resident, last.fact.key))))
    if spoken == 0:  # to those a story is about: whom one has told it, or heard it from
        holders.extend(shared_with(resident, [i for i, _ in others]))
    return Utterance(
        text=text, end=utt.end, fact=fact, to=utt.to, asks=utt.asks, holders=tuple(holders)
    )


def _news_line(resident, m, when):
    """An offered memory as the brain sees it, with whom one had it from (a full name) when
    one learned it from someone one knows: "Ann was telling me ..." is the record's, too."""
    line = m.as_line(when(m.created))
    src = m.meta.get("source") if m.meta.get("learned") else None
    rel = resident.relations.get(src) if isinstance(src, str) else None
    return replace(line, source=rel.name) if rel is not None and rel.name else line


def _held(resident, scored, line) -> bool:
    """Whether a memory that came to mind (learned from someone else, or one's own) already
    holds what ``line`` tells: a fact told twice is no news the second time."""
    for s in scored:
        m = s.memory
        if (m.meta.get("learned") or m.meta.get("seed")) and carried(m.content, line.text, ""):
            return True
    return False


def _plan_minute(resident, minute: int) -> int:
    """The minute on the schedule's own clock (past 1440 for a night owl after midnight)."""
    sched = resident.schedule
    if sched is None:
        return minute
    p = resident.persona
    if p.sleep < p.wake and minute < p.sleep and sched.blocks and sched.blocks[-1].end > 1440:
        return minute + 1440
    return minute
