"""One's own news told again is not told in the first telling's words (``talk_retell``): the
mind's count of whom one told it (``UtteranceRequest.retold``) frames the later tellings."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import situation, talk_facts, talk_thread
from game.brains.builtin.phrases import Phrasebook
from game.mind.brain import Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Place
from tests.brains.test_builtin_support import cards

CARD = cards()[0]
BOAT = Fact(
    key="seed:x:0",
    about=(CARD.id,),
    topic="project",
    mine="I'm building a rowing boat in the shed.",
    told=f"{CARD.name} is building a rowing boat in the shed.",
)
OARS = Fact(
    key="seed:x:1",
    about=(CARD.id,),
    topic="project",
    mine="I've carved the oars for the rowing boat already.",
    told=f"{CARD.name} has carved the oars for the rowing boat already.",
)


def _scene(retold: tuple[tuple[str, int], ...], listener: str, now: int):
    req = UtteranceRequest(
        speaker=replace(CARD, facts=(BOAT, OARS)),
        listeners=(Listener(id=listener, name=f"{listener.title()} Smith", knows=True),),
        place=Place(sector="Bluebell Park", arena="Pond"),
        now=now,
        transcript=(),
        retold=retold,
    )
    return situation.read(req, 3)


def _telling(retold, listener: str, now: int) -> str:
    sc = _scene(retold, listener, now)
    return talk_facts.tell(sc, Phrasebook([], 3, listener, now), BOAT, 3)


def test_a_first_telling_is_the_news_as_it_is():
    for i, who in enumerate(("ann", "bob", "cid")):
        assert _telling((), who, 600 + i) == BOAT.mine


def test_later_tellings_are_framed_and_differ_from_each_other():
    tellings = [
        _telling(((BOAT.key, n),), who, 600 + 7 * n)
        for n, who in enumerate(("ann", "bob", "cid", "dot", "eve", "fay"), 1)
    ]
    assert all(BOAT.mine in t and t != BOAT.mine for t in tellings), tellings
    assert len(set(tellings)) >= 4, tellings


def test_a_story_told_round_is_told_without_the_rest_of_it():
    fresh = _scene((), "ann", 600)
    told = _scene(((BOAT.key, 2),), "ann", 600)
    assert talk_thread.more_of_mine(fresh, BOAT) == OARS
    assert talk_thread.more_of_mine(told, BOAT) is None
