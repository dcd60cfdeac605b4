"""docs/schemas is what the code accepts, and every file the project ships passes its schema.

Also the shared parts of every loader of a user's file (``game.world.user_files``): what is
not a small regular file is refused at once, deep nesting is one line, a validation error is
one line naming the path inside the file.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import tomllib
from datetime import date, datetime, time
from pathlib import Path

import pytest
from pydantic import ValidationError

from game.brains.builtin.table_schema import FILE_MODELS, TownTables
from game.brains.llm.config_schema import ConfigFile
from game.mind.residents_schema import ResidentsFile
from game.sim.scenario_schema import ScenarioFile
from game.world.map_limits import MapFile, MapHeader
from game.world.user_file_problems import problem_line, shown_value
from game.world.user_files import read_bytes, read_toml

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs" / "schemas"
SCENARIOS = sorted((ROOT / "maps").glob("*/scenarios/*.toml"))
TOWN_TABLES = sorted((ROOT / "maps").glob("*/activities.toml"))
_DATA = ROOT / "game" / "brains" / "builtin" / "data"
SHARED_TABLES = sorted(p for p in _DATA.glob("*.toml") if p.name in FILE_MODELS)
# data files a module reads by itself (not the phrase and activity tables)
OWN_DATA = sorted(p for p in _DATA.glob("*.toml") if p.name not in FILE_MODELS)
MAPS = sorted((ROOT / "maps").glob("*/town.tmx"))
RESIDENTS = sorted((ROOT / "maps").glob("*/residents.json"))
RESIDENTS += sorted((ROOT / "tests" / "towns").glob("*/residents.json"))


def _exporter():
    spec = importlib.util.spec_from_file_location(
        "export_schemas", ROOT / "tools" / "export_schemas.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _toml(path: Path) -> dict:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def test_docs_schemas_are_up_to_date_with_the_code():
    tool = _exporter()
    assert set(tool.rendered()) == {p.name for p in DOCS.glob("*.json")}
    assert not tool.stale(), f"out of date: {tool.stale()} (run python tools/export_schemas.py)"


def test_the_check_sees_a_changed_bound_whatever_the_pydantic_version():
    tool = _exporter()
    written = json.loads((DOCS / "scenario.schema.json").read_text("utf-8"))
    changed = json.loads(json.dumps(written).replace('"maximum": 336', '"maximum": 337'))
    assert changed != written and tool.allows(changed) != tool.allows(written)
    reworded = json.loads(json.dumps(written).replace('"title": "Hours"', '"title": "H"'))
    assert tool.allows(reworded) == tool.allows(written)


def test_the_data_files_outside_the_tables_are_read_by_their_module():
    from game.brains.builtin import plan_needs

    assert [p.name for p in OWN_DATA] == ["needs.toml"]
    assert plan_needs.DATA in OWN_DATA and _toml(plan_needs.DATA)


def test_every_shipped_file_passes_its_schema():
    assert len(SCENARIOS) >= 7 and TOWN_TABLES and len(SHARED_TABLES) == 5 and len(MAPS) >= 2
    for path in SCENARIOS:
        ScenarioFile.model_validate(_toml(path))
    for path in TOWN_TABLES + SHARED_TABLES:
        TownTables.model_validate(_toml(path), context={"town": True})
    for path in SHARED_TABLES:
        FILE_MODELS[path.name].model_validate(_toml(path), context={"town": False})
    ConfigFile.model_validate(_toml(ROOT / "config.example.toml"))
    for path in MAPS:
        text = path.read_text(encoding="utf-8")
        head = dict(re.findall(r'(\w+)="([^"]*)"', re.search(r"<map [^>]*>", text)[0]))
        props = text.split("<tileset")[0]
        props = dict(re.findall(r'<property name="(\w+)" value="([^"]*)"/>', props))
        MapFile.model_validate({"map": head, "properties": props})


def test_every_shipped_residents_file_passes_its_schema_in_code_and_as_json():
    assert len(RESIDENTS) >= 3
    schema = json.loads((DOCS / "residents.schema.json").read_text("utf-8"))
    jsonschema = None
    try:
        import jsonschema
    except ImportError:
        pass
    for path in RESIDENTS:
        doc = json.loads(path.read_text(encoding="utf-8"))
        ResidentsFile.model_validate(doc)
        if jsonschema is not None:
            jsonschema.Draft202012Validator.check_schema(schema)
            errors = list(jsonschema.Draft202012Validator(schema).iter_errors(doc))
            assert not errors, f"{path}: {errors[0].message[:300]}"


def _plain(v):
    """A TOML document as an editor's JSON Schema check sees it: dates and times as text."""
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_plain(x) for x in v]
    return v.isoformat() if isinstance(v, datetime | date | time) else v


