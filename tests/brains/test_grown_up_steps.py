"""Grown-ups' steps and fillers kept out of a child's and a teenager's day, in every language
(issues 22 and 24). The activity tables say it, not English words: a step's ``min_age`` (13: a
grown-up's job, cooking, the kettle; 18: the house's grown-ups' habits, the news, the radio,
the crossword, tomorrow's to-do list) and ``filler_ages`` for the fillers of a free hour. A
Chinese step carries its English step's ``min_age`` (``test_zh_activities`` compares them), so
a Chinese child skips what an English one does."""

from __future__ import annotations

import dataclasses
import re

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.table_types import TablesError
from game.brains.builtin.tables import active, load_tables, use_tables
from game.mind.brain import DecomposeRequest, PlanDayRequest
from game.mind.types import PlanBlock
from tests.brains.test_builtin_support import cards, town_options

# what the Chinese steps of the grown-ups' habits and jobs say (read off the words, not the flag)
HABITS = re.compile(r"新闻|收音机|填字|花草茶|明天要做的事|一周要买的东西")
JOBS = re.compile(r"做饭|准备饭菜|食材|烧一壶水|泡一杯茶")
EVENING = ("read at home", "relax at home", "get ready for bed", "have dinner at home")


@pytest.fixture
def tables_in(request):
    before = active()
    yield lambda language: use_tables(load_tables(None, language))
    use_tables(before)


def evening_steps(age: int, seed: int) -> set[str]:
    """The steps of one evening at home (reading, resting, dinner, bed) of a resident of
    ``age``, by the built-in brain."""
    card = dataclasses.replace(next(c for c in cards() if c.work is None), age=age)
    out: set[str] = set()
    for act in EVENING:
        block = PlanBlock(start=18 * 60, end=21 * 60, activity=act)
        request = DecomposeRequest(
            persona=card, block=block, day_plan=(block,),
            options=town_options(18 * 60), current_place=None,
        )  # fmt: skip
        out |= {a.description for a in BuiltinBrain(seed=seed).decompose(request)}
    return out


def test_a_chinese_childs_and_teenagers_evening_has_no_grown_ups_steps(tables_in):
    tables_in("zh")
    seen = {age: set().union(*(evening_steps(age, s) for s in (1, 2, 3))) for age in (40, 15, 7)}
    assert {s for s in seen[40] if HABITS.search(s)}, seen[40]  # the grown-up's, in Chinese
    assert {s for s in seen[40] if JOBS.search(s)}, seen[40]
    assert not {s for s in seen[15] if HABITS.search(s)}, seen[15]
    assert {s for s in seen[15] if JOBS.search(s)}, seen[15]  # a teenager cooks, makes tea
    assert not {s for s in seen[7] if HABITS.search(s) or JOBS.search(s)}, seen[7]


def test_the_same_steps_are_grown_ups_in_english_and_chinese():
    def flagged(tables) -> list[tuple[str, int]]:
        out = []
        for c in tables.taxonomy:
            for st in (*c.steps, *c.opening, *c.closing, *((c.idle,) if c.idle else ())):
                out += [(c.name, st.min_age)] if st.min_age else []
        return out

    en, zh = flagged(load_tables()), flagged(load_tables(language="zh"))
    # a grown-up's habit (18), a teenager's job (13), a chore a child helps with from 10
    assert en == zh and {a for _, a in en} == {10, 13, 18}


def test_a_childs_free_hours_have_no_grown_ups_fillers(tables_in):
    """Plans are English in every language: the fillers ``filler_ages`` names are no child's
    (no errands, no laundry, no coffee at the cafe) in a Chinese town either."""
    tables_in("zh")
    fillers = load_tables().filler_ages
    card = next(c for c in cards() if c.work is None)
    for age in (8, 15, 40):
        said = []
        for seed in range(1, 7):
            for date, weekday in (("2026-06-13", "sat"), ("2026-06-14", "sun")):
                request = PlanDayRequest(
                    persona=dataclasses.replace(card, age=age), date=date, weekday=weekday
                )
                said += [b.activity for b in BuiltinBrain(seed=seed).plan_day(request).blocks]
        done = [f for f in fillers if f.split(" {")[0] in " ".join(said)]
        assert not [f for f in done if fillers[f] > age], (age, done, said)
        assert age < 18 or len(done) >= 3, said  # a grown-up's free hours have them


def test_a_town_may_say_which_steps_and_fillers_are_grown_ups(tmp_path):
    own = tmp_path / "activities.toml"
    own.write_text(
        '[filler_ages]\n"watch TV at home" = 16\n\n[[activity]]\nname = "relax"\n'
        'steps = [{ text = "count the takings", objects = ["desk"], min_age = 18 }]\n',
        encoding="utf-8",
    )
    tables = load_tables(own)
    assert tables.filler_ages["watch TV at home"] == 16
    assert tables.filler_ages["run errands at {market}"] == 18  # the shared ones stay
    assert tables.by_name["relax"].steps[0].min_age == 18
    own.write_text('[[activity]]\nname = "relax"\nsteps = [{ text = "x", min_age = 0 }]\n')
    with pytest.raises(TablesError, match="min_age") as e:
        load_tables(own)
    assert "\n" not in str(e.value)
