"""Fuzzing the scenario loader from its schema: every damaged file is one ScenarioError line.

Damage is generated from ``docs/schemas/scenario.schema.json`` (``tests/test_schemas_damage``)
and applied to every shipped scenario; each damaged file is loaded in-process against its town.
Whatever the damage, the loader either accepts the file (where the schema allows what was put
there) or refuses it in one line naming the file, and never raises anything else.
"""

from __future__ import annotations

import json
import math
import os
import tomllib
from pathlib import Path

import pytest

from game.app_setup import load_town_files
from game.sim import scenario
from game.sim.scenario import ScenarioError
from tests.test_schemas_damage import damages, dumps_toml, main_refuses, tried

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "schemas" / "scenario.schema.json").read_text("utf-8"))
SHIPPED = sorted((ROOT / "maps").glob("*/scenarios/*.toml"))


@pytest.fixture(scope="module")
def towns():
    return {name: load_town_files(name) for name in sorted({p.parents[1].name for p in SHIPPED})}


def _refused(path: Path, town, overrides=None) -> str | None:
    """The loader's one line, or None when it accepts the file."""
    try:
        scenario.load(path, *town, overrides)
    except ScenarioError as e:
        text = str(e)
        shown = os.path.relpath(path) if path.is_relative_to(Path.cwd()) else str(path)
        assert "\n" not in text and text.startswith(f"{shown}: "), text
        assert len(text) < 600, text
        return text
    return None


def test_every_damage_to_every_field_of_every_shipped_scenario_is_one_line(tmp_path, towns):
    done, problems, refused = set(), [], 0
    for source in SHIPPED:
        doc = tomllib.loads(source.read_text(encoding="utf-8"))
        town = towns[source.parents[1].name]
        for d in damages(SCHEMA, doc):
            if d.label in done:  # the same field of another file
                continue
            done.add(d.label)
            path = tmp_path / f"{source.stem}.toml"
            refused += tried(
                d,
                path,
                dumps_toml(d.doc),
                lambda p, town=town: _refused(p, town),
                problems,
                f"{source.name}: ",
            )
    assert not problems, "\n".join(problems[:30])
    assert len(done) > 150 and refused > 120, (len(done), refused)


@pytest.mark.parametrize(
    "text, says",
    [
        ("x = " + "[" * 100_000 + "]" * 100_000, "is nested more than"),
        ('description = "x"\nhours = 1e400', "hours: expected a number from 0.1 to 336, got inf"),
        ('description = "x"\nhours = 2\nstart = 9999-12-31T00:00:00', "start: expected a date"),
        ('description = "x"\nhours = 2\nstart = 2026-02-13T08:00:00+01:00', "without a time zone"),
        ('description = "x"\nhours = 2\nseed = 99999999999999999999', "seed: expected a whole"),
        ('description = "x"\nhours = 2\nresidents = 100000', "residents: expected a number"),
        ('description = "x"\nhours = 2\nresidents = 30', "30 is more than the 25 residents"),
        ("description = '" + "é" * 5000 + "'\nhours = 2", "at most 4,000 characters"),
        ("", "description: is missing"),
        ("\ufeffdescription = 'x'", "is not valid TOML"),
    ],
    ids=lambda v: v[:30] if isinstance(v, str) else v,
)
def test_extreme_files_are_one_line(tmp_path, towns, text, says):
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    line = _refused(path, towns["smallville"])
    assert line is not None and says in line, line


def test_what_is_not_a_small_regular_file_is_refused_at_once(tmp_path, towns):
    big = tmp_path / "big.toml"
    big.write_bytes(b"# " + b"x" * scenario.MAX_BYTES + b"\n")
    assert "more than the 1,000,000 allowed" in _refused(big, towns["smallville"])
    assert "a folder" in _refused(tmp_path, towns["smallville"])
    assert "no such file" in _refused(tmp_path / "none.toml", towns["smallville"])
    bad = tmp_path / "latin1.toml"
    bad.write_bytes('description = "caf\xe9"\nhours = 2\n'.encode("latin-1"))
    assert "not UTF-8" in _refused(bad, towns["smallville"])
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo.toml"
        os.mkfifo(fifo)  # nobody writes to it: reading it would wait for ever
        assert "a FIFO" in _refused(fifo, towns["smallville"])
    if Path("/dev/zero").exists():
        assert "a device" in _refused(Path("/dev/zero"), towns["smallville"])


def test_an_override_from_the_command_line_is_checked_like_the_file(towns):
    party = ROOT / "maps" / "smallville" / "scenarios" / "party.toml"
    line = _refused(party, towns["smallville"], {"hours": math.inf})
    assert line.endswith("hours: expected a number from 0.1 to 336, got inf"), line


@pytest.mark.parametrize(
    "old, new, says",
    [
        ('start = "2026-02-13 07:00"', 'start = "9999-12-31 07:00"', "start: expected a date"),
        ("threshold = 0.5\nk = 10", 'threshold = "high"\nk = 10', "measure[1].threshold"),
    ],
)
def test_main_refuses_a_damaged_scenario_in_one_line_with_exit_2(tmp_path, old, new, says):
    text = (ROOT / "maps" / "smallville" / "scenarios" / "party.toml").read_text("utf-8")
    assert old in text
    path = tmp_path / "party.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    err = main_refuses(["--scenario", str(path), "--headless"], tmp_path)
    assert says in err, err
