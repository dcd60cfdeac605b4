"""Chinese (Simplified): the reading of towns written in Chinese (``Chinese``, see ``reading``)."""

from game.lang.zh.reading import Chinese

__all__ = ["Chinese"]
