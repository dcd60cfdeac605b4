"""Fuzzing the residents loader from its schema: every damaged file is one ResidentsError line.

Damage is generated from ``docs/schemas/residents.schema.json`` (``tests/test_schemas_damage``)
and applied to the shipped residents files (each distinct field once over all of them); each
damaged file is written as JSON (null is a value here) and loaded with ``load_personas``.
Whatever the damage, the loader either accepts the file (where the schema allows what was put
there) or refuses it in one line naming the file, and never raises anything else. Then extreme
files (1e400, huge names, deep nesting, what is not a file) and ``main.py`` refusing a damaged
town in one line with exit 2.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from game.mind import persona
from game.mind.persona import ResidentsError, load_personas
from tests.test_schemas_damage import damages, main_refuses, tried

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "schemas" / "residents.schema.json").read_text("utf-8"))
SHIPPED = [
    ROOT / "tests" / "towns" / "larkholme" / "residents.json",
    ROOT / "maps" / "brinewick" / "residents.json",
    ROOT / "maps" / "smallville" / "residents.json",
]
SMALL = ROOT / "tests" / "towns" / "larkholme" / "residents.json"
SMALLVILLE = ROOT / "maps" / "smallville" / "residents.json"


def refused(path: Path) -> str | None:
    """The loader's one line, or None when it accepts the file."""
    try:
        load_personas(path)
    except ResidentsError as e:
        text = str(e)
        assert "\n" not in text and text.startswith(f"{path}: ") and len(text) < 600, text
        assert e.__cause__ is None and (e.__context__ is None or e.__suppress_context__)
        return text
    return None


def test_every_damage_to_every_field_of_every_shipped_file_is_one_line(tmp_path):
    done, problems, refusals = set(), [], 0
    path = tmp_path / "residents.json"
    for source in SHIPPED:
        doc = json.loads(source.read_text(encoding="utf-8"))
        for d in damages(SCHEMA, doc, nothing=None):
            if d.label in done:  # the same field of another file
                continue
            done.add(d.label)
            text = json.dumps(d.doc, ensure_ascii=False)
            refusals += tried(d, path, text, refused, problems, f"{source.parent.name}: ")
    assert not problems, "\n".join(problems[:30])
    assert len(done) > 200 and refusals > 150, (len(done), refusals)


def _with(first: dict, source: Path = SMALL) -> dict:
    doc = json.loads(source.read_text(encoding="utf-8"))
    doc["residents"][0] = {**doc["residents"][0], **first}
    return doc


@pytest.mark.parametrize(
    "text, says",
    [
        ("[" * 100_000 + "]" * 100_000, "is nested more than 24"),
        ("[" * 30 + "]" * 30, "is nested more than 24"),
        ('{"residents": [' + "9" * 5000 + "]}", "is not valid JSON (a number of too many digits)"),
        ('{"residents": [', "is not valid JSON (line 1"),
        ("", "is not valid JSON"),
        ("[]", "expected an object with a 'residents' list, got a list of 0 items"),
        ("null", "expected an object with a 'residents' list, got nothing"),
        ('{"residents": []}', "residents: expected at least 1 item"),
        ('{"residents": [1]}', "residents[1]: expected an object with id, name, age"),
        ('{"everyone_knows_everyone": 1, "residents": []}', "must be true or false, not 1"),
    ],
    ids=lambda v: v[:30],
)
def test_extreme_files_are_one_line(tmp_path, text, says):
    path = tmp_path / "residents.json"
    path.write_text(text, encoding="utf-8")
    line = refused(path)
    assert line is not None and says in line, line


@pytest.mark.parametrize(
    "first, says",
    [
        ({"work": "pharmacy"}, "residents[1].work: expected an object with sector and hours, got "),
        ({"age": 1e400}, "residents[1].age: expected a whole number from 0 to 150, got inf"),
        ({"age": 10**400}, "age: expected a whole number from 0 to 150, got a number of 401"),
        ({"age": -1}, "age: expected a whole number from 0 to 150, got -1"),
        ({"name": "z" * 100_000}, "name: expected at most 100 characters, got 100,000"),
        ({"learned": "z" * 5000}, "learned: expected at most 4,000 characters"),
        ({"wake": "25:00"}, "wake: expected a time like 07:30, got '25:00'"),
        ({"innate": {"a": 1}}, "innate: expected some text, got an object (resident 'Gideon"),
        ({"home": {"sector": "X", "arena": "Y", "x": 1}}, "home.x: is not a known key"),
        ({"relationships": ["a"]}, "relationships: expected an object, got a list of 1 item"),
        ({"facts": [{"told": "x", "topic": "gossip"}]}, "facts[1].topic: expected 'party'"),
        ({"facts": [{"told": "x", "event": {}}]}, "facts[1].event.what: is missing"),
        ({"work": {"sector": "X", "days": ["someday"]}}, "work.days[1]: expected a day like"),
        ({"knows_everyone": "yes"}, "'knows_everyone' must be true or false, not 'yes'"),
        ({"nested": [[[[[[1]]]]]]}, "residents[1].nested: is not a known key"),
    ],
    ids=lambda v: str(v)[:30],
)
def test_absurd_values_are_one_line(tmp_path, first, says):
    path = tmp_path / "residents.json"
    path.write_text(json.dumps(_with(first)), encoding="utf-8")
    line = refused(path)
    assert line is not None and says in line, line


def test_names_in_any_script_are_welcome(tmp_path):
    path = tmp_path / "residents.json"
    for name in ("王小明", "Zoë 🌻 Fair", "שרה כהן", "Ĳsbrand Ŀuik"):
        path.write_text(json.dumps(_with({"name": name}), ensure_ascii=False), encoding="utf-8")
        assert load_personas(path)[0].name == name


def test_what_is_not_a_small_regular_file_is_refused_at_once(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(persona.MAX_BYTES + 1)
    assert "more than the 5,000,000 allowed" in refused(big)
    assert "a folder" in refused(tmp_path)
    assert "no such file" in refused(tmp_path / "none.json")
    latin = tmp_path / "latin1.json"
    latin.write_bytes('{"residents": ["caf\xe9"]}'.encode("latin-1"))
    assert "not UTF-8" in refused(latin)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo.json"
        os.mkfifo(fifo)  # nobody writes to it: reading it would wait for ever
        assert "a FIFO" in refused(fifo)
    if Path("/dev/zero").exists():
        assert "a device" in refused(Path("/dev/zero"))


@pytest.mark.parametrize(
    "first, says",
    [
        ({"work": "pharmacy"}, "residents[1].work: expected an object with sector and hours"),
        ({"age": 1e400}, "residents[1].age: expected a whole number"),
    ],
    ids=["work", "age"],
)
def test_main_refuses_a_damaged_town_in_one_line_with_exit_2(tmp_path, first, says):
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "tiles").symlink_to(ROOT / "assets" / "tiles")
    town = tmp_path / "maps" / "copy"
    town.mkdir(parents=True)
    shutil.copy(SMALLVILLE.parent / "town.tmx", town / "town.tmx")  # its tileset: ../../assets
    (town / "residents.json").write_text(json.dumps(_with(first, SMALLVILLE)), encoding="utf-8")
    err = main_refuses(["--headless", "--town", str(town)], tmp_path)
    assert says in err and "residents.json" in err, err
