"""Render each Brain request into chat messages: one renderer per step, named after the step.

``steps.SPECS`` finds each step's renderer here by name (``getattr(templates, step)``), so every
step has one: the day plan (with a pressing need's reason, ``need_line``), decomposition, place
choice, ratings, reflection, reactions, summaries and interviews; the conversation prompt is
``utterance_prompt.next_utterance``, named here too. How a template file becomes messages is in
``prompt_files``; the capped pieces the prompts are built from (persona card, memory lines,
place options) are in ``prompt_lines``.
"""

from __future__ import annotations

import string
import tomllib
from functools import cache

from game.brains.llm import context_lines, knowledge, mood_line
from game.brains.llm.prompt_files import PROMPTS_DIR, Messages, render
from game.brains.llm.prompt_lines import (
    base_fields,
    cut,
    memory_lines,
    numbered,
    option_lines,
    persona_card,
    pick_options,
    plan_lines,
    section,
    transcript_lines,
)
from game.brains.llm.utterance_prompt import next_utterance
from game.mind.brain import (
    ChoosePlaceRequest,
    ConversationSummaryRequest,
    DecomposeRequest,
    ImportanceRequest,
    InsightRequest,
    InterviewRequest,
    PlanDayRequest,
    ReactionRequest,
    ReflectQuestionsRequest,
    SummarizeRequest,
)
from game.mind.types import PlaceOption, min_to_hhmm

# the conversation step's renderer and the pieces others have long imported from here
__all__ = [
    "Messages",
    "answer_question",
    "choose_place",
    "decide_reaction",
    "decompose",
    "insights",
    "need_line",
    "next_utterance",
    "option_lines",
    "persona_card",
    "pick_options",
    "plan_day",
    "reflect_questions",
    "score_importance",
    "summarize",
    "summarize_conversation",
]


@cache
def _need_table() -> dict:
    return tomllib.loads((PROMPTS_DIR / "need_line.toml").read_text(encoding="utf-8"))


def need_line(req: PlanDayRequest) -> str:
    """The re-plan's reason when a need presses (``req.need``), "" for a plain plan."""
    need = req.need
    if need is None:
        return ""
    t = _need_table()
    frame = t["where_home"] if need.at_home else t["where"]  # (one's own place: home)
    where = string.Template(frame).substitute(place=need.place) if need.place else ""
    return string.Template(t["line"]).substitute(
        time=min_to_hhmm(need.minute),
        first_name=req.persona.first_name(),
        what=t["what"].get(need.need, f"needs {need.need}"),
        need=need.need,
        level=f"{need.level:.2f}",
        since=need.since,
        where=where,
    )


def plan_day(req: PlanDayRequest) -> Messages:
    prev = plan_lines(req.previous_plan)
    return render(
        "plan_day",
        {
            **base_fields(req.persona, "plan_day"),
            "weekday": req.weekday,
            "date": req.date,
            "wake": min_to_hhmm(req.persona.wake),
            "sleep": min_to_hhmm(req.persona.sleep),
            # a need's re-plan is shown today's plan, to keep all but what sees to the need
            "previous_plan": section("Today's plan:" if req.need else "Yesterday's plan:", prev),
            "memories": section(
                "On their mind:", memory_lines(req.memories, "plan_day", skip=("plan",))
            ),
            "need": need_line(req),
            "household": context_lines.household(req),
            "errands": section(
                f"People {req.persona.first_name()} means to go and find today (fit a visit in):",
                "\n".join(knowledge.errand_lines(req)),
            ),
        },
    )


def decompose(req: DecomposeRequest, shown: tuple[PlaceOption, ...]) -> Messages:
    here = str(req.current_place) if req.current_place else "home"
    return render(
        "decompose",
        {
            **base_fields(req.persona, "decompose"),
            "day_plan": plan_lines(req.day_plan, req.block.start),
            "current_place": here,
            "activity": req.block.activity,
            "start": min_to_hhmm(req.block.start),
            "end": min_to_hhmm(req.block.end),
            "shape": _action_shape(req.block.end - req.block.start),
            "memories": section(
                "Relevant memories:", memory_lines(req.memories, "decompose", skip=("plan",))
            ),
            "options": option_lines(shown),
            "done": context_lines.done(req),
            "around": context_lines.around(req, shown),
        },
    )


