"""Fuzzing the built-in brain's tables from their schema: every damage is one TablesError line.

Damage is generated from ``docs/schemas/activities.schema.json`` (``tests/test_schemas_damage``;
a town's file may hold any section of any shared file, so one schema covers them all) and
applied to the shipped town file ``maps/smallville/activities.toml`` (written as a file and
loaded with ``load_tables``) and to each shared file in ``game/brains/builtin/data`` (loaded
through the same ``load``: its schema, merging, the cross-file checks and building, with the
damaged document handed to ``check_file`` in place of the parsed file, which saves parsing
50 KB of TOML 700 times). The undamaged shared files are read once.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from game.brains.builtin import table_load
from game.brains.builtin.table_sections import SPECS, check_file
from game.brains.builtin.tables import DATA_DIR, TablesError, load_tables
from tests.test_schemas_damage import damages, dumps_toml

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "schemas" / "activities.schema.json").read_text("utf-8"))
TOWN_FILE = ROOT / "maps" / "smallville" / "activities.toml"


@pytest.fixture
def shared_once(monkeypatch):
    """``table_load.read`` with the shared files read once; ``damaged[name]`` replaces one."""
    real, cache, damaged = table_load.read, {}, {}

    def read(path: Path, town: bool):
        name = Path(path).name
        if not town and name in damaged:
            return check_file(table_load.display(path), damaged[name], False)
        if town:
            return real(path, town)
        if name not in cache:
            cache[name] = real(path, town)
        return cache[name]

    monkeypatch.setattr(table_load, "read", read)
    return damaged


def _one_line(err: TablesError, file: str) -> str:
    text = str(err)
    assert "\n" not in text and text.startswith(file) and len(text) < 800, text
    assert err.__cause__ is None and (err.__context__ is None or err.__suppress_context__)
    return text


def test_every_damage_to_the_shipped_town_file_is_one_line(tmp_path, shared_once):
    doc = tomllib.loads(TOWN_FILE.read_text(encoding="utf-8"))
    path, problems, refused, cases = tmp_path / "activities.toml", [], 0, damages(SCHEMA, doc)
    for d in cases:
        path.write_text(dumps_toml(d.doc), encoding="utf-8")
        try:
            load_tables(path)
        except TablesError as e:
            _one_line(e, str(path))
            refused += 1
            continue
        except Exception as e:  # noqa: BLE001 -- that is what this test looks for
            problems.append(f"{d.label}: {type(e).__name__}: {e}")
            continue
        if d.must_fail:
            problems.append(f"{d.label}: accepted")
    assert not problems, "\n".join(problems[:30])
    assert len(cases) > 100 and refused > 80, (len(cases), refused)


@pytest.mark.parametrize("name", list(SPECS))
def test_every_damage_to_every_field_of_a_shared_file_is_one_line(name, shared_once):
    doc = tomllib.loads((DATA_DIR / name).read_text(encoding="utf-8"))
    problems, refused, cases = [], 0, damages(SCHEMA, doc)
    for d in cases:
        shared_once[name] = d.doc
        try:
            load_tables()
        except TablesError as e:
            _one_line(e, table_load.display(DATA_DIR / name))
            refused += 1
            continue
        except Exception as e:  # noqa: BLE001 -- that is what this test looks for
            problems.append(f"{d.label}: {type(e).__name__}: {e}")
            continue
        if d.must_fail:
            problems.append(f"{d.label}: accepted")
    assert not problems, "\n".join(problems[:30])
    assert refused > len(cases) // 2, (len(cases), refused)


@pytest.mark.parametrize(
    "text, says",
    [
        ("x = " + "[" * 100_000 + "]" * 100_000, "is nested more than"),
        ("[[activity]]\nname = 'sleep'\ntypical_minutes = 1e400", "expected a whole number"),
        ("[[activity]]\nname = '" + "z" * 5000 + "'", "expected at most 100 characters"),
        ("[opening_times]\ncafe = '25:00'", "opening_times.cafe: expected text matching"),
        ("[topics.x]\npattern = '(a+)+' \nbefore = 7", "topics.x.before: expected some text"),
        ("[persona.default_phrase]\nwalk = '{moon}'", "unknown placeholder '{moon}'"),
    ],
    ids=lambda v: v[:30],
)
def test_extreme_town_files_are_one_line(tmp_path, text, says):
    path = tmp_path / "activities.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(TablesError) as err:
        load_tables(path)
    assert says in _one_line(err.value, str(path))
