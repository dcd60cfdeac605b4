"""What one says about oneself, said rarely: a sentence of one's own (what one is busy with, in
the residents file's words or one's memories') said to anyone in the last days
(``Scene.lately``, the said-lately record) is not brought up again today, nor one said today
or to the same listener in the last days (``Scene.said``). It is known by its content words,
names masked as the records hold them: the day in it may be said another way ("I'm planning a
party on Saturday" is "... tomorrow" on Friday and "... today" on Saturday). Without this a
resident of a prose residents file (no facts) said its one "currently" sentence in talk after
talk, to its father three days running and after the party was over ("I'm planning a lantern
gathering at the Cross yesterday").

News of one's own is not held back here: each hearer's record says who has it, and it is told
once to each (``talk_topics``). Cost: the content words of the last days' lines (some 160 at
most) per line of talk.
"""

from __future__ import annotations

import re

from game.brains.builtin.content_words import content_words
from game.brains.builtin.situation import Scene, mask

WORDS = 4  # content words of a sentence that make it one's own, not a stock phrase
SAME = 0.8  # of them found in a line said before: the same sentence again
TRIES = 3  # self-lines looked at before one says nothing of oneself on a line
_PIECE = re.compile(r"(?<=[.!?])\s+|\s+—\s+")


def said_lately(scene: Scene, line: str) -> bool:
    """Whether ``line`` says again a sentence of its own that the speaker said in the last
    days (to anyone), when it carries no news of the speaker's."""
    said = (*scene.lately, *scene.said)  # (to anyone lately; today, and to these lately)
    if not line or not said:
        return False
    if any(f.news and f.mine and f.mine.strip().rstrip(".")[:40] in line for f in scene.sp.facts):
        return False  # (news goes to each who has not had it: their record says)
    # (by its words, names masked as the record has them: the day in it may be said another
    # way, "on Saturday, May 9" then "tomorrow")
    before = [content_words(x) for x in said]
    for piece in _PIECE.split(line):
        words = content_words(mask(piece.strip()))
        if len(words) >= WORDS and any(len(words & b) >= SAME * len(words) for b in before):
            return True
    return False


def fresh(scene: Scene, pick, avoid: str = "") -> str:
    """A line about oneself not said lately: ``pick(avoid)`` (``talk_topics.project_line``
    with what to avoid) asked again, past those said lately, up to ``TRIES`` times ('' when
    every one was)."""
    for _ in range(TRIES):
        line = pick(avoid)
        if not said_lately(scene, line):
            return line
        avoid = f"{avoid} {line}".strip()
    return ""
