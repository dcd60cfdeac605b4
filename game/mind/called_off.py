"""A gathering at a building that closes is off: its host calls it off and each guest, who
learns of the closure as everyone does, gives it up too. The decision is remembered (the
gathering's record, ``going`` false, reason "closed"), so what one says of it ("it's off: the
cafe is closed") and what one does agree, and the plan's block for it becomes an evening of
one's own. Moving it elsewhere is left to a later plan (the host may announce a new one).

Cost: one pass over the gatherings one knows of, when a closure reaches the resident."""

from __future__ import annotations

from game.mind import gatherings
from game.mind.types import PlanBlock


def call_off(resident, closed: frozenset[str], minute: int, now_s: float) -> list[str]:
    """Give up every gathering one was going to (or hosting) at a closed place, still to come
    or under way; the notes of what was called off."""
    sched = resident.schedule
    today = sched.date if sched is not None else ""
    notes = []
    for g, going in gatherings.known(resident).values():
        if not going or g.place not in closed or (g.date, g.end) <= (today, minute):
            continue
        gatherings.remember(resident, g, False, "closed", now_s)
        if sched is not None and g.date == sched.date:
            _clear(sched, g, minute)
        notes.append(gatherings.decision_text(resident, g, False, "closed"))
    return notes


def _clear(sched, g, minute: int) -> None:
    """Blocks for the gathering (naming it or its place, in its hours) become time of one's
    own."""
    names = (g.what.lower(), g.place.lower())
    for b in list(sched.blocks):
        if b.end <= max(minute, g.start) or b.start >= g.end:
            continue
        if any(n and n in b.activity.lower() for n in names):
            start = max(b.start, minute)
            sched.insert_block(
                PlanBlock(start=start, end=b.end, activity=gatherings.STAY_AWAY), minute
            )
