"""``Services.gather``: independent brain calls made at once, never deadlocking on the pool."""

import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.embeddings import HashEmbedder
from game.mind.cognition import Services


def services(beside=None) -> Services:
    return Services(brain=BuiltinBrain(seed=1), embedder=HashEmbedder(), beside=beside)


def test_without_beside_the_calls_run_in_order_on_this_thread():
    seen = []
    calls = [lambda i=i: seen.append((i, threading.get_ident())) or i * i for i in range(4)]
    assert services().gather(calls) == [0, 1, 4, 9]
    assert [i for i, _ in seen] == [0, 1, 2, 3]
    assert {t for _, t in seen} == {threading.get_ident()}


def test_with_a_pool_the_calls_overlap_and_come_back_in_order():
    def slow(i):
        time.sleep(0.2)
        return i

    with ThreadPoolExecutor(4) as pool:
        start = time.perf_counter()
        got = services(pool.submit).gather([lambda i=i: slow(i) for i in range(4)])
        took = time.perf_counter() - start
    assert got == [0, 1, 2, 3]
    assert took < 0.6, f"four 0.2 s calls took {took:.2f} s: not made at once"


def test_a_job_on_a_one_worker_pool_does_not_deadlock():
    """The job holding the only worker gathers: the calls queued behind it are taken back and
    made on its own thread."""
    with ThreadPoolExecutor(1) as pool:
        job = pool.submit(lambda: services(pool.submit).gather([lambda i=i: i for i in range(3)]))
        assert job.result(timeout=5) == [0, 1, 2]


def test_calls_never_started_or_failed_beside_are_made_here():
    queued: list[Future] = []

    def never_runs(fn):
        fut = Future()
        queued.append(fut)
        return fut

    assert services(never_runs).gather([lambda: "a", lambda: "b"]) == ["a", "b"]
    assert queued[0].cancelled()

    def refused(fn):  # a pool shutting down: the future has failed without running
        fut = Future()
        fut.set_exception(RuntimeError("cannot schedule new futures after shutdown"))
        return fut

    assert services(refused).gather([lambda: 1, lambda: 2]) == [1, 2]

    def boom():
        raise ValueError("bad call")

    with pytest.raises(ValueError, match="bad call"):
        services(refused).gather([lambda: 1, boom])
