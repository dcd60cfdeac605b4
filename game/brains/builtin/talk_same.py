"""Hearing that it is the same matter: when the hearer holds a fact of its own on what it has
just been told (``talk_take``), its answer starts from the thing both records name ("A grey
kitten? Small world: I want to keep the grey kitten that was brought in to the surgery."),
not from a stock acknowledgement followed by its own news as if unrelated.

The shared thing is found in the two records' own words, never by reading their grammar: the
longest run of words both sentences hold that carries a content word (``content_words``),
from its last determiner on, less the little words at its edges ("the", "a", "in"); in a script without spaces, the
longest run of characters both hold. When there is none (the records share a word in another
form), the answer says only that the matter is close to home (``same_matter``).
"""

from __future__ import annotations

import re

from game.brains.builtin.content_words import DETERMINERS, EDGE, HAN_EDGE, content_words
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.situation import Scene
from game.mind.facts import Fact

LONGEST = 4  # words (or characters x 2) a shared thing may run to: longer is a whole clause
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_HAN = re.compile(r"[^\W\d_A-Za-z]+")


def shared_thing(told: str, mine: str) -> str:
    """The thing both sentences name (lower case, as ``told`` says it; '' for none)."""
    if not told.isascii() or not mine.isascii():
        return _shared_chars(told, mine)
    a = [w.lower() for w in _WORD.findall(told) if not w[0].isupper()]
    b = [w.lower() for w in _WORD.findall(mine) if not w[0].isupper()]
    best: list[str] = []
    for i in range(len(a)):
        for j in range(len(b)):
            k = 0
            while i + k < len(a) and j + k < len(b) and a[i + k] == b[j + k]:
                k += 1
            run = _trim(a[i : i + k])
            if content_words(" ".join(run)) and len(best) < len(run) <= LONGEST:
                best = run
    return " ".join(best)


def _trim(run: list[str]) -> list[str]:
    """The run less its edge words, from its last determiner on ("buy the old mill": "old
    mill"): the thing, not what is done to it."""
    cut = max((n for n, w in enumerate(run) if w in DETERMINERS), default=-1)
    if content_words(" ".join(run[cut + 1 :])):
        run = run[cut + 1 :]
    while run and run[0] in EDGE:
        run = run[1:]
    while run and run[-1] in EDGE:
        run = run[:-1]
    return run


def _shared_chars(told: str, mine: str) -> str:
    """The longest run of characters (two or more) both hold, in a script without spaces."""
    a, b = "".join(_HAN.findall(told)), "".join(_HAN.findall(mine))
    best = ""
    for i in range(len(a)):
        for n in range(len(best) + 1, min(len(a) - i, 2 * LONGEST) + 1):
            if a[i : i + n] in b:
                best = a[i : i + n]
            else:
                break
    best = best.strip("".join(HAN_EDGE))
    return best if len(best) >= 2 else ""


def opener(scene: Scene, book: Phrasebook, told: Fact, mine: Fact) -> str:
    """How the hearer takes ``told`` when it holds ``mine`` on the same matter: the shared
    thing, echoed as a question ("The grey kitten?"), or that it is close to home."""
    thing = shared_thing(told.text(scene.sp.id), mine.mine or "")
    if thing.isascii() and len(thing.split()) < 2:
        thing = ""  # one word echoed ("The school?") names a word, not the thing both mean
    said = book.pick("same_thing", "same", what=thing) if thing else ""
    if said:
        return said[0].upper() + said[1:]
    return book.pick("same_matter", "same")
