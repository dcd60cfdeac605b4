"""Accounts of a gathering already held (record-less memories: one went, one heard who went)
are not told to one who was there, and who went is not passed on as hearsay: the goers tell
it (``talk_news.choose``)."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import talk_news
from game.brains.builtin.situation import read
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import MemoryLine, Place
from tests.brains.test_builtin_support import cards


def _scene(listener_name: str):
    a, b = cards()[:2]
    who = Listener(id=b.id, name=listener_name, knows=True, relationship="An old friend.")
    req = UtteranceRequest(
        speaker=replace(a, facts=()),
        listeners=(who,),
        place=Place(sector="Green"),
        now=600,
        transcript=(),
    )
    return read(req, 1), a


def _went(a, names: str) -> MemoryLine:
    text = f"{a.name} went to the spring party at the hall on Saturday, February 14, 17:00-19:00; {names} were there."
    return MemoryLine(id=3, text=text, kind="observation")


def test_ones_own_outing_is_told_but_not_to_one_who_was_there():
    sc, a = _scene("Zed Quill")
    told = [talk_news.choose(sc, (_went(a, "Ann Lee and Bo Diaz"),), "", s) for s in range(20)]
    assert any(m is not None for m in told)  # (one's own outing is one's news)
    sc, a = _scene("Bo Diaz")
    assert all(
        talk_news.choose(sc, (_went(a, "Ann Lee and Bo Diaz"),), "", s) is None for s in range(20)
    )


def test_who_went_is_not_passed_on_as_hearsay():
    sc, _ = _scene("Zed Quill")
    heard = MemoryLine(
        id=4,
        text="Ann Lee was at the spring party at the hall this afternoon; Bo and Cy were there.",
        kind="conversation",
        source="Ann Lee",
    )
    assert all(talk_news.choose(sc, (heard,), "", s) is None for s in range(40))
