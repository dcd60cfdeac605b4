"""Whose turn it is to bring something up.

Someone who has just been told something (news, a worry, a project, a view) answers that: a
reaction, and a question about it when one fits (``talk_follow``); it does not tack its own
unrelated news onto the same breath ("Oh dear. I teach all fourteen pupils in one room."). Its
own things wait for the next turn. A line that is only a reaction ("Oh dear.", "Good luck with
it.") is not itself reacted to: the one who spoke before goes on with the talk instead of
answering "Fair enough." to "Oh dear.".
"""

from __future__ import annotations

import functools
import re

from game.brains.builtin.phrases import ASKS
from game.brains.builtin.phrases_said import without
from game.brains.builtin.tables import active
from game.brains.builtin.talk_child import with_kids


def reaction_sets() -> tuple[str, ...]:
    """The phrase sets that only take in what was said (``react_*``; ``took_*``, how one's own news was taken; ``*_taken_*``, how an answer to an invitation was), and the greetings said
    with them ("Hello there, Tom. Oh! How exciting." asks nothing and tells nothing)."""
    return tuple(
        n
        for n in active().phrases
        if n.startswith(
            ("react_", "greet_", "took_", "invite_taken_", "discuss_taken_", "heard_taken_")
        )
    )


@functools.lru_cache(maxsize=4)
def _longest_first(tables) -> tuple[str, ...]:
    """The reaction and plain-answer sets, those with the longest lines first: "I know. I'm
    sorry." is taken out whole, not as "I know." leaving "I'm sorry." behind."""
    sets = reaction_sets() + _PLAIN
    return tuple(sorted(sets, key=lambda n: -max(map(len, tables.phrases.get(n, ("",))))))


def _topic_reactions() -> tuple[str, ...]:
    return tuple(line for t in active().news_reactions for line in t.lines)


# answers that carry nothing to take up ("Grand, thanks.", "I have — don't fuss.")
_PLAIN = (
    "ans_fine", "ans_ate", "ans_not_ate", "ans_slept", "ans_dinner", "ans_break", "ans_steady",
    "ans_still", "ans_still_out", "ans_seen", "ans_way", "ans_doing", "ans_fine_home", "ans_busy", "ans_not_busy",
    "ans_fine_home_back", "ans_ready",
)  # fmt: skip
_PLAIN = with_kids(_PLAIN)  # (and a child's: "Good!")
_HELLO = re.compile(r"\b(?:morning|afternoon|evening|hello|hi|hey|hiya)\b", re.I)
_NAME = re.compile(r"\b[A-Z][\w'’-]*")  # what is left of a greeting: the name it called one


def bare_reaction(text: str) -> bool:
    """Whether ``text`` says nothing but reactions from the tables (and asks nothing)."""
    text = (text or "").strip()
    if not text:
        return False
    if text.endswith(ASKS):
        # a reaction that ends in a question mark ("No! Really?") asks nothing back
        from game.brains.builtin.talk_acts import asked  # (talk_acts builds on this module)

        if asked(text):
            return False
    rest = text
    for line in _topic_reactions():  # (whole, before a set's "Oh dear." cuts one in two)
        rest = rest.replace(line, " ")
    rest = without(_longest_first(active()), rest)
    # a bare greeting word left ("Afternoon.") says nothing either
    return not re.search(r"\w", _NAME.sub(" ", _HELLO.sub(" ", rest)))


def brought_up(text: str) -> bool:
    """Whether ``text`` tells something of its own (a view, a project, a worry) beyond the
    phrase sets' greetings, answers, reactions and questions: at least four words left."""
    rest = without(tuple(active().phrases), text or "")
    return len(re.findall(r"[^\W\d_]+", rest)) >= 4
