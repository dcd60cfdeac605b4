"""The OpenAI-compatible provider: structured-output ladder, remembered per endpoint, and
parameter quirks; all through the real openai client against the fake server."""

from __future__ import annotations

import openai
import pytest

from game.brains.llm.client import CallContext, ChatRequest, EndpointQuirks, OpenAIChatModel
from game.brains.llm.errors import TransportError
from game.brains.llm.steps import SPECS
from tests.brains.conftest import STEPS, call, stub_answer


def test_json_schema_rejected_downgrades_to_json_object_and_remembers(make_brain, fake):
    fake.reject_formats.add("json_schema")
    built, _ = make_brain()
    for step in STEPS:
        assert call(built.brain, step) != stub_answer(step)
    formats = [e.response_format for e in fake.chat_log()]
    assert formats[:2] == ["json_schema", "json_object"]  # one rejected try, then downgrade
    assert formats[2:] == ["json_object"] * (len(STEPS) - 1)  # remembered afterwards
    assert built.brain.counters.fallbacks == {}


def test_both_json_modes_rejected_falls_to_plain_text_with_tolerant_parsing(make_brain, fake):
    fake.reject_formats.update({"json_schema", "json_object"})
    built, _ = make_brain()
    for step in STEPS:
        assert call(built.brain, step) != stub_answer(step)
    log = fake.chat_log()
    assert [e.response_format for e in log[:3]] == ["json_schema", "json_object", ""]
    assert all(e.response_format == "" for e in log[3:])
    assert log[2].reply.startswith("Here is the JSON")  # chatty fenced reply, still parsed
    assert built.brain.counters.fallbacks == {}


def test_a_genuine_bad_request_does_not_poison_the_memory(fake):
    client = openai.OpenAI(base_url=fake.base_url, api_key="x", max_retries=0, timeout=2)
    model = OpenAIChatModel(client=client, model="fake-model", base_url=fake.base_url)
    fake.reject_formats.update({"json_schema", "json_object"})
    fake.add_fault("server_error", step="summarize")  # the plain request fails too
    req = ChatRequest(
        messages=(("system", "[step:summarize] x"), ("user", "JSON please")),
        schema=SPECS["summarize"].loose,
        ctx=CallContext(step="summarize"),
    )
    with pytest.raises(TransportError):
        model.complete(req)
    assert model.quirks.mode == "json_schema"  # nothing that failed was remembered
    client.close()


def test_parameter_quirks_are_learned():
    def err(status, msg):
        return TransportError(f"HTTP {status}: {msg}", retryable=False, status=status)

    q = EndpointQuirks()
    q2 = OpenAIChatModel._adapt(
        q,
        err(400, "Unsupported parameter: 'max_tokens'; use 'max_completion_tokens' instead"),
        True,
    )
    assert q2.token_param == "max_completion_tokens" and q2.mode == "json_schema"
    q3 = OpenAIChatModel._adapt(q2, err(400, "'temperature' does not support 0.7"), True)
    assert q3.send_temperature is False
    assert OpenAIChatModel._adapt(q, err(401, "bad key"), True) is None
    assert OpenAIChatModel._adapt(q, err(500, "boom"), True) is None
    assert (
        OpenAIChatModel._adapt(q, err(500, "unknown response_format"), True).mode == "json_object"
    )
    assert OpenAIChatModel._adapt(EndpointQuirks(mode="text"), err(400, "x"), True) is None


def test_connection_refused_is_a_retryable_transport_error():
    client = openai.OpenAI(base_url="http://127.0.0.1:9/v1", api_key="x", max_retries=0, timeout=1)
    model = OpenAIChatModel(client=client, model="m", base_url="http://127.0.0.1:9/v1")
    with pytest.raises(TransportError) as info:
        model.complete(ChatRequest(messages=(("user", "hi"),)))
    assert info.value.retryable and "Connection refused" in str(info.value)
    client.close()


def test_usage_is_read_from_the_reply(fake):
    client = openai.OpenAI(base_url=fake.base_url, api_key="x", max_retries=0, timeout=2)
    model = OpenAIChatModel(client=client, model="fake-model", base_url=fake.base_url)
    fake.script("summarize", {"summary": "fine"})
    c = model.complete(
        ChatRequest(
            messages=(("system", "[step:summarize]"), ("user", "u" * 400)),
            schema=SPECS["summarize"].loose,
        )
    )
    assert c.prompt_tokens > 100 and c.completion_tokens > 0 and c.model == "fake-model"
    assert c.mode == "json_schema"
    client.close()
