"""A town against servers that hang and die: wall time, fallbacks, where the calls went.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_llm_faults.py [--quick] [--skip-before]``.

(C) Hostile server. The fake server (``tests/fake_openai.py``, in a child process, real HTTP,
    the real ``openai`` client) answers in 300 ms, but about 1 request in 11 hangs (never
    answers), and 4 % each are HTTP 500, HTTP 429 (Retry-After 1 s), dropped connections and
    malformed JSON, 2 % empty replies (seeded draws). 6 residents x 2 game hours from 07:00,
    16 workers, lockstep with thoughts landing a game minute later (as ``main.py --headless``),
    the settings a local URL gets by default (60 s timeout, 3 retries, 4 calls in flight).
    *Before*: every request waits the full 60 s and a timed-out request is retried like any
    other (``adaptive_timeout = false``). *After*: the default adaptive per-step timeout (3x
    the running p95, 3 s floor, 60 s ceiling) and at most one retry after a timeout, then the
    step falls back to the built-in brain.

(D) Two servers, one killed halfway: 6 residents x 2 game hours against two fake servers
    (300 ms per call, no faults), given as two base URLs; after the first game hour the second
    server's process is killed. Reported: calls and latency per server before and after the
    kill, fallbacks, and whether the run completed.
"""

from __future__ import annotations

import argparse
import logging
import multiprocessing as mp
import os
import platform
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "bench"))

from bench_llm import finish, llm_town  # noqa: E402

from game.brains.llm.config import LLMConfig, ServerSpec  # noqa: E402
from game.brains.llm.factory import BuiltBrain  # noqa: E402
from game.sim.simulation import Simulation  # noqa: E402

SEED = 1
LATENCY_S = 0.3
HOSTILE = {
    "hang": 0.09,
    "server_error": 0.04,
    "rate_limit": 0.04,
    "close": 0.04,
    "malformed": 0.04,
    "empty": 0.02,
}


def _serve(conn, latency_s: float, chaos: dict[str, float], hang_s: float) -> None:
    from tests import fake_openai
    from tests.fake_openai import FakeOpenAI

    fake_openai._Handler.disable_nagle_algorithm = True
    with FakeOpenAI(latency_s=latency_s, hang_s=hang_s) as server:
        if chaos:
            server.chaos(chaos, seed=SEED)
        conn.send(server.base_url)
        conn.recv()


@contextmanager
def servers(n: int, chaos: dict[str, float] | None = None) -> Iterator[list]:
    """``n`` fake servers in child processes: [(base_url, process), ...]."""
    ctx = mp.get_context("spawn")
    procs = []
    try:
        for _ in range(n):
            parent, child = ctx.Pipe()
            proc = ctx.Process(
                target=_serve, args=(child, LATENCY_S, chaos or {}, 900.0), daemon=True
            )
            proc.start()
            if not parent.poll(60):
                raise RuntimeError("the fake server did not start")
            procs.append((parent.recv(), proc, parent))
        yield [(url, proc) for url, proc, _ in procs]
    finally:
        for _, proc, parent in procs:
            if proc.is_alive():
                try:
                    parent.send("stop")
                except OSError:
                    pass
                proc.join(5)
            if proc.is_alive():
                proc.terminate()


def town(cfg: LLMConfig, residents: int) -> tuple[Simulation, BuiltBrain]:
    return llm_town(cfg, residents=residents, workers=16, think_steps=6, seed=SEED)


def config(urls: list[str], *, adaptive: bool = True) -> LLMConfig:
    specs = tuple(ServerSpec(base_url=u, model="fake-model", max_in_flight=4) for u in urls)
    return LLMConfig(
        provider="openai",
        base_url=urls[0],
        api_key="bench",
        model="fake-model",
        timeout_s=60.0,
        max_retries=3,
        max_in_flight=4,
        cache_path="",
        adaptive_timeout=adaptive,
        servers=specs if len(specs) > 1 else (),
    )


