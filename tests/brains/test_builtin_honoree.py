"""A birthday do held for someone (``Gathering.honoree``), in the built-in brain's talk
(talk_honour, talk_event, talk_facts): whom it is for is named when it is wished and when its
host tells it; at it, guests wish the one it is for by name and get thanks; the one it is for
thanks its host and never wishes itself; told of its own do, it knows it is for it. Also the
LLM brain's prompt names whom a gathering is held for."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.profile import profile_of
from game.brains.builtin.situation import Block, Scene
from game.brains.builtin.tables import load_tables, use_tables
from game.brains.builtin.talk_event import answer, greet, wishes
from game.brains.llm.knowledge import news_line
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Gathering, MemoryLine, Place
from tests.mind.test_reflect import make_resident

# Cat holds a birthday supper for Dan (the speaker of these tests is Ann Lee, id "ann")
SUPPER = Fact(
    key="seed:cat:1", about=("cat",), topic="party",
    mine="I'm holding a birthday supper for my brother at The Mill {when}.",
    told="Cat Lowe is holding a birthday supper for her brother at The Mill {when}.",
    event=Gathering(what="birthday supper", place="The Mill", date="2026-02-13", start=1080,
                    end=1260, host="cat", host_name="Cat Lowe", honoree="dan",
                    honoree_name="Dan Lowe"),
)  # fmt: skip
KNOWN = (("bob", "Bob Marsh"), ("cat", "Cat Lowe"), ("dan", "Dan Lowe"))


@pytest.fixture(params=["en", "zh"])
def language(request):
    if request.param == "zh":
        use_tables(load_tables(language="zh"))
    yield request.param
    use_tables(None)


def _heard(fact: Fact, seed: int = 3) -> str:
    told = fact.told.replace("{when}", "tomorrow at six")
    said = Line(speaker="bob", name="Bob Marsh", text=f"Did you know? {told}", fact=fact)
    who = Listener(id="bob", name="Bob Marsh", relationship="an old friend", knows=True)
    req = UtteranceRequest(
        speaker=make_resident().card(), listeners=(who,), place=Place(sector="Bakery"),
        now=600, transcript=(said,), known=KNOWN,
    )  # fmt: skip
    return BuiltinBrain(seed=seed).next_utterance(req).text


def test_one_told_of_a_birthday_do_wishes_the_one_it_is_for_by_name():
    for seed in range(1, 6):
        text = _heard(SUPPER, seed)
        assert "Dan" in text and said_from("birthday_wish_for", text), text
    # a do held for nobody in particular: the topic's own wishes, naming nobody
    plain = replace(SUPPER, event=replace(SUPPER.event, honoree="", honoree_name=""))
    text = _heard(plain)
    assert "Dan" not in text and any(w in text for w in wishes("birthday supper")), text


def test_told_of_ones_own_birthday_do_one_knows_it_is_for_one():
    mine = replace(SUPPER, event=replace(SUPPER.event, honoree="ann", honoree_name="Ann Lee"))
    text = _heard(mine)
    assert said_from("react_for_me", text), text
    assert not any(w in text for w in wishes("birthday supper")), text


def _scene(speaker_id: str, listener: Listener, last: str = "") -> Scene:
    card = replace(make_resident().card(), id=speaker_id)
    said = (Line(speaker=listener.id, name=listener.name, text=last),) if last else ()
    return Scene(
        sp=card, prof=profile_of(card), listener=listener, others=(listener,), kind="known",
        role="", addr=listener.name.split(" ")[0], sector="The Mill", sector_kind="pub",
        owners="a public place", now=1100, transcript=said,
        current=Block(1060, 1260, "go to Cat Lowe's birthday supper at The Mill",
                      where="The Mill"),
        gathering=SUPPER, names=dict(KNOWN),
    )  # fmt: skip


def _book() -> Phrasebook:
    return Phrasebook([], 3, "ann", 1100)


def test_at_the_do_a_guest_wishes_the_one_it_is_for_who_thanks_them(language):
    dan = Listener(id="dan", name="Dan Lowe", knows=True)
    said = greet(_scene("ann", dan), _book(), {"addr": "Dan"})
    assert said_from("birthday_wish_to", said) and "Dan" in said, said
    # Dan answers the wish with thanks, not with a wish of his own
    ann = Listener(id="ann", name="Ann Lee", knows=True)
    back = greet(_scene("dan", ann, last=said), _book(), {"addr": "Ann"})
    assert said_from("birthday_thanks", back), back
    # and thanks its host; to another guest, a welcome: never "Happy birthday" to himself
    cat = Listener(id="cat", name="Cat Lowe", knows=True)
    to_host = greet(_scene("dan", cat), _book(), {"addr": "Cat"})
    assert said_from("birthday_thank_host", to_host), to_host
    bob = Listener(id="bob", name="Bob Marsh", knows=True)
    hello = greet(_scene("dan", bob), _book(), {"addr": "Bob"})
    assert hello and not any(w in hello for w in wishes(SUPPER.event.what)), hello
    assert not said_from("birthday_wish_for", hello) and not said_from("birthday_wish_to", hello)


def test_at_the_do_its_host_and_the_household_hear_the_wish_by_name():
    cat = Listener(id="cat", name="Cat Lowe", knows=True)
    said = greet(_scene("ann", cat), _book(), {"addr": "Cat"})
    assert "Dan" in said and said_from("birthday_wish_for", said), said
    wife = Listener(id="eve", name="Eve Lowe", knows=True, kin=(("dan", 40),))
    said = greet(_scene("ann", wife), _book(), {"addr": "Eve"})
    assert "Dan" in said and said_from("birthday_wish_for", said), said


def test_the_one_it_is_for_answers_how_it_is_going_as_its_host_does():
    bob = Listener(id="bob", name="Bob Marsh", knows=True)
    said = answer(
        _scene("dan", bob, last="Having a good time?"), _book(), {}, "Having a good time?"
    )
    assert said in lines("event_ans_host"), said


def _invites(housemates: tuple[str, ...] = (), listener: str = "bob") -> list[str]:
    own = replace(SUPPER, key="seed:ann:1", about=("ann",), event=replace(SUPPER.event, host="ann",
                  host_name="Ann Lee"))  # fmt: skip
    news = MemoryLine(id=7, text=own.text("ann"), importance=6, fact=own)
    name = dict(KNOWN)[listener]
    out = []
    for seed in range(1, 25):
        req = UtteranceRequest(
            speaker=make_resident().card(), place=Place(sector="Bakery"), now=600,
            listeners=(Listener(id=listener, name=name, knows=True),),
            transcript=(Line(speaker=listener, name=name, text="Hello!"),), news=(news,),
            known=KNOWN, housemates=housemates, max_turns_left=6,
        )  # fmt: skip
        out.append(BuiltinBrain(seed=seed).next_utterance(req).text)
    return out


def test_its_host_tells_whom_the_do_is_for_but_not_as_news_to_family():
    said = _invites()
    assert any(said_from("own_gathering_for", t) and "for Dan" in t for t in said), said
    # to Dan himself, and when Dan lives with the host, the host's own words ("my brother")
    assert not any("for Dan" in t for t in _invites(listener="dan"))
    assert not any("for Dan" in t for t in _invites(housemates=("dan",)))


def test_the_llm_prompt_names_whom_a_gathering_is_held_for():
    req = UtteranceRequest(
        speaker=make_resident().card(), listeners=(), place=Place(sector="Bakery"), now=600,
        transcript=(),
    )  # fmt: skip
    assert "held for Dan Lowe" in news_line(SUPPER, req)
    mine = replace(SUPPER, event=replace(SUPPER.event, honoree="ann", honoree_name="Ann Lee"))
    assert "held for Ann, the speaker" in news_line(mine, req)


def test_told_by_the_one_it_is_for_the_wish_is_said_to_them_not_of_them(language):
    """Dan tells Ann his sister holds a birthday supper for him: Ann wishes Dan ("Happy
    birthday, Dan!"), not "Happy birthday to Dan!" to his face (a reader of taohuacun saw
    "郑桂兰过生日！" said to 郑桂兰)."""
    told = SUPPER.told.replace("{when}", "tomorrow at six")
    said = Line(speaker="dan", name="Dan Lowe", text=f"Did you know? {told}", fact=SUPPER)
    dan = Listener(id="dan", name="Dan Lowe", relationship="an old friend", knows=True)
    for seed in range(1, 6):
        req = UtteranceRequest(
            speaker=make_resident().card(), listeners=(dan,), place=Place(sector="Bakery"),
            now=600, transcript=(said,), known=KNOWN,
        )  # fmt: skip
        text = BuiltinBrain(seed=seed).next_utterance(req).text
        assert said_from("birthday_wish_to", text) and not said_from("birthday_wish_for", text)
