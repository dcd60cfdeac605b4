"""``--llm-unreachable exit`` mid-run: once every server has given no useful reply for
``--llm-unreachable-after`` seconds, a headless run stops at the end of a step, saves the town
as a signal would, says so in one line (the servers and what failed, no key) and exits 2. With
the default ``fallback`` the run goes on and the summary counts the fallbacks. The servers are
the fake one over real HTTP; ``main.py`` runs as a subprocess, so the time measured is the
whole process's, thread joins at exit included."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.brains.llm.client import CallContext, ChatModel, ChatRequest, Completion
from game.brains.llm.config import ConfigError, add_cli_args, resolve_config
from game.brains.llm.errors import TransportError
from game.brains.llm.layers import Breaker, CircuitBreakerModel
from game.brains.llm.outage import OutageWatch
from game.brains.llm.servers import Server
from game.brains.llm.timeouts import TimeoutPolicy
from tests.fake_openai import FakeOpenAI
from tests.test_interrupts import ENV, finish, loadable, no_partials

KEY = "sk-outage.SECRET.4b1d"
REQ = ChatRequest(messages=(("user", "x"),), ctx=CallContext(step="summarize"))


# -- the breaker remembers since when an endpoint has given nothing ------------------------------


def test_failing_since_is_the_start_of_the_first_unanswered_call_after_the_last_answer():
    now = [100.0]
    b = Breaker(clock=lambda: now[0])
    assert b.failing_since is None
    b.failed("refused", since=95.0)
    b.hung("timed out", since=99.0)
    assert b.failing_since == 95.0 and b.last_error == "timed out"
    b.succeeded()
    assert b.failing_since is None
    now[0] = 110.0
    b.hung("timed out", since=90.0)  # begun before the last answer (at 100): counted from it
    assert b.failing_since == 100.0


class _Failing(ChatModel):
    model = "failing"

    def __init__(self, error: TransportError) -> None:
        self.error = error

    def complete(self, req: ChatRequest) -> Completion:
        raise self.error


def test_a_refusal_that_retrying_does_not_mend_counts_as_no_answer_but_rests_nothing():
    breaker = Breaker(threshold=1)
    model = CircuitBreakerModel(
        _Failing(TransportError("HTTP 401: bad key", retryable=False, status=401)), breaker=breaker
    )
    for _ in range(3):
        with pytest.raises(TransportError):
            model.complete(REQ)
    assert breaker.failing_since is not None and not breaker.is_open


# -- the watch --------------------------------------------------------------------------------


def _servers(*urls: str, clock) -> list[Server]:
    return [
        Server(u, limit=1, policy=TimeoutPolicy(5.0), breaker=Breaker(clock=clock)) for u in urls
    ]


def test_the_watch_speaks_once_every_server_has_failed_long_enough():
    from game.brains.llm import scrub

    now = [0.0]
    a, b = _servers("http://10.0.0.1:8000/v1", "http://10.0.0.2:8000/v1", clock=lambda: now[0])
    watch = OutageWatch([a, b], 45.0, clock=lambda: now[0])
    scrub.register(KEY)
    a.breaker.failed(f"http://10.0.0.1:8000/v1: Connection refused (key {KEY})")
    now[0] = 100.0
    assert watch.verdict() == ""  # the other one has not failed
    b.breaker.hung("http://10.0.0.2:8000/v1 timed out", since=80.0)
    assert watch.failing_for() == 20.0  # since the later of the two
    assert watch.verdict() == ""
    now[0] = 125.0
    line = watch.verdict()
    assert line.startswith("LLM servers 10.0.0.1:8000 and 10.0.0.2:8000 gave no useful reply")
    assert "for 45 s (10.0.0.1:8000: Connection refused (key " in line
    assert "; 10.0.0.2:8000: timed out), and --llm-unreachable is exit" in line
    assert KEY not in line and "\n" not in line
    b.breaker.succeeded()  # one answers again: of use
    assert watch.verdict() == ""


@pytest.mark.parametrize("value", ["0", "-3", "nan", "1e9"])
def test_the_setting_is_bounded(value):
    import argparse

    parser = argparse.ArgumentParser()
    add_cli_args(parser)
    args = parser.parse_args(["--llm-base-url", "http://127.0.0.1:9/v1"])
    assert resolve_config(args, {}).unreachable_after_s == 45.0
    args = parser.parse_args(["--llm-unreachable-after", value])
    with pytest.raises(ConfigError, match="--llm-unreachable-after must be from 1 to 3600"):
        resolve_config(args, {})


# -- a town whose server goes away mid-run ---------------------------------------------------

TOWN = ["--headless", "--residents", "3", "--quiet", "--llm-cache", "off"]
QUICK = ["--llm-timeout", "2"]  # a short deadline: a black hole costs 2 s a call, not 60
AFTER_S = 3.0
BOUND_S = 25.0  # from the server's end to the process's: the watch, a deadline or two, a save
ROOT = Path(__file__).resolve().parents[2]
CLEAN_ENV = {k: v for k, v in ENV.items() if not k.startswith("OPENAI_")}


def _main(argv: list[str], cwd: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), *argv],
        cwd=cwd,
        env=CLEAN_ENV,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _black_hole(server: FakeOpenAI):
    return lambda: server.add_fault("hang")  # accepts, never answers (for hang_s)


def _trickle(server: FakeOpenAI):
    return lambda: server.add_fault("trickle")


ENDINGS = {
    "dies": (lambda s: s.die, ("Connection refused", "Server disconnected", "closed")),
    "black-hole": (_black_hole, ("timed out",)),
    "trickles": (_trickle, ("timed out",)),
}


@pytest.mark.parametrize("ending", list(ENDINGS))
def test_exit_asked_a_run_stops_within_the_bound_saved_in_one_line(tmp_path, ending):
    make, said = ENDINGS[ending]
    with FakeOpenAI(hang_s=60, trickle_bytes=1, trickle_delay_s=0.2) as server:
        gone = server.after_chats(12, make(server))
        proc = _main(
            [
                *TOWN,
                *QUICK,
                "--hours",
                "48",
                "--save",
                "town.json",
                "--llm-base-url",
                server.base_url,
            ]
            + ["--llm-model", "fake-model", "--llm-api-key", KEY]
            + ["--llm-unreachable", "exit", "--llm-unreachable-after", str(AFTER_S)],
            tmp_path,
        )
        assert gone.wait(30), finish(proc, timeout=1)
        went = time.monotonic()
        code, out, err = finish(proc, timeout=60)
        took = time.monotonic() - went
    assert code == 2, err
    assert "Traceback" not in err and out == ""  # no summary of a run cut short
    lines = [ln for ln in err.splitlines() if not ln.startswith("minds: ")]
    assert len(lines) == 1, err
    (line,) = lines
    assert line.startswith(f"main.py: LLM server 127.0.0.1:{server.port} gave no useful reply")
    assert any(words in line for words in said), line
    assert "the town was saved to town.json" in line and KEY not in err
    state = loadable(tmp_path / "town.json")
    assert state["meta"]["time"] in line  # saved at the step it stopped at, and says which
    no_partials(tmp_path)
    assert took < BOUND_S, f"{took:.1f} s after the server went"


@pytest.mark.parametrize("ending", ["dies", "trickles"])
def test_fallback_the_default_a_run_goes_on_and_counts_the_fallbacks(tmp_path, ending):
    make, _ = ENDINGS[ending]
    with FakeOpenAI(trickle_bytes=1, trickle_delay_s=0.2) as server:
        # (early: the 0.3 h run makes about a dozen calls, so most come after the server went;
        # at 6 its death once raced the run's last calls and nothing fell back)
        gone = server.after_chats(3, make(server))
        proc = _main(
            [*TOWN, *QUICK, "--hours", "0.3", "--llm-base-url", server.base_url]
            + ["--llm-model", "fake-model", "--llm-unreachable-after", str(AFTER_S)],
            tmp_path,
        )
        code, out, err = finish(proc, timeout=90)
    assert gone.is_set()
    assert code == 0 and "Traceback" not in err, err
    fallbacks = re.search(r"\bbrain_fallbacks=(\d+)", out)
    assert fallbacks and int(fallbacks.group(1)) > 0, out
    assert "LLM fallbacks:" in out
    assert [ln for ln in err.splitlines() if not ln.startswith("minds: ")] == [], err


def test_no_watch_without_exit(tmp_path):
    from game.brains.builtin import make_builtin_brain
    from game.brains.llm.config import LLMConfig
    from game.brains.llm.factory import build_brain

    base = dict(provider="openai", base_url="http://127.0.0.1:9/v1", model="m", cache_path="")
    for asked, watched in (("fallback", False), ("exit", True)):
        config = LLMConfig(**base, on_unreachable=asked, unreachable_after_s=7.0)
        built = build_brain(config, fallback=make_builtin_brain(1))
        try:
            assert (built.status.watch is not None) is watched
            assert built.status.given_up() == ""
            if watched:
                assert built.status.watch.after_s == 7.0
        finally:
            built.status.close()


def test_a_call_refused_by_a_resting_layer_below_is_no_news_about_the_server():
    from game.brains.llm.errors import CircuitOpen

    breaker = Breaker()
    model = CircuitBreakerModel(
        _Failing(CircuitOpen("endpoint failing (x); resting")), breaker=breaker
    )
    with pytest.raises(CircuitOpen):
        model.complete(REQ)
    assert breaker.failing_since is None and breaker.last_error == ""


def test_without_save_it_autosaves_and_with_several_servers_the_line_names_them_all(tmp_path):
    with FakeOpenAI() as one, FakeOpenAI() as two:
        gone = one.after_chats(12, lambda: (one.die(), two.die()))
        proc = _main(
            [*TOWN, *QUICK, "--hours", "48", "--llm-model", "fake-model"]
            + ["--llm-base-url", one.base_url, "--llm-base-url", two.base_url]
            + ["--llm-unreachable", "exit", "--llm-unreachable-after", str(AFTER_S)],
            tmp_path,
        )
        assert gone.wait(30), finish(proc, timeout=1)
        code, out, err = finish(proc, timeout=60)
    assert code == 2 and "Traceback" not in err, err
    (line,) = [ln for ln in err.splitlines() if not ln.startswith(("minds: ", "warning: "))]
    names = f"127.0.0.1:{one.port} and 127.0.0.1:{two.port}"
    assert line.startswith(f"main.py: LLM servers {names} gave no useful reply"), line
    slot = Path(line.rsplit("autosaved to ", 1)[1])
    assert slot.name == "autosave-1.json" and loadable(tmp_path / slot)
    no_partials(tmp_path)


def test_a_scenario_run_stops_too_when_its_models_are_gone(tmp_path):
    """``--scenario`` asks the same watch after each step: one line, exit 2, no report."""
    with FakeOpenAI(hang_s=60) as server:
        gone = server.after_chats(6, server.die)
        proc = _main(
            ["--headless", "--scenario", "harbour-talk", "--town", "brinewick", "--quiet", *QUICK]
            + ["--llm-cache", "off", "--llm-base-url", server.base_url]
            + ["--llm-model", "fake-model", "--llm-api-key", KEY]
            + ["--llm-unreachable", "exit", "--llm-unreachable-after", str(AFTER_S)],
            tmp_path,
        )
        assert gone.wait(60), finish(proc, timeout=1)
        code, out, err = finish(proc, timeout=90)
    assert code == 2, err
    lines = [ln for ln in err.splitlines() if not ln.startswith("minds: ")]
    assert len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith(f"main.py: LLM server 127.0.0.1:{server.port} gave no useful")
    assert "no report written" in lines[0] or "nothing was written" in lines[0]
    assert KEY not in err and "measure" not in out
    no_partials(tmp_path)
