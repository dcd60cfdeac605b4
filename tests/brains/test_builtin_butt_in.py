"""One who comes up to a group talk with a do of its own coming, that someone there has not
heard of, breaks in to tell it ("Sorry to butt in — I'm holding a supper ..."), in place of a
hello to all, and the first who has not heard it is the one to answer (a made harbour: the
host of the next morning's clean-up stood silent in four group talks the day before).
Without a do of its own, one given the floor tells other news after its hello; one who hears
news of someone it knows has a word on it.

(Ann Lee, the speaker of ``make_resident``, holds the supper; Bob and Cat are talking.)"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Gathering, MemoryLine, Place
from tests.brains.test_builtin_honoree import language  # noqa: F401 (the en/zh fixture)
from tests.mind.test_reflect import make_resident

ANN = make_resident().card()
SUPPER = Fact(
    key=f"seed:{ANN.id}:1", about=(ANN.id,), topic="party", news=True,
    mine="I'm holding a supper at The Mill {when}.",
    told="Ann Lee is holding a supper at The Mill {when}.",
    event=Gathering(what="supper", place="The Mill", date="2026-02-14", start=1140, end=1260,
                    host=ANN.id, host_name=ANN.name),
)  # fmt: skip
OWN = Fact(
    key=f"seed:{ANN.id}:2", about=(ANN.id,), topic="project", news=True,
    mine="I'm mending the sea wall.", told="Ann Lee is mending the sea wall.",
)  # fmt: skip
BOB = Listener(id="bob", name="Bob Marsh", relationship="an old friend", knows=True, age=40)
CAT = Listener(id="cat", name="Cat Lowe", relationship="a neighbour", knows=True, age=40)
TALK = (
    Line(speaker="bob", name="Bob Marsh", text="Morning, Cat. Keeping well?", to="cat"),
    Line(speaker="cat", name="Cat Lowe", text="Morning, Bob. Not bad at all.", to="bob"),
)


def _say(fact: Fact, seed: int):
    context = (
        MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context"),
        MemoryLine(id=-2, text="We are at The Green (park), a public place.", kind="context"),
    )
    req = UtteranceRequest(
        speaker=ANN, listeners=(BOB, CAT), place=Place(sector="The Green"), now=600,
        transcript=TALK, memories=context,
        news=(MemoryLine(id=7, text=fact.text(ANN.id), fact=fact),),
        known=(("bob", "Bob Marsh"), ("cat", "Cat Lowe"), ("dan", "Dan Lowe")),
    )  # fmt: skip
    return BuiltinBrain(seed=seed).next_utterance(req)


@pytest.mark.usefixtures("language")
def test_one_with_its_own_do_breaks_in_to_tell_it():
    for seed in range(1, 9):
        utt = _say(SUPPER, seed)
        assert said_from("butt_in", utt.text), utt.text
        assert not said_from("greet_all", utt.text) and not said_from("greet_group", utt.text)
        assert "The Mill" in utt.text or "Mill" in utt.text, utt.text
        assert utt.to == "bob" and utt.asks, (utt.to, utt.asks)  # the first who has not heard


@pytest.mark.usefixtures("language")
def test_other_news_is_told_without_breaking_in():
    """Given the floor (``game.sim.floor``: quiet since the opening, or keen), one with other
    news tells it after its hello, with no "Sorry to butt in" (was: a hello, the news kept
    for a next turn that seldom came)."""
    for seed in range(1, 9):
        utt = _say(OWN, seed)
        assert not said_from("butt_in", utt.text), utt.text
        assert "sea wall" in utt.text or "海堤" in utt.text, utt.text


def _hears(about: str, seed: int):
    """Ann's first word after Bob told Cat something of ``about`` (a record)."""
    told = Fact(key=f"k:{about}", about=(about,), topic="project", news=True,
                mine="I'm mending the sea wall.", told="Dan Lowe is mending the sea wall.")  # fmt: skip
    talk = (*TALK, Line(speaker="bob", name="Bob Marsh", to="cat", fact=told,
                        text="Did you hear? Dan Lowe is mending the sea wall."))  # fmt: skip
    req = UtteranceRequest(
        speaker=ANN, listeners=(BOB, CAT), place=Place(sector="The Green"), now=600,
        transcript=talk,
        memories=(MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context"),),
        known=(("bob", "Bob Marsh"), ("cat", "Cat Lowe"), ("dan", "Dan Lowe")),
    )  # fmt: skip
    return BuiltinBrain(seed=seed).next_utterance(req).text


@pytest.mark.usefixtures("language")
def test_one_who_hears_of_someone_it_knows_has_a_word_on_it():
    """Bob tells Cat news of Dan, whom Ann knows: Ann, standing by, says something to it with
    her hello; of a stranger she only says hello (it was said to another)."""
    for seed in range(1, 9):
        known, stranger = _hears("dan", seed), _hears("zed", seed)
        assert len(known) > len(stranger), (known, stranger)


def test_a_lead_that_runs_on_lowers_a_plain_opener():
    """ "Word around town is that there's a party ...", not "... that There's" (Smallville s7);
    a name keeps its capital."""
    from game.brains.builtin.talk_facts import run_on

    lead = "Word around town is that"
    assert run_on(None, lead, "There's a party at the Mill.") == "there's a party at the Mill."
    assert run_on(None, "Sorry to butt in —", "The Mill has a do.") == "the Mill has a do."
    assert run_on(None, lead, "Ann Lee is ill.") == "Ann Lee is ill."


@pytest.mark.usefixtures("language")
def test_one_with_no_news_speaks_up_with_its_own_matter_or_only_a_hello_and_stays():
    """Given the floor with no news, one brings up a matter of its own after its hello when it
    has one ("Hello, hello. Plenty on today?"), else says hello; it never says "don't mind me"
    and ends the talk for the others."""
    asked = 0
    for seed in range(1, 13):
        req = UtteranceRequest(
            speaker=ANN, listeners=(BOB, CAT), place=Place(sector="The Green"), now=600,
            transcript=TALK,
            memories=(MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context"),),
            known=(("bob", "Bob Marsh"), ("cat", "Cat Lowe")),
        )  # fmt: skip
        utt = BuiltinBrain(seed=seed).next_utterance(req)
        assert not utt.end and not said_from("join_leave", utt.text), utt.text
        asked += utt.asks
    assert asked >= 1


@pytest.mark.usefixtures("language")
def test_one_standing_by_hears_the_teller_is_unwell():
    """Bob tells Cat he has not been well: Ann, standing by, has a kind word with her hello
    (was: "Well, hello, Bob." and no more; a Chinese village: '哦哟，郑阿姨。')."""
    ill = Fact(key="seed:bob:3", about=("bob",), topic="illness", news=True,
               mine="I haven't been well lately.", told="Bob Marsh hasn't been well lately.")  # fmt: skip
    said = "Not great, to be honest. I haven't been well lately."
    talk = (*TALK, Line(speaker="bob", name="Bob Marsh", text=said, to="cat", fact=ill))
    for seed in range(1, 6):
        req = UtteranceRequest(
            speaker=ANN, listeners=(BOB, CAT), place=Place(sector="The Green"), now=600,
            transcript=talk,
            memories=(MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context"),),
            known=(("bob", "Bob Marsh"), ("cat", "Cat Lowe")),
        )  # fmt: skip
        bare = BuiltinBrain(seed=seed).next_utterance(replace(req, known=()))
        utt = BuiltinBrain(seed=seed).next_utterance(req)
        # (a word on it, not a hello and a question of one's own as to one who knows nothing)
        assert utt.text != bare.text and not utt.asks, (utt.text, bare.text)
