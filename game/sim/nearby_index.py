"""Who is near whom, without measuring every pair: bodies bucketed by sector and grid cell.

Perception asks, for each awake resident, which bodies stand in the same sector within its
vision radius. Measuring all n x n distances made that step grow with the square of the town
(500 residents: 250,000 distances every step). Here the bodies are put once per step into
buckets keyed by (sector, cell) with square cells of ``cell`` tiles; a question looks only in
the cells the radius square touches, in its own sector. A question's cost is the number of
bodies in those few cells, whatever the size of the town.

``attend`` then keeps the ``limit`` nearest of what was found: the attention a resident has
for a crowd (``PerceptionConfig.attention``), staying with those it already attends to. Below
the limit it keeps everything, in the same order, so a town whose rooms never hold that many
sees exactly what it saw before.

Every answer lists bodies by their index in the simulation's resident order (``sim.order``),
as the pairwise pass did, so the same town and seed give the same day.
"""

from __future__ import annotations

from collections.abc import Container, Iterable
from operator import itemgetter


class NearbyIndex:
    """Bodies of one step by (sector, cell). Build it anew each step (``of``); it holds
    positions, not bodies, so nothing it returns changes when a body moves afterwards."""

    def __init__(self, cell: int) -> None:
        if cell < 1:
            raise ValueError(f"a grid cell is at least one tile, not {cell}")
        self.cell = cell
        self._buckets: dict[tuple[str, int, int], list[int]] = {}
        self._pos: list[tuple[int, int]] = []

    @classmethod
    def of(cls, places: Iterable[tuple[str, int, int]], cell: int) -> NearbyIndex:
        """An index of ``places``: one (sector, x, y) per body, in resident order (the body's
        index in that order is how the index names it)."""
        index = cls(cell)
        for i, (sector, x, y) in enumerate(places):
            index._pos.append((x, y))
            key = (sector, x // cell, y // cell)
            bucket = index._buckets.get(key)
            if bucket is None:
                index._buckets[key] = [i]
            else:
                bucket.append(i)
        return index

    def __len__(self) -> int:
        return len(self._pos)

    def near(self, me: int, sector: str, radius: int) -> list[tuple[int, int]]:
        """(index, Chebyshev distance) of every other body in ``sector`` within ``radius``
        tiles of body ``me``, by index."""
        x, y = self._pos[me]
        c = self.cell
        found = []
        for cx in range((x - radius) // c, (x + radius) // c + 1):
            for cy in range((y - radius) // c, (y + radius) // c + 1):
                for b in self._buckets.get((sector, cx, cy), ()):
                    if b == me:
                        continue
                    bx, by = self._pos[b]
                    d = max(abs(bx - x), abs(by - y))
                    if d <= radius:
                        found.append((b, d))
        found.sort()
        return found


def attend(
    found: list[tuple[int, int]], limit: int, keep: Container[int] = ()
) -> list[tuple[int, int]]:
    """The ``limit`` nearest of ``found`` ((index, distance) pairs by index; ties go to the
    earlier index), still by index; all of them, unchanged, when there are no more.

    ``keep``: the indices attention stays with in a crowd (those one is already attending
    to): they come before anyone nearer, so a crowd milling about does not bring a new face
    into view at every step."""
    if len(found) <= limit:
        return found
    nearest = sorted(found, key=itemgetter(1))  # stable: equal distances stay in index order
    if keep:
        nearest = [e for e in nearest if e[0] in keep] + [e for e in nearest if e[0] not in keep]
    return sorted(nearest[: max(limit, 0)])
