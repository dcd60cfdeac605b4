"""Wrappers that stack around a ``ChatModel``: retry, cap in flight, circuit breaker, budget.

Each layer does one thing and is tested alone. ``game.brains.llm.factory`` stacks them (outermost
first): budget -> accounting -> cache -> circuit breaker -> retry -> concurrency cap -> client.
Retries sit outside the cap, so a resident sleeping on a backoff does not hold a slot.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable

from game.brains.llm.breaker import Breaker
from game.brains.llm.client import ChatModel, ChatRequest, Completion
from game.brains.llm.errors import BudgetExceeded, Cancelled, CircuitOpen, TransportError

__all__ = [
    "Breaker",
    "BudgetedModel",
    "CircuitBreakerModel",
    "ConcurrencyLimitedModel",
    "ModelLayer",
    "RetryingModel",
]


class ModelLayer(ChatModel):
    """Base of the wrappers: delegates name, identity and ``close`` to the inner model."""

    def __init__(self, inner: ChatModel) -> None:
        self.inner = inner

    @property
    def model(self) -> str:  # type: ignore[override]
        return self.inner.model

    @property
    def identity(self) -> str:
        return self.inner.identity

    def forget(self, req: ChatRequest) -> None:
        self.inner.forget(req)

    def close(self) -> None:
        self.inner.close()

    def find(self, kind: type) -> object | None:
        """The first layer (self or below) of class ``kind``, e.g. the raw client for ``ping``."""
        node: ChatModel | None = self
        while node is not None:
            if isinstance(node, kind):
                return node
            node = getattr(node, "inner", None)
        return None


def _check(cancel: threading.Event | None) -> None:
    if cancel is not None and cancel.is_set():
        raise Cancelled("quitting")


class RetryingModel(ModelLayer):
    """Retries retryable failures (429, 5xx, timeouts, connection errors) with backoff.

    Delay of attempt n is ``base * 2**n`` capped at ``max_delay``, with "equal jitter" (half
    fixed, half random from the injected ``rng``) so 25 residents do not retry in lockstep. A
    ``Retry-After`` from the server is honoured as a floor; one longer than
    ``max_retry_after`` gives up at once (a quota reset hours away is not worth waiting for).
    Waiting uses ``cancel.wait`` so quitting interrupts it. A timed-out request is retried at
    most ``max_timeout_retries`` times (once by default): a server that hangs twice in a row for
    one call is not waited for a third time, the step falls back instead.

    Cost: up to ``max_retries`` extra requests per logical call, at most two timeouts.
    """

    def __init__(
        self,
        inner: ChatModel,
        *,
        max_retries: int = 3,
        base_delay_s: float = 0.5,
        max_delay_s: float = 20.0,
        max_retry_after_s: float = 60.0,
        rng: random.Random | None = None,
        sleep: Callable[[float], object] | None = None,
        cancel: threading.Event | None = None,
        max_timeout_retries: int | None = 1,
    ) -> None:
        super().__init__(inner)
        if max_retries < 0:
            raise ValueError("max_retries must be >= 0")
        self.max_retries = max_retries
        self.max_timeout_retries = max_timeout_retries  # None: as many as max_retries
        self.base_delay_s = base_delay_s
        self.max_delay_s = max_delay_s
        self.max_retry_after_s = max_retry_after_s
        self._rng = rng or random.Random(0)
        self._rng_lock = threading.Lock()
        self._cancel = cancel
        if sleep is None:
            sleep = cancel.wait if cancel is not None else time.sleep
        self._sleep = sleep
        self.retries = 0  # total retries made, for stats

    def delay(self, attempt: int, retry_after: float | None) -> float:
        """Seconds to wait before retry number ``attempt + 1``."""
        span = min(self.max_delay_s, self.base_delay_s * (2**attempt))
        with self._rng_lock:
            jitter = self._rng.random()
        backoff = span / 2 + jitter * span / 2
        if retry_after is not None:
            return retry_after + jitter * self.base_delay_s
        return backoff

    def complete(self, req: ChatRequest) -> Completion:
        attempt = timeouts = 0
        while True:
            _check(self._cancel)
            try:
                return self.inner.complete(req)
            except TransportError as exc:
                if not exc.retryable or attempt >= self.max_retries:
                    raise
                if exc.timed_out:
                    timeouts += 1
                    if self.max_timeout_retries is not None and timeouts > self.max_timeout_retries:
                        raise
                if exc.retry_after is not None and exc.retry_after > self.max_retry_after_s:
                    raise
                wait = self.delay(attempt, exc.retry_after)
            attempt += 1
            self.retries += 1
            self._sleep(wait)
            _check(self._cancel)


class ConcurrencyLimitedModel(ModelLayer):
    """At most ``limit`` calls in flight through this layer; the rest wait their turn.

    Local servers (Ollama, llama.cpp) serve one or a few requests at once and queue the rest
    with growing latency, so a cap keeps timeouts meaningful. Waiting checks ``cancel``.
    """

    def __init__(
        self,
        inner: ChatModel,
        limit: int,
        *,
        cancel: threading.Event | None = None,
        semaphore: threading.Semaphore | None = None,
    ) -> None:
        super().__init__(inner)
        if limit < 1:
            raise ValueError("limit must be >= 1")
        self.limit = limit
        # Pass one semaphore to several layers (main and cheap model) to cap them together.
        self._sem = semaphore if semaphore is not None else threading.BoundedSemaphore(limit)
        self._cancel = cancel
        self._lock = threading.Lock()
        self.in_flight = 0
        self.peak = 0

    def complete(self, req: ChatRequest) -> Completion:
        while not self._sem.acquire(timeout=0.1):
            _check(self._cancel)
        try:
            with self._lock:
                self.in_flight += 1
                self.peak = max(self.peak, self.in_flight)
            _check(self._cancel)
            return self.inner.complete(req)
        finally:
            with self._lock:
                self.in_flight -= 1
            self._sem.release()


class CircuitBreakerModel(ModelLayer):
    """Stops calling an endpoint that keeps failing, then probes it again after a cool-down.

    After ``threshold`` consecutive retryable failures, calls fail fast with ``CircuitOpen``
    for ``cooldown_s``, so residents fall back at once instead of each waiting out timeouts.
    The first call after the cool-down probes; a success closes it. ``clock`` is injected
    (monotonic wall time by default; tests pass a fake); ``breaker`` shares one state between
    the layers of one endpoint (main and cheap model).
    """

    def __init__(
        self,
        inner: ChatModel,
        *,
        threshold: int = 4,
        cooldown_s: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
        breaker: Breaker | None = None,
    ) -> None:
        super().__init__(inner)
        self.breaker = breaker or Breaker(threshold=threshold, cooldown_s=cooldown_s, clock=clock)

    @property
    def is_open(self) -> bool:
        return self.breaker.is_open

    @property
    def last_error(self) -> str:
        return self.breaker.last_error

    def complete(self, req: ChatRequest) -> Completion:
        self.breaker.check()
        start = self.breaker.now()
        try:
            result = self.inner.complete(req)
        except CircuitOpen:  # not sent (found resting meanwhile): nothing new about it
            raise
        except TransportError as exc:
            if exc.retryable:
                self.breaker.failed(str(exc), since=start)
            else:
                self.breaker.unanswered(str(exc), since=start)
            raise
        self.breaker.succeeded()
        return result


class BudgetedModel(ModelLayer):
    """Refuses calls once ``spent()`` passes a token or dollar budget.

    ``spent`` returns ``(tokens, usd)`` so far, usually ``Accountant.spent``. Calls already in
    flight when the budget runs out still finish, so the overshoot is at most a few calls.
    """

    def __init__(
        self,
        inner: ChatModel,
        spent: Callable[[], tuple[int, float]],
        *,
        budget_tokens: int | None = None,
        budget_usd: float | None = None,
    ) -> None:
        super().__init__(inner)
        self._spent = spent
        self.budget_tokens = budget_tokens
        self.budget_usd = budget_usd

    def exceeded(self) -> str:
        """A short description of the spent budget, or "" while there is budget left."""
        tokens, usd = self._spent()
        if self.budget_tokens is not None and tokens >= self.budget_tokens:
            return f"{tokens:,} of {self.budget_tokens:,} tokens"
        if self.budget_usd is not None and usd >= self.budget_usd:
            return f"${usd:.2f} of ${self.budget_usd:.2f}"
        return ""

    def complete(self, req: ChatRequest) -> Completion:
        spent = self.exceeded()
        if spent:
            raise BudgetExceeded(f"LLM budget spent ({spent})")
        return self.inner.complete(req)
