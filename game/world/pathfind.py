"""Shortest walks over the walkability grid: A*, 4-connected, with an LRU cache.

Why 4-connected: sprites walk and face in four directions and move one tile per step, so a
diagonal step would either be drawn as a slide or cut a wall corner. With unit steps the
Manhattan distance is an exact lower bound, so A* returns shortest paths.

Determinism: the open list is a binary heap of single integers that encode
``(f, h, tile index)``; ties in ``f`` go to the tile nearer the goal, then to the lower index,
and neighbours are expanded in a fixed order. The same map and query always give the same path.
A tile reached again by a shorter way is pushed again, its older entry left in the heap (about
a sixth of the pops): popped later, that stale entry is skipped (``_closed``), which changes no
path, since a tile expanded once already has its shortest cost (the bounds are consistent) and
expanding it again would push nothing.

Cost (``python -m tests.world.bench_world``, seeded synthetic 120 x 80 town, 200 cross-map
pairs with paths of ~130 steps): uncached median 0.14 ms, p90 0.3 ms, worst ~5 ms when a wall
forces a detour that floods much of the map; from the LRU cache ~1.5 us. The same search with
numpy arrays for g/parent/stamp took 0.49 ms (numpy scalar indexing is slow in a Python loop),
so plain lists are used. A BFS distance field per destination costs ~2.8 ms, i.e. about 20
median searches, and the cache already answers repeated (home -> work) trips, so distance
fields are not used. 25 residents making ~40 trips a game day spend ~0.2 s of CPU per game day.

Other people's homes: asked with ``free`` (the private zones of ``game.world.privacy`` the
walker may cross), a step into any other zone costs ``PRIVATE_STEP``: a walk goes round a house,
or through it when there is no way round (a cost, not a wall). Without ``free`` every step costs
one. A step costs at least one, so the bounds below stay admissible and consistent.

Long walks (``LONG_WALK`` tiles or more, as the crow walks: a town of hundreds, not Smallville's
120 x 80) add a bound from a few landmarks' distance fields (``game.world.landmarks``): still
A*, still shortest, about a third of the exploring; the fields are measured once, on the
first long walk. Among equally short paths a long walk may then take another one.
"""

from __future__ import annotations

import heapq
from collections import OrderedDict
from collections.abc import Iterable

import numpy as np

from game.world.grid import WalkGrid
from game.world.landmarks import Landmarks
from game.world.places import Tile
from game.world.privacy import PRIVATE_STEP

LONG_WALK = 150  # tiles (Manhattan, to the goals' box) from which a walk uses the landmarks


class NoPathError(ValueError):
    """The goal cannot be reached from the start (different components, or blocked goal)."""


