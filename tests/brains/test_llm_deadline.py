"""Every model call has a deadline: a total time for connect, headers and the whole body, so a
server that trickles its reply a few bytes at a time costs one deadline, the circuit breaker
rests it, and a town run against it ends (``game.brains.llm.deadline``, ``Breaker.hung``)."""

from __future__ import annotations

import re
import threading
import time

import openai
import pytest

from game.brains.llm.client import CallContext, ChatModel, ChatRequest, Completion, OpenAIChatModel
from game.brains.llm.deadline import DeadlineClient, deadline_http_client, httpx, with_deadline
from game.brains.llm.errors import CircuitOpen, TransportError
from game.brains.llm.layers import Breaker, RetryingModel
from game.brains.llm.servers import Server
from game.brains.llm.timeouts import AdaptiveTimeoutModel, TimeoutPolicy
from tests.brains.conftest import call, stub_answer
from tests.fake_openai import FakeOpenAI

DEADLINE_S = 1.0
LATE_S = 3 * DEADLINE_S  # generous: the call must end near its deadline, not after the trickle
REQ = ChatRequest(
    messages=(("system", "[step:summarize] x"), ("user", "Ann Lee, 30.\nJSON")),
    ctx=CallContext(step="summarize"),
    timeout_s=DEADLINE_S,
)


def _model(server: FakeOpenAI, timeout: float = 30.0) -> OpenAIChatModel:
    """The real SDK, its own timeout long (a per-read timeout would never trip anyway)."""
    client = openai.OpenAI(
        base_url=server.base_url, api_key="sk-deadline", max_retries=0, timeout=timeout
    )
    return OpenAIChatModel(client=client, model="fake-model", base_url=server.base_url)


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    """main.main in an empty folder: no config.toml, no key or URL from the environment."""
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.chdir(tmp_path)


def run_main(argv: list[str], capsys) -> tuple[int, str, str]:
    import main

    try:
        code = main.main(argv)
    except SystemExit as e:
        code = e.code
    out = capsys.readouterr()
    return code, out.out, out.err


def _server_threads() -> set[str]:
    return {t.name for t in threading.enumerate() if "process_request" not in t.name}


# -- one call -----------------------------------------------------------------------------------


@pytest.mark.parametrize("headers", [True, False], ids=["all-trickled", "body-trickled"])
def test_a_trickled_reply_ends_at_its_deadline(fake, headers):
    fake.trickle_headers = headers  # the status line and headers too, or only the body
    fake.add_fault("trickle", times=1)
    model = _model(fake)
    try:
        start = time.monotonic()
        with pytest.raises(TransportError) as info:
            model.complete(REQ)
        took = time.monotonic() - start
        assert info.value.timed_out and info.value.retryable
        assert took < LATE_S, f"{took:.1f} s for a {DEADLINE_S} s deadline"
        assert [e.fault for e in fake.chat_log()] == ["trickle"]
        # the connection that ran out is dropped, not reused half-read: the next call answers
        assert '"summary"' in model.complete(REQ).text
    finally:
        model.close()


def test_before_the_deadline_a_trickled_reply_is_read_whole(fake):
    fake.add_fault("trickle", times=1)
    fake.trickle_bytes = 400  # a couple of chunks: slow, but in time
    try:
        model = _model(fake)
        done = model.complete(replace_timeout(REQ, 10.0))
        assert '"summary"' in done.text
        model.close()
    finally:
        fake.trickle_bytes = 4


def replace_timeout(req: ChatRequest, seconds: float) -> ChatRequest:
    from dataclasses import replace

    return replace(req, timeout_s=seconds)


def test_the_start_up_ping_has_a_deadline_too(fake):
    fake.add_fault("trickle", step="models")  # only the ping: chat answers at once
    model = _model(fake)
    try:
        start = time.monotonic()
        result = model.ping(timeout_s=DEADLINE_S)
        assert time.monotonic() - start < LATE_S
        assert not result.ok and "did not answer within 1 s" in result.line
        assert '"summary"' in model.complete(REQ).text
    finally:
        model.close()


