"""One's own mother is not named by her full name to one: "祝你妈生日快乐" to her daughter, not
"祝郑桂兰生日快乐"; "Happy birthday to your mum!" (what she is to them: ``Listener.kin_bonds``,
the town's data as anyone who knows the family knows it)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.address import kin_noun
from game.brains.builtin.tables import load_tables, use_tables
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.relations import Relationships
from game.mind.types import Gathering, Place
from tests.mind.test_reflect import make_resident

SUPPER = Fact(
    key="seed:bob:1", about=("bob",), topic="party",
    mine="I'm holding a birthday supper for my mother at The Mill {when}.",
    told="Bob Lowe is holding a birthday supper for his mother at The Mill {when}.",
    event=Gathering(what="birthday supper", place="The Mill", date="2026-02-13", start=1080,
                    end=1260, host="bob", host_name="Bob Lowe", honoree="dot",
                    honoree_name="Dot Lowe"),
)  # fmt: skip
ZH_SUPPER = replace(
    SUPPER,
    mine="我{when}在梨园给我母亲办生日晚宴。",
    told="孙国华{when}在梨园给他母亲办生日晚宴。",
    event=replace(
        SUPPER.event, what="生日晚宴", place="梨园", host_name="孙国华", honoree_name="郑桂兰"
    ),
)


@pytest.fixture
def chinese():
    use_tables(load_tables(language="zh"))
    yield
    use_tables(None)


def _told_by_son(fact: Fact, bond: str, names: dict[str, str], when: str) -> str:
    """What one says when the one a birthday supper is for's son tells one of it."""
    told = fact.told.format(when=when)
    son = Listener(id="bob", name=names["bob"], relationship="an old friend", knows=True,
                   kin=(("dot", 60),), kin_bonds=(("dot", bond),))  # fmt: skip
    said = Line(speaker="bob", name=names["bob"], text=told, fact=fact)
    req = UtteranceRequest(
        speaker=make_resident().card(), listeners=(son,), place=Place(sector="Bakery"),
        now=600, transcript=(said,), known=tuple(names.items()),
    )  # fmt: skip
    return BuiltinBrain(seed=3).next_utterance(req).text


def test_her_son_hears_happy_birthday_to_his_mum_not_her_full_name():
    text = _told_by_son(SUPPER, "His mother, a retired nurse", {"bob": "Bob Lowe", "dot": "Dot Lowe"}, "tomorrow at six")  # fmt: skip
    assert "your mum" in text and "Dot" not in text, text


def test_in_chinese_her_son_hears_your_mum(chinese):
    names = {"bob": "孙国华", "dot": "郑桂兰"}
    text = _told_by_son(ZH_SUPPER, "他的母亲，酒保。", names, "明天晚上六点")
    assert "你妈" in text and "郑桂兰" not in text, text


def test_what_a_relative_is_to_someone_is_read_from_their_bond():
    assert kin_noun("Her mother, a nurse") == "mum" and kin_noun("His wife of 20 years") == "wife"
    assert kin_noun("她的女儿，店员。") == "女儿" and kin_noun("他的父亲") == "爸"
    assert kin_noun("A neighbour") == ""
    rel = Relationships()
    rel.households = {"bob": ("dot", "me")}
    rel.household_bonds = {"bob": {"dot": "His mother, a nurse"}}
    rel.know("dot", "Dot Lowe", "A friend")
    assert rel.kin_bonds_of("bob", "me") == (("dot", "His mother, a nurse"),)
