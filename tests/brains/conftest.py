"""Fixtures for the LLM tests: the fake server, a stub fallback brain, sample requests."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from game.brains.llm import samples
from game.brains.llm.config import LLMConfig
from game.brains.llm.factory import BuiltBrain, build_brain
from game.brains.llm.samples import MARIA, MEMORIES, OPTIONS, PLAN, TRANSCRIPT
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
from tests.fake_openai import FakeOpenAI

SECRET = "sk-fake.SECRET.7f3a9c1e5b"
__all__ = ["MARIA", "MEMORIES", "OPTIONS", "PLAN", "TRANSCRIPT"]  # the sample town, re-exported


def sample_requests() -> dict[str, tuple[str, Any]]:
    """One valid request per Brain method (``game.brains.llm.samples``): step -> (method,
    request)."""
    return {step: (step, req) for step, req in samples.sample_requests().items()}


STEPS = tuple(sample_requests())


class StubBrain(Brain):
    """A recognisable fallback: every answer says 'stub', so a test knows who answered."""

    name = "stub"

    def __init__(self) -> None:
        self.calls: list[str] = []
        self._lock = threading.Lock()

    def _note(self, step: str) -> None:
        with self._lock:
            self.calls.append(step)

    def plan_day(self, req: PlanDayRequest) -> DayPlan:
        self._note("plan_day")
        w = req.persona.wake
        return DayPlan(
            blocks=(
                PlanBlock(start=w, end=w + 120, activity="stub morning"),
                PlanBlock(start=w + 120, end=w + 600, activity="stub day"),
            )
        )

    def decompose(self, req: DecomposeRequest) -> tuple[Action, ...]:
        self._note("decompose")
        return (
            Action(
                start=req.block.start,
                minutes=req.block.end - req.block.start,
                description="stub action",
                place=req.persona.home,
            ),
        )

    def choose_place(self, req: ChoosePlaceRequest) -> Place:
        self._note("choose_place")
        return req.options[-1].place if req.options else req.persona.home

    def score_importance(self, req: ImportanceRequest) -> tuple[int, ...]:
        self._note("score_importance")
        return tuple(4 for _ in req.texts)

    def reflect_questions(self, req: ReflectQuestionsRequest) -> tuple[str, ...]:
        self._note("reflect_questions")
        return ("stub question?",)

    def insights(self, req: InsightRequest) -> tuple[Insight, ...]:
        self._note("insights")
        return (Insight(text="stub insight", evidence=()),)

    def decide_reaction(self, req: ReactionRequest) -> Reaction:
        self._note("decide_reaction")
        return Reaction(decision="continue", reason="stub")

    def next_utterance(self, req: UtteranceRequest) -> Utterance:
        self._note("next_utterance")
        return Utterance(text="stub line", end=True)

    def summarize_conversation(self, req: ConversationSummaryRequest) -> ConversationSummary:
        self._note("summarize_conversation")
        return ConversationSummary(summary="stub summary")

    def summarize(self, req: SummarizeRequest) -> str:
        self._note("summarize")
        return "stub summary"

    def answer_question(self, req: InterviewRequest) -> InterviewAnswer:
        self._note("answer_question")
        return InterviewAnswer(text="stub answer", remembers=False)


def call(brain: Brain, step: str) -> Any:
    method, req = sample_requests()[step]
    return getattr(brain, method)(req)


def stub_answer(step: str) -> Any:
    return call(StubBrain(), step)


class Sleeps:
    """An injected sleep for the retry layer: records delays, waits for none."""

    def __init__(self) -> None:
        self.delays: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)


@pytest.fixture(scope="module")
def server() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(hang_s=1.5) as s:
        yield s


@pytest.fixture
def fake(server: FakeOpenAI) -> Iterator[FakeOpenAI]:
    """The module's server with faults, scripts and log cleared for this test."""
    server.reset()
    yield server
    server.reset()


def llm_config(server: FakeOpenAI, tmp: Path, **overrides: Any) -> LLMConfig:
    values: dict[str, Any] = dict(
        provider="openai",
        base_url=server.base_url,
        api_key=SECRET,
        model="fake-model",
        timeout_s=1.0,
        max_retries=1,
        max_in_flight=8,
        cache_path=str(tmp / "cache" / "llm.sqlite"),
    )
    values.update(overrides)
    return LLMConfig(**values)


@pytest.fixture
def make_brain(fake: FakeOpenAI, tmp_path: Path) -> Callable[..., tuple[BuiltBrain, Sleeps]]:
    """``make_brain(**config_overrides) -> (BuiltBrain, Sleeps)`` against the fake server."""
    built: list[BuiltBrain] = []

    def make(**overrides: Any) -> tuple[BuiltBrain, Sleeps]:
        sleeps = Sleeps()
        cancel = overrides.pop("cancel_event", None)
        b = build_brain(
            llm_config(fake, tmp_path, **overrides),
            fallback=StubBrain(),
            sleep=sleeps,
            cancel_event=cancel,
        )
        built.append(b)
        return b, sleeps

    yield make
    for b in built:
        b.status.close()
