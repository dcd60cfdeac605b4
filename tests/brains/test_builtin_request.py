"""A request of one's own (a fact's ``ask``) is made to the one it is for when they talk alone,
once; it is answered yes, maybe or no by what they are to the asker, and the asker takes the
answer. A residents file's ``ask`` needs the asker first in ``about`` and then whom it asks."""

from dataclasses import replace

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.talk_request import ANSWERS
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact, FactError, from_file
from game.mind.residents_schema import FactEntry
from game.mind.types import Place
from tests.mind.test_reflect import make_resident

ASK = "Could you cover the counter for me one Saturday?"
NAMES = (("bob", "Bob Marsh"), ("cat", "Cat Lowe"))


def _fact(about=("ann_lee", "bob")):
    return Fact(
        key="seed:ann_lee:0", about=about, topic="work", news=False, ask=ASK,
        mine="I'm going to ask Bob Marsh to cover the counter one Saturday.", told="",
    )  # fmt: skip


def _say(card, transcript=(), bond="an old friend", lid="bob", others=()):
    who = Listener(id=lid, name=dict(NAMES)[lid], relationship=bond, knows=True)
    more = tuple(Listener(id=o, name=dict(NAMES)[o], knows=True) for o in others)
    req = UtteranceRequest(
        speaker=card, listeners=(who, *more), place=Place(sector="Bakery"), now=600,
        transcript=tuple(transcript), known=NAMES,
    )  # fmt: skip
    return BuiltinBrain(seed=3).next_utterance(req)


def _asker():
    card = make_resident().card()
    return replace(card, facts=(replace(_fact(), about=(card.id, "bob")),))


def test_the_request_is_made_to_the_one_it_is_for_and_answered():
    card = _asker()
    first = _say(card)
    assert ASK in first.text and first.fact is not None and first.fact.ask == ASK
    # not to someone else, and not in a group ("you" would be unclear)
    assert ASK not in _say(card, lid="cat").text
    assert ASK not in _say(card, others=("cat",)).text
    asked = Line(speaker=card.id, name=card.name, text=first.text, fact=first.fact)
    bob = replace(make_resident().card(), id="bob", name="Bob Marsh")
    reply = _say(bob, transcript=(asked,), lid="cat")
    assert any(said_from(a, reply.text) for a in ANSWERS), reply.text
    # the asker takes the answer, and does not ask again in the same talk
    back = Line(speaker="bob", name="Bob Marsh", text=reply.text)
    then = _say(card, transcript=(asked, back))
    assert ASK not in then.text
    assert any(said_from(f"thank_request_{a.rsplit('_', 1)[1]}", then.text) for a in ANSWERS)


def test_words_for_someone_else_quoted_to_me_ask_nothing_of_me():
    """A complaint told round quotes what its holder says to the face of the one it is about
    ("I said it to Bob's face, too: ..."): the listener it is not for hears news, not a favour
    asked (was: "I'd be glad to." / "I knew I could count on you.")."""
    card = _asker()
    told = Line(
        speaker=card.id, name=card.name, text=f"I said it to Bob's face, too: “{ASK}”",
        fact=card.facts[0],
    )  # fmt: skip
    cat = replace(make_resident().card(), id="cat", name="Cat Lowe")
    reply = _say(cat, transcript=(told,), lid="bob")
    assert not any(said_from(a, reply.text) for a in ANSWERS), reply.text
    bob = replace(make_resident().card(), id="bob", name="Bob Marsh")  # (to Bob: asked)
    assert any(said_from(a, _say(bob, transcript=(told,), lid="cat").text) for a in ANSWERS)


def test_a_quarrel_does_not_say_yes():
    card = _asker()
    asked = Line(speaker=card.id, name=card.name, text=ASK, fact=_asker().facts[0])
    bob = replace(make_resident().card(), id="bob", name="Bob Marsh")
    reply = _say(bob, transcript=(asked,), lid="cat", bond="his bitter enemy; they quarrel")
    assert not said_from("ans_request_yes", reply.text), reply.text


def test_an_ask_needs_the_asker_first_and_someone_to_ask():
    ids, names = {"ann_lee", "bob"}, {"ann_lee": "Ann Lee", "bob": "Bob Marsh"}
    entry = FactEntry.model_validate({"about": ["ann_lee", "bob"], "topic": "work",
                                      "mine": "I mean to ask Bob.", "told": "Ann means to ask Bob.",
                                      "ask": ASK})  # fmt: skip
    assert from_file(entry, "ann_lee", 0, ids, names).ask == ASK
    alone = entry.model_copy(update={"about": ["ann_lee"]})
    with pytest.raises(FactError, match="ask"):
        from_file(alone, "ann_lee", 0, ids, names)
    # the record keeps it through a save (and a fact without one saves as before)
    fact = from_file(entry, "ann_lee", 0, ids, names)
    assert Fact.from_meta(fact.to_meta()) == fact
    assert "ask" not in replace(fact, ask="").to_meta()
