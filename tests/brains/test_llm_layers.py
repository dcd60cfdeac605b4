"""The stackable layers, alone and wired: cache, accounting, budget, cap, breaker, cancel."""

from __future__ import annotations

import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from game.brains.layers import FallbackBrain
from game.brains.llm.accounting import Accountant, AccountingModel, Price, PriceTable
from game.brains.llm.brain import LLMBrain
from game.brains.llm.cache import CachingModel, ResponseStore, cache_key
from game.brains.llm.client import CallContext, ChatModel, ChatRequest, Completion
from game.brains.llm.errors import BudgetExceeded, Cancelled, CircuitOpen, TransportError
from game.brains.llm.layers import (
    BudgetedModel,
    CircuitBreakerModel,
    ConcurrencyLimitedModel,
    RetryingModel,
)
from tests.brains.conftest import STEPS, call, stub_answer


class Scripted(ChatModel):
    """A model that returns or raises from a list, then repeats the last item."""

    model = "scripted"

    def __init__(self, *items):
        self.items = list(items) or [
            Completion(text="{}", prompt_tokens=10, completion_tokens=5, model="scripted")
        ]
        self.calls = 0

    def complete(self, req):
        self.calls += 1
        item = self.items[min(self.calls - 1, len(self.items) - 1)]
        if isinstance(item, Exception):
            raise item
        return item


REQ = ChatRequest(messages=(("user", "hi"),), ctx=CallContext(step="summarize", resident="maria"))


def test_warm_cache_makes_zero_new_calls(make_brain, fake):
    cold, _ = make_brain()
    first = [call(cold.brain, s) for s in STEPS]
    sent = len(fake.chat_log())
    assert sent == len(STEPS)
    cold.status.close()
    warm, _ = make_brain()  # same cache file, new process-like stack
    second = [call(warm.brain, s) for s in STEPS]
    assert len(fake.chat_log()) == sent, "a warm cache must not reach the server"
    assert first == second
    stats = warm.status.stats()
    assert stats["llm_calls"] == 0 and stats["llm_cache_hits"] == len(STEPS)
    assert stats["llm_tokens"] == 0


def test_cache_key_ignores_context_but_not_prompt_or_params():
    a = cache_key("u|m", REQ)
    assert a == cache_key("u|m", ChatRequest(messages=REQ.messages, ctx=CallContext(step="x")))
    assert a != cache_key("u|m2", REQ)
    assert a != cache_key("u|m", ChatRequest(messages=(("user", "hi!"),)))
    assert a != cache_key("u|m", ChatRequest(messages=REQ.messages, temperature=0.1))


def test_cache_does_not_store_empty_replies(tmp_path):
    inner = Scripted(Completion(text="", model="scripted"))
    m = CachingModel(inner, ResponseStore(tmp_path / "c.sqlite"))
    m.complete(REQ)
    m.complete(REQ)
    assert inner.calls == 2 and len(m.store) == 0


def test_accounting_per_role_step_resident_and_dollars():
    prices = PriceTable({"gpt-4o-mini": Price(input=0.15, output=0.60)})
    acc = Accountant(prices)
    inner = Scripted(
        Completion(
            text="{}", prompt_tokens=1000, completion_tokens=100, model="gpt-4o-mini-2024-07-18"
        )
    )
    m = AccountingModel(inner, acc)
    m.complete(REQ)
    m.complete(
        ChatRequest(
            messages=REQ.messages, ctx=CallContext(step="plan_day", resident="klaus", role="cheap")
        )
    )
    r = acc.report()
    assert r["total"]["tokens"] == 2200
    assert r["resident"]["maria"]["calls"] == 1 and r["resident"]["klaus"]["calls"] == 1
    assert r["role"]["cheap"]["prompt_tokens"] == 1000
    assert r["step"]["plan_day"]["completion_tokens"] == 100
    assert acc.spent() == (2200, pytest.approx(2 * (1000 * 0.15 + 100 * 0.60) / 1e6))


def test_price_table_file_and_unknown_models():
    table = PriceTable.load()
    assert table.price("gpt-4o-mini-2024-07-18").input == pytest.approx(0.15)
    assert table.price("gpt-4o").input > table.price("gpt-4o-mini").input
    assert table.cost("llama3.1:8b", 10_000, 10_000) == 0.0


def test_budget_exceeded_falls_back_and_says_so(make_brain, fake):
    built, _ = make_brain(budget_tokens=50)
    brain = built.brain
    assert call(brain, "plan_day") != stub_answer("plan_day")  # under budget: the model answers
    for step in STEPS:
        assert call(brain, step) == stub_answer(step)
    assert len(fake.chat_log()) == 1
    assert brain.find(LLMBrain).budget_spent
    assert any("budget spent" in n and "built-in brain" in n for n in built.status.notices())
    assert sum(brain.counters.fallbacks.values()) == len(STEPS)
    assert brain.find(FallbackBrain).top_reasons() == [("budget spent", len(STEPS))]