def _action_shape(minutes: int) -> str:
    """'1 to 6 consecutive actions of 5 to 30 minutes' scaled to the window's length."""
    if minutes <= 60:
        return "1 to 6 consecutive actions of 5 to 30 minutes"
    most = min(12, max(2, minutes // 15))
    return f"{max(2, minutes // 60)} to {most} consecutive actions of 5 to 60 minutes"


def choose_place(req: ChoosePlaceRequest, shown: tuple[PlaceOption, ...]) -> Messages:
    avoid = ", ".join(str(p) for p in req.avoid)
    return render(
        "choose_place",
        {
            **base_fields(req.persona, "choose_place"),
            "activity": req.activity,
            "options": option_lines(shown),
            "current_place": str(req.current_place) if req.current_place else "home",
            "avoid": f"Do not pick: {avoid}.\n" if avoid else "",
        },
    )


def score_importance(req: ImportanceRequest) -> Messages:
    return render(
        "score_importance",
        {
            **base_fields(req.persona, "score_importance"),
            "texts": numbered(req.texts),
            "count": str(len(req.texts)),
        },
    )


def reflect_questions(req: ReflectQuestionsRequest) -> Messages:
    return render(
        "reflect_questions",
        {
            **base_fields(req.persona, "reflect_questions"),
            "count": str(req.count),
            "memories": memory_lines(req.memories, "reflect_questions"),
            "people": context_lines.asking(req),
        },
    )


def insights(req: InsightRequest) -> Messages:
    return render(
        "insights",
        {
            **base_fields(req.persona, "insights"),
            "count": str(req.count),
            "question": cut(req.question),
            "memories": memory_lines(req.memories, "insights", ids=True, times=True),
            "places": section(
                "Where they live and work (of course one meets them there):",
                "\n".join(f"- {name}: {', '.join(at)}" for name, at in req.places),
            ),
            "reflecting": context_lines.reflecting(req),
            "plans": context_lines.plans(req),
        },
    )


def decide_reaction(req: ReactionRequest) -> Messages:
    o = req.other
    other, choices, decisions, name = (
        "",
        '"continue" or "react" (briefly do something else)',
        "continue|react",
        "them",
    )
    if o is not None:
        rel = f" {req.persona.first_name()} thinks: {cut(o.relationship)}" if o.relationship else ""
        state = "" if o.available else " (not free to talk now)"
        aim = knowledge.intent_line(req.persona.first_name(), o.name, req.intent)
        other = f"{o.name} is {o.activity}{state}.{rel}\n" + (f"{aim}\n" if aim else "")
        if req.lonely:  # the social need at its worst, in the re-plan's words for it
            other += f"{req.persona.first_name()} {_need_table()['what']['social']}.\n"
        name = o.name
        if o.available:
            choices = (
                '"continue" what they are doing, "react" (briefly do something else), '
                f'or "talk" to {o.name}'
            )
            decisions = "continue|react|talk"
    return render(
        "decide_reaction",
        {
            **base_fields(req.persona, "decide_reaction"),
            "now": min_to_hhmm(req.now),
            "current_action": req.current_action,
            "observation": cut(req.observation),
            "other": other,
            "other_name": name,
            "memories": section(
                "Relevant memories:", memory_lines(req.memories, "decide_reaction")
            ),
            "choices": choices,
            "decisions": decisions,
        },
    )


def summarize_conversation(req: ConversationSummaryRequest) -> Messages:
    return render(
        "summarize_conversation",
        {
            **base_fields(req.persona, "summarize_conversation"),
            "others": ", ".join(f"{o.name} (id {o.id})" for o in req.others) or "someone",
            "ids": ", ".join(o.id for o in req.others),
            "transcript": transcript_lines(req.transcript, req.persona.first_name()),
        },
    )


def summarize(req: SummarizeRequest) -> Messages:
    return render(
        "summarize",
        {
            **base_fields(req.persona, "summarize"),
            "texts": numbered(req.texts),
            "kind": context_lines.kind(req),
        },
    )


def answer_question(req: InterviewRequest) -> Messages:
    doing = f"Right now {req.persona.first_name()} is {req.activity}." if req.activity else ""
    names = {o.id: o.name for o in req.people}
    feels = mood_line.own(req.persona.first_name(), req.mood, names)
    doing = f"{doing} {feels}".strip()
    return render(
        "answer_question",
        {
            **base_fields(req.persona, "answer_question"),
            "now": req.now,
            "doing": doing,
            "question": cut(req.question),
            "plan": "\n".join(f"- {line}" for line in req.plan[:10]) or "- (no plan yet)",
            "people": "\n".join(f"- {cut(r)}" for r in req.relationships[:10]) or "- (nobody)",
            "memories": memory_lines(req.memories, "answer_question", ids=True) or "- (nothing)",
            "known": context_lines.interview(req),
        },
    )
