"""Several model servers behind one ``ChatModel``: least outstanding requests, failover.

A town that outgrows one Ollama/vLLM/llama.cpp server can be given several
(``--llm-base-url`` more than once, or ``[[llm.servers]]`` in ``config.toml``). Each ``Server``
has its own client, model names, in-flight cap, adaptive timeout (``timeouts``) and circuit
breaker (``layers.Breaker``), all shared by its main and cheap model. ``RouterModel`` sends
each call to the server with the fewest outstanding requests for its cap, skipping servers that
are resting; a retry (the ``RetryingModel`` above the router) goes to another server than the
one that just failed, when there is one. When every server rests, calls fail fast with
``CircuitOpen`` and the step falls back to the built-in brain. With ``hedge`` on, a call still
unanswered after twice its step's p95 on its server (at least 1 s) is also sent to another
server, and the first answer wins; the slower request runs out on its own (its tokens are not
counted: a hedge trades a little server load for the slow tail).

With one server the factory does not build a router at all: the stack is the same as before.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from concurrent.futures import TimeoutError as FutureTimeout
from urllib.parse import urlparse

from game.brains.llm.client import ChatModel, ChatRequest, Completion
from game.brains.llm.errors import CircuitOpen, TransportError
from game.brains.llm.layers import Breaker
from game.brains.llm.timeouts import TimeoutPolicy


def short_name(url: str) -> str:
    """``host:port`` of a base URL, for the HUD and the summary."""
    parsed = urlparse(url)
    host = parsed.hostname or url
    return f"{host}:{parsed.port}" if parsed.port else host


class Server:
    """One endpoint's shared state: cap, timeout policy, breaker, and what it has done."""

    def __init__(
        self,
        base_url: str,
        *,
        limit: int,
        policy: TimeoutPolicy,
        breaker: Breaker | None = None,
    ) -> None:
        self.base_url = base_url
        self.name = short_name(base_url)
        self.limit = max(1, limit)
        self.policy = policy
        self.breaker = breaker or Breaker()
        if policy.breaker is None:  # one server, one state: its timeouts tell its breaker
            policy.breaker = self.breaker
        self.semaphore = threading.BoundedSemaphore(self.limit)
        self._lock = threading.Lock()
        self.outstanding = 0  # picked and not yet answered (queued for a slot or in flight)
        self.calls = 0  # answered
        self.failures = 0  # failed in transport

    def load(self) -> float:
        return self.outstanding / self.limit

    def begin(self) -> None:
        with self._lock:
            self.outstanding += 1

    def end(self, ok: bool) -> None:
        with self._lock:
            self.outstanding -= 1
            if ok:
                self.calls += 1
            else:
                self.failures += 1

    def stats(self) -> dict[str, float]:
        return {
            "calls": self.calls,
            "failures": self.failures,
            "timeouts": self.policy.timed_out,
            "mean_ms": round(self.policy.mean_s() * 1000),
            "p95_ms": round(self.policy.p95_s() * 1000),
            "resting": int(self.breaker.is_open),
        }