def test_the_http_client_alone_ends_each_request_in_time(fake):
    fake.add_fault("trickle", step="models", times=1)
    with deadline_http_client(fake.base_url, timeout=DEADLINE_S) as client:
        start = time.monotonic()
        with pytest.raises(httpx.TimeoutException):
            client.get(f"{fake.base_url}/models")  # no timeout given: the client's is the total
        assert time.monotonic() - start < LATE_S
        assert client.get(f"{fake.base_url}/models", timeout=5.0).status_code == 200


def test_no_thread_is_left_behind(fake):
    fake.add_fault("trickle")
    model = _model(fake)
    before = _server_threads()
    try:
        for _ in range(4):
            with pytest.raises(TransportError):
                model.complete(replace_timeout(REQ, 0.3))
    finally:
        model.close()
    assert _server_threads() <= before  # the wait is the socket's own, in the caller's thread


def test_the_sdk_client_is_wrapped_once_and_shared():
    client = openai.OpenAI(base_url="http://127.0.0.1:9/v1", api_key="sk-x", max_retries=0)
    first, second = with_deadline(client), with_deadline(client)
    assert first is second and first is not client
    assert isinstance(first._client, DeadlineClient)
    assert first.api_key == "sk-x" and str(first.base_url) == str(client.base_url)
    assert with_deadline(first) is first
    made = openai.OpenAI(
        base_url="http://127.0.0.1:9/v1", api_key="k", http_client=deadline_http_client()
    )
    assert with_deadline(made) is made  # built with one: kept
    double = object()
    assert with_deadline(double) is double  # a test double is not the SDK's


# -- the breaker rests a server that hangs ------------------------------------------------------


def test_two_timed_out_requests_in_a_row_rest_the_server():
    b = Breaker(threshold=4, hang_threshold=2)
    b.hung("timed out")
    b.succeeded()  # an answer between: not in a row
    b.hung("timed out")
    assert not b.is_open
    b.hung("timed out")
    assert b.is_open and b.trips == 1
    with pytest.raises(CircuitOpen):
        b.check()
    b.succeeded()
    assert not b.is_open


class _Scripted(ChatModel):
    model = "scripted"

    def __init__(self, *outcomes: Exception | None, clock: list[float] | None = None) -> None:
        self.outcomes = list(outcomes)
        self.calls = 0
        self.clock = clock

    def complete(self, req: ChatRequest) -> Completion:
        self.calls += 1
        if self.clock is not None:
            self.clock[0] += 5.0  # every request takes 5 s on this clock
        outcome = self.outcomes.pop(0) if self.outcomes else None
        if outcome is not None:
            raise outcome
        return Completion(text="{}")


def test_a_request_is_not_sent_to_a_server_found_hanging_meanwhile():
    hang = TransportError("timed out", retryable=True, timed_out=True)
    policy = TimeoutPolicy(60.0)
    server = Server("http://127.0.0.1:1/v1", limit=4, policy=policy)
    assert policy.breaker is server.breaker  # linked: one server, one state
    inner = _Scripted(hang, hang)
    layer = AdaptiveTimeoutModel(inner, policy)
    for _ in range(2):  # e.g. two residents at once
        with pytest.raises(TransportError):
            layer.complete(REQ)
    assert server.breaker.is_open and policy.timed_out == 2
    retrying = RetryingModel(layer, max_retries=3, sleep=lambda s: None)
    with pytest.raises(CircuitOpen):  # a retry, or a call that waited for a slot
        retrying.complete(REQ)
    assert inner.calls == 2


def test_a_slow_failure_counts_as_a_hang_a_quick_one_does_not():
    now = [0.0]
    cut = TransportError("connection closed", retryable=True)
    for took, opens in ((5.0, True), (0.0, False)):
        now[0] = 0.0
        breaker = Breaker(hang_threshold=2)
        inner = _Scripted(cut, cut, clock=now if took else None)
        layer = AdaptiveTimeoutModel(
            inner, TimeoutPolicy(60.0), clock=lambda: now[0], breaker=breaker
        )
        for _ in range(2):
            with pytest.raises(TransportError):
                layer.complete(REQ)
        assert breaker.is_open is opens
    off = Breaker(hang_threshold=2)  # adaptive timeouts off: failed calls count, as before
    layer = AdaptiveTimeoutModel(
        _Scripted(cut, cut, clock=now), TimeoutPolicy(60.0, adaptive=False), breaker=off
    )
    for _ in range(2):
        with pytest.raises(TransportError):
            layer.complete(REQ)
    assert not off.is_open


