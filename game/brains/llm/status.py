"""What the screen, the summaries and the benchmarks read about the configured brain.

``LLMStatus`` owns what is not a brain but lives as long as one: the accountant (tokens, $),
the response cache file, the embedder's counters, the model clients to close and the cancel
event. ``StatusBrain`` is the outermost layer of every stack ``build_brain`` returns: it names
the brain with the status's label, adds the status's numbers and lines to the brain's, and
carries the "how to switch to a model" hint, so the simulation reads everything from the
brain alone (``name``, ``hint``, ``stats()``, ``notices()``).

``fallen_back`` says when the built-in brain is thinking although a model was asked for: the
endpoint did not answer at start (``unavailable``: the town never asks it again), it stopped
answering mid-run (the circuit breaker retries it), or the budget is spent. ``name`` stays
the configured brain's (``main.py`` and the saves read it); the window's top bar reads
``fallen_back`` so it never claims a model that is not answering, nor suggests the flag that
configured it.
"""

from __future__ import annotations

import re
import threading
from typing import Any, NamedTuple

from game.brains.layers import BrainLayer
from game.brains.llm.accounting import Accountant
from game.brains.llm.cache import ResponseStore
from game.brains.llm.client import ChatModel
from game.brains.llm.openai_embeddings import OpenAIEmbedder
from game.brains.llm.servers import RouterModel, Server
from game.brains.llm.timeouts import TimeoutPolicy
from game.mind.brain import Brain, Embedder

_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://([^/\s,]+)[^\s,]*")


def short_urls(text: str) -> str:
    """'fake-model at 127.0.0.1:8080' for 'fake-model at http://127.0.0.1:8080/v1'."""
    return _URL.sub(r"\1", text)


