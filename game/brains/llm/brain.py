"""The LLM brain: each Brain method is render -> call -> parse -> validate, never a crash.

For every step: the request is rendered from its template, sent to the main or the cheap
model (``STEP_ROLE``), and the reply is parsed and validated into the typed result. An invalid
reply gets one corrective retry that tells the model what was wrong; a second invalid reply,
a transport failure after the retry layer gave up, a spent budget, quitting, or any bug in
here all end the same way: the built-in brain answers that one step. Every call and every
fallback is counted (``counters``) and surfaced (``stats``, ``notices``).

Thread-safe: residents on the simulation's worker pool call one shared instance at once.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from game.brains.llm import templates, validators
from game.brains.llm.client import CallContext, ChatModel, ChatRequest
from game.brains.llm.errors import BudgetExceeded, Cancelled, CircuitOpen, InvalidReply, LLMError
from game.brains.llm.parse import extract_json
from game.brains.llm.plan_reuse import DecompositionMemory, clip, window_request
from game.brains.llm.schemas import MAX_TOKENS, SCHEMAS, TEMPERATURE
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
from game.mind.types import Action, Counters, Place

log = logging.getLogger("game.brains.llm")
T = TypeVar("T")

# Which model answers which step. Ratings and summaries are easy: the cheap model does them.
STEP_ROLE = {"score_importance": "cheap", "summarize": "cheap", "summarize_conversation": "cheap"}


class LLMBrain(Brain):
    """A Brain backed by a stacked ``ChatModel`` with a per-step fallback ``Brain``.

    Args:
        model: the main model (plans, places, reactions, dialogue, reflection).
        fallback: the built-in brain; answers any step the model cannot.
        cheap: optional cheaper model for importance and summaries (main model otherwise).
        reuse: plan-reuse memory (a fresh one by default).
    """

    def __init__(
        self,
        model: ChatModel,
        *,
        fallback: Brain,
        cheap: ChatModel | None = None,
        reuse: DecompositionMemory | None = None,
    ) -> None:
        self.model = model
        self.cheap = cheap
        self.fallback = fallback
        self.reuse = reuse if reuse is not None else DecompositionMemory()
        self.name = f"llm:{model.model}"
        self.counters = Counters()
        self._lock = threading.Lock()
        self.invalid: dict[str, int] = {}  # replies that failed parsing or validation
        self.errors: dict[str, int] = {}  # calls that failed in transport (after retries)
        self._off = ""  # why every call now goes to the fallback ("" while the LLM is on)
        self._outage = ""  # last endpoint failure while the circuit is open
        self.last_error = ""

    # -- the shared path -----------------------------------------------------------------------

    def _tally(self, table: dict[str, int], step: str) -> None:
        with self._lock:
            table[step] = table.get(step, 0) + 1

    def _think(
        self,
        step: str,
        resident: str,
        render: Callable[[], tuple],
        validate: Callable[[Any], T],
        fallback: Callable[[], T],
    ) -> tuple[T, bool]:
        """Return ``(result, fell_back)``; never raises for anything the model or server does."""
        if self._off:
            return self._fall(step, fallback)
        role = STEP_ROLE.get(step, "main")
        model = self.cheap if role == "cheap" and self.cheap is not None else self.model
        ctx = CallContext(step=step, resident=resident, role=role)
        try:
            messages = render()
            for attempt in (1, 2):
                req = ChatRequest(
                    messages=messages,
                    schema=SCHEMAS[step],
                    schema_name=step,
                    max_tokens=MAX_TOKENS[step],
                    temperature=TEMPERATURE[step],
                    ctx=ctx,
                )
                reply = model.complete(req)
                with self._lock:
                    self._outage = ""
                try:
                    result = validate(extract_json(reply.text))
                except ValueError as exc:  # InvalidReply, or a value object refusing a value
                    reason = exc.reason if isinstance(exc, InvalidReply) else str(exc)
                    self._tally(self.invalid, step)
                    log.debug("%s: invalid reply (%s) try %d", step, reason, attempt)
                    messages = templates.retry_messages(messages, reply.text, reason)
                    continue
                with self._lock:
                    self.counters.count(step)
                return result, False
        except BudgetExceeded as exc:
            with self._lock:
                self._off = f"{exc}: residents think with the built-in brain now"
        except Cancelled:
            with self._lock:
                self._off = "quitting"
        except CircuitOpen as exc:
            with self._lock:
                self._outage = str(exc)
        except LLMError as exc:
            self._tally(self.errors, step)
            self.last_error = str(exc)
            log.warning("%s: LLM call failed: %s", step, exc)
        except Exception:  # noqa: BLE001 - a bug here must not stop the town either
            self._tally(self.errors, step)
            log.exception("%s: unexpected error in the LLM brain", step)
        return self._fall(step, fallback)

    def _fall(self, step: str, fallback: Callable[[], T]) -> tuple[T, bool]:
        with self._lock:
            self.counters.count(step, fallback=True)
        return fallback(), True

    # -- the Brain interface -------------------------------------------------------------------

    def plan_day(self, req: PlanDayRequest) -> DayPlan:
        plan, _ = self._think(
            "plan_day",
            req.persona.id,
            lambda: templates.plan_day(req),
            lambda d: validators.plan_day(d, req),
            lambda: self.fallback.plan_day(req),
        )
        self.reuse.note_plan(req.persona.id, plan.blocks, req.previous_plan)
        return plan

    def decompose(self, req: DecomposeRequest) -> tuple[Action, ...]:
        """Answered, cheapest first, from: today's window of this block, yesterday's
        decomposition of the same window (plan reuse), or one model call for the whole window
        (``plan_reuse.window_request``). A fallback answers the slice alone."""
        early = self.reuse.from_window(req)
        wreq = window_request(req)
        if early is None:
            reused = self.reuse.lookup(wreq)
            if reused is not None:
                self.reuse.keep_window(wreq, reused)
                early = clip(reused, req.block.start, req.block.end) or None
        if early is not None:
            with self._lock:
                self.counters.count("decompose")
            return early
        shown = templates.pick_options(
            req.options,
            req.block.activity,
            req.persona,
            req.current_place,
            templates.OPTION_CAP["decompose"],
        )
        actions, fell = self._think(
            "decompose",
            req.persona.id,
            lambda: templates.decompose(wreq, shown),
            lambda d: validators.decompose(d, wreq),
            lambda: self.fallback.decompose(req),
        )
        if fell:
            return actions
        self.reuse.store(wreq, actions)
        self.reuse.keep_window(wreq, actions)
        return clip(actions, req.block.start, req.block.end) or actions

    def choose_place(self, req: ChoosePlaceRequest) -> Place:
        shown = templates.pick_options(
            req.options,
            req.activity,
            req.persona,
            req.current_place,
            templates.OPTION_CAP["choose_place"],
        )
        return self._think(
            "choose_place",
            req.persona.id,
            lambda: templates.choose_place(req, shown),
            lambda d: validators.choose_place(d, req),
            lambda: self.fallback.choose_place(req),
        )[0]

    def score_importance(self, req: ImportanceRequest) -> tuple[int, ...]:
        if not req.texts:
            return ()
        return self._think(
            "score_importance",
            req.persona.id,
            lambda: templates.score_importance(req),
            lambda d: validators.score_importance(d, req),
            lambda: self.fallback.score_importance(req),
        )[0]

    def reflect_questions(self, req: ReflectQuestionsRequest) -> tuple[str, ...]:
        return self._think(
            "reflect_questions",
            req.persona.id,
            lambda: templates.reflect_questions(req),
            lambda d: validators.reflect_questions(d, req),
            lambda: self.fallback.reflect_questions(req),
        )[0]

    def insights(self, req: InsightRequest) -> tuple[Insight, ...]:
        return self._think(
            "insights",
            req.persona.id,
            lambda: templates.insights(req),
            lambda d: validators.insights(d, req),
            lambda: self.fallback.insights(req),
        )[0]

    def decide_reaction(self, req: ReactionRequest) -> Reaction:
        return self._think(
            "decide_reaction",
            req.persona.id,
            lambda: templates.decide_reaction(req),
            lambda d: validators.decide_reaction(d, req),
            lambda: self.fallback.decide_reaction(req),
        )[0]

    def next_utterance(self, req: UtteranceRequest) -> Utterance:
        return self._think(
            "next_utterance",
            req.speaker.id,
            lambda: templates.next_utterance(req),
            lambda d: validators.next_utterance(d, req),
            lambda: self.fallback.next_utterance(req),
        )[0]

    def summarize_conversation(self, req: ConversationSummaryRequest) -> ConversationSummary:
        return self._think(
            "summarize_conversation",
            req.persona.id,
            lambda: templates.summarize_conversation(req),
            lambda d: validators.summarize_conversation(d, req),
            lambda: self.fallback.summarize_conversation(req),
        )[0]

    def summarize(self, req: SummarizeRequest) -> str:
        return self._think(
            "summarize",
            req.persona.id,
            lambda: templates.summarize(req),
            lambda d: validators.summarize(d, req),
            lambda: self.fallback.summarize(req),
        )[0]

    # -- what the HUD shows --------------------------------------------------------------------

    def stats(self) -> dict[str, float]:
        with self._lock:
            return {
                "brain_calls": sum(self.counters.calls.values()),
                "brain_fallbacks": sum(self.counters.fallbacks.values()),
                "llm_invalid_replies": sum(self.invalid.values()),
                "llm_failed_calls": sum(self.errors.values()),
                "plan_reuse_hits": self.reuse.hits,
                "decompose_window_hits": self.reuse.window_hits,
            }

    def notices(self) -> tuple[str, ...]:
        """Short lines for the screen: budget spent, endpoint down, fallbacks so far."""
        out = []
        with self._lock:
            if self._off and self._off != "quitting":
                out.append(self._off)
            if self._outage:
                out.append("LLM endpoint not answering: built-in brain until it is back")
            fb = self.counters.fallbacks
            if fb:
                parts = ", ".join(f"{k} {v}" for k, v in sorted(fb.items()))
                out.append(f"LLM fallbacks: {sum(fb.values())} ({parts})")
        return tuple(out)

    @property
    def budget_spent(self) -> bool:
        return bool(self._off) and self._off != "quitting"

    def get_state(self) -> dict[str, Any]:
        """Plan-reuse memory and tallies; JSON-safe."""
        with self._lock:
            return {
                "reuse": self.reuse.get_state(),
                "calls": dict(self.counters.calls),
                "fallbacks": dict(self.counters.fallbacks),
                "invalid": dict(self.invalid),
                "errors": dict(self.errors),
            }

    def set_state(self, state: dict[str, Any]) -> None:
        self.reuse.set_state(state.get("reuse", {}))
        with self._lock:
            self.counters = Counters(
                calls=dict(state.get("calls", {})), fallbacks=dict(state.get("fallbacks", {}))
            )
            self.invalid = dict(state.get("invalid", {}))
            self.errors = dict(state.get("errors", {}))
