"""One endpoint's circuit: when to stop calling it, and since when it has given no answer.

``Breaker`` is the state that ``layers.CircuitBreakerModel`` (failed calls), the adaptive
timeout layer (``timeouts``: requests that ran out their deadline) and the router (``servers``:
which server rests) share for one endpoint. Its ``failing_since`` is what the outage watch
(``outage``) reads to stop a run whose every server has been of no use for too long.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from game.brains.llm.errors import CircuitOpen

__all__ = ["Breaker"]


class Breaker:
    """The state of one endpoint's circuit: consecutive failures and until when it rests.

    Shared by the main and the cheap model of an endpoint (one server, one state). It opens
    after ``threshold`` consecutive failed calls (``failed``, from ``CircuitBreakerModel``), or
    after ``hang_threshold`` consecutive requests that ran out their whole deadline with no
    answer between (``hung``, from the adaptive-timeout layer, per attempt): a request that
    times out has cost a deadline already, and two in a row (two residents at once, or a call
    and its retry) say the server hangs or trickles for everyone, so the next calls fall back
    at once instead of each waiting out its own deadline. Any answer (``succeeded``) closes it.

    ``failing_since`` is when the first call that got no answer since the last answer began
    (None while the endpoint answers): a call that failed in any way counts (``unanswered``:
    a refusal such as HTTP 401 or 404, which does not rest the endpoint), so an outage watch
    (``game.brains.llm.outage``) can tell how long an endpoint has been of no use.
    """

    def __init__(
        self,
        *,
        threshold: int = 4,
        cooldown_s: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
        hang_threshold: int = 2,
    ) -> None:
        self.threshold = threshold
        self.hang_threshold = max(1, hang_threshold)
        self.cooldown_s = cooldown_s
        self._clock = clock
        self._lock = threading.Lock()
        self._failures = 0
        self._hangs = 0  # consecutive timed-out requests (attempts), no answer between
        self._open_until: float | None = None
        self.last_error = ""
        self.trips = 0  # how often it opened
        self.failing_since: float | None = None  # start of the first unanswered call, if any
        self._answered_at: float | None = None  # the last answer

    def now(self) -> float:
        """The breaker's clock (monotonic seconds), for a caller that stamps a call's start."""
        return self._clock()

    @property
    def is_open(self) -> bool:
        with self._lock:
            return self._open_until is not None and self._clock() < self._open_until

    def check(self) -> None:
        """Raise ``CircuitOpen`` while resting."""
        with self._lock:
            if self._open_until is not None and self._clock() < self._open_until:
                raise CircuitOpen(f"endpoint failing ({self.last_error}); resting")

    def failed(self, error: str, since: float | None = None) -> None:
        """A call failed after its retries; ``since``: when it began (default: now)."""
        with self._lock:
            self._failures += 1
            self._note(error, since)
            if self._failures >= self.threshold:
                self._trip()

    def hung(self, error: str, since: float | None = None) -> None:
        """A request to this endpoint ran out its whole deadline, or failed only after long
        (not yet a failed call: the call may be retried); ``hang_threshold`` of them in a row
        open the circuit. ``since``: when the request began (default: now)."""
        with self._lock:
            self._hangs += 1
            self._note(error, since)
            if self._hangs >= self.hang_threshold:
                self._trip()

    def unanswered(self, error: str, since: float | None = None) -> None:
        """A call the endpoint refused in a way retrying does not mend (HTTP 400, 401, 404):
        no answer either, but the circuit stays as it is."""
        with self._lock:
            self._note(error, since)

    def _note(self, error: str, since: float | None) -> None:
        """Keep ``error`` and, if it is the first since the last answer, when (lock held)."""
        self.last_error = error
        if self.failing_since is None:
            began = self._clock() if since is None else since
            answered = self._answered_at  # a call begun before the last answer: from then on
            self.failing_since = began if answered is None else max(began, answered)

    def _trip(self) -> None:
        """Rest for ``cooldown_s`` from now (lock held)."""
        if self._open_until is None or self._clock() >= self._open_until:
            self.trips += 1
        self._open_until = self._clock() + self.cooldown_s

    def succeeded(self) -> None:
        with self._lock:
            self._failures = 0
            self._hangs = 0
            self._open_until = None
            self.failing_since = None
            self._answered_at = self._clock()
