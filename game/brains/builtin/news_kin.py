"""One's own family's trouble, said as family: "Dad's not been well.", "Mum's worried about Dad."

A household knows its members' standing troubles first-hand (``game.sim.household`` gives each
housemate the record, told by the one it is about). When one of them speaks of such a trouble
to someone outside the home, or is asked about it, it is not hearsay ("Shona is worried about
her husband, who hasn't been well ... No idea, I only heard it in passing", of one's own
parents): it is said with the word one calls them by (``address.kin_word``: "Dad", "Mum";
a spouse, a child, a younger sibling by the given name), and asked more, answered as one who
lives with it.

Read from records only: the fact's ``topic`` (``facts.TROUBLES``) and ``about``, and the
speaker's household (``Scene.housemates``, ``Scene.housemate_bonds``). Phrasing:
``kin_illness``, ``kin_worry``, ``kin_worry_me``, ``ans_follow_kin`` in ``data/speech.toml``.
"""

from __future__ import annotations

from game.brains.builtin.address import kin_word
from game.brains.builtin.names import given_name
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.situation import Scene
from game.mind.facts import TROUBLES, Fact

STORY = "seed:"  # a storyline of the residents file: the record says what it is


def call(scene: Scene, rid: str) -> str:
    """What the speaker calls ``rid``, one of its household: the kin word ("Dad", "妈") or
    the given name ('' when the name is not known)."""
    word = kin_word(dict(scene.housemate_bonds).get(rid, ""))
    return word or given_name(scene.names.get(rid, ""))


def family_matter(scene: Scene, fact: Fact | None) -> bool:
    """Whether ``fact`` is a standing trouble of the speaker's household, not its own: an
    illness of one of them, or the worry of one of them about one of them (or about the
    speaker)."""
    if fact is None or fact.topic not in TROUBLES or fact.secret or fact.ask:
        return False
    if not fact.key.startswith(STORY) or fact.event is not None:
        return False
    me, home = scene.sp.id, set(scene.housemates)
    if fact.subject == me or fact.subject not in home:
        return False
    if fact.topic == "illness":
        return fact.about == (fact.subject,)
    return len(fact.about) == 2 and fact.about[1] in home | {me} and fact.about[1] != fact.subject


def ill_one(scene: Scene, fact: Fact) -> str:
    """The one of the household the trouble is for: the ill one, or whom the worry is about."""
    return fact.subject if fact.topic == "illness" else fact.about[1]


def said(scene: Scene, book: Phrasebook, fact: Fact | None) -> str:
    """The family trouble ``fact`` said as family ('' when it is not one, or a name is not
    known)."""
    if not family_matter(scene, fact):
        return ""
    lis = scene.listener.id if scene.listener is not None else ""
    if lis and lis in fact.about:
        return ""  # (to the one it is about: theirs already)
    who = call(scene, fact.subject)
    if not who:
        return ""
    if fact.topic == "illness":
        return book.pick("kin_illness", "kin_words", who=who)
    if fact.about[1] == scene.sp.id:
        return book.pick("kin_worry_me", "kin_words", who=who)
    other = call(scene, fact.about[1])
    return book.pick("kin_worry", "kin_words", who=who, other=other) if other else ""


def follow(scene: Scene, book: Phrasebook, fact: Fact | None) -> str:
    """Asked more about a family trouble one told ("Is it really that bad?"): answered as one
    who lives with it, not as one who "only heard it in passing" ('' when not one)."""
    if not family_matter(scene, fact):
        return ""
    whom = ill_one(scene, fact)
    who = "me" if whom == scene.sp.id else call(scene, whom)
    if not who or whom == scene.sp.id:
        return book.pick("ans_follow_kin_me", "kin_words")
    return book.pick("ans_follow_kin", "kin_words", who=who)
