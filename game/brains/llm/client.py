"""The tiny model client: one method, ``complete``, and the OpenAI-compatible implementation.

Everything else (retries, caps, cache, accounting, budget) wraps a ``ChatModel`` as a layer
(``game.brains.llm.layers``, ``game.brains.llm.cache``, ``game.brains.llm.accounting``), and what
an endpoint accepts is learned in ``game.brains.llm.quirks``, so this module only knows how to
send one chat request and how to read what comes back.

Two guarantees start here, at the lowest layer that sees the wire: every request ends at its
deadline, connect, headers and whole body together (``game.brains.llm.deadline``: the SDK's
own timeout is per read, which a server trickling its reply never trips), and no reply carries
a configured API key past this point (``game.brains.llm.scrub``: a server that echoes its
request's headers would otherwise put the key into the cache, the log, the saves and later
prompts).
"""

from __future__ import annotations

import abc
import threading
from dataclasses import dataclass, field, replace
from typing import Any

from game.brains.llm.deadline import with_deadline
from game.brains.llm.errors import TransportError, parse_retry_after, redact, root_cause
from game.brains.llm.quirks import MODES, EndpointQuirks, adapt, first_level, format_for
from game.brains.llm.schemas import LEVELS
from game.brains.llm.scrub import register, scrub

__all__ = ["MODES", "EndpointQuirks"]  # re-exported: where they were before quirks.py


@dataclass(frozen=True, kw_only=True)
class CallContext:
    """Who asks and why; travels with each call for accounting (never sent to the server)."""

    step: str = ""  # Brain method, e.g. "plan_day"
    resident: str = ""  # resident id, "" when not about one resident
    role: str = "main"  # "main" or "cheap": which model of the two


@dataclass(frozen=True, kw_only=True)
class ChatRequest:
    """One chat completion request, independent of any provider.

    ``messages`` are ``(role, content)`` pairs. ``schema`` is a JSON schema for the reply
    object (or None for free text); it is sent as ``response_format`` where the server takes it.
    """

    messages: tuple[tuple[str, str], ...]
    schema: dict[str, Any] | None = None
    schema_name: str = "reply"
    max_tokens: int = 400
    temperature: float = 0.7
    ctx: CallContext = field(default_factory=CallContext)
    timeout_s: float | None = None  # None: the client's; set per step by ``AdaptiveTimeoutModel``

    def key_material(self) -> dict[str, Any]:
        """What decides the reply (for the cache key): no context, no credentials."""
        return {
            "messages": [list(m) for m in self.messages],
            "schema": self.schema,
            "max_tokens": self.max_tokens,
            "temperature": self.temperature,
        }


@dataclass(frozen=True, kw_only=True)
class Completion:
    """A reply and what it cost. ``cached`` replies cost nothing new."""

    text: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    model: str = ""
    cached: bool = False
    mode: str = ""


