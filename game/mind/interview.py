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
from datetime import datetime

from game.mind import gatherings
from game.mind.brain import InterviewAnswer, InterviewRequest
from game.mind.cognition import Services, when_fn
from game.mind.converse import listener
from game.mind.resident import Resident
from game.mind.retrieve import RetrievalWeights, query

RETRIEVE_K = 20  # candidates; a model's prompt shows the best 12 (templates.MEMORY_CAP)


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
) -> InterviewAnswer:
    """Ask ``resident`` ``question``; the answer, and (``remember``) a memory of being asked."""
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
    if sched is not None:
        minute = resident.day_minute(now, sched.date)
        plan = tuple(line.lstrip("> ").strip() for line in sched.describe(minute))
    rels = tuple(f"{r.name} (closeness {r.closeness:.1f}): {r.summary}" for r in resident.relations)
    req = InterviewRequest(
        persona=resident.card(),
        question=question,
        now=now.strftime("%a %d %b %Y %H:%M"),
        activity=activity,
        memories=tuple(s.memory.as_line(when(s.memory.created)) for s in scored),
        plan=plan,
        relationships=rels,
        people=tuple(listener(resident, r.other, r.name) for r in resident.relations),
        gatherings=tuple(
            (g, going)
            for g, going in gatherings.known(resident).values()
            if (g.date, g.end) >= (now.date().isoformat(), now.hour * 60 + now.minute)
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
