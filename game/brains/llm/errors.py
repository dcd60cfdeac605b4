"""Exceptions of the LLM stack, at the bottom of its import graph.

Two families, on purpose kept apart: ``LLMError`` is about *getting* a reply (transport,
budget, quitting), ``InvalidReply`` is about its *content*. The LLM brain turns both into
``StepFailed`` and the fallback layer answers that one step with the built-in brain, so nothing
here ever reaches the simulation.
"""

from __future__ import annotations

from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any

from game.brains.llm.scrub import scrub


class LLMError(Exception):
    """A reply could not be had. The step falls back; never shown to the simulation."""


class TransportError(LLMError):
    """The endpoint failed: timeout, refused connection, HTTP error status.

    Attributes:
        retryable: True for 429, 5xx, timeouts and connection errors, which ``RetryingModel``
            retries with backoff; False for 4xx errors that will fail again the same way.
        retry_after: seconds the server asked us to wait (``Retry-After``), or None.
        status: the HTTP status, or None when no response came.
        timed_out: no answer within the request's timeout (retried at most once).
    """

    def __init__(
        self,
        message: str,
        *,
        retryable: bool,
        retry_after: float | None = None,
        status: int | None = None,
        timed_out: bool = False,
    ) -> None:
        super().__init__(message)
        self.retryable = retryable
        self.retry_after = retry_after
        self.status = status
        self.timed_out = timed_out


class CircuitOpen(TransportError):
    """Recent calls kept failing, so calls are refused without touching the network."""

    def __init__(self, message: str) -> None:
        super().__init__(message, retryable=False)


class BudgetExceeded(LLMError):
    """The token or dollar budget is spent; every later call goes to the built-in brain."""


class Cancelled(LLMError):
    """The window is closing; in-flight retries and waits stop at the next check."""


class SetupError(LLMError):
    """The provider cannot be built (e.g. llama-cpp-python missing); one line for the user."""


class InvalidReply(ValueError):
    """A reply did not parse or validate. ``reason`` is fed back to the model on the retry.

    ``label`` is the short, countable kind of the problem ("not JSON", "place not offered",
    "time 'HH:MM' is not a time") that the HUD and the log count; the reason by default.
    """

    def __init__(self, reason: str, *, label: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.label = label or (reason if len(reason) <= 60 else reason[:59] + "…")


def redact(text: str, *secrets: str | None) -> str:
    """Replace every non-trivial secret in ``text`` by ``***``, then every configured key (of
    every server: ``scrub.register``) by ``scrub.MARKER``; for messages we print or keep."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, "***")
    return scrub(text)


def root_cause(exc: BaseException) -> str:
    """The innermost cause's message: 'Connection refused' rather than 'Connection error.'."""
    seen = set()
    while (exc.__cause__ or exc.__context__) is not None and id(exc) not in seen:
        seen.add(id(exc))
        exc = exc.__cause__ or exc.__context__  # type: ignore[assignment]
    text = str(exc) or type(exc).__name__
    if text.startswith("[Errno") and "]" in text:
        text = text.split("]", 1)[1].strip()
    return text.splitlines()[0] if text else type(exc).__name__


def parse_retry_after(headers: Any) -> float | None:
    """Seconds from ``retry-after-ms`` or ``Retry-After`` (seconds or an HTTP date), or None."""
    if headers is None:
        return None
    try:
        ms = headers.get("retry-after-ms")
        if ms is not None:
            return max(0.0, float(ms) / 1000.0)
        value = headers.get("retry-after")
    except Exception:  # noqa: BLE001 - odd header objects
        return None
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
        return max(0.0, (when - datetime.now(UTC)).total_seconds())
    except (TypeError, ValueError):
        return None
