"""Hangs cost one short timeout: per-step timeouts from the latencies seen (3x p95 within a
floor and a ceiling), a timed-out call retried at most once, then the step falls back; the
circuit breaker still rests an endpoint that keeps failing."""

from __future__ import annotations

import pytest

from game.brains.llm.client import CallContext, ChatModel, ChatRequest, Completion
from game.brains.llm.errors import TransportError
from game.brains.llm.layers import RetryingModel
from game.brains.llm.timeouts import AdaptiveTimeoutModel, TimeoutPolicy, p95
from tests.brains.conftest import call, stub_answer


def test_p95_nearest_rank():
    assert p95([]) == 0.0
    assert p95([1.0] * 19 + [9.0]) == 9.0
    assert p95(list(range(100))) == 95


def test_policy_waits_the_ceiling_until_it_has_seen_answers():
    policy = TimeoutPolicy(60.0, floor_s=2.0, min_samples=5)
    assert policy.timeout("plan_day") == 60.0
    for _ in range(4):
        policy.record("plan_day", 0.3)
    assert policy.timeout("plan_day") == 60.0  # four answers are not enough to judge


def test_policy_is_three_times_p95_within_floor_and_ceiling():
    policy = TimeoutPolicy(60.0, floor_s=2.0, min_samples=5)
    for _ in range(10):
        policy.record("decompose", 4.0)
        policy.record("score_importance", 0.2)
    assert policy.timeout("decompose") == pytest.approx(12.0)  # 3 x 4 s
    assert policy.timeout("score_importance") == 2.0  # 3 x 0.2 s is under the floor
    for _ in range(10):
        policy.record("insights", 30.0)
    assert policy.timeout("insights") == 60.0  # 3 x 30 s is over the ceiling
    # a step never seen is judged by every step's latencies
    assert 2.0 <= policy.timeout("summarize") <= 60.0
    assert TimeoutPolicy(60.0, adaptive=False).timeout("decompose") == 60.0


class Recorder(ChatModel):
    """Answers, records the timeout each request carried, or fails as scripted."""

    model = "rec"

    def __init__(self, *outcomes: Exception | None) -> None:
        self.outcomes = list(outcomes)
        self.timeouts: list[float | None] = []

    def complete(self, req: ChatRequest) -> Completion:
        self.timeouts.append(req.timeout_s)
        outcome = self.outcomes.pop(0) if self.outcomes else None
        if outcome is not None:
            raise outcome
        return Completion(text="{}")


def test_layer_stamps_the_step_timeout_and_learns_from_answers():
    now = [0.0]

    def clock() -> float:
        now[0] += 0.5  # every answer takes 0.5 s on this clock
        return now[0]

    policy = TimeoutPolicy(60.0, floor_s=1.0, min_samples=3)
    inner = Recorder()
    layer = AdaptiveTimeoutModel(inner, policy, clock=clock)
    req = ChatRequest(messages=(("user", "x"),), ctx=CallContext(step="decide_reaction"))
    for _ in range(4):
        layer.complete(req)
    assert inner.timeouts[:3] == [60.0] * 3
    assert inner.timeouts[3] == pytest.approx(1.5)  # 3 x 0.5 s
    hang = TransportError("timed out", retryable=True, timed_out=True)
    inner.outcomes = [hang]
    with pytest.raises(TransportError):
        layer.complete(req)
    assert policy.timed_out == 1


def test_a_timeout_is_retried_once_other_faults_more():
    hang = TransportError("timed out", retryable=True, timed_out=True)
    inner = Recorder(hang, hang, None)
    retrying = RetryingModel(inner, max_retries=3, sleep=lambda s: None)
    with pytest.raises(TransportError):
        retrying.complete(ChatRequest(messages=(("user", "x"),)))
    assert len(inner.timeouts) == 2  # one retry after the first timeout, none after the second
    busy = TransportError("HTTP 500", retryable=True, status=500)
    inner = Recorder(busy, hang, busy, None)
    assert RetryingModel(inner, max_retries=3, sleep=lambda s: None).complete(
        ChatRequest(messages=(("user", "x"),))
    )
    assert len(inner.timeouts) == 4
    old = Recorder(hang, hang, hang, None)  # the behaviour before: every timeout retried
    RetryingModel(old, max_retries=3, sleep=lambda s: None, max_timeout_retries=None).complete(
        ChatRequest(messages=(("user", "x"),))
    )
    assert len(old.timeouts) == 4


def test_a_hanging_server_costs_two_short_timeouts_then_falls_back(make_brain, fake):
    built, _ = make_brain(timeout_s=30.0, timeout_floor_s=0.2, max_retries=3, cache_path="")
    for _ in range(6):  # fast answers teach the policy what this server's latency is
        call(built.brain, "decide_reaction")
    (policy,) = built.status.policies
    assert policy.timeout("decide_reaction") < 1.0  # not the 30 s ceiling
    fake.add_fault("hang", step="decide_reaction")  # hangs (5 s) from now on
    fake.reset_log()
    result = call(built.brain, "decide_reaction")
    assert result == stub_answer("decide_reaction")  # the step fell back
    assert len(fake.chat_log("decide_reaction")) == 2  # the request and one retry, not four
    stats = built.status.stats()
    assert stats["llm_timeouts"] == 2 and stats["brain_fallbacks"] == 1


def test_without_adaptive_timeouts_every_request_waits_the_ceiling(make_brain, fake):
    built, _ = make_brain(timeout_s=0.3, adaptive_timeout=False, max_retries=2, cache_path="")
    for _ in range(6):
        call(built.brain, "decide_reaction")
    (policy,) = built.status.policies
    assert policy.timeout("decide_reaction") == 0.3
    fake.add_fault("hang", step="decide_reaction")
    fake.reset_log()
    call(built.brain, "decide_reaction")
    assert len(fake.chat_log("decide_reaction")) == 3  # every timeout retried, as before
