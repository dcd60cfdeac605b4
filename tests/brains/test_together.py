"""What two arranged and met for is done together: the rest of the appointment's block
("stay for a walk with Bob at Elm Green", the mind's ``appoint_doing``) is decomposed alike for
both, by their shared key, as the kind of place has it (a walk on the green), else in plain
words at the place it names (an interview at one's house is no reporter's desk work), and never
given up for one's own time at home (a blind reader: two who arranged an evening's work on the
boat met, talked two minutes and parted)."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin.decompose import Decomposer
from game.brains.builtin.place_fit import STAND_IN
from game.mind.brain import DecomposeRequest
from game.mind.types import Action, PlanBlock
from tests.brains.test_activity_fit import HOUSE, NEIGHBOUR, PARK, SHOP, options

CY = NEIGHBOUR  # Cy Marsh, at home at Rowan House
DI = replace(
    NEIGHBOUR, id="di_lowe", name="Di Lowe", home=replace(NEIGHBOUR.home, sector="Ash Cottage")
)


def _doing(persona, text: str, start: int = 19 * 60 + 33, end: int = 20 * 60 + 30):
    out: list[Action] = []
    blk = PlanBlock(start=start, end=end, activity=text)
    for a in range(start, end, 60):
        part = blk.part(a, min(end, (a // 60 + 1) * 60))
        req = DecomposeRequest(
            persona=persona, block=part, day_plan=(blk,), options=options(), done=tuple(out)
        )
        out.extend(Decomposer(seed=3).decompose(req))
    return out


def test_two_met_for_a_walk_walk_together():
    cy = _doing(CY, f"stay for a walk with Di at {PARK}")
    di = _doing(DI, f"stay for a walk with Cy at {PARK}")
    assert all(a.place.sector == PARK for a in cy + di)
    # the same steps at the same spots, minute by minute
    assert [(a.start, a.description, a.place) for a in cy] == [
        (a.start, a.description, a.place) for a in di
    ], (cy, di)
    assert len({a.description for a in cy}) >= 2  # (a walk: the green's steps, not one line)


def test_what_the_place_has_no_steps_for_is_done_there_in_plain_words():
    # an interview at Cy's house: not a reporter's desk work, not "relax at home" elsewhere
    for who, other in ((CY, "Di"), (DI, "Cy")):
        acts = _doing(who, f"stay for the interview about the old mill with {other} at {HOUSE}")
        assert acts and all(a.place.sector == HOUSE for a in acts), acts
        assert not any(a.description == STAND_IN for a in acts), acts
        assert any("the interview about the old mill" in a.description for a in acts), acts


def test_at_the_others_work_one_stays_in_the_room_it_names():
    # (the back room has no seat: plain words are done there all the same, not at the till)
    text = f"stay for a spell of varnishing on the dinghy with Bo at {SHOP}, in the Back Room"
    acts = _doing(CY, text, 15 * 60 + 15, 16 * 60)
    assert acts and all((a.place.sector, a.place.arena) == (SHOP, "Back Room") for a in acts)
    # the row says what and with whom, not where (the place is the row's own)
    assert any(
        a.description == "stay for a spell of varnishing on the dinghy with Bo" for a in acts
    ), acts


def test_the_bench_takes_one_asked_into_the_room_for_no_customer_in_a_staff_room():
    from bench.fit_checks import asked_in
    from game.mind.types import Place

    shed = Place(sector="Rook's Chandlery", arena="Boatshed", obj="workbench")
    text = "stay for a spell of varnishing with Kit at Rook's Chandlery, in the Boatshed"
    assert asked_in(text, shed)
    assert not asked_in("stay for a spell of varnishing with Kit at Rook's Chandlery", shed)
    assert not asked_in("buy a tin of paint at Rook's Chandlery, in the Boatshed", shed)
