"""Each reply answers what was said before it (issue 19): news gets a reaction before any
goodbye, a trouble is asked after by its topic, a request is retold from its record."""

from game.brains.builtin import talk_leave


def test_a_goodbye_is_a_sentence_of_its_own_not_a_word_inside_one():
    # "Night, love." takes one's leave; "Better than last night." does not
    assert talk_leave.is_goodbye("Night, Ann.")
    assert talk_leave.is_goodbye("Okay. Night.")
    assert talk_leave.is_goodbye("Right — I'll leave you to it.")
    assert not talk_leave.is_goodbye("Better than last night. I reckon Tom is sweet on Ann.")


# ---------------------------------------------------------------- news of someone else
from dataclasses import replace  # noqa: E402

from game.brains.builtin import BuiltinBrain  # noqa: E402
from game.brains.builtin.phrases import said_from  # noqa: E402
from game.mind.brain import Line, Listener, UtteranceRequest  # noqa: E402
from game.mind.facts import Fact  # noqa: E402
from game.mind.types import Place  # noqa: E402
from tests.mind.test_reflect import make_resident  # noqa: E402

SAW = Fact(
    key="seed:cal:1", about=("cal",), topic="other", mine="I saw a heron on the pond.",
    told="Cal Marsh saw a heron on the pond.",
)  # fmt: skip
KNOWN = (("bob", "Bob Marsh"), ("cal", "Cal Marsh"))


def _ann(**kw):
    return replace(make_resident().card(), **kw)


def _say(card, transcript, place="Bakery", other=("bob", "Bob Marsh"), **kw):
    who = Listener(id=other[0], name=other[1], relationship="an old friend", knows=True)
    req = UtteranceRequest(
        speaker=card, listeners=(who,), place=Place(sector=place), transcript=tuple(transcript),
        known=KNOWN, **{"now": 600, **kw},
    )  # fmt: skip
    return BuiltinBrain(seed=3).next_utterance(req)


def _told(text="Now there's a story: Cal saw a heron on the pond.", fact=SAW):
    return Line(speaker="bob", name="Bob Marsh", text=text, fact=fact)


def test_news_of_someone_else_is_taken_by_its_topic_and_names_them():
    # was: "Is that right?" to anything at all
    reply = _say(_ann(), [_told()])
    assert said_from("react_of_other", reply.text) and "Cal" in reply.text, reply.text


def test_news_of_ones_own_household_is_news_from_home():
    reply = _say(_ann(), [_told()], housemates=("cal",))
    assert said_from("react_of_home", reply.text), reply.text


def test_one_busy_at_work_takes_news_in_before_the_work_calls():
    # was: "Is that right? That's me, then — plenty still to do." in one breath
    card = _ann(work=Place(sector="Bakery"), work_hours=(0, 1439))
    hello = Line(speaker="bob", name="Bob Marsh", text="Hello, Ann. How's everything?")
    mine = Line(speaker=card.id, name=card.name, text="Hiya, Bob. Can't complain. How's Cal?")
    reply = _say(card, [hello, mine, _told()])
    assert not reply.end and said_from("react_of_other", reply.text), reply.text


def test_the_teller_has_a_word_back_on_news_it_told_of_someone_else():
    card = _ann()
    mine = Line(speaker=card.id, name=card.name, text="Cal saw a heron on the pond.", fact=SAW)
    took = Line(speaker="bob", name="Bob Marsh", text="Fancy that. Lucky Cal.")
    said = {_say(card, [mine, took], now=600 + m, housemates=("cal",)).text for m in range(20)}
    assert any(said_from("took_of_home", s) and "Cal" in s for s in said), said
