"""Wiring: an ``LLMConfig`` in, a ready ``Brain`` stack (+ embedder, + status) out.

``build_brain`` stacks the model layers around the client, shares one accountant, cache and
in-flight cap between the main and the cheap model, and stacks the brain layers around the
LLM brain (outermost first):

    StatusBrain(CountingBrain(FallbackBrain(PlanReuseBrain(ExchangeBrain(LLMBrain)), built-in)))

and the model stack of one server (outermost first): budget -> accounting -> cache -> circuit
breaker -> retry -> in-flight cap -> adaptive timeout -> client; of several servers: budget ->
accounting -> cache -> retry -> router -> per server (breaker -> cap -> timeout -> client).

where "built-in" is the built-in stack handed in as ``fallback`` without its own counter, so
each step is counted once, by the outer counter. ``check_endpoint`` is the start-up ping;
``start_brain`` does both and applies ``on_unreachable`` (fall back with a notice, or exit with
code 2) for ``main.py``; with ``exit`` the status also carries an ``outage.OutageWatch`` over
every server, which a headless run reads after each step to stop when they all stop answering.
"""

from __future__ import annotations

import random
import sys
import threading
from collections.abc import Callable
from typing import Any, TextIO

from game.brains.layers import CountingBrain, FallbackBrain
from game.brains.llm.accounting import Accountant, AccountingModel, PriceTable
from game.brains.llm.brain import LLMBrain
from game.brains.llm.cache import CachingModel, ResponseStore
from game.brains.llm.client import ChatModel, OpenAIChatModel, PingResult
from game.brains.llm.config import HOW_TO_SWITCH, NO_KEY, LLMConfig, ServerSpec
from game.brains.llm.errors import SetupError, redact
from game.brains.llm.exchange import ExchangeBrain
from game.brains.llm.layers import (
    Breaker,
    BudgetedModel,
    CircuitBreakerModel,
    ConcurrencyLimitedModel,
    RetryingModel,
)
from game.brains.llm.openai_embeddings import OpenAIEmbedder
from game.brains.llm.outage import OutageWatch
from game.brains.llm.plan_reuse import PlanReuseBrain
from game.brains.llm.servers import RouterModel, Server
from game.brains.llm.status import BuiltBrain, LLMStatus, StatusBrain, short_urls
from game.brains.llm.timeouts import AdaptiveTimeoutModel, TimeoutPolicy
from game.mind.brain import Brain

__all__ = ["BuiltBrain", "LLMStatus", "StatusBrain", "build_brain", "check_endpoint", "start_brain"]

EXIT_UNREACHABLE = 2
BUILTIN_LABEL = "built-in"


def _uncounted(brain: Brain) -> Brain:
    """The built-in stack without its outer counter: in a model stack the outer counter
    counts every step once, whichever brain answers it."""
    return brain.inner if isinstance(brain, CountingBrain) else brain


def _builtin(
    fallback: Brain, *, notices: tuple[str, ...] = (), hint: str = "", unavailable: str = ""
) -> BuiltBrain:
    status = LLMStatus(label=BUILTIN_LABEL, notices=notices, hint=hint, unavailable=unavailable)
    return BuiltBrain(StatusBrain(fallback, status), None, status)


def _openai_client(cfg: LLMConfig | ServerSpec, timeout_s: float | None = None) -> Any:
    import openai

    from game.brains.llm.deadline import deadline_http_client

    timeout = timeout_s if timeout_s is not None else getattr(cfg, "timeout_s", 60.0)
    return openai.OpenAI(
        base_url=cfg.base_url,
        api_key=cfg.api_key or NO_KEY,
        timeout=timeout,
        max_retries=0,
        http_client=deadline_http_client(cfg.base_url, timeout=timeout),
    )


