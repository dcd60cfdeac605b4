"""Timings for the world package: map load, A* (cold and cached), BFS field, labelling.

Run: ``make bench`` (or ``PYTHONPATH=. .venv/bin/python bench/bench_world.py``). Uses the real map when it exists,
otherwise a seeded synthetic 120 x 80 town grid (``tests/world/synthetic.py``).
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

from game.world.grid import WalkGrid
from game.world.pathfind import PathFinder
from game.world.tmx import load_town
from tests.world.synthetic import town_grid
from tests.world.tmx_fixture import write_town

MAP = Path(__file__).resolve().parents[2] / "maps" / "smallville" / "town.tmx"


def ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def far_pairs(grid: WalkGrid, count: int, seed: int = 0) -> list[tuple]:
    """Connected tile pairs at least 3/4 of the map's width + height apart (Manhattan)."""
    rng = np.random.default_rng(seed)
    tiles = grid.walkable_tiles()
    pairs = []
    while len(pairs) < count:
        a, b = (tiles[int(i)] for i in rng.integers(len(tiles), size=2))
        far = abs(a[0] - b[0]) + abs(a[1] - b[1]) >= 0.75 * (grid.width + grid.height) * 0.75
        if far and grid.connected(a, b):
            pairs.append((a, b))
    return pairs


def main() -> None:
    if MAP.exists():
        print(f"map: {MAP}")
        print(f"load_town (median of 5): {ms(lambda: load_town(MAP), 5):.1f} ms")
        grid = load_town(MAP).grid
    else:
        print("map: synthetic 120 x 80 (real map not generated yet)")
        with tempfile.TemporaryDirectory() as d:
            path = write_town(Path(d))
            print(
                f"load_town fixture 32 x 11 (median of 5): {ms(lambda: load_town(path), 5):.1f} ms"
            )
        grid = WalkGrid(town_grid())
    print(f"grid {grid.width} x {grid.height}, walkable {int(grid.walkable.sum())}")
    print(f"labels (uncached): {ms(lambda: WalkGrid(grid.walkable).labels(), 5):.1f} ms")
    finder = PathFinder(grid)
    pairs = far_pairs(grid, 200)
    cold, lengths = [], []
    for a, b in pairs:
        finder.clear_cache()
        t = time.perf_counter()
        lengths.append(len(finder.find_path(a, b)))
        cold.append((time.perf_counter() - t) * 1000)
    for a, b in pairs:
        finder.find_path(a, b)  # fill the cache
    warm = []
    for a, b in pairs:
        t = time.perf_counter()
        finder.find_path(a, b)
        warm.append((time.perf_counter() - t) * 1000)
    print(f"A* cross-map, {len(pairs)} pairs, median path {statistics.median(lengths):.0f} steps:")
    print(
        f"  uncached median {statistics.median(cold):.2f} ms, p90 "
        f"{np.percentile(cold, 90):.2f} ms, max {max(cold):.2f} ms"
    )
    print(f"  cached   median {statistics.median(warm) * 1000:.1f} us")
    print(
        f"BFS distance field (one destination): "
        f"{ms(lambda: grid.distances_from([pairs[0][1]]), 10):.1f} ms"
    )
    blocked = np.argwhere(~grid.walkable)[0]
    print(
        f"nearest_walkable from a blocked tile: "
        f"{ms(lambda: grid.nearest_walkable(int(blocked[1]), int(blocked[0])), 50) * 1000:.0f} us"
    )


if __name__ == "__main__":
    main()
