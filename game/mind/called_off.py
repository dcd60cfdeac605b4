"""A gathering at a building that closes is off: its host calls it off and each guest, who
learns of the closure as everyone does, gives it up too. A place is shut for the day: a
gathering there on a later day stands (the cafe shut on Friday does not call off Saturday's
party; if the place is still shut on its day, the closure reaches everyone then). One called
off because its place was shut is on again when the place opens before it ends (``back_on``):
each who was going goes again, for the reason it had (was: the host, her cafe shut till six
on the party's morning, called it off at half past five and went home from her own party).
The decision is remembered (the gathering's record, ``going`` false, reason "closed"), so
what one says of it ("it's off: the cafe is closed") and what one does agree, and the plan's
block for it becomes an evening of one's own. Moving it elsewhere is left to a later plan
(the host may announce a new one).

Cost: one pass over the gatherings one knows of, when a closure reaches the resident; and
(``back_on``) one pass over one's decisions about gatherings at a think when one was added
since the last and one of them was called off (else a count)."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from game.mind import gatherings, wording
from game.mind.records import Gathering
from game.mind.types import PlanBlock


def call_off(resident, closed: frozenset[str], minute: int, now_s: float) -> list[str]:
    """Give up every gathering one was going to (or hosting) at a closed place today, still to
    come or under way; the notes of what was called off."""
    sched = resident.schedule
    today = sched.date if sched is not None else ""
    notes = []
    for g, going in gatherings.known(resident).values():
        if not going or g.place not in closed or g.date != today or g.end <= minute:
            continue
        gatherings.remember(resident, g, False, "closed", now_s)
        if sched is not None and g.date == sched.date:
            _clear(sched, g, minute)
        notes.append(gatherings.decision_text(resident, g, False, "closed"))
    return notes


# a resident's memory -> how many gathering decisions it held when none of them was called off
# (``back_on`` looks again only when one is added)
_NONE_OFF: WeakKeyDictionary = WeakKeyDictionary()


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


def back_on(resident, closed: frozenset[str], minute: int, now_s: float) -> list[str]:
    """Take up again each gathering today called off (``call_off``) at a place no longer
    closed, still to come or under way: the decision before the closure is remembered anew
    (going, its reason and who told of it); the notes of what is on again."""
    sched = resident.schedule
    if sched is None:
        return []
    ids = resident.memory.by_keyword(gatherings.TAG)
    seen = _NONE_OFF.get(resident.memory)
    if seen is not None and seen == len(ids):
        return []  # (no decision since the last look, and none of them was called off)
    before: dict[str, dict] = {}  # key -> the last decision to go, before it was called off
    off: dict[str, Gathering] = {}
    for i in ids:
        meta = resident.memory.get(i).meta
        rec = meta.get("gathering")
        if not isinstance(rec, dict):
            continue
        g = Gathering.from_dict(rec)
        if meta.get("going"):
            before[g.key] = meta
            off.pop(g.key, None)
        elif meta.get("reason") == "closed":
            off[g.key] = g
        else:
            off.pop(g.key, None)
    if not off:
        _NONE_OFF[resident.memory] = len(ids)
        return []
    _NONE_OFF.pop(resident.memory, None)
    notes = []
    for key, g in off.items():
        was = before.get(key)
        if was is None or g.place in closed or g.date != sched.date or g.end <= minute:
            continue
        gatherings.remember(resident, g, True, str(was.get("reason") or ""), now_s,
                            str(was.get("source") or ""))  # fmt: skip
        notes.append(wording.said("gather_back_on", place=g.place, what=g.what))
    return notes
