"""Where a resident would have company now: the sectors with someone else there, up and about.

Why: a step done with others ("chat over dinner", "laugh about the week") read as a person
talking to an empty room when the decomposer chose it with nobody there. The brain is told, as
typed input (``DecomposeRequest.company``), where someone is; it never looks at the town itself.

Someone is where their action is (where they are, or are walking to), when awake. At one's own
home, only one's household or a visitor counts: a neighbour in another flat of the same building
is not at one's table. Cost: one pass over the bodies a step (``where_now``), then one over the
others for each resident who thinks.
"""

from __future__ import annotations


def where_now(sim) -> dict[str, str]:
    """Each awake resident's sector: its action's place, else where it stands."""
    out = {}
    for rid, body in sim.bodies.items():
        if body.asleep:
            continue
        place = body.action.place if body.action is not None else body.arena
        if place is not None:
            out[rid] = place.sector
    return out


def company_of(sim, rid: str, where: dict[str, str]) -> frozenset[str]:
    """The sectors where someone other than ``rid`` is (``where``: ``where_now``)."""
    me = sim.residents[rid]
    home = me.persona.home.sector
    household = set(me.relations.households.get(rid, ()))
    residents = sim.residents
    out = set()
    for oid, sector in where.items():
        if oid == rid or sector in out:
            continue
        if sector == home and oid not in household and residents[oid].persona.home.sector == home:
            continue  # a neighbour at home in its own flat
        out.add(sector)
    return frozenset(out)
