"""A host at its gathering does not ask the one serving at it whether it is glad it came (a
blind reader: the barmaid pulling pints at a birthday supper asked "Glad you could come —
having a nice time?" and answering "I'm having a lovely time.")."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.profile import profile_of
from game.brains.builtin.situation import Block, Scene
from game.brains.builtin.talk_event import question
from game.mind.brain import Line, Listener
from tests.brains.test_builtin_birthday import SUPPER
from tests.mind.test_reflect import make_resident


def _asks(serving: bool) -> list[str]:
    card = make_resident().card()
    fact = replace(SUPPER, event=replace(SUPPER.event, host=card.id, host_name=card.name))
    who = Listener(id="bob", name="Bob Marsh", knows=True)
    said = (Line(speaker="bob", name="Bob Marsh", text=lines("staff_pub")[0]),) if serving else ()
    out = []
    for now in range(1090, 1150, 3):
        scene = Scene(
            sp=card, prof=profile_of(card), listener=who, others=(who,), kind="known",
            role="", addr="Bob", sector="The Mill", sector_kind="pub",
            owners="a public place", now=now, transcript=said, gathering=fact,
            current=Block(1060, 1260, "host the birthday party at The Mill", where="The Mill"),
        )  # fmt: skip
        out.append(question(scene, Phrasebook((card.id, str(now))), {"addr": "Bob", "name": "Bob"}))
    return out


def test_the_host_does_not_ask_the_barman_if_he_is_glad_he_came():
    assert not any(said_from("event_host_ask", t) for t in _asks(serving=True))
    assert any(said_from("event_host_ask", t) for t in _asks(serving=False))  # (a guest is)
