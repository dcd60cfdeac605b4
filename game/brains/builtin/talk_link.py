"""News that connects: what one was just told reminds one of something else one holds about
the same person, and one says it ("Speaking of Ann, I heard she's ..."), as villagers trade
what they know of a third person. Both are records: the told fact's ``about`` and an offered
news item's (``UtteranceRequest.news``) share someone who is not in the talk; so nobody hears
news of themselves, and the item is told as any news is (the mind marks it told). An item
whose record names the same thing as the told fact links as well ("Speaking of the grey
kitten, ..."): a run of two words or more both sentences hold (``talk_same.shared_thing``; in
a script without spaces, three characters or more). Once a talk,
between two people, never in a quarrel nor after someone's trouble. Phrasing: ``link_news`` in ``data/speech.toml``.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.situation import Scene
from game.brains.builtin.talk_facts import spoken
from game.brains.builtin.talk_same import shared_thing
from game.mind.facts import Fact
from game.mind.types import Line, MemoryLine

GROWN = 16
SOMBRE = ("worry", "illness", "quarrel")


def choose(scene: Scene, news: tuple[MemoryLine, ...], last: Line) -> tuple[MemoryLine, str]:
    """The offered item that shares a third person with the fact ``last`` told, and that
    person's id, or else one that names the same thing, and that thing prefixed with "=" (None,
    '' when there is none, or a link was made in this talk already)."""
    told = last.fact
    if told is None or len(scene.others) != 1 or scene.kind == "quarrel":
        return None, ""
    if told.topic in SOMBRE:  # a trouble is met with sympathy, not with more gossip
        return None, ""
    if any(said_from(n, x.text) for x in scene.transcript for n in ("link_news", "link_thing")):
        return None, ""
    here = {o.id for o in scene.others} | {scene.sp.id}
    third = [a for a in told.about if a not in here and a in scene.names]
    child = scene.listener is not None and 0 < scene.listener.age < GROWN
    heard = told.text(scene.sp.id)
    same: tuple[MemoryLine, str] = (None, "")
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
        thing = shared_thing(heard, f.text(scene.sp.id)) if same[0] is None else ""
        if len(thing.split()) >= 2 or not thing.isascii() and len(thing) >= 3:
            same = (m, "=" + thing)
    return same


def say(scene: Scene, book: Phrasebook, fact: Fact, who: str) -> str:
    """'Speaking of Ann, ...': the lead naming the one both facts are about (or the thing both
    name: ``who`` "=grey kitten"), then the fact."""
    if who.startswith("="):
        lead = book.pick("link_thing", what=who[1:])
    else:
        name = scene.names.get(who, "").split(" ")[0]
        lead = book.pick("link_news", who=name) if name else ""
    body = spoken(fact, scene.sp.id, scene.today)
    return f"{lead} {body}".strip()
