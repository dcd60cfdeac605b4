"""Teenagers of a made town (issue 22): a resident of 14 to 17 lives as one, in English and in
Chinese. No job and no grown-up's pastime (no allotment, no pub quiz, no bees): a pastime of the
teenagers' list, said in their day too, so the day's plan has it in the evening; school on
weekdays at a school not called a primary school; a history with no playground in it; no
storyline of a grown-up's (a romance, a quarrel, a campaign); a friend of about their age from
school where there is one."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.profile import build_profile
from game.brains.builtin.tables import active, load_tables, use_tables
from game.mind.brain import DecomposeRequest, PlanDayRequest
from game.mind.persona import load_personas
from game.mind.types import PlanBlock
from tests.brains.test_builtin_support import cards, town_options
from tools.town_maker import catalogue, cli

TOWNS = {  # kind, residents, seed, language
    "harbour": ("harbour", "60", "3", "en"),
    "village": ("village", "80", "11", "en"),
    "quarter": ("quarter", "40", "9", "en"),
    "zhcun": ("village", "40", "4", "zh"),
}
GROWN_UP_TOPICS = {"romance", "quarrel", "campaign", "project"}


def make(maps: Path, name: str) -> Path:
    kind, n, seed, lang = TOWNS[name]
    options = ["--residents", n, "--seed", seed, "--kind", kind, "--language", lang]
    assert cli.main([name, "--maps-dir", str(maps), "--quiet", *options]) == 0
    return maps / name


@pytest.fixture(scope="module")
def towns(tmp_path_factory) -> dict[str, Path]:
    maps = tmp_path_factory.mktemp("maps")
    return {name: make(maps, name) for name in TOWNS}


@pytest.fixture
def english():
    """The built-in brain's English tables (making a Chinese town leaves its own in use)."""
    before = active()
    use_tables(load_tables(None, "en"))
    yield
    use_tables(before)


def residents(town: Path) -> list[dict]:
    return json.loads((town / "residents.json").read_text(encoding="utf-8"))["residents"]


def teens(town: Path) -> list[dict]:
    return [r for r in residents(town) if 14 <= r["age"] <= 17]


def said(template: str, text: str) -> bool:
    """Whether ``text`` tells the line ``template`` (every piece between its slots is in it)."""
    return all(piece in text for piece in re.split(r"\{\w+\}", template) if len(piece) > 3)


def data(name: str) -> dict:
    catalogue.use(TOWNS[name][3])
    try:
        return catalogue.load("people")
    finally:
        catalogue.use("en")


def test_the_towns_have_teenagers_to_check(towns):
    assert sum(len(teens(t)) for t in towns.values()) >= 8
    assert teens(towns["zhcun"])


@pytest.mark.parametrize("name", TOWNS)
def test_a_teenager_has_a_teenagers_pastime_and_no_grown_ups(towns, name):
    people = data(name)
    for r in teens(towns[name]):
        grown = [p for p in people["pastimes"] if p in r["learned"]]
        young = [
            p for p in people["little_pastimes"] + people["child_pastimes"] if p in r["learned"]
        ]
        own = [p for p in people["teen_pastimes"] if p in r["learned"]]
        assert not grown and not young, (r["id"], r["age"], grown, young)
        assert len(own) == 1, (r["id"], r["learned"])
        assert own[0] in r["daily_requirement"], (r["id"], r["daily_requirement"])


@pytest.mark.parametrize("name", TOWNS)
def test_a_teenager_is_at_school_with_no_job_and_no_grown_up_storyline(towns, name):
    people = data(name)
    childish = [*people["history"]["child"], *people["history"].get("only_one", [])]
    for r in teens(towns[name]):
        work = r.get("work")
        assert (
            work
            and work["hours"] == "08:45-15:15"
            and work["days"][:5] == ["mon", "tue", "wed", "thu", "fri"]
        )
        assert work["sector"] in r["occupation"], (r["id"], r["occupation"])
        assert "Primary" not in work["sector"] and "小学" not in work["sector"], work["sector"]
        topics = {f["topic"] for f in r["facts"]}
        assert not topics & GROWN_UP_TOPICS, (r["id"], topics)
        assert not any("event" in f for f in r["facts"]), r["id"]  # hosts no gathering
        assert not [t for t in childish if said(t, r["learned"])], (r["id"], r["learned"])


