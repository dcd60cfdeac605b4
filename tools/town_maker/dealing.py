"""Dealing lines to residents like cards: every line of a list is given once before any is
given twice, so sixty residents drawing from a list of fifteen pastimes get each one four
times at most, not the one the dice liked best twenty times.
"""

from __future__ import annotations

import random


class Dealer:
    """A shuffled deck per list (by its name), dealt in turn and shuffled again when spent."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng
        self._decks: dict[str, list[str]] = {}

    def deal(self, name: str, options: list[str] | tuple[str, ...] | str) -> str:
        """The next line of the list called ``name`` (a lone string is its only line)."""
        if isinstance(options, str):
            return options
        deck = self._decks.get(name)
        if not deck:
            deck = list(options)
            self._rng.shuffle(deck)
            self._decks[name] = deck
        return deck.pop()
