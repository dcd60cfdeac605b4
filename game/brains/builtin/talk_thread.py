"""Staying on one's own news: when what one told was only taken in ("Well, fancy."), one says
the next thing one has on the same matter, as people do ("I've never played for anyone but
my family, mind."), instead of a stock remark. The next thing is a standing fact of one's own
(``PersonaCard.facts``), not a secret, not an invitation, not one the listener is known to have
nor said in this talk, that shares the told fact's topic and a word of what it is about, or
two such words (``content_words``)."""

from __future__ import annotations

from game.brains.builtin.content_words import content_words
from game.brains.builtin.situation import Scene, mask
from game.brains.builtin.talk_retell import gone_round
from game.mind.facts import Fact

# a gathering's plans go by its own record (invited, held, over); a trouble is not said in
# passing after other news
AWAY = ("party", "meeting", "worry", "illness", "quarrel", "romance")


def more_of_mine(scene: Scene, told: Fact) -> Fact | None:
    """The fact of mine that goes on from ``told`` (None when there is none)."""
    if gone_round(scene, told):
        return None  # a story told round the village is told on its own, not with the rest
    has = set(scene.listener.has) if scene.listener is not None else set()
    said = " ".join(x.text for x in scene.transcript)
    today = " ".join(scene.said)  # my lines today, names masked
    words = content_words(told.mine or told.told)
    best, most = None, 0
    for f in scene.sp.facts:
        if f.key == told.key or not f.mine or f.secret or f.event is not None or f.ask:
            continue
        if f.topic in AWAY or told.topic in AWAY:
            continue
        if f.key in has or f.mine.strip().rstrip(".") in said:
            continue
        if mask(f.mine)[:40] in today or gone_round(scene, f):
            continue  # said today, or told round already: not word for word again
        shared = len(words & content_words(f.mine))
        if shared >= (1 if f.topic == told.topic else 2) and shared > most:
            best, most = f, shared
    return best
