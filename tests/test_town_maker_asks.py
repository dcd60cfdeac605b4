"""A made town's storylines are carried into the days (issue 22): a blind reader found that the
gatherings, campaigns, quarrels and projects of a made town hardly showed in the day logs or in
talk, where the hand-written towns' do. Like theirs, each storyline's host asks someone they
know for a hand (an ``ask``; for a gathering or a project a yes has them meet, a ``meet``),
never someone they have quarrelled with, and a quarrel has someone wishing the two would make
it up. The game loads every one of these with its own checks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.app_setup import load_town_files
from game.mind.records import MEET_AT
from tests.made_towns import make

HOSTED = ("party", "meeting", "project", "election")


@pytest.fixture(scope="module")
def towns(tmp_path_factory) -> dict[str, Path]:
    return make(
        tmp_path_factory.mktemp("maps"),
        (
            ("h60", 60, "harbour", 7, "en"),
            ("v60", 60, "village", 8, "en"),
            ("q120", 120, "quarter", 9, "en"),
            ("zh60", 60, "harbour", 10, "zh"),
        ),
    )


def residents(town: Path) -> list[dict]:
    return json.loads((town / "residents.json").read_text(encoding="utf-8"))["residents"]


@pytest.mark.parametrize("name", ["h60", "v60", "q120", "zh60"])
def test_every_storylines_host_asks_someone_they_know_for_a_hand(towns, name):
    people = {r["id"]: r for r in residents(towns[name])}
    hosts = {
        r["id"]
        for r in people.values()
        for f in r["facts"]
        if f["topic"] in HOSTED and f["about"] == [r["id"]]
    }
    assert len(hosts) >= 4, hosts
    meets = 0
    for host in hosts:
        asks = [f for f in people[host]["facts"] if f.get("ask") and len(f["about"]) == 2]
        assert asks, (host, [f["mine"] for f in people[host]["facts"]])
        for f in asks:
            other = people[f["about"][1]]
            assert other["home"] != people[host]["home"] and other["age"] >= 18, f
            assert "{" not in f["ask"] + f["mine"] + f["told"], f
            # (the host's own rows: not one between two others it wishes would make it up)
            rivals = [
                g for g in people[host]["facts"] if g["topic"] == "quarrel" and len(g["about"]) == 2
            ]
            assert all(other["id"] not in g["about"] for g in rivals), (host, other["id"])
            if "meet" in f:
                assert f["meet"]["at"] in MEET_AT and f["meet"]["what"], f
                meets += 1
    assert meets >= 2


@pytest.mark.parametrize("name", ["h60", "q120"])
def test_a_quarrel_has_someone_who_wishes_it_made_up(towns, name):
    people = residents(towns[name])
    quarrels = {
        frozenset(f["about"])
        for r in people
        for f in r["facts"]
        if f["topic"] == "quarrel" and len(f["about"]) == 2
    }
    wishes = {
        frozenset(f["about"][1:])
        for r in people
        for f in r["facts"]
        if f["topic"] == "quarrel" and len(f["about"]) == 3
    }
    assert quarrels and wishes and wishes <= quarrels


@pytest.mark.parametrize("name", ["h60", "zh60"])
def test_the_game_loads_the_asks(towns, name):
    world, files = load_town_files(str(towns[name]))
    assert world is not None and files
