"""A child's register: a child (under ``CHILD_AGE`` by its persona record) greets, reacts and
takes its leave in words of its own ("Bye!", "Cool!", "Guess what?"), not a grown-up
colleague's ("Catch you another time", "Fair play to you").

The words are phrase sets of the data, each the ``_kid`` sibling of a grown-up set
(``greet_known_kid`` beside ``greet_known``); a set with no child sibling is said as anyone
says it. ``ChildBook`` is the speaker's phrase book with that one difference, so every part
of a line that picks from a set picks the child's when there is one. Cost: one dict lookup
per pick.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook, lines

CHILD_AGE = 13  # under this, one talks as a child
CHILD = "_kid"  # the suffix of a set's child sibling ("_child" sets are about a child)


def is_child(age: int) -> bool:
    """Whether one of ``age`` (0: not known) talks as a child."""
    return 0 < age < CHILD_AGE


def sibling(name: str) -> str:
    """The child sibling of set ``name`` (whether or not the data has one)."""
    return name + CHILD


def with_kids(sets: tuple[str, ...]) -> tuple[str, ...]:
    """``sets`` and their child siblings: what reads a line back by its sets reads a child's
    words as the grown-up set they stand for ("Are you busy?" asks what "Busy morning?" does)."""
    return tuple(sets) + tuple(sibling(s) for s in sets)


class ChildBook(Phrasebook):
    """A child's phrase book: a set's child sibling first, when the data has one."""

    def pick(self, set_name: str, salt: object = "", /, **slots: str) -> str:
        own = sibling(set_name)
        if lines(own):
            said = super().pick(own, salt, **slots)
            if said:
                return said
        return super().pick(set_name, salt, **slots)


def is_childs(book: Phrasebook) -> bool:
    """Whether ``book`` is a child's (its choices of literal lines are the caller's to make
    a child's)."""
    return isinstance(book, ChildBook)


def book_for(
    age: int,
    said: list[str],
    *key: object,
    lately: tuple[str, ...] = (),
    voice: float | None = None,
) -> Phrasebook:
    """The phrase book of a speaker of ``age``, in its own ``voice``: a child's, or the
    common one."""
    kind = ChildBook if is_child(age) else Phrasebook
    return kind(said, *key, lately=lately, voice=voice)
