"""What one has arranged comes first: one who has fixed a date (or any meeting) for an evening
does not go to a gathering then, says why when asked, and its remembered decision names whom
it is meeting; a gathering at another hour is decided as ever."""

from __future__ import annotations

import pytest

from game.app_setup import build_simulation
from game.mind import gatherings
from game.mind.records import Gathering
from game.sim.simulation import SimConfig


@pytest.fixture(scope="module")
def sim():
    return build_simulation("tests/towns/larkholme", config=SimConfig(seed=1, autosave_minutes=0))


def test_a_date_fixed_for_the_evening_keeps_one_from_a_meeting_then(sim):
    me, other = list(sim.residents)[:2]
    r, o = sim.residents[me], sim.residents[other]
    date = "2026-09-17"
    outing = Gathering(
        what="a walk", place="Village Green", date=date, start=19 * 60 + 30, end=21 * 60,
        host=other, host_name=o.name, source="request", guest=me, guest_name=r.name,
    )  # fmt: skip
    gatherings.remember(r, outing, True, "arranged", 0.0, other)
    meeting = Gathering(what="village meeting", place="Larkholme Chapel Hall", date=date,
                        start=19 * 60, end=20 * 60 + 30, source="notice")  # fmt: skip
    assert gatherings.engaged(r, meeting) == outing
    assert gatherings.answer(r, None, meeting, 1, 60.0) == "engaged"
    assert gatherings.known(r)[meeting.key] == (meeting, False)
    text = r.memory.get(r.memory.by_keyword(gatherings.TAG)[-1]).content
    assert o.name in text and "arranged" in text
    morning = Gathering(what="coffee morning", place="Larkholme Chapel Hall", date=date,
                        start=10 * 60, end=11 * 60, source="notice")  # fmt: skip
    assert gatherings.engaged(r, morning) is None
