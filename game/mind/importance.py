"""Importance (the paper's "poignancy", 1-10) of new memories, cheaply.

The paper asks the model for every single event, which is one of its biggest cost sinks: most
of what a resident sees is "the bed is idle" or "Klaus is walking". Two levers here:

* ``game.mind.language.reading().importance`` scores any text with no model at all (in
  English, ``game.lang.en.importance``'s keyword table). It is the built-in answer,
  the fallback when a model answer is unusable, and the filter that decides what is not worth
  asking about.
* ``ImportanceScorer`` caches scores by text, skips routine idle observations (rule score <= 2
  *and* an idle pattern: they cost nothing), and sends everything else in ONE batched
  ``Brain.score_importance`` call per batch instead of one call per memory.

The cache is keyed by text only, not by resident: "Sam is running for mayor" is about as
poignant to anyone, and sharing the cache among residents saves many calls.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.mind import language
from game.mind.brain import Brain, ImportanceRequest, PersonaCard

INSIGHT_FLOOR = 6  # a reflection's insight matters at least this much, however it is judged


def _clamp(value: Any) -> int | None:
    try:
        v = float(value)
    except (TypeError, ValueError):
        return None
    if v != v:  # NaN
        return None
    return int(min(10, max(1, round(v))))


@dataclass(frozen=True)
class Pending:
    """A batch begun by ``ImportanceScorer.begin``: scores known so far and texts to ask."""

    persona: PersonaCard
    out: list[int | None]
    todo: dict[str, list[int]]  # unique text -> positions in ``out``

    @property
    def asked(self) -> tuple[str, ...]:
        return tuple(self.todo)


class ImportanceScorer:
    """Scores texts 1-10 with a cache, a routine filter and one batched brain call.

    Args:
        brain: Asked for non-routine, uncached texts; None scores everything by rule.
        cache_size: Texts remembered (LRU).

    Counters ``calls`` (brain calls), ``asked`` (texts sent), ``hits`` (cache), ``skipped``
    (routine) and ``fallbacks`` (unusable answers) feed the HUD. Thread-safe: the cache is
    locked, the brain call is made outside the lock.
    """

    def __init__(self, brain: Brain | None, *, cache_size: int = 4096) -> None:
        self.brain = brain
        self.cache_size = int(cache_size)
        self._cache: OrderedDict[str, int] = OrderedDict()
        self._lock = threading.Lock()
        # the cache as saved (``saved_cache``): each text's entry, the texts scored since the
        # last save, the entries naming their text by itself
        self._saved: dict[str, list[Any]] = {}
        self._unsaved: set[str] = set()
        self._self_named: set[str] = set()
        self.calls = self.asked = self.hits = self.skipped = self.fallbacks = 0

    def score(self, persona: PersonaCard, texts: Sequence[str]) -> list[int]:
        """One 1-10 score per text, in order, with at most one brain call."""
        pending = self.begin(persona, texts)
        return self.finish(pending, self.ask(pending))

    def begin(self, persona: PersonaCard, texts: Sequence[str]) -> Pending:
        """Scores from the cache and the rules; what is left to ask is in ``Pending.asked``.

        ``begin``, ``ask`` and ``finish`` split ``score`` so the call (``ask``, which touches
        no cache) can run beside the resident while it goes on; the cache is read and written
        only in ``begin`` and ``finish``, in the resident's own turns, so what is cached when
        never depends on thread timing.
        """
        out: list[int | None] = [None] * len(texts)
        todo: dict[str, list[int]] = {}  # unique text -> positions
        with self._lock:
            for i, text in enumerate(texts):
                cached = self._cache.get(text)
                if cached is not None:
                    self._cache.move_to_end(text)
                    self.hits += 1
                    out[i] = cached
                elif self.brain is None or language.remembered("routine", text):
                    self.skipped += 1
                    out[i] = language.remembered("importance", text)
                    self._remember(text, out[i])
                else:
                    todo.setdefault(text, []).append(i)
        return Pending(persona, out, todo)

    def ask(self, pending: Pending) -> list[int | None]:
        """The brain's answers for ``pending``'s uncached texts (none to ask: no call)."""
        return self._ask(pending.persona, pending.asked) if pending.todo else []

    def finish(self, pending: Pending, answers: Sequence[int | None]) -> list[int]:
        """The scores, with ``answers`` (from ``ask``) cached; a fallback is scored by rule."""
        out = list(pending.out)
        with self._lock:
            for text, answer in zip(pending.asked, answers, strict=True):
                value = answer if answer is not None else language.remembered("importance", text)
                if answer is not None:  # a fallback is not cached: ask again next time
                    self._remember(text, value)
                for i in pending.todo[text]:
                    out[i] = value
        return [int(v) for v in out]  # type: ignore[arg-type]

    def _ask(self, persona: PersonaCard, texts: tuple[str, ...]) -> list[int | None]:
        self.calls += 1
        self.asked += len(texts)
        try:
            raw = self.brain.score_importance(ImportanceRequest(persona=persona, texts=texts))
        except Exception:  # brains must not raise; if one does, the rules still answer
            raw = None
        if raw is None or len(raw) != len(texts):
            self.fallbacks += 1
            return [None] * len(texts)
        values = [_clamp(v) for v in raw]
        self.fallbacks += sum(v is None for v in values)
        return values

    def _remember(self, text: str, value: int) -> None:
        self._cache[text] = value
        self._cache.move_to_end(text)
        self._unsaved.add(text)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def get_state(self) -> dict[str, Any]:
        """JSON-safe: the cache, oldest first."""
        with self._lock:
            return {"cache": [[t, s] for t, s in self._cache.items()]}

    def saved_cache(self, name: Callable[[str], Any]) -> list[Any]:
        """``get_state()["cache"]`` with each text as ``name(text)`` names it (a resident: by
        the id of the memory holding it, else the text itself).

        Costs what changed: each entry ``[name, score]`` is made once and kept (shared with
        earlier states: read-only), remade when its text is scored again, and, while it names
        a text by itself, when ``name`` names it otherwise (its memory has come). Taking the
        cache whole every autosave (two lists per text, up to ``cache_size`` per resident) was
        a third of the simulation's share of an autosave at ten game days (issue 23).
        """
        with self._lock:
            cache, saved = self._cache, self._saved
            if len(saved) > 2 * len(cache) + 64:  # forget the texts the cache has let go
                saved = self._saved = {t: saved[t] for t in cache if t in saved}
                self._self_named.intersection_update(saved)
            named_now = [t for t in self._self_named if name(t) != t]
            for text in (*self._unsaved, *named_now):
                if text in cache:
                    entry = saved[text] = [name(text), cache[text]]
                    if entry[0] == text:
                        self._self_named.add(text)
                    else:
                        self._self_named.discard(text)
            self._unsaved.clear()
            return list(map(saved.__getitem__, cache))

    def set_state(self, state: dict[str, Any]) -> None:
        with self._lock:
            self._cache.clear()
            self._saved, self._self_named = {}, set()
            for text, value in state.get("cache", []):
                v = _clamp(value)
                if v is not None:
                    self._remember(str(text), v)
