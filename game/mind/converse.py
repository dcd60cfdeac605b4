"""Conversations: lines generated from persona, relationship, situation and retrieved memories;
what each participant takes away; how news moves from one memory stream into another.

One brain call per line (the paper's design costs a relationship summary plus a retrieval prompt
per line; here the relationship summary is kept in ``relations`` instead). Each line's request
carries the retrieved memories, the news the speaker could pass on (``news.pick_news``: fresh,
not secret unless to a confidant, not back to its subject) and the situation
(``talk_context``: whose place this is, the speaker's day, what it saw the listener do, what it
already said today). After the last line every participant summarises the talk from its own
point of view, stores the transcript as a ``conversation`` memory, stores each fact it *learned*
as its own memory with the source and the conversation id (so spread can be traced), remembers
a notable talk (a quarrel, a date asked for) as an event it can tell others about, updates its
relationship records and, when it heard of something happening today, re-plans the rest of
the day.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta

from game.mind import days, gatherings, intentions, language
from game.mind.brain import (
    ConversationSummaryRequest,
    Feeling,
    Listener,
    Utterance,
    UtteranceRequest,
)
from game.mind.facts import HEARD, Fact
from game.mind.inner.mood import noticed
from game.mind.news import (
    fact_words,
    held_keys,
    holders_of,
    known_to,
    note_holders,
    pick_news,
    shared_with,
)
from game.mind.retrieve import retrieve, similarities
from game.mind.talk_context import context_lines
from game.mind.types import Line, MemoryLine, Place

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


def listener(resident, other: str, name: str, day_start_s: float | None = None) -> Listener:
    """Someone ``resident`` talks to, as the brains see them: the bond, and whether and how
    the resident already knows them (records, not text to read back); with ``day_start_s``
    (the game second today began), whether they already talked today."""
    rel = resident.relations
    last = rel.get(other).last_talked if rel.get(other) is not None else None
    return Listener(
        talked_today=day_start_s is not None and last is not None and last >= day_start_s,
        talked_before=last is not None,
        id=other,
        name=name,
        relationship=rel.summary_of(other),
        knows=rel.acquainted(other),
        ties=rel.ties_with(other),
        places=rel.places_of(other),
        confidant=bool(rel.get(other) and rel.get(other).confidant()),
        has=known_to(resident, other),
        age=rel.ages.get(other, 0),
    )


def _with_mood(resident, who: Listener, feeling) -> Listener:
    """``who`` with their mood when ``resident`` is close to them and it shows."""
    rel = resident.relations.get(who.id)
    seen = noticed(feeling, rel.closeness if rel is not None else 0.0)
    return replace(who, mood=seen) if seen is not None else who


def _today(resident) -> date | None:
    sched = resident.schedule
    return date.fromisoformat(sched.date) if sched is not None else None


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
        _with_mood(resident, listener(resident, i, n, day0), moods.get(i)) for i, n in others
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
            today=_today(resident),
        )
        if spoken < 3
        else []
    )
    day_minute = minute % 1440
    # no invitation to a gathering where it is about to be, or is, held: they are there
    news = [m for m in news if not _at_it(m, conv.place.sector, _today(resident), day_minute)]
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
        if not last.fact.over(_today(resident) or date.min, minute % 1440):
            going = gatherings.answer(
                resident, services, last.fact.event, services.seed, now_s, last.speaker
            )
    req = UtteranceRequest(
        going=going,
        speaker=resident.card(),
        listeners=listeners,
        place=conv.place,
        now=day_minute,
        transcript=conv.transcript,
        memories=tuple(s.memory.as_line(when(s.memory.created)) for s in scored) + context,
        news=tuple(m.as_line(when(m.created)) for m in news),
        max_turns_left=max(1, conv.max_lines - len(conv.transcript)),
        heard_before=heard_before,
        mood=moods.get(resident.id) or Feeling(),
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
    offered = {m.id: m for m in news}
    if utt.told:  # the brain says which news it told
        told_now = [offered[i] for i in utt.told if i in offered]
    else:  # a fact counts as told once a line carried most of it
        told_now = [m for m in news if carried(m.content, text, resident.name)]
    for m in told_now:
        for lid, _ in others:
            told = resident.relations.know(lid, dict(others)[lid]).told
            if m.id not in told:  # one person told twice is still one person
                told.append(m.id)
    facts = [f for f in (Fact.from_meta(m.meta.get("fact")) for m in told_now) if f]
    fact = facts[0] if facts else utt.fact  # news told, else a fact the brain says it voiced
    if fact is not None and not facts:  # a standing fact of one's own, said: told to them
        mid = held_keys(resident).get(fact.key)
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


def _at_it(m, sector: str, today: date | None, minute: int) -> bool:
    """Whether memory ``m`` tells a gathering held here, today, within the hour or under way."""
    fact = Fact.from_meta(m.meta.get("fact"))
    ev = fact.event if fact is not None else None
    return (
        ev is not None
        and today is not None
        and ev.place == sector
        and ev.date == today.isoformat()
        and ev.start - 60 <= minute < ev.end
    )


def holds(resident, fact: Fact) -> bool:
    """Whether the resident has a memory of this fact (by its key: whoever told it)."""
    return fact.key in held_keys(resident)


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


def conclude(resident, services, conv: ConversationView, now_s: float) -> list[int]:
    """Remember a finished conversation; returns the new memory ids."""
    others = conv.others(resident.id)
    names = dict(others)
    card = resident.card()
    summary = services.brain.summarize_conversation(
        ConversationSummaryRequest(
            persona=card,
            others=tuple(listener(resident, i, n) for i, n in others),
            transcript=conv.transcript,
        )
    )
    heard = _facts_heard(resident, conv)
    _note_holders(resident, conv, names)
    learned = [
        f.strip()
        for f in summary.learned
        if f
        and f.strip()
        and not any(carried(fact.text(), f, "") for _, fact in heard)
        and not _already_known(resident, f)
    ]
    transcript = [[ln.speaker, ln.name, ln.text] for ln in conv.transcript]
    with_names = ", ".join(names.values())
    text = summary.summary.strip() or f"{resident.name} talked with {with_names}"
    content = f"Conversation with {with_names} at {conv.place.sector}: {text}"
    # Scored by rule now and judged by the brain later with the next batch of observations:
    # a judgement call here would sit on the critical path of every conversation's end.
    imp = language.reading().importance(content)
    ids = [
        resident.memory.add(
            content,
            kind="conversation",
            now=now_s,
            importance_10=max(imp, 3),
            keywords=list(names.values()),
            meta={
                "conversation": conv.id,
                "transcript": transcript,
                "with": list(names),
                "at": conv.place.sector,
                **({"felt": summary.felt} if summary.felt in ("good", "bad") else {}),
            },
        )
    ]
    for fact in learned:
        source = _source_of(fact, conv.transcript, resident.id)
        # first-hand when the teller is the one the fact is about; otherwise hearsay
        teller = names.get(source, "")
        hand = 1 if teller and fact.startswith((teller + " ", teller + "'s ")) else 2
        ids.append(
            resident.memory.add(
                fact,
                kind="conversation",
                now=now_s,
                importance_10=language.reading().importance(fact),
                meta={"learned": True, "source": source, "conversation": conv.id, "hand": hand},
            )
        )
    for teller, fact in heard:  # facts told as records: the same record, with who told it
        ids.append(
            resident.memory.add(
                fact.text(),
                kind="conversation",
                now=now_s,
                importance_10=language.reading().importance(fact.text()),
                keywords=[HEARD] if fact.event is not None else [],
                meta={
                    "learned": True,
                    "source": teller,
                    "conversation": conv.id,
                    "hand": 1 if teller == fact.subject else 2,
                    "fact": fact.to_meta(),
                },
            )
        )
    have = held_keys(resident)
    for made in summary.made:  # what the talk made (a date asked for): one's own record
        if not isinstance(made, Fact) or made.subject != resident.id or made.key in have:
            continue
        said = made.text(resident.id)
        ids.append(
            resident.memory.add(
                said,
                kind="observation",
                now=now_s,
                importance_10=max(6, language.reading().importance(said)),
                meta={
                    "event": True,
                    "conversation": conv.id,
                    "with": list(names),
                    "fact": made.to_meta(),
                },
            )
        )
    event = _event_of(resident, text, conv.place.sector, now_s)
    if event and not summary.made:
        # a record, the same key for everyone who was there and for the same people's rows:
        # one feud, however many tell it and however often they have words
        rivals = [o for o in names if (rel := resident.relations.get(o)) and rel.kind == "quarrel"]
        pair = (resident.id, *(rivals if len(rivals) == 1 else names))
        record = Fact(
            key=f"row:{'+'.join(sorted(pair))}",
            about=(resident.id, *names),
            topic="quarrel",
            mine=text.rstrip(".") + ".",
            told=event,
        )
        ids.append(
            resident.memory.add(
                event,
                kind="observation",
                now=now_s,
                importance_10=language.reading().importance(event),
                meta={
                    "event": True,
                    "conversation": conv.id,
                    "with": list(names),
                    "fact": record.to_meta(),
                },
            )
        )
    _note_others_holding(resident, conv, names)
    resident.unjudged.extend(ids)
    for oid, oname in others:
        resident.relations.after_talk(
            oid, oname, now_s, summary.relationships.get(oid, ""), summary.closeness.get(oid, 0.02)
        )
    resident.last_talk_s = now_s
    resident.conversations += 1
    resident.note(f"talked with {with_names}: {text}")
    sched = resident.schedule
    if sched is not None:
        today_news = [
            MemoryLine(id=i, text=resident.memory.get(i).content, kind="conversation")
            for i in ids[1:]
            if resident.memory.get(i).meta.get("learned")
            and language.reading().importance(resident.memory.get(i).content) >= 6
            and days.about_today(resident.memory.get(i).content, sched.date)
        ]
        if today_news:
            days.revise_day(resident, services, now_s, today_news)
    return ids


def _facts_heard(resident, conv: ConversationView) -> list[tuple[str, Fact]]:
    """(teller id, fact) for each recorded fact others told in this talk that the resident did
    not hold, once per fact."""
    have = set(held_keys(resident))
    out = []
    for ln in conv.transcript:
        f = ln.fact
        if f is None or ln.speaker == resident.id or f.key in have:
            continue
        have.add(f.key)
        out.append((ln.speaker, f))
    return out


def _note_holders(resident, conv: ConversationView, names: dict[str, str]) -> None:
    """A fact one already held, told by someone in this talk: they have it too, so it is not
    told back to them (``news.known_to`` reads ``Relationship.told``)."""
    have = held_keys(resident)
    for ln in conv.transcript:
        f = ln.fact
        if f is None or ln.speaker == resident.id or f.key not in have:
            continue
        told = resident.relations.know(ln.speaker, names.get(ln.speaker, ln.name)).told
        if have[f.key] not in told:
            told.append(have[f.key])


def _note_others_holding(resident, conv: ConversationView, names: dict[str, str]) -> None:
    """Who has the facts of this talk, as far as the resident can tell: everyone present heard
    a fact told aloud, and a teller (or one who had heard it already) let on who else has it."""
    members = set(names)
    for ln in conv.transcript:
        if ln.speaker == resident.id:
            continue
        if ln.fact is not None:
            note_holders(resident, ln.fact.key, members, names)
        for key, ids in ln.holders:
            note_holders(resident, key, ids, names)


def _event_of(resident, summary: str, sector: str, now_s: float) -> str:
    """A notable talk (a quarrel, a date asked for, an invitation), as a dated statement about
    the resident that it may pass on; '' for an ordinary chat. Only the brain's first-person
    summary is used ("I argued with Tom about the noise" -> "Ann Lee argued ...")."""
    reading = language.reading()
    if reading.importance(summary) < 6 or not reading.did_notable(summary):
        return ""
    if reading.is_secret(summary):
        return ""  # what happens in a romance stays with the two of them
    stamp = days.EPOCH + timedelta(seconds=now_s)
    body = summary[2:].rstrip(".")
    where = "" if sector.lower() in body.lower() else f" at {sector}"
    return (
        f"{resident.name} {body}{where} on {stamp.strftime('%A')}, "
        f"{stamp.strftime('%B')} {stamp.day}."
    )


def _already_known(resident, fact: str) -> bool:
    """Hearing one's own news back is not learning: skip facts the resident already holds."""
    vec = resident.embedder.embed([fact])[0]
    mem = resident.memory
    if len(mem) == 0:
        return False
    emb = mem.columns().embeddings
    best = int(similarities(emb, vec[None])[:, 0].argmax())  # no BLAS threads (see retrieve)
    return overlap(fact, mem.get(best).content) >= 0.9


def _source_of(fact: str, transcript: tuple[Line, ...], me: str) -> str:
    """Who said it: the other speaker whose line carries most of the fact."""
    best, best_score = "", 0.0
    for ln in transcript:
        if ln.speaker == me:
            continue
        score = overlap(fact, ln.text)
        if ln.name and fact.startswith(ln.name):
            score = max(score, overlap(fact[len(ln.name) :], ln.text))
        if score > best_score:
            best, best_score = ln.speaker, score
    return best
