"""A fixed sample resident and town: one valid request per Brain step.

``--llm-check`` sends these to the configured model to see which steps it can answer, and the
tests use the same ones, so what the check reports is what the tests exercise. Maria is a
student with a home, a college library (closed at the time asked), a cafe and a classmate,
Klaus; the requests cover every field a prompt renders (memories with ids, a transcript, news,
a plan, places, an interview question).
"""

from __future__ import annotations

from typing import Any

from game.mind.brain import (
    STEPS,
    ChoosePlaceRequest,
    ConversationSummaryRequest,
    DecomposeRequest,
    ImportanceRequest,
    InsightRequest,
    InterviewRequest,
    Listener,
    OtherView,
    PersonaCard,
    PlanDayRequest,
    ReactionRequest,
    ReflectQuestionsRequest,
    SummarizeRequest,
    UtteranceRequest,
)
from game.mind.types import Line, MemoryLine, Place, PlaceOption, PlanBlock

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


def _option(sector: str, arena: str, obj: str, kind: str, open_now: bool = True) -> PlaceOption:
    return PlaceOption(
        place=Place(sector=sector, arena=arena, obj=obj),
        sector_kind=kind,
        arena_kind=arena,
        obj_kind=obj,
        open_now=open_now,
    )


OPTIONS = (
    _option("Lopez House", "bedroom", "bed", "house"),
    _option("Lopez House", "kitchen", "stove", "house"),
    _option("Hobbs Cafe", "cafe", "counter", "cafe"),
    _option("Oak Hill College", "library", "desk", "college", open_now=False),
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
KLAUS = Listener(id="klaus", name="Klaus Mueller", relationship="a friendly classmate")


def sample_requests() -> dict[str, Any]:
    """One valid request per Brain step, in ``STEPS`` order: step -> request."""
    out = {
        "plan_day": PlanDayRequest(
            persona=MARIA, date="2026-02-13", weekday="fri", memories=MEMORIES, previous_plan=PLAN
        ),
        "decompose": DecomposeRequest(
            persona=MARIA,
            block=PlanBlock(start=540, end=600, activity="study at the library"),
            day_plan=PLAN,
            options=OPTIONS,
            memories=MEMORIES[:1],
            current_place=OPTIONS[0].place,
        ),
        "choose_place": ChoosePlaceRequest(
            persona=MARIA, activity="have a coffee", options=OPTIONS, current_place=OPTIONS[0].place
        ),
        "score_importance": ImportanceRequest(
            persona=MARIA,
            texts=("Maria brushed her teeth", "Klaus asked Maria out", "the kettle is boiling"),
        ),
        "reflect_questions": ReflectQuestionsRequest(persona=MARIA, memories=MEMORIES, count=2),
        "insights": InsightRequest(
            persona=MARIA, question="What does Klaus mean to Maria?", memories=MEMORIES, count=2
        ),
        "decide_reaction": ReactionRequest(
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
        "next_utterance": UtteranceRequest(
            speaker=MARIA,
            listeners=(KLAUS,),
            place=Place(sector="Hobbs Cafe", arena="cafe"),
            now=610,
            transcript=TRANSCRIPT,
            memories=MEMORIES,
            news=MEMORIES[2:],
            max_turns_left=6,
        ),
        "summarize_conversation": ConversationSummaryRequest(
            persona=MARIA, others=(KLAUS,), transcript=TRANSCRIPT
        ),
        "summarize": SummarizeRequest(persona=MARIA, texts=tuple(m.text for m in MEMORIES)),
        "answer_question": InterviewRequest(
            persona=MARIA,
            question="Who offered to help you with your exam?",
            now="Fri 13 Feb 2026 10:05",
            activity="studying at the library",
            memories=MEMORIES,
            plan=("09:00-15:00 study at the library", "15:00-23:00 relax at home"),
            relationships=("Klaus Mueller (closeness 0.4): a friendly classmate",),
        ),
    }
    assert tuple(out) == STEPS, "a new Brain step needs its sample request here"
    return out
