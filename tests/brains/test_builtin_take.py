"""News that touches one's own view, worry or project gets one's own words on it after the
reaction; one's view that names someone in the talk is not said to their face."""

from dataclasses import replace

from game.brains.builtin import situation
from game.brains.builtin.talk_take import own_take
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Place
from tests.mind.test_reflect import make_resident

OFFER = Fact(
    key="seed:walt:4", about=("walt",), topic="other", mine="I've had word of an offer.",
    told="Walt Dee has had word that a developer wants to buy the old mill for flats.",
)  # fmt: skip
VIEW = Fact(
    key="seed:ann:1", about=("ann",), topic="opinion", news=False,
    mine="I'm dead against selling the old mill to a developer.", told="",
)  # fmt: skip
ABOUT_WALT = Fact(
    key="seed:ann:2", about=("ann", "walt"), topic="project", news=False,
    mine="I want to ask Walt Dee about the mill for my project.", told="",
)  # fmt: skip


def _scene(facts, listener="Bob Marsh", lid="bob"):
    card = replace(make_resident().card(), facts=tuple(facts))
    who = Listener(id=lid, name=listener, knows=True)
    told = Line(speaker=lid, name=listener, text=OFFER.told, fact=OFFER)
    req = UtteranceRequest(
        speaker=card, listeners=(who,), place=Place(sector="Cafe"), now=600, transcript=(told,)
    )
    return situation.read(req, 1)


def test_own_view_on_the_same_matter_is_said():
    assert own_take(_scene([VIEW]), OFFER) == VIEW.mine
    # nothing on the matter: nothing added
    other = replace(VIEW, mine="I think the bakery should open on Sundays.")
    assert own_take(_scene([other]), OFFER) == ""


def test_a_view_naming_the_listener_or_a_secret_is_kept_back():
    assert own_take(_scene([ABOUT_WALT], "Walt Dee", "walt"), OFFER) == ""
    assert own_take(_scene([replace(VIEW, secret=True)]), OFFER) == ""
