"""The in-process model (``--llm local``) without loading a model: what llama-cpp-python is
sent and how its answers and failures come back. A stub stands in for ``llama_cpp.Llama``;
where llama-cpp-python is installed, every step's schema is also compiled into the grammar
that constrains decoding (no model file is needed for that)."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest

from game.brains.llm import schemas
from game.brains.llm.brain import LLMBrain
from game.brains.llm.client import CallContext, ChatRequest
from game.brains.llm.errors import SetupError, TransportError
from game.brains.llm.local import LocalLlamaModel
from game.brains.llm.samples import sample_requests
from game.brains.llm.steps import SPECS
from game.mind.brain import STEPS, StepFailed


class _Llama:
    """Answers with ``replies`` in turn and notes what it was asked."""

    def __init__(self, *replies: Any) -> None:
        self.replies = list(replies)
        self.asked: list[dict[str, Any]] = []

    def create_chat_completion(self, **kwargs: Any) -> Any:
        self.asked.append(kwargs)
        reply = self.replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return reply


def _answer(content: str, **usage: int) -> dict[str, Any]:
    return {"choices": [{"message": {"content": content}}], "usage": usage}


def test_every_step_sends_its_constrained_schema_as_the_grammar(tmp_path):
    llama = _Llama(*[_answer("{}") for _ in STEPS])
    model = LocalLlamaModel(tmp_path / "m.gguf", llama=llama)
    for step, req in sample_requests().items():
        messages, schema = SPECS[step].prepare(req)
        model.complete(ChatRequest(messages=messages, schema=schema, schema_name=step))
        sent = llama.asked[-1]
        assert sent["response_format"] == {"type": "json_object", "schema": schema}
        assert sent["max_tokens"] == 400 and sent["messages"][0]["role"] == messages[0][0]
    plan = json.dumps(llama.asked[0]["response_format"]["schema"])
    assert schemas.TIME_PATTERN.replace("\\", "\\\\") in plan


def test_free_text_sends_no_format_and_usage_is_read(tmp_path):
    llama = _Llama(_answer("hello", prompt_tokens=12, completion_tokens=3))
    model = LocalLlamaModel(tmp_path / "m.gguf", llama=llama)
    done = model.complete(ChatRequest(messages=(("user", "hi"),)))
    assert "response_format" not in llama.asked[0]
    assert (done.text, done.prompt_tokens, done.completion_tokens) == ("hello", 12, 3)
    assert done.mode == "text" and done.model == "local:m.gguf"


def test_a_failed_generation_is_a_failed_call_and_a_bad_body_an_empty_reply(tmp_path):
    llama = _Llama(RuntimeError("llama_decode returned -3"), {"choices": []})
    model = LocalLlamaModel(tmp_path / "m.gguf", llama=llama)
    req = ChatRequest(messages=(("user", "hi"),), schema=schemas.obj(a=schemas.text(5)))
    with pytest.raises(TransportError, match="local model failed: llama_decode returned -3"):
        model.complete(req)
    assert model.complete(req).text == ""


def test_a_rejected_local_reply_is_retried_then_falls_back(tmp_path, caplog):
    bad = _answer('{"place": "The Moon"}')
    llama = _Llama(bad, bad)
    brain = LLMBrain(LocalLlamaModel(tmp_path / "m.gguf", llama=llama))
    caplog.set_level(logging.INFO, logger="game.brains.llm")
    with pytest.raises(StepFailed, match="invalid reply: place not offered"):
        brain.answer("choose_place", sample_requests()["choose_place"])
    assert len(llama.asked) == 2  # the corrective retry went to the model too
    assert any("The Moon" in m["content"] for m in llama.asked[1]["messages"][1:])
    assert [r.levelname for r in caplog.records].count("WARNING") == 2


def test_a_missing_model_file_is_a_setup_error(tmp_path):
    pytest.importorskip("llama_cpp")
    with pytest.raises(SetupError, match="is not a file"):
        LocalLlamaModel(tmp_path / "missing.gguf")


@pytest.mark.parametrize("step", STEPS)
def test_llama_cpp_compiles_every_step_schema_into_a_grammar(step):
    """A schema llama-cpp-python cannot compile would constrain nothing ("any JSON")."""
    llama_grammar = pytest.importorskip("llama_cpp.llama_grammar")
    messages, schema = SPECS[step].prepare(sample_requests()[step])
    gbnf = llama_grammar.json_schema_to_gbnf(json.dumps(schema))
    llama_grammar.LlamaGrammar.from_string(gbnf, verbose=False)
    if step == "choose_place":  # the places offered are the only strings the grammar allows
        for option in sample_requests()[step].options:
            assert json.dumps(json.dumps(str(option.place)))[1:-1] in gbnf
    if step == "plan_day":
        assert "[0-5]" in gbnf  # the HH:MM pattern reached the grammar


def test_the_grammar_check_warns_once_when_a_schema_cannot_be_enforced(tmp_path, caplog):
    pytest.importorskip("llama_cpp")

    class Llama(_Llama):  # looks like llama_cpp's own class to the check
        pass

    Llama.__module__ = "llama_cpp.llama"
    llama = Llama(_answer("{}"), _answer("{}"))
    model = LocalLlamaModel(tmp_path / "m.gguf", llama=llama)
    broken = {"type": "object", "properties": {"a": {"$ref": "#/nowhere"}}}
    req = ChatRequest(messages=(("user", "x"),), schema=broken, ctx=CallContext(step="summarize"))
    caplog.set_level(logging.WARNING, logger="game.brains.llm")
    model.complete(req)
    model.complete(req)
    warned = [r.getMessage() for r in caplog.records]
    assert len(warned) == 1 and warned[0].startswith(
        "summarize: llama-cpp-python cannot enforce the reply schema"
    )
