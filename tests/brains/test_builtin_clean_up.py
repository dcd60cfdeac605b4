"""A clean-up of the streets is work, not a party: its host hands out gloves and bags and its
guests pick litter and pull weeds, at the park's benches and beds (a made harbour's guests
stood at the allotment beds "going to" the clean-up for two hours, and its host "hung
decorations"); a party is still a party."""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.activities import by_name
from game.mind.brain import DecomposeRequest
from game.mind.types import PlanBlock
from tests.brains.test_builtin_support import cards, options_for, real_town


def _steps(activity: str) -> list[str]:
    card = cards()[0]
    opts = options_for("map", 600)
    block = PlanBlock(start=600, end=720, activity=activity)
    got = BuiltinBrain(seed=2).decompose(
        DecomposeRequest(persona=card, block=block, day_plan=(block,), options=opts)
    )
    return [a.description for a in got]


def _texts(steps) -> set[str]:
    return {t for st in steps for t in st.texts}


@pytest.mark.skipif(real_town() is None, reason="needs the shipped map")
def test_a_clean_up_is_work_for_its_host_and_its_guests():
    cat = by_name()["clean_up"]
    party = _texts(by_name()["event"].steps) | _texts(by_name()["event"].host_steps)
    hosting = _steps("host the street clean-up at Bluebell Park")
    going = _steps("go to Ann Lee's street clean-up at Bluebell Park")
    assert set(hosting) <= _texts(cat.host_steps) | _texts(cat.steps), hosting
    assert set(going) <= _texts(cat.steps), going
    assert not (set(hosting) | set(going)) & party
    assert set(_steps("go to Ann Lee's birthday party at Bluebell Park")) <= party
