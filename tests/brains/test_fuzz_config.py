"""Fuzzing config.toml from its schema: every damaged file is one ConfigError line.

Damage is generated from ``docs/schemas/config.schema.json`` (``tests/test_schemas_damage``) and
applied to ``config.example.toml`` with every other table filled in (two ``[[llm.servers]]``, a
budget, ``[saves]``); each damaged file goes through ``resolve_config`` and ``saves_settings``
in-process. Two of them also go through ``main.py``: exit 2, one line, no traceback.
"""

from __future__ import annotations

import json
import os
import tomllib
from pathlib import Path

import pytest

from game.brains.llm.config import ConfigError, read_config, resolve_config, saves_settings
from tests.test_schemas_damage import damages, dumps_toml, main_refuses, tried

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "schemas" / "config.schema.json").read_text("utf-8"))
EXTRA = """
cheap_model = "llama3.2:3b"
embed_model = "nomic-embed-text"
timeout_floor_s = 3.0
adaptive_timeout = true
exchange_lines = 4
budget_usd = 1.0
budget_tokens = 2000000
hedge = true

[[llm.servers]]
base_url = "http://localhost:11434/v1"
model = "big"
max_in_flight = 2

[[llm.servers]]
base_url = "http://127.0.0.1:8080/v1"
cheap_model = "small"
api_key_env = "GPU2_KEY"

[saves]
autosave_minutes = 30
saves_dir = "saves"
"""


def full_example() -> dict:
    text = (ROOT / "config.example.toml").read_text(encoding="utf-8")
    doc = tomllib.loads(text.replace("[llm]\n", "[llm]\n" + EXTRA.split("[[llm.servers]]")[0], 1))
    extra = tomllib.loads("[llm]\n" + EXTRA.split("\n\n", 1)[1])
    doc["llm"]["servers"] = extra["llm"]["servers"]
    doc["saves"] = extra["saves"]
    return doc


def _refused(path: Path) -> str | None:
    try:
        resolve_config(None, {"GPU2_KEY": "k"}, path)
        saves_settings(path)
    except ConfigError as e:
        text = str(e)
        assert "\n" not in text and text.startswith(f"{path}: "), text
        return text
    return None


def test_the_full_example_is_valid_and_reads_as_written(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text(dumps_toml(full_example()), encoding="utf-8")
    cfg = resolve_config(None, {"GPU2_KEY": "k"}, path)
    assert len(cfg.servers) == 2 and cfg.servers[1].api_key == "k" and cfg.budget_usd == 1.0
    assert saves_settings(path) == {"autosave_minutes": 30, "saves_dir": "saves"}
    assert read_config(tmp_path / "none.toml").llm is None


def test_every_damage_to_every_setting_is_one_line(tmp_path):
    problems, refused, cases = [], 0, damages(SCHEMA, full_example())
    path = tmp_path / "config.toml"
    for d in cases:
        refused += tried(d, path, dumps_toml(d.doc), _refused, problems)
    assert not problems, "\n".join(problems[:30])
    assert len(cases) > 150 and refused > 120, (len(cases), refused)


@pytest.mark.parametrize(
    "text, says",
    [
        ("llm = 5", "llm: expected a table, got 5"),
        ("[llm]\nbudget_usd = 1e400", "llm.budget_usd: expected a number from 0 to 1000000"),
        ("[llm]\nbase_url = 'http://[::1'", "llm.base_url: expected an http(s) URL"),
        ("[llm]\nbase_url = 'http://x:99999/v1'", "llm.base_url: expected an http(s) URL"),
        ("[lmm]\nmodel = 'x'", "lmm: is not a known key (known: game, llm, saves)"),
        ("saves = 5", "saves: expected a table"),
        ("x = " + "[" * 100_000 + "]" * 100_000, "is nested more than"),
    ],
    ids=lambda v: v[:30],
)
def test_extreme_files_are_one_line(tmp_path, text, says):
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    line = _refused(path)
    assert line is not None and says in line, line


def test_a_flag_is_held_to_the_files_bounds(tmp_path):
    import argparse

    from game.brains.llm.config import add_cli_args

    p = argparse.ArgumentParser()
    add_cli_args(p)
    args = p.parse_args(["--llm-base-url", "http://localhost:1/v1", "--llm-timeout", "inf"])
    with pytest.raises(ConfigError, match=r"--llm-timeout must be from 0.1 to 3600, not inf"):
        resolve_config(args, {}, tmp_path / "none.toml")


def test_what_is_not_a_regular_file_is_refused_at_once(tmp_path):
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo.toml"
        os.mkfifo(fifo)
        assert "a FIFO" in _refused(fifo)
    assert "a folder" in _refused(tmp_path)


@pytest.mark.parametrize(
    "old, new, says",
    [
        ("timeout_s = 60.0", 'timeout_s = "soon"', "llm.timeout_s: expected a number"),
        ("max_retries = 3", "max_retries = 1e400", "llm.max_retries: expected a whole number"),
    ],
)
def test_main_refuses_a_damaged_config_in_one_line_with_exit_2(tmp_path, old, new, says):
    text = (ROOT / "config.example.toml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "config.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    err = main_refuses(["--llm-check", "--config", str(path)], tmp_path)
    assert says in err, err
