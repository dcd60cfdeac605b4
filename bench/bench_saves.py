"""Saves of a growing town: time to take, write and load the state, and file size, after 1, 3
and 7 game days, for 25 residents on the built-in brain (issue 8's targets: save and load of a
3-day town under 0.5 s each, under 2 MB per game day with the local embedder).

Also: how long the simulation thread is held while saving (taking the state), and the longest
gap a background write leaves in a busy loop on the main thread (a stand-in for a frame loop:
the window's frames must not stall while an autosave is written).

    PYTHONPATH=. python bench/bench_saves.py [--days 1,3,7] [--town smallville] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.app_setup import build_simulation  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402
from game.store.autosave import SaveWriter  # noqa: E402
from game.store.savefile import read_save, write_save  # noqa: E402


def best(fn, n=3):
    times, out = [], None
    for _ in range(n):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return min(times), out


def longest_gap_while_writing(state, folder: Path) -> float:
    """Run a 1 ms busy 'frame' loop while the writer thread saves; the longest frame gap."""
    writer = SaveWriter()
    gaps, done = [], threading.Event()
    writer.submit(folder / "bg.json", state)
    t0 = last = time.perf_counter()
    while writer.busy or time.perf_counter() - t0 < 0.05:
        now = time.perf_counter()
        gaps.append(now - last)
        last = now
        end = now + 0.001
        while time.perf_counter() < end:
            pass
    writer.close(30)
    done.set()
    return max(gaps)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", default="1,3,7")
    ap.add_argument("--town", default="smallville")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    days = [int(d) for d in args.days.split(",")]
    sim = build_simulation(args.town, config=SimConfig(seed=args.seed, autosave_minutes=0))
    rows = []
    done_days = 0
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for day in days:
            start = time.process_time()
            sim.run_steps(sim.clock.steps_for(24 * (day - done_days)))
            cpu = time.process_time() - start
            done_days = day
            take_s, state = best(sim.get_state)
            path = folder / f"day{day}.json"
            write_s, _ = best(lambda p=path, s=state: write_save(p, s, backup=False))
            read_s, _ = best(lambda p=path: read_save(p))
            twin = build_simulation(args.town, config=SimConfig(seed=args.seed, autosave_minutes=0))
            restore_s, _ = best(lambda p=path, t=twin: t.set_state(read_save(p)), n=1)
            gap = longest_gap_while_writing(state, folder)
            size = path.stat().st_size
            mems = sum(len(r.memory) for r in sim.residents.values()) / len(sim.residents)
            rows.append((day, cpu, mems, size, take_s, write_s, read_s, restore_s, gap))
    print(
        f"{args.town}, {len(sim.residents)} residents, seed {args.seed}, built-in brain; "
        f"{os.cpu_count()} cores, Python {sys.version.split()[0]}"
    )
    print(
        "| day | sim CPU s (that stretch) | memories/resident | file MB | MB/day | take state s "
        "| write s | read+check s | load into town s | longest frame gap while writing ms |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for day, cpu, mems, size, take_s, write_s, read_s, restore_s, gap in rows:
        print(
            f"| {day} | {cpu:.1f} | {mems:.0f} | {size / 1e6:.2f} | {size / 1e6 / day:.2f} "
            f"| {take_s:.3f} | {write_s:.3f} | {read_s:.3f} | {restore_s:.3f} | {gap * 1000:.0f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
