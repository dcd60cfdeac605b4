"""News of someone else, taken by what it is and by who they are to the hearer.

A fact told about a third person (not the teller, not the hearer) whose topic has no reaction
of its own in the tables (``news_reactions``: a party, a worry, a romance have theirs) is
answered by its topic, naming them (``react_of_<topic>``: "Did Ann now? Fancy that." to what
Ann saw; "Good luck to Ann, then." to her project; family news for the other it is about:
"How lovely for Ann." when Tom promised her something), not by a stock "Is that right?". Who they
are to the hearer comes first: one who lives with them hears news from home it missed
(``react_of_home``), one at odds with them hears it coolly (``react_of_odds``). Both are the
records': the hearer's housemates, and the kind of its bond with them (the residents file's
words, as the town's language reads them). The teller's own word on someone else ("I've
noticed Ann mending the same latch twice") is news of them too. The teller may then add a word back
(``talk_reply``): of one it lives with, how they took it ("Ann's talked of nothing else."),
else where it stands ("So I heard, anyway."). Nothing here reads the fact's sentence.
"""

from __future__ import annotations

from game.brains.builtin.events import bond_with
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.situation import Scene
from game.mind.facts import Fact
from game.mind.language import reading
from game.mind.relations import bond_of

AT_ODDS = ("quarrel", "rival")
# the topics of one's own small doings: told of someone else, they are news of them (not a
# project: "I'm helping Ann build her boat" is one's own project still)
SMALL = ("work", "habit", "opinion", "other")


def who_of(scene: Scene, rid: str) -> str:
    """The full name of resident ``rid`` as the speaker knows it ('' when it does not)."""
    return scene.names.get(rid, "") or next((o.name for o in scene.others if o.id == rid), "")


def tie(scene: Scene, rid: str) -> str:
    """What resident ``rid`` is to the speaker: "home" (they live together), else the kind of
    its bond with them ("family", "close", "quarrel", ...; '' for none)."""
    if rid in scene.housemates:
        return "home"
    name = who_of(scene, rid)
    text = bond_with(name, scene.sp.name, scene.memories, scene.others) if name else ""
    return reading().bond_kind(bond_of(text)) if text else ""


def react(scene: Scene, book: Phrasebook, fact: Fact, teller: str) -> str:
    """The hearer's word on ``fact``, news of a third person just told by ``teller`` ('' when
    it is not such news, or the set for its topic has no line)."""
    subject = fact.subject
    other = next((a for a in fact.about[1:] if a not in (teller, scene.sp.id)), "")
    if subject == teller and fact.topic in SMALL and other:
        subject = other  # the teller's own word on someone else ("I've noticed Ann ..."): of them
    if fact.secret or subject in (teller, scene.sp.id):
        return ""
    # family news is good news for the other one it is about ("Tom promised Ann she could
    # help" is "How lovely for Ann."): they are named, and the tie is to them
    named = other if fact.topic == "family" and other else subject
    who = who_of(scene, named).split(" ")[0]
    if not who:
        return ""
    kind = tie(scene, named)
    name = (
        "react_of_home"
        if kind == "home"
        else "react_of_odds"
        if kind in AT_ODDS
        else f"react_of_{fact.topic}"
    )
    return book.pick(name, "news", who=who)
