"""Ctrl+C and SIGTERM: a run stops at the end of a step, is saved, and says so in one line.

Why: by default Ctrl+C raises ``KeyboardInterrupt`` wherever the main thread happens to be (in
the middle of a step, whose state is then half applied; in the middle of loading, as a
traceback) and SIGTERM ends the process with no word and no save.

How: ``guarded()`` (around all of ``main``) installs one handler for both signals, in the main
thread only, and puts the previous ones back afterwards. Outside a run, a signal raises
``Interrupted`` at once: loading or checking is abandoned, and nothing has been written yet.
Inside ``deferring()`` (a headless run, its interviews and its final save) the first signal
only notes itself, calls the ``on_stop`` hooks (which cancel pending model calls, so that a
step waiting on a model ends soon) and starts a grace timer; the run calls ``boundary()``
after each step, which raises ``Interrupted(at_step_end=True)`` there, so the caller saves a
town whose state is whole. A second signal, or the grace timer (a step stuck on a model that
does not answer), raises ``Interrupted`` wherever the main thread is ("forced"): nothing more
is saved, and a file being written is abandoned by ``write_atomically``, which keeps the old
file and removes its partial. After that one raise, further signals are ignored while the
program cleans up (that is bounded by its own timeouts).

Exit codes are the shell's: 128 + the signal's number, 130 for SIGINT and 143 for SIGTERM.

A run may also stop itself at the end of a step (``ticks``' ``stop``: every model server has
been of no use for too long and ``--llm-unreachable exit`` was asked): ``Stopped``, an
``Interrupted`` with its own line and exit code 2, answered as a signal is.
"""

from __future__ import annotations

import _thread
import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

GRACE_S = 10.0
STOPPED_CODE = 2
"""The exit code of a run that stopped itself (``Stopped``): a setting made it (as
``--llm-unreachable exit`` does at start-up), not a signal."""
"""How long a step may take to end after the first signal before it is cut short."""
SIGNALS = tuple(s for s in (signal.SIGINT, getattr(signal, "SIGTERM", None)) if s is not None)
_NAMES = {signal.SIGINT: "Ctrl+C (SIGINT)", getattr(signal, "SIGTERM", -1): "SIGTERM"}


class Interrupted(KeyboardInterrupt):
    """A signal asked the program to stop. ``at_step_end``: raised between two steps of a
    run (its state is whole, it can be saved); otherwise wherever the main thread was."""

    def __init__(self, signum: int, *, at_step_end: bool = False) -> None:
        super().__init__(signum)
        self.signum = int(signum)
        self.at_step_end = at_step_end

    @property
    def code(self) -> int:
        return 128 + self.signum

    @property
    def what(self) -> str:
        return _NAMES.get(self.signum, f"signal {self.signum}")

    def headline(self, when: str) -> str:
        """The start of the line that says the run stopped at game time ``when``."""
        return f"interrupted by {self.what} at {when}"


class Stopped(Interrupted):
    """The run stopped itself between two steps (no signal came): ``why`` is one line, the
    exit code is ``code``. Answered as a signal is (the town saved, one line), so that every
    way a run ends early goes one path (``app_headless.interrupted``)."""

    def __init__(self, why: str, code: int) -> None:
        super().__init__(0, at_step_end=True)
        self.why = why
        self._code = code

    @property
    def code(self) -> int:
        return self._code

    @property
    def what(self) -> str:
        return self.why

    def headline(self, when: str) -> str:
        return f"{self.why}; stopped at {when}"


