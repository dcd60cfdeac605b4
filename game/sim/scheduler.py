"""Runs cognition jobs off the main thread and hands results back in a fixed order.

Rules that make parallel thinking safe and reproducible:
- at most one job per resident in flight (a job owns its resident's mind while it runs);
- results are collected on the main thread and sorted by resident order before being applied,
  so with a response cache the same seed gives the same town whatever the thread timing;
- a job may be *due* some steps after it was submitted: its result is held until then (and
  waited for then), so thinking overlaps the steps in between yet lands at a fixed step; the
  result is the same with 1 worker or 16, and with 0 (inline);
- a job that raises is reported as a failure result, never propagated into the frame loop.

``workers=0`` runs jobs inline at submit time: no threads, no overhead, the right choice for the
built-in brain, whose jobs take microseconds.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class JobResult:
    resident: str
    kind: str  # "think" | "line" | "conclude"
    value: Any = None
    error: str = ""
    token: Any = None  # whatever the submitter attached (e.g. a conversation id)
    due: int = 0  # the step the submitter wanted it by


class CognitionScheduler:
    """A thread pool with per-resident exclusivity and ordered collection."""

    def __init__(self, workers: int = 0, order: list[str] | None = None) -> None:
        self.workers = int(workers)
        self._pool = (
            ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="mind")
            if self.workers > 0
            else None
        )
        self._in_flight: dict[str, tuple[Future, int]] = {}  # resident -> (future, due step)
        self._held: list[tuple[int, JobResult]] = []  # finished, waiting for their due step
        self._uncollected: set[str] = set()  # held results not yet applied count as busy
        self._lock = threading.Lock()
        self._rank = {rid: i for i, rid in enumerate(order or [])}
        self.submitted = 0
        self.failed = 0

    def busy(self, resident: str) -> bool:
        return resident in self._in_flight or resident in self._uncollected

    def in_flight(self) -> int:
        return len(self._in_flight)

    def submit(
        self, resident: str, kind: str, fn: Callable[[], Any], token: Any = None, due: int = 0
    ) -> bool:
        """Queue ``fn`` for ``resident``, its result due at step ``due``; False if it is busy."""
        if self.busy(resident):
            return False
        self.submitted += 1
        if self._pool is None:
            self._held.append((due, self._run(resident, kind, fn, token)))
            self._uncollected.add(resident)
            return True
        fut = self._pool.submit(self._run, resident, kind, fn, token)
        self._in_flight[resident] = (fut, due)
        return True

    def aside(self, fn: Callable[[], Any]) -> Future:
        """Run ``fn`` on the pool beside the residents' jobs, holding no resident (inline with
        no workers). For pure brain calls made ahead of need (``game.mind.ahead``): the pool is
        first-in first-out, so a job submitted later never waits on an aside stuck behind it."""
        if self._pool is not None:
            try:
                return self._pool.submit(fn)
            except RuntimeError as e:  # the town is shutting down: the call is not made
                fut: Future = Future()
                fut.set_exception(e)
                return fut
        fut = Future()
        try:
            fut.set_result(fn())
        except Exception as e:  # the caller decides what a failed call means
            fut.set_exception(e)
        return fut

    def _run(self, resident: str, kind: str, fn: Callable[[], Any], token: Any) -> JobResult:
        try:
            return JobResult(resident, kind, fn(), token=token)
        except Exception as e:  # a bug in one mind must not take the town down
            log.exception("cognition job %s for %s failed", kind, resident)
            return JobResult(resident, kind, None, f"{type(e).__name__}: {e}", token)

    def collect(self, wait: bool = False, step: int | None = None) -> list[JobResult]:
        """Results to apply now, ordered by (due step, resident rank).

        ``step=None``: every finished result (``wait`` blocks until none is in flight).
        ``step=N`` (lockstep): the results due by step N, waiting for those still running;
        later ones stay held, so what lands at a step never depends on thread timing.
        """
        for rid, (fut, due) in list(self._in_flight.items()):
            if wait or fut.done() or (step is not None and due <= step):
                self._held.append((due, fut.result()))
                del self._in_flight[rid]
        if step is None:
            ready, self._held = self._held, []
        else:
            ready = [h for h in self._held if h[0] <= step]
            self._held = [h for h in self._held if h[0] > step]
        self._uncollected = {r.resident for _, r in self._held}
        ready.sort(key=lambda h: (h[0], self._rank.get(h[1].resident, 1 << 30), h[1].resident))
        out = [replace(r, due=due) for due, r in ready]
        self.failed += sum(1 for r in out if r.error)
        return out

    def settle(self) -> None:
        """Wait for every running job to finish and hold its result for its due step.

        Taking a save calls this: no worker is then writing to a mind while it is serialised,
        and no result lands earlier than it would have without the save.
        """
        for rid, (fut, due) in list(self._in_flight.items()):
            self._held.append((due, fut.result()))
            del self._in_flight[rid]
            self._uncollected.add(rid)

    def held(self) -> int:
        """Finished results still waiting for their due step (lost if the town is reloaded)."""
        return len(self._held)

    def shutdown(self, wait: bool = False) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=wait, cancel_futures=True)