class ChatModel(abc.ABC):
    """A chat model. Implementations raise ``LLMError`` subclasses, never provider exceptions."""

    model: str = ""

    @property
    def identity(self) -> str:
        """Endpoint and model, without credentials: part of the cache key."""
        return self.model

    @abc.abstractmethod
    def complete(self, req: ChatRequest) -> Completion:
        """Send ``req`` and return the reply text with token counts."""

    def forget(self, req: ChatRequest) -> None:  # noqa: B027 - optional hook
        """The reply to ``req`` was rejected: layers that keep replies (the cache) drop it."""

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release connections; in-flight calls may fail with a TransportError."""


def estimate_tokens(text: str) -> int:
    """A tokenizer-free estimate (~4 characters a token) for servers that report no usage."""
    return max(1, (len(text) + 3) // 4)


class OpenAIChatModel(ChatModel):
    """Chat completions through the ``openai`` package against any compatible base URL.

    The client is built with ``max_retries=0``: ``RetryingModel`` decides about retries, so a
    dead server costs one timeout per attempt that we chose, not the SDK's hidden ones. Its
    requests run through ``deadline.with_deadline``: a request's timeout is its total time.
    Every reply's text and model name are scrubbed of the configured keys (``scrub``) as they
    are read, before anything validates, caches, logs or stores them.

    Args:
        client: an ``openai.OpenAI`` (shared by the main and cheap models of one endpoint).
        model: the model name sent with every request.
        base_url: for messages and the cache identity only.
        api_key: this server's key: registered for ``scrub`` (with every other server's, by
            their models) and redacted from error messages.
        mode: the first structured-output mode to try (see ``MODES``).
        schema_level: the first schema level to try (``schemas.LEVELS``); by endpoint.
    """

    def __init__(
        self,
        *,
        client: Any,
        model: str,
        base_url: str,
        api_key: str = "",
        mode: str = "json_schema",
        schema_level: str | None = None,
    ) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown structured-output mode {mode!r}")
        schema_level = schema_level or first_level(base_url)
        if schema_level not in LEVELS:
            raise ValueError(f"unknown schema level {schema_level!r}")
        register(api_key)
        self._given = client
        self._client = with_deadline(client)
        self.model = model
        self.base_url = base_url.rstrip("/")
        self._secret = api_key
        self._lock = threading.Lock()
        self.quirks = EndpointQuirks(mode=mode, schema_level=schema_level)

    @property
    def identity(self) -> str:
        return f"{self.base_url}|{self.model}"

    def complete(self, req: ChatRequest) -> Completion:
        with self._lock:
            quirks = replace(self.quirks)
        while True:
            try:
                resp = self._client.chat.completions.create(**self._kwargs(req, quirks))
            except Exception as exc:  # noqa: BLE001 - every provider error becomes ours
                error = self._translate(exc)
                adapted = self._adapt(quirks, error, req.schema is not None)
                if adapted is None:
                    raise error from None
                quirks = adapted
                continue
            with self._lock:
                self.quirks = quirks
            return self._read(resp, req, quirks.mode)

    def _kwargs(self, req: ChatRequest, quirks: EndpointQuirks) -> dict[str, Any]:
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": r, "content": c} for r, c in req.messages],
            quirks.token_param: req.max_tokens,
        }
        if quirks.send_temperature:
            kwargs["temperature"] = req.temperature
        if req.timeout_s is not None:
            kwargs["timeout"] = req.timeout_s
        response_format = format_for(req.schema, req.schema_name, quirks)
        if response_format is not None:
            kwargs["response_format"] = response_format
        return kwargs

    _adapt = staticmethod(adapt)

    def _read(self, resp: Any, req: ChatRequest, mode: str) -> Completion:
        try:
            text = resp.choices[0].message.content or ""
        except (AttributeError, IndexError, TypeError):
            text = ""  # a malformed body is an empty reply: the brain retries, then falls back
        text = scrub(text if isinstance(text, str) else str(text))
        usage = getattr(resp, "usage", None)
        prompt = getattr(usage, "prompt_tokens", None) or estimate_tokens(
            "".join(c for _, c in req.messages)
        )
        completion = getattr(usage, "completion_tokens", None) or estimate_tokens(text)
        model = getattr(resp, "model", None) or self.model
        return Completion(
            text=text,
            prompt_tokens=int(prompt),
            completion_tokens=int(completion),
            model=scrub(str(model)),
            mode=mode,
        )

    def _translate(self, exc: Exception) -> TransportError:
        import openai

        if isinstance(exc, openai.APITimeoutError):
            return TransportError(f"{self.base_url} timed out", retryable=True, timed_out=True)
        if isinstance(exc, openai.APIConnectionError):
            why = redact(root_cause(exc), self._secret)
            return TransportError(f"{self.base_url}: {why}", retryable=True)
        if isinstance(exc, openai.APIStatusError):
            status = exc.status_code
            retry_after = parse_retry_after(getattr(exc.response, "headers", None))
            retryable = status in (408, 409, 429) or status >= 500
            msg = redact(f"HTTP {status}: {exc.message}", self._secret)
            return TransportError(msg, retryable=retryable, retry_after=retry_after, status=status)
        return TransportError(redact(f"{type(exc).__name__}: {exc}", self._secret), retryable=False)

    def ping(self, timeout_s: float = 10.0) -> PingResult:
        """Ask ``/models`` whether the endpoint answers; any HTTP answer but 401/403 is alive.

        Costs one tiny GET and no tokens. Used once at start-up.
        """
        import openai

        try:
            page = self._client.models.list(timeout=timeout_s)
            ids = tuple(scrub(str(m.id)) for m in getattr(page, "data", []) or [])
        except openai.AuthenticationError as exc:
            return PingResult(
                ok=False, line=self._line(f"refused the API key (HTTP {exc.status_code})")
            )
        except openai.PermissionDeniedError as exc:
            return PingResult(ok=False, line=self._line(f"refused access (HTTP {exc.status_code})"))
        except openai.APIStatusError:
            return PingResult(ok=True)  # it answered; not every server lists models
        except openai.APITimeoutError:
            return PingResult(ok=False, line=self._line(f"did not answer within {timeout_s:g} s"))
        except Exception as exc:  # noqa: BLE001
            return PingResult(ok=False, line=self._line(f"did not answer: {root_cause(exc)}"))
        warning = ""
        if ids and self.model not in ids:
            shown = ", ".join(ids[:6]) + (", ..." if len(ids) > 6 else "")
            warning = f"model {self.model!r} is not among the models of {self.base_url}: {shown}"
        return PingResult(ok=True, models=ids, warning=redact(warning, self._secret))

    def _line(self, what: str) -> str:
        return redact(f"LLM endpoint {self.base_url} {what}", self._secret).replace("\n", " ")

    def close(self) -> None:
        for client in {id(c): c for c in (self._client, self._given)}.values():
            try:
                client.close()
            except Exception:  # noqa: BLE001 - closing is best effort
                pass


@dataclass(frozen=True, kw_only=True)
class PingResult:
    """Start-up check: ``line`` is one printable line when ``ok`` is False."""

    ok: bool
    line: str = ""
    models: tuple[str, ...] = ()
    warning: str = ""
