"""Counted words and lists of names in the window's language: "3 memories", "1 person",
"Ann, Bob and Cy" ("3 条记忆", "1 个人", "Ann、Bob 和 Cy").

Each count is one ``ngettext`` message with its number in it, so a language with other plural
rules (or none, as Chinese) writes the whole phrase its own way; a word without a message here
falls back to English's "s".
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.i18n import gettext as _
from game.ui.i18n import ngettext

COUNTS: dict[str, Callable[[int], str]] = {
    "memory": lambda n: ngettext("{n:,} memory", "{n:,} memories", n),
    "person": lambda n: ngettext("{n:,} person", "{n:,} people", n),
    "time": lambda n: ngettext("{n:,} time", "{n:,} times", n),
    "observation": lambda n: ngettext("{n:,} observation", "{n:,} observations", n),
    "conversation": lambda n: ngettext("{n:,} conversation", "{n:,} conversations", n),
    "reflection": lambda n: ngettext("{n:,} reflection", "{n:,} reflections", n),
    "plan": lambda n: ngettext("{n:,} plan", "{n:,} plans", n),
    "summary": lambda n: ngettext("{n:,} summary", "{n:,} summaries", n),
}


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 memory', '2 memories' in the window's language (``many``: an irregular English
    plural for a word without a message in ``COUNTS``)."""
    forms = COUNTS.get(word)
    if forms is not None:
        return forms(n).format(n=n)
    return f"{n:,} {word if n == 1 else many or word + 's'}"


def and_join(names) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy'."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    head = _(", ").join(names[:-1])
    return _("{names} and {last}").format(names=head, last=names[-1])
