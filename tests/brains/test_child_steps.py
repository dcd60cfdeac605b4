"""A child's steps are a child's (issue 22): a blind reader of a made town found an
eight-year-old taking a shower alone first thing, "checking messages", pouring a flask of tea in
the park and taking lecture notes at school. Under 13 none of these is done; what is left of a
school day or a morning still has several steps; and the same in Chinese."""

from __future__ import annotations

import pytest

from game.brains.builtin.tables import load_tables

GROWN_UP = {  # activity -> what a child of eight does not do in it
    "morning": ("take a shower",),
    "classes": ("take notes during the lesson", "copy the diagram from the blackboard"),
    "park": ("pour a cup from a flask of tea",),
    "relax": ("sit with a cup of tea", "ring a friend for a chat"),
}


def _texts(step) -> tuple[str, ...]:
    return step.texts


@pytest.mark.parametrize("age", [6, 8, 12])
def test_a_child_does_not_do_a_grown_ups_steps(age):
    by_name = load_tables().by_name
    for name, adult in GROWN_UP.items():
        cat = by_name[name]
        steps = [st for st in cat.steps if st.min_age <= age]
        said = {t for st in steps for t in _texts(st)}
        if cat.idle is not None and cat.idle.min_age <= age:
            said |= set(cat.idle.texts)
        assert not said & set(adult), (name, age, said & set(adult))
        assert "check messages" not in said, name
        assert len(steps) >= (5 if name == "classes" else 3), (name, age, said)


def test_grown_ups_and_teenagers_keep_those_steps():
    by_name = load_tables().by_name
    for name, adult in GROWN_UP.items():
        said = {t for st in by_name[name].steps if st.min_age <= 18 for t in st.texts}
        assert set(adult) <= said, (name, set(adult) - said)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_every_language_keeps_a_childs_school_day_full(language):
    classes = load_tables(language=language).by_name["classes"]
    assert sum(st.min_age <= 8 for st in classes.steps) >= 5
    assert sum(st.min_age > 8 for st in classes.steps) >= 3
