"""Walks keep out of other people's homes (``game.world.privacy``): a cost, not a wall."""

from __future__ import annotations

from datetime import datetime

import numpy as np

from game.mind.types import Place
from game.world.grid import WalkGrid
from game.world.places import Arena, Sector, SpatialTree
from game.world.town import Town

WEST, EAST = (0, 3), (14, 3)


def town(way_round: bool = True) -> Town:
    """A street (row 0) round a house with a door on each side (x 4 and x 10, row 3); a
    block of two flats and a lobby below the map's middle is never on the way."""
    walk = np.ones((7, 15), dtype=bool)
    walk[1, 4:11] = False  # the house's top wall
    walk[1:7, 4] = walk[1:7, 10] = False  # its side walls
    walk[3, 4] = walk[3, 10] = True  # its two doors
    if not way_round:
        walk[0, :] = False
    tree = SpatialTree(
        [
            Sector(name="Hill House", kind="home", rect=(4, 1, 7, 6)),
            Sector(name="West End", kind="park", rect=(0, 0, 4, 7)),
            Sector(name="East End", kind="park", rect=(11, 0, 4, 7)),
        ],
        [
            Arena(name="Hall", kind="living_room", sector="Hill House", rect=(5, 2, 5, 5)),
            Arena(name="Lawn", kind="lawn", sector="West End", rect=(0, 0, 4, 7)),
            Arena(name="Green", kind="lawn", sector="East End", rect=(11, 0, 4, 7)),
        ],
    )
    return Town(
        name="Testville",
        start_time=datetime(2026, 1, 1, 8),
        tree=tree,
        grid=WalkGrid(walk),
        spawns={"west": WEST},
    )


def inside(t: Town, path) -> int:
    return sum(t.private.zone_at(*tile) != 0 for tile in path)


def test_a_stranger_walks_round_a_house_its_household_walks_through():
    t = town()
    east = Place(sector="East End", arena="Green")
    assert len(t.paths.find_path(WEST, EAST)) == 14  # the plain shortest walk: through
    stranger = t.paths.find_path_to_any(WEST, [EAST], frozenset())
    assert inside(t, stranger) == 0 and len(stranger) == 20  # up, along the street, down
    home = Place(sector="Hill House", arena="Hall")
    path = t.path_to(WEST, east, home=home)
    assert inside(t, path) == 5 and len(path) == 11  # its own house: the short way, to x 11
    assert inside(t, t.path_to(WEST, east, home=Place(sector="West End"))) == 0


def test_a_visitor_goes_in_and_with_no_way_round_so_does_a_stranger():
    t = town()
    assert t.path_to(WEST, Place(sector="Hill House", arena="Hall"))[-1] == (5, 3)
    walled = town(way_round=False)
    path = walled.path_to(WEST, Place(sector="East End", arena="Green"))
    assert path[-1][0] == 11 and inside(walled, path) == 5  # a cost, not a wall


def test_in_a_block_ones_flat_and_the_lobby_are_ones_own_not_a_neighbours_flat():
    tree = SpatialTree(
        [Sector(name="Mill Flats", kind="apartments", rect=(0, 0, 12, 6))],
        [
            Arena(name="Flat 1", kind="studio", sector="Mill Flats", rect=(0, 0, 6, 3)),
            Arena(name="Flat 2", kind="studio", sector="Mill Flats", rect=(6, 0, 6, 3)),
            Arena(name="Lobby", kind="lobby", sector="Mill Flats", rect=(0, 3, 12, 3)),
        ],
    )
    t = Town(
        name="Testville",
        start_time=datetime(2026, 1, 1, 8),
        tree=tree,
        grid=WalkGrid(np.ones((6, 12), dtype=bool)),
        spawns={"door": (0, 5)},
    )
    mine = Place(sector="Mill Flats", arena="Flat 1")
    private = t.private
    assert not private.intrudes((1, 1), mine) and not private.intrudes((1, 4), mine)
    assert private.intrudes((8, 1), mine)  # the neighbour's flat
    assert not private.intrudes((8, 1), mine, Place(sector="Mill Flats", arena="Flat 2"))
    assert private.intrudes((1, 4), Place(sector="Elsewhere"))  # a stranger in the lobby


def dijkstra(cost: np.ndarray, start, goal) -> int:
    """Reference cheapest walk (the cost of each tile entered), independent of the A*."""
    import heapq

    h, w = cost.shape
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        d, (x, y) = heapq.heappop(heap)
        if (x, y) == goal:
            return d
        if d > best[(x, y)]:
            continue
        for nx, ny in ((x, y - 1), (x - 1, y), (x + 1, y), (x, y + 1)):
            if 0 <= nx < w and 0 <= ny < h and cost[ny, nx]:
                nd = d + int(cost[ny, nx])
                if nd < best.get((nx, ny), nd + 1):
                    best[(nx, ny)] = nd
                    heapq.heappush(heap, (nd, (nx, ny)))
    return -1


def test_near_and_far_walks_are_the_cheapest_round_private_zones():
    from game.world.pathfind import LONG_WALK, PathFinder
    from game.world.privacy import PRIVATE_STEP
    from tests.world.synthetic import town_grid

    walk = town_grid(seed=5, width=260, height=180)
    xs = np.arange(walk.shape[1])[None, :].repeat(walk.shape[0], axis=0)
    zones = np.where(walk & ((xs // 13) % 4 == 1), 1 + xs // 52, 0).astype(np.int32)
    finder = PathFinder(WalkGrid(walk), zones=zones)
    cost = np.where(zones != 0, PRIVATE_STEP, walk.astype(int))
    free = frozenset({2})  # the walker's own zone: cheap for it
    cost_free = np.where(zones == 2, 1, cost)
    rng = np.random.default_rng(4)
    tiles = WalkGrid(walk).walkable_tiles()
    far = near = 0
    while far < 3 or near < 3:
        a, b = (tiles[int(rng.integers(len(tiles)))] for _ in range(2))
        long = abs(a[0] - b[0]) + abs(a[1] - b[1]) >= LONG_WALK
        if (far if long else near) >= 3:
            continue
        expected = dijkstra(cost_free, a, b)
        if expected < 0:
            continue
        path = finder.find_path(a, b, free)
        assert sum(int(cost_free[y, x]) for x, y in path) == expected, (a, b)
        far, near = far + long, near + (not long)
    assert finder._landmarks is not None  # noqa: SLF001 - the far search was the one asked
