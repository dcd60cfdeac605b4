"""What one's body did during a finished plan block, as stretches: the block's actions (each
carried out at its place, the building the body walked to and stayed in) cut where the
building changes, so a record of one's day says where one really was.

* ``stretches``: the block's actions in runs of one building; a run shorter than ``SHORT``
  minutes (a step into the shop next door) is absorbed by the run before it (or after it), and
  runs of the same building that then meet are one. The walk to a place is inside the first
  actions there (the body walks while their clock runs): those that ended before the body got
  to the building (``note_arrival``, at each thought) are left out, so a stretch starts when
  the body got there, and a walk is told as nothing.
* ``planned_building``: where the block's own phrase ("worked in the pharmacy at the market")
  tells what was done: the building that holds nearly all of the block (``FITS`` of its
  minutes), when the phrase names no other building. A block that took the body through three buildings ("ran errands,
  then read in the library, then sat in the park") fits none of them, nor does a 'work at the
  forge' block whose body stayed home.
* ``main_action``: what a stretch the phrase does not tell is told by: the action it spent the
  most minutes at ("lingered over lunch").

Language-neutral: places are compared by name, never parsed. Cost: one pass over the block's
actions and one substring test per known building, once per finished block; one look-up of
the action just ended per thought.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.mind.types import Action, Place

SHORT = 15  # minutes: a run of another building shorter than this is not a stretch of its own
FITS = 0.85  # share of the block's minutes a stretch holds for the block's phrase to tell it
ON_THE_WAY = "🚶"  # the emoji of a finished action the body spent walking to its building


@dataclass(frozen=True)
class Stretch:
    """A run of one block's actions in one building (``sector``), ``start``-``end``."""

    start: int
    end: int
    sector: str
    actions: tuple[Action, ...]

    @property
    def minutes(self) -> int:
        return sum(a.minutes for a in self.actions)


def note_arrival(sched, minute: int, here: Place | None) -> None:
    """At a thought at ``minute`` (a body thinks when each action ends): the action that has
    just ended is marked as spent on the way (``ON_THE_WAY`` for its emoji, in the saved
    schedule) when the body is not in its building now (``here``: where it stands; None out
    of doors). An action no thought saw end stays as planned."""
    done = sched.action_at(minute - 1)
    if done is None or done.end > minute or done.emoji == ON_THE_WAY:
        return
    if here is None or here.sector != done.place.sector:
        sched.replace(done, replace(done, emoji=ON_THE_WAY))


def on_the_way(action: Action) -> bool:
    return action.emoji == ON_THE_WAY


def stretches(actions: list[Action]) -> list[Stretch]:
    """``actions`` (in order, one block's) as stretches of one building each; the actions a
    stretch begins with that the body spent walking there (``note_arrival``) are left out (a
    stretch all on the way is none)."""
    runs: list[list[Action]] = []
    for a in actions:
        if runs and runs[-1][-1].place.sector == a.place.sector:
            runs[-1].append(a)
        else:
            runs.append([a])
    # a short run is absorbed by its neighbour (the one before, else the one after)
    i = 0
    while len(runs) > 1 and i < len(runs):
        if sum(a.minutes for a in runs[i]) >= SHORT:
            i += 1
            continue
        into = i - 1 if i > 0 else i + 1
        runs[into] = sorted(runs[into] + runs[i], key=lambda a: a.start)
        del runs[i]
        i = 0
    merged: list[list[Action]] = []
    for run in runs:  # what an absorbed run stood between is one stretch now
        if merged and _sector(merged[-1]) == _sector(run):
            merged[-1] = merged[-1] + run
        else:
            merged.append(run)
    out = []
    for run in merged:
        sector = _sector(run)
        arrived = next((i for i, a in enumerate(run) if not on_the_way(a)), len(run))
        kept = run[arrived:]
        if kept:
            out.append(Stretch(kept[0].start, kept[-1].end, sector, tuple(kept)))
    return out


def _sector(run: list[Action]) -> str:
    """The building a run was spent in: where most of its minutes were."""
    minutes: dict[str, int] = {}
    for a in run:
        minutes[a.place.sector] = minutes.get(a.place.sector, 0) + a.minutes
    return max(minutes, key=lambda s: minutes[s])


def planned_building(phrase: str, runs: list[Stretch], buildings) -> str:
    """The building whose stretches the block's phrase tells ("" for none): the one the block
    spent most of its minutes in, if that is nearly all of them (``FITS``) and the phrase names
    no other building; ``buildings`` are the names of the buildings one knows."""
    minutes: dict[str, int] = {}
    for r in runs:
        minutes[r.sector] = minutes.get(r.sector, 0) + r.minutes
    if not minutes:
        return ""
    main = max(minutes, key=lambda b: minutes[b])
    if minutes[main] < FITS * sum(minutes.values()):
        return ""
    low, here = phrase.lower(), main.lower()
    if any(b and b.lower() in low and b.lower() not in here for b in buildings):
        return ""
    return main


def main_action(s: Stretch) -> Action:
    """The action ``s`` spent the most minutes at (the first of equals)."""
    minutes: dict[str, int] = {}
    first: dict[str, Action] = {}
    for a in s.actions:
        minutes[a.description] = minutes.get(a.description, 0) + a.minutes
        first.setdefault(a.description, a)
    return first[max(minutes, key=lambda d: minutes[d])]
