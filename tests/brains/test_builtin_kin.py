"""Asking after someone's household, answered from records: the question names one the
listener lives with (``Listener.kin``); the one asked tells news it holds of them (the record
goes with the line) or says they are well; the asker sends them its best, by name."""

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.talk_kin import asked
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import MemoryLine, Place
from tests.mind.test_reflect import make_resident

KITTEN = Fact(
    key="seed:pip:0", about=("pip",), topic="family", mine="I want to keep the kitten.",
    told="Pip Moss wants to keep the grey kitten from the surgery.",
)  # fmt: skip
KNOWN = (("bob", "Bob Moss"), ("pip", "Pip Moss"), ("ann", "Ann Lee"))


def _card(rid, name, age=40):
    return replace(make_resident().card(), id=rid, name=name, age=age)


def _say(card, other, transcript, kin=(), now=600, age=0, **kw):
    who = Listener(
        id=other[0], name=other[1], relationship="an old friend", knows=True, kin=kin, age=age
    )
    req = UtteranceRequest(
        speaker=card, listeners=(who,), place=Place(sector="Green"), now=now,
        transcript=tuple(transcript), known=KNOWN, **kw,
    )  # fmt: skip
    return BuiltinBrain(seed=5).next_utterance(req)


def _ask():
    """Ann's line to Bob that asks after Pip (some minute of the morning asks it)."""
    hello = Line(speaker="bob", name="Bob Moss", text="Morning, Ann. Grand, thanks.")
    for minute in range(600, 700):
        line = _say(_card("ann", "Ann Lee"), ("bob", "Bob Moss"), [hello], (("pip", 9),), minute)
        if asked(line.text):
            return hello, line
    raise AssertionError("Ann never asked after Pip in 100 minutes")


def test_the_question_names_one_the_listener_lives_with():
    _, line = _ask()
    assert "Pip" in line.text and said_from("ask_kin_child", line.text), line.text


def test_nobody_is_asked_after_when_the_listener_lives_alone():
    hello = Line(speaker="bob", name="Bob Moss", text="Morning, Ann. Grand, thanks.")
    for minute in range(600, 700):
        line = _say(_card("ann", "Ann Lee"), ("bob", "Bob Moss"), [hello], (), minute)
        assert not asked(line.text), line.text


def test_a_child_is_not_asked_how_its_family_is_keeping():
    hello = Line(speaker="bob", name="Bob Moss", text="Morning, Ann. Grand, thanks.")
    for minute in range(600, 700):
        line = _say(
            _card("ann", "Ann Lee"), ("bob", "Bob Moss"), [hello], (("pip", 40),), minute, 9
        )
        assert not asked(line.text), line.text


def test_news_held_of_them_is_the_answer_and_goes_with_the_line():
    hello, q = _ask()
    news = MemoryLine(id=7, text=KITTEN.told, fact=KITTEN)
    back = Line(speaker="ann", name="Ann Lee", text=q.text)
    reply = _say(
        _card("bob", "Bob Moss"), ("ann", "Ann Lee"), [hello, back], household_news=(news,)
    )
    assert "kitten" in reply.text and reply.fact == KITTEN and reply.told == (7,), reply.text
    # with nothing held of Pip: a word that Pip gets on well at school (asked so: not "never
    # stops, as usual"), and the asker's word sent to Pip, as to a child
    plain = _say(_card("bob", "Bob Moss"), ("ann", "Ann Lee"), [hello, back])
    assert said_from("ans_kin_child", plain.text) and plain.fact is None, plain.text
    took = _say(
        _card("ann", "Ann Lee"),
        ("bob", "Bob Moss"),
        [hello, back, Line(speaker="bob", name="Bob Moss", text=plain.text)],
        (("pip", 9),),
    )
    assert said_from("react_kin_child", took.text), took.text
    assert "Give Bob" not in took.text and "Tell Bob" not in took.text, took.text  # (Pip's)


def test_news_that_opens_with_their_name_is_not_led_by_it_too():
    """Not "Pip's been better, between you and me: Pip heard ...": the name is said once."""
    hello, q = _ask()
    back = Line(speaker="ann", name="Ann Lee", text=q.text)
    for i in range(12):
        worry = replace(KITTEN, key=f"seed:pip:{i}", topic="worry", told=f"Pip Moss fears {i}.")
        news = MemoryLine(id=7, text=worry.told, fact=worry)
        reply = _say(
            _card("bob", "Bob Moss"), ("ann", "Ann Lee"), [hello, back], household_news=(news,),
            now=600 + i,
        )  # fmt: skip
        assert reply.text.count("Pip") == 1, reply.text


def test_a_grown_up_asked_after_is_well_in_a_grown_ups_words():
    """Asked after Bob's wife (not at school): a word that she is well, and one's best to her."""
    hello = Line(speaker="bob", name="Bob Moss", text="Morning, Ann. Grand, thanks.")
    back = Line(speaker="ann", name="Ann Lee", text="And how's Pip keeping?")
    plain = _say(_card("bob", "Bob Moss"), ("ann", "Ann Lee"), [hello, back])
    assert said_from("ans_kin", plain.text) and not said_from("ans_kin_child", plain.text)
    took = _say(
        _card("ann", "Ann Lee"),
        ("bob", "Bob Moss"),
        [hello, back, Line(speaker="bob", name="Bob Moss", text=plain.text)],
        (("pip", 40),),
    )
    assert said_from("react_kin", took.text), took.text


def test_a_do_held_for_the_one_asked_is_told_in_its_own_person():
    """Asked after Pip, who is giving Bob a birthday supper: Bob says Pip is giving *him* one,
    not "Pip Moss is giving her father Bob Moss a birthday supper" of himself."""
    from game.mind.types import Gathering

    supper = Gathering(
        what="birthday supper", place="Corner Cafe", date="2026-02-14", start=19 * 60,
        end=21 * 60, host="pip", host_name="Pip Moss", source="talk", honoree="bob",
        honoree_name="Bob Moss",
    )  # fmt: skip
    fact = Fact(
        key="seed:pip:1", about=("pip",), topic="party", news=True, event=supper,
        mine="I'm giving my father a birthday supper at the Corner Cafe {when}.",
        told="Pip Moss is giving her father Bob Moss a birthday supper at the Corner Cafe {when}.",
    )  # fmt: skip
    hello, q = _ask()
    back = Line(speaker="ann", name="Ann Lee", text=q.text)
    news = MemoryLine(id=7, text=fact.text(), fact=fact)
    reply = _say(
        _card("bob", "Bob Moss"), ("ann", "Ann Lee"), [hello, back], household_news=(news,),
        housemates=("pip",),
    )  # fmt: skip
    assert reply.fact == fact, reply.text
    assert "Bob" not in reply.text and " me " in f" {reply.text} ", reply.text
