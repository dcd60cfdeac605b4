"""News that connects: what one was just told reminds one of something else one holds about
the same person, and one says it ("Speaking of Ann, I heard she's ..."), as villagers trade
what they know of a third person. Both are records: the told fact's ``about`` and an offered
news item's (``UtteranceRequest.news``) share someone who is not in the talk; so nobody hears
news of themselves, and the item is told as any news is (the mind marks it told). Once a talk,
between two people, never in a quarrel nor after someone's trouble. Phrasing: ``link_news`` in ``data/speech.toml``.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook, said_from
from game.brains.builtin.situation import Scene
from game.brains.builtin.talk_facts import spoken
from game.mind.facts import Fact
from game.mind.types import Line, MemoryLine

GROWN = 16
SOMBRE = ("worry", "illness", "quarrel")


def choose(scene: Scene, news: tuple[MemoryLine, ...], last: Line) -> tuple[MemoryLine, str]:
    """The offered item that shares a third person with the fact ``last`` told, and that
    person's id (None, '' when there is none, or a link was made in this talk already)."""
    told = last.fact
    if told is None or len(scene.others) != 1 or scene.kind == "quarrel":
        return None, ""
    if told.topic in SOMBRE:  # a trouble is met with sympathy, not with more gossip
        return None, ""
    if any(said_from("link_news", x.text) for x in scene.transcript):
        return None, ""
    here = {o.id for o in scene.others} | {scene.sp.id}
    third = [a for a in told.about if a not in here and a in scene.names]
    child = scene.listener is not None and 0 < scene.listener.age < GROWN
    for m in news:
        f = m.fact
        if f is None or f.key == told.key or f.secret or not f.news:
            continue
        if here & set(f.about) or (child and f.topic == "romance"):
            continue
        if scene.today is not None and f.over(scene.today, scene.now):
            continue
        shared = next((a for a in third if a in f.about), "")
        if shared:
            return m, shared
    return None, ""


def say(scene: Scene, book: Phrasebook, fact: Fact, who: str) -> str:
    """'Speaking of Ann, ...': the lead naming the one both facts are about, then the fact."""
    name = scene.names.get(who, "").split(" ")[0]
    lead = book.pick("link_news", who=name) if name else ""
    body = spoken(fact, scene.sp.id, scene.today)
    return f"{lead} {body}".strip()