class RouterModel(ChatModel):
    """Spreads calls over ``routes`` (server, that server's model stack for one role).

    Thread-safe. The pick and the outstanding count change under one lock, so 16 threads
    asking at once spread instead of all choosing the idle server.
    """

    HEDGE_FACTOR = 2.0
    HEDGE_MIN_S = 1.0

    def __init__(self, routes: Sequence[tuple[Server, ChatModel]], *, hedge: bool = False) -> None:
        if not routes:
            raise ValueError("a router needs at least one server")
        self.routes = tuple(routes)
        self._hedger = (
            ThreadPoolExecutor(
                max_workers=2 * sum(s.limit for s, _ in self.routes), thread_name_prefix="hedge"
            )
            if hedge and len(self.routes) > 1
            else None
        )
        self.hedges = 0  # slow calls sent to a second server
        self.hedge_wins = 0  # ... that the second server answered first
        self.inner = self.routes[0][1]  # for ``find`` (the first server's layers)
        self._lock = threading.Lock()
        self._local = threading.local()  # the server this thread's last attempt failed on

    @property
    def model(self) -> str:  # type: ignore[override]
        return self.routes[0][1].model

    @property
    def identity(self) -> str:
        return " + ".join(sorted({m.identity for _, m in self.routes}))

    @property
    def servers(self) -> tuple[Server, ...]:
        return tuple(s for s, _ in self.routes)

    def pick(self, exclude: Server | None = None) -> tuple[Server, ChatModel]:
        """The route to use now (its outstanding count already taken); ``CircuitOpen`` when
        every server rests (or every one but ``exclude``)."""
        avoid = getattr(self._local, "avoid", None)
        with self._lock:
            live = [r for r in self.routes if not r[0].breaker.is_open and r[0] is not exclude]
            if not live:
                errors = "; ".join(f"{s.name}: {s.breaker.last_error}" for s, _ in self.routes)
                raise CircuitOpen(f"every server failing ({errors}); resting")
            if len(live) > 1:
                live = [r for r in live if r[0] is not avoid] or live
            order = {id(r[0]): i for i, r in enumerate(self.routes)}
            server, model = min(  # ties: the server that has served least, then list order
                live,
                key=lambda r: (
                    r[0].load(),
                    r[0].outstanding,
                    r[0].calls + r[0].failures,
                    order[id(r[0])],
                ),
            )
            server.begin()
        return server, model

    def complete(self, req: ChatRequest) -> Completion:
        for _ in range(len(self.routes)):
            server, model = self.pick()
            try:
                if self._hedger is not None:
                    return self._hedged(server, model, req)
                return self._call(server, model, req)
            except CircuitOpen:  # it started resting after the pick: another server, if any
                continue
        raise CircuitOpen("every server failing; resting")

    def _hedged(self, server: Server, model: ChatModel, req: ChatRequest) -> Completion:
        """``_call`` on ``server``; if it is slow, the same request on another server too."""
        p95 = server.policy.step_p95(req.ctx.step)
        if p95 is None:  # nothing known about this step here yet: no hedge
            return self._call(server, model, req)
        assert self._hedger is not None
        first = self._hedger.submit(self._call, server, model, req)
        try:
            return self._outcome(first.result(timeout=max(self.HEDGE_MIN_S, 2 * p95)), server)
        except FutureTimeout:
            pass
        except TransportError:
            self._local.avoid = server
            raise
        try:
            other = self.pick(exclude=server)
        except CircuitOpen:
            return self._outcome(first.result(), server)
        with self._lock:
            self.hedges += 1
        second = self._hedger.submit(self._call, *other, req)
        error: BaseException | None = None
        for done in as_completed([first, second]):
            try:
                result = done.result()
            except Exception as exc:  # noqa: BLE001 - the other one may still answer
                error = exc
                continue
            if done is second:
                with self._lock:
                    self.hedge_wins += 1
            return result
        self._local.avoid = server
        assert error is not None
        raise error

    def _outcome(self, result: Completion, server: Server) -> Completion:
        self._local.avoid = None
        return result

    def _call(self, server: Server, model: ChatModel, req: ChatRequest) -> Completion:
        try:
            result = model.complete(req)
        except TransportError:
            server.end(ok=False)
            self._local.avoid = server
            raise
        except BaseException:
            server.end(ok=False)
            raise
        server.end(ok=True)
        self._local.avoid = None
        return result

    def forget(self, req: ChatRequest) -> None:
        for _, model in self.routes:
            model.forget(req)

    def close(self) -> None:
        if self._hedger is not None:
            self._hedger.shutdown(wait=False, cancel_futures=True)
        for _, model in self.routes:
            model.close()

    def find(self, kind: type) -> object | None:
        if isinstance(self, kind):
            return self
        finder = getattr(self.inner, "find", None)
        return finder(kind) if finder is not None else None
