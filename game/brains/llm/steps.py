"""One frozen table row per generation step: everything that turns a Brain step into a call.

A ``StepSpec`` holds the step's prompt renderer, the builder of the JSON schema sent as
``response_format`` (per request: the places offered, the people present and the memory ids
shown differ per call, see ``game.brains.llm.schemas``), the validator, the reply length cap,
the temperature, which model answers (main or cheap), how many place options the prompt shows,
and where the resident id is for the accounting context. ``LLMBrain`` has one generic method
driven by this table, so a step is one row here (plus its template file, schema builder,
validator and ``Brain`` method), not settings spread over dicts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from game.brains.llm import schemas, templates, validators
from game.brains.llm.prompt_files import Messages
from game.brains.llm.prompt_lines import pick_options
from game.mind.brain import STEPS


def _persona_id(req: Any) -> str:
    return req.persona.id


@dataclass(frozen=True, kw_only=True)
class StepSpec:
    """How one step becomes a model call.

    Attributes:
        render: ``(req) -> messages``, or ``(req, shown_options)`` when ``option_cap`` is set.
        validate: ``(parsed JSON, req) -> typed result``; raises ``InvalidReply`` (a
            ``ValueError``) with a reason the model reads on the corrective retry.
        schema: ``(req, shown_options) -> JSON schema`` of the reply (``response_format``),
            stating what ``validate`` accepts wherever a schema can.
        loose: the schema without constraints (types only), for comparison runs.
        max_tokens: reply length cap: enough for the answer, too little for a runaway model.
        temperature: variety for dialogue and plans, consistency for ratings and choices.
        role: "main", or "cheap" for easy steps (ratings, summaries) when a cheap model is set.
        option_cap: >0: at most this many place options in the prompt (``pick_options``),
            picked for ``activity(req)``.
        resident: the id of the resident the call is about, for the accounting context.
        no_call: an answer that needs no call (e.g. nothing to rate), or None to call.
    """

    render: Callable[..., Messages]
    validate: Callable[[Any, Any], Any]
    schema: Callable[[Any, Any], dict[str, Any]]
    loose: dict[str, Any]
    max_tokens: int
    temperature: float
    role: str = "main"
    option_cap: int = 0
    activity: Callable[[Any], str] | None = None
    resident: Callable[[Any], str] = _persona_id
    no_call: Callable[[Any], Any] | None = None

    def prepare(self, req: Any, *, constrain: bool = True) -> tuple[Messages, dict[str, Any]]:
        """The chat messages for ``req`` (place options cut to ``option_cap``) and the schema
        of the reply, built for the same options; ``constrain=False``: the loose schema."""
        shown = None
        if self.option_cap:
            activity = self.activity(req) if self.activity else ""
            shown = pick_options(
                req.options, activity, req.persona, req.current_place, self.option_cap
            )
            messages = self.render(req, shown)
        else:
            messages = self.render(req)
        return messages, self.schema(req, shown) if constrain else self.loose

    def messages(self, req: Any) -> Messages:
        """The chat messages for ``req`` alone."""
        return self.prepare(req)[0]


def _spec(step: str, **kw: Any) -> StepSpec:
    """A row whose renderer, validator and schema builder are named after the step."""
    return StepSpec(
        render=getattr(templates, step),
        validate=getattr(validators, step),
        schema=getattr(schemas, step),
        loose=schemas.LOOSE[step],
        **kw,
    )


SPECS: Mapping[str, StepSpec] = MappingProxyType(
    {
        "plan_day": _spec("plan_day", max_tokens=450, temperature=0.7),  # 5-8 blocks
        "decompose": _spec(
            "decompose",
            max_tokens=800,  # up to a dozen actions with emoji (a 3-hour window)
            temperature=0.5,
            option_cap=16,
            activity=lambda req: req.block.activity,
        ),
        "choose_place": _spec(
            "choose_place",
            max_tokens=60,
            temperature=0.2,
            option_cap=20,
            activity=lambda req: req.activity,
        ),
        "score_importance": _spec(
            "score_importance",
            max_tokens=120,
            temperature=0.0,
            role="cheap",
            no_call=lambda req: None if req.texts else (),
        ),
        "reflect_questions": _spec("reflect_questions", max_tokens=200, temperature=0.5),
        "insights": _spec("insights", max_tokens=500, temperature=0.5),
        "decide_reaction": _spec("decide_reaction", max_tokens=120, temperature=0.3),
        "next_utterance": _spec(
            "next_utterance",
            max_tokens=150,
            temperature=0.8,
            resident=lambda req: req.speaker.id,
        ),
        "summarize_conversation": _spec(
            "summarize_conversation", max_tokens=450, temperature=0.3, role="cheap"
        ),
        "summarize": _spec("summarize", max_tokens=150, temperature=0.3, role="cheap"),
        "answer_question": _spec("answer_question", max_tokens=250, temperature=0.6),
    }
)

if tuple(SPECS) != STEPS:  # a step added to the Brain needs its row here, in the same order
    raise RuntimeError(f"game.brains.llm.steps covers {tuple(SPECS)}, the Brain has {STEPS}")
