"""A long headless run with the default hourly autosave: does a day cost the same on day 14
as on day 1, and what do the autosaves, the save and the load cost then (issue 23's targets:
day-14 CPU at most 1.3x day 1's, the day-14 save loaded in under 1 s, each autosave under
50 ms of the simulation's thread)?

    PYTHONPATH=. python bench/bench_long_run.py [--town smallville] [--days 14] [--seed 1]

Two runs of the same town and seed, one with the autosave every game hour (written as a
headless run writes it: a ``SaveWriter`` thread, each autosave waiting for the one before),
one without. Per game day: the process's CPU (user + sys, every thread: the writer's too) of
both side by side, and of the run with autosave the simulation thread's CPU spent taking
and handing over the states (``take``: the worst autosave of the day and the day's median)
and the writer's wall time per autosave. After the last day: the size of the newest
autosave (its slot and its memory log), a full save's size and time ("save as"), the time to
read each and load it into a fresh town, and the CPU of the first steps after the load
against the same steps of the town that never stopped. Like a headless run, the bench keeps
old objects out of full collections (``game.world.old_heap``); at its end it says how many
objects that kept alive (cycles that died while frozen: what freezing costs).

A 14-day run of Smallville takes a few minutes per run; CPU times do not wait for other work
on a shared machine, wall times do.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as main.py pins it

from game.app_setup import build_simulation  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402
from game.store.autosave import Autosaver, SaveWriter  # noqa: E402
from game.store.savefile import read_save, write_save  # noqa: E402
from game.world.old_heap import keep_old_out, release  # noqa: E402

FIRST_STEPS = 6


class TimedAutosaver:
    """The run's ``SaveSink``: an ``Autosaver`` that waits for the previous write (as a
    headless run does) and notes the simulation thread's CPU per autosave, the take included
    (``wrap_take`` times ``get_state``)."""

    def __init__(self, root: Path, town: str) -> None:
        self.seconds: list[float] = []  # writer wall time per autosave
        self.writer = SaveWriter(on_saved=lambda _p, s: self.seconds.append(s))
        self.saver = Autosaver(root, town, self.writer)
        self.thread_cpu: list[float] = []
        self._take = 0.0

    def wrap_take(self, sim) -> None:
        take = sim.get_state

        def timed():
            start = time.thread_time()
            state = take()
            self._take = time.thread_time() - start
            return state

        sim.get_state = timed

    def autosave(self, state: dict) -> None:
        self.writer.flush(120)  # headless: each autosave waits for the one before
        start = time.thread_time()
        self.saver.autosave(state)
        self.thread_cpu.append(self._take + time.thread_time() - start)


def run(town: str, seed: int, days: int, root: Path | None):
    sink = TimedAutosaver(root, town) if root is not None else None
    minutes = 60 if sink is not None else 0
    sim = build_simulation(town, config=SimConfig(seed=seed, autosave_minutes=minutes), saves=sink)
    if sink is not None:
        sink.wrap_take(sim)
    per_day = []
    for _ in range(days):
        saves_before = len(sink.thread_cpu) if sink else 0
        start = time.process_time()
        sim.run_steps(sim.clock.steps_for(24))
        if sink is not None:
            sink.writer.flush(120)
        cpu = time.process_time() - start
        takes = sink.thread_cpu[saves_before:] if sink else []
        writes = sink.seconds[saves_before:] if sink else []
        per_day.append((cpu, takes, writes))
        print(f"  day {len(per_day)}: {cpu:.1f} s", file=sys.stderr, flush=True)
    return sim, sink, per_day


def load_cost(town: str, seed: int, path: Path) -> tuple[float, float, object]:
    """(read CPU s, load CPU s, the loaded town) of ``path``."""
    twin = build_simulation(town, config=SimConfig(seed=seed, autosave_minutes=0))
    c0 = time.process_time()
    state = read_save(path)
    c1 = time.process_time()
    twin.set_state(state)
    c2 = time.process_time()
    return c1 - c0, c2 - c1, twin


def steps_cpu(sim, n: int) -> list[float]:
    out = []
    for _ in range(n):
        start = time.thread_time()
        sim.step()
        out.append(time.thread_time() - start)
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--town", default="smallville")
    ap.add_argument("--days", type=int, default=14)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    keep_old_out()  # as a headless run does (``app_headless``)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        print(f"{args.town}, seed {args.seed}, {args.days} days: with autosave", file=sys.stderr)
        sim, sink, with_saves = run(args.town, args.seed, args.days, root)
        print("without autosave", file=sys.stderr)
        plain, _, without = run(args.town, args.seed, args.days, None)
        plain.shutdown()
        print(f"\n{args.town}, seed {args.seed}: CPU per game day (s), hourly autosave vs none")
        print("day  with  without  ratio  take max/median ms  write median ms")
        for day, ((cpu, takes, writes), (bare, _, _)) in enumerate(
            zip(with_saves, without, strict=True), 1
        ):
            tk = (
                f"{max(takes) * 1e3:6.1f} / {statistics.median(takes) * 1e3:5.1f}" if takes else "-"
            )
            wr = f"{statistics.median(writes) * 1e3:7.1f}" if writes else "-"
            print(f"{day:>3}  {cpu:5.1f}  {bare:7.1f}  {cpu / bare:5.2f}  {tk:>18}  {wr:>15}")
        first, last = with_saves[0][0], with_saves[-1][0]
        print(f"day {args.days} / day 1 with autosave: {last / first:.2f} (target <= 1.3)")
        all_takes = [t for _, takes, _ in with_saves for t in takes]
        print(
            f"autosaves: {len(all_takes)}; simulation thread per autosave: max "
            f"{max(all_takes) * 1e3:.1f} ms, median {statistics.median(all_takes) * 1e3:.1f} ms "
            "(target < 50)"
        )
        slot = sink.saver.slots[0]
        logs = sorted(slot.parent.glob("memories-*.log"))
        log_mb = sum(p.stat().st_size for p in logs) / 1e6
        print(
            f"newest autosave: slot {slot.stat().st_size / 1e6:.2f} MB + memory log {log_mb:.2f} MB"
        )
        full = root / "full.json"
        w0, c0 = time.perf_counter(), time.process_time()
        write_save(full, sim.get_state(), backup=False)
        w1, c1 = time.perf_counter(), time.process_time()
        print(
            f"full save (save as): {full.stat().st_size / 1e6:.2f} MB, take + write "
            f"{w1 - w0:.2f} s wall, {c1 - c0:.2f} s CPU"
        )
        for label, path in (("autosave", slot), ("full save", full)):
            read, load, twin = load_cost(args.town, args.seed, path)
            print(
                f"load {label}: read {read:.2f} s + set_state {load:.2f} s = "
                f"{read + load:.2f} s CPU (target < 1)"
            )
            if label == "full save":
                after = steps_cpu(twin, FIRST_STEPS)
                going = steps_cpu(sim, FIRST_STEPS)
                print(
                    f"first {FIRST_STEPS} steps after the load: "
                    + " ".join(f"{t * 1e3:.0f}" for t in after)
                    + " ms; the same steps of the town that never stopped: "
                    + " ".join(f"{t * 1e3:.0f}" for t in going)
                    + " ms"
                )
            twin.shutdown()
        sink.writer.close(60)
        sim.shutdown()
    kept = release()
    print(f"objects freezing kept alive (cycles that died while frozen): {kept}")


if __name__ == "__main__":
    main()
