"""A child's day is a child's (issue 22, "a town of your own"): a blind reader of a made village
found a six-year-old alone on the village green for two hours and then back at school till seven
"searching the catalogue" on the teacher's computer; a five-year-old "working through practice
problems" and sweeping on a Saturday. Ann is the pupil; Hill School's reading corner is the
town's only library (pupils' talk in lessons: ``test_lesson_talk``)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.plan_household import me_as_housemate
from game.brains.builtin.step_fit import Moment, Usable
from game.brains.builtin.tables import load_tables, use_tables
from game.mind.brain import PlanDayRequest
from game.mind.types import Place
from tests.brains.test_builtin_support import cards

SCHOOL = "Hill School"
WEEK = [
    (f"2026-06-{d:02d}", w)
    for d, w in zip(range(8, 15), "mon tue wed thu fri sat sun".split(), strict=True)
]


def pupil(age: int, occupation: str = f"pupil at {SCHOOL}"):
    """Ann, of ``age``, at Hill School from 08:45 to 15:15 on weekdays."""
    return replace(
        cards()[0],
        id=f"ann_{age}",
        name="Ann Lee",
        age=age,
        occupation=occupation,
        innate="curious",
        learned=f"Ann goes to {SCHOOL}.",
        currently="",
        lifestyle="Ann gets up at 07:00 and goes to bed at 20:30.",
        daily_requirement=f"Ann is at {SCHOOL} from 08:45 to 15:15, Monday to Friday.",
        wake=7 * 60,
        sleep=20 * 60 + 30,
        work=Place(sector=SCHOOL, arena="Classroom"),
        work_hours=(8 * 60 + 45, 15 * 60 + 15),
        work_days=("mon", "tue", "wed", "thu", "fri"),
    )


@pytest.fixture
def village():
    """The tables as a village whose only library is a room of the school (the town maker's)."""
    t = load_tables()
    kinds = frozenset({"home", "park", "cafe", "market", "library", "classroom"})
    within = {"library": frozenset({SCHOOL}), "park": frozenset({"Elder Green"})}
    one = {"park": "Elder Green"}
    use_tables(replace(t, town_kinds=kinds, kind_sectors=within, town_places=one))
    yield
    use_tables(None)


def _week(card, seed: int = 3) -> list[tuple[str, list[str]]]:
    brain = BuiltinBrain(seed=seed)
    out = []
    for date, weekday in WEEK:
        plan = brain.plan_day(PlanDayRequest(persona=card, date=date, weekday=weekday))
        out.append((weekday, [b.activity for b in plan.blocks]))
    return out


def _free_time(blocks: list[str]) -> list[str]:
    """What a plan does outside its lessons and school lunch."""
    return [b for b in blocks if SCHOOL not in b]


@pytest.mark.parametrize("age", [5, 6, 8])
def test_a_small_child_plays_at_home_rather_than_sitting_alone_in_a_park(village, age):
    for seed in (1, 3, 7):
        for weekday, blocks in _week(pupil(age), seed):
            free = " | ".join(_free_time(blocks))
            assert "Elder Green" not in free and "the park" not in free, (seed, weekday, free)
            assert "library" not in free, (seed, weekday, free)
            if weekday in ("sat", "sun"):
                assert "play" in free, (seed, weekday, free)


def test_a_pupil_does_not_go_back_to_its_school_for_the_reading_corner(village):
    seen_park = False
    for seed in (1, 3, 7):
        for weekday, blocks in _week(pupil(13), seed):
            free = " | ".join(_free_time(blocks))
            assert "library" not in free and "study in" not in free, (seed, weekday, free)
            seen_park |= "Elder Green" in free or "the park" in free
    assert seen_park  # a thirteen-year-old may still go to the green


def test_a_grown_student_still_studies_in_the_library(village):
    grown = pupil(20, occupation=f"student at {SCHOOL}")
    said = " | ".join(b for seed in (1, 3, 7) for _, blocks in _week(grown, seed) for b in blocks)
    assert "library" in said


def _steps(name: str, age: int, language_: str = "en") -> set[str]:
    cat = load_tables(language=language_).by_name[name]
    objs = frozenset(o for st in cat.steps for o in st.objs)
    rooms = frozenset(a for st in cat.steps for a in st.arenas)
    usable = Usable(objs, rooms, age, Moment(16 * 60))
    return {t for st in usable(cat.steps, fit=False) for t in st.texts}


@pytest.mark.parametrize("age", [5, 8])
def test_a_small_child_has_no_grown_up_chores_or_homework(age):
    chores, study = _steps("chores", age), _steps("study", age)
    assert not chores & {"sweep the floor", "fold laundry", "wipe the kitchen counters"}
    assert not study & {"work through practice problems", "take notes", "search the catalogue"}
    assert len(chores) >= 3 and len(study) >= 3, (chores, study)  # still something to do


@pytest.mark.parametrize("age", [14, 30])
def test_a_grown_up_has_no_small_childs_homework_or_toys(age):
    study = _steps("study", age)
    assert "work through practice problems" in study
    assert not study & {"practise the spelling words", "read the school reading book aloud"}
    assert "put the toys back in the box" not in _steps("chores", age)


def test_every_language_keeps_the_same_ages_on_its_steps():
    en, zh = (load_tables(language=lang).by_name for lang in ("en", "zh"))
    for name in ("chores", "study", "play"):
        assert [(st.min_age, st.max_age) for st in en[name].steps] == [
            (st.min_age, st.max_age) for st in zh[name].steps
        ], name


def test_a_small_child_goes_out_with_a_grown_up_of_its_home(village):
    """Ann (6) and her father Bob, who works 09:00-17:00 on weekdays: on the days they go out,
    both plans hold the same walk from the same time, never in his working hours or her lessons."""
    ann = pupil(6)
    bob = replace(
        pupil(40, occupation="clerk at the Post Office"),
        id="bob_lee",
        name="Bob Lee",
        work=Place(sector="Post Office", arena="Counter"),
        work_hours=(9 * 60, 17 * 60),
        wake=6 * 60 + 30,
        sleep=22 * 60 + 30,
    )
    outings = 0
    for seed in (1, 3, 7):
        brain = BuiltinBrain(seed=seed)
        for date, weekday in WEEK:
            plans = {}
            for me, other in ((ann, bob), (bob, ann)):
                req = PlanDayRequest(
                    persona=me, date=date, weekday=weekday, household=(me_as_housemate(other),)
                )
                plans[me.id] = brain.plan_day(req).blocks
            hers = [b for b in plans[ann.id] if "with the family" in b.activity]
            his = [b for b in plans[bob.id] if "take the child for a walk" in b.activity]
            # (the same walk: its end may stretch over a short gap before the next block)
            assert [b.start for b in hers] == [b.start for b in his], (seed, weekday)
            assert all(abs(x.end - y.end) <= 30 for x, y in zip(hers, his, strict=True))
            for b in hers:
                outings += 1
                assert "Elder Green" in b.activity
                if weekday not in ("sat", "sun"):
                    assert b.start >= 17 * 60, (seed, weekday, b)  # after his work, her school
    assert outings >= 5
