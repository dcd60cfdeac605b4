"""English: the reading the shipped towns are written in (``English``, see ``reading``)."""

from game.lang.en.reading import English

__all__ = ["English"]
