"""The fake OpenAI-compatible server itself: routes, rules, scripts, faults, latency."""

from __future__ import annotations

import time

import openai
import pytest

from tests.fake_openai import FakeOpenAI


def client(server, timeout=2.0):
    return openai.OpenAI(base_url=server.base_url, api_key="k", max_retries=0, timeout=timeout)


def test_models_chat_and_embeddings(fake):
    c = client(fake)
    assert [m.id for m in c.models.list().data][:1] == ["fake-model"]
    r = c.chat.completions.create(
        model="fake-model",
        messages=[
            {"role": "system", "content": "[step:summarize] x"},
            {"role": "user", "content": "Ann Lee, 30.\nJSON"},
        ],
        response_format={"type": "json_object"},
    )
    assert '"summary": "Ann remembers' in r.choices[0].message.content
    assert r.usage.prompt_tokens > 0
    e = c.embeddings.create(model="fake-embed", input=["a", "b"])
    assert len(e.data) == 2 and len(e.data[0].embedding) == 32
    assert [x.step for x in fake.log] == ["summarize", "embeddings"]
    c.close()


def test_scripts_and_counted_faults(fake):
    c = client(fake)
    fake.script("summarize", "raw words", times=2)
    fake.add_fault("rate_limit", times=1, retry_after=3)
    msgs = [{"role": "system", "content": "[step:summarize]"}, {"role": "user", "content": "x"}]
    with pytest.raises(openai.RateLimitError) as info:
        c.chat.completions.create(model="m", messages=msgs)
    assert info.value.response.headers["retry-after"] == "3"
    for _ in range(2):
        assert (
            c.chat.completions.create(model="m", messages=msgs).choices[0].message.content
            == "raw words"
        )
    assert "JSON" in c.chat.completions.create(model="m", messages=msgs).choices[0].message.content
    c.close()


def test_close_and_hang_faults(fake):
    c = client(fake, timeout=0.3)
    msgs = [{"role": "system", "content": "[step:summarize]"}, {"role": "user", "content": "x"}]
    fake.add_fault("close", times=1)
    with pytest.raises(openai.APIConnectionError):
        c.chat.completions.create(model="m", messages=msgs)
    fake.add_fault("hang", times=1)
    t0 = time.monotonic()
    with pytest.raises(openai.APITimeoutError):
        c.chat.completions.create(model="m", messages=msgs)
    assert time.monotonic() - t0 < 1.0
    c.close()


def test_latency_is_applied():
    with FakeOpenAI(latency_s=0.2) as server:
        c = client(server)
        t0 = time.monotonic()
        c.models.list()
        c.embeddings.create(model="e", input="x")
        assert time.monotonic() - t0 >= 0.2
        c.close()
