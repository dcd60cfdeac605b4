"""Shorter call chains: lockstep wall time per game hour, before and after, 1/4/16 workers.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_llm_chains.py [--quick]``.

25 residents (seed 1) from 07:00 for one game hour against the fake OpenAI server (300 ms per
call, a child process, real HTTP, the whole layer stack), lockstep with thoughts landing a game
minute later (``think_steps=6``, as ``main.py`` runs a model headless): 1, 4 and 16 workers do
the same work and build the same town, so wall time compares fairly.

*Before*: one call per line of dialogue (``exchange_lines=1``), as the town ran until now.
*After*: two-person conversations ask for four lines per call (``exchange_lines=4``, the
default), each line validated for its speaker. Both columns also report what makes the town
believable, so a speed-up that changed the town shows: conversations, lines spoken, thoughts
that fell back, and trips to places the map could not reach.
"""

from __future__ import annotations

import argparse
import logging
import os
import platform
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_llm import LATENCY_S, fake_server, finish  # noqa: E402


@dataclass
class Run:
    label: str
    exchange: int
    workers: int
    wall_s: float = 0.0
    calls: int = 0
    talks: int = 0
    lines: int = 0
    fallbacks: int = 0
    trips: int = 0
    blocked: int = 0
    town: tuple = ()


def town_with(url: str, residents: int, workers: int, exchange: int):
    import bench_llm

    from game.app_setup import build_simulation
    from game.brains.builtin import make_builtin_brain
    from game.brains.llm.config import LLMConfig
    from game.brains.llm.factory import build_brain
    from game.sim.simulation import SimConfig

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
    built = build_brain(cfg, fallback=make_builtin_brain(bench_llm.SEED))
    sim = build_simulation(
        "smallville",
        residents=residents,
        brain=built.brain,
        embedder=built.embedder,
        config=SimConfig(seed=bench_llm.SEED, workers=workers, lockstep=True, think_steps=6),
    )
    return sim, built


def table(runs: list[Run], minutes: int) -> list[str]:
    per_hour = 60 / minutes
    rows = [
        "| calls per conversation | workers | wall s per game hour | calls | conversations "
        "| lines | fallbacks | unreachable trips |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in runs:
        rows.append(
            f"| {r.label} | {r.workers} | {r.wall_s * per_hour:.1f} | {r.calls} | {r.talks} | "
            f"{r.lines} | {r.fallbacks} | {r.blocked} of {r.trips} |"
        )
    rows.append("")
    for label in dict.fromkeys(r.label for r in runs):
        group = {r.workers: r for r in runs if r.label == label}
        if 1 in group and 16 in group:
            same = "same town" if group[1].town == group[16].town else "DIFFERENT towns"
            rows.append(
                f"- {label}: 16 workers **{group[1].wall_s / group[16].wall_s:.1f}x** faster "
                f"than 1 ({same} with 1 and 16 workers)."
            )
    by = {(r.label, r.workers): r for r in runs}
    labels = list(dict.fromkeys(r.label for r in runs))
    if len(labels) == 2:
        for w in sorted({r.workers for r in runs}):
            a, b = by.get((labels[0], w)), by.get((labels[1], w))
            if a and b:
                rows.append(
                    f"- {w} worker{'s' * (w != 1)}: after is {a.wall_s / b.wall_s:.1f}x faster "
                    f"than before ({a.wall_s * per_hour:.1f} s -> {b.wall_s * per_hour:.1f} s)."
                )
        if (labels[0], 1) in by and (labels[1], 16) in by:
            rows.append(
                f"- before at 1 worker vs after at 16 workers: "
                f"{by[(labels[0], 1)].wall_s / by[(labels[1], 16)].wall_s:.1f}x."
            )
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="10 residents, 20 game minutes")
    p.add_argument("--workers", default="1,4,16", help="comma-separated worker counts")
    args = p.parse_args(argv)
    logging.disable(logging.WARNING)
    residents, minutes = (10, 20) if args.quick else (25, 60)
    workers = [int(w) for w in args.workers.split(",")]
    machine = (
        f"{platform.python_implementation()} {platform.python_version()}, {os.cpu_count()} cores"
    )
    print(
        f"Call chains: {residents} residents x {minutes} game minutes from 07:00, "
        f"{LATENCY_S * 1000:.0f} ms per call, lockstep ({machine})"
    )
    plan = [
        Run(label, exchange, w)
        for label, exchange in (("before: 1 line per call", 1), ("after: 4 lines per call", 4))
        for w in workers
    ]
    runs = []
    with fake_server(LATENCY_S) as url:
        for run in plan:
            r = measure(url, replace(run), residents, minutes)
            runs.append(r)
            print(f"  {r.label:<26} {r.workers:>2} workers {r.wall_s:6.1f} s", flush=True)
    print()
    print("\n".join(table(runs, minutes)))
    return 0


def measure(url: str, run: Run, residents: int, minutes: int) -> Run:
    sim, built = town_with(url, residents, run.workers, run.exchange)
    try:
        start = time.perf_counter()
        sim.run_steps(sim.clock.steps_for(minutes / 60))
        run.wall_s = time.perf_counter() - start
        stats = built.status.stats()
        run.calls = int(stats.get("llm_calls", 0))
        run.fallbacks = int(stats.get("brain_fallbacks", 0))
        convs = [c["lines"] for c in sim.talks.log] + [
            c.lines for c in sim.talks.active.values() if c.lines
        ]
        run.talks = len(convs)
        run.lines = sum(len(c) for c in convs)
        run.trips = sum(b.trips for b in sim.bodies.values())
        run.blocked = sum(b.blocked_trips for b in sim.bodies.values())
        run.town = (repr(sim.talks.log), tuple((b.x, b.y) for b in sim.bodies.values()))
    finally:
        finish(sim, built)
    return run


if __name__ == "__main__":
    sys.exit(main())
