"""A week of the headless town on the built-in brain: CPU seconds and memories per game day.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_llm_week.py [--days 7] [--residents 25]
[--seed 1] [--town smallville] [--repeat 2]`` (about 4 minutes of CPU with the default repeat).

Measurement only (issue 12, "week-long runs at a steady cost"): the town runs as ``main.py
--headless`` does without a model (inline thinking, lockstep), day after day from 07:00, and
each game day prints the process CPU seconds it took, the live memories per resident (mean and
max; forgetting clears memories, it does not delete them, so the stored count is shown too),
and the ratios the issue's acceptance asks for: CPU of the last day over day 1, memories of the
last day over day 3.

CPU is the whole process's (every thread), so a library that spins helper threads shows up
here: numpy's OpenBLAS did, in retrieval's matrix product, until ``game.mind.retrieve`` stopped
using it. On a machine shared with other work a day's figure moves by 10-40 % (seen on 2 busy
cores), so one run's ratio is a rough guide; ``--repeat R`` runs day 1 and the last day again R
times each, alternately, each in a fresh simulation from the state the first run had when that
day began (an exact resume: the same day again), and reports the least CPU of each and their
ratio. The least of several runs is the day's own cost; the rest is the machine's other work.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.app_setup import build_simulation  # noqa: E402
from game.mind import news_index  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402


def _day_again(args, state: str | None, per_day: int) -> tuple[float, int]:
    """CPU seconds of one game day in a fresh simulation continued from ``state`` (JSON; None:
    the start), and the live memories it ends with (the run's own figure when the day was
    the same again). Loading work (vectors, the news index) is done before the clock starts."""
    sim = build_simulation(
        args.town, residents=args.residents, config=SimConfig(seed=args.seed, workers=0)
    )
    if state is not None:
        sim.set_state(json.loads(state))
        if sim.vectors_filling is not None:
            sim.vectors_filling.join()
        for r in sim.residents.values():
            r.memory.fill_vectors()
            news_index.warm(r)
    cpu = time.process_time()
    sim.run_steps(per_day)
    cpu = time.process_time() - cpu
    live = sum(r.memory.alive_count() for r in sim.residents.values())
    sim.shutdown()
    return cpu, live


def _kept(sim) -> str:
    """Live memories per resident by kind and by why forgetting leaves them: *poignant*
    (above the daily bar, 3 of 10), *used* (retrieval used them), *recent* (neither: not yet
    a whole day old, or a lone leftover). What grows here is what forgetting does not take."""
    counts: dict[str, float] = {}
    for r in sim.residents.values():
        for i in range(len(r.memory)):
            m = r.memory.get(i)
            if not m.alive:
                continue
            why = (
                "poignant" if m.importance > 0.35 + 1e-6 else "used" if m.access_count else "recent"
            )
            key = f"{m.kind} {why}"
            counts[key] = counts.get(key, 0) + 1
    n = len(sim.residents)
    return ", ".join(f"{k} {v / n:.0f}" for k, v in sorted(counts.items()) if v / n >= 0.5)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--days", type=int, default=7)
    p.add_argument("--residents", type=int, default=25)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--town", default="smallville", help="town folder under maps/")
    p.add_argument(
        "--repeat",
        type=int,
        default=2,
        help="run day 1 and the last day again R times each (0: not)",
    )
    args = p.parse_args(argv)
    machine = (
        f"{platform.python_implementation()} {platform.python_version()}, {os.cpu_count()} cores"
    )
    sim = build_simulation(
        args.town, residents=args.residents, config=SimConfig(seed=args.seed, workers=0)
    )
    print(
        f"{args.town}, seed {args.seed}: {len(sim.residents)} residents, {args.days} game days, "
        f"built-in brain ({machine})"
    )
    print("| day | CPU s | wall s | live memories per resident (mean / max) | stored (mean) |")
    print("| ---: | ---: | ---: | ---: | ---: |")
    per_day = sim.clock.steps_for(24.0)
    rows = []
    lives: dict[int, int] = {}
    last_state = None
    for day in range(1, args.days + 1):
        if args.repeat > 0 and day == args.days and day > 1:
            last_state = json.dumps(sim.get_state())  # a copy: the run goes on changing it
        cpu, wall = time.process_time(), time.perf_counter()
        sim.run_steps(per_day)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        live = [r.memory.alive_count() for r in sim.residents.values()]
        stored = [len(r.memory) for r in sim.residents.values()]
        mean_live = sum(live) / len(live)
        rows.append((day, cpu, mean_live))
        lives[day] = sum(live)
        print(
            f"| {day} | {cpu:.1f} | {wall:.1f} | {mean_live:.0f} / {max(live)} | "
            f"{sum(stored) / len(stored):.0f} |",
            flush=True,
        )
    print(f"\nday {args.days}, live memories per resident by what keeps them: {_kept(sim)}")
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
    if last_state is not None:
        runs: dict[int, list[float]] = {1: [], last: []}
        same = True
        for _ in range(args.repeat):
            for day, state in ((1, None), (last, last_state)):
                cpu, live = _day_again(args, state, per_day)
                runs[day].append(cpu)
                same = same and live == lives[day]
        low = {d: min(c) for d, c in runs.items()}
        shown = {d: " ".join(f"{c:.1f}" for c in cs) for d, cs in runs.items()}
        print(f"\nagain, {args.repeat} times each: day 1 {shown[1]}; day {last} {shown[last]}")
        if not same:
            print("(a day run again ended with other memories than in the run: not the same day)")
        print(
            f"least CPU: day 1 {low[1]:.1f} s, day {last} {low[last]:.1f} s; "
            f"day {last} / day 1: {low[last] / low[1]:.2f}x (target <= 1.3x)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
