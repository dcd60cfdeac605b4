"""A seeded 120 x 80 walkability grid shaped like a town, for pathfinding tests and timings.

Walled buildings with one door each, interior walls with gaps, furniture blobs and a pond, on
grass. Everything walkable outside the buildings is connected; rooms may hold small pockets.
"""

from __future__ import annotations

import numpy as np


def town_grid(seed: int = 7, width: int = 120, height: int = 80) -> np.ndarray:
    """bool (height, width), True = walkable."""
    rng = np.random.default_rng(seed)
    walk = np.ones((height, width), dtype=bool)
    walk[20:27, 50:64] = False  # a pond in the middle
    for by in range(2, height - 14, 16):
        for bx in range(2, width - 18, 20):
            w, h = int(rng.integers(10, 17)), int(rng.integers(8, 13))
            walk[by, bx : bx + w] = walk[by + h - 1, bx : bx + w] = False
            walk[by : by + h, bx] = walk[by : by + h, bx + w - 1] = False
            walk[by + h - 1, bx + int(rng.integers(1, w - 1))] = True  # front door
            split = bx + w // 2
            walk[by : by + h, split] = False
            walk[by + int(rng.integers(1, h - 1)), split] = True  # inner door
            for _ in range(3):  # furniture
                fx, fy = bx + int(rng.integers(1, w - 2)), by + int(rng.integers(1, h - 2))
                walk[fy, fx] = False
    return walk
