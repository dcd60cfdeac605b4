"""One in a talk does not read out its day log's step when that step is itself a talk: asked
how things are at the pub, a customer does not say "Oh, chatting with the bartender." to
another (a made quarter's reader); a step done alone is still said ("Oh, tucking into a
pie.")."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import talk_seen
from game.brains.builtin.situation import Block
from game.brains.builtin.talk_slots import slots
from game.mind.brain import Listener
from tests.brains.test_builtin_honoree import _scene


def _doing(step: str) -> str:
    sc = _scene("ann", Listener(id="dan", name="Dan Lowe", knows=True))
    sc = replace(
        sc, current=Block(1060, 1260, "have dinner at the pub", doing=step, where="The Mill")
    )
    return slots(sc).get("doing", "")


def test_a_step_that_is_a_talk_is_not_said_as_what_one_is_doing():
    assert talk_seen.a_talk("chatting with the bartender")
    assert _doing("chat with the bartender") == ""
    assert not talk_seen.a_talk("tucking into a pie")
    assert _doing("tuck into a pie") == "tucking into a pie"
