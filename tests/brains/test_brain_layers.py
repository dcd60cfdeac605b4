"""Brain layers: the fallback layer, the counting layer, steps generated from ``STEPS``."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import textwrap
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from game.brains.builtin import BuiltinBrain, MinimalBrain, make_builtin_brain
from game.brains.layers import BrainLayer, CountingBrain, FallbackBrain
from game.brains.llm.plan_reuse import PlanReuseBrain
from game.brains.llm.status import LLMStatus, StatusBrain
from game.mind.brain import STEPS, StepFailed
from tests.brains.conftest import StubBrain, call, sample_requests, stub_answer

ROOT = Path(__file__).resolve().parents[2]


class Failing(StubBrain):
    """Fails the steps in ``fail`` (with ``StepFailed``) and ``bugs`` (with a plain bug)."""

    name = "failing"

    def __init__(self, fail=(), bugs=()) -> None:
        super().__init__()
        self.fail, self.bugs = set(fail), set(bugs)
        for step in STEPS:
            setattr(self, step, self._wrap(step, getattr(self, step)))

    def _wrap(self, step, answer):
        def method(req):
            if step in self.fail:
                raise StepFailed("invalid reply")
            if step in self.bugs:
                raise KeyError("oops")
            return answer(req)

        return method


def test_fallback_answers_on_step_failed_and_counts_the_reason():
    stub = StubBrain()
    fb = FallbackBrain(Failing(fail={"plan_day", "decompose"}), stub, notice="LLM fallbacks")
    for step in STEPS:
        assert call(fb, step) == stub_answer(step)
    call(fb, "decompose")
    assert stub.calls == ["plan_day", "decompose", "decompose"]  # only the failed steps
    assert fb.counters.fallbacks == {"plan_day": 1, "decompose": 2}
    assert fb.top_reasons() == [("invalid reply", 3)]
    assert fb.stats() == {"brain_fallbacks": 3}
    assert fb.notices() == ("LLM fallbacks: 3 (decompose 2, plan_day 1)",)
    assert fb.report()["fallback_reasons"] == {"invalid reply": 3}


def test_fallback_answers_a_bug_and_logs_it(caplog):
    stub = StubBrain()
    fb = FallbackBrain(Failing(bugs={"summarize"}), stub)
    with caplog.at_level(logging.ERROR, logger="game.brains.layers"):
        assert call(fb, "summarize") == "stub summary"
    (record,) = caplog.records
    assert record.exc_info is not None and "KeyError" in caplog.text  # with its traceback
    assert fb.top_reasons() == [("bug: KeyError", 1)]
    assert fb.notices() == ()  # no notice wording given: a guard, not a model


def test_builtin_stack_answers_like_builtin_and_minimal_answers_its_bugs(monkeypatch, caplog):
    stack, plain = make_builtin_brain(3), BuiltinBrain(3)
    assert stack.name == "built-in" and stack.hint == ""
    for step in STEPS:
        assert call(stack, step) == call(plain, step)

    def broken(self, req):
        raise ZeroDivisionError("a heuristic bug")

    monkeypatch.setattr(BuiltinBrain, "plan_day", broken)
    with caplog.at_level(logging.ERROR):
        plan = call(stack, "plan_day")
    assert plan == call(MinimalBrain(), "plan_day") and len(plan.blocks) == 6
    assert "ZeroDivisionError" in caplog.text
    assert stack.counters.calls == {s: 1 for s in STEPS} | {"plan_day": 2}
    assert stack.counters.fallbacks == {"plan_day": 1}
    assert stack.stats() == {}  # quiet: the HUD shows no brain numbers for the built-in brain
    assert make_builtin_brain(3, quiet=False).stats() == {"brain_calls": 0, "brain_fallbacks": 0}


def test_minimal_brain_answers_every_step():
    minimal = MinimalBrain()
    for step in STEPS:
        assert call(minimal, step) is not None


def test_counting_counts_each_step_once_through_a_full_stack():
    """The model stack's shape: a counter outside the model's fallback layer, whose fallback
    is the guarded built-in stack. A step is one call, whoever answered it."""
    builtin = Failing(bugs={"insights"})  # a built-in brain with a bug in one step
    guard = FallbackBrain(builtin, MinimalBrain(), quiet=True)
    model = Failing(fail={"decompose", "insights"})
    stack = CountingBrain(FallbackBrain(model, guard, notice="LLM fallbacks"), name="stack")
    for step in STEPS:
        expected = call(MinimalBrain(), step) if step == "insights" else stub_answer(step)
        assert call(stack, step) == expected
    assert stack.counters.calls == dict.fromkeys(STEPS, 1)
    # The outermost fallback layer speaks for the stack: steps its primary could not answer.
    assert stack.counters.fallbacks == {"decompose": 1, "insights": 1}
    assert guard.counters.fallbacks == {"insights": 1}  # the guard's own, still kept
    assert stack.stats() == {"brain_calls": len(STEPS), "brain_fallbacks": 2}
    assert stack.notices() == ("LLM fallbacks: 2 (decompose 1, insights 1)",)
    assert stack.name == "stack" and stack.find(MinimalBrain) is guard.fallback


def test_state_is_what_decides_the_future_only():
    """Tallies are not saved (the accountant's restart too); plan reuse is, under its key."""
    stack = CountingBrain(FallbackBrain(Failing(fail={"summarize"}), StubBrain()))
    for step in STEPS:
        call(stack, step)
    assert stack.get_state() == {} and make_builtin_brain(1).get_state() == {}
    reuse = PlanReuseBrain(StubBrain())
    model = CountingBrain(FallbackBrain(reuse, make_builtin_brain(1)))
    call(model, "plan_day")
    call(model, "decompose")
    state = json.loads(json.dumps(model.get_state()))
    assert list(state) == ["plan_reuse"] and state["plan_reuse"]["plans"]
    fresh = CountingBrain(FallbackBrain(PlanReuseBrain(StubBrain()), make_builtin_brain(1)))
    fresh.set_state(state)
    assert fresh.get_state() == state
    fresh.set_state({})  # a save without brain state: plan reuse starts afresh
    assert fresh.find(PlanReuseBrain).reuse.get_state()["plans"] == {}


def test_status_layer_names_the_stack_and_adds_its_lines():
    status = LLMStatus(label="LLM m at url", notices=("probe failed",), hint="switch!")
    brain = StatusBrain(
        FallbackBrain(Failing(fail={"summarize"}), StubBrain(), notice="LLM f"), status
    )
    call(brain, "summarize")
    assert brain.name == "LLM m at url" and brain.hint == "switch!"
    assert brain.notices() == ("probe failed", "LLM f: 1 (summarize 1)")
    assert status.stats() == brain.stats() == {"brain_fallbacks": 1}
    assert status.notices() == brain.notices()


def test_layers_write_no_step_method_by_hand():
    """Every step of every layer is generated from ``STEPS`` and goes through ``through``."""
    layers = (BrainLayer, FallbackBrain, CountingBrain, PlanReuseBrain, StatusBrain)
    for cls in layers:
        hand_written = [s for s in STEPS if s in cls.__dict__ and cls is not BrainLayer]
        assert hand_written == [], cls
    assert all(getattr(BrainLayer, s).generated for s in STEPS)
    assert not BrainLayer.__abstractmethods__


def test_a_step_added_to_steps_gets_a_method_on_every_layer():
    """A new name in ``STEPS`` (here "forecast") reaches the layers with no new method: run
    in a fresh interpreter, where the table is extended before the layers are defined."""
    script = textwrap.dedent(
        """
        import game.mind.brain as mb
        mb.STEPS = mb.STEPS + ("forecast",)
        from game.brains.layers import CountingBrain, FallbackBrain, answers_every_step
        from game.brains.llm.plan_reuse import PlanReuseBrain
        from game.brains.llm.status import LLMStatus, StatusBrain

        @answers_every_step
        class Sky(mb.Brain):
            def answer(self, step, req):
                return f"sunny in {req}"

        @answers_every_step
        class Cloudy(mb.Brain):
            def answer(self, step, req):
                raise mb.StepFailed("no sky")

        stack = StatusBrain(
            CountingBrain(FallbackBrain(PlanReuseBrain(Cloudy()), Sky())), LLMStatus(label="x")
        )
        assert stack.forecast("Smallville") == "sunny in Smallville"
        assert stack.counters.calls == {"forecast": 1}, stack.counters
        assert stack.counters.fallbacks == {"forecast": 1}, stack.counters
        print("ok")
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


class Meeting(StubBrain):
    """Each ``summarize`` waits until ``parties`` calls are inside at once (a barrier)."""

    def __init__(self, parties: int) -> None:
        super().__init__()
        self.barrier = threading.Barrier(parties, timeout=10)

    def summarize(self, req):
        self.barrier.wait()  # raises BrokenBarrierError if the calls never overlap
        raise StepFailed("met")


def test_counting_is_exact_under_a_pool():
    """Eight threads in the stack at once, every round, for sure: no count is lost."""
    threads, rounds = 8, 50
    stack = CountingBrain(FallbackBrain(Meeting(threads), StubBrain()))
    req = sample_requests()["summarize"][1]
    start = threading.Barrier(threads, timeout=10)

    def worker(_):
        start.wait()  # all threads begin together
        out = []
        for _ in range(rounds):
            out.append(stack.summarize(req))
            out.append(stack.score_importance(sample_requests()["score_importance"][1]))
        return out

    with ThreadPoolExecutor(threads) as pool:
        results = [r for rs in pool.map(worker, range(threads)) for r in rs]
    assert results.count("stub summary") == threads * rounds
    calls = stack.counters.calls
    assert calls == {"summarize": threads * rounds, "score_importance": threads * rounds}
    assert stack.counters.fallbacks == {"summarize": threads * rounds}
    assert stack.find(FallbackBrain).top_reasons() == [("met", threads * rounds)]
