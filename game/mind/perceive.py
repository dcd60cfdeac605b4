"""Perception: which of the events around a resident become observations this step.

The simulation lists what is within the vision radius (it owns positions); this module applies
the paper's limits: keep the ``bandwidth`` nearest events, and skip an event the resident already
noticed within its retention window. In a crowd only the ``attention`` nearest people are in view
at all: without it a resident in a room of fifty noticed four new ones every step until it had
noticed everyone, and its memories grew with the town. The paper's retention is "the last N events", which lets a
resident re-notice the same sleeping roommate every few steps when several things happen; here it
is a time window per (subject, predicate, object) triple, so an unchanged scene costs nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from itertools import compress
from operator import is_

from game.mind.types import SeenEvent

KEEN_S = 10 * 60.0  # someone one is out to find is noticed again after this long

_is_none = partial(is_, None)


@dataclass(frozen=True, kw_only=True)
class PerceptionConfig:
    vision_radius: int = 5  # tiles, square (Chebyshev) as in the reference implementation
    bandwidth: int = 4  # nearest new events kept per step
    # people attended to in a crowd: the nearest this many in view; the rest of a packed room
    # goes unnoticed (the simulation applies it when it lists who is near: game.sim.moving)
    attention: int = 8
    retention_s: float = 3 * 3600  # an unchanged event is noticed again after this long


class Perception:
    """Per-resident perceptual short-term state. Only the simulation thread touches it."""

    def __init__(self, config: PerceptionConfig | None = None) -> None:
        self.config = config or PerceptionConfig()
        self._seen: dict[tuple[str, str, str], float] = {}
        self._by_subject: dict[str, float] = {}  # subject -> when last noticed (any event)
        self._saved: dict[tuple[str, str, str], list] = {}  # key -> its ``get_state`` entry

    def filter(
        self, events: list[SeenEvent], now: float, crowded: bool = False, keen=frozenset()
    ) -> list[SeenEvent]:
        """Return the events worth remembering now, nearest first, and mark them seen.

        ``crowded``: the resident is in a crowd (more people in view than its ``attention``):
        it notices who is there, not each change in what they do, so an event whose subject it
        noticed within the retention window, doing anything, is skipped too. A crowd's
        comings and goings then cost a memory per person, not one per person per activity.

        ``keen``: the names of people one is out to find (``game.mind.errands.keen``): one keeps
        an eye on them, noticing them again after ``KEEN_S`` however busy the room, so one who
        came to have a word gets it when they are free rather than once on arriving.

        Cost: O(n log n) in the events in view (a handful), no model call.
        """
        cfg = self.config
        fresh = []
        for ev in sorted(events, key=lambda e: (e.distance, e.subject, e.obj)):
            if ev.distance > cfg.vision_radius and ev.subject not in keen:
                continue  # (one out to find someone looks across the room for them)
            last = self._seen.get(ev.key())
            window = cfg.retention_s
            if ev.subject in keen:
                last, window = self._by_subject.get(ev.subject, last), KEEN_S
            elif crowded and ev.subject in self._by_subject:
                last = self._by_subject[ev.subject]  # (never older than the key's own time)
            if last is not None and now - last < window:
                continue
            fresh.append(ev)
            if len(fresh) >= cfg.bandwidth:
                break
        for ev in fresh:
            key = ev.key()
            self._seen[key] = now
            self._saved.pop(key, None)  # its entry in ``get_state`` is remade
            self._by_subject[ev.subject] = now
        if len(self._seen) > 512:  # keep the window bounded over long runs
            cutoff = now - cfg.retention_s
            self._seen = {k: t for k, t in self._seen.items() if t >= cutoff}
            self._by_subject = {k: t for k, t in self._by_subject.items() if t >= cutoff}
        return fresh

    def unnoticed(
        self, keys: list[tuple[str, str, str]], now: float, crowded: bool = False, keen=frozenset()
    ):
        """For each event's (subject, predicate, object), whether ``filter`` would keep an event
        of it now rather than skip it as noticed within the window; nothing is marked. The
        simulation makes events only for these: ``filter`` skips each event on its own, so it
        takes from them just what it would have taken from every event in view."""
        window, seen, by_subject = self.config.retention_s, self._seen, self._by_subject
        out = []
        for key in keys:
            last = seen.get(key)
            if key[0] in keen:  # (see ``filter``)
                last = by_subject.get(key[0], last)
                out.append(last is None or not now - last < KEEN_S)
                continue
            if crowded and key[0] in by_subject:
                last = by_subject[key[0]]
            out.append(last is None or not now - last < window)
        return out

    def noticed(self, subject: str, now: float) -> bool:
        """Whether ``subject`` was noticed (doing anything) within the retention window: in a
        crowd, attention stays with them (``game.sim.nearby_index.attend``)."""
        last = self._by_subject.get(subject)
        return last is not None and now - last < self.config.retention_s

    def noticed_among(self, subjects: list[str], now: float) -> list[bool]:
        """``noticed`` for each of ``subjects``, in one call (a crowd asks it every step)."""
        since = now - self.config.retention_s
        seen = self._by_subject
        return [seen.get(s, since) > since for s in subjects]

    def noticed_test(self, now: float) -> Callable[[str], bool]:
        """``noticed(subject, now)`` as a function of the subject alone, for asking about
        many subjects at one moment (the crowd around a resident, nearest first)."""
        since = now - self.config.retention_s
        seen = self._by_subject.get
        return lambda subject: seen(subject, since) > since

    def get_state(self) -> list:
        """``[[subject, predicate, object], when], ...``. An entry is made once and kept until
        its event is noticed again (shared with earlier states: read-only), so an autosave
        can tell the entries it has already checked and encoded by identity
        (``game.store.slot_memo``), and a take costs what was noticed since the last."""
        saved, seen = self._saved, self._seen
        if len(saved) > 2 * len(seen) + 64:  # forget the keys the window has let go
            saved = self._saved = {k: e for k, e in saved.items() if k in seen}
        keys = list(seen)
        out = list(map(saved.get, keys))  # in C: no Python step per kept entry
        for i in compress(range(len(out)), map(_is_none, out)):  # new since the last state
            k = keys[i]
            out[i] = saved[k] = [list(k), seen[k]]
        return out

    def set_state(self, state: list) -> None:
        self._seen = {tuple(k): float(t) for k, t in state}
        self._saved = {}
        self._by_subject = {}
        for (subject, *_), t in self._seen.items():
            self._by_subject[subject] = max(t, self._by_subject.get(subject, t))