class PathFinder:
    """A* over a ``WalkGrid``; one instance per town, reused for every trip.

    The grid is padded with a blocked border so a neighbour is always ``i +- 1`` or
    ``i +- width`` with no bounds checks, and the per-search arrays (g-scores, parents) are
    plain Python lists reused across calls with a generation stamp instead of being cleared:
    list indexing is several times faster than numpy scalar indexing inside a Python loop.

    Unreachable goals raise ``NoPathError`` rather than returning None: a validated town has
    every place reachable, so a failure is a bug worth a message, not a value to forget to check.
    A start on a blocked tile is allowed (the resident steps off it); goals must be walkable.

    Args:
        grid: the town's walkability grid (immutable).
        cache_size: paths kept in the LRU cache keyed by (start, goals).
    """

    def __init__(
        self, grid: WalkGrid, cache_size: int = 4096, zones: np.ndarray | None = None
    ) -> None:
        self.grid = grid
        w, h = grid.width, grid.height
        self._pw = pw = w + 2
        padded = np.zeros((h + 2, w + 2), dtype=bool)
        padded[1:-1, 1:-1] = grid.walkable
        self._open: list[bool] = padded.ravel().tolist()
        # private zones (``game.world.privacy``): a step into one costs ``PRIVATE_STEP`` unless
        # the walk is let in (``free``); ``_cost`` is 0 blocked, 1 public, PRIVATE_STEP private
        zone = np.zeros((h + 2, w + 2), dtype=np.int32)
        if zones is not None:
            zone[1:-1, 1:-1] = np.where(grid.walkable, zones, 0)
        self._zone: list[int] = zone.ravel().tolist()
        cost = padded.astype(np.int64)
        cost[zone != 0] = PRIVATE_STEP
        self._cost: list[int] = cost.ravel().tolist()
        self._private = bool(zone.any())
        n = len(self._open)
        self._n = n
        self._xs = [i % pw for i in range(n)]
        self._ys = [i // pw for i in range(n)]
        self._g = [0] * n
        self._parent = [0] * n
        self._stamp = [0] * n
        self._closed = [0] * n  # == the search's ``_gen``: the tile was expanded in it
        self._gen = 0
        self._steps = (-pw, -1, 1, pw)  # up, left, right, down (see grid.STEPS)
        self._hmax = w + h + 2  # bigger than any heuristic value
        self._cache: OrderedDict[tuple, tuple[Tile, ...]] = OrderedDict()
        self._landmarks: Landmarks | None = None  # measured on the first long walk
        self.cache_size = int(cache_size)
        self.hits = 0
        self.misses = 0

    # -- public ----------------------------------------------------------------------------
    def find_path(self, start: Tile, goal: Tile, free: frozenset[int] | None = None) -> list[Tile]:
        """Tiles to walk from ``start`` to ``goal``: excludes start, ends on goal; [] if equal.

        Raises:
            NoPathError: when the goal is blocked, outside the map, or in another component.
        """
        return self.find_path_to_any(start, (goal,), free)

    def find_path_to_any(
        self, start: Tile, goals: Iterable[Tile], free: frozenset[int] | None = None
    ) -> list[Tile]:
        """Shortest path to the nearest of several goal tiles (e.g. an object's access tiles).

        The heuristic is the Manhattan distance to the goals' bounding box: admissible and
        consistent, and as tight as the single-goal heuristic when the goals are clustered.
        Unwalkable goals are ignored. Ties between equally near goals are broken
        deterministically (see the module docstring).

        ``free``: None, every step costs one; else the cheapest walk where a step into a
        private zone not in ``free`` costs ``PRIVATE_STEP`` (see the module docstring).

        Raises:
            NoPathError: when no goal can be reached.
        """
        sx, sy = int(start[0]), int(start[1])
        goal_set = frozenset((int(x), int(y)) for x, y in goals)
        if free is not None and not self._private:
            free = None  # no private zone on the map: every walk is the plain one
        key = ((sx, sy), goal_set, free)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            self.hits += 1
            return list(cached)
        self.misses += 1
        path = tuple(self._search((sx, sy), goal_set, free))
        self._cache[key] = path
        if len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)
        return list(path)

    def clear_cache(self) -> None:
        self._cache.clear()
        self.hits = self.misses = 0

    # -- internals -------------------------------------------------------------------------
    def _reachable_goals(self, start: Tile, goals: frozenset[Tile]) -> list[int]:
        """Flat indices of walkable goals in a component the start touches (O(goals))."""
        grid = self.grid
        labels = grid.labels()
        sx, sy = start
        if grid.is_walkable(sx, sy):
            comps = {int(labels[sy, sx])}
        else:
            comps = {grid.label(sx + dx, sy + dy) for dx, dy in ((0, -1), (-1, 0), (1, 0), (0, 1))}
            comps.discard(0)
        pw = self._pw
        return sorted(
            (y + 1) * pw + (x + 1)
            for x, y in goals
            if grid.is_walkable(x, y) and int(labels[y, x]) in comps
        )

    def _search(
        self, start: Tile, goals: frozenset[Tile], free: frozenset[int] | None = None
    ) -> list[Tile]:
        if not self.grid.in_bounds(*start):
            raise NoPathError(f"start {start} is outside the map")
        if start in goals:
            return []
        targets = self._reachable_goals(start, goals)
        if not targets:
            shown = sorted(goals)[:4]
            more = "..." if len(goals) > 4 else ""
            raise NoPathError(f"no walkable path from {start} to any of {shown}{more}")
        pw, xs, ys = self._pw, self._xs, self._ys
        s = (start[1] + 1) * pw + (start[0] + 1)
        target_set = set(targets)
        gx0 = min(xs[t] for t in targets)
        gx1 = max(xs[t] for t in targets)
        gy0 = min(ys[t] for t in targets)
        gy1 = max(ys[t] for t in targets)
        x, y = xs[s], ys[s]
        far = (gx0 - x if x < gx0 else x - gx1 if x > gx1 else 0) + (
            gy0 - y if y < gy0 else y - gy1 if y > gy1 else 0
        )
        if far >= LONG_WALK:
            return self._search_far(s, targets, (gx0, gx1, gy0, gy1), free)

        self._gen += 1
        gen, n, hm = self._gen, self._n, self._hmax
        g, parent, stamp, steps = self._g, self._parent, self._stamp, self._steps
        # a step's cost: True (one) on the plain walk, else 1 or PRIVATE_STEP (``_cost``)
        walk = self._open if free is None else self._cost
        zone, free = self._zone, free or ()
        closed = self._closed
        stamp[s] = gen
        g[s] = 0
        x, y = xs[s], ys[s]
        h = (gx0 - x if x < gx0 else x - gx1 if x > gx1 else 0) + (
            gy0 - y if y < gy0 else y - gy1 if y > gy1 else 0
        )
        heap = [(h * hm + h) * n + s]
        pop, push = heapq.heappop, heapq.heappush
        while heap:
            i = pop(heap) % n
            if closed[i] == gen:
                continue  # a stale entry: the tile left the heap before, by a shorter way
            closed[i] = gen
            if i in target_set:
                return self._unwind(s, i)
            gi = g[i]
            for d in steps:
                j = i + d
                c = walk[j]
                if not c:
                    continue
                if c != 1 and zone[j] in free:
                    c = 1  # a private room the walker may walk: its home, or where it goes
                ng = gi + c
                if stamp[j] == gen and g[j] <= ng:
                    continue
                stamp[j] = gen
                g[j] = ng
                parent[j] = i
                x, y = xs[j], ys[j]
                h = (gx0 - x if x < gx0 else x - gx1 if x > gx1 else 0) + (
                    gy0 - y if y < gy0 else y - gy1 if y > gy1 else 0
                )
                push(heap, ((ng + h) * hm + h) * n + j)
        # Unreachable despite the component check can only mean a corrupted grid.
        raise NoPathError(f"no walkable path from {start} to {sorted(goals)[:4]}")

    def _search_far(
        self,
        s: int,
        targets: list[int],
        box: tuple[int, int, int, int],
        free: frozenset[int] | None = None,
    ) -> list[Tile]:
        """``_search`` for a long walk: the same A*, its bound the larger of the Manhattan
        distance to the goals' box and the landmarks' (``game.world.landmarks``)."""
        if self._landmarks is None:
            self._landmarks = Landmarks(self._open, self._steps, first=self._first_of_biggest())
        spans = self._landmarks.spans(targets)
        gx0, gx1, gy0, gy1 = box
        xs, ys, target_set = self._xs, self._ys, set(targets)
        self._gen += 1
        gen, n = self._gen, self._n
        hm = n  # a landmark bound can pass the map's width + height (never its tile count)
        g, parent, stamp, steps = self._g, self._parent, self._stamp, self._steps
        walk = self._open if free is None else self._cost  # as in ``_search``
        zone, free = self._zone, free or ()
        closed = self._closed
        stamp[s] = gen
        g[s] = 0
        h = self._landmarks.bound(targets)(s)
        x, y = xs[s], ys[s]
        h = max(
            h,
            (gx0 - x if x < gx0 else x - gx1 if x > gx1 else 0)
            + (gy0 - y if y < gy0 else y - gy1 if y > gy1 else 0),
        )
        heap = [(h * hm + h) * n + s]
        pop, push = heapq.heappop, heapq.heappush
        while heap:
            i = pop(heap) % n
            if closed[i] == gen:
                continue  # a stale entry: the tile left the heap before, by a shorter way
            closed[i] = gen
            if i in target_set:
                return self._unwind(s, i)
            gi = g[i]
            for d in steps:
                j = i + d
                c = walk[j]
                if not c:
                    continue
                if c != 1 and zone[j] in free:
                    c = 1
                ng = gi + c
                if stamp[j] == gen and g[j] <= ng:
                    continue
                stamp[j] = gen
                g[j] = ng
                parent[j] = i
                # the bound, as ``Landmarks.bound`` gives it with the box's, worked out here:
                # it runs for every tile reached, and two calls a tile were most of the cost
                x, y = xs[j], ys[j]
                h = (gx0 - x if x < gx0 else x - gx1 if x > gx1 else 0) + (
                    gy0 - y if y < gy0 else y - gy1 if y > gy1 else 0
                )
                for field, lo, hi in spans:
                    v = field[j]
                    v = lo - v if v < lo else v - hi if v > hi else 0
                    if v > h:
                        h = v
                push(heap, ((ng + h) * hm + h) * n + j)
        raise NoPathError(f"no walkable path from tile {s} to any of {targets[:4]}")

    def _first_of_biggest(self) -> int:
        """The padded index of the first tile, in map order, of the largest walkable part."""
        labels = self.grid.labels()
        counts = np.bincount(labels.ravel())
        counts[0] = 0  # blocked tiles
        y, x = np.argwhere(labels == int(counts.argmax()))[0]
        return (int(y) + 1) * self._pw + int(x) + 1

    def _unwind(self, s: int, i: int) -> list[Tile]:
        pw, parent = self._pw, self._parent
        out = []
        while i != s:
            out.append((i % pw - 1, i // pw - 1))
            i = parent[i]
        out.reverse()
        return out
