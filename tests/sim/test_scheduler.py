import threading

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
    assert s.collect() == [] and s.busy("a")  # the gate is shut: the job cannot have finished
    gate.set()
    assert len(s.collect(wait=True)) == 1
    s.shutdown()


def test_results_due_later_are_held_until_their_step():
    s = CognitionScheduler(2, order=["a", "b"])
    s.submit("a", "think", lambda: "A", due=5)
    s.submit("b", "think", lambda: "B", due=3)
    s.settle()  # both have finished; neither is due yet
    assert s.collect(step=2) == [] and s.busy("a") and s.busy("b")
    assert [r.value for r in s.collect(step=4)] == ["B"]
    assert s.busy("a") and not s.busy("b")
    assert [r.value for r in s.collect(step=5)] == ["A"]
    s.shutdown()


def test_a_due_job_is_waited_for():
    s = CognitionScheduler(1, order=["a"])
    started, gate = threading.Event(), threading.Event()

    def slow():
        started.set()
        gate.wait(5)
        return "slow" if gate.is_set() else "timed out"

    s.submit("a", "think", slow, due=1)
    opener = threading.Thread(target=lambda: started.wait(5) and gate.set())
    opener.start()
    assert [r.value for r in s.collect(step=1)] == ["slow"]  # collect blocked until it finished
    opener.join()
    s.shutdown()


def test_settle_finishes_jobs_but_keeps_them_for_their_step():
    s = CognitionScheduler(2, order=["a"])
    s.submit("a", "think", lambda: "A", due=4)
    s.settle()
    assert s.in_flight() == 0 and s.held() == 1 and s.busy("a")
    assert s.collect(step=3) == []
    assert [r.value for r in s.collect(step=4)] == ["A"] and not s.busy("a")
    s.shutdown()


def test_aside_calls_hold_no_resident_and_fail_quietly_after_shutdown():
    """A call made ahead (game.mind.ahead) runs on the pool beside a resident's own job, inline
    without workers, and after shutdown comes back as a failed future, never an exception."""
    inline = CognitionScheduler(workers=0, order=["a"])
    fut = inline.aside(lambda: 41 + 1)
    assert fut.done() and fut.result() == 42
    boom = inline.aside(lambda: 1 / 0)
    assert isinstance(boom.exception(), ZeroDivisionError)

    s = CognitionScheduler(workers=2, order=["a"])
    gate = threading.Event()
    assert s.submit("a", "think", lambda: gate.wait(5) and "thought")
    side = s.aside(lambda: "beside")
    assert side.result(timeout=5) == "beside"  # ran while the resident's job waits
    assert s.busy("a")
    gate.set()
    assert [r.value for r in s.collect(wait=True)] == ["thought"]
    s.shutdown(wait=True)
    late = s.aside(lambda: "never")
    assert isinstance(late.exception(), RuntimeError)
