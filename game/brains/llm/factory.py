"""Wiring: an ``LLMConfig`` in, a ready ``Brain`` (+ embedder, + status for the HUD) out.

``build_brain`` stacks the layers around the client, shares one accountant, cache and in-flight
cap between the main and the cheap model, and returns the LLM brain with the built-in brain as
its per-step fallback. ``check_endpoint`` is the start-up ping; ``start_brain`` does both and
applies ``on_unreachable`` (fall back with a notice, or exit with code 2) for ``main.py``.
"""

from __future__ import annotations

import random
import sys
import threading
from collections.abc import Callable
from typing import Any, NamedTuple, TextIO

from game.brains.llm.accounting import Accountant, AccountingModel, PriceTable
from game.brains.llm.brain import LLMBrain
from game.brains.llm.cache import CachingModel, ResponseStore
from game.brains.llm.client import ChatModel, OpenAIChatModel, PingResult
from game.brains.llm.config import HOW_TO_SWITCH, NO_KEY, LLMConfig
from game.brains.llm.errors import SetupError, redact
from game.brains.llm.layers import (
    BudgetedModel,
    CircuitBreakerModel,
    ConcurrencyLimitedModel,
    RetryingModel,
)
from game.brains.llm.openai_embeddings import OpenAIEmbedder
from game.mind.brain import Brain, Embedder

EXIT_UNREACHABLE = 2


class LLMStatus:
    """What the screen and the summaries read about the brain; cheap to call every frame."""

    def __init__(
        self,
        *,
        label: str,
        brain: Brain,
        accountant: Accountant | None = None,
        store: ResponseStore | None = None,
        embedder: OpenAIEmbedder | None = None,
        models: tuple[ChatModel, ...] = (),
        notices: tuple[str, ...] = (),
        cancel_event: threading.Event | None = None,
    ) -> None:
        self.label = label
        self.cancel_event = cancel_event
        self.brain = brain
        self.accountant = accountant
        self.store = store
        self.embedder = embedder
        self.models = models
        self._notices = list(notices)

    def add_notice(self, line: str) -> None:
        self._notices.append(line)

    def stats(self) -> dict[str, float]:
        """Flat numbers for ``TownSnapshot.stats``: calls, cache hits, tokens, $, fallbacks."""
        out: dict[str, float] = {}
        if self.accountant is not None:
            out.update(self.accountant.stats())
        if isinstance(self.brain, LLMBrain):
            out.update(self.brain.stats())
        if self.embedder is not None:
            out["embed_requests"] = self.embedder.requests
            out["embed_failures"] = self.embedder.failures
        return out

    __call__ = stats

    def notices(self) -> tuple[str, ...]:
        own = tuple(self._notices)
        more = self.brain.notices() if isinstance(self.brain, LLMBrain) else ()
        return own + more

    def report(self) -> dict[str, Any]:
        """Nested per role/step/resident/model tallies and brain counters (bench, logs)."""
        out: dict[str, Any] = {"label": self.label, "stats": self.stats()}
        if self.accountant is not None:
            out["usage"] = self.accountant.report()
        if isinstance(self.brain, LLMBrain):
            out["brain"] = {
                "calls": dict(self.brain.counters.calls),
                "fallbacks": dict(self.brain.counters.fallbacks),
            }
        return out

    def cancel(self) -> None:
        """Stop waits and retries now (quitting); later calls answer from the built-in brain."""
        if self.cancel_event is not None:
            self.cancel_event.set()

    def close(self) -> None:
        """Cancel, then close connections and the cache file. Call once, when quitting."""
        self.cancel()
        for m in self.models:
            m.close()
        if self.store is not None:
            self.store.close()


class BuiltBrain(NamedTuple):
    brain: Brain
    embedder: Embedder | None  # None: use the local HashEmbedder
    status: LLMStatus


def _openai_client(cfg: LLMConfig) -> Any:
    import openai

    return openai.OpenAI(
        base_url=cfg.base_url, api_key=cfg.api_key or NO_KEY, timeout=cfg.timeout_s, max_retries=0
    )


