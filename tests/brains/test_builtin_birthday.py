"""A birthday do: whoever hears of it, and its guests meeting its host's household at it, wish
many happy returns (talk_event.wishes, the ``birthday`` news topic of data/talk.toml and
data/zh/talk.toml); a party its plan block names in words the tables do not know (a Chinese
town's) is known by its record; the household of its host is not asked whether it is going."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.profile import profile_of
from game.brains.builtin.situation import Block, Scene
from game.brains.builtin.tables import load_tables, use_tables
from game.brains.builtin.talk_discuss import asked_about
from game.brains.builtin.talk_event import event, greet, wishes
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Gathering, MemoryLine, Place
from tests.mind.test_reflect import make_resident

SUPPER = Fact(
    key="seed:cat:1", about=("cat",), topic="party",
    mine="I'm holding a birthday supper for my wife at The Mill {when}.",
    told="Cat Lowe is holding a birthday supper for his wife at The Mill {when}.",
    event=Gathering(what="birthday supper", place="The Mill", date="2026-02-13", start=1080,
                    end=1260, host="cat", host_name="Cat Lowe"),
)  # fmt: skip
ZH_SUPPER = replace(
    SUPPER, event=replace(SUPPER.event, what="生日晚宴", place="梨园", host_name="孙国华")
)


@pytest.fixture
def chinese():
    use_tables(load_tables(language="zh"))
    yield
    use_tables(None)


def test_a_birthday_do_has_wishes_and_another_party_none(chinese):
    assert any("生日快乐" in w for w in wishes("生日晚宴"))
    assert wishes("音乐晚会") == ()
    use_tables(None)
    assert any("birthday" in w.lower() for w in wishes("birthday supper"))
    assert wishes("music evening") == () and wishes("party") == ()


def _scene(listener: Listener, activity: str, fact: Fact = ZH_SUPPER) -> Scene:
    card = make_resident().card()
    return Scene(
        sp=card, prof=profile_of(card), listener=listener, others=(listener,), kind="known",
        role="", addr=listener.name, sector="梨园", sector_kind="pub", owners="a public place",
        now=1100, current=Block(1060, 1260, activity, where="梨园"), gathering=fact,
    )  # fmt: skip


def test_a_party_named_in_the_towns_own_words_is_known_by_its_record(chinese):
    host = Listener(id="cat", name="孙国华", knows=True)
    scene = _scene(host, "go to 孙国华's 生日晚宴 at 梨园")
    assert event(scene) == ("guest", "孙国华的生日晚宴", "生日晚宴")
    said = greet(scene, Phrasebook([], 3, "ann", 1100), {"addr": "孙国华"})
    assert "孙国华" in said and any(w in said for w in wishes("生日晚宴")), said
    # his wife, whose day it is, is wished many happy returns too
    wife = Listener(id="dot", name="孙佳怡", knows=True, kin=(("cat", 31),))
    said = greet(
        _scene(wife, "go to 孙国华's 生日晚宴 at 梨园"), Phrasebook([], 3, "ann", 1100), {}
    )
    assert said in wishes("生日晚宴"), said
    # not a meeting (what is said at one reads the tables' nouns), not elsewhere
    meeting = replace(ZH_SUPPER, topic="meeting")
    assert event(_scene(host, "go to 孙国华's 讨论会 at 梨园", meeting)) == ("", "", "")
    assert event(_scene(host, "go to 孙国华's 生日晚宴 at 别处")) == ("", "", "")


def _ask(kin: tuple, minute: int):
    who = Listener(id="bob", name="Bob Marsh", relationship="an old friend", knows=True,
                   has=(SUPPER.key,), kin=kin)  # fmt: skip
    req = UtteranceRequest(
        speaker=make_resident().card(), listeners=(who,), place=Place(sector="Bakery"),
        now=600 + minute, transcript=(), known=(("bob", "Bob Marsh"), ("cat", "Cat Lowe")),
        memories=(MemoryLine(id=7, text=SUPPER.told, when="Fri 13 Feb 08:00",
                             kind="conversation", fact=SUPPER),),
    )  # fmt: skip
    return BuiltinBrain(seed=3).next_utterance(req).text


def test_the_hosts_household_is_not_asked_whether_it_is_going():
    asked = sum(asked_about(_ask((), m)) for m in range(60))
    assert asked > 0  # (the same talks, to one who does not live with the host, do ask)
    for m in range(60):
        assert not asked_about(_ask((("cat", 40),), m))


def test_one_told_of_a_birthday_do_wishes_many_happy_returns():
    told = SUPPER.told.format(when="tomorrow at six")
    said = Line(speaker="bob", name="Bob Marsh", text=f"Did you know? {told}", fact=SUPPER)
    who = Listener(id="bob", name="Bob Marsh", relationship="an old friend", knows=True)
    req = UtteranceRequest(
        speaker=make_resident().card(), listeners=(who,), place=Place(sector="Bakery"),
        now=600, transcript=(said,), known=(("bob", "Bob Marsh"), ("cat", "Cat Lowe")),
    )  # fmt: skip
    text = BuiltinBrain(seed=3).next_utterance(req).text
    assert any(w in text for w in wishes("birthday supper")), text
