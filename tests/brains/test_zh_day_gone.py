"""What took up a day gone by, said in Chinese (``talk_slots``' ``done_ing``): 在看书, not 正在看书
("今天大半天都在看书"; a reader of taohuacun saw "今天主要在忙这个：正在出门办事。"). English keeps
its "-ing"."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.brains.builtin.profile import profile_of
from game.brains.builtin.situation import Block, Scene
from game.brains.builtin.tables import load_tables, use_tables
from game.brains.builtin.talk_slots import slots
from game.lang import reading_for
from game.mind import language
from game.mind.brain import Listener
from tests.mind.test_reflect import make_resident


@pytest.fixture
def zh():
    before = language.reading()
    language.use(reading_for("zh"))
    use_tables(load_tables(language="zh"))
    yield
    use_tables(None)
    language.use(before)


def _done(activity: str) -> str:
    card = replace(make_resident().card(), id="me", name="王秀英")
    who = Listener(id="li", name="李建国", knows=True)
    scene = Scene(
        sp=card, prof=profile_of(card), listener=who, others=(who,), kind="known", role="",
        addr="建国", sector="茶园", sector_kind="home", owners="王秀英's", now=1200,
        done=[Block(540, 720, activity)],
    )  # fmt: skip
    return slots(scene).get("done_ing", "")


@pytest.mark.parametrize(
    ("activity", "said"),
    [("看书", "在看书"), ("站在讲台前讲课", "站在讲台前讲课"), ("在公园坐坐", "在公园坐坐")],
)
def test_a_day_gone_is_said_without_right_now(zh, activity, said):
    assert _done(activity) == said


def test_english_keeps_its_ing():
    card = replace(make_resident().card(), id="me")
    who = Listener(id="li", name="Bob Marsh", knows=True)
    scene = Scene(
        sp=card, prof=profile_of(card), listener=who, others=(who,), kind="known", role="",
        addr="Bob", sector="Park", sector_kind="park", owners="a public place", now=1200,
        done=[Block(540, 720, "read a book")],
    )  # fmt: skip
    assert slots(scene)["done_ing"] == "reading a book"
