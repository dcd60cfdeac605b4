import json
from pathlib import Path

import pytest

from game.mind.persona import ResidentsError, load_personas, parse_personas

ROOT = Path(__file__).resolve().parents[2]
RESIDENTS = ROOT / "maps" / "smallville" / "residents.json"


def minimal(**over):
    r = {
        "id": "ann",
        "name": "Ann Lee",
        "age": 30,
        "innate": "kind",
        "learned": "a baker",
        "currently": "baking",
        "lifestyle": "early riser",
        "wake": "06:00",
        "sleep": "22:00",
        "daily_requirement": "bake",
        "home": {"sector": "Home", "arena": "Bedroom"},
    }
    r.update(over)
    return r


def test_the_town_file_loads_with_25_consistent_residents():
    people = load_personas(RESIDENTS)
    assert len(people) == 25
    by_id = {p.id: p for p in people}
    for p in people:
        for other in p.relationships:
            assert p.id in by_id[other].relationships, f"{p.id} -> {other} is one-sided"


def test_only_the_host_knows_of_the_party_at_first():
    people = load_personas(RESIDENTS)
    knowers = [p.id for p in people if any("party" in m.lower() for m in p.statements())]
    assert knowers == ["camille_moreau"]


@pytest.mark.parametrize(
    "bad, words",
    [
        ({"wake": "7am"}, "wake"),
        ({"home": None}, "home"),
        ({"age": "old"}, "age"),
        ({"relationships": {"bob": "friend"}}, "bob"),
        ({"work": {"sector": "Cafe", "arena": "Counter", "hours": "9 to 5"}}, "work hours"),
    ],
)
def test_bad_residents_give_one_clear_line(bad, words):
    with pytest.raises(ResidentsError) as e:
        parse_personas({"residents": [minimal(**bad)]})
    assert words in str(e.value) and "\n" not in str(e.value)


def test_bad_files(tmp_path):
    with pytest.raises(ResidentsError, match="no such file"):
        load_personas(tmp_path / "nope.json")
    broken = tmp_path / "r.json"
    broken.write_text('{"residents": [', encoding="utf-8")
    with pytest.raises(ResidentsError, match="not valid JSON"):
        load_personas(broken)
    dup = tmp_path / "d.json"
    dup.write_text(json.dumps({"residents": [minimal(), minimal()]}), encoding="utf-8")
    with pytest.raises(ResidentsError, match="twice"):
        load_personas(dup)


def test_awake_handles_bedtimes_after_midnight():
    p = parse_personas({"residents": [minimal(wake="09:00", sleep="01:30")]})[0]
    assert p.awake_at(23 * 60) and p.awake_at(60) and not p.awake_at(120) and p.awake_at(9 * 60)
