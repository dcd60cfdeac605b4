"""Wiring and the start-up check: one clear line, then fall back or exit(2)."""

from __future__ import annotations

import io
import socket

import pytest

from game.brains.llm.brain import LLMBrain
from game.brains.llm.client import ChatRequest
from game.brains.llm.config import HOW_TO_SWITCH, LLMConfig
from game.brains.llm.factory import build_brain, check_endpoint, start_brain
from game.brains.llm.local import LocalLlamaModel
from tests.brains.conftest import SECRET, StubBrain, call, llm_config
from tests.fake_openai import FakeOpenAI


def closed_port_url() -> str:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return f"http://127.0.0.1:{port}/v1"


def test_dead_endpoint_gives_one_clear_line():
    url = closed_port_url()
    cfg = LLMConfig(provider="openai", base_url=url, model="m", api_key=SECRET)
    result = check_endpoint(cfg, timeout_s=1)
    assert not result.ok
    assert result.line == f"LLM endpoint {url} did not answer: Connection refused"


def test_unreachable_exit_mode_exits_with_code_2():
    cfg = LLMConfig(provider="openai", base_url=closed_port_url(), model="m", on_unreachable="exit")
    out = io.StringIO()
    with pytest.raises(SystemExit) as info:
        start_brain(cfg, fallback=StubBrain(), out=out)
    assert info.value.code == 2
    assert len(out.getvalue().strip().splitlines()) == 1 and "did not answer" in out.getvalue()


def test_unreachable_fallback_mode_runs_builtin_with_a_notice():
    stub = StubBrain()
    cfg = LLMConfig(provider="openai", base_url=closed_port_url(), model="m")
    out = io.StringIO()
    brain, embedder, status = start_brain(cfg, fallback=stub, out=out)
    assert brain.inner is stub and embedder is None and status.label == "built-in"
    assert brain.name == "built-in" and brain.hint == ""  # a model was asked for: no how-to
    assert any("did not answer" in n and "built-in brain" in n for n in brain.notices())
    assert status.notices() == brain.notices()


def test_wrong_key_is_reported_without_the_key(tmp_path):
    with FakeOpenAI(require_key="sk-the-right-one") as server:
        cfg = llm_config(server, tmp_path)
        result = check_endpoint(cfg)
    assert not result.ok and "refused the API key (HTTP 401)" in result.line
    assert SECRET not in result.line


def test_good_endpoint_builds_the_llm_brain(fake, tmp_path):
    out = io.StringIO()
    cfg = llm_config(fake, tmp_path, model="not-listed")
    brain, _, status = start_brain(cfg, fallback=StubBrain(), out=out)
    assert isinstance(brain.find(LLMBrain), LLMBrain)
    text = out.getvalue()
    assert "warning: model 'not-listed' is not among the models" in text
    assert "minds: LLM not-listed at http://127.0.0.1" in text
    assert status.label.startswith("LLM not-listed") and brain.name == status.label
    status.close()


def test_builtin_config_says_how_to_switch():
    stub = StubBrain()
    brain, embedder, status = build_brain(LLMConfig(), fallback=stub)
    assert brain.inner is stub and embedder is None
    assert brain.name == "built-in" and brain.hint == HOW_TO_SWITCH  # its own field, not a notice
    assert brain.notices() == status.notices() == ()
    assert brain.stats() == status.stats() == {}


def test_embedder_is_wired_when_configured(fake, tmp_path):
    brain, embedder, status = start_brain(
        llm_config(fake, tmp_path, embed_model="fake-embed"),
        fallback=StubBrain(),
        out=io.StringIO(),
    )
    assert embedder is not None and embedder.name == "openai:fake-embed" and embedder.dim == 32
    status.close()


def test_local_provider_without_llama_cpp_falls_back_with_a_line(tmp_path, monkeypatch):
    import builtins

    real_import = builtins.__import__

    def no_llama(name, *args, **kwargs):
        if name == "llama_cpp":
            raise ImportError("no llama")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_llama)
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    out = io.StringIO()
    cfg = LLMConfig(provider="local", model_path=str(model), cache_path="")
    brain, _, status = start_brain(cfg, fallback=StubBrain(), out=out)
    assert isinstance(brain.inner, StubBrain) and brain.name == "built-in"
    assert (
        out.getvalue().strip()
        == "--llm local needs llama-cpp-python: pip install -r requirements-local.txt"
    )


class FakeLlama:
    def __init__(self):
        self.kwargs = None

    def create_chat_completion(self, **kwargs):
        self.kwargs = kwargs
        return {
            "choices": [{"message": {"content": '{"summary": "local words"}'}}],
            "usage": {"prompt_tokens": 50, "completion_tokens": 6},
        }


def test_local_model_goes_through_the_same_stack(tmp_path):
    llama = FakeLlama()
    local = LocalLlamaModel(tmp_path / "x.gguf", llama=llama)
    cfg = LLMConfig(provider="local", model_path=str(tmp_path / "x.gguf"), cache_path="")
    brain, _, status = build_brain(cfg, fallback=StubBrain(), raw_models=(local, None))
    assert call(brain, "summarize") == "local words"
    assert llama.kwargs["response_format"]["type"] == "json_object"
    assert "schema" in llama.kwargs["response_format"]
    assert status.stats()["llm_tokens"] == 56
    assert (
        local.complete(ChatRequest(messages=(("user", "hi"),))).text == '{"summary": "local words"}'
    )