class LLMStatus:
    """Accounting, cache, embedder and clients of one brain; cheap to read every frame.

    ``brain`` is the stack built around it (set by the factory); ``stats`` and ``notices``
    are the brain's, which include this status's own.
    """

    def __init__(
        self,
        *,
        label: str,
        accountant: Accountant | None = None,
        store: ResponseStore | None = None,
        embedder: OpenAIEmbedder | None = None,
        models: tuple[ChatModel, ...] = (),
        notices: tuple[str, ...] = (),
        hint: str = "",
        cancel_event: threading.Event | None = None,
        servers: tuple[Server, ...] = (),
        policies: tuple[TimeoutPolicy, ...] = (),
        routers: tuple[RouterModel, ...] = (),
        unavailable: str = "",
        watch: Any = None,
    ) -> None:
        self.label = label
        self.watch = watch  # an ``outage.OutageWatch`` with --llm-unreachable exit, else None
        self.unavailable = unavailable  # why the model asked for was never used (start-up)
        self.hint = hint
        self.cancel_event = cancel_event
        self.brain: Brain | None = None
        self.accountant = accountant
        self.store = store
        self.embedder = embedder
        self.models = models
        self.servers = servers  # two or more: per-server numbers in stats and notices
        self.policies = policies  # every server's timeout policy (timeouts seen)
        self.routers = routers  # with several servers: hedged calls
        self._notices = list(notices)

    def add_notice(self, line: str) -> None:
        self._notices.append(line)

    def own_notices(self) -> tuple[str, ...]:
        resting = [s for s in self.servers if s.breaker.is_open]
        if not resting or len(resting) == len(self.servers):
            return tuple(self._notices)  # all resting: the brain says the endpoint is down
        names = ", ".join(s.name for s in resting)
        line = f"LLM server {names} resting; its calls go to the others"
        return (*self._notices, line)

    def usage_stats(self) -> dict[str, float]:
        out = dict(self.accountant.stats()) if self.accountant is not None else {}
        if self.policies:
            out["llm_timeouts"] = sum(p.timed_out for p in self.policies)
        if self.routers:
            out["llm_hedged"] = sum(r.hedges for r in self.routers)
            out["llm_hedge_wins"] = sum(r.hedge_wins for r in self.routers)
        for i, server in enumerate(self.servers, 1):
            st = server.stats()
            out[f"server{i}_calls"] = st["calls"]
            out[f"server{i}_failures"] = st["failures"]
            out[f"server{i}_mean_ms"] = st["mean_ms"]
        return out

    def server_report(self) -> list[dict[str, Any]]:
        """Per server: name, calls, failures, timeouts, mean and p95 latency, resting."""
        return [{"name": s.name, **s.stats()} for s in self.servers]

    def embedder_stats(self) -> dict[str, float]:
        if self.embedder is None:
            return {}
        return {"embed_requests": self.embedder.requests, "embed_failures": self.embedder.failures}

    def stats(self) -> dict[str, float]:
        """Flat numbers for the HUD: calls, cache hits, tokens, $, fallbacks (the brain's)."""
        if self.brain is not None:
            return self.brain.stats()
        return {**self.usage_stats(), **self.embedder_stats()}

    __call__ = stats

    def notices(self) -> tuple[str, ...]:
        return self.brain.notices() if self.brain is not None else self.own_notices()

    def fallen_back(self) -> str:
        """Nothing ("") while the configured brain thinks (a model answering, or the built-in
        brain by choice); else one line on why the built-in brain thinks instead: "fake-model
        at 127.0.0.1:8080 not answering; retrying", the start-up failure, or the spent budget."""
        from game.brains.llm.brain import LLMBrain  # here: the steps' table loads with it

        if self.unavailable:
            return self.unavailable
        llm = self.brain.find(LLMBrain) if isinstance(self.brain, BrainLayer) else None
        trouble = llm.trouble() if llm is not None else ""
        if trouble == "not answering":
            return f"{short_urls(self.label.removeprefix('LLM '))} not answering; retrying"
        return trouble

    def given_up(self) -> str:
        """One line once every server has been of no use for too long and the run was asked
        to exit then (``outage.OutageWatch.verdict``); "" otherwise, and always with
        ``fallback``."""
        return self.watch.verdict() if self.watch is not None else ""

    def report(self) -> dict[str, Any]:
        """Nested per role/step/resident/model tallies and brain counters (bench, logs)."""
        out: dict[str, Any] = {"label": self.label, "stats": self.stats()}
        if self.accountant is not None:
            out["usage"] = self.accountant.report()
        if self.servers:
            out["servers"] = self.server_report()
        if isinstance(self.brain, BrainLayer):
            r = self.brain.report()
            if "calls" in r:
                out["brain"] = {
                    "calls": dict(r["calls"]),
                    "fallbacks": dict(r.get("fallbacks", {})),
                    "fallback_reasons": dict(r.get("fallback_reasons", {})),
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


class StatusBrain(BrainLayer):
    """The outermost layer: the status's label as ``name``, its hint, its numbers and lines.

    Stats come in the order the HUD has always shown them: tokens and $ first, then the
    brain's calls and fallbacks, then the embedder's. Status lines come before the brain's.
    """

    def __init__(self, inner: Brain, status: LLMStatus) -> None:
        super().__init__(inner)
        self.status = status
        status.brain = self

    @property  # type: ignore[override]
    def name(self) -> str:
        return self.status.label

    @property  # type: ignore[override]
    def hint(self) -> str:
        return self.status.hint

    @property
    def fallen_back(self) -> str:
        """See ``LLMStatus.fallen_back``; the window's top bar reads it every frame."""
        return self.status.fallen_back()

    def stats(self) -> dict[str, float]:
        return {
            **self.status.usage_stats(),
            **self.inner.stats(),
            **self.status.embedder_stats(),
        }

    def notices(self) -> tuple[str, ...]:
        return self.status.own_notices() + self.inner.notices()


class BuiltBrain(NamedTuple):
    brain: Brain  # a StatusBrain: name, hint, stats() and notices() for the HUD
    embedder: Embedder | None  # None: use the local HashEmbedder
    status: LLMStatus
