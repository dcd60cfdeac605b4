"""``BuiltinBrain``: the deterministic, offline ``Brain``.

It is the default brain (no model configured) and the per-step fallback of the LLM brain, so it
must never raise and must answer fast: every method runs its heuristic inside a guard and, on
any unexpected error, returns a minimal valid answer (counted in ``counters.fallbacks``).

Determinism: all variety comes from ``stable_rand(seed, ...)`` of the request's own contents
(resident, date, minute, other resident), never from a global generator or the wall clock, so
the same seed and the same requests give the same town whatever the thread timing. The only
shared state is a lock-guarded cache of per-persona text analysis (``profile.profile_of``) and
the counters.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import TypeVar

from game.brains.builtin import thoughts
from game.brains.builtin.decompose import Decomposer
from game.brains.builtin.planner import Planner
from game.brains.builtin.talk import Talker
from game.mind.brain import (
    Brain,
    ChoosePlaceRequest,
    ConversationSummary,
    ConversationSummaryRequest,
    DayPlan,
    DecomposeRequest,
    ImportanceRequest,
    Insight,
    InsightRequest,
    PlanDayRequest,
    Reaction,
    ReactionRequest,
    ReflectQuestionsRequest,
    SummarizeRequest,
    Utterance,
    UtteranceRequest,
)
from game.mind.types import Action, Counters, Place, PlanBlock

log = logging.getLogger(__name__)
T = TypeVar("T")


class BuiltinBrain(Brain):
    """Template and taxonomy driven answers for every ``Brain`` step (microseconds each)."""

    name = "built-in"

    def __init__(self, seed: int = 0) -> None:
        self.seed = int(seed)
        self.counters = Counters()
        self._lock = threading.Lock()
        self._planner = Planner(self.seed)
        self._decomposer = Decomposer(self.seed)
        self._talker = Talker(self.seed)

    def _run(self, step: str, fn: Callable[[], T], fallback: Callable[[], T]) -> T:
        try:
            out = fn()
            failed = False
        except Exception:  # noqa: BLE001 - a brain must never raise
            log.exception("built-in brain step %s failed; using the minimal answer", step)
            out, failed = fallback(), True
        with self._lock:
            self.counters.count(step, fallback=failed)
        return out

    # ------------------------------------------------------------------ planning
    def plan_day(self, req: PlanDayRequest) -> DayPlan:
        return self._run("plan_day", lambda: self._planner.plan(req), lambda: _minimal_plan(req))

    def decompose(self, req: DecomposeRequest) -> tuple[Action, ...]:
        return self._run(
            "decompose", lambda: self._decomposer.decompose(req), lambda: _minimal_actions(req)
        )

    def choose_place(self, req: ChoosePlaceRequest) -> Place:
        return self._run(
            "choose_place",
            lambda: self._decomposer.choose_place(req),
            lambda: req.current_place or req.persona.home,
        )

    # ------------------------------------------------------------------ memory
    def score_importance(self, req: ImportanceRequest) -> tuple[int, ...]:
        return self._run(
            "score_importance",
            lambda: thoughts.score_importance(req),
            lambda: tuple(3 for _ in req.texts or ()),
        )

    def reflect_questions(self, req: ReflectQuestionsRequest) -> tuple[str, ...]:
        return self._run(
            "reflect_questions",
            lambda: thoughts.reflect_questions(req),
            lambda: (f"What has {req.persona.first_name()} been focused on lately?",),
        )

    def insights(self, req: InsightRequest) -> tuple[Insight, ...]:
        return self._run("insights", lambda: thoughts.insights(req), lambda: ())

    def summarize(self, req: SummarizeRequest) -> str:
        return self._run(
            "summarize",
            lambda: thoughts.summarize(req),
            lambda: (
                f"{req.persona.first_name()} went about the day "
                f"({len(req.texts or ())} routine moments)."
            ),
        )

    # ------------------------------------------------------------------ social
    def decide_reaction(self, req: ReactionRequest) -> Reaction:
        return self._run(
            "decide_reaction",
            lambda: self._talker.decide_reaction(req),
            lambda: Reaction(decision="continue", reason="keeps going"),
        )

    def next_utterance(self, req: UtteranceRequest) -> Utterance:
        return self._run(
            "next_utterance",
            lambda: self._talker.next_utterance(req),
            lambda: Utterance(text="Nice to see you.", end=req.max_turns_left <= 2),
        )

    def summarize_conversation(self, req: ConversationSummaryRequest) -> ConversationSummary:
        return self._run(
            "summarize_conversation",
            lambda: self._talker.summarize_conversation(req),
            lambda: ConversationSummary(summary="I had a short chat."),
        )


def _minimal_plan(req: PlanDayRequest) -> DayPlan:
    p = req.persona
    wake = int(p.wake)
    bed = int(p.sleep) if p.sleep > p.wake else int(p.sleep) + 1440
    if bed - wake < 300:
        bed = wake + 16 * 60
    cuts = [wake, wake + 60, wake + 240, wake + 330, bed - 240, bed - 60, bed]
    names = (
        "get ready and have breakfast at home",
        "go about the morning",
        "have lunch at home",
        "go about the afternoon",
        "have dinner and relax at home",
        "wind down at home",
    )
    return DayPlan(
        blocks=tuple(
            PlanBlock(start=a, end=b, activity=t)
            for a, b, t in zip(cuts, cuts[1:], names, strict=False)
        )
    )


def _minimal_actions(req: DecomposeRequest) -> tuple[Action, ...]:
    blk = req.block
    place = req.current_place or req.persona.home
    for o in req.options or ():
        if o.place.sector == req.persona.home.sector:
            place = o.place
            break
    return (
        Action(
            start=blk.start,
            minutes=max(1, blk.end - blk.start),
            description=blk.activity.strip() or "go about the day",
            place=place,
            emoji="🙂",
        ),
    )
