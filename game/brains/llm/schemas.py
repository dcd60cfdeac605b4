"""JSON schemas that say, per request, what the step's validator will accept.

A grammar-constrained decoder (llama.cpp and llama-cpp-python, vLLM guided decoding, Ollama
structured outputs, OpenAI strict mode) can only enforce what the schema states. So each
step's schema is built for its request: ``pattern`` for HH:MM times, ``enum`` for the places
offered, the residents present and the memory ids shown, ``minItems``/``maxItems`` for counts,
``minimum``/``maximum`` for scores, minutes and closeness, and ``maxLength`` for free text (a
small model that rambles past ``max_tokens`` leaves its JSON unclosed, so the longest reply a
schema allows fits in the step's ``max_tokens``). The validators stay: what a schema cannot
say (times in order, a line that speaks for someone else) is still checked, and servers that
ignore schemas send anything.

Every object lists all its properties as required with no extra properties (OpenAI's strict
subset). ``at_level`` strips keywords for endpoints that refuse them: "full" sends all,
"openai" drops string lengths (OpenAI's strict mode refuses them), "portable" keeps only types
and enums (what every server with schemas accepts: the schemas before constraints).

Cost: a schema is a few hundred bytes of JSON built per call (~20 us); the decoder compiles it
into a grammar per request (llama.cpp: about a millisecond).
"""

from __future__ import annotations

from typing import Any

from game.brains.llm.context_lines import shown_plans
from game.brains.llm.prompt_lines import shown_memories
from game.mind.brain import (
    INTENTS,
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
    UtteranceRequest,
)
from game.mind.types import PlaceOption, min_to_hhmm

TIME_PATTERN = r"^([01][0-9]|2[0-3]):[0-5][0-9]$"
SLOT_GRID = 5  # minutes between the start times offered for actions
LEVELS = ("full", "openai", "portable")
_DROP = {
    "full": frozenset(),
    "openai": frozenset({"minLength", "maxLength"}),
    "portable": frozenset(
        {"minLength", "maxLength", "pattern", "minimum", "maximum", "minItems", "maxItems"}
    ),
}


def obj(**props: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": props,
        "required": list(props),
        "additionalProperties": False,
    }


def arr(items: dict[str, Any], lo: int | None = None, hi: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "array", "items": items}
    if lo:
        out["minItems"] = lo
    if hi is not None:
        out["maxItems"] = hi
    return out


def text(max_len: int, min_len: int = 1) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "string", "maxLength": max_len}
    if min_len:
        out["minLength"] = min_len
    return out


def integer(lo: int, hi: int, step: int = 1) -> dict[str, Any]:
    """An integer range, also as an ``enum`` of its values (every ``step``): decoders that
    ignore ``minimum``/``maximum`` (llama-cpp-python's grammar) enforce the list."""
    values = list(range(lo, hi + 1, step))
    return {"type": "integer", "minimum": lo, "maximum": values[-1], "enum": values}


def unit_number() -> dict[str, Any]:
    """-1 to 1, in tenths as an ``enum`` for the same reason."""
    tenths = [round(i / 10, 1) for i in range(-10, 11)]
    return {"type": "number", "minimum": -1, "maximum": 1, "enum": tenths}


def one_of(values: list[Any], kind: str = "string") -> dict[str, Any]:
    return {"type": kind, "enum": list(dict.fromkeys(values))}


def ids(shown: list[int], *, at_least_one: bool) -> dict[str, Any]:
    """Evidence: up to 5 of the ids shown (at least one if asked and any were shown)."""
    if not shown:
        return arr({"type": "integer"}, hi=0)
    return arr(one_of(shown, "integer"), lo=1 if at_least_one else None, hi=min(5, len(shown)))


TIME = {"type": "string", "pattern": TIME_PATTERN}
_BOOL = {"type": "boolean"}


def at_level(schema: dict[str, Any] | None, level: str) -> dict[str, Any] | None:
    """``schema`` without the keywords an endpoint at ``level`` refuses (a new dict)."""
    if schema is None or level == "full":
        return schema
    drop = _DROP[level]

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            return {k: walk(v) for k, v in node.items() if k not in drop}
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    return walk(schema)