@pytest.mark.parametrize("name", TOWNS)
def test_a_teenager_has_a_friend_of_about_their_age_at_school(towns, name):
    people = {r["id"]: r for r in residents(towns[name])}
    for r in teens(towns[name]):
        school = r["work"]["sector"]
        home = r["home"]["sector"]
        mates = [
            o for o in people.values()
            if o.get("work", {}).get("sector") == school and 14 <= o["age"] <= 17
            and abs(o["age"] - r["age"]) <= 2 and o["home"]["sector"] != home
        ]  # fmt: skip
        friends = [people[i] for i in r["relationships"] if people[i] in mates]
        assert friends or not mates, (r["id"], [m["id"] for m in mates])


def teen_cards(town: Path) -> list:
    return [p.card() for p in load_personas(town / "residents.json") if 14 <= p.age <= 17]


@pytest.mark.parametrize("name", ["harbour", "village", "quarter"])
def test_a_teenagers_evenings_have_the_pastime_in_the_plan(towns, name, english):
    """The built-in brain reads the day from ``daily_requirement``: a teenager's evening habit
    is the pastime (not the homework, not a pint)."""
    for card in teen_cards(towns[name]):
        clauses = build_profile(card).clauses
        evening = [c.cat for c in clauses if c.role == "flex" and c.period == "evening"]
        assert evening and evening[0] not in ("generic", "study", "social_pub"), (
            card.id,
            [(c.cat, c.period, c.phrase) for c in clauses],
        )


GROWN_UP_BLOCKS = re.compile(r"errands|laundry|read the news|radio|\bpub\b|a drink|a pint", re.I)


@pytest.mark.parametrize("name", ["harbour", "village", "quarter"])
def test_a_teenagers_day_plan_leaves_the_grown_ups_errands_to_the_grown_ups(towns, name, english):
    """Friday and Saturday of every teenager, by the built-in brain: no week's shopping, no
    laundry, no paper or radio, no pub; the pastime on some evening, friends on some day."""
    for card in teen_cards(towns[name]):
        said = []
        for seed in (1, 2, 3):
            for date, weekday in (("2026-06-12", "fri"), ("2026-06-13", "sat")):
                request = PlanDayRequest(persona=card, date=date, weekday=weekday)
                said += [b.activity for b in BuiltinBrain(seed=seed).plan_day(request).blocks]
        assert not [s for s in said if GROWN_UP_BLOCKS.search(s)], (card.id, said)
        pastime = next(c.phrase for c in build_profile(card).clauses if c.period == "evening")
        assert any(pastime in s for s in said), (card.id, pastime, said)
        assert any("with friends" in s for s in said), (card.id, said)


def test_a_teenagers_evening_at_home_has_no_grown_ups_habits(english):
    """The same evening at home, of a grown-up and of a fifteen-year-old: the crossword, the
    news, the radio and tomorrow's to-do list are the grown-up's."""
    card = next(c for c in cards() if c.work is None)
    habits = re.compile(r"crossword|the news|the radio|to-do list|herbal tea")
    seen = {}
    for age in (40, 15):
        steps = set()
        for act in ("read at home", "relax at home", "get ready for bed"):
            block = PlanBlock(start=19 * 60, end=21 * 60, activity=act)
            request = DecomposeRequest(
                persona=dataclasses.replace(card, age=age), block=block, day_plan=(block,),
                options=town_options(19 * 60), current_place=None,
            )  # fmt: skip
            steps |= {a.description for a in BuiltinBrain(seed=1).decompose(request)}
        seen[age] = {s for s in steps if habits.search(s)}
    assert seen[40] and not seen[15], seen
