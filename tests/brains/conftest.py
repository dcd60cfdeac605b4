"""Fixtures for the LLM tests: the fake server, a stub fallback brain, sample requests."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from game.brains.llm.config import LLMConfig
from game.brains.llm.factory import BuiltBrain, build_brain
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
    Listener,
    OtherView,
    PersonaCard,
    PlanDayRequest,
    Reaction,
    ReactionRequest,
    ReflectQuestionsRequest,
    SummarizeRequest,
    Utterance,
    UtteranceRequest,
)
from game.mind.types import Action, Line, MemoryLine, Place, PlaceOption, PlanBlock
from tests.fake_openai import FakeOpenAI

SECRET = "sk-fake.SECRET.7f3a9c1e5b"

MARIA = PersonaCard(
    id="maria",
    name="Maria Lopez",
    age=21,
    occupation="student at Oak Hill College",
    innate="curious, kind, a little shy",
    learned="Maria studies physics and streams games.",
    currently="preparing for an exam",
    lifestyle="goes to bed around 23:00, wakes at 07:00",
    wake=7 * 60,
    sleep=23 * 60,
    home=Place(sector="Lopez House", arena="bedroom", obj="bed"),
    work=Place(sector="Oak Hill College", arena="library"),
    work_hours=(9 * 60, 15 * 60),
    work_days=("mon", "tue", "wed", "thu", "fri"),
)
OPTIONS = (
    PlaceOption(
        place=Place(sector="Lopez House", arena="bedroom", obj="bed"),
        sector_kind="house",
        arena_kind="bedroom",
        obj_kind="bed",
    ),
    PlaceOption(
        place=Place(sector="Lopez House", arena="kitchen", obj="stove"),
        sector_kind="house",
        arena_kind="kitchen",
        obj_kind="stove",
    ),
    PlaceOption(
        place=Place(sector="Hobbs Cafe", arena="cafe", obj="counter"),
        sector_kind="cafe",
        arena_kind="cafe",
        obj_kind="counter",
    ),
    PlaceOption(
        place=Place(sector="Oak Hill College", arena="library", obj="desk"),
        sector_kind="college",
        arena_kind="library",
        obj_kind="desk",
        open_now=False,
    ),
)
MEMORIES = (
    MemoryLine(id=11, text="Maria saw Klaus reading at the library", when="yesterday 14:00"),
    MemoryLine(id=12, text="Klaus offered to help Maria with her physics exam"),
    MemoryLine(
        id=15, text="Isabella is planning a Valentine's party at Hobbs Cafe", kind="conversation"
    ),
)
TRANSCRIPT = (Line(speaker="klaus", name="Klaus Mueller", text="Hi Maria! Ready for the exam?"),)
PLAN = (
    PlanBlock(start=420, end=540, activity="morning routine"),
    PlanBlock(start=540, end=900, activity="study at the library"),
    PlanBlock(start=900, end=1380, activity="relax at home"),
)


def sample_requests() -> dict[str, tuple[str, Any]]:
    """One valid request per Brain method: step -> (method name, request)."""
    klaus = Listener(id="klaus", name="Klaus Mueller", relationship="a friendly classmate")
    return {
        "plan_day": (
            "plan_day",
            PlanDayRequest(
                persona=MARIA,
                date="2026-02-13",
                weekday="fri",
                memories=MEMORIES,
                previous_plan=PLAN,
            ),
        ),
        "decompose": (
            "decompose",
            DecomposeRequest(
                persona=MARIA,
                block=PlanBlock(start=540, end=600, activity="study at the library"),
                day_plan=PLAN,
                options=OPTIONS,
                memories=MEMORIES[:1],
                current_place=OPTIONS[0].place,
            ),
        ),
        "choose_place": (
            "choose_place",
            ChoosePlaceRequest(
                persona=MARIA,
                activity="have a coffee",
                options=OPTIONS,
                current_place=OPTIONS[0].place,
            ),
        ),
        "score_importance": (
            "score_importance",
            ImportanceRequest(
                persona=MARIA,
                texts=("Maria brushed her teeth", "Klaus asked Maria out", "the kettle is boiling"),
            ),
        ),
        "reflect_questions": (
            "reflect_questions",
            ReflectQuestionsRequest(persona=MARIA, memories=MEMORIES, count=2),
        ),
        "insights": (
            "insights",
            InsightRequest(
                persona=MARIA, question="What does Klaus mean to Maria?", memories=MEMORIES, count=2
            ),
        ),
        "decide_reaction": (
            "decide_reaction",
            ReactionRequest(
                persona=MARIA,
                now=600,
                current_action="studying",
                observation="Klaus walks in",
                other=OtherView(
                    id="klaus",
                    name="Klaus Mueller",
                    activity="looking for a book",
                    relationship="a friendly classmate",
                ),
                memories=MEMORIES,
            ),
        ),
        "next_utterance": (
            "next_utterance",
            UtteranceRequest(
                speaker=MARIA,
                listeners=(klaus,),
                place=Place(sector="Hobbs Cafe", arena="cafe"),
                now=610,
                transcript=TRANSCRIPT,
                memories=MEMORIES,
                news=MEMORIES[2:],
                max_turns_left=6,
            ),
        ),
        "summarize_conversation": (
            "summarize_conversation",
            ConversationSummaryRequest(persona=MARIA, others=(klaus,), transcript=TRANSCRIPT),
        ),
        "summarize": (
            "summarize",
            SummarizeRequest(persona=MARIA, texts=tuple(m.text for m in MEMORIES)),
        ),
    }


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
