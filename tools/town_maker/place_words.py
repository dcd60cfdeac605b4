"""The words a town's places and streets are named with ("Gull" in "Gull Street", "The Gull
Inn"), each used at most twice in a town, so no one word stamps five names ("Anchor" x5 reads
as a generator, not a place). Words come in the seeded order of the kind's list (``words`` of
the places data), every word once before any twice; a word that is part of the town's own name
is left out ("Gull Street" in Gullhaven). When a big town has used every word twice, ``take``
gives None and the caller names the place another way (after a resident, or with a number).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

from tools.town_maker import catalogue

MOST = 2  # uses of one word in a town


class Words:
    """The kind's naming words for one town, with a tally of how often each is used."""

    def __init__(self, rng: random.Random, kind: str, town: str = "", taken: Iterable[str] = ()):
        words = [w for w in catalogue.kind(kind)["words"] if not town or w not in town]
        rng.shuffle(words)
        self._words = words
        self.used: Counter[str] = Counter()
        for name in taken:  # names already given (the workplaces, before the streets)
            self.count(name)

    def count(self, name: str) -> None:
        """Tally the words in ``name``, a name given without ``take``."""
        for w in self._words:
            if w in name:
                self.used[w] += 1

    def take(self, avoid: str = "", again: bool = False) -> str | None:
        """The least used word (not in ``avoid``: "The Lantern Lantern"), now used once more;
        when every word has been used ``MOST`` times, None, or with ``again`` the least used
        all the same (a very big town)."""
        free = [w for w in self._words if w not in avoid]
        free = [w for w in free if self.used[w] < MOST] or (free if again else [])
        if not free:
            return None
        least = min(self.used[w] for w in free)
        word = next(w for w in free if self.used[w] == least)
        self.used[word] += 1
        return word

    def give_back(self, word: str) -> None:
        """Untake ``word`` (a name made with it was already taken)."""
        self.used[word] -= 1