def make_raw_models(config: LLMConfig, client: Any = None) -> tuple[ChatModel, ChatModel | None]:
    """The bare (main, cheap) clients of ``config``: no layers. The cheap one is None when no
    distinct cheap model is set. Raises ``SetupError`` when a local model cannot load."""
    if config.provider == "local":
        from game.brains.llm.local import LocalLlamaModel

        return LocalLlamaModel(config.model_path), None
    client = client or _openai_client(config)

    def one(model: str) -> ChatModel:
        return OpenAIChatModel(
            client=client, model=model, base_url=config.base_url, api_key=config.api_key
        )

    cheap = config.cheap_model
    return one(config.model), one(cheap) if cheap and cheap != config.model else None


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
        config: resolved settings; provider "builtin" returns ``fallback`` (under a status
            layer that carries the how-to-switch ``hint``).
        fallback: the built-in stack (``make_builtin_brain``), for steps the model cannot
            answer.
        cancel_event: set it when quitting: retries and queued calls stop at once.
        rng, sleep: jitter source and sleep function of the retry layer (tests inject them).
        prices: price table (``prices.toml`` by default).
        client: an ``openai.OpenAI`` to use instead of building one.
        raw_models: (main, cheap) models to stack instead of building clients (tests).

    Raises:
        SetupError: the local provider cannot load (one printable line).
    """
    if config.provider == "builtin":
        return _builtin(fallback, hint=HOW_TO_SWITCH)
    cancel = cancel_event or threading.Event()
    limit = config.max_in_flight
    several = len(config.servers) > 1 and raw_models is None and config.provider == "openai"
    if raw_models is not None:
        main_raw, cheap_raw = raw_models
    elif several:
        main_raw, cheap_raw = None, None  # built per server below
    else:
        if config.provider == "openai":
            client = client or _openai_client(config)
        main_raw, cheap_raw = make_raw_models(config, client)
    if config.provider == "local":
        limit = 1
    accountant = Accountant(prices)
    store = ResponseStore(config.cache_path) if config.cache_path else None
    rng = rng or random.Random(0)
    adaptive = config.adaptive_timeout and config.provider == "openai"

    def retrying(m: ChatModel) -> ChatModel:
        return RetryingModel(
            m,
            max_retries=config.max_retries,
            rng=rng,
            sleep=sleep,
            cancel=cancel,
            max_timeout_retries=1 if adaptive else None,
        )

    def new_server(url: str, cap: int) -> Server:
        policy = TimeoutPolicy(config.timeout_s, floor_s=config.timeout_floor_s, adaptive=adaptive)
        return Server(url, limit=cap, policy=policy, breaker=Breaker())

    def lane(raw: ChatModel, server: Server) -> ChatModel:
        m: ChatModel = AdaptiveTimeoutModel(raw, server.policy)
        return ConcurrencyLimitedModel(m, server.limit, cancel=cancel, semaphore=server.semaphore)

    def outer(m: ChatModel) -> ChatModel:
        if store is not None:
            m = CachingModel(m, store)
        m = AccountingModel(m, accountant)
        return BudgetedModel(
            m, accountant.spent, budget_tokens=config.budget_tokens, budget_usd=config.budget_usd
        )

    if several:
        servers, client = _several(config, new_server, lane)
        routers = [RouterModel([(s, m) for s, m, _ in servers], hedge=config.hedge)]
        cheap_routes = [(s, c) for s, _, c in servers if c is not None]
        if cheap_routes:
            routers.append(RouterModel(cheap_routes, hedge=config.hedge))
        main = outer(retrying(routers[0]))
        cheap = outer(retrying(routers[1])) if cheap_routes else None
        pool = tuple(s for s, _, _ in servers)
    else:
        assert main_raw is not None
        only = new_server(config.base_url or config.describe(), limit)
        pool, routers = (only,), []

        def stack(raw: ChatModel) -> ChatModel:
            inner = retrying(lane(raw, only))
            return outer(CircuitBreakerModel(inner, breaker=only.breaker))

        main = stack(main_raw)
        cheap = stack(cheap_raw) if cheap_raw is not None else None
    embedder = None
    if config.provider == "openai" and config.embed_model and client is not None:
        embedder = OpenAIEmbedder(client, config.embed_model, store=store, api_key=config.api_key)
    thinking = FallbackBrain(
        PlanReuseBrain(
            ExchangeBrain(
                LLMBrain(main, cheap=cheap, language=config.language),
                lines=config.exchange_lines,
            )
        ),
        _uncounted(fallback),
        notice="LLM fallbacks",
    )
    models = (main,) if cheap is None else (main, cheap)
    watch = None
    if config.on_unreachable == "exit" and config.provider == "openai":
        watch = OutageWatch(pool, config.unreachable_after_s)
    label = f"LLM {config.describe()}" if config.provider == "openai" else config.describe()
    status = LLMStatus(
        label=label,
        accountant=accountant,
        store=store,
        embedder=embedder,
        models=models,
        cancel_event=cancel,
        servers=pool if len(pool) > 1 else (),
        policies=tuple(s.policy for s in pool),
        routers=tuple(routers),
        watch=watch,
    )
    return BuiltBrain(StatusBrain(CountingBrain(thinking), status), embedder, status)


def _several(
    config: LLMConfig,
    new_server: Callable[[str, int], Server],
    lane: Callable[[ChatModel, Server], ChatModel],
) -> tuple[list[tuple[Server, ChatModel, ChatModel | None]], Any]:
    """Per server of ``config.servers``: (server, main lane, cheap lane or None) behind their
    shared breaker, and the first server's client (for embeddings)."""
    out: list[tuple[Server, ChatModel, ChatModel | None]] = []
    first_client = None
    any_cheap = any(s.cheap_model and s.cheap_model != s.model for s in config.servers)
    for spec in config.servers:
        client = _openai_client(spec, config.timeout_s)
        first_client = first_client or client
        server = new_server(spec.base_url, spec.max_in_flight)

        def one(
            model: str, spec: ServerSpec = spec, client: Any = client, server: Server = server
        ) -> ChatModel:
            raw = OpenAIChatModel(
                client=client, model=model, base_url=spec.base_url, api_key=spec.api_key
            )
            return CircuitBreakerModel(lane(raw, server), breaker=server.breaker)

        cheap = one(spec.cheap_model or spec.model) if any_cheap else None
        out.append((server, one(spec.model), cheap))
    return out, first_client


