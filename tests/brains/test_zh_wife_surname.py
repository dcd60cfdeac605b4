"""A made Chinese town: a wife keeps the surname she was born with; her husband and their
children share his (tools/town_maker/naming.py ``wife_surname``). English towns: one surname
per household, as before."""

from __future__ import annotations

import random

import pytest

from tools.town_maker import catalogue, people


@pytest.fixture
def language():
    yield catalogue.use
    catalogue.use("en")


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_zh_wife_keeps_her_surname(language, seed):
    language("zh")
    couples = 0
    for h in people.households(random.Random(seed), 40, "village"):
        men = [p for p in h.members if p.role != "child" and not p.she]
        for p in h.members:
            if p.role == "child" or not p.she:
                assert p.surname == h.surname, p.name
            elif men:
                couples += 1
                assert p.surname != h.surname, (p.name, [m.name for m in men])
                assert p.name.startswith(
                    p.surname
                )  # her id too: "lin_guilan" beside "wang_hongwei"
                assert p.id.split("_")[0] != men[0].id.split("_")[0]
    assert couples  # a village of 40 has married couples
    # and, while the data has surnames to spare (24: a town of 20), hers is no household's:
    # nobody reads her as a cousin of another family
    households = people.households(random.Random(seed), 20, "village")
    own = {h.surname for h in households}
    for h in households:
        for p in h.members:
            assert p.surname == h.surname or p.surname not in own, p.name


def test_en_one_surname_per_household(language):
    language("en")
    for h in people.households(random.Random(3), 40, "village"):
        assert {p.surname for p in h.members} == {h.surname}
