"""Rivals: a rival's news on a matter one has an aim of one's own in is met with that aim and
no good wishes or follow-up ("Are you, now? Well. I'm determined to win the cake class."),
and a rival's dig is parried, not answered with a second dig."""

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.talk_follow import asked
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Place
from tests.mind.test_reflect import make_resident

HERS = Fact(
    key="seed:meg:0", about=("meg",), topic="project", mine="I mean to win the cake class again.",
    told="Meg Ash means to win the cake class at the show again.", news=True,
)  # fmt: skip
MINE = Fact(
    key="seed:ann:0", about=("ann",), topic="project",
    mine="I'm determined to win the cake class this year.",
    told="Ann Lee is determined to win the cake class this year.",
)  # fmt: skip


def _reply(bond, transcript, minute):
    ann = replace(make_resident().card(), id="ann", name="Ann Lee", facts=(MINE,))
    meg = Listener(id="meg", name="Meg Ash", relationship=bond, knows=True)
    req = UtteranceRequest(
        speaker=ann, listeners=(meg,), place=Place(sector="Tea Room"), now=minute,
        transcript=tuple(transcript), known=(("meg", "Meg Ash"),),
    )  # fmt: skip
    return BuiltinBrain(seed=2).next_utterance(req).text


def test_a_rivals_news_meets_ones_own_aim_and_no_good_wishes():
    hello = Line(speaker="ann", name="Ann Lee", text="Afternoon, Meg.")
    told = Line(speaker="meg", name="Meg Ash", text="Hello, Ann. " + HERS.mine, fact=HERS)
    for minute in range(600, 640):
        said = _reply("her rival for the cake prize", [hello, told], minute)
        assert said_from("react_rival", said) and MINE.mine in said, said
        assert not asked(said), said  # no "You'll keep me in the loop?"
    said = _reply("an old friend", [hello, told], 600)  # a friend wishes her well
    assert not said_from("react_rival", said), said


def test_a_rivals_dig_is_parried():
    hello = Line(speaker="ann", name="Ann Lee", text="Afternoon, Meg.")
    dig = Line(speaker="meg", name="Meg Ash", text="Hello, Ann. I hear you've been busy.")
    for minute in range(600, 620):
        said = _reply("her rival for the cake prize", [hello, dig], minute)
        assert said_from("react_rival_line", said) and not said_from("rival_line", said), said
