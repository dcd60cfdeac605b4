"""One's own project takes some of one's own time (a blind reader of a made harbour: "I'm
writing down the family recipes before they are forgotten", "learning to use a computer, one
button at a time", a model lighthouse, football practice, and not one hour of any of them in
two days). The residents file's ``project`` (a record, a key; the town maker writes it beside the
words of ``currently``) is planned as an hour of its activity, in the place it is done, in the
words of the activity tables."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.activities import classify, generic
from game.brains.builtin.decompose import Decomposer
from game.brains.builtin.tables import active
from game.mind.brain import DecomposeRequest, PersonaCard, PlanDayRequest
from game.mind.types import Place, PlanBlock
from tests.brains.test_activity_fit import HOUSE, options
from tools.town_maker import catalogue, childhood
from tools.town_maker.personas import RETIRED
from tools.town_maker.wording import pick

GRAN = PersonaCard(
    id="ann_lee",
    name="Ann Lee",
    age=72,
    occupation="retired grocer",
    lifestyle="Ann gets up at 7 and goes to bed at 10.",
    wake=7 * 60,
    sleep=22 * 60,
    home=Place(sector=HOUSE, arena="Bedroom"),
)


def _plan(card: PersonaCard, date: str, weekday: str) -> list[str]:
    req = PlanDayRequest(persona=card, date=date, weekday=weekday)
    return [b.activity for b in BuiltinBrain(seed=2).plan_day(req).blocks]


@pytest.mark.parametrize("key", sorted(active().projects))
def test_every_project_is_planned_as_an_activity_with_steps(key):
    text = active().projects[key]
    cat = classify(text)
    assert cat is not generic() and cat.steps, (key, text, cat.name)
    # nobody's work takes it for theirs ("work on the model at home": a pupil's lessons)
    for work in (c.name for c in active().taxonomy):
        assert classify(text, work) is cat, (key, text, work)


def test_the_town_makers_projects_are_known_to_the_tables():
    keys = {k for band in childhood.PROJECTS.values() for k in band.values()}
    assert keys <= set(active().projects), keys - set(active().projects)


@pytest.mark.parametrize("date,weekday", [("2026-06-12", "fri"), ("2026-06-13", "sat")])
def test_a_project_takes_an_hour_of_each_day(date, weekday):
    before = " | ".join(_plan(GRAN, date, weekday))
    assert "recipes" not in before
    after = _plan(replace(GRAN, project="recipes"), date, weekday)
    at_it = [b for b in after if "copy out the family recipes at home" in b]
    assert len(at_it) == 1, after


def test_an_unknown_project_plans_nothing_new():
    assert _plan(replace(GRAN, project="no such thing"), "2026-06-12", "fri") == _plan(
        GRAN, "2026-06-12", "fri"
    )


def test_the_project_hour_is_its_own_steps_in_its_place():
    blk = PlanBlock(start=15 * 60, end=16 * 60, activity=active().projects["recipes"])
    req = DecomposeRequest(persona=GRAN, block=blk, day_plan=(blk,), options=options(()))
    acts = Decomposer(seed=3).decompose(req)
    said = {a.description for a in acts}
    steps = {t for st in classify(blk.activity).steps for t in st.texts}
    assert said and said <= steps, said
    assert all(a.place.sector == HOUSE for a in acts)
    assert any(a.place.obj == "kitchen table" for a in acts), acts


def test_the_town_maker_records_the_project_its_words_tell_of():
    lines = list(RETIRED)
    recipes = next(t for t in lines if "recipes" in t)
    assert childhood.project_of("retired", lines, recipes) == "recipes"
    neighbours = next(t for t in lines if "neighbours" in t)
    assert childhood.project_of("retired", lines, neighbours) == ""


def test_each_language_records_the_projects_of_its_own_lines():
    """The Chinese retired lines are eight, in their own order: "在学用电脑" is the sixth."""
    try:
        catalogue.use("zh")
        lines = pick("retired", RETIRED)
        computer = next(t for t in lines if "电脑" in t)
        assert childhood.project_of("retired", lines, computer) == "computer"
        walking = next(t for t in lines if "徒步" in t)  # (a walking group: no project)
        assert childhood.project_of("retired", lines, walking) == ""
        for key in ("pupils_middle", "pupils_teen"):
            said = pick(key, next(b[2] for b in childhood.PUPIL_BANDS if b[1] == key))
            for at in childhood.PROJECTS[key]:
                assert at < len(said), (key, at)
    finally:
        catalogue.use("en")
