"""One JSON schema per generation step, sent as ``response_format`` where the server takes it.

The schemas follow OpenAI's strict subset (every property required, no extra properties, no
numeric ranges), which llama.cpp, vLLM and Ollama accept too. Ranges, counts and cross-checks
(places among the options, evidence among the memory ids) are the validators' job
(``game.brains.llm.validators``), because no server enforces those.
"""

from __future__ import annotations

from typing import Any


def _obj(**props: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": props,
        "required": list(props),
        "additionalProperties": False,
    }


def _arr(items: dict[str, Any]) -> dict[str, Any]:
    return {"type": "array", "items": items}


_STR = {"type": "string"}
_INT = {"type": "integer"}
_NUM = {"type": "number"}
_BOOL = {"type": "boolean"}

SCHEMAS: dict[str, dict[str, Any]] = {
    "plan_day": _obj(blocks=_arr(_obj(start=_STR, end=_STR, activity=_STR))),
    "decompose": _obj(actions=_arr(_obj(start=_STR, action=_STR, place=_STR, emoji=_STR))),
    "choose_place": _obj(place=_STR),
    "score_importance": _obj(scores=_arr(_INT)),
    "reflect_questions": _obj(questions=_arr(_STR)),
    "insights": _obj(insights=_arr(_obj(text=_STR, evidence=_arr(_INT)))),
    "decide_reaction": _obj(
        decision={"type": "string", "enum": ["continue", "react", "talk"]},
        reason=_STR,
        activity=_STR,
        minutes=_INT,
    ),
    "next_utterance": _obj(text=_STR, end=_BOOL),
    "summarize_conversation": _obj(
        summary=_STR,
        learned=_arr(_STR),
        others=_arr(_obj(id=_STR, relationship=_STR, closeness=_NUM)),
    ),
    "summarize": _obj(summary=_STR),
}

# Reply length caps per step (completion tokens). Generous enough for 5-8 plan blocks or six
# actions with emoji; small enough that a runaway model cannot burn the budget.
MAX_TOKENS: dict[str, int] = {
    "plan_day": 450,
    "decompose": 600,
    "choose_place": 60,
    "score_importance": 120,
    "reflect_questions": 200,
    "insights": 350,
    "decide_reaction": 120,
    "next_utterance": 150,
    "summarize_conversation": 350,
    "summarize": 150,
}

# Dialogue and plans benefit from variety; ratings and choices from consistency.
TEMPERATURE: dict[str, float] = {
    "plan_day": 0.7,
    "decompose": 0.5,
    "choose_place": 0.2,
    "score_importance": 0.0,
    "reflect_questions": 0.5,
    "insights": 0.5,
    "decide_reaction": 0.3,
    "next_utterance": 0.8,
    "summarize_conversation": 0.3,
    "summarize": 0.3,
}

STEPS: tuple[str, ...] = tuple(SCHEMAS)
