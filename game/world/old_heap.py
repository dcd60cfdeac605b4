"""Full garbage collections that walk only what is new: after each one, the survivors freeze.

A process helper with no town meaning (beside ``gcpause``), used by long runs.

Why: a town's memories, plans and acquaintances are small tracked containers that live for the
whole run, and they grow with it (130,000 tracked objects after one game day of Smallville,
290,000 after seven). Python's full collection walks every one of them, and one comes once or
twice a game day, mostly set off by what an autosave's take and write allocate: 140-340 ms of
the simulation's thread at four to fourteen game days, the worst autosave of the day, and a
cost per day that grows with the town's age (issue 23).

How: ``keep_old_out`` adds a ``gc.callbacks`` hook: when a collection of the oldest generation
ends, ``gc.freeze()`` moves every tracked object into the permanent generation, which no
collection walks again. The next full collection walks only what has survived since; it comes
as often as before (Python's own thresholds are left alone). ``release`` undoes it: the hook
goes and everything frozen is collectable again; ``kept_out`` is both, around a block.

Why it is safe: a frozen object is still freed by reference counting the moment nothing refers
to it; freezing gives up only the collection of reference cycles among objects that were
alive at a full collection and die later. A town keeps its minds for the whole run, so there
are few: after a seven-game-day headless run of Smallville with the hook on, unfreezing and
collecting found 0 such objects (``bench/bench_long_run.py`` reports the count at its end).
A process that builds and drops many towns (the tests) does not install it.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_lock = threading.Lock()


def _freeze_survivors(phase: str, info: dict[str, Any]) -> None:
    if phase == "stop" and info.get("generation") == 2:
        gc.freeze()


def keep_old_out() -> None:
    """From now on, what survives a full collection is frozen (once per process)."""
    with _lock:
        if _freeze_survivors not in gc.callbacks:
            gc.callbacks.append(_freeze_survivors)


def active() -> bool:
    """Whether ``keep_old_out`` is in force."""
    return _freeze_survivors in gc.callbacks


def freeze_now() -> None:
    """Freeze what exists now if ``keep_old_out`` is in force (after a load: the loaded town is
    old from its first step on, not walked by the next full collection). The garbage of the
    load is freed by reference counting: a parsed save holds no cycles."""
    if active():
        gc.freeze()


@contextmanager
def kept_out() -> Iterator[None]:
    """``keep_old_out`` for a block (a headless run); after it, as before: the hook goes (if
    the block added it) and everything is unfrozen, not collected (a process that goes on,
    such as the tests running ``main``, collects it in its own time)."""
    added = not active()
    keep_old_out()
    try:
        yield
    finally:
        if added:
            with _lock:
                if _freeze_survivors in gc.callbacks:
                    gc.callbacks.remove(_freeze_survivors)
            gc.unfreeze()


def release() -> int:
    """Remove the hook and unfreeze; the number of objects the full collection that follows
    finds unreachable (what freezing had kept alive: cycles that died while frozen)."""
    with _lock:
        if _freeze_survivors in gc.callbacks:
            gc.callbacks.remove(_freeze_survivors)
    gc.unfreeze()
    return gc.collect()
