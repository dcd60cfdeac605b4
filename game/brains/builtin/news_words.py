"""A fact said from its record, in the speaker's words for the moment, not the file's sentence.

A residents file gives each storyline two sentences (``Fact.mine``, ``Fact.told``); said
every time, they make a resident recite its worry in the same words to everyone, and everyone
who passes it on recite the same other sentence. Where the record itself says enough, a line
is made from it instead:

* **one's own trouble** (``worry`` about someone, ``illness``, a ``quarrel`` with someone): the
  first time one tells it, it comes out whole, as one has it (the file's sentence); after that
  it is said from the record, to one close (family, a friend, a sweetheart, or anyone when
  one's mood is low) with how it weighs on one (``own_<topic>_close``), to anyone else
  briefly (``own_<topic>_brief``), and to one who has heard it as how it stands now
  (``own_<topic>_again``);
* **someone else's** trouble, quarrel or coming gathering passed on (``their_<topic>``,
  ``their_gathering``/``_for``): who, with whom, what, where and when, as the record has them,
  as word one had (not of one's own household, nor what one saw oneself).

Anything else (a project, one's work, a request, a secret) has its substance only in its
sentence: '' is returned and the caller says the sentence. Nothing here reads a sentence.
"""

from __future__ import annotations

from game.brains.builtin import news_kin
from game.brains.builtin.names import given_name
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.situation import Scene
from game.brains.builtin.spoken_words import when_words
from game.brains.builtin.talk_retell import times_told
from game.mind.facts import Fact

OWN = ("worry", "illness", "quarrel")  # one's own matters the record can say
THEIRS = ("worry", "illness", "quarrel")
_CLOSE = ("family", "close", "romance")
_LOW = ("low", "upset", "tense")
_FORMS = ("_close", "_brief", "_again")


def _first(scene: Scene, rid: str) -> str:
    """What the speaker calls ``rid``: the first name; one's own household by the name those
    close use (a surname-first name without its surname: 小明, not 王小明)."""
    full = scene.names.get(rid, "")
    return given_name(full) if rid in scene.housemates and full else full.split(" ")[0]


def _other(fact: Fact) -> str:
    return fact.about[1] if len(fact.about) > 1 else ""


STORY = "seed:"  # the key of a storyline of the residents file (``game.mind.facts``)


def sayable(fact: Fact) -> bool:
    """Whether the record alone says what ``fact`` is (its topic, whom it is about): a
    storyline of the residents file (a row someone saw, a word from a meeting, says what
    happened in its own sentence)."""
    if not fact.key.startswith(STORY) or fact.secret or fact.arranged is not None:
        return False
    if fact.ask and fact.topic != "quarrel":  # (a favour to ask: its words are the matter)
        return False  # (a quarrel's ``ask`` is what one means to say to their face)
    if fact.event is not None:
        return fact.topic == "party" and bool(fact.event.host) and fact.event.host == fact.subject
    if fact.topic == "illness":
        return fact.about == (fact.subject,)
    # (of two: one's worry about someone, a quarrel with someone; not a wish that two others
    # would make it up)
    return (
        fact.topic in ("worry", "quarrel") and len(fact.about) == 2 and _other(fact) != fact.subject
    )


def own(scene: Scene, book: Phrasebook, fact: Fact) -> str:
    """One's own trouble said for this moment from its record ('' for the file's sentence:
    the first telling, or a fact the record cannot say)."""
    if fact.subject != scene.sp.id or fact.topic not in OWN or not sayable(fact):
        return ""
    lis = scene.listener
    other = _first(scene, _other(fact)) if fact.topic != "illness" else ""
    if fact.topic != "illness" and (not other or lis is not None and lis.id == _other(fact)):
        return ""  # (to the one it is about: what one says to their face is another matter)
    if lis is not None and fact.key in lis.has:
        form = "_again"  # they know: how it stands now
    elif times_told(scene, fact) < 1:
        return ""  # the first telling: the whole story, as one has it
    elif scene.kind in _CLOSE or scene.mood.word in _LOW:
        form = "_close"
    else:
        form = "_brief"
    return book.pick(f"own_{fact.topic}{form}", "own_words", who=other)


def theirs(scene: Scene, book: Phrasebook, fact: Fact) -> str:
    """Someone else's trouble, quarrel or gathering passed on in one's own words, from its
    record ('' when the record cannot say it, or it concerns the speaker or the listener)."""
    me = scene.sp.id
    lis = scene.listener.id if scene.listener is not None else ""
    g = fact.event
    if g is not None and g.honoree == me and fact.subject not in (me, "") and sayable(fact):
        who = _first(scene, fact.subject)  # (its own one passes it on in its own person)
        if who and (scene.today is None or not fact.over(scene.today, scene.now)):
            when = when_words(g, scene.today)
            return book.pick(
                "their_gathering_for_me", "their_words", who=who, what=g.what, place=g.place,
                when=when,
            )  # fmt: skip
    if fact.subject in scene.housemates:  # one's own family's matter is no hearsay: as family
        return news_kin.said(scene, book, fact)  # ("Dad's not been well.")
    if fact.subject in (me, "") or me in fact.about or not sayable(fact):
        return ""
    if lis and lis in fact.about:
        return ""
    who = _first(scene, fact.subject)
    if not who:
        return ""
    g = fact.event
    if g is not None:
        if scene.today is not None and fact.over(scene.today, scene.now):
            return ""  # (past: told as what came of it, elsewhere)
        when = when_words(g, scene.today)
        honoree = _first(scene, g.honoree) if g.honoree else ""
        if g.honoree and not honoree:
            return ""
        name = "their_gathering_for" if honoree else "their_gathering"
        return book.pick(
            name, "their_words", who=who, what=g.what, place=g.place, when=when, other=honoree
        )
    other = _first(scene, _other(fact)) if fact.topic != "illness" else ""
    if fact.topic != "illness" and not other:
        return ""
    return book.pick(f"their_{fact.topic}", "their_words", who=who, other=other)


def said_own(scene: Scene, fact: Fact, text: str) -> bool:
    """Whether ``text`` says the speaker's own ``fact`` in one of its own forms of it, naming
    whom it is about (the hearer then gets the record, as when it is said in the file's
    words)."""
    if fact.topic not in OWN or fact.subject != scene.sp.id or not sayable(fact):
        return False
    other = _first(scene, _other(fact)) if fact.topic != "illness" else ""
    if fact.topic != "illness" and (not other or other not in text):
        return False
    return any(said_from(f"own_{fact.topic}{form}", text) for form in _FORMS)
