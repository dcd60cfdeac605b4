"""The steps of a gathering's plan block, at the gathering.

A brain decomposes a gathering's block like any other and may put its steps elsewhere: a mayor
sent "to hear the mayor speak" to his office, a "street clean-up" read as washing the dishes at
home. ``pin`` moves the steps that are not at the gathering's place to one spot there (chosen by
the resident's id, so guests spread out), as the gathering's own step (``join_step``): hosting
it, or joining in, never the step that was meant for elsewhere.

Cost: a look over one's known gatherings and one hour's actions per decomposed block.
"""

from __future__ import annotations

import zlib

from game.mind.gatherings import activity, known
from game.mind.types import Action, Gathering, PlanBlock

JOIN_EMOJI = "👥"  # a step moved to the gathering


def pin(resident, span: PlanBlock, actions: tuple[Action, ...], options) -> tuple[Action, ...]:
    """Actions decomposed for a gathering's block, moved to the gathering's place when a brain
    put them elsewhere, as its own step."""
    sched = resident.schedule
    if not actions or sched is None:
        return actions
    place, there = None, None
    for g, going in known(resident).values():
        if going and g.date == sched.date and span.activity == activity(resident, g):
            place, there = g.place, g
            break
    if place is None:
        return actions
    spots = [o.place for o in options if o.place.sector == place and o.place.obj]
    spots = spots or [o.place for o in options if o.place.sector == place]
    if not spots:
        return actions  # closed, or unknown to the resident: it goes where it can
    spot = spots[zlib.crc32(resident.id.encode()) % len(spots)]
    step = join_step(resident, there)  # (its own step there, not the one meant for elsewhere)
    return tuple(
        a
        if a.place.sector == place
        else Action(
            start=a.start, minutes=a.minutes, description=step, place=spot, emoji=JOIN_EMOJI
        )
        for a in actions
    )


def join_step(resident, g: Gathering) -> str:
    """What one does at a gathering when a brain's step for it was something else elsewhere
    (a "clean-up" read as washing the dishes at home): hosting it, or joining in."""
    if g.host == resident.id and not g.private:
        return f"see to the {g.what}"
    if g.private:
        return activity(resident, g)
    return f"join in {g.called()}" if g.source == "talk" else "join the gathering"
