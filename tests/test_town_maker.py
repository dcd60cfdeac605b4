"""The town maker (tools/town_maker, ``make town``): a generated town passes the game's own
checks, its people are consistent (relationships both ways, homes and workplaces on the map,
families under one roof, staff whose trade and age fit, hours inside opening hours), the same
seed gives the same bytes, and bad options are one line, exit 2, nothing written."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import pygame
import pytest

import main
from game.app_setup import load_town_files
from game.ui.sprites import default_characters_dir, town_characters_dir
from game.world.places import Place
from game.world.tmx import load_town
from tools.town_maker import catalogue, cli


def make(maps: Path, name: str, *options: str) -> Path:
    assert cli.main([name, "--maps-dir", str(maps), "--quiet", *options]) == 0
    return maps / name


@pytest.fixture(scope="module")
def small(tmp_path_factory) -> Path:
    return make(tmp_path_factory.mktemp("maps"), "hamlet", "--residents", "12")


@pytest.fixture(scope="module")
def harbour(tmp_path_factory) -> Path:
    return make(tmp_path_factory.mktemp("maps"), "port", "--residents", "60", "--seed", "3",
                "--kind", "harbour")  # fmt: skip


def residents(town: Path) -> list[dict]:
    return json.loads((town / "residents.json").read_text(encoding="utf-8"))["residents"]


@pytest.fixture(params=["small", "harbour"])
def town(request) -> Path:
    return request.getfixturevalue(request.param)


def test_the_game_loads_the_town_with_its_own_checks(town):
    world, personas = load_town_files(str(town))
    assert len(personas) == len(residents(town)) in (12, 60)
    assert not world.validate()


def test_relationships_are_consistent_both_ways(town):
    people = {r["id"]: r for r in residents(town)}
    links = [(a, b) for a, r in people.items() for b in r.get("relationships") or {}]
    assert len(links) >= 2 * len(people)
    for a, b in links:
        assert b in people, f"{a} knows {b}, who is not a resident"
        assert a in (people[b].get("relationships") or {}), f"{a} knows {b}, not back"


def test_every_home_and_workplace_is_on_the_map_and_used(town):
    world = load_town(town / "town.tmx")
    people = residents(town)
    lived_in, staffed = set(), defaultdict(list)
    for r in people:
        for key in ("home", "work"):
            where = r.get(key)
            if where:
                world.tree.get(
                    Place(sector=where["sector"], arena=where["arena"])
                )  # KeyError if missing
        lived_in.add((r["home"]["sector"], r["home"]["arena"]))
        if r.get("work") and not r["occupation"].startswith("pupil"):
            staffed[r["work"]["sector"]].append(r)
    for s in world.tree.sectors():
        if s.kind in ("home", "apartments"):
            rooms = [a for a in world.tree.arenas(s.name) if a.kind in ("bedroom", "studio")]
            assert any((s.name, a.name) in lived_in for a in rooms), f"{s.name} is empty"
            if s.kind == "apartments":
                assert all((s.name, a.name) in lived_in for a in rooms), f"{s.name} has empty flats"
        elif s.kind not in ("park",):
            assert staffed[s.name], f"nobody works at {s.name}"


def _minutes(hhmm: str) -> int:
    return int(hhmm[:2]) * 60 + int(hhmm[3:])


def test_trades_ages_and_hours_fit(town):
    world = load_town(town / "town.tmx")
    hours = {s.name: s.hours for s in world.tree.sectors()}
    trades = {t.arena for p in catalogue.place_types().values() for t in p.trades}
    for r in residents(town):
        work = r.get("work")
        if r["age"] < 5 or r["age"] > 66:
            assert not work or r["age"] < 18, f"{r['id']} ({r['age']}) has a job"
        if not work:
            continue
        if r["occupation"].startswith("pupil"):
            assert 5 <= r["age"] <= 17
            continue
        assert 16 <= r["age"] <= 72, r["id"]
        if not hours[work["sector"]]:  # a boat's crew works from the quay (always open)
            assert work["arena"] == "Moorings" and work["sector"].endswith(" Quay"), r["id"]
            continue
        assert work["arena"] in trades, r["id"]
        start, end = (_minutes(t) for t in work["hours"].split("-"))
        opens, closes = (_minutes(t) for t in hours[work["sector"]].split("-"))
        assert opens <= start < end <= closes, (
            f"{r['id']} works {work['hours']} at {work['sector']}"
        )
        assert _minutes(r["wake"]) < start and _minutes(r["sleep"]) > end, r["id"]


def test_families_share_a_home_and_parents_are_old_enough(town):
    """(and brothers and sisters go to the same school)"""
    people = {r["id"]: r for r in residents(town)}
    for r in people.values():
        for other, text in (r.get("relationships") or {}).items():
            word = text.split(",")[0].split(" ")[-1]
            if word in ("wife", "husband", "son", "daughter", "mother", "father"):
                assert people[other]["home"]["sector"] == r["home"]["sector"], (r["id"], other)
            if word in ("son", "daughter"):
                assert r["age"] - people[other]["age"] >= 18, (r["id"], other)
            pupils = [x for x in (r, people[other]) if x["occupation"].startswith("pupil")]
            if word in ("brother", "sister") and len(pupils) == 2:
                assert r["work"]["sector"] == people[other]["work"]["sector"], (r["id"], other)


def test_storylines_are_there(harbour):
    facts = [f for r in residents(harbour) for f in r.get("facts", [])]
    topics = {f["topic"] for f in facts}
    assert {"quarrel", "project", "romance", "work"} <= topics, topics
    events = [f["event"] for f in facts if f.get("event")]
    assert len(events) >= 2 and all(e["date"] == "2026-06-13" for e in events)
    assert any(f.get("secret") for f in facts)


def test_a_gathering_is_hosted_by_someone_off_work_at_its_hours(harbour):
    """The host of a street clean-up at ten on a Saturday does not work that morning."""
    import datetime

    days = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
    hosts = [
        (r, f["event"]) for r in residents(harbour) for f in r.get("facts", []) if f.get("event")
    ]
    assert hosts
    for r, e in hosts:
        work = r.get("work") or {}
        day = days[datetime.date.fromisoformat(e["date"]).weekday()]
        if not work.get("hours") or day not in work.get("days", ()):
            continue
        start, end = (_minutes(t) for t in work["hours"].split("-"))
        assert _minutes(e["end"]) <= start or _minutes(e["start"]) >= end, (r["id"], e)


def test_every_resident_has_a_character_sheet_the_window_finds(small):
    chars = town_characters_dir(small / "town.tmx")
    assert chars == small / "characters"
    for r in residents(small):
        sheet = pygame.image.load(str(chars / f"{r['id']}.png"))
        assert sheet.get_size() == (128, 128)
    assert town_characters_dir(small / "elsewhere" / "town.tmx") == default_characters_dir()


def test_the_same_seed_gives_the_same_bytes_and_another_seed_another_town(tmp_path):
    a = make(tmp_path / "a", "twin", "--residents", "12", "--seed", "5")
    b = make(tmp_path / "b", "twin", "--residents", "12", "--seed", "5")
    c = make(tmp_path / "c", "twin", "--residents", "12", "--seed", "6")
    files = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    assert len(files) == 12 + 3
    assert files == sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    for f in files:
        assert (a / f).read_bytes() == (b / f).read_bytes(), f
    assert (a / "residents.json").read_bytes() != (c / "residents.json").read_bytes()


@pytest.mark.parametrize(
    "options",
    [
        ["x", "--residents", "0"],
        ["x", "--residents", "501"],
        ["x", "--residents", "many"],
        ["x", "--kind", "castle"],
        ["Bad Name"],
        ["../x"],
        ["old"],  # exists
        [],
    ],
)
def test_bad_options_are_one_line_exit_2_and_write_nothing(options, tmp_path, capsys):
    old = tmp_path / "old"
    old.mkdir()
    (old / "town.tmx").write_text("mine", encoding="utf-8")
    try:
        code = cli.main([*options, "--maps-dir", str(tmp_path)])
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    assert code == 2 and not out
    assert err.count("\n") == 1 and "Traceback" not in err and "make town" in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old"]
    assert (old / "town.tmx").read_text(encoding="utf-8") == "mine"


def test_more_residents_than_the_made_town_is_refused_naming_the_maker(
    small, capsys, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    argv = ["--town", str(small), "--headless", "--hours", "0.1", "--residents", "13"]
    try:
        code = main.main(argv)
    except SystemExit as e:
        code = e.code
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1, err
    assert "--residents 13:" in err and "has only 12" in err and "make town" in err, err


def test_a_made_town_of_60_runs_two_hours_headless_without_a_failed_job(
    harbour, capsys, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    argv = ["--town", str(harbour), "--headless", "--hours", "2", "--seed", "1", "--quiet"]
    assert main.main(argv) == 0
    out = capsys.readouterr().out
    assert "60 residents" in out and "failed jobs: 0" in out, out[-2000:]


def test_the_map_grows_with_the_town(small, harbour):
    a, b = load_town(small / "town.tmx"), load_town(harbour / "town.tmx")
    assert a.width * a.height < b.width * b.height
    for kind in ("home", "market", "park"):
        n = [sum(s.kind == kind for s in t.tree.sectors()) for t in (a, b)]
        assert n[0] <= n[1], (kind, n)
    homes = [sum(s.kind in ("home", "apartments") for s in t.tree.sectors()) for t in (a, b)]
    assert homes[0] * 2 < homes[1]
    streets = [len([n for n in t.spawns if n[0].isalpha() and "door" not in n]) for t in (a, b)]
    assert streets[0] < streets[1], streets


def test_a_trade_is_said_in_the_first_person():
    from tools.town_maker.personas import first_person

    assert first_person("sorts and carries the post") == "sort and carry the post"
    assert first_person("teaches the older class") == "teach the older class"
    assert first_person("sells nails and tools") == "sell nails and tools"
    assert first_person("dresses wounds and gives injections") == "dress wounds and give injections"


def test_what_a_killed_maker_left_is_cleared_by_the_next_make_of_that_name(tmp_path):
    """A maker killed mid-write leaves a hidden ``.NAME.*`` folder (with its maker.json); the
    next make of NAME removes it, and leaves any other hidden folder alone."""
    left = tmp_path / ".dale.x1y2"
    left.mkdir(parents=True)
    (left / "maker.json").write_text("{}", encoding="utf-8")
    other = tmp_path / ".dalesman.q"
    other.mkdir()
    (other / "maker.json").write_text("{}", encoding="utf-8")
    make(tmp_path, "dale", "--residents", "10")
    assert not left.exists() and other.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == [".dalesman.q", "dale"]


def test_an_id_keeps_every_letter_of_the_name():
    """A letter NFKD does not split into a plain one and a mark (ł, ø, ß) is written in plain
    Latin letters, not dropped: "Paweł Nowak" is "pawel_nowak", never "pawe_nowak"."""
    from tools.town_maker.naming import slug

    assert slug("Paweł Nowak") == "pawel_nowak"
    assert slug("Søren Ødegård") == "soren_odegard"
    assert slug("Grüße Zając") == "grusse_zajac"


def test_a_made_crush_is_on_record_and_may_be_confided(harbour):
    """The one who is sweet on someone has it as a ``feelings`` record (not only in words),
    and its secret is news a close friend may be told."""
    people = residents(harbour)
    crushes = [(r["id"], o) for r in people for o, f in r.get("feelings", {}).items()]
    assert crushes and all(f == "crush" for r in people for f in r.get("feelings", {}).values())
    by_id = {r["id"]: r for r in people}
    for who, on in crushes:
        assert on in by_id[who]["relationships"]
        own = [
            f for f in by_id[who]["facts"] if f["topic"] == "romance" and f["about"] == [who, on]
        ]
        assert own and own[0]["secret"] and own[0]["news"]
