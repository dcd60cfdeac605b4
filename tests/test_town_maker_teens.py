"""Teenagers of a made town (issue 22): a resident of 14 to 17 lives as one, in English and in
Chinese. No job and no grown-up's pastime (no allotment, no pub quiz, no bees): a pastime of the
teenagers' list, said in their day too, so the day's plan has it in the evening; school on
weekdays at a school not called a primary school; a history with no playground in it; no
storyline of a grown-up's (a romance, a quarrel, a campaign); a friend of about their age from
school where there is one."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.brains.builtin.profile import build_profile
from game.brains.builtin.tables import active, load_tables, use_tables
from game.mind.persona import load_personas
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


@pytest.mark.parametrize("name", ["harbour", "village", "quarter"])
def test_a_teenagers_evenings_have_the_pastime_in_the_plan(towns, name):
    """The built-in brain reads the day from ``daily_requirement``: a teenager's evening habit
    is the pastime (not the homework, not a pint)."""
    before = active()
    use_tables(load_tables(None, "en"))
    try:
        for p in load_personas(towns[name] / "residents.json"):
            if 14 <= p.age <= 17:
                clauses = build_profile(p.card()).clauses
                evening = [c.cat for c in clauses if c.role == "flex" and c.period == "evening"]
                assert evening and evening[0] not in ("generic", "study", "social_pub"), (
                    p.id,
                    [(c.cat, c.period, c.phrase) for c in clauses],
                )
    finally:
        use_tables(before)
