"""Several servers: calls spread by least outstanding requests, a failing server rests and its
calls go to the other, per-server numbers reach the status; several --llm-base-url flags and
[[llm.servers]] in config.toml. Real HTTP to two fake servers through the real openai client."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from game.brains.llm.config import ConfigError, LLMConfig, ServerSpec, add_cli_args, resolve_config
from game.brains.llm.factory import build_brain, check_endpoint
from tests.brains.conftest import SECRET, STEPS, StubBrain, call
from tests.fake_openai import FakeOpenAI


@pytest.fixture
def pair() -> Iterator[tuple[FakeOpenAI, FakeOpenAI]]:
    with FakeOpenAI() as a, FakeOpenAI() as b:
        yield a, b


def two(a: FakeOpenAI, b: FakeOpenAI, **kw) -> LLMConfig:
    specs = tuple(
        ServerSpec(base_url=s.base_url, model="fake-model", max_in_flight=4) for s in (a, b)
    )
    values = dict(
        provider="openai",
        base_url=a.base_url,
        api_key="",
        model="fake-model",
        timeout_s=2.0,
        max_retries=2,
        max_in_flight=4,
        cache_path="",
        servers=specs,
    )
    values.update(kw)
    return LLMConfig(**values)


def parse(*argv: str) -> argparse.Namespace:
    p = argparse.ArgumentParser()
    add_cli_args(p)
    return p.parse_args(list(argv))


def test_calls_spread_over_both_servers(pair):
    a, b = pair
    a.latency_s = b.latency_s = 0.05
    built = build_brain(two(a, b), fallback=StubBrain())
    try:
        with ThreadPoolExecutor(8) as pool:
            list(pool.map(lambda s: call(built.brain, s), list(STEPS) * 2))
        servers = built.status.server_report()
    finally:
        built.status.close()
    assert built.brain.counters.fallbacks == {}
    n_a, n_b = len(a.chat_log()), len(b.chat_log())
    assert n_a > 0 and n_b > 0, (n_a, n_b)
    assert abs(n_a - n_b) <= max(4, (n_a + n_b) // 3)  # spread, not all to the first
    assert [s["calls"] for s in servers] == [n_a, n_b]
    stats = built.status.stats()
    assert stats["server1_calls"] == n_a and stats["server2_calls"] == n_b


def test_a_dead_server_rests_and_its_calls_go_to_the_other(pair):
    a, b = pair
    b.down = True  # every connection to b is closed unanswered
    built = build_brain(two(a, b, max_retries=3), fallback=StubBrain())
    try:
        for _ in range(3):
            for step in STEPS:
                call(built.brain, step)
        report = built.status.server_report()
        resting_notice = [n for n in built.brain.notices() if "resting" in n]
        b.reset_log()
        a.reset_log()
        for step in STEPS:
            call(built.brain, step)
    finally:
        built.status.close()
    assert built.brain.counters.fallbacks == {}  # every failed try was retried on a
    assert report[1]["failures"] >= 1 and report[1]["calls"] == 0
    assert report[1]["resting"] == 1 and report[0]["resting"] == 0
    assert resting_notice and report[1]["name"] in resting_notice[0]
    assert b.chat_log() == [] and len(a.chat_log()) > 0  # resting: nothing goes to b


def test_every_server_down_falls_back_without_traceback(pair):
    a, b = pair
    a.down = b.down = True
    built = build_brain(two(a, b, max_retries=1), fallback=StubBrain())
    try:
        for step in STEPS:
            call(built.brain, step)  # must not raise
    finally:
        built.status.close()
    assert sum(built.brain.counters.fallbacks.values()) == len(STEPS)


def test_one_url_has_no_router_and_no_per_server_stats(make_brain):
    built, _ = make_brain()
    assert built.status.servers == ()
    assert not any(k.startswith("server") for k in built.status.stats())


def test_several_base_url_flags_make_several_servers(tmp_path):
    cfg = resolve_config(
        parse(
            "--llm-base-url",
            "http://localhost:1/v1/",
            "--llm-base-url",
            "http://localhost:2/v1",
            "--llm-model",
            "m",
        ),
        {},
        tmp_path / "none.toml",
    )
    assert [s.base_url for s in cfg.servers] == ["http://localhost:1/v1", "http://localhost:2/v1"]
    assert cfg.base_url == "http://localhost:1/v1" and all(s.model == "m" for s in cfg.servers)
    assert all(s.max_in_flight == 4 for s in cfg.servers)  # local URLs
    assert "2 servers" in cfg.describe()
    one = resolve_config(parse("--llm-base-url", "http://localhost:1/v1"), {}, tmp_path / "x")
    assert one.servers == () and one.base_url == "http://localhost:1/v1"


def test_toml_servers_with_own_model_key_and_cap(tmp_path: Path):
    path = tmp_path / "config.toml"
    path.write_text(
        '[llm]\nmodel = "shared"\n\n[[llm.servers]]\nbase_url = "http://gpu1:8000/v1"\n'
        'model = "big"\nmax_in_flight = 8\n\n[[llm.servers]]\nbase_url = "http://gpu2:8000/v1"\n'
        'api_key_env = "GPU2_KEY"\n',
        encoding="utf-8",
    )
    cfg = resolve_config(parse(), {"GPU2_KEY": SECRET}, path)
    first, second = cfg.servers
    assert (first.model, first.max_in_flight, first.api_key) == ("big", 8, "")
    assert (second.model, second.max_in_flight, second.api_key) == ("shared", 16, SECRET)
    assert SECRET not in repr(cfg) and SECRET not in repr(second)
    # a URL from a higher layer replaces the file's servers
    env = resolve_config(parse(), {"OPENAI_BASE_URL": "http://localhost:9/v1"}, path)
    assert env.servers == () and env.base_url == "http://localhost:9/v1"


@pytest.mark.parametrize(
    "toml",
    [
        '[llm]\n[[llm.servers]]\nmodel = "x"\n',
        '[llm]\n[[llm.servers]]\nbase_url = "http://a/v1"\nport = 3\n',
        '[llm]\nservers = "http://a/v1"\n',
    ],
)
def test_bad_server_tables_are_one_line(tmp_path, toml):
    path = tmp_path / "config.toml"
    path.write_text(toml, encoding="utf-8")
    with pytest.raises(ConfigError) as exc:
        resolve_config(parse(), {}, path)
    assert "\n" not in str(exc.value)


def test_a_bad_url_is_one_line(tmp_path):
    with pytest.raises(ConfigError, match="must be an http"):
        resolve_config(parse("--llm-base-url", "localhost:11434"), {}, tmp_path / "x")


def test_ping_is_ok_while_one_server_answers(pair):
    a, b = pair
    dead = "http://127.0.0.1:9/v1"  # discard port: refused
    cfg = two(a, b)
    cfg = LLMConfig(
        **{
            **{f: getattr(cfg, f) for f in cfg.__dataclass_fields__},
            "servers": (cfg.servers[0], ServerSpec(base_url=dead, model="fake-model")),
        }
    )
    result = check_endpoint(cfg, timeout_s=2)
    assert result.ok and dead in result.warning
    all_dead = LLMConfig(
        **{
            **{f: getattr(cfg, f) for f in cfg.__dataclass_fields__},
            "servers": (ServerSpec(base_url=dead, model="m"),) * 2,
        }
    )
    bad = check_endpoint(all_dead, timeout_s=2)
    assert not bad.ok and "did not answer" in bad.line and "\n" not in bad.line


def test_a_slow_call_is_hedged_to_the_other_server(pair):
    a, b = pair
    built = build_brain(two(a, b), fallback=StubBrain())
    try:
        for _ in range(12):  # both servers learn this step's latency (fast)
            call(built.brain, "decide_reaction")
        a.latency_s = 2.5  # a turns slow: calls to it are also sent to b after 1 s
        b.reset_log()
        for _ in range(4):
            call(built.brain, "decide_reaction")
        stats = built.status.stats()
    finally:
        built.status.close()
        a.latency_s = 0.0
    assert built.brain.counters.fallbacks == {}
    assert stats["llm_hedged"] >= 1 and stats["llm_hedge_wins"] >= 1
    assert len(b.chat_log()) >= 4  # its own calls and the hedged ones
