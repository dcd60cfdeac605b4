"""The LLM brain: every Brain step is render -> call -> parse -> validate, from one table row.

For every step (``game.brains.llm.steps.SPECS``): the request is rendered from its template,
sent to the main or the cheap model, and the reply is parsed and validated into the typed
result. An invalid reply gets one corrective retry that tells the model what was wrong; a
second invalid reply, a transport failure after the retry layer gave up, a spent budget,
quitting, an open circuit, or any bug in here all end the same way: ``StepFailed`` with a
short reason, and the fallback layer around this brain (``game.brains.layers``) asks the
built-in brain for that one step. Counting calls and fallbacks is the layers' job too; this
brain keeps only what it alone sees: invalid replies and failed calls per step, the reasons
replies were rejected, and whether the budget is spent or the endpoint is resting.

A rejected reply is logged (WARNING: step, reason, the first 300 characters of the reply), its
reason is counted for the HUD and the summary (``notices``: "LLM rejected 31 replies: not
JSON (9), ..."), and the cache below is told to drop it (``ChatModel.forget``), so a re-run
asks again instead of replaying the rejection.

Thread-safe: residents on the simulation's worker pool call one shared instance at once.
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from typing import Any

from game.brains.layers import answers_every_step
from game.brains.llm import reply_language
from game.brains.llm.client import CallContext, ChatModel, ChatRequest
from game.brains.llm.errors import (
    BudgetExceeded,
    Cancelled,
    CircuitOpen,
    InvalidReply,
    LLMError,
    TransportError,
)
from game.brains.llm.parse import extract_json
from game.brains.llm.prompt_files import retry_messages
from game.brains.llm.steps import SPECS, StepSpec
from game.mind.brain import Brain, StepFailed

log = logging.getLogger("game.brains.llm")


@answers_every_step
class LLMBrain(Brain):
    """A Brain backed by a stacked ``ChatModel``; raises ``StepFailed`` when it cannot answer.

    Args:
        model: the main model (plans, places, reactions, dialogue, reflection).
        cheap: optional cheaper model for importance and summaries (main model otherwise).
        language: the code of the language replies are written in (``reply_language``):
            every prompt of another language than "en" asks for free text in it.
    """

    REPLY_LOGGED = 300  # characters of a rejected reply that go to the log

    def __init__(
        self,
        model: ChatModel,
        *,
        cheap: ChatModel | None = None,
        constrain: bool = True,
        language: str = "en",
    ) -> None:
        self.language = reply_language.check_language(language)
        self.model = model
        self.cheap = cheap
        self.constrain = constrain  # False: the loose schemas (types only), for comparisons
        self.name = f"llm:{model.model}"
        self._lock = threading.Lock()
        self.invalid: dict[str, int] = {}  # replies that failed parsing or validation
        self.rejections: Counter[str] = Counter()  # their labels ("not JSON", ...)
        self.last_rejection: dict[str, str] = {}  # step -> the last reason, for --llm-check
        self.errors: dict[str, int] = {}  # calls that failed in transport (after retries)
        self._off = ""  # why every call now fails at once ("" while the LLM is on)
        self._spent = ""  # the budget that ran out, once it did ("LLM budget spent (...)")
        self._outage = ""  # last endpoint failure while the circuit is open
        self._failing = False  # the last call got no answer (no response, or HTTP 5xx)
        self.last_error = ""

    def _tally(self, table: dict[str, int], step: str) -> None:
        with self._lock:
            table[step] = table.get(step, 0) + 1

    def answer(self, step: str, req: Any, spec: StepSpec | None = None) -> Any:
        """The validated result of ``step`` for ``req``, or ``StepFailed``. ``spec``: a step
        that is not a ``Brain`` method (e.g. a short exchange of dialogue, ``exchange``)."""
        spec = spec or SPECS[step]
        if spec.no_call is not None:
            free = spec.no_call(req)
            if free is not None:
                return free
        if self._off:
            raise StepFailed("quitting" if self._off == "quitting" else "budget spent")
        model = self.cheap if spec.role == "cheap" and self.cheap is not None else self.model
        ctx = CallContext(step=step, resident=spec.resident(req), role=spec.role)
        try:
            messages, schema = spec.prepare(req, constrain=self.constrain)
            messages = reply_language.instruct(messages, self.language)
            label = ""
            for attempt in (1, 2):
                chat = ChatRequest(
                    messages=messages,
                    schema=schema,
                    schema_name=step,
                    max_tokens=spec.max_tokens,
                    temperature=spec.temperature,
                    ctx=ctx,
                )
                reply = model.complete(chat)
                if log.isEnabledFor(logging.DEBUG):  # --log-level debug: every prompt and reply
                    log.debug(
                        "%s: try %d; prompt: %r; reply: %r",
                        step,
                        attempt,
                        messages[-1][1] if messages else "",
                        reply.text,
                    )
                with self._lock:
                    self._outage = ""
                    self._failing = False
                try:
                    return spec.validate(extract_json(reply.text), req)
                except ValueError as exc:  # InvalidReply, or a value object refusing a value
                    why, label = self._reject(step, exc, reply.text, attempt)
                    model.forget(chat)
                    messages = retry_messages(messages, reply.text, why)
            reason = f"invalid reply: {label}"
        except BudgetExceeded as exc:
            with self._lock:
                self._off = f"{exc}: residents think with the built-in brain now"
                self._spent = str(exc)
            reason = "budget spent"
        except Cancelled:
            with self._lock:
                self._off = "quitting"
            reason = "quitting"
        except CircuitOpen as exc:
            with self._lock:
                self._outage = str(exc)
            reason = "endpoint resting"
        except LLMError as exc:
            self._tally(self.errors, step)
            self.last_error = str(exc)
            log.warning("%s: LLM call failed: %s", step, exc)
            if isinstance(exc, TransportError):
                reason = f"HTTP {exc.status}" if exc.status else "no response"
                if not exc.status or exc.status >= 500:
                    with self._lock:
                        self._failing = True
            else:
                reason = type(exc).__name__
        except Exception as exc:  # noqa: BLE001 - a bug here must not stop the town either
            self._tally(self.errors, step)
            log.exception("%s: unexpected error in the LLM brain", step)
            reason = f"bug: {type(exc).__name__}"
        raise StepFailed(reason)

    def _reject(self, step: str, exc: ValueError, text: str, attempt: int) -> tuple[str, str]:
        """Count, remember and log a rejected reply; its (reason, label)."""
        if isinstance(exc, InvalidReply):
            why, label = exc.reason, exc.label
        else:
            why = label = str(exc)[:60] or type(exc).__name__
        with self._lock:
            self.invalid[step] = self.invalid.get(step, 0) + 1
            self.rejections[label] += 1
            self.last_rejection[step] = why
        log.warning(
            "%s: rejected reply (try %d): %s; reply: %r",
            step,
            attempt,
            why,
            text[: self.REPLY_LOGGED],
        )
        return why, label

    def top_rejections(self, n: int = 3) -> list[tuple[str, int]]:
        """The ``n`` commonest reasons replies were rejected, with their counts."""
        with self._lock:
            return self.rejections.most_common(n)

    # -- what the HUD shows --------------------------------------------------------------------

    def stats(self) -> dict[str, float]:
        with self._lock:
            return {
                "llm_invalid_replies": sum(self.invalid.values()),
                "llm_failed_calls": sum(self.errors.values()),
            }

    def notices(self) -> tuple[str, ...]:
        """Short lines for the screen: rejected replies and why, budget spent, endpoint down."""
        out = []
        top = self.top_rejections()
        if top:
            with self._lock:
                total = sum(self.invalid.values())
            reasons = ", ".join(f"{label} ({n})" for label, n in top)
            out.append(f"LLM rejected {total} {'reply' if total == 1 else 'replies'}: {reasons}")
        with self._lock:
            if self._off and self._off != "quitting":
                out.append(self._off)
            if self._outage:
                out.append("LLM endpoint not answering: built-in brain until it is back")
        return tuple(out)

    def trouble(self) -> str:
        """Why the built-in brain answers in this one's place now, for the top bar: "" while
        the model answers (or the town is quitting), "not answering" from a call that got no
        answer (no response, HTTP 5xx) or hit the resting endpoint (the circuit breaker probes
        it again after its cool-down) until a call is answered, or the budget spent."""
        with self._lock:
            if self._off and self._off != "quitting":
                return self._spent or self._off
            return "not answering" if self._outage or self._failing else ""

    @property
    def budget_spent(self) -> bool:
        return bool(self._off) and self._off != "quitting"
