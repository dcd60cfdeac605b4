"""Conversations: lines generated from persona, relationship and retrieved memories; what each
participant takes away; how news moves from one memory stream into another.

One brain call per line (the paper's design costs a relationship summary plus a retrieval prompt
per line; here the relationship summary is kept in ``relations`` instead). After the last line
every participant summarises the talk from its own point of view, stores the transcript as a
``conversation`` memory, stores each fact it *learned* as its own memory with the source and the
conversation id (so spread can be traced), updates its relationship records and revises its plan.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.mind.brain import ConversationSummaryRequest, Listener, Utterance, UtteranceRequest
from game.mind.importance import rule_importance
from game.mind.retrieve import retrieve
from game.mind.types import Line, Place

NEWS_KINDS = ("observation", "conversation", "reflection")
_WORD = re.compile(r"[a-z0-9']+")


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


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if len(w) > 2}


def overlap(a: str, b: str) -> float:
    """Share of ``a``'s words found in ``b``: did a line carry this fact?"""
    wa = _words(a)
    return len(wa & _words(b)) / len(wa) if wa else 0.0


def pick_news(
    resident,
    listener_ids: list[str],
    now_s: float,
    k: int = 2,
    listener_names: tuple[str, ...] = (),
):
    """Important things the resident knows and has not yet told every listener.

    Seeds, observations and facts learned in earlier talks qualify (so news travels onward);
    things a listener itself told the resident, routine observations and reflections about the
    listener do not. Cost: one pass over the resident's memories' metadata.
    """
    mem = resident.memory
    told_all = None
    for lid in listener_ids:
        rel = resident.relations.get(lid)
        told = set(rel.told) if rel else set()
        told_all = told if told_all is None else told_all & told
    told_all = told_all or set()
    picks = []
    for m in mem.recent(400, kinds=NEWS_KINDS):
        if m.importance_10 < 5 or m.id in told_all:
            continue
        if (
            m.meta.get("source") in listener_ids
            or m.meta.get("transcript")
            or m.meta.get("relation")
        ):
            continue
        if m.kind == "reflection":
            continue
        if any(n and m.content.startswith(n) for n in listener_names):
            continue  # news about the listener itself is not news to them
        picks.append(m)
    # People lead with their own news (Camille with her party), then the most poignant and
    # freshest thing they heard.
    own = resident.name
    picks.sort(key=lambda m: (not m.content.startswith(own), -m.importance_10, -m.created))
    return picks[:k]


def next_line(
    resident, services, conv: ConversationView, now_s: float, minute: int, when
) -> Utterance:
    """Generate this resident's next line. Runs in the resident's cognition job."""
    others = conv.others(resident.id)
    listeners = tuple(
        Listener(id=i, name=n, relationship=resident.relations.summary_of(i)) for i, n in others
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
    # only a speaker's first two lines are offered news.
    spoken = sum(1 for ln in conv.transcript if ln.speaker == resident.id)
    news = (
        pick_news(
            resident, [i for i, _ in others], now_s, k=1, listener_names=tuple(n for _, n in others)
        )
        if spoken < 2
        else []
    )
    req = UtteranceRequest(
        speaker=resident.card(),
        listeners=listeners,
        place=conv.place,
        now=minute % 1440,
        transcript=conv.transcript,
        memories=tuple(s.memory.as_line(when(s.memory.created)) for s in scored),
        news=tuple(m.as_line(when(m.created)) for m in news),
        max_turns_left=max(1, conv.max_lines - len(conv.transcript)),
    )
    utt = services.brain.next_utterance(req)
    text = " ".join(utt.text.split())[:300] or "Hm."
    for m in news:  # a fact counts as told once a line carried most of it
        if overlap(m.content, text) >= 0.6:
            for lid, _ in others:
                resident.relations.know(lid, dict(others)[lid]).told.append(m.id)
    return Utterance(text=text, end=utt.end)


def conclude(resident, services, conv: ConversationView, now_s: float) -> list[int]:
    """Remember a finished conversation; returns the new memory ids."""
    others = conv.others(resident.id)
    names = dict(others)
    card = resident.card()
    summary = services.brain.summarize_conversation(
        ConversationSummaryRequest(
            persona=card,
            others=tuple(
                Listener(id=i, name=n, relationship=resident.relations.summary_of(i))
                for i, n in others
            ),
            transcript=conv.transcript,
        )
    )
    learned = [
        f.strip() for f in summary.learned if f and f.strip() and not _already_known(resident, f)
    ]
    transcript = [[ln.speaker, ln.name, ln.text] for ln in conv.transcript]
    with_names = ", ".join(names.values())
    text = summary.summary.strip() or f"{resident.name} talked with {with_names}"
    content = f"Conversation with {with_names} at {conv.place.sector}: {text}"
    # Scored by rule now and judged by the brain later with the next batch of observations:
    # a judgement call here would sit on the critical path of every conversation's end.
    imp = rule_importance(content)
    ids = [
        resident.memory.add(
            content,
            kind="conversation",
            now=now_s,
            importance_10=max(imp, 3),
            keywords=list(names.values()),
            meta={"conversation": conv.id, "transcript": transcript, "with": list(names)},
        )
    ]
    for fact in learned:
        source = _source_of(fact, conv.transcript, resident.id)
        ids.append(
            resident.memory.add(
                fact,
                kind="conversation",
                now=now_s,
                importance_10=rule_importance(fact),
                meta={"learned": True, "source": source, "conversation": conv.id},
            )
        )
    resident.unjudged.extend(ids)
    for oid, oname in others:
        resident.relations.after_talk(
            oid, oname, now_s, summary.relationships.get(oid, ""), summary.closeness.get(oid, 0.02)
        )
    resident.last_talk_s = now_s
    resident.conversations += 1
    resident.note(f"talked with {with_names}: {text}")
    return ids


def _already_known(resident, fact: str) -> bool:
    """Hearing one's own news back is not learning: skip facts the resident already holds."""
    vec = resident.embedder.embed([fact])[0]
    mem = resident.memory
    if len(mem) == 0:
        return False
    emb = mem.columns().embeddings
    best = int((emb @ vec).argmax())
    return overlap(fact, mem.get(best).content) >= 0.9


def _source_of(fact: str, transcript: tuple[Line, ...], me: str) -> str:
    """Who said it: the other speaker whose line carries most of the fact."""
    best, best_score = "", 0.0
    for ln in transcript:
        if ln.speaker == me:
            continue
        score = overlap(fact, ln.text)
        if score > best_score:
            best, best_score = ln.speaker, score
    return best
