"""Brains as stacked layers: one layer falls back, one counts, the brains only answer.

The model client is a stack of ``ChatModel`` layers (``game.brains.llm.layers``); brains stack
the same way. A ``BrainLayer`` wraps an inner ``Brain`` and gets every step method generated
from ``STEPS`` (``answers_every_step``), each routed through one overridable ``through(step,
req, call)``; so a new step is one entry in ``STEPS``, never a new method in any wrapper.
``name``, ``hint``, ``stats``, ``notices``, ``report`` and the save state pass through to the
inner brain(s), merged with the layer's own; the outer layer wins a clash, so a stack's
``counters.fallbacks`` are its outermost fallback layer's: the steps its main brain could not
answer. A fallback layer tells its primary side what the fallback answered
(``answered_elsewhere``), so plan reuse notes a day plan whoever made it.

The stacks (built by ``game.brains.builtin.make_builtin_brain`` and ``game.brains.llm.factory``):

    built-in:  Counting(Fallback(BuiltinBrain, MinimalBrain))
    model:     Status(Counting(Fallback(PlanReuse(LLMBrain), Fallback(BuiltinBrain, MinimalBrain))))

Cost: one Python call per layer per step (well under a microsecond each), and a lock per
counted call; nothing next to a model call, a few percent of a built-in step.
"""

from __future__ import annotations

import abc
import logging
import threading
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

from game.mind.brain import STEPS, Brain, StepFailed
from game.mind.types import Counters

log = logging.getLogger(__name__)
B = TypeVar("B", bound=type)


def _step_method(step: str) -> Callable[[Any, Any], Any]:
    def method(self: Any, req: Any) -> Any:
        return self.answer(step, req)

    method.__name__ = step
    method.__qualname__ = step
    method.__doc__ = f"``{step}``, answered by ``self.answer({step!r}, req)``."
    method.generated = True  # type: ignore[attr-defined]
    return method


def answers_every_step(cls: B) -> B:
    """Class decorator: one method per name in ``STEPS``, each calling ``self.answer(step, req)``.

    Methods the class writes by hand are kept. Clears the ABC's abstract step methods, so a
    table-driven brain needs no boilerplate per step.
    """
    for step in STEPS:
        if step not in cls.__dict__:
            setattr(cls, step, _step_method(step))
    abc.update_abstractmethods(cls)
    return cls


@answers_every_step
class BrainLayer(Brain):
    """A ``Brain`` that wraps ``inner`` and passes every step through ``through``.

    Args:
        inner: the wrapped brain.
        name: the display label; the inner brain's name by default.
    """

    def __init__(self, inner: Brain, *, name: str | None = None) -> None:
        self.inner = inner
        self._name = name

    # -- the one place a step passes ----------------------------------------------------------

    def answer(self, step: str, req: Any) -> Any:
        return self.through(step, req, getattr(self.inner, step))

    def through(self, step: str, req: Any, call: Callable[[Any], Any]) -> Any:
        """Answer ``step`` for ``req``; ``call`` is the inner brain's method. Override this."""
        return call(req)

    def answered_elsewhere(self, step: str, req: Any, result: Any) -> None:
        """A fallback answered ``step`` after this layer failed it. Layers that learn from
        answers (plan reuse notes the day plan) override this; the default tells the inner."""
        if isinstance(self.inner, BrainLayer):
            self.inner.answered_elsewhere(step, req, result)

    # -- forwarding ---------------------------------------------------------------------------

    def inners(self) -> tuple[Brain, ...]:
        """The wrapped brains, primary first."""
        return (self.inner,)

    @property  # type: ignore[override]
    def name(self) -> str:
        return self._name or self.inner.name

    @name.setter
    def name(self, value: str) -> None:
        self._name = value

    @property  # type: ignore[override]
    def hint(self) -> str:
        return self.inner.hint

    def own_stats(self) -> dict[str, float]:
        return {}

    def own_notices(self) -> tuple[str, ...]:
        return ()

    def own_report(self) -> dict[str, Any]:
        return {}

    def own_state(self) -> dict[str, Any]:
        """What of this layer a save needs, under a key no other layer uses."""
        return {}

    def set_own_state(self, state: dict[str, Any]) -> None:
        """Restore ``own_state`` from the whole stack's state (its key may be missing)."""

    def stats(self) -> dict[str, float]:
        out = self.own_stats()
        for b in self.inners():
            for k, v in b.stats().items():
                out.setdefault(k, v)
        return out

    def notices(self) -> tuple[str, ...]:
        inner = tuple(n for b in self.inners() for n in b.notices())
        return inner + self.own_notices()

    def report(self) -> dict[str, Any]:
        """Per-step tallies for benchmarks and logs: ``calls``, ``fallbacks``, reasons."""
        out = self.own_report()
        for b in self.inners():
            if isinstance(b, BrainLayer):
                for k, v in b.report().items():
                    out.setdefault(k, v)
        return out

    @property
    def counters(self) -> Counters:
        """Calls and fallbacks per step, from the counting and fallback layers below."""
        r = self.report()
        return Counters(calls=dict(r.get("calls", {})), fallbacks=dict(r.get("fallbacks", {})))

    def get_state(self) -> dict[str, Any]:
        """One flat dict: each layer's ``own_state`` under its own key. Only what decides the
        town's future is saved (plan-reuse memory), not tallies: the accountant's token counts
        restart with the process too, and the two should agree."""
        out = self.own_state()
        for b in self.inners():
            for k, v in b.get_state().items():
                out.setdefault(k, v)
        return out

    def set_state(self, state: dict[str, Any]) -> None:
        self.set_own_state(state)
        for b in self.inners():
            b.set_state(state)

    def find(self, kind: type) -> Any:
        """The first brain of class ``kind`` in the stack (self first, primaries before
        fallbacks), or None; e.g. ``brain.find(LLMBrain).budget_spent``."""
        if isinstance(self, kind):
            return self
        for b in self.inners():
            hit = b.find(kind) if isinstance(b, BrainLayer) else b if isinstance(b, kind) else None
            if hit is not None:
                return hit
        return None