class Guard:
    """The state of one ``guarded()`` block (see the module docstring)."""

    def __init__(self, grace_s: float | None = None) -> None:
        self.signum: int | None = None
        self.raised = False
        self.grace_s = GRACE_S if grace_s is None else grace_s  # read now: tests lower it
        self._deferring = 0
        self._hooks: list[Callable[[], object]] = []
        self._timer: threading.Timer | None = None
        self._grace: list[bool] = []

    def handle(self, signum: int, frame=None) -> None:
        if self.signum is None:
            self.signum = signum
            if self._deferring:
                self._stop_soon()
                return
        elif self._deferring and not self._grace[-1]:
            return  # cleaning up: let it finish
        if self.raised:
            return
        self.raised = True
        self._cancel_timer()
        raise Interrupted(self.signum)

    def boundary(self) -> None:
        """Between two steps: raise ``Interrupted(at_step_end=True)`` if a signal came."""
        if self.signum is not None and not self.raised:
            self._cancel_timer()
            raise Interrupted(self.signum, at_step_end=True)

    def _stop_soon(self) -> None:
        for hook in list(self._hooks):
            try:
                hook()
            except Exception:  # a hook that fails must not turn a stop into a traceback
                pass
        if self._grace[-1] and threading.current_thread() is threading.main_thread():
            self._timer = threading.Timer(self.grace_s, _thread.interrupt_main, (self.signum,))
            self._timer.daemon = True
            self._timer.start()

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def settle(self) -> None:
        """The signal has been answered (the town saved, the line printed): later signals are
        ignored while the program ends."""
        self.raised = True
        self._cancel_timer()

    @contextmanager
    def deferring(
        self, on_stop: Callable[[], object] | None = None, *, grace: bool = True
    ) -> Iterator[Guard]:
        """Signals in the block are noted, not raised (``boundary`` raises them); with
        ``grace``, a second signal or ``grace_s`` seconds after the first cut the block short."""
        self._deferring += 1
        self._grace.append(grace)
        if on_stop is not None:
            self._hooks.append(on_stop)
        try:
            yield self
        finally:
            self._deferring -= 1
            self._grace.pop()
            if on_stop is not None:
                self._hooks.remove(on_stop)
            if not self._deferring:
                self._cancel_timer()


_active: list[Guard] = []


@contextmanager
def guarded(grace_s: float | None = None) -> Iterator[Guard]:
    """Handle SIGINT and SIGTERM as the module docstring says, for the ``with`` block. Off the
    main thread (where Python cannot set handlers) the guard exists but sees no signal."""
    guard = Guard(grace_s)
    previous = {}
    if threading.current_thread() is threading.main_thread():
        for s in SIGNALS:
            try:
                previous[s] = signal.signal(s, guard.handle)
            except (ValueError, OSError):
                pass
    _active.append(guard)
    try:
        yield guard
    finally:
        _active.remove(guard)
        guard._cancel_timer()
        for s, handler in previous.items():
            signal.signal(s, handler if handler is not None else signal.SIG_DFL)


def current() -> Guard | None:
    return _active[-1] if _active else None


def boundary() -> None:
    """``Guard.boundary`` of the active guard (none: nothing to do)."""
    if _active:
        _active[-1].boundary()


def ticks(
    update: Callable[[int], object] | None = None, stop: Callable[[], str] | None = None
) -> Callable[[int], None]:
    """A run's ``progress`` callback: ``update(n)`` (a progress bar's), then ``boundary()``,
    so that a run stops at the end of the step in which a signal came; then ``stop()``, which
    says ("", or why in one line) whether the run should stop there anyway: ``Stopped``."""

    def tick(n: int) -> None:
        if update is not None:
            update(n)
        boundary()
        why = stop() if stop is not None else ""
        if why:
            raise Stopped(why, STOPPED_CODE)

    return tick


@contextmanager
def deferring(
    on_stop: Callable[[], object] | None = None, *, grace: bool = True
) -> Iterator[Guard | None]:
    """``Guard.deferring`` of the active guard (none: an empty block)."""
    if not _active:
        yield None
        return
    with _active[-1].deferring(on_stop, grace=grace) as guard:
        yield guard


def pending() -> Interrupted | None:
    """The signal that came during a deferred block and was not raised yet, as the exception
    a caller returns the code and the words of; None if none came."""
    guard = current()
    if guard is None or guard.signum is None or guard.raised:
        return None
    return Interrupted(guard.signum, at_step_end=True)


def given_up(sim):
    """What ``ticks`` asks after each step: with ``--llm-unreachable exit``, the line saying
    every model server has been of no use for too long (``LLMStatus.given_up``); else None.
    Headless runs and scenario runs both ask it."""
    from game.brains.llm.status import StatusBrain

    brain = getattr(sim, "brain", None)
    if isinstance(brain, StatusBrain) and brain.status.watch is not None:
        return brain.status.given_up
    return None
