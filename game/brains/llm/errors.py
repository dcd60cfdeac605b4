"""Exceptions of the LLM stack, at the bottom of its import graph.

Two families, on purpose kept apart: ``LLMError`` is about *getting* a reply (transport,
budget, quitting), ``InvalidReply`` is about its *content*. The brain answers both with the
built-in brain's result for that one step, so nothing here ever reaches the simulation.
"""

from __future__ import annotations


class LLMError(Exception):
    """A reply could not be had. The brain falls back; never shown to the simulation."""


class TransportError(LLMError):
    """The endpoint failed: timeout, refused connection, HTTP error status.

    Attributes:
        retryable: True for 429, 5xx, timeouts and connection errors, which ``RetryingModel``
            retries with backoff; False for 4xx errors that will fail again the same way.
        retry_after: seconds the server asked us to wait (``Retry-After``), or None.
        status: the HTTP status, or None when no response came.
    """

    def __init__(
        self,
        message: str,
        *,
        retryable: bool,
        retry_after: float | None = None,
        status: int | None = None,
    ) -> None:
        super().__init__(message)
        self.retryable = retryable
        self.retry_after = retry_after
        self.status = status


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
    """A reply did not parse or validate. ``reason`` is fed back to the model on the retry."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def redact(text: str, *secrets: str | None) -> str:
    """Replace every non-trivial secret in ``text`` by ``***``; for messages we print or keep."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, "***")
    return text