class FallbackBrain(BrainLayer):
    """Asks ``primary``; when it raises, ``fallback`` answers that one step.

    ``StepFailed`` is the expected way to fail (its reason is kept); any other exception is a
    bug and is logged with its traceback. Fallbacks are counted per step and per reason.

    Args:
        primary, fallback: the brains; the fallback should not raise (make it a stack too).
        notice: e.g. "LLM fallbacks": adds "LLM fallbacks: 12 (decompose 7, plan_day 5)" to
            the notices once a step fell back; None shows nothing.
        quiet: count but add nothing to ``stats`` (the built-in brain's guard, whose HUD
            shows no brain numbers); ``report`` and ``counters`` still have them.
    """

    def __init__(
        self,
        primary: Brain,
        fallback: Brain,
        *,
        notice: str | None = None,
        quiet: bool = False,
        name: str | None = None,
    ) -> None:
        super().__init__(primary, name=name)
        self.fallback = fallback
        self.notice = notice
        self.quiet = quiet
        self._lock = threading.Lock()
        self._fallbacks: dict[str, int] = {}
        self._reasons: Counter[str] = Counter()

    @property
    def primary(self) -> Brain:
        return self.inner

    def inners(self) -> tuple[Brain, ...]:
        return (self.inner, self.fallback)

    def through(self, step: str, req: Any, call: Callable[[Any], Any]) -> Any:
        try:
            return call(req)
        except StepFailed as exc:
            reason = exc.reason
        except Exception as exc:  # noqa: BLE001 - a bug must not stop the town
            log.exception("%s: %s failed; %s answers", step, self.inner.name, self.fallback.name)
            reason = f"bug: {type(exc).__name__}"
        result = getattr(self.fallback, step)(req)
        with self._lock:
            self._fallbacks[step] = self._fallbacks.get(step, 0) + 1
            self._reasons[reason] += 1
        if isinstance(self.inner, BrainLayer):
            self.inner.answered_elsewhere(step, req, result)
        return result

    def top_reasons(self, n: int = 3) -> list[tuple[str, int]]:
        """The ``n`` commonest reasons the primary failed, with their counts."""
        with self._lock:
            return self._reasons.most_common(n)

    def own_stats(self) -> dict[str, float]:
        if self.quiet:
            return {}
        with self._lock:
            return {"brain_fallbacks": sum(self._fallbacks.values())}

    def own_notices(self) -> tuple[str, ...]:
        with self._lock:
            fb = dict(self._fallbacks)
        if self.notice is None or not fb:
            return ()
        parts = ", ".join(f"{k} {v}" for k, v in sorted(fb.items()))
        return (f"{self.notice}: {sum(fb.values())} ({parts})",)

    def own_report(self) -> dict[str, Any]:
        with self._lock:
            return {"fallbacks": dict(self._fallbacks), "fallback_reasons": dict(self._reasons)}


class CountingBrain(BrainLayer):
    """Counts calls per step, once each, whoever answers them. Thread-safe (residents call
    one shared brain from the simulation's worker pool).

    Args:
        inner: the stack below.
        quiet: count but add nothing to ``stats`` (see ``FallbackBrain``).
        name: the display label.
    """

    def __init__(self, inner: Brain, *, quiet: bool = False, name: str | None = None) -> None:
        super().__init__(inner, name=name)
        self.quiet = quiet
        self._lock = threading.Lock()
        self._calls: dict[str, int] = {}

    def through(self, step: str, req: Any, call: Callable[[Any], Any]) -> Any:
        with self._lock:
            self._calls[step] = self._calls.get(step, 0) + 1
        return call(req)

    def own_stats(self) -> dict[str, float]:
        if self.quiet:
            return {}
        with self._lock:
            return {"brain_calls": sum(self._calls.values())}

    def own_report(self) -> dict[str, Any]:
        with self._lock:
            return {"calls": dict(self._calls)}
