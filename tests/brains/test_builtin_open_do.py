"""Word of a do all are welcome at (``Gathering.open``: a clean-up of the streets) is passed
on more readily than someone else's invitation to a supper: it is everyone's to hand out
(``talk_news.choose``)."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from game.brains.builtin import talk_news
from game.mind.facts import Fact
from game.mind.types import Gathering, MemoryLine

DO = Fact(
    key="seed:cat:1", about=("cat",), topic="party", news=True,
    mine="I'm organising a clean-up at the Park {when}.",
    told="Cat Lowe is organising a clean-up at the Park {when}.",
    event=Gathering(what="clean-up", place="Park", date="2026-06-13", start=600, end=720,
                    host="cat", host_name="Cat Lowe"),
)  # fmt: skip


def _scene(i: int):
    return SimpleNamespace(
        listener=SimpleNamespace(age=40, name="Bob Marsh"),
        sp=SimpleNamespace(id=f"p{i}", age=40, name=f"P {i}"),
        kind="known", lname="Bob", year=2026, today=None,
        prof=SimpleNamespace(sociable=0.5),
    )  # fmt: skip


def _passed(fact: Fact) -> int:
    news = (MemoryLine(id=7, text=fact.text("p0"), fact=fact),)
    return sum(talk_news.choose(_scene(i), news, "", seed=1) is not None for i in range(400))


def test_a_do_open_to_all_is_passed_on_more_readily():
    closed = _passed(DO)
    opened = _passed(replace(DO, event=replace(DO.event, open=True)))
    assert 0 < closed < opened, (closed, opened)
