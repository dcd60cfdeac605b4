"""Interviews: a visitor asks a resident a question (the paper's evaluation method).

The mind gives the brain what a person would draw on to answer: its own card, the memories
retrieved for the question (the same retrieval it thinks with), today's plan and what it is
doing, and how it sees the people it knows. The brain answers in character; the built-in one
says it does not remember when nothing it retrieved fits the question.

``remember=True`` makes the interview part of the resident's life ("A visitor asked me ..."):
a memory of moderate importance that later retrieval, reflection and talk can use. With
``remember=False`` the interview leaves no trace at all: retrieval runs with ``touch=False``
so not even the memories' access times change, and the town's future is exactly as it was.

Cost: one embedding, one vectorised retrieval pass and one brain step.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from game.mind import gatherings, intentions, news_holders, news_index
from game.mind.brain import Feeling, InterviewAnswer, InterviewRequest
from game.mind.cognition import Services, when_fn
from game.mind.listeners import listener
from game.mind.records import Doing
from game.mind.reflect import record_line
from game.mind.resident import Resident
from game.mind.retrieve import RetrievalWeights, query

RETRIEVE_K = 20  # candidates; a model's prompt shows the best 12 (prompt_lines.MEMORY_CAP)


def _question_weights(w: RetrievalWeights) -> RetrievalWeights:
    """A question is a search by topic: relevance counts double against the resident's own
    weights (recency and importance still break ties between fitting memories)."""
    return replace(w, relevance=w.relevance * 2)


def interview(
    resident: Resident,
    question: str,
    services: Services,
    now: datetime,
    now_s: float,
    *,
    activity: str = "",
    remember: bool = False,
    mood: Feeling | None = None,
) -> InterviewAnswer:
    """Ask ``resident`` ``question``; the answer, and (``remember``) a memory of being asked.
    ``mood``: how it feels now, as the sim holds it (None: not passed)."""
    question = " ".join(question.split())
    if not question:
        return InterviewAnswer(text="(no question was asked)", remembers=False)
    when = when_fn(now, now_s, "%a %d %b %H:%M")
    scored = query(
        resident.memory,
        services.embedder,
        question,
        now_s,
        k=RETRIEVE_K,
        weights=_question_weights(resident.config.weights),
        touch=remember,
    )
    sched = resident.schedule
    plan: tuple[str, ...] = ()
    # before one is up, the plan one holds is the day before's: today's is not made yet
    if sched is not None and str(sched.date) == now.date().isoformat():
        minute = resident.day_minute(now, sched.date)
        plan = tuple(line.lstrip("> ").strip() for line in sched.describe(minute))
    rels = tuple(f"{r.name} (closeness {r.closeness:.1f}): {r.summary}" for r in resident.relations)
    reach = _within_reach(resident)  # what its memory lets it reach
    # a story a later record settled ("I want to ask her out", once she said yes) is not
    # what one holds now: not offered to the answer as a memory either
    settled = news_index.settled_keys(resident)
    scored = [s for s in scored if _key(s.memory) not in settled] if settled else scored
    held_ids = [i for k, i in news_holders.held_keys(resident).items() if k not in settled]
    req = InterviewRequest(
        persona=_unsettled(resident.card(), settled),
        question=question,
        now=now.strftime("%a %d %b %Y %H:%M"),
        activity=activity,
        memories=tuple(record_line(resident, s.memory, when(s.memory.created)) for s in scored),
        plan=plan,
        relationships=rels,
        people=tuple(listener(resident, r.other, r.name) for r in resident.relations),
        doings=own_days(resident, now, reach=reach),
        held=tuple(
            resident.memory.get(i).as_line(when(resident.memory.get(i).created))
            for i in sorted(set(held_ids))
            if reach is None or i in reach
        ),
        gatherings=tuple(
            (g, going)
            for g, going in gatherings.known(resident).values()
            if (g.date, g.end) >= (now.date().isoformat(), now.hour * 60 + now.minute)
        ),
        mood=mood or Feeling(),
        intents=tuple(
            (rel.name, intent)
            for other, intent in sorted(intentions.held(resident, now_s).items())
            if (rel := resident.relations.get(other)) is not None
        ),
    )
    answer = services.brain.answer_question(req)
    if remember:
        gist = answer.text if len(answer.text) <= 160 else answer.text[:157] + "..."
        resident.memory.add(
            f'A visitor asked me: "{question}" I answered: "{gist}"',
            kind="observation",
            now=now_s,
            importance_10=4,
            meta={"interview": True},
        )
    return answer


def _unsettled(card, settled):
    """The card with only the standing facts a later record has not settled."""
    if not settled:
        return card
    return replace(card, facts=tuple(f for f in card.facts if f.key not in settled))


def own_days(
    resident: Resident, now: datetime, back: int = 1, reach: set[int] | None = None
) -> tuple[Doing, ...]:
    """What the resident did today and on the ``back`` days before, from the records its
    finished plan steps left in memory (oldest first)."""
    dates = {(now.date() - timedelta(days=d)).isoformat() for d in range(back + 1)}
    out = []
    for m in resident.memory.recent(400, kinds=("observation",)):
        if reach is not None and m.id not in reach:
            continue
        if m.meta.get("date") in dates and (d := Doing.from_meta(m.meta)) is not None:
            out.append(d)
    return tuple(sorted(out, key=lambda d: (d.date, d.start)))


def _within_reach(resident) -> set[int] | None:
    """The memory ids the resident can reach: all (None), or under the "no memory" ablation
    only the newest ones its retrieval returns (the same cut as ``query``)."""
    if not resident.memory.recency_only:
        return None
    return {m.id for m in resident.memory.recent(RETRIEVE_K)}


def _key(memory) -> str:
    """The key of the fact a memory holds as a record ('' for none)."""
    fact = memory.meta.get("fact")
    return str(fact.get("key", "")) if isinstance(fact, dict) else ""
