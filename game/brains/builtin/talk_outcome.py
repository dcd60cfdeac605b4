"""What came of a request, retold from its record in the teller's own words.

A request answered yes with a time fixed (``requests.is_outcome``: ``Fact.arranged`` holds the
meeting) is told by who asked, what for, and when and where the two meet: "Ann asked me for the
interview about the mill, and I said yes — tomorrow at half past three, at mine." (the one
asked; "at ours" to one who lives there too), "I asked Tom for ..., and Tom said yes" (the one who asked), "Ann asked Tom for ..."
(anyone else); once the meeting is over, as done. Not as a quote of the asker's words (the
mind's sentence, which a listener cannot tell from the asker speaking). A no, a yes with no
time fixed and a date's outing keep the mind's sentence. Nothing here reads a sentence.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.situation import Scene
from game.brains.builtin.spoken_words import when_words
from game.brains.builtin.talk_of import who_of
from game.mind import requests
from game.mind.facts import Fact


def retold(scene: Scene, book: Phrasebook, fact: Fact) -> str:
    """``fact``, what came of a request, as the speaker tells it ('' for the mind's sentence:
    see the module docstring)."""
    g = fact.arranged
    if not requests.is_outcome(fact) or g is None or not g.what or len(fact.about) < 2:
        return ""
    if fact.topic == "romance":
        return ""  # (a date's outing has words of its own)
    asked, asker = fact.about[0], fact.about[1]
    me = scene.sp.id
    role = "mine" if me == asked else "asker" if me == asker else "told"
    who = _first(scene, asked if role == "asker" else asker)
    whom = _first(scene, asked)
    if not who or not whom:
        return ""
    done = scene.today is not None and g.over(scene.today, scene.now)
    slots = {"who": who, "whom": whom, "what": g.what}
    if not done:
        home = g.place == scene.sp.home.sector
        ours = home and scene.listener is not None and scene.listener.id in scene.housemates
        where = book.pick("where_ours" if ours else "where_mine", "where") if home else ""
        where = where or book.pick("where_at", "where", place=g.place)
        # (a part of a sentence: "at mine", as the set has it, not "At mine")
        slots |= {"when": when_words(g, scene.today), "where": where[:1].lower() + where[1:]}
    return book.pick(f"request_{'done' if done else 'yes'}_retold_{role}", "retold", **slots)


def _first(scene: Scene, rid: str) -> str:
    name = scene.sp.name if rid == scene.sp.id else who_of(scene, rid)
    return name.split(" ")[0]
