"""Lives that hang together in a made town (issue 22): a household came to town in one year,
all together (a child younger than that was born here); nobody moved back "to be near the
grandparents" of a town with no grandparents; a retiree's working life is the trade they
retired from; the boss does not think of asking for more responsibility; children's pastimes
and news fit their age; twins are not both the youngest in their class; and the reasons and
years people came to town are many, not one for seven people."""

from __future__ import annotations

import json
import random
import re
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from tools.town_maker import catalogue, cli
from tools.town_maker.childhood import PUPIL_BANDS
from tools.town_maker.dealing import Dealer
from tools.town_maker.histories import history
from tools.town_maker.people import Household, Person

MOVED = re.compile(r"moved to \w[\w ]* (\w+(?:-\w+)?) years ago( with the family)?")


def residents(maps: Path, name: str, *options: str) -> list[dict]:
    assert cli.main([name, "--maps-dir", str(maps), "--quiet", *options]) == 0
    return json.loads((maps / name / "residents.json").read_text(encoding="utf-8"))["residents"]


@pytest.fixture(scope="module", params=[("harbour", "60", "3"), ("village", "80", "11")])
def town(request, tmp_path_factory) -> list[dict]:
    kind, n, seed = request.param
    return residents(tmp_path_factory.mktemp("maps"), "t", "--residents", n, "--seed", seed,
                     "--kind", kind)  # fmt: skip


def households(people: list[dict]) -> list[list[dict]]:
    out = defaultdict(list)
    for r in people:
        flat = r["home"]["arena"] if r["home"]["arena"].startswith("Flat") else ""
        out[(r["home"]["sector"], flat)].append(r)
    return list(out.values())


def family_stories_clash(people: list[dict]) -> list[str]:
    """Homes whose members tell two arrivals, or a child who moved with a family that did not
    (or before being born)."""
    words = {"two": 2, "three": 3, "four": 4, "six": 6, "seven": 7, "nine": 9, "eleven": 11,
             "twelve": 12, "fifteen": 15, "nineteen": 19}  # fmt: skip
    bad = []
    for home in households(people):
        said = {r["id"]: MOVED.search(r["learned"].split(".")[0]) for r in home}
        years = {m[1] for m in said.values() if m}
        grown = [r for r in home if r["age"] >= 18 and r["age"] < 55]
        if len(years) > 1:
            bad.append(f"{[r['id'] for r in home]} came {sorted(years)} years ago")
        for r in home:
            m = said[r["id"]]
            if m and m[2] and not any(said[g["id"]] for g in grown):
                bad.append(f"{r['id']} moved with a family that never moved")
            if m and words.get(m[1], 0) >= r["age"]:
                bad.append(f"{r['id']} ({r['age']}) moved {m[1]} years ago")
            if years and r["age"] < 18 and not m and words.get(next(iter(years)), 99) < r["age"]:
                bad.append(f"{r['id']} ({r['age']}) stayed behind when the family moved")
    return bad


def test_a_household_tells_one_story_of_coming_to_town(town):
    assert not family_stories_clash(town)


def test_the_family_story_checker_sees_a_clash():
    people = [
        {"id": "mum", "age": 40, "home": {"sector": "1 Row", "arena": "b"},
         "learned": "Ann moved to Port twelve years ago for the rent. She bakes."},
        {"id": "kid", "age": 9, "home": {"sector": "1 Row", "arena": "c"},
         "learned": "Bo moved to Port with the family two years ago and has settled in well."},
    ]  # fmt: skip
    assert len(family_stories_clash(people)) == 1


def test_no_one_moved_to_be_near_grandparents_who_are_not_here(town):
    kin = " ".join(" ".join(r["relationships"].values()) for r in town)
    if not re.search(r"grand(mother|father|son|daughter|child)", kin):
        assert not [r["id"] for r in town if "grandparents" in r["learned"]]


def test_a_retirees_working_life_is_their_own_trade(town):
    for r in town:
        former = r["occupation"].removeprefix("retired ")
        if r["occupation"].startswith("retired ") and re.search(
            r"working life|trade", r["learned"]
        ):
            assert former in r["learned"], (r["id"], r["learned"])


def test_why_and_when_people_came_are_varied(town):
    came = Counter(m[0] for r in town if (m := re.search(r"moved to .*? ago [^.]*", r["learned"])))
    grown = [r for r in town if r["age"] >= 18]
    assert came and max(came.values()) <= max(3, len(grown) // 12), came.most_common(3)


def test_the_boss_does_not_ask_for_more_responsibility(town):
    kinds = catalogue.place_types().values()
    heads = {t.trades[0].title.split("{")[0] for t in kinds if t.trades}
    heads -= {x.title.split("{")[0] for t in kinds for x in t.trades[1:]}
    bosses = [r for r in town if r["occupation"].startswith(tuple(heads))]
    assert bosses
    assert not [r["id"] for r in bosses if "more responsibility" in r["currently"]]


def test_twins_are_not_both_the_youngest_in_their_class(town):
    for home in households(town):
        ages = Counter(r["age"] for r in home if r["age"] < 18)
        youngest = [r for r in home if ages[r["age"]] > 1 and "the youngest in" in r["learned"]]
        assert len(youngest) <= 1, [r["id"] for r in youngest]


def test_childrens_pastimes_and_news_fit_their_age(town):
    data = catalogue.load("people")
    bands = {(5, 8): data["little_pastimes"], (9, 13): data["child_pastimes"]}
    news = {}
    low = 5
    for top, _, lines in PUPIL_BANDS:
        news[(low, top)] = lines
        low = top + 1
    for r in town:
        for (low, top), lines in [*bands.items(), *news.items()]:
            said = [
                line
                for line in lines
                if line.split("{first}")[-1].split("{")[0] in r["learned"] + r["currently"]
            ]
            if said:
                assert low <= r["age"] <= top, (r["id"], r["age"], said)


class Favouring(Dealer):
    """A dealer that hands out "the youngest in the class" whenever it is offered."""

    def deal(self, name, options):
        if isinstance(options, str):
            return options
        return next((o for o in options if "youngest in" in o), options[0])


def test_twins_are_never_offered_the_youngest_in_the_class():
    h = Household("Reed", "scots", "house5")
    h.members = [
        Person("Ann", "Reed", 38, True, "scots", h, "parent"),
        Person("Bo", "Reed", 7, False, "scots", h, "child"),
        Person("Cy", "Reed", 7, False, "scots", h, "child"),
        Person("Di", "Reed", 10, True, "scots", h, "child"),
    ]
    h.story = ()  # the family has always been here
    deal = Favouring(random.Random(1))
    said = ["youngest in" in history(deal, p, "Port") for p in h.members]
    assert said == [False, False, False, True]  # offered to the one who is not a twin


def test_retired_trades_are_dealt_not_drawn(town):
    """Former trades are dealt like cards: no trade repeats before the others are used (was:
    three retired landlords and three retired grocers in a village with one grocery)."""
    former = Counter(
        r["occupation"].removeprefix("retired ")
        for r in town
        if r["occupation"].startswith("retired ")
    )
    # (these towns have fewer retirees than trades: each trade once)
    assert former and max(former.values()) == 1, former.most_common(3)
