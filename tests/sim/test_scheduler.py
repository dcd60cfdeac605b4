import threading
import time

from game.sim.scheduler import CognitionScheduler


def test_inline_jobs_are_busy_until_collected_and_ordered_by_rank():
    s = CognitionScheduler(0, order=["b", "a"])
    assert s.submit("a", "think", lambda: 1)
    assert not s.submit("a", "think", lambda: 2)  # one job per resident
    assert s.submit("b", "think", lambda: 3)
    out = s.collect()
    assert [(r.resident, r.value) for r in out] == [("b", 3), ("a", 1)]
    assert not s.busy("a")


def test_threaded_jobs_run_in_parallel_and_failures_do_not_escape():
    s = CognitionScheduler(4, order=["r0", "r1", "r2", "r3"])
    barrier = threading.Barrier(3, timeout=5)

    def job(i):
        barrier.wait()  # only passes if three jobs run at the same time
        return i

    for i in range(3):
        s.submit(f"r{i}", "think", lambda i=i: job(i))
    s.submit("r3", "think", lambda: 1 / 0)
    out = s.collect(wait=True)
    assert [r.value for r in out[:3]] == [0, 1, 2]
    assert out[3].error.startswith("ZeroDivisionError") and s.failed == 1
    s.shutdown()


def test_collect_without_wait_leaves_running_jobs():
    s = CognitionScheduler(1, order=["a"])
    gate = threading.Event()
    s.submit("a", "think", lambda: gate.wait(5))
    time.sleep(0.01)
    assert s.collect() == [] and s.busy("a")
    gate.set()
    assert len(s.collect(wait=True)) == 1
    s.shutdown()


def test_results_due_later_are_held_until_their_step():
    s = CognitionScheduler(2, order=["a", "b"])
    s.submit("a", "think", lambda: "A", due=5)
    s.submit("b", "think", lambda: "B", due=3)
    time.sleep(0.05)
    assert s.collect(step=2) == [] and s.busy("a") and s.busy("b")
    assert [r.value for r in s.collect(step=4)] == ["B"]
    assert s.busy("a") and not s.busy("b")
    assert [r.value for r in s.collect(step=5)] == ["A"]
    s.shutdown()


def test_a_due_job_is_waited_for():
    s = CognitionScheduler(1, order=["a"])
    s.submit("a", "think", lambda: time.sleep(0.1) or "slow", due=1)
    assert [r.value for r in s.collect(step=1)] == ["slow"]
    s.shutdown()
