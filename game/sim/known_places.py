"""Which places a new resident knows: its home, its workplace, and the public places near home.

A resident plans only with places it knows (``SpatialMemory``); every plan, every decomposed
hour and every talk about where to meet reads that whole list. When each resident knew every
public place of the town, a town of 500 (about 90 public sectors) made each of those
decisions cost as much as the town was big, and the town's cost grew with the square of its
size. A resident here knows, of each kind of public place (cafes, pubs, parks...), the
``PER_KIND`` nearest to its home, as a villager knows its local pub and not every pub in the
county; its workplace and home always, and the homes and workplaces of those it is tied to
(``Relationship.places``: its household, colleagues, the people its stories name; set by the
simulation once the ties are made); and it learns more as it walks past them (places
seen on the way are learned, ``game.sim.moving``) or hears of a gathering at one.

A town with no more than ``PER_KIND`` public places of any kind (the towns under ``maps/``, a
made village of 25) is known whole, as before.
"""

from __future__ import annotations

from game.mind.types import Place
from game.world.town import Town

PER_KIND = 3  # public places of one kind a new resident knows: the nearest to its home
PRIVATE_KINDS = ("home", "dorm", "apartments")  # sector kinds where people live


def centre(rect) -> tuple[float, float]:
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


class KnownPlaces:
    """The town's public sectors by kind, with their centres; ``for_resident`` picks."""

    def __init__(self, town: Town, per_kind: int = PER_KIND) -> None:
        self.town = town
        self.per_kind = per_kind
        self.by_kind: dict[str, list[tuple[str, tuple[float, float]]]] = {}
        self.order: dict[str, int] = {}  # sector -> its index in the map's order
        for i, s in enumerate(town.tree.sectors()):
            if s.kind not in PRIVATE_KINDS:
                self.by_kind.setdefault(s.kind, []).append((s.name, centre(s.rect)))
                self.order[s.name] = i

    def public_near(self, home: str) -> list[str]:
        """The public sectors a resident living in ``home`` knows, in the map's order: of each
        kind all of them when there are ``per_kind`` or fewer, else the ``per_kind`` nearest
        to home (by straight-line distance between sector centres; ties: map order)."""
        hx, hy = centre(self.town.tree.sector(home).rect)
        chosen = []
        for sectors in self.by_kind.values():
            if len(sectors) <= self.per_kind:
                chosen.extend(name for name, _ in sectors)
                continue
            ranked = sorted(
                sectors,
                key=lambda s: ((s[1][0] - hx) ** 2 + (s[1][1] - hy) ** 2, self.order[s[0]]),
            )
            chosen.extend(name for name, _ in ranked[: self.per_kind])
        return sorted(chosen, key=self.order.__getitem__)

    def for_resident(self, home: Place, work: Place | None) -> set[str]:
        """The sectors whose places a new resident learns: home, workplace, public ones near."""
        return {home.sector, *([work.sector] if work else []), *self.public_near(home.sector)}
