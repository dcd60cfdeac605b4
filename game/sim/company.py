"""Where a resident would have company now: the sectors with someone else there, up and about.

Why: a step done with others ("chat over dinner", "laugh about the week") read as a person
talking to an empty room when the decomposer chose it with nobody there. The brain is told, as
typed input (``DecomposeRequest.company``), where someone is; it never looks at the town itself.

Someone is where their action is (where they are, or are walking to), when awake. At one's own
home, only one's household or a visitor counts: a neighbour in another flat of the same building
is not at one's table. Cost: one pass over the bodies a step (``Company``), then, for each
resident who thinks, a look at who is in two sectors (its own and its home): the sectors with
anyone in them are one set shared by all, so a crowded town costs no more per thinker.
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


class Company:
    """Who is in which sector at one step (``where_now``), and what each resident makes of it."""

    def __init__(self, sim, where: dict[str, str]) -> None:
        self.sim = sim
        self.where = where
        self.in_sector: dict[str, list[str]] = {}
        for rid, sector in where.items():
            self.in_sector.setdefault(sector, []).append(rid)
        self.occupied = frozenset(self.in_sector)

    def of(self, rid: str) -> frozenset[str]:
        """The sectors where someone other than ``rid`` is, a neighbour at home in its own flat
        of one's building not counted."""
        me = self.sim.residents[rid]
        home = me.persona.home.sector
        drop = [s for s in {self.where.get(rid), home} if s in self.in_sector]
        drop = [s for s in drop if not self._someone_else(rid, s, home, me)]
        return self.occupied.difference(drop) if drop else self.occupied

    def _someone_else(self, rid: str, sector: str, home: str, me) -> bool:
        if sector != home:
            return any(oid != rid for oid in self.in_sector[sector])
        household = me.relations.households.get(rid, ())
        residents = self.sim.residents
        return any(
            oid != rid and (oid in household or residents[oid].persona.home.sector != home)
            for oid in self.in_sector[sector]
        )