def check_endpoint(
    config: LLMConfig, *, client: Any = None, timeout_s: float | None = None
) -> PingResult:
    """Ping the configured endpoint once (GET /models, no tokens).

    Returns ``ok=True`` for builtin and local providers; otherwise ``line`` is one line such
    as "LLM endpoint http://localhost:11434/v1 did not answer: Connection refused".
    """
    if config.provider != "openai":
        return PingResult(ok=True)
    if len(config.servers) > 1 and client is None:
        return _check_several(config, timeout_s)
    own = client is None
    client = client or _openai_client(config)
    raw = OpenAIChatModel(
        client=client, model=config.model, base_url=config.base_url, api_key=config.api_key
    )
    result = raw.ping(timeout_s or min(config.timeout_s, 10.0))
    if own:
        raw.close()
    return result


def _check_several(config: LLMConfig, timeout_s: float | None) -> PingResult:
    """Ping every server: ok while one answers; the dead ones become one warning line."""
    results = []
    for spec in config.servers:
        raw = OpenAIChatModel(
            client=_openai_client(spec, config.timeout_s),
            model=spec.model,
            base_url=spec.base_url,
            api_key=spec.api_key,
        )
        results.append(raw.ping(timeout_s or min(config.timeout_s, 10.0)))
        raw.close()
    alive = [r for r in results if r.ok]
    dead = "; ".join(r.line for r in results if not r.ok)
    if not alive:
        return PingResult(ok=False, line=dead)
    warnings = [r.warning for r in alive if r.warning]
    if dead:
        warnings.append(f"{dead} (its calls go to the other servers)")
    return PingResult(ok=True, warning="; ".join(warnings))


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
        return _builtin(
            fallback,
            notices=(f"{problem}; using the built-in brain",),
            unavailable=f"{short_urls(problem)}, at start; not retried until a restart",
        )
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
