"""Configuration: flags > environment > config.toml > defaults; the key never shows."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from game.brains.llm.config import (
    DEFAULT_MODEL,
    OPENAI_URL,
    ConfigError,
    LLMConfig,
    add_cli_args,
    is_local_url,
    resolve_config,
)
from tests.brains.conftest import SECRET

EXAMPLE = Path(__file__).resolve().parents[2] / "config.example.toml"


def parse(*argv: str) -> argparse.Namespace:
    p = argparse.ArgumentParser()
    add_cli_args(p)
    return p.parse_args(list(argv))


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_nothing_configured_is_the_builtin_brain(tmp_path):
    cfg = resolve_config(parse(), {}, tmp_path / "missing.toml")
    assert cfg.provider == "builtin" and cfg.source == "defaults"


def test_precedence_flags_over_env_over_toml(tmp_path):
    toml = write(
        tmp_path,
        '[llm]\nbase_url = "http://toml:1/v1"\nmodel = "toml-model"\n'
        'cheap_model = "toml-cheap"\ntimeout_s = 12\nbudget_usd = 3.5\n',
    )
    env = {
        "OPENAI_BASE_URL": "http://env:2/v1",
        "OPENAI_MODEL": "env-model",
        "OPENAI_API_KEY": SECRET,
    }
    cfg = resolve_config(parse("--llm-model", "flag-model"), env, toml)
    assert (
        cfg.provider == "openai" and cfg.source == "environment"
    )  # a model alone names no endpoint
    assert cfg.model == "flag-model"  # flag
    assert cfg.base_url == "http://env:2/v1" and cfg.api_key == SECRET  # environment
    assert (
        cfg.cheap_model == "toml-cheap" and cfg.timeout_s == 12.0 and cfg.budget_usd == 3.5
    )  # toml
    cfg = resolve_config(parse(), {}, toml)
    assert (cfg.base_url, cfg.model, cfg.source) == ("http://toml:1/v1", "toml-model", str(toml))


def test_config_flag_points_at_another_file(tmp_path):
    other = tmp_path / "other.toml"
    other.write_text(
        '[llm]\nprovider = "openai"\nbase_url = "http://localhost:11434/v1"\n'
        'model = "llama3.1:8b"\n'
    )
    cfg = resolve_config(parse("--config", str(other)), {}, tmp_path / "missing.toml")
    assert cfg.model == "llama3.1:8b" and cfg.is_local and cfg.api_key == ""


def test_openai_key_alone_means_openai_with_default_model(tmp_path):
    cfg = resolve_config(parse(), {"OPENAI_API_KEY": SECRET}, tmp_path / "x.toml")
    assert (cfg.provider, cfg.base_url, cfg.model) == ("openai", OPENAI_URL, DEFAULT_MODEL)


def test_openai_without_key_is_a_clear_error(tmp_path):
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        resolve_config(parse("--llm", "openai"), {}, tmp_path / "x.toml")


def test_explicit_builtin_flag_wins_over_environment(tmp_path):
    cfg = resolve_config(parse("--llm", "builtin"), {"OPENAI_API_KEY": SECRET}, tmp_path / "x.toml")
    assert cfg.provider == "builtin"


def test_local_provider_needs_a_model_path(tmp_path):
    with pytest.raises(ConfigError, match="model-path"):
        resolve_config(parse("--llm", "local"), {}, tmp_path / "x.toml")
    cfg = resolve_config(parse("--llm-model-path", "m.gguf"), {}, tmp_path / "x.toml")
    assert cfg.provider == "local"


def test_flags_parse_into_typed_fields(tmp_path):
    cfg = resolve_config(
        parse(
            "--llm-base-url",
            "http://127.0.0.1:8080/v1",
            "--budget-tokens",
            "40000",
            "--budget-usd",
            "0.5",
            "--llm-unreachable",
            "exit",
            "--llm-cache",
            "off",
            "--llm-timeout",
            "5",
            "--llm-retries",
            "2",
            "--llm-in-flight",
            "3",
            "--llm-embed-model",
            "nomic-embed-text",
        ),
        {},
        tmp_path / "x.toml",
    )
    assert cfg.budget_tokens == 40000 and cfg.budget_usd == 0.5 and cfg.on_unreachable == "exit"
    assert cfg.cache_path == "" and cfg.timeout_s == 5.0 and cfg.max_retries == 2
    assert cfg.max_in_flight == 3 and cfg.embed_model == "nomic-embed-text"


def test_bad_toml_and_unknown_keys_are_one_line_errors(tmp_path):
    with pytest.raises(ConfigError):
        resolve_config(parse(), {}, write(tmp_path, "[llm\nmodel = 1"))
    with pytest.raises(ConfigError, match="unknown"):
        resolve_config(parse(), {}, write(tmp_path, '[llm]\nmodle = "x"\n'))
    with pytest.raises(ConfigError):
        resolve_config(
            parse(), {}, write(tmp_path, '[llm]\nbase_url = "http://x"\ntimeout_s = "soon"\n')
        )


def test_repr_masks_the_key():
    cfg = LLMConfig(provider="openai", base_url="http://x/v1", api_key=SECRET, model="m")
    assert SECRET not in repr(cfg) and SECRET not in str(cfg) and SECRET not in cfg.describe()
    assert "***" in repr(cfg)


def test_local_urls():
    for url in (
        "http://localhost:11434/v1",
        "http://127.0.0.1:8080/v1",
        "http://[::1]:1234/v1",
        "http://192.168.1.5:8000/v1",
    ):
        assert is_local_url(url), url
    assert not is_local_url("https://api.openai.com/v1")


def test_committed_example_parses(tmp_path):
    cfg = resolve_config(parse("--config", str(EXAMPLE)), {}, None)
    assert cfg.provider in ("openai", "builtin")


def test_in_flight_default_depends_on_the_endpoint(tmp_path):
    local = resolve_config(parse("--llm-base-url", "http://localhost:11434/v1"), {}, tmp_path / "x")
    remote = resolve_config(parse(), {"OPENAI_API_KEY": SECRET}, tmp_path / "x")
    chosen = resolve_config(
        parse("--llm-base-url", "http://localhost:1/v1", "--llm-in-flight", "9"), {}, tmp_path / "x"
    )
    assert (local.max_in_flight, remote.max_in_flight, chosen.max_in_flight) == (4, 16, 9)
