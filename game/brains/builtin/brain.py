"""``BuiltinBrain``: the deterministic, offline ``Brain``, and the stack that guards it.

It is the default brain (no model configured) and the per-step fallback of the LLM brain, so it
must answer fast and, as a stack, never raise. ``BuiltinBrain`` itself only answers: each step
once, no guard, no counting. ``make_builtin_brain`` wraps it in the layers of
``game.brains.layers``: a fallback layer whose fallback is ``MinimalBrain`` (the minimal valid
answers, which cannot fail) catches any bug in a heuristic, and a counting layer counts calls.

Determinism: all variety comes from ``stable_rand(seed, ...)`` of the request's own contents
(resident, date, minute, other resident), never from a global generator or the wall clock, so
the same seed and the same requests give the same town whatever the thread timing. The only
shared state is a lock-guarded cache of per-persona text analysis (``profile.profile_of``) and
the layers' counters.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.brains.builtin import interview, plan_needs, reflection, thoughts
from game.brains.builtin.decompose import Decomposer
from game.brains.builtin.planner import Planner
from game.brains.builtin.talk import Talker
from game.brains.layers import CountingBrain, FallbackBrain, answers_every_step
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
    InterviewAnswer,
    InterviewRequest,
    PlanDayRequest,
    Reaction,
    ReactionRequest,
    ReflectQuestionsRequest,
    SummarizeRequest,
    Utterance,
    UtteranceRequest,
)
from game.mind.types import Action, Place, PlanBlock

LABEL = "built-in"


def make_builtin_brain(seed: int = 0, *, quiet: bool = True) -> Brain:
    """The built-in brain as the simulation uses it: ``Counting(Fallback(BuiltinBrain(seed),
    MinimalBrain()))``, named "built-in".

    ``quiet`` (the default) keeps the brain numbers out of ``stats()``, as the HUD has always
    shown none for the built-in brain; ``report()`` and ``counters`` have them either way.
    """
    guarded = FallbackBrain(BuiltinBrain(seed), MinimalBrain(), quiet=quiet)
    return CountingBrain(guarded, quiet=quiet, name=LABEL)


class BuiltinBrain(Brain):
    """Template and taxonomy driven answers for every ``Brain`` step (microseconds each)."""

    name = LABEL

    def __init__(self, seed: int = 0) -> None:
        self.seed = int(seed)
        self._planner = Planner(self.seed)
        self._decomposer = Decomposer(self.seed)
        self._talker = Talker(self.seed)

    # ------------------------------------------------------------------ planning
    def plan_day(self, req: PlanDayRequest) -> DayPlan:
        return plan_needs.honour(req) or self._planner.plan(req)  # a need's re-plan first

    def decompose(self, req: DecomposeRequest) -> tuple[Action, ...]:
        return self._decomposer.decompose(req)

    def choose_place(self, req: ChoosePlaceRequest) -> Place:
        return self._decomposer.choose_place(req)

    # ------------------------------------------------------------------ memory
    def score_importance(self, req: ImportanceRequest) -> tuple[int, ...]:
        return thoughts.score_importance(req)

    def reflect_questions(self, req: ReflectQuestionsRequest) -> tuple[str, ...]:
        return reflection.questions(req, self.seed)

    def insights(self, req: InsightRequest) -> tuple[Insight, ...]:
        return reflection.insights(req, self.seed)

    def summarize(self, req: SummarizeRequest) -> str:
        return thoughts.summarize(req)

    # ------------------------------------------------------------------ social
    def decide_reaction(self, req: ReactionRequest) -> Reaction:
        return self._talker.decide_reaction(req)

    def next_utterance(self, req: UtteranceRequest) -> Utterance:
        return self._talker.next_utterance(req)

    def summarize_conversation(self, req: ConversationSummaryRequest) -> ConversationSummary:
        return self._talker.summarize_conversation(req)

    def answer_question(self, req: InterviewRequest) -> InterviewAnswer:
        return interview.answer(req)


@answers_every_step
class MinimalBrain(Brain):
    """The smallest valid answer to every step, from the request alone; never raises.

    What the built-in brain falls back to when one of its heuristics has a bug: a plain day,
    one action per slice, staying put, routine importance. Dull on purpose, and free.
    """

    name = "minimal"

    def answer(self, step: str, req: Any) -> Any:
        return _MINIMAL[step](req)


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


_MINIMAL: dict[str, Callable[[Any], Any]] = {
    "plan_day": _minimal_plan,
    "decompose": _minimal_actions,
    "choose_place": lambda req: req.current_place or req.persona.home,
    "score_importance": lambda req: tuple(3 for _ in req.texts or ()),
    "reflect_questions": lambda req: (
        f"What has {req.persona.first_name()} been focused on lately?",
    ),
    "insights": lambda req: (),
    "decide_reaction": lambda req: Reaction(decision="continue", reason="keeps going"),
    "next_utterance": lambda req: Utterance(text="Nice to see you.", end=req.max_turns_left <= 2),
    "summarize_conversation": lambda req: ConversationSummary(summary="I had a short chat."),
    "summarize": lambda req: (
        f"{req.persona.first_name()} went about the day ({len(req.texts or ())} routine moments)."
    ),
    "answer_question": lambda req: InterviewAnswer(
        text="Sorry, I can't think straight right now.", remembers=False
    ),
}
