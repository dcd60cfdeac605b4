"""One resident's inner state as kept and saved: needs, mood, what it is doing and what last
moved its mood.

``advance`` is the pure step the simulation takes every step: (state, temper, minutes, kind)
-> state; ``felt`` applies an event (``appraisal``) and remembers it as the cause when it was
felt strongly enough to name, unless a cause of the other sign moved the mood lately and the
mood is still on that side. ``to_dict``/``from_dict`` round-trip it exactly (floats as they
are), so a save and load continues it bit for bit. ``switched_off`` (the ``--ablate``
parts "needs" and "emotion") keep the needs or the mood where they start.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.mind.inner import mood as moods
from game.mind.inner import needs as needs_
from game.mind.inner.appraisal import Felt, feel
from game.mind.inner.mood import Mood
from game.mind.inner.needs import Needs
from game.mind.inner.tables import NEEDS, InnerTables
from game.mind.inner.temper import Temper

NAMED = 0.1  # an event moving valence at least this much becomes "why" the mood is as it is
LATELY_S = 6 * 3600  # what moved the mood within this long (game seconds) is what moved it lately


@dataclass(frozen=True)
class InnerState:
    needs: Needs
    mood: Mood
    doing: str = "other"  # the kind of doing at the last step
    cause: str = ""  # the event kind that last moved the mood noticeably
    cause_s: float | None = None  # when (game seconds)
    heard: bool = False  # the cause happened to someone close, not to oneself
    cause_who: tuple[str, ...] = ()  # then, those it happened to (resident ids)
    # (need, game second) of each need that has been below its level awake: the last time it
    # was (``urges.felt_lately``: what one still says one feels)
    low: tuple[tuple[str, float], ...] = ()

    def to_dict(self) -> dict:
        return (
            {
                "needs": list(self.needs.values()),
                "valence": self.mood.valence,
                "arousal": self.mood.arousal,
                "doing": self.doing,
                "cause": self.cause,
                "cause_s": self.cause_s,
                "heard": self.heard,
            }
            | ({"cause_who": list(self.cause_who)} if self.cause_who else {})
            | ({"low": [[n, t] for n, t in self.low]} if self.low else {})
        )

    @classmethod
    def from_dict(cls, d: dict) -> InnerState:
        return cls(
            needs=Needs.of(d["needs"]),
            mood=Mood(float(d["valence"]), float(d["arousal"])),
            doing=str(d.get("doing", "other")),
            cause=str(d.get("cause", "")),
            cause_s=None if d.get("cause_s") is None else float(d["cause_s"]),
            heard=bool(d.get("heard", False)),
            cause_who=tuple(str(x) for x in d.get("cause_who", ())),
            low=tuple((str(n), float(t)) for n, t in d.get("low", ())),
        )


def initial(temper: Temper, t: InnerTables) -> InnerState:
    """Where a resident starts: the table's needs, its mood at rest."""
    return InnerState(needs=Needs.of(t.start), mood=Mood(*temper.baseline))


def advance(
    state: InnerState,
    temper: Temper,
    t: InnerTables,
    minutes: float,
    kind: str,
    off: frozenset[str] = frozenset(),
    alone: bool = False,
) -> InnerState:
    """``state`` after ``minutes`` of doing ``kind`` (``alone``: at home with nobody about)."""
    needs = (
        state.needs
        if "needs" in off
        else needs_.drift(state.needs, temper, t, minutes, kind, alone)
    )
    mood = (
        state.mood
        if "emotion" in off
        else moods.settle(state.mood, temper.baseline, needs, t, minutes, kind)
    )
    if needs is state.needs and mood is state.mood and kind == state.doing:
        return state
    return replace(state, needs=needs, mood=mood, doing=kind)


def marked_low(state: InnerState, below: dict[str, float], now_s: float) -> InnerState:
    """``state`` with ``now_s`` as the last time of each need below its level (``below``)."""
    now = [n for n, v in zip(NEEDS, state.needs.values(), strict=True) if v < below.get(n, 0.0)]
    if not now:
        return state
    kept = tuple((n, t) for n, t in state.low if n not in now)
    return replace(state, low=tuple(sorted(kept + tuple((n, now_s) for n in now))))


def felt(
    state: InnerState, event: Felt, t: InnerTables, now_s: float, off: frozenset[str] = frozenset()
) -> InnerState:
    """``state`` after feeling ``event`` at ``now_s``."""
    if "emotion" in off:
        return state
    mood, part = feel(state.mood, event, t)
    if part <= 0.0:
        return state
    named = abs(t.events[event.kind].push[0]) * part >= NAMED
    if (named and not _still_why(state, event, mood, t, now_s)) or not state.cause:
        return replace(
            state,
            mood=mood,
            cause=event.kind,
            cause_s=now_s,
            heard=not event.in_it,
            cause_who=() if event.in_it else event.who,
        )
    return replace(state, mood=mood)


def _still_why(state: InnerState, event: Felt, mood: Mood, t: InnerTables, now_s: float) -> bool:
    """Whether the cause already named still explains ``mood`` after ``event`` better than
    ``event`` does: it moved the mood lately, the other way, and the mood is still on its side
    (one whose workplace was shut an hour ago, cheered a little by plans made in a talk but
    still on edge, is on edge because of the shut workplace, not because of the plans)."""
    old = t.events.get(state.cause)
    if old is None or state.cause_s is None or now_s - state.cause_s >= LATELY_S:
        return False
    old_up, new_up = old.push[0] > 0, t.events[event.kind].push[0] > 0
    return old_up != new_up and (mood.valence > 0) == old_up
