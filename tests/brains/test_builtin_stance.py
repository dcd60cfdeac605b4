"""At a meeting, one with no view of its own says where it stands, with the host or against,
as the mind drew it (the same draw as the show of hands), and the host takes it in kind."""

from dataclasses import replace

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.records import Gathering
from game.mind.types import Place
from tests.mind.test_reflect import make_resident

MEETING = Fact(
    key="seed:walt:0", about=("walt",), topic="meeting", mine="I've called a meeting {when}.",
    told="Walt Moss has called a meeting about the bridge {when}.",
    event=Gathering(
        what="meeting about the bridge", place="Hall", date="2026-02-13", start=1140, end=1230,
        host="walt", host_name="Walt Moss", source="talk",
    ),
)  # fmt: skip
ASK = Line(speaker="walt", name="Walt Moss", text="Glad you came. Where do you stand on it?")


def _say(card, who, transcript, stance):
    req = UtteranceRequest(
        speaker=card, listeners=(who,), place=Place(sector="Hall"), now=1150,
        transcript=tuple(transcript), known=(("walt", "Walt Moss"), ("ann", "Ann Lee")),
        gathering_here=MEETING, stance=stance,
    )  # fmt: skip
    return BuiltinBrain(seed=1).next_utterance(req).text


@pytest.mark.parametrize("stance", ["with", "against"])
def test_asked_by_the_host_one_says_where_one_stands(stance):
    ann = replace(make_resident().card(), id="ann", name="Ann Lee")
    walt = Listener(id="walt", name="Walt Moss", knows=True)
    said = _say(ann, walt, [ASK], stance)
    assert said_from(f"ans_stance_{stance}_you", said), said
    host = replace(make_resident().card(), id="walt", name="Walt Moss")
    # (her stance alone: a question of hers after it, "Keeping well, I hope?", is answered
    # first, as any question is)
    stance_said = said.split("?")[0].rsplit(". ", 1)[0] + "." if said.endswith("?") else said
    back = _say(host, Listener(id="ann", name="Ann Lee", knows=True), [ASK, Line(
        speaker="ann", name="Ann Lee", text=stance_said)], "")  # fmt: skip
    assert said_from(f"react_stance_{stance}", back), back


def test_no_stance_no_side_taken():
    ann = replace(make_resident().card(), id="ann", name="Ann Lee")
    said = _say(ann, Listener(id="walt", name="Walt Moss", knows=True), [ASK], "")
    assert not said_from("ans_stance_with_you", said) and not said_from(
        "ans_stance_against_you", said
    )


def test_in_a_group_the_host_who_asked_is_answered_to_his_face():
    """Three at the meeting, the host asks: 'I'm with you', not 'Walt's right' to Walt."""
    ann = replace(make_resident().card(), id="ann", name="Ann Lee")
    walt = Listener(id="walt", name="Walt Moss", knows=True)
    jo = Listener(id="jo", name="Jo Hart", knows=True)
    hello = Line(speaker="jo", name="Jo Hart", text="Hello, Ann.")
    req = UtteranceRequest(
        speaker=ann, listeners=(walt, jo), place=Place(sector="Hall"), now=1150,
        transcript=(hello, ASK), known=(("walt", "Walt Moss"), ("jo", "Jo Hart")),
        gathering_here=MEETING, stance="with",
    )  # fmt: skip
    said = BuiltinBrain(seed=1).next_utterance(req).text
    assert said_from("ans_stance_with_you", said), said
