from __future__ import annotations

import numpy as np
import pytest

from game.world.grid import WalkGrid
from game.world.pathfind import NoPathError, PathFinder
from tests.world.synthetic import town_grid


def bfs_distance(walk: np.ndarray, start, goal) -> int:
    """Reference BFS, independent of the code under test."""
    from collections import deque

    h, w = walk.shape
    seen = {start: 0}
    queue = deque([start])
    while queue:
        x, y = queue.popleft()
        if (x, y) == goal:
            return seen[(x, y)]
        for nx, ny in ((x, y - 1), (x - 1, y), (x + 1, y), (x, y + 1)):
            if 0 <= nx < w and 0 <= ny < h and walk[ny, nx] and (nx, ny) not in seen:
                seen[(nx, ny)] = seen[(x, y)] + 1
                queue.append((nx, ny))
    return -1


def assert_valid_walk(walk: np.ndarray, start, path) -> None:
    prev = start
    for x, y in path:
        assert walk[y, x], f"path steps on blocked tile {(x, y)}"
        assert abs(x - prev[0]) + abs(y - prev[1]) == 1, f"not a 4-connected step {prev}->{(x, y)}"
        prev = (x, y)


def test_paths_are_shortest_legal_and_4_connected():
    walk = town_grid(seed=3)
    grid = WalkGrid(walk)
    finder = PathFinder(grid)
    rng = np.random.default_rng(42)
    tiles = grid.walkable_tiles()
    checked = 0
    for _ in range(60):
        a = tiles[int(rng.integers(len(tiles)))]
        b = tiles[int(rng.integers(len(tiles)))]
        expected = bfs_distance(walk, a, b)
        if expected < 0:
            with pytest.raises(NoPathError):
                finder.find_path(a, b)
            continue
        path = finder.find_path(a, b)
        assert len(path) == expected
        assert (path[-1] if path else a) == b
        assert a not in path
        assert_valid_walk(walk, a, path)
        checked += 1
    assert checked > 40


def test_same_tile_and_unreachable():
    walk = np.array([[True, False, True]])
    finder = PathFinder(WalkGrid(walk))
    assert finder.find_path((0, 0), (0, 0)) == []
    with pytest.raises(NoPathError):
        finder.find_path((0, 0), (2, 0))
    with pytest.raises(NoPathError):
        finder.find_path((0, 0), (1, 0))  # blocked goal
    with pytest.raises(NoPathError):
        finder.find_path((0, 0), (9, 9))  # outside the map


def test_start_on_blocked_tile_steps_off():
    walk = np.array([[True, False, True, True]])
    path = PathFinder(WalkGrid(walk)).find_path((1, 0), (3, 0))
    assert path == [(2, 0), (3, 0)]


def test_multi_goal_picks_nearest():
    walk = town_grid(seed=5)
    grid = WalkGrid(walk)
    finder = PathFinder(grid)
    rng = np.random.default_rng(1)
    tiles = grid.walkable_tiles()
    for _ in range(20):
        start = tiles[int(rng.integers(len(tiles)))]
        goals = [tiles[int(rng.integers(len(tiles)))] for _ in range(5)]
        dists = [bfs_distance(walk, start, g) for g in goals]
        reachable = [d for d in dists if d >= 0]
        if not reachable:
            with pytest.raises(NoPathError):
                finder.find_path_to_any(start, goals)
            continue
        path = finder.find_path_to_any(start, goals)
        assert len(path) == min(reachable)
        assert (path[-1] if path else start) in goals
        assert_valid_walk(walk, start, path)


def test_deterministic_and_cached():
    walk = town_grid(seed=3)
    a, b = PathFinder(WalkGrid(walk)), PathFinder(WalkGrid(walk))
    start, goal = (0, 0), (119, 79)
    p1 = a.find_path(start, goal)
    assert p1 == b.find_path(start, goal)
    p1.append((0, 0))  # callers may mutate their copy
    assert a.find_path(start, goal) == b.find_path(start, goal)
    assert a.hits == 1 and a.misses == 1


class _NeverClosed(list):
    """A ``_closed`` list that says no tile was expanded: every stale heap entry is expanded
    again, as before stale entries were skipped."""

    def __getitem__(self, i):
        return -1


@pytest.mark.parametrize("long_walk", [150, 1])
def test_skipping_stale_heap_entries_gives_the_same_paths(monkeypatch, long_walk):
    """A tile already expanded has its shortest cost (the bounds are consistent), so a later
    entry of it in the heap pushes nothing: skipping it leaves every path as it was, long
    walks (landmarks) too."""
    import game.world.pathfind as pathfind

    monkeypatch.setattr(pathfind, "LONG_WALK", long_walk)
    walk = town_grid(seed=5)
    grid = WalkGrid(walk)
    skipping, expanding = PathFinder(grid, cache_size=0), PathFinder(grid, cache_size=0)
    expanding._closed = _NeverClosed(expanding._closed)
    rng = np.random.default_rng(11)
    tiles = grid.walkable_tiles()
    same = 0
    for _ in range(80):
        a = tiles[int(rng.integers(len(tiles)))]
        goals = [tiles[int(rng.integers(len(tiles)))] for _ in range(int(rng.integers(1, 4)))]
        try:
            want = expanding.find_path_to_any(a, goals)
        except NoPathError:
            with pytest.raises(NoPathError):
                skipping.find_path_to_any(a, goals)
            continue
        assert skipping.find_path_to_any(a, goals) == want
        same += 1
    assert same > 50
