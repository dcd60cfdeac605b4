"""``--llm-check`` against the fake server: a table and an exit code for every fault mode, one
line and exit 2 when there is no model to ask."""

from __future__ import annotations

import argparse
import io

import pytest

import main
from game.brains.llm.check import run_check
from game.brains.llm.config import add_cli_args
from tests.brains.conftest import STEPS
from tests.fake_openai import FAULTS


@pytest.fixture(autouse=True)
def _no_env(monkeypatch):
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"):
        monkeypatch.delenv(name, raising=False)


def _args(tmp_path, *flags: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_cli_args(parser)
    return parser.parse_args(["--llm-check", "--config", str(tmp_path / "none.toml"), *flags])


def _check(tmp_path, url: str, *flags: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    args = _args(tmp_path, "--llm-base-url", url, "--llm-model", "fake-model", *flags)
    code = run_check(args, out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def test_a_good_model_passes_every_step(fake, tmp_path):
    code, out, err = _check(tmp_path, fake.base_url)
    assert code == 0 and err == ""
    lines = out.strip().splitlines()
    assert (
        lines[-1]
        == f"{len(STEPS)} of {len(STEPS)} steps usable; the town can think with this model."
    )
    for step in STEPS:
        (row,) = [ln for ln in lines if ln.startswith(step + " ")]
        assert "json_schema" in row and " valid " in row
    assert {e.step for e in fake.chat_log()} == set(STEPS)


@pytest.mark.parametrize("fault", FAULTS)
def test_every_fault_mode_prints_the_table_and_exits_1(fake, tmp_path, fault):
    fake.add_fault(fault)
    code, out, err = _check(tmp_path, fake.base_url, "--llm-retries", "0", "--llm-timeout", "0.3")
    assert code == 1 and err == ""
    lines = out.strip().splitlines()
    assert len([ln for ln in lines if ln.split(" ")[0] in STEPS]) == len(STEPS)
    want = "rejected" if fault in ("malformed", "wrong_schema", "empty") else "failed"
    assert all(want in ln for ln in lines if ln.split(" ")[0] in STEPS)
    assert lines[-1] == (
        f"0 of {len(STEPS)} steps usable; the town will fall back to the built-in brain for: "
        + ", ".join(STEPS)
    )


def test_one_bad_step_is_named(fake, tmp_path):
    fake.add_fault("malformed", step="decompose")
    fake.script("next_utterance", {"text": "Klaus Mueller: I speak for Klaus", "end": False}, None)
    code, out, _ = _check(tmp_path, fake.base_url)
    assert code == 1
    assert out.strip().splitlines()[-1] == (
        f"{len(STEPS) - 2} of {len(STEPS)} steps usable; the town will fall back to the built-in "
        "brain for: decompose, next_utterance"
    )
    (row,) = [ln for ln in out.splitlines() if ln.startswith("decompose ")]
    assert "not a valid JSON object" in row


def test_a_reply_fixed_on_the_retry_is_usable(fake, tmp_path):
    fake.script("plan_day", "no JSON here", times=1)
    code, out, _ = _check(tmp_path, fake.base_url)
    assert code == 0
    (row,) = [ln for ln in out.splitlines() if ln.startswith("plan_day ")]
    assert "valid on retry" in row


def test_the_ladder_shows_in_the_mode_column(fake, tmp_path):
    fake.reject_formats.add("json_schema")
    code, out, _ = _check(tmp_path, fake.base_url)
    assert code == 0
    assert all("json_object+schema" in ln for ln in out.splitlines() if ln.split(" ")[0] in STEPS)


def test_a_dead_endpoint_is_one_line_and_exit_2(tmp_path, capsys):
    (tmp_path / "x.toml").write_text("")  # an empty settings file: the developer's stays out
    code = main.main(
        [
            "--llm-check",
            "--config",
            str(tmp_path / "x.toml"),
            "--llm-base-url",
            "http://127.0.0.1:9/v1",
        ]
    )
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.strip().splitlines() == [
        "LLM endpoint http://127.0.0.1:9/v1 did not answer: Connection refused"
    ]


def test_no_model_configured_is_exit_2(tmp_path):
    out, err = io.StringIO(), io.StringIO()
    assert run_check(_args(tmp_path), out=out, err=err) == 2
    assert out.getvalue() == "" and len(err.getvalue().strip().splitlines()) == 1
    missing = _args(tmp_path, "--llm", "local", "--llm-model-path", str(tmp_path / "no.gguf"))
    assert run_check(missing, out=out, err=err) == 2
