from __future__ import annotations

import numpy as np
import pytest

from game.world.grid import WalkGrid, walkable_from_layers


def grid_from(picture: list[str]) -> WalkGrid:
    return WalkGrid(np.array([[ch != "#" for ch in row] for row in picture]))


def test_walkable_from_layers_blocks_any_colliding_layer():
    ground = np.array([[1, 1, 1], [1, 1, 1]])
    walls = np.array([[0, 3, 0], [0, 0, 0]])
    above = np.array([[0, 0, 0], [0, 0, 5]])
    walk = walkable_from_layers([ground, walls, above], {3, 5})
    assert walk.tolist() == [[True, False, True], [True, True, False]]
    with pytest.raises(ValueError):
        walkable_from_layers([ground, np.zeros((3, 3), int)], {3})


def test_labels_and_connectivity():
    g = grid_from(
        [
            "..#..",
            "..#..",
            "#####",
            ".....",
        ]
    )
    lab = g.labels()
    assert lab[0, 0] == 1 and lab[0, 3] == 2 and lab[3, 0] == 3 and lab[2, 2] == 0
    assert g.connected((0, 0), (1, 1)) and not g.connected((0, 0), (4, 0))
    assert g.component_sizes() == {1: 4, 2: 4, 3: 5}
    assert not g.labels().flags.writeable


def test_nearest_walkable_and_distances():
    g = grid_from(
        [
            "#####",
            "#####",
            "##..#",
        ]
    )
    assert g.nearest_walkable(2, 2) == (2, 2)
    assert g.nearest_walkable(2, 0) == (2, 2)
    assert g.nearest_walkable(4, 0) == (3, 2)
    assert g.nearest_walkable(-5, 99) == (2, 2)
    assert g.nearest_walkable(2, 0, components={99}) is None
    d = g.distances_from([(2, 2)])
    assert d[2, 3] == 1 and d[0, 0] == -1
    assert g.walkable_tiles((0, 1, 4, 5)) == [(2, 2), (3, 2)]
