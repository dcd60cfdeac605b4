"""Timeouts sized to the step and to the latencies seen, so a hang costs seconds, not a minute.

A fixed 60 s timeout is right for the first call to a cold local model and wrong for every
call after it: against a server that answers in 300 ms, a request that hangs should be given
up after a few seconds. ``TimeoutPolicy`` keeps the recent latencies of successful calls per
step (the reply lengths of the steps differ ten-fold) and over all steps; a call's timeout is
``factor`` times the running p95 of its step (of all steps while its step has few samples),
within ``floor_s`` and ``ceiling_s`` (the configured ``timeout_s``). Until enough calls have
answered, the ceiling applies, so a slow first load is waited for.

``AdaptiveTimeoutModel`` is the layer just around the client (inside the in-flight cap, so
time spent queueing for a slot is not counted as the server's latency): it stamps each request
with its timeout and records how long answers took. One policy serves one server, shared by
its main and cheap model.

A request's timeout is its total time, connect to the last byte of the body
(``game.brains.llm.deadline``), so a timed-out request has cost exactly its deadline. The layer
tells the server's circuit breaker (``policy.breaker``, set by ``servers.Server``) of each one
(``Breaker.hung``: two in a row rest the server), and of each request that failed only after
the floor (a server that trickles, then hangs up: as costly as a timeout), and asks the breaker
before every request, a retry or one that waited for a slot included, so a server found
hanging meanwhile is not sent another request to wait out. With ``adaptive=False`` (the
behaviour before) only failed calls count, as they always have.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import replace

from game.brains.llm.client import ChatModel, ChatRequest, Completion
from game.brains.llm.errors import TransportError
from game.brains.llm.layers import Breaker, ModelLayer

DEFAULT_FLOOR_S = 3.0
DEFAULT_FACTOR = 3.0
MIN_SAMPLES = 5
WINDOW = 64  # latencies kept per step: recent enough to follow a server that slows down


def p95(samples: list[float]) -> float:
    """The 95th percentile (nearest rank) of ``samples``; 0 for none."""
    if not samples:
        return 0.0
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


class TimeoutPolicy:
    """Per-step timeouts from the latencies seen: ``clamp(factor * p95, floor, ceiling)``.

    Thread-safe. ``adaptive=False`` always gives the ceiling (the behaviour before).
    """

    def __init__(
        self,
        ceiling_s: float,
        *,
        floor_s: float = DEFAULT_FLOOR_S,
        factor: float = DEFAULT_FACTOR,
        min_samples: int = MIN_SAMPLES,
        adaptive: bool = True,
    ) -> None:
        if ceiling_s <= 0 or floor_s <= 0 or factor <= 0:
            raise ValueError("timeouts and the factor must be > 0")
        self.ceiling_s = ceiling_s
        self.floor_s = min(floor_s, ceiling_s)
        self.factor = factor
        self.min_samples = max(1, min_samples)
        self.adaptive = adaptive
        self._lock = threading.Lock()
        self._by_step: dict[str, deque[float]] = {}
        self._all: deque[float] = deque(maxlen=WINDOW * 2)
        self.answered = 0
        self.timed_out = 0
        self.latency_total_s = 0.0
        self.breaker: Breaker | None = None  # the server's (``servers.Server`` links them)

    def record(self, step: str, seconds: float) -> None:
        """A call of ``step`` answered after ``seconds``."""
        with self._lock:
            self._by_step.setdefault(step, deque(maxlen=WINDOW)).append(seconds)
            self._all.append(seconds)
            self.answered += 1
            self.latency_total_s += seconds

    def record_timeout(self, step: str) -> None:
        with self._lock:
            self.timed_out += 1

    def timeout(self, step: str) -> float:
        """Seconds to wait for an answer to a call of ``step``."""
        if not self.adaptive:
            return self.ceiling_s
        with self._lock:
            own = self._by_step.get(step, ())
            samples = list(own) if len(own) >= self.min_samples else list(self._all)
        if len(samples) < self.min_samples:
            return self.ceiling_s
        return max(self.floor_s, min(self.ceiling_s, self.factor * p95(samples)))

    def step_p95(self, step: str) -> float | None:
        """The running p95 of ``step``'s answers, or None with fewer than ``min_samples``."""
        with self._lock:
            own = list(self._by_step.get(step, ()))
        return p95(own) if len(own) >= self.min_samples else None

    def p95_s(self) -> float:
        """The running p95 over every step (0 before any answer)."""
        with self._lock:
            return p95(list(self._all))

    def mean_s(self) -> float:
        with self._lock:
            return self.latency_total_s / self.answered if self.answered else 0.0


class AdaptiveTimeoutModel(ModelLayer):
    """Sends each request with its step's timeout and records the answer's latency."""

    def __init__(
        self,
        inner: ChatModel,
        policy: TimeoutPolicy,
        *,
        clock: Callable[[], float] = time.monotonic,
        breaker: Breaker | None = None,
    ) -> None:
        super().__init__(inner)
        self.policy = policy
        self._clock = clock
        self._breaker = breaker  # None: the policy's (its server's), if any

    @property
    def breaker(self) -> Breaker | None:
        return self._breaker if self._breaker is not None else self.policy.breaker

    def complete(self, req: ChatRequest) -> Completion:
        step = req.ctx.step
        breaker = self.breaker
        if breaker is not None:
            breaker.check()  # CircuitOpen: resting since this call was let through
        timed = replace(req, timeout_s=self.policy.timeout(step))
        start = self._clock()
        try:
            result = self.inner.complete(timed)
        except TransportError as exc:
            if exc.timed_out:
                self.policy.record_timeout(step)
            slow = exc.retryable and self._clock() - start >= self.policy.floor_s
            if breaker is not None and self.policy.adaptive and (exc.timed_out or slow):
                breaker.hung(str(exc), since=breaker.now() - (self._clock() - start))
            raise
        self.policy.record(step, self._clock() - start)
        return result
