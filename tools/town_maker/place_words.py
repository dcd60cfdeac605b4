"""The words a town's places and streets are named with ("Gull" in "Gull Street", "The Gull
Inn"), each used at most twice in a town, so no one word stamps five names ("Anchor" x5 reads
as a generator, not a place). Words come in the seeded order of the kind's list (``words`` of
the places data), every word once before any twice; a word that is part of the town's own name
is left out ("Gull Street" in Gullhaven). When a big town has used every word twice, ``take``
gives None and the caller names the place another way (after a resident, or with a number).
``name_places`` names the workplaces so; the layout names greens, streets and flats after them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from tools.town_maker import catalogue

if TYPE_CHECKING:
    from tools.town_maker.people import Workplace

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


def name_places(rng: random.Random, places: list[Workplace], kind: str, town: str) -> None:
    """Each place's name, by one of its patterns: a word of the town's (``place_words``: none
    more than twice in a town) or the surname of whoever runs it (no family's more than twice)."""
    words = Words(rng, kind, town)
    taken: set[str] = set()
    patterns_used: Counter[str] = Counter()  # ("The {word} Lantern" three times: a chain)
    for w in places:
        surname = w.staff[0].surname
        patterns = list(w.kind.names)
        rng.shuffle(patterns)
        name = None
        fresh = [p for p in patterns if patterns_used[p] < MOST]
        for pattern in fresh:
            word = words.take(avoid=pattern) if "{word}" in pattern else ""
            if word is None or (not word and sum(surname in t for t in taken) >= MOST):
                continue
            name = pattern.replace("{word}", word).replace("{surname}", surname)
            if name not in taken:
                break
            if word:
                words.give_back(word)
            name = None
        if name is None:  # a big town that has used every word twice: one again, numbered
            pattern = patterns[0]
            word = words.take(avoid=pattern, again=True) if "{word}" in pattern else ""
            base = name = pattern.replace("{word}", word or "").replace("{surname}", surname)
            n = 2
            while name in taken:
                name, n = f"{base} {n}", n + 1
        taken.add(name)
        patterns_used[pattern] += 1
        w.name = name
