"""A lower bound on walking distance that knows about buildings, for long walks across a big town.

A* with the Manhattan distance finds shortest paths, but when buildings stand between a
resident and where it goes, it explores every tile in front of them that looks as near: a walk
of 300 tiles across a town of 500 residents explored thousands of tiles (24 ms), and such
walks were most of the big town's cost of walking. The classic cure ("ALT": A*, landmarks and
the triangle inequality) keeps A* and shortest paths and tightens the bound: from a few
landmark tiles the true walking distance to every tile is measured once (one breadth-first
pass each); for any tile ``n`` and goal ``g`` and landmark ``L``, ``d(n, g) >= |d(L, g) -
d(L, n)|``. The bound is admissible and consistent, so paths stay shortest; on the long walks
it explored about a third as much.

Landmarks are placed far apart (each the tile farthest, by walking, from those already
chosen), starting from the first tile, in map order, of the map's largest walkable part: the
same map gets the same landmarks, whatever walk asked first. They are measured on the first long walk a town asks for, so a small town, whose
walks are all short, never pays for them.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

COUNT = 8  # landmarks: each costs one pass over the map and one number per tile


def distances(walk: Sequence[bool], steps: Sequence[int], source: int) -> list[int]:
    """Walking distance from ``source`` to every tile of a padded flat grid (-1: unreachable)."""
    d = [-1] * len(walk)
    d[source] = 0
    queue = deque([source])
    pop, push = queue.popleft, queue.append
    while queue:
        i = pop()
        nd = d[i] + 1
        for s in steps:
            j = i + s
            if walk[j] and d[j] < 0:
                d[j] = nd
                push(j)
    return d


class Landmarks:
    """Distance fields from ``count`` landmarks spread over a padded flat grid."""

    def __init__(
        self, walk: Sequence[bool], steps: Sequence[int], first: int, count: int = COUNT
    ) -> None:
        """``first``: a walkable tile of the part of the map the landmarks spread over (the
        walks elsewhere get no help from them, and need none: the bound is still a bound)."""
        self.fields: list[list[int]] = []
        self.tiles: list[int] = []
        if not walk[first]:
            return
        nearest = distances(walk, steps, first)  # to the nearest landmark so far (-1: apart)
        for _ in range(count):
            far, best = -1, -1
            for i, v in enumerate(nearest):
                if v > best:
                    far, best = i, v
            if best <= 0:
                break
            field = distances(walk, steps, far)
            self.tiles.append(far)
            self.fields.append(field)
            nearest = [min(a, b) for a, b in zip(nearest, field, strict=True)]

    def spans(self, targets: Sequence[int]) -> list[tuple[list[int], int, int]]:
        """(field, nearest, farthest target's distance) of each landmark in the targets' part
        of the map: the bound from tile ``i`` is the largest, over them, of how far
        ``field[i]`` lies outside [nearest, farthest] (``bound``; a search that asks it
        thousands of times works it out in its own loop)."""
        spans = []
        for field in self.fields:
            values = [field[t] for t in targets]
            lo, hi = min(values), max(values)
            if lo >= 0:  # this landmark is in the targets' part of the map
                spans.append((field, lo, hi))
        return spans

    def bound(self, targets: Sequence[int]) -> Callable[[int], int]:
        """``bound(i)``: a lower bound on the walk from tile ``i`` to the nearest of
        ``targets`` (a number no larger than the true distance), from every landmark."""
        spans = self.spans(targets)

        def lower(i: int) -> int:
            h = 0
            for field, lo, hi in spans:
                v = field[i]
                a = lo - v if v < lo else v - hi if v > hi else 0
                if a > h:
                    h = a
            return h

        return lower
