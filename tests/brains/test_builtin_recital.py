"""One's own sentence about oneself (what one is busy with, from the residents file) is not
said again to anyone the day after it was said (issue 19: a blind reader heard the same
"currently" sentence said to many people, day after day), known by its words though the day
in it is said another way; news of one's own still goes to each who has not had it."""

from __future__ import annotations

from game.brains.builtin import talk_recital
from game.mind.facts import Fact
from tests.brains.test_builtin_residents_say import _card, _scene

MINE = "I'm planning a lantern walk at Market Cross on Saturday, May 9, for the schoolchildren."


def test_a_sentence_about_oneself_said_lately_is_not_said_again_today():
    said = ("Morning. I'm planning a lantern walk at N tomorrow, for the schoolchildren.",)
    sc = _scene(lately=said)
    assert talk_recital.said_lately(sc, MINE)
    assert not talk_recital.said_lately(_scene(), MINE)
    offers = iter([MINE, "I've taken up the fiddle again."])
    assert talk_recital.fresh(sc, lambda avoid: next(offers)) == "I've taken up the fiddle again."
    news = Fact(key="ann:walk", about=("ann",), topic="party", mine=MINE, told="", news=True)
    assert not talk_recital.said_lately(_scene(card=_card(facts=(news,)), lately=said), MINE)


def test_a_stock_phrase_is_no_recital():
    sc = _scene(lately=("I must sound like a stuck record — I've a new loaf on.",))
    assert not talk_recital.said_lately(sc, "I must sound like a stuck record — I'm off to sea.")
