"""Long walks in a big town use landmarks' distance fields as a tighter bound: the paths stay
shortest and legal, the bound never passes the true distance, and the landmarks are the same
whatever walk asked first."""

from __future__ import annotations

import numpy as np

from game.world.grid import WalkGrid
from game.world.landmarks import Landmarks, distances
from game.world.pathfind import LONG_WALK, PathFinder
from tests.world.synthetic import town_grid
from tests.world.test_pathfind import assert_valid_walk, bfs_distance


def big():
    walk = town_grid(seed=5, width=260, height=180)
    return walk, WalkGrid(walk)


def long_pairs(grid, rng, count):
    tiles = grid.walkable_tiles()
    out = []
    while len(out) < count:
        a = tiles[int(rng.integers(len(tiles)))]
        b = tiles[int(rng.integers(len(tiles)))]
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) >= LONG_WALK:
            out.append((a, b))
    return out


def test_long_walks_are_shortest_and_legal():
    walk, grid = big()
    finder = PathFinder(grid)
    checked = 0
    for a, b in long_pairs(grid, np.random.default_rng(1), 12):
        expected = bfs_distance(walk, a, b)
        if expected < 0:
            continue
        path = finder.find_path(a, b)
        assert len(path) == expected, (a, b)
        assert path[-1] == b
        assert_valid_walk(walk, a, path)
        checked += 1
    assert checked >= 8
    assert finder._landmarks is not None and len(finder._landmarks.fields) > 1  # noqa: SLF001


def test_the_bound_never_passes_the_true_distance_and_is_tight_somewhere():
    walk, grid = big()
    finder = PathFinder(grid)
    finder.find_path(*long_pairs(grid, np.random.default_rng(2), 1)[0])
    marks = finder._landmarks  # noqa: SLF001
    pw = grid.width + 2
    padded = np.zeros((grid.height + 2, pw), dtype=bool)
    padded[1:-1, 1:-1] = walk
    flat = padded.ravel().tolist()
    rng = np.random.default_rng(3)
    tiles = grid.walkable_tiles()
    tight = 0
    for _ in range(6):
        gx, gy = tiles[int(rng.integers(len(tiles)))]
        goal = (gy + 1) * pw + gx + 1
        truth = distances(flat, (-pw, -1, 1, pw), goal)
        lower = marks.bound([goal])
        for _ in range(200):
            x, y = tiles[int(rng.integers(len(tiles)))]
            i = (y + 1) * pw + x + 1
            if truth[i] < 0:
                continue
            assert 0 <= lower(i) <= truth[i]
            tight += lower(i) == truth[i] and truth[i] > abs(x - gx) + abs(y - gy)
    assert tight  # somewhere it knows a wall is in the way, as Manhattan cannot


def test_the_same_map_gets_the_same_landmarks_whatever_walk_comes_first():
    _walk, grid = big()
    one, two = PathFinder(grid), PathFinder(grid)
    first, second = long_pairs(grid, np.random.default_rng(4), 2)
    one.find_path(*first)
    two.find_path(*second)
    assert one._landmarks.tiles == two._landmarks.tiles  # noqa: SLF001


def test_a_map_with_nothing_walkable_where_asked_has_no_landmarks():
    walk = [False, False, True, False]
    assert Landmarks(walk, (-1, 1), first=0).fields == []
    assert Landmarks(walk, (-1, 1), first=2).fields == []  # one tile: nothing is far from it
