"""Company asked for and given: one who has had no company for too long (``Feeling.lonely``,
the mind's need, not a word) says so when it opens a talk, is given a minute and asked after
its day, says how it has been, and neither of the two goes first until that is taken.

The phrasing is the data's (speech.toml): ``lonely_open`` (``lonely_open_home`` to one's own
people at home), ``lonely_reply``, ``ans_lonely`` (``talk_mood.how_i_am``) and
``react_answer_lonely`` (``talk_answered``). Cost: a few phrase lookups on a line.
"""

from __future__ import annotations

from game.brains.builtin import talk_feeling
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from

STAY = 3  # lines of one's own before one who asked for company may be the first to go


def asked_for(text: str) -> bool:
    """The line asked for company ("Sit with me a bit? I've hardly said two words.")."""
    return said_from("lonely_open", text) or said_from("lonely_open_home", text)


def said_lonely(text: str) -> bool:
    """The line said one has been lonely ("Quiet. Too quiet, if I'm honest.")."""
    return said_from("ans_lonely", text)


def opener(sc, book: Phrasebook, slots: dict[str, str]) -> str:
    """What one with no company for too long opens with ('' for none: not lonely, a row)."""
    if not sc.mood.lonely or sc.kind == "quarrel":
        return ""
    if any(talk_feeling.said_need(x) == "social" for x in sc.said_so_far()):
        return ""  # (told someone today one had been on one's own: not asked for again)
    home = sc.listener is not None and sc.lives_with(sc.listener.name)
    said = book.pick("lonely_open_home", **slots) if home else ""
    return said or book.pick("lonely_open", **slots)


def given(sc, book: Phrasebook, slots: dict[str, str], heard: str, n_mine: int = 0) -> str:
    """The answer to a line that asked for company (on one's first line): a minute given, and
    a question about how the other has been; to one that said one has been on one's own, or
    another need (``talk_feeling.heard``), a warm word ('' when ``heard`` did neither)."""
    if n_mine == 0 and asked_for(heard):
        return book.pick("lonely_reply", **slots)
    return talk_feeling.heard(sc, book, slots, heard)


def in_talk(sc) -> bool:
    """Company was asked for in this talk, or the speaker is lonely: a second meeting today is
    not a hello and a goodbye."""
    return sc.mood.lonely or any(asked_for(x.text) for x in sc.transcript)


def stays(sc, parts: list[str], heard: str, n_mine: int) -> bool:
    """The speaker does not end the talk on this line: the other has just said it has been
    lonely ("I've hardly seen anyone." is not answered with a goodbye), the speaker has just
    said so itself, or it asked for company and has said fewer than ``STAY`` lines."""
    return (
        said_lonely(heard)
        or any(said_lonely(p) for p in parts)
        or n_mine < STAY
        and any(asked_for(x.text) for x in sc.mine)
    )
