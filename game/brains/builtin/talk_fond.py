"""A crush in talk: what one says, and how it is taken, when the speaker has a crush on record
(``Listener.feeling``) or is spoken to by one who has.

* ``aside``: the one with the crush is a touch shy ("Sorry — I've gone and lost my thread.")
  or warm ("You've made my day, you know.") with the one it is on: not every talk, about once
  a day (``CHANCE`` of the talks of a day, and never twice in one day), shy or warm as the
  pair's seed falls. Not once the two are courting, nor once asked and answered.
* ``reply``: a sweet word from someone (``romance_open``, ``fond_warm``) is answered in kind
  only by one who feels it too (its own bond with them a romance); anyone else takes it as a
  kind word, and learns nothing of a crush from it; a flustered aside is put at ease
  (``taken``).

The words are the tables' (``fond_shy``, ``fond_warm``, ``fond_unaware_reply``,
``fond_shy_reply``).
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from, said_worded
from game.brains.builtin.rand import stable_rand
from game.mind.facts import DATE

CHANCE = 0.55  # of the talks of a day with the one it is on, those with a shy or warm aside
_SETS = ("fond_shy", "fond_warm")


def aside(sc, book: Phrasebook, slots: dict[str, str], seed: int) -> str:
    """A shy or warm aside to the one the speaker has a crush on; '' when not due."""
    who = sc.listener
    if who is None or who.feeling != "crush" or who.courting or sc.kind != "romance":
        return ""
    if any(k.startswith(DATE) for k in who.has):
        return ""  # asked and answered: past the shy stage
    last = sc.last_other
    if last is not None and last.speaker != who.id:
        return ""  # (in a group, said to them, not to whoever spoke last)
    said = " ".join(sc.said_so_far())
    if any(said_from(s, said) for s in _SETS):
        return ""  # once a day is enough to be noticed
    today = sc.today.isoformat() if sc.today else ""
    if stable_rand(seed, "fond", sc.sp.id, who.id, today, sc.now // 60) >= CHANCE:
        return ""
    how = _SETS[stable_rand(seed, "fond_how", sc.sp.id, who.id) < 0.5]
    return book.pick(how, **slots)


def taken(sc, book: Phrasebook, slots: dict[str, str], heard: str) -> str:
    """How a shy or warm aside heard is answered ('' when ``heard`` holds none): a flustered
    one put at ease ("You're fine, honestly."), a warm one as a sweet word (``reply``)."""
    if said_from("fond_shy", heard):
        return book.pick("fond_shy_reply", **slots)
    if said_from("fond_warm", heard) or said_worded("romance_open", heard):
        return reply(sc, book, slots)
    return ""


def reply(sc, book: Phrasebook, slots: dict[str, str]) -> str:
    """The answer to a sweet word from the other: in kind by one who feels it too, else a
    plain thanks."""
    if sc.kind == "romance":
        return book.pick("romance_reply", **slots)
    return book.pick("fond_unaware_reply", **slots) or book.pick("romance_reply", **slots)