def test_a_trickling_server_costs_one_deadline_then_rests(make_brain, fake):
    built, _ = make_brain(timeout_s=DEADLINE_S, max_retries=3, cache_path="")
    fake.add_fault("trickle")
    start = time.monotonic()
    assert call(built.brain, "summarize") == stub_answer("summarize")
    assert len(fake.chat_log()) == 2  # the request and its one retry
    (policy,) = built.status.policies
    assert policy.breaker is not None and policy.breaker.is_open
    assert time.monotonic() - start < 2 * LATE_S
    start = time.monotonic()
    for step in ("plan_day", "decompose", "decide_reaction"):
        assert call(built.brain, step) == stub_answer(step)  # at once, nothing sent
    assert time.monotonic() - start < DEADLINE_S
    assert len(fake.chat_log()) == 2
    stats = built.status.stats()
    assert stats["llm_timeouts"] == 2 and stats["brain_fallbacks"] == 4


# -- a town against a trickling server ----------------------------------------------------------

TOWN = ["--headless", "--hours", "0.2", "--residents", "3", "--llm-cache", "off", "--quiet"]


def _fallbacks(out: str) -> int:
    found = re.search(r"\bbrain_fallbacks=(\d+)", out)
    assert found, out
    return int(found.group(1))


def test_a_town_against_a_trickling_server_ends_and_counts_fallbacks(capsys, clean_env):
    with FakeOpenAI(trickle_bytes=1, trickle_delay_s=0.2) as server:
        server.add_fault("trickle")  # every chat reply; the start-up ping answers
        start = time.monotonic()
        code, out, err = run_main(
            [*TOWN, "--llm-base-url", server.base_url, "--llm-model", "fake-model"]
            + ["--llm-timeout", "1"],
            capsys,
        )
        took = time.monotonic() - start
        requests = len(server.chat_log())
    assert code == 0, err
    assert "Traceback" not in err and "Traceback" not in out
    assert "brain: LLM fake-model" in out
    assert _fallbacks(out) > 0 and "LLM fallbacks:" in out
    assert requests <= 8, requests  # a deadline or two, then the breaker rests the server
    assert took < 180, f"{took:.0f} s"


def test_unreachable_exit_leaves_in_one_line_when_even_the_ping_trickles(capsys, clean_env):
    with FakeOpenAI(trickle_bytes=1, trickle_delay_s=0.2) as server:
        server.add_fault("trickle")
        server.add_fault("trickle", step="models")
        start = time.monotonic()
        code, out, err = run_main(
            [*TOWN, "--llm-base-url", server.base_url, "--llm-model", "fake-model"]
            + ["--llm-timeout", "2", "--llm-unreachable", "exit"],
            capsys,
        )
        took = time.monotonic() - start
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "did not answer within 2 s" in lines[0], err
    assert took < 60


def test_with_the_default_settings_every_call_has_the_default_deadline(
    capsys, clean_env, monkeypatch
):
    """The issue's case, no --llm-timeout at all: every client main.py builds still has a total
    deadline, the settings' ceiling (60 s), so a trickling server costs one deadline. (What one
    trickled reply costs against a deadline is measured above with short ones: waiting out a
    real 60 s here timed the suite, not the code.)"""
    from game.brains.llm import deadline
    from game.brains.llm.config import LLMConfig

    made = []
    real = deadline.deadline_http_client

    def spy(base_url="", *, timeout=deadline.DEFAULT_TOTAL_S, trust_env=True):
        made.append(timeout)
        return real(base_url, timeout=timeout, trust_env=trust_env)

    monkeypatch.setattr(deadline, "deadline_http_client", spy)
    with FakeOpenAI() as server:
        code, out, err = run_main(
            [*TOWN, "--llm-base-url", server.base_url, "--llm-model", "fake-model"], capsys
        )
    assert code == 0 and "Traceback" not in err, err
    assert "brain: LLM fake-model" in out
    assert made and set(made) == {LLMConfig().timeout_s}, made
    assert LLMConfig().timeout_s == 60.0
