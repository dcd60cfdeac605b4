"""One's own news told again: the fifth person to hear it does not hear the first one's words.

People who have been telling everyone their news say so, or let on that it may have got round
already ("You'll have heard, I expect — ...", ``own_retell``; "I've been telling everyone"
once many have heard it, ``own_retell_round``), and once it has gone round they
stop tacking the rest of the story onto it; a complaint told again is put another way every
other time (``complaint``: what one means to say, or said, to the face of the one it is
about). What the speaker has told is a record: the mind
sends how many people it told each fact (``UtteranceRequest.retold``), and the speaker's own
lines today show what it said today. Nothing here reads the fact's words.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.situation import Scene, mask
from game.mind.facts import Fact
from game.mind.inner.complaints import is_complaint

ROUND = 2  # told to this many: it has gone round, and the rest of the story is not added again
MANY = 3  # told to this many: one says one has been telling everyone (``own_retell_round``)


def times_told(scene: Scene, fact: Fact) -> int:
    """How many people the speaker has told ``fact`` before this line (at least one when its
    own words for it are among its lines today)."""
    n = scene.retold.get(fact.key, 0)
    if n == 0 and fact.mine:
        head = mask(fact.mine.split("{when}")[0].strip())[:40]
        if len(head) >= 12 and any(head in s for s in scene.said):
            n = 1
    return n


def frame(scene: Scene, book: Phrasebook, fact: Fact, body: str) -> str:
    """``body`` (one's own news as said) framed as a story one has told before, or as it is
    on its first telling."""
    n = times_told(scene, fact)
    if n < 1 or (fact.event is not None and fact.event.host == scene.sp.id):
        return body  # (an invitation is to this listener, however many were asked before)
    if n % 2 == 1 and (told := complaint(scene, book, fact)):
        # (every other telling: what one says of it, then the story again, framed)
        return told
    return book.pick("own_retell_round" if n >= MANY else "own_retell", fact=body) or body


def complaint(scene: Scene, book: Phrasebook, fact: Fact) -> str:
    """A complaint of one's own told yet again, in other words: what one means to say, or has
    said, to the face of the one it is about (its record's ``ask``: "That racket of yours late
    on Friday night ..."), quoted, with their name, or, by one who keeps out of their way,
    that it will never be said to them ("" when ``fact`` is no such complaint).
    Whether it has been said to them is a record too: until it is, it is among the speaker's
    standing facts (``game.mind.own_asks``)."""
    if not is_complaint(fact) or len(fact.about) < 2:
        return ""
    name = scene.names.get(fact.about[1], "").split(" ")[0]
    if not name:
        return ""
    if not fact.ask:  # (one who keeps out of their way: never to their face, and says so)
        return book.pick("complaint_retell_behind", name=name)
    ahead = any(f.key == fact.key for f in scene.sp.facts)
    said = "complaint_retell_ahead" if ahead else "complaint_retell_said"
    return book.pick(said, name=name, face=" ".join(fact.ask.split()))


def gone_round(scene: Scene, fact: Fact) -> bool:
    """Whether the speaker has told ``fact`` to enough people that it is no longer news to
    add to another telling."""
    return times_told(scene, fact) >= ROUND
