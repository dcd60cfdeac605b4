"""A resident's gender is a record: the residents file's ``gender`` ("female" | "male"), else
its ``appearance.gender``, else not known (a prose-only file still loads); the built-in brain's
profile reads it before guessing from pronouns, and those one talks to carry it (and their
trade, once known) as anyone sees them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.app_setup import build_simulation
from game.brains.builtin.profile import build_profile
from game.mind.listeners import listener
from game.mind.persona import ResidentsError, parse_personas
from game.sim.simulation import SimConfig
from game.store.savefile import read_save, write_save
from tests.mind.test_persona import minimal
from tests.mind.test_reflect import make_resident


def test_gender_from_the_file_then_from_appearance_else_unknown():
    said, seen, neither = parse_personas(
        {
            "residents": [
                minimal(id="a", gender="male", appearance={"gender": "female"}),
                minimal(id="b", appearance={"gender": "Female"}),
                minimal(id="c"),
            ]
        }
    )
    assert (said.gender, seen.gender, neither.gender) == ("male", "female", "")
    assert said.card().gender == "male"


def test_a_gender_the_schema_does_not_know_is_one_line():
    with pytest.raises(ResidentsError) as err:
        parse_personas({"residents": [minimal(gender="woman")]})
    assert "\n" not in str(err.value) and "gender" in str(err.value)


def test_the_profile_takes_the_record_before_the_pronouns():
    prose = replace(
        make_resident().card(),
        age=40,
        gender="",
        learned="He bakes.",
        currently="He is busy.",
        lifestyle="He naps.",
    )
    assert build_profile(prose).gender == "he"
    assert build_profile(replace(prose, gender="female")).gender == "she"


def test_listeners_carry_gender_and_trade_from_the_town(tmp_path):
    sim = build_simulation("brinewick", config=SimConfig(seed=3))
    # (the town's data at every start, not a save's: a loaded town has them as a new one)
    sim.set_state(read_save(write_save(tmp_path / "t.json", sim.get_state())))
    a, b = sorted(sim.residents)[:2]
    met = listener(sim.residents[a], b, sim.residents[b].name)
    assert met.gender == sim.residents[b].persona.gender in ("female", "male")
    if sim.residents[a].relations.acquainted(b):
        assert met.occupation == sim.residents[b].persona.occupation
