"""Once the two of an appointment have met and had their word, they do what they met for
together until the time they set aside is up; an appointment for nothing in particular is over.

Without it, two who met as they arranged (an interview at one's house, a walk on the green)
talked for three minutes and then spent the rest of the hour apart at the same place, each
"looking around for" the other or "waiting for a word" with them (the block's activity names
the other, so it was decomposed as a search again), and a reader saw a date that ended in a
hunt; then, made one's own time at once, the two met, talked two minutes and parted, and the
evening's varnishing of the dinghy, the walk on the green, never happened. Here, at each think
inside an appointment's block (``gatherings.activity`` of a private gathering one goes to,
today), once the two have talked at its place in its time (``gatherings.met``: ``talk_outcome``
marks such a talk; a word on the way there is not the meeting), the rest of the block is what
they met for (``Gathering.what``) with the other, at its place, in the town's frames
(``appoint_doing``: "stay for a walk with Ann at the green"; at the other's workplace, in the
room where they met), so both stay and do it until its end; with no ``what``, ``visits.AWAY`` (one's own time). The day's log says which, and the
block is not put back (``gatherings.keep``). That the meeting happened is the appointment
outcome's to record (``game.sim.appointment_outcome``).

Cost: nothing unless one has an appointment today; then a look at its block per think.
"""

from __future__ import annotations

from game.mind import gatherings, wording
from game.mind.types import PlanBlock
from game.mind.visits import AWAY, MIN_LEFT


def settle(resident, ctx, minute: int) -> list[str]:
    """Turn the appointment block under way at ``minute`` into what the two met for once they
    have met; the log line ([] when nothing changed)."""
    sched = resident.schedule
    block = sched.block_at(minute) if sched is not None else None
    if block is None or block.end - minute < MIN_LEFT or block.activity == AWAY:
        return []
    for g, going in gatherings.known(resident).values():
        if not going or not g.private or g.date != sched.date:
            continue
        if gatherings.activity(resident, g) != block.activity:
            continue
        if not gatherings.met(resident, g):
            return []
        name = gatherings.partner(resident, g)[1]
        if not g.what:
            sched.insert_block(PlanBlock(start=minute, end=block.end, activity=AWAY), minute)
            return [wording.said("appoint_met", other=name)]
        slots = {"what": g.what, "other": name.split(" ")[0], "place": g.place}
        room = _their_room(resident, ctx, g)
        doing = wording.said("appoint_doing_room" if room else "appoint_doing", **slots, room=room)
        sched.insert_block(PlanBlock(start=minute, end=block.end, activity=doing), minute)
        return [wording.said("appoint_met_doing", other=name, what=g.what)]
    return []


def _their_room(resident, ctx, g) -> str:
    """At the other's workplace, the room they work in (the host at work has no block of it
    and goes on there: the one who came stays in that room with them), else the room where
    the two met; "" elsewhere (at a house, on the green, both have the block and go about it
    alike)."""
    rel = resident.relations
    other = gatherings.partner(resident, g)[0]
    if rel.works.get(other) != g.place:
        return ""
    here = getattr(ctx, "current_place", None)
    met_in = here.arena if here is not None and here.sector == g.place else ""
    return rel.work_rooms.get(other, "") or met_in or ""
