"""At a gathering one holds, its guests are greeted as guests: welcomed ("你来啦。") even when
one's plan is not at it yet (there early), and never asked what brings them ("稀客啊，来办事？",
"Not often I find you at Bluebell Park."); nor is "稀客" said where the speaker is no host."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.profile import profile_of
from game.brains.builtin.situation import Block, Scene
from game.brains.builtin.tables import load_tables, use_tables
from game.brains.builtin.talk_event import greet
from game.mind.brain import Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Place
from tests.brains.test_builtin_said_to_family import SUPPER, ZH_SUPPER
from tests.brains.test_builtin_support import cards
from tests.mind.test_reflect import make_resident


@pytest.fixture
def chinese():
    use_tables(load_tables(language="zh"))
    yield
    use_tables(None)


def _at_own_do(activity: str, now: int) -> Scene:
    card = replace(make_resident().card(), id="bob", name="孙国华")
    guest = Listener(id="ann", name="李华", knows=True, has=(ZH_SUPPER.key,))
    return Scene(
        sp=card, prof=profile_of(card), listener=guest, others=(guest,), kind="known",
        role="", addr="小李", sector="梨园", sector_kind="pub", owners="a public place",
        now=now, current=Block(now - 30, now + 60, activity, where="梨园"), gathering=ZH_SUPPER,
    )  # fmt: skip


def test_the_host_welcomes_a_guest_to_her_do_though_her_plan_is_not_at_it_yet(chinese):
    said = greet(_at_own_do("have a drink", 1060), Phrasebook([], 3, "bob", 1060), {"addr": "小李"})
    assert said_from("event_host_greet", said), said


def _openings(gathering: Fact | None) -> list[str]:
    by_id = {c.id: c for c in cards()}
    sp, other = by_id["sofia_marino"], by_id["george_adeyemi"]
    party = None
    if gathering is not None:
        g = replace(gathering.event, place="Bluebell Park", host=sp.id, host_name=sp.name)
        party = replace(gathering, event=g, about=(sp.id,))
    out = []
    for seed in range(1, 13):
        for now in (10 * 60 + 3, 15 * 60 + 41):
            req = UtteranceRequest(
                speaker=sp, place=Place(sector="Bluebell Park", arena="Lawn"), now=now,
                listeners=(Listener(id=other.id, name=other.name, knows=True,
                                    relationship="A friend from the pub quiz",
                                    places=("Adeyemi Flat",)),),
                transcript=(), max_turns_left=6, gathering_here=party,
            )  # fmt: skip
            out.append(BuiltinBrain(seed=seed).next_utterance(req).text)
    return out


def test_a_guest_at_ones_own_do_is_not_asked_what_brings_them():
    assert any(said_from("ask_here", t) for t in _openings(None))
    lines = _openings(SUPPER)
    assert not any(said_from("ask_here", t) for t in lines), lines


def test_no_rare_guest_where_the_speaker_is_no_host(chinese):
    """ "What brings you here?" is asked only where the speaker neither lives nor works."""
    assert not any("稀客" in x for x in lines("ask_here"))