def build_brain(
    config: LLMConfig,
    *,
    fallback: Brain,
    cancel_event: threading.Event | None = None,
    rng: random.Random | None = None,
    sleep: Callable[[float], object] | None = None,
    prices: PriceTable | None = None,
    client: Any = None,
    raw_models: tuple[ChatModel, ChatModel | None] | None = None,
) -> BuiltBrain:
    """Build the brain for ``config``; no network traffic (see ``check_endpoint``).

    Args:
        config: resolved settings; provider "builtin" returns ``fallback`` itself.
        fallback: the built-in brain, for steps the model cannot answer.
        cancel_event: set it when quitting: retries and queued calls stop at once.
        rng, sleep: jitter source and sleep function of the retry layer (tests inject them).
        prices: price table (``prices.toml`` by default).
        client: an ``openai.OpenAI`` to use instead of building one.
        raw_models: (main, cheap) models to stack instead of building clients (tests).

    Raises:
        SetupError: the local provider cannot load (one printable line).
    """
    if config.provider == "builtin":
        status = LLMStatus(label="built-in", brain=fallback, notices=(HOW_TO_SWITCH,))
        return BuiltBrain(fallback, None, status)
    cancel = cancel_event or threading.Event()
    limit = config.max_in_flight
    if raw_models is not None:
        main_raw, cheap_raw = raw_models
    elif config.provider == "local":
        from game.brains.llm.local import LocalLlamaModel

        main_raw, cheap_raw, limit = LocalLlamaModel(config.model_path), None, 1
    else:
        client = client or _openai_client(config)
        main_raw = OpenAIChatModel(
            client=client, model=config.model, base_url=config.base_url, api_key=config.api_key
        )
        cheap_raw = None
        if config.cheap_model and config.cheap_model != config.model:
            cheap_raw = OpenAIChatModel(
                client=client,
                model=config.cheap_model,
                base_url=config.base_url,
                api_key=config.api_key,
            )
    accountant = Accountant(prices)
    store = ResponseStore(config.cache_path) if config.cache_path else None
    embedder = None
    if config.provider == "openai" and config.embed_model and client is not None:
        embedder = OpenAIEmbedder(client, config.embed_model, store=store, api_key=config.api_key)
    semaphore = threading.BoundedSemaphore(limit)
    rng = rng or random.Random(0)

    def stack(raw: ChatModel) -> ChatModel:
        m: ChatModel = ConcurrencyLimitedModel(raw, limit, cancel=cancel, semaphore=semaphore)
        m = RetryingModel(m, max_retries=config.max_retries, rng=rng, sleep=sleep, cancel=cancel)
        m = CircuitBreakerModel(m)
        if store is not None:
            m = CachingModel(m, store)
        m = AccountingModel(m, accountant)
        return BudgetedModel(
            m, accountant.spent, budget_tokens=config.budget_tokens, budget_usd=config.budget_usd
        )

    main = stack(main_raw)
    cheap = stack(cheap_raw) if cheap_raw is not None else None
    brain = LLMBrain(main, fallback=fallback, cheap=cheap)
    models = (main,) if cheap is None else (main, cheap)
    label = f"LLM {config.describe()}" if config.provider == "openai" else config.describe()
    status = LLMStatus(
        label=label,
        brain=brain,
        accountant=accountant,
        store=store,
        embedder=embedder,
        models=models,
        cancel_event=cancel,
    )
    return BuiltBrain(brain, embedder, status)


def check_endpoint(
    config: LLMConfig, *, client: Any = None, timeout_s: float | None = None
) -> PingResult:
    """Ping the configured endpoint once (GET /models, no tokens).

    Returns ``ok=True`` for builtin and local providers; otherwise ``line`` is one line such
    as "LLM endpoint http://localhost:11434/v1 did not answer: Connection refused".
    """
    if config.provider != "openai":
        return PingResult(ok=True)
    own = client is None
    client = client or _openai_client(config)
    raw = OpenAIChatModel(
        client=client, model=config.model, base_url=config.base_url, api_key=config.api_key
    )
    result = raw.ping(timeout_s or min(config.timeout_s, 10.0))
    if own:
        raw.close()
    return result


def start_brain(
    config: LLMConfig,
    *,
    fallback: Brain,
    cancel_event: threading.Event | None = None,
    out: TextIO | None = None,
    ping: bool = True,
    **kwargs: Any,
) -> BuiltBrain:
    """Check the endpoint, then build; on failure print one line and fall back or exit(2).

    This is what ``main.py`` calls. ``on_unreachable="exit"`` raises ``SystemExit(2)``.
    """
    out = out or sys.stderr  # looked up per call: the stream may be swapped (tests, redirection)
    problem = ""
    if ping:
        result = check_endpoint(config)
        problem = "" if result.ok else result.line
        if result.ok and result.warning:
            print(f"warning: {result.warning}", file=out)
    built = None
    if not problem:
        try:
            built = build_brain(config, fallback=fallback, cancel_event=cancel_event, **kwargs)
        except SetupError as exc:
            problem = str(exc)
    if problem:
        problem = redact(problem, config.api_key).replace("\n", " ")
        print(problem, file=out)
        if config.on_unreachable == "exit":
            raise SystemExit(EXIT_UNREACHABLE)
        status = LLMStatus(
            label="built-in", brain=fallback, notices=(f"{problem}; using the built-in brain",)
        )
        return BuiltBrain(fallback, None, status)
    assert built is not None
    if ping and isinstance(built.embedder, OpenAIEmbedder):
        why = built.embedder.probe()
        if why:
            print(f"{why}; using the local embedder", file=out)
            built.status.embedder = None
            built.status.add_notice(f"{why}; local embedder")
            built = BuiltBrain(built.brain, None, built.status)
    if config.provider != "builtin":  # the built-in brain says so on screen; no line needed
        print(f"minds: {built.status.label} ({config.source})", file=out)
    return built
