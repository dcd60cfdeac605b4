"""Reading what a surface shows, for tests that look at drawn bars."""

from __future__ import annotations


def colour_run(surface, y: int, colour: tuple[int, int, int]) -> int:
    """How many pixels of row ``y`` of ``surface`` have ``colour``."""
    return sum(1 for x in range(surface.get_width()) if tuple(surface.get_at((x, y)))[:3] == colour)