def hostile_run(url: str, residents: int, hours: float, adaptive: bool) -> dict:
    sim, built = town(config([url], adaptive=adaptive), residents)
    try:
        start = time.perf_counter()
        sim.run_steps(sim.clock.steps_for(hours))
        wall = time.perf_counter() - start
        stats = built.status.stats()
    finally:
        finish(sim, built)
    return {
        "wall": wall,
        "calls": int(stats.get("llm_calls", 0)),
        "thoughts": int(stats.get("brain_calls", 0)),
        "fallbacks": int(stats.get("brain_fallbacks", 0)),
        "timeouts": int(stats.get("llm_timeouts", 0)),
        "failed_jobs": sim.scheduler.failed,
        "talks": len(sim.talks.log),
    }


def bench_hostile(residents: int, hours: float, before: bool) -> list[str]:
    rows = [
        "| timeouts | wall time | calls answered | fallbacks | timeouts hit | failed jobs "
        "| conversations |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    results = {}
    for label, adaptive in (("after: adaptive, one retry", True), ("before: 60 s each", False)):
        if not adaptive and not before:
            continue
        with servers(1, HOSTILE) as [(url, _)]:
            r = hostile_run(url, residents, hours, adaptive)
        results[label] = r
        print(f"  {label:<28} {r['wall']:6.1f} s wall, {r['fallbacks']} fallbacks", flush=True)
        rows.append(
            f"| {label} | {r['wall']:.1f} s | {r['calls']} | {r['fallbacks']} | "
            f"{r['timeouts']} | {r['failed_jobs']} | {r['talks']} |"
        )
    if len(results) == 2:
        a, b = results.values()
        rows.append("")
        rows.append(
            f"- {b['wall'] / a['wall']:.1f}x less wall time with adaptive timeouts "
            f"({a['wall']:.0f} s vs {b['wall']:.0f} s for {hours:g} game hours, "
            f"{residents} residents)."
        )
    return rows


def bench_failover(residents: int, hours: float) -> list[str]:
    with servers(2) as procs:
        urls = [u for u, _ in procs]
        sim, built = town(config(urls), residents)
        try:
            start = time.perf_counter()
            half = sim.clock.steps_for(hours / 2)
            sim.run_steps(half)
            at_kill = built.status.server_report()
            procs[1][1].kill()  # the second server dies: connection refused from now on
            procs[1][1].join(5)
            sim.run_steps(sim.clock.steps_for(hours) - half)
            wall = time.perf_counter() - start
            end = built.status.server_report()
            stats = built.status.stats()
        finally:
            finish(sim, built)
    rows = [
        "| server | calls before the kill | calls after | failures after | mean latency |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for i, (a, b) in enumerate(zip(at_kill, end, strict=True)):
        rows.append(
            f"| {i + 1}: {b['name']}{' (killed)' if i == 1 else ''} | {a['calls']} | "
            f"{b['calls'] - a['calls']} | {b['failures'] - a['failures']} | {b['mean_ms']} ms |"
        )
    after_dead = end[1]["calls"] - at_kill[1]["calls"]
    rows.append("")
    rows.append(
        f"- completed {hours:g} game hours in {wall:.1f} s wall; fallbacks "
        f"{int(stats.get('brain_fallbacks', 0))}; failed jobs {sim.scheduler.failed}; calls "
        f"answered by the killed server after the kill: {after_dead}."
    )
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="3 residents, 30 game minutes")
    p.add_argument("--skip-before", action="store_true", help="only the new behaviour")
    args = p.parse_args(argv)
    logging.disable(logging.WARNING)  # rejected replies and failed calls are counted, not shown
    residents, hours = (3, 0.5) if args.quick else (6, 2.0)
    machine = (
        f"{platform.python_implementation()} {platform.python_version()}, {os.cpu_count()} cores"
    )
    print(f"Faults benchmark against the fake OpenAI server ({machine})")
    print(f"\n(C) hostile server: {residents} residents x {hours:g} game hours, faults {HOSTILE}")
    c_rows = bench_hostile(residents, hours, before=not args.skip_before)
    print("\n".join(c_rows))
    print(f"\n(D) two servers, the second killed after {hours / 2:g} game hours")
    d_rows = bench_failover(residents, hours)
    print("\n".join(d_rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
