"""What the hourly autosave's ``take`` (``Simulation.get_state``, on the simulation's thread)
costs as a town ages: the simulation thread's CPU per take, per game day.

    PYTHONPATH=. python bench/bench_take.py [--town smallville] [--seed 1] [--days 14]
        [--show 1,7,14] [--profile]

One run with the autosave off; the bench takes a state at every game hour's end, as the
hourly autosave does (each thrown away, as the autosave's writer drops it once written), and
reports for the days in ``--show`` the least, median and worst take of the day and the town's memory
count. ``--profile`` prints the top of a cProfile of the last day's takes (CPU is inflated
by the profiler; read the shares). CPU times are the simulation thread's (``thread_time``); on
a shared machine the least take of a day is the steadiest figure.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as main.py pins it

from game.app_setup import build_simulation  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402
from game.world.old_heap import keep_old_out  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--town", default="smallville")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--days", type=int, default=14)
    ap.add_argument("--show", default="1,7,14")
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args(argv)
    show = {int(d) for d in args.show.split(",")} | {args.days}
    keep_old_out()  # as a headless run does
    sim = build_simulation(args.town, config=SimConfig(seed=args.seed, autosave_minutes=0))
    prof = cProfile.Profile() if args.profile else None
    print("day  memories  take min / median / max ms (24 hourly takes)")
    for day in range(1, args.days + 1):
        takes = []
        for _ in range(24):
            sim.run_steps(sim.clock.steps_for(1))
            last = prof is not None and day == args.days
            if last:
                prof.enable()
            start = time.thread_time()
            state = sim.get_state()
            takes.append(time.thread_time() - start)
            if last:
                prof.disable()
            del state
        if day in show:
            n = sum(len(sim.residents[r].memory) for r in sim.order)
            low, med, worst = (f(takes) * 1e3 for f in (min, statistics.median, max))
            print(f"{day:>3}  {n:>8}  {low:6.1f} / {med:6.1f} / {worst:6.1f}", flush=True)
    if prof is not None:
        pstats.Stats(prof).sort_stats("tottime").print_stats(22)
    sim.shutdown()


if __name__ == "__main__":
    main()