def test_the_json_files_accept_every_shipped_file_as_an_editor_would_check_it():
    jsonschema = pytest.importorskip("jsonschema")
    pairs = [("scenario", p) for p in SCENARIOS] + [("config", ROOT / "config.example.toml")]
    pairs += [("activities", p) for p in TOWN_TABLES + SHARED_TABLES]
    for kind, path in pairs:
        schema = json.loads((DOCS / f"{kind}.schema.json").read_text("utf-8"))
        jsonschema.Draft202012Validator.check_schema(schema)
        errors = list(jsonschema.Draft202012Validator(schema).iter_errors(_plain(_toml(path))))
        assert not errors, f"{path}: {errors[0].message[:300]}"


# ---------------------------------------------------------------------------- user_files
def test_what_is_not_a_small_regular_file_is_refused_before_reading(tmp_path):
    def refused(path, limit=100) -> str:
        with pytest.raises(ValueError) as err:
            read_bytes(path, "f", ValueError, limit)
        return str(err.value)

    assert refused(tmp_path / "none") == "f: no such file"
    assert refused(tmp_path) == "f: is not a regular file (a folder)"
    big = tmp_path / "big"
    big.write_bytes(b"x" * 101)
    assert refused(big) == "f: is 101 bytes, more than the 100 allowed"
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "fifo")
        assert refused(tmp_path / "fifo") == "f: is not a regular file (a FIFO)"
    if Path("/dev/zero").exists():
        assert refused(Path("/dev/zero")) == "f: is not a regular file (a device)"
    big.write_bytes(b"x" * 100)
    assert read_bytes(big, "f", ValueError, 100) == b"x" * 100


@pytest.mark.parametrize(
    "text, says",
    [
        ("a = " + "[" * 100_000 + "]" * 100_000, "f: is nested more than 24 tables or arrays deep"),
        ("a = " + "[" * 30 + "]" * 30, "f: is nested more than 24"),
        ("a = " + "{b = " * 30 + "1" + "}" * 30, "f: is nested more than 24"),
        ("a = [1", "f: is not valid TOML ("),
    ],
    ids=["100000 deep", "30 deep arrays", "30 deep tables", "bad TOML"],
)
def test_toml_is_read_with_its_nesting_bounded(tmp_path, text, says):
    path = tmp_path / "f.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError) as err:
        read_toml(path, "f", ValueError)
    assert str(err.value).startswith(says) and "\n" not in str(err.value)


def test_a_validation_error_is_one_line_naming_the_path_from_1():
    data = {"description": "x", "hours": 2, "whisper": [{}, {"at": "2026-02-13 08:00"}]}
    with pytest.raises(ValidationError) as err:
        ScenarioFile.model_validate(data)
    assert problem_line(err.value, data) == "whisper[1].at: is missing"
    data = {"orientation": "orthogonal", "width": "1e400", "height": "2"}
    with pytest.raises(ValidationError) as err:
        MapHeader.model_validate(data)
    assert (
        problem_line(err.value, data)
        == "width: expected a whole number from 1 to 1024, got '1e400'"
    )
    assert shown_value("x" * 5000) == "a text of 5,000 characters"
    assert shown_value(10**400) == "a number of 401 digits"
    assert shown_value(float("nan")) == "nan"
