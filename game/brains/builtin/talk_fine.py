"""How one is, said in the same breath as a worry of one's own: not "Never better." first.

Asked how one is, one answers from ``ans_fine`` (at home ``ans_fine_home``), and the same line
may go on to something of one's own: what one is busy with, or news. When that is a trouble
of one's own (a fact of the speaker's whose topic is a worry or an illness, said on the line)
or says a worry in so many words ("I'm worried", "I dread"), the cheerful answer contradicts
it ("Never better. Honestly? I'm worried sick about Bob."): the opening is one of
``ans_fine_worry`` instead ("So-so, if I'm honest."), and an answer already among those (a
"Getting there." fits a worry) stays. Cost: a scan of the speaker's facts per line that holds
an answer of how one is.
"""

from __future__ import annotations

from game.brains.builtin import names, news_words
from game.brains.builtin.phrases import Phrasebook, fill, lines
from game.brains.builtin.situation import Scene
from game.mind import language
from game.mind.facts import TROUBLES

FINE_SETS = ("ans_fine", "ans_fine_home", "ans_fine_home_back")
WORRY_SET = "ans_fine_worry"  # how one is, before a worry of one's own


def worry_in(scene: Scene, text: str) -> bool:
    """Whether ``text`` tells a trouble of the speaker's own (its record, in the file's words
    or its own other words for it), or says a worry in so many words."""
    if not text:
        return False
    for f in scene.sp.facts:
        if f.topic not in TROUBLES or not f.mine or f.subject != scene.sp.id:
            continue
        mine = f.mine.strip().rstrip(".")
        if mine in text or names.by_first_name(mine, scene.known) in text:
            return True
        if news_words.said_own(scene, f, text):
            return True
    return language.reading().says_worry(text)


def opening(book: Phrasebook, slots: dict[str, str]) -> str:
    """How one is, said before one's worry ('' when the data has no such set)."""
    return book.pick(WORRY_SET, **slots)


def _fine_said(part: str, slots: dict[str, str]) -> str:
    """The answer of how one is that ``part`` opens with ('' for none; the longest)."""
    said = ""
    for name in FINE_SETS:
        kid = f"{name}_kid"
        for tpl in (*lines(name), *lines(kid)):
            text = fill(tpl, slots)
            if text and part.startswith(text) and len(text) > len(said):
                said = text
    return said


def fitted(scene: Scene, book: Phrasebook, slots: dict[str, str], parts: list[str]) -> list[str]:
    """``parts`` of a line with a cheerful answer of how one is, followed on the same line by
    a worry of one's own, said as one says it before a worry."""
    if not lines(WORRY_SET):
        return parts
    fits = {fill(t, slots) for t in lines(WORRY_SET)}
    out = list(parts)
    for i, part in enumerate(out):
        said = _fine_said(part, slots)
        if not said or any(part.startswith(f) for f in fits if f):
            continue  # (none, or already one said before a worry: "Getting there.")
        after = " ".join([part[len(said) :], *out[i + 1 :]])
        if worry_in(scene, after) and (instead := opening(book, slots)):
            out[i] = instead + part[len(said) :]
    return out
