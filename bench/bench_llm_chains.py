"""Shorter chains: lockstep wall time per game hour, before and after, 1 and 16 workers.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_llm_chains.py [--quick]
[--towns smallville,brinewick] [--seeds 1,2] [--starts 0,3] [--workers 1,16] [--json FILE]
[--trace]``. ``--trace`` prints every waiting step with the calls it waited on, by step kind.

Each run is a town (all its residents) against the fake OpenAI server (a child process, real
HTTP, the whole layer stack), lockstep with thoughts landing a game minute later
(``think_steps=6``, as ``main.py`` runs a model headless), so 1 and 16 workers do the same work
and build the same town and wall time compares fairly. The town first runs ``start`` game
hours from its morning at zero latency (``--starts 3``: the hour timed is mid-morning, not the
wake-up), then one game hour is timed at 300 ms per call.

*before*: one call per line of dialogue (``exchange_lines=1``), every decomposition and
importance batch asked for when it is needed (``think_ahead`` off): the town as it ran before
this work. *after*: a conversation asks for four lines per call (groups too), and
``think_ahead``: the next hour is decomposed ahead at each resident's own minute, importance is
judged while the resident goes on (as ``main.py`` now runs a model).

Besides wall time each row reports what makes the town believable, so a speed-up that changed
the town shows: conversations, lines spoken, thoughts that fell back, trips to places the map
could not reach; and *waits*: steps that waited at least half a call. Calls per wait is the
bound on the speed-up: a lockstep town cannot overlap calls that come one after another.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import platform
import sys
import threading
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_llm import LATENCY_S, WAITED_S, fake_server_ctl, finish, llm_town  # noqa: E402

CONFIGS = {"before": (1, False), "after": (4, True)}  # label -> (exchange lines, think_ahead)


@dataclass
class Run:
    town: str
    seed: int
    start: float  # game hours after the town's start before the timed hour
    config: str
    workers: int
    wall_s: float = 0.0
    calls: int = 0
    talks: int = 0
    lines: int = 0
    fallbacks: int = 0
    trips: int = 0
    blocked: int = 0
    waits: int = 0
    ahead_used: int = 0
    ahead_dropped: int = 0
    same: str = field(default="", repr=False)  # fingerprint of the town after the hour
    trace: list = field(default_factory=list)  # with --trace: each waiting step and its calls


class CallLog:
    """``--trace``: when each request to the server ran and for which step kind, so a waiting
    step can be shown with the calls it waited on (the client is wrapped in this process only;
    nothing of the game changes)."""

    def __init__(self) -> None:
        from game.brains.llm.client import OpenAIChatModel

        self.calls: list[tuple[float, float, str]] = []
        self._lock = threading.Lock()
        original = OpenAIChatModel.complete
        log = self

        def complete(model, req):
            start = time.perf_counter()
            try:
                return original(model, req)
            finally:
                with log._lock:
                    log.calls.append((start, time.perf_counter(), req.ctx.step))

        OpenAIChatModel.complete = complete

    def during(self, start: float, end: float) -> str:
        with self._lock:
            kinds = Counter(k for t0, t1, k in self.calls if t0 < end and t1 > start)
        return ", ".join(f"{k} x{n}" for k, n in kinds.most_common())


def town_with(url: str, run: Run, residents: int | None):
    from game.brains.llm.config import LLMConfig

    exchange, ahead = CONFIGS[run.config]
    cfg = LLMConfig(
        provider="openai",
        base_url=url,
        api_key="bench",
        model="fake-model",
        timeout_s=30.0,
        max_retries=1,
        max_in_flight=16,
        cache_path="",
        exchange_lines=exchange,
    )
    return llm_town(
        cfg,
        residents=residents,
        workers=run.workers,
        think_steps=6,
        think_ahead=ahead,
        town_name=run.town,
        seed=run.seed,
    )


def measure(url: str, set_latency, run: Run, residents: int | None, minutes: int, log=None) -> Run:
    sim, built = town_with(url, run, residents)
    try:
        set_latency(0.0)
        sim.run_steps(sim.clock.steps_for(run.start))
        calls0 = int(built.status.stats().get("llm_calls", 0))
        falls0 = int(built.status.stats().get("brain_fallbacks", 0))
        talks0 = len(sim.talks.log)
        trips0 = sum(b.trips for b in sim.bodies.values())
        blocked0 = sum(b.blocked_trips for b in sim.bodies.values())
        set_latency(LATENCY_S)
        start = time.perf_counter()
        for _ in range(sim.clock.steps_for(minutes / 60)):
            t = time.perf_counter()
            sim.step()
            took = time.perf_counter() - t
            if took >= WAITED_S:
                run.waits += 1
                if log is not None:
                    run.trace.append(
                        f"{sim.clock.now:%H:%M:%S} {took:.2f} s: {log.during(t, t + took)}"
                    )
        run.wall_s = time.perf_counter() - start
        set_latency(0.0)
        stats = built.status.stats()
        run.calls = int(stats.get("llm_calls", 0)) - calls0
        run.fallbacks = int(stats.get("brain_fallbacks", 0)) - falls0
        talks = sim.talks.log[talks0:]
        convs = [c["lines"] for c in talks] + [c.lines for c in sim.talks.active.values()]
        run.talks = len(convs)
        run.lines = sum(len(c) for c in convs)
        run.trips = sum(b.trips for b in sim.bodies.values()) - trips0
        run.blocked = sum(b.blocked_trips for b in sim.bodies.values()) - blocked0
        run.ahead_used = sum(r.ahead_used for r in sim.residents.values())
        run.ahead_dropped = sum(r.ahead_dropped for r in sim.residents.values())
        run.same = repr((sim.talks.log, tuple((b.x, b.y) for b in sim.bodies.values())))
    finally:
        finish(sim, built)
    return run


def table(runs: list[Run], minutes: int) -> list[str]:
    per_hour = 60 / minutes
    rows = [
        "| town, seed, hour | config | workers | wall s / game hour | calls | waits | calls per "
        "wait | conversations | lines | fallbacks | unreachable trips |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in runs:
        rows.append(
            f"| {r.town} s{r.seed} +{r.start:g}h | {r.config} | {r.workers} | "
            f"{r.wall_s * per_hour:.1f} | {r.calls} | {r.waits} | "
            f"{r.calls / max(1, r.waits):.1f} | {r.talks} | {r.lines} | {r.fallbacks} | "
            f"{r.blocked} of {r.trips} |"
        )
    rows.append("")
    groups: dict[tuple, dict] = {}
    for r in runs:
        groups.setdefault((r.town, r.seed, r.start), {})[(r.config, r.workers)] = r
    for (town, seed, start), g in groups.items():
        parts = []
        for config in CONFIGS:
            one, many = g.get((config, 1)), g.get((config, 16))
            if one and many:
                same = "same town" if one.same == many.same else "DIFFERENT towns"
                parts.append(f"{config} {one.wall_s / many.wall_s:.1f}x ({same})")
        b1, a16 = g.get(("before", 1)), g.get(("after", 16))
        if b1 and a16:
            parts.append(f"before at 1 worker vs after at 16: {b1.wall_s / a16.wall_s:.1f}x")
        b16 = g.get(("before", 16))
        if b16 and a16:
            parts.append(f"16 workers, before vs after: {b16.wall_s / a16.wall_s:.1f}x")
        rows.append(f"- {town} seed {seed}, +{start:g} h: 16 vs 1 workers: " + "; ".join(parts))
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="10 residents, 20 game minutes")
    p.add_argument("--towns", default="smallville", help="comma-separated towns")
    p.add_argument("--seeds", default="1", help="comma-separated seeds")
    p.add_argument("--starts", default="0", help="game hours run before the timed hour")
    p.add_argument("--workers", default="1,16", help="comma-separated worker counts")
    p.add_argument("--configs", default="before,after", help="before, after or both")
    p.add_argument("--json", help="also write the runs to this file")
    p.add_argument(
        "--trace", action="store_true", help="print each waiting step and the calls it waited on"
    )
    args = p.parse_args(argv)
    logging.disable(logging.WARNING)
    residents, minutes = (10, 20) if args.quick else (None, 60)
    machine = (
        f"{platform.python_implementation()} {platform.python_version()}, {os.cpu_count()} cores"
    )
    print(
        f"Call chains: lockstep, {minutes} game minutes timed, {LATENCY_S * 1000:.0f} ms per "
        f"call ({machine})"
    )
    plan = [
        Run(town, int(seed), float(start), config, int(w))
        for town in args.towns.split(",")
        for seed in args.seeds.split(",")
        for start in args.starts.split(",")
        for config in args.configs.split(",")
        for w in args.workers.split(",")
    ]
    runs = []
    log = CallLog() if args.trace else None
    with fake_server_ctl(LATENCY_S) as (url, set_latency):
        for run in plan:
            r = measure(url, set_latency, run, residents, minutes, log)
            runs.append(r)
            print(
                f"  {r.town} s{r.seed} +{r.start:g}h {r.config:<6} {r.workers:>2} workers "
                f"{r.wall_s:6.1f} s  {r.calls} calls, {r.waits} waits",
                flush=True,
            )
            for line in r.trace:
                print(f"      waited at {line}")
    print()
    print("\n".join(table(runs, minutes)))
    if args.json:
        Path(args.json).write_text(json.dumps([asdict(r) for r in runs], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
