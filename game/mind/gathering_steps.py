"""The steps of a gathering's plan block, at the gathering.

A brain decomposes a gathering's block like any other and may put its steps elsewhere: a mayor
sent "to hear the mayor speak" to his office, a "street clean-up" read as washing the dishes at
home. ``pin`` moves the steps that are not at the gathering's place, or are in its back rooms (by
the map's kind: a bedroom, a bathroom, a kitchen, when it has a room of another kind), to one
spot there (chosen by the resident's id, so guests spread out), as the gathering's own step
(``join_step``): hosting it, or joining in, never the step that was meant for elsewhere.

Cost: a look over one's known gatherings and one hour's actions per decomposed block.
"""

from __future__ import annotations

import zlib

from game.mind.gatherings import activity, known
from game.mind.types import Action, Gathering, PlanBlock

JOIN_EMOJI = "👥"  # a step moved to the gathering
# the map's kinds of room a gathering's guests are not put in (the back of a house or an inn)
BACK_ROOMS = frozenset({"bedroom", "studio", "bathroom", "kitchen", "storeroom", "office"})


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
    here = [o for o in options if o.place.sector == place]
    # (a guest sits where the guests are: not in a bedroom upstairs or at the scullery's stove)
    front = [o for o in here if o.arena_kind not in BACK_ROOMS] or here
    spots = [o.place for o in front if o.place.obj] or [o.place for o in front]
    if not spots:
        return actions  # closed, or unknown to the resident: it goes where it can
    spot = spots[zlib.crc32(resident.id.encode()) % len(spots)]
    step = join_step(resident, there)  # (its own step there, not the one meant for elsewhere)
    back = {o.place.arena for o in here if o.arena_kind in BACK_ROOMS and o.place.arena}
    back -= {o.place.arena for o in front}
    return tuple(
        a
        if a.place.sector == place and a.place.arena not in back
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