def test_budget_layer_in_dollars():
    acc = Accountant(PriceTable({"scripted": Price(input=1000.0, output=1000.0)}))
    m = BudgetedModel(AccountingModel(Scripted(), acc), acc.spent, budget_usd=0.01)
    m.complete(REQ)  # 15 tokens at $1000/M = $0.015
    with pytest.raises(BudgetExceeded):
        m.complete(REQ)


def test_retry_gives_up_and_skips_long_retry_after():
    sleeps = []
    inner = Scripted(TransportError("429", retryable=True, retry_after=3600, status=429))
    m = RetryingModel(inner, max_retries=5, sleep=sleeps.append, rng=random.Random(1))
    with pytest.raises(TransportError):
        m.complete(REQ)
    assert inner.calls == 1 and sleeps == []  # a quota reset an hour away is not waited for
    inner = Scripted(TransportError("401", retryable=False, status=401))
    with pytest.raises(TransportError):
        RetryingModel(inner, max_retries=5, sleep=sleeps.append).complete(REQ)
    assert inner.calls == 1


def test_retry_jitter_is_seeded():
    a = RetryingModel(Scripted(), rng=random.Random(7))
    b = RetryingModel(Scripted(), rng=random.Random(7))
    assert [a.delay(i, None) for i in range(4)] == [b.delay(i, None) for i in range(4)]


def test_cancel_stops_a_retry_wait_at_once():
    cancel = threading.Event()
    inner = Scripted(TransportError("429", retryable=True, retry_after=30, status=429))
    m = RetryingModel(inner, max_retries=3, cancel=cancel)  # real waiting, on the event
    threading.Timer(0.1, cancel.set).start()
    t0 = time.monotonic()
    with pytest.raises(Cancelled):
        m.complete(REQ)
    assert time.monotonic() - t0 < 2


def test_cancel_makes_the_brain_fall_back(make_brain, fake):
    cancel = threading.Event()
    built, _ = make_brain(cancel_event=cancel)
    cancel.set()
    for step in STEPS:
        assert call(built.brain, step) == stub_answer(step)
    assert fake.chat_log() == []


class Gated(ChatModel):
    """A model whose calls all wait at one gate: the test sees who is inside, then opens it."""

    model = "gated"

    def __init__(self) -> None:
        self.cond = threading.Condition()
        self.inside = 0
        self.calls = 0
        self.open = threading.Event()

    def complete(self, req):
        with self.cond:
            self.inside += 1
            self.calls += 1
            self.cond.notify_all()
        try:
            assert self.open.wait(10), "the test never opened the gate"
            return Completion(text="{}", model="gated")
        finally:
            with self.cond:
                self.inside -= 1


def test_concurrency_cap_holds_under_many_threads():
    inner = Gated()
    m = ConcurrencyLimitedModel(inner, 3)
    with ThreadPoolExecutor(12) as pool:
        futures = [pool.submit(m.complete, REQ) for _ in range(36)]
        with inner.cond:  # three calls are inside at once, for sure: none can leave yet
            assert inner.cond.wait_for(lambda: inner.inside >= 3, timeout=10)
        assert m.in_flight == 3 and inner.inside == 3  # the cap is full; nine threads wait
        inner.open.set()
        for f in futures:
            f.result()
    assert m.peak == 3 and m.in_flight == 0 and inner.calls == 36


def test_circuit_opens_after_failures_and_recovers():
    now = [0.0]
    ok = Completion(text="{}", model="scripted")
    fail = TransportError("down", retryable=True)
    inner = Scripted(fail, fail, ok)
    m = CircuitBreakerModel(inner, threshold=2, cooldown_s=10, clock=lambda: now[0])
    for _ in range(2):
        with pytest.raises(TransportError):
            m.complete(REQ)
    with pytest.raises(CircuitOpen):
        m.complete(REQ)
    assert inner.calls == 2 and m.is_open
    now[0] = 11
    assert m.complete(REQ) is ok and not m.is_open


def test_parallel_brain_is_thread_safe(make_brain, fake):
    fake.latency_s = 0.05
    try:
        built, _ = make_brain(max_in_flight=4, cache_path="")
        with ThreadPoolExecutor(16) as pool:
            results = list(pool.map(lambda s: call(built.brain, s), list(STEPS) * 4))
    finally:
        fake.latency_s = 0.0
    assert all(r is not None for r in results)
    assert sum(built.brain.counters.calls.values()) == 4 * len(STEPS)
    assert built.brain.counters.fallbacks == {}
    stats = built.status.stats()  # a decompose may come from an earlier window
    answered = stats["llm_calls"] + stats["plan_reuse_hits"] + stats["decompose_window_hits"]
    assert answered == 4 * len(STEPS)