def slot_times(lo: int, hi: int, grid: int = SLOT_GRID) -> list[str]:
    """HH:MM times from ``lo`` (inclusive) to ``hi`` (exclusive) on a ``grid``-minute grid;
    ``lo`` first even off the grid. All fall inside the slot, as the validator requires."""
    first = -(-lo // grid) * grid
    return list(dict.fromkeys(min_to_hhmm(t) for t in [lo, *range(first, hi, grid)] if t < hi))


def most_actions(minutes: int) -> int:
    """As many actions as the prompt asks for at most (``templates._action_shape``)."""
    return 6 if minutes <= 60 else min(12, max(2, minutes // 15))


def places(shown: tuple[PlaceOption, ...]) -> dict[str, Any]:
    return one_of([str(o.place) for o in shown])


# -- one builder per step: (request, options shown or None) -> schema ---------------------------


def plan_day(req: PlanDayRequest, shown: Any = None) -> dict[str, Any]:
    return obj(blocks=arr(obj(start=TIME, end=TIME, activity=text(60)), 3, 8))


def decompose(req: DecomposeRequest, shown: tuple[PlaceOption, ...]) -> dict[str, Any]:
    start = one_of(slot_times(req.block.start, req.block.end))
    action = obj(start=start, action=text(40), place=places(shown), emoji=text(4, 0))
    return obj(actions=arr(action, 1, most_actions(req.block.end - req.block.start)))


def choose_place(req: ChoosePlaceRequest, shown: tuple[PlaceOption, ...]) -> dict[str, Any]:
    """The shown places not to be avoided (all shown, if every option is to be avoided)."""
    allowed = [o for o in shown if o.place not in req.avoid]
    if not allowed and not any(o.place not in req.avoid for o in req.options):
        allowed = list(shown)
    return obj(place=places(tuple(allowed) or shown))


def score_importance(req: ImportanceRequest, shown: Any = None) -> dict[str, Any]:
    n = len(req.texts)
    return obj(scores=arr(integer(1, 10), n, n))


def reflect_questions(req: ReflectQuestionsRequest, shown: Any = None) -> dict[str, Any]:
    return obj(questions=arr(text(150), 1, max(1, req.count)))


def insights(req: InsightRequest, shown: Any = None) -> dict[str, Any]:
    memory_ids = [m.id for m in shown_memories(req.memories, "insights")]
    memory_ids += [m.id for m in shown_plans(req)]  # one's decisions may be cited too
    item = obj(
        text=text(240),
        evidence=ids(memory_ids, at_least_one=True),
        about=arr(text(40), 0, 2),
        intent=one_of(list(INTENTS)),
    )
    return obj(insights=arr(item, 1, max(1, req.count)))


def decide_reaction(req: ReactionRequest, shown: Any = None) -> dict[str, Any]:
    allowed = ["continue", "react"]
    if req.other is not None and req.other.available:
        allowed.append("talk")
    return obj(
        decision=one_of(allowed),
        reason=text(100, 0),
        activity=text(60),
        minutes=integer(5, 240, 5),
    )


def next_utterance(req: UtteranceRequest, shown: Any = None) -> dict[str, Any]:
    return obj(text=text(240), end=_BOOL)


def summarize_conversation(req: ConversationSummaryRequest, shown: Any = None) -> dict[str, Any]:
    person = {"type": "string"} if not req.others else one_of([o.id for o in req.others])
    other = obj(id=person, relationship=text(100), closeness=unit_number())
    return obj(
        summary=text(160),
        learned=arr(text(100), hi=3),
        others=arr(other, hi=len(req.others)),
        felt=one_of(["good", "plain", "bad"]),
    )


def summarize(req: SummarizeRequest, shown: Any = None) -> dict[str, Any]:
    return obj(summary=text(240))


def answer_question(req: InterviewRequest, shown: Any = None) -> dict[str, Any]:
    memory_ids = [m.id for m in shown_memories(req.memories, "answer_question")]
    return obj(answer=text(400), evidence=ids(memory_ids, at_least_one=False), remembers=_BOOL)


# -- the schemas before constraints: types only (the benchmark's "before") ---------------------

_S, _I = {"type": "string"}, {"type": "integer"}
LOOSE: dict[str, dict[str, Any]] = {
    "plan_day": obj(blocks=arr(obj(start=_S, end=_S, activity=_S))),
    "decompose": obj(actions=arr(obj(start=_S, action=_S, place=_S, emoji=_S))),
    "choose_place": obj(place=_S),
    "score_importance": obj(scores=arr(_I)),
    "reflect_questions": obj(questions=arr(_S)),
    "insights": obj(insights=arr(obj(text=_S, evidence=arr(_I), about=arr(_S), intent=_S))),
    "decide_reaction": obj(
        decision=one_of(["continue", "react", "talk"]), reason=_S, activity=_S, minutes=_I
    ),
    "next_utterance": obj(text=_S, end=_BOOL),
    "summarize_conversation": obj(
        summary=_S,
        learned=arr(_S),
        others=arr(obj(id=_S, relationship=_S, closeness={"type": "number"})),
        felt=_S,
    ),
    "summarize": obj(summary=_S),
    "answer_question": obj(answer=_S, evidence=arr(_I), remembers=_BOOL),
}
