"""An appointment is over once the two have met and had their talk: the rest of its block is
one's own time, as a visit's is once the word was had (``game.mind.visits``).

Without it, two who met as they arranged (an interview at one's house, a walk on the green)
talked for three minutes and then spent the rest of the hour apart at the same place, each
"looking around for" the other or "waiting for a word" with them (the block's activity names
the other, so it was decomposed as a search again), and a reader saw a date that ended in a
hunt. Here, at each think inside an appointment's block (``gatherings.activity`` of a private
gathering one goes to, today), once the two have talked at its place in its time
(``gatherings.met``: ``talk_outcome`` marks such a talk; a word on the way there is not the
meeting), the rest of the block becomes ``visits.AWAY``, the day's log says so, and the block
is not put back (``gatherings.keep``). That the meeting happened is the appointment outcome's to
record (``game.sim.appointment_outcome``).

Cost: nothing unless one has an appointment today; then a look at its block per think.
"""

from __future__ import annotations

from game.mind import gatherings, wording
from game.mind.types import PlanBlock
from game.mind.visits import AWAY, MIN_LEFT


def settle(resident, ctx, minute: int) -> list[str]:
    """End the appointment block under way at ``minute`` once its two have met; the log line
    ([] when nothing changed)."""
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
        sched.insert_block(PlanBlock(start=minute, end=block.end, activity=AWAY), minute)
        return [wording.said("appoint_met", other=name)]
    return []
