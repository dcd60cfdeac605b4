"""Every fault mode at every generation step: no exception escapes, the step falls back to
the built-in brain's answer, and the counters and reasons show it. Transient faults are
absorbed."""

from __future__ import annotations

import json

import pytest

from game.brains.builtin import make_builtin_brain
from game.brains.layers import CountingBrain, FallbackBrain
from tests.brains.conftest import STEPS, StubBrain, call, llm_config, stub_answer
from tests.fake_openai import ALL_FAULTS as FAULTS  # "trickle" too: each call has a deadline

CONTENT_FAULTS = ("malformed", "wrong_schema", "empty")
REJECTED = {"malformed": "not JSON", "empty": "empty reply"}  # wrong_schema: a missing field
TRANSPORT_REASON = {
    "rate_limit": "HTTP 429",
    "server_error": "HTTP 500",
    "hang": "no response",
    "close": "no response",
    "trickle": "no response",  # the right reply, too slowly: the call's deadline ends it
}
SLOW = ("hang", "trickle")


@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("step", STEPS)
def test_persistent_fault_falls_back(make_brain, fake, step, fault):
    fake.add_fault(fault, step=step)  # forever, at this step only
    built, _ = make_brain(timeout_s=0.25 if fault in SLOW else 1.0)
    brain = built.brain
    result = call(brain, step)  # must not raise
    assert result == stub_answer(step)
    assert brain.counters.fallbacks == {step: 1}
    assert brain.counters.calls == {step: 1}
    assert brain.find(StubBrain).calls == [step]
    assert any(f"{step} 1" in n for n in brain.notices())
    ((reason, n),) = brain.find(FallbackBrain).top_reasons()
    if fault in CONTENT_FAULTS:  # "invalid reply: not JSON", ": empty reply", ": no ... field"
        assert reason == f"invalid reply: {REJECTED.get(fault, reason.split(': ', 1)[-1])}"
        assert any(n.startswith("LLM rejected 2 replies: ") for n in brain.notices())
    else:
        assert reason == TRANSPORT_REASON[fault]
    assert n == 1
    stats = built.status.stats()
    assert stats["brain_fallbacks"] == 1
    log = fake.chat_log(step)
    if fault in CONTENT_FAULTS:
        assert len(log) == 2 and stats["llm_invalid_replies"] == 2  # one corrective retry
        retry = log[1].body["messages"]
        assert retry[-1]["role"] == "user" and "invalid because" in retry[-1]["content"]
    else:
        assert len(log) == 2  # one transport retry (max_retries=1), then fallback
        assert stats["llm_failed_calls"] == 1


@pytest.mark.parametrize("fault", FAULTS)
def test_transient_fault_is_absorbed(make_brain, fake, fault):
    step = "plan_day"
    fake.add_fault(fault, step=step, times=1)
    built, sleeps = make_brain(timeout_s=0.25 if fault in SLOW else 1.0)
    result = call(built.brain, step)
    assert result != stub_answer(step)
    assert built.brain.counters.fallbacks == {}
    assert len(fake.chat_log(step)) == 2
    if fault not in CONTENT_FAULTS:
        assert len(sleeps.delays) == 1  # the retry layer waited once (injected sleep)


def test_corrective_retry_names_the_problem(make_brain, fake):
    fake.script("choose_place", {"place": "Town Hall:lobby"})
    built, _ = make_brain()
    place = call(built.brain, "choose_place")
    assert str(place) == "Lopez House:bedroom:bed"  # the fake's rule on the retry
    retry = fake.chat_log("choose_place")[1].body["messages"]
    assert retry[-2] == {"role": "assistant", "content": json.dumps({"place": "Town Hall:lobby"})}
    assert "'Town Hall:lobby' is not one of the listed places" in retry[-1]["content"]
    assert built.brain.counters.fallbacks == {}


def test_every_step_under_every_fault_at_once(make_brain, fake):
    """A whole round of thinking against a server that fails everything, in every way."""
    built, _ = make_brain(max_retries=0, timeout_s=0.25)
    for fault in FAULTS:
        fake.clear_faults()
        fake.add_fault(fault)
        for step in STEPS:
            assert call(built.brain, step) == stub_answer(step)
    assert sum(built.brain.counters.fallbacks.values()) == len(FAULTS) * len(STEPS)


def test_rate_limit_honours_retry_after(make_brain, fake):
    fake.add_fault("rate_limit", step="summarize", times=2, retry_after=7)
    built, sleeps = make_brain(max_retries=3)
    assert call(built.brain, "summarize") != stub_answer("summarize")
    assert len(sleeps.delays) == 2
    assert all(7 <= d < 8 for d in sleeps.delays)


def test_server_error_backs_off_exponentially(make_brain, fake):
    fake.add_fault("server_error", step="summarize", times=3)
    built, sleeps = make_brain(max_retries=3)
    assert call(built.brain, "summarize") != stub_answer("summarize")
    d = sleeps.delays
    assert len(d) == 3
    assert 0.25 <= d[0] <= 0.5 and 0.5 <= d[1] <= 1.0 and 1.0 <= d[2] <= 2.0


def test_real_builtin_brain_as_fallback(fake, tmp_path):
    """With the real built-in stack as the fallback, every step of a model that only talks
    nonsense gets exactly the built-in brain's answer, counted once per step."""
    from game.brains.llm.factory import build_brain

    fake.add_fault("malformed")
    builtin = make_builtin_brain(seed=1)
    built = build_brain(llm_config(fake, tmp_path), fallback=builtin)
    try:
        reference = make_builtin_brain(seed=1)  # the same seed answers the same requests alike
        for step in STEPS:
            assert call(built.brain, step) == call(reference, step)
        assert built.brain.counters.calls == dict.fromkeys(STEPS, 1)
        assert built.brain.counters.fallbacks == dict.fromkeys(STEPS, 1)
        assert built.brain.stats()["brain_calls"] == len(STEPS)
        # The built-in stack lost its own counter in the model stack: one count per step.
        assert builtin.counters.calls == {}
        assert isinstance(built.brain.inner, CountingBrain)
        assert built.brain.stats()["llm_invalid_replies"] == 2 * len(STEPS)  # each retried once
    finally:
        built.status.close()
