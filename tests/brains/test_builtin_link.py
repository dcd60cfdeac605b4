"""News that connects: told news of a third person, one tells what else one holds of them
(an offered record sharing that person), once a talk; never after someone's trouble."""

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import MemoryLine, Place
from tests.mind.test_reflect import make_resident

KNOWN = (("ann", "Ann Lee"), ("bob", "Bob Moss"), ("cal", "Cal Reed"))
BENCH = MemoryLine(
    id=9,
    text="Cal Reed is building a bench for the green.",
    fact=Fact(
        key="seed:cal:1", about=("cal",), topic="project", mine="",
        told="Cal Reed is building a bench for the green.",
    ),
)  # fmt: skip


def _bob_hears(fact, related=(BENCH,)):
    told = Line(speaker="ann", name="Ann Lee", text=fact.told, fact=fact)
    who = Listener(id="ann", name="Ann Lee", relationship="an old friend", knows=True)
    card = replace(make_resident().card(), id="bob", name="Bob Moss")
    out = []
    for minute in range(600, 640):
        req = UtteranceRequest(
            speaker=card, listeners=(who,), place=Place(sector="Green"), now=minute,
            transcript=(told,), known=KNOWN, related_news=related,
        )  # fmt: skip
        out.append(BuiltinBrain(seed=2).next_utterance(req))
    return out


def test_told_news_of_a_third_person_brings_up_what_else_one_holds_of_them():
    gate = Fact(
        key="seed:ann:0", about=("ann", "cal"), topic="project", mine="",
        told="Ann Lee asked Cal Reed to mend her gate.",
    )  # fmt: skip
    lines = _bob_hears(gate)
    linked = [u for u in lines if said_from("link_news", u.text)]
    assert linked, [u.text for u in lines]
    for u in linked:
        assert "bench" in u.text and "Cal" in u.text and u.told == (9,), u.text
    # nothing to link with: nobody says "Speaking of Cal"
    assert not any(said_from("link_news", u.text) for u in _bob_hears(gate, related=()))


def test_someone_s_trouble_is_not_met_with_more_gossip():
    ill = Fact(
        key="seed:ann:1", about=("ann", "cal"), topic="illness", mine="",
        told="Ann Lee says Cal Reed has hurt his back.",
    )  # fmt: skip
    assert not any(said_from("link_news", u.text) for u in _bob_hears(ill))
