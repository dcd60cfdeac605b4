"""A week of the headless town on the built-in brain: CPU seconds and memories per game day.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_llm_week.py [--days 7] [--residents 25]``.

Measurement only (issue 12, "week-long runs at a steady cost"): the town runs as ``main.py
--headless`` does without a model (inline thinking, lockstep), day after day from 07:00, and
each game day prints the process CPU seconds it took, the live memories per resident (mean and
max; forgetting clears memories, it does not delete them, so the stored count is shown too),
and the ratios the issue's acceptance asks for: CPU of the last day over day 1, memories of the
last day over day 3.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.app_setup import build_simulation  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--days", type=int, default=7)
    p.add_argument("--residents", type=int, default=25)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    machine = (
        f"{platform.python_implementation()} {platform.python_version()}, {os.cpu_count()} cores"
    )
    sim = build_simulation(
        "smallville", residents=args.residents, config=SimConfig(seed=args.seed, workers=0)
    )
    print(f"{args.residents} residents, {args.days} game days, built-in brain ({machine})")
    print("| day | CPU s | wall s | live memories per resident (mean / max) | stored (mean) |")
    print("| ---: | ---: | ---: | ---: | ---: |")
    per_day = sim.clock.steps_for(24.0)
    rows = []
    for day in range(1, args.days + 1):
        cpu, wall = time.process_time(), time.perf_counter()
        sim.run_steps(per_day)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        live = [r.memory.alive_count() for r in sim.residents.values()]
        stored = [len(r.memory) for r in sim.residents.values()]
        mean_live = sum(live) / len(live)
        rows.append((day, cpu, mean_live))
        print(
            f"| {day} | {cpu:.1f} | {wall:.1f} | {mean_live:.0f} / {max(live)} | "
            f"{sum(stored) / len(stored):.0f} |",
            flush=True,
        )
    sim.shutdown()
    by_day = {d: (c, m) for d, c, m in rows}
    last = rows[-1][0]
    if 1 in by_day and last > 1:
        print(f"\nCPU day {last} / day 1: {by_day[last][0] / by_day[1][0]:.2f}x (target <= 1.3x)")
    if 3 in by_day and last > 3:
        print(
            f"live memories day {last} / day 3: {by_day[last][1] / by_day[3][1]:.2f}x "
            "(target <= 2x)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
