"""Saves of a growing town: file size, and the time to take, write, read and load the state,
after some game days, for every resident of a town on the built-in brain; several towns and
seeds side by side (issue 8's targets: save and load of a 3-day town under 0.5 s each, no frame over 50 ms
while saving, under 2 MB per game day with the local embedder).

    PYTHONPATH=. python bench/bench_saves.py [--days 1,3] [--towns smallville,brinewick]
                                             [--seeds 1,2]

Each timing is the best of a few runs, as wall time and as CPU time (the machine is shared:
wall time waits for other work, CPU time does not):

- take: ``Simulation.get_state`` on the simulation's thread, the only part of a save the
  window waits for (CPU of that thread alone);
- gap: the longest gap a busy 1 ms "frame" loop on the main thread sees while a background
  ``SaveWriter`` serialises and writes (the window's frames during an autosave);
- write: ``write_save`` (check, serialise, write, fsync, rename) on its own;
- read: ``read_save`` (parse, upgrade, check);
- load: ``set_state`` of what ``read_save`` returned into a freshly built town;
- open: read + load, what a user waits for; the local embedder's vectors are then filled on a
  background thread (``vectors``: until they are all there) while the town already runs
  (``first step``: one simulation step right after the load, vectors or not).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.app_setup import build_simulation  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402
from game.store.autosave import SaveWriter  # noqa: E402
from game.store.savefile import read_save, write_save  # noqa: E402


def best(fn, n=3, clock=time.process_time):
    """(best wall s, best CPU s, last result) of ``n`` runs of ``fn``."""
    walls, cpus, out = [], [], None
    for _ in range(n):
        w, c = time.perf_counter(), clock()
        out = fn()
        walls.append(time.perf_counter() - w)
        cpus.append(clock() - c)
    return min(walls), min(cpus), out


def longest_gap_while_writing(state, folder: Path) -> float:
    """Run a 1 ms busy 'frame' loop while the writer thread saves; the longest frame gap."""
    writer = SaveWriter()
    gaps = []
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
    return max(gaps)


def town(name: str, seed: int):
    return build_simulation(name, config=SimConfig(seed=seed, autosave_minutes=0))


def open_save(name: str, seed: int, path: Path) -> dict[str, float]:
    """Read and load ``path`` into a fresh town; then wait for the vectors, one step."""
    twin = town(name, seed)
    w0, c0 = time.perf_counter(), time.process_time()
    state = read_save(path)
    w1, c1 = time.perf_counter(), time.process_time()
    twin.set_state(state)
    w2, c2 = time.perf_counter(), time.process_time()
    filling = getattr(twin, "vectors_filling", None)
    if filling is not None:
        filling.join()
    w3, c3 = time.perf_counter(), time.process_time()
    twin.step()  # vectors all there: what a step costs
    w4, c4 = time.perf_counter(), time.process_time()
    t5 = time.thread_time()
    twin.get_state()  # the first save after a load builds what later ones reuse
    t6 = time.thread_time()
    twin.shutdown()
    return {
        "read": w1 - w0,
        "read_cpu": c1 - c0,
        "load": w2 - w1,
        "load_cpu": c2 - c1,
        "vectors": w3 - w2,
        "vectors_cpu": c3 - c2,
        "step": w4 - w3,
        "step_cpu": c4 - c3,
        "first_take_cpu": t6 - t5,
    }


def first_step_after_load(name: str, seed: int, path: Path) -> tuple[float, float]:
    """One step straight after the load, while the vectors are (maybe) still being filled."""
    twin = town(name, seed)
    twin.set_state(read_save(path))
    w, c = time.perf_counter(), time.thread_time()
    twin.step()
    out = time.perf_counter() - w, time.thread_time() - c
    filling = getattr(twin, "vectors_filling", None)
    if filling is not None:
        filling.join()
    twin.shutdown()
    return out


def measure(name: str, seed: int, days: list[int], folder: Path) -> dict[int, dict[str, float]]:
    sim = town(name, seed)
    rows: dict[int, dict[str, float]] = {}
    done = 0
    for day in days:
        start = time.process_time()
        sim.run_steps(sim.clock.steps_for(24 * (day - done)))
        sim_cpu = time.process_time() - start
        done = day
        take, take_cpu, state = best(sim.get_state, n=5, clock=time.thread_time)
        path = folder / f"{name}-{seed}-day{day}.json"
        write, write_cpu, _ = best(lambda p=path, s=state: write_save(p, s, backup=False))
        runs = [open_save(name, seed, path) for _ in range(2)]
        opened = {k: min(r[k] for r in runs) for k in runs[0]}
        step, step_cpu = first_step_after_load(name, seed, path)
        row = {
            "residents": len(sim.residents),
            "sim_cpu": sim_cpu,
            "memories": sum(len(r.memory) for r in sim.residents.values()) / len(sim.residents),
            "mb": path.stat().st_size / 1e6,
            "take": take,
            "take_cpu": take_cpu,
            "gap": longest_gap_while_writing(state, folder),
            "write": write,
            "write_cpu": write_cpu,
            **opened,
            "open": opened["read"] + opened["load"],
            "open_cpu": opened["read_cpu"] + opened["load_cpu"],
            "first_step": step,
            "first_step_cpu": step_cpu,
        }
        row["mb_day"] = row["mb"] / day
        rows[day] = row
        print(f"  {name} seed {seed} day {day}: {row['mb']:.2f} MB", file=sys.stderr, flush=True)
    sim.shutdown()
    return rows


LINES = [  # (label, key, cpu key or None, format)
    ("residents", "residents", None, "{:.0f}"),
    ("sim CPU s for the stretch", "sim_cpu", None, "{:.0f}"),
    ("memories per resident", "memories", None, "{:.0f}"),
    ("file MB", "mb", None, "{:.2f}"),
    ("MB per game day", "mb_day", None, "{:.2f}"),
    ("take the state ms (sim thread)", "take", "take_cpu", "ms"),
    ("the first take after a load ms CPU", "first_take_cpu", None, "ms"),
    ("longest frame gap while writing ms", "gap", None, "ms"),
    ("write s", "write", "write_cpu", "s"),
    ("read + check s", "read", "read_cpu", "s"),
    ("load into the town s", "load", "load_cpu", "s"),
    ("open = read + load s", "open", "open_cpu", "s"),
    ("vectors filled after s (background)", "vectors", "vectors_cpu", "s"),
    ("first step right after the load s", "first_step", "first_step_cpu", "s"),
    ("a step once vectors are there s", "step", "step_cpu", "s"),
]


def cell(row: dict[str, float], key: str, cpu: str | None, fmt: str) -> str:
    if fmt == "ms":
        text = f"{row[key] * 1000:.0f}"
        return f"{text} ({row[cpu] * 1000:.0f})" if cpu else text
    if fmt == "s":
        return f"{row[key]:.2f} ({row[cpu]:.2f})"
    return fmt.format(row[key])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--days", default="1,3")
    ap.add_argument("--towns", default="smallville,brinewick")
    ap.add_argument("--seeds", default="1,2")
    args = ap.parse_args(argv)
    days = [int(d) for d in args.days.split(",")]
    runs = [(t, int(s)) for t in args.towns.split(",") for s in args.seeds.split(",")]
    results = {}
    started = time.time()
    with tempfile.TemporaryDirectory() as tmp:
        for name, seed in runs:
            results[name, seed] = measure(name, seed, days, Path(tmp))
    load = os.getloadavg() if hasattr(os, "getloadavg") else ("?",)
    print(
        f"Built-in brain; {os.cpu_count()} cores, {platform.machine()}, Python "
        f"{sys.version.split()[0]}; load average {load[0]:.1f} at the end; "
        f"{time.time() - started:.0f} s in all. Times: wall (CPU)."
    )
    head = " | ".join(f"{t} seed {s}" for t, s in runs)
    print(f"| day | figure | {head} |")
    print("|---|---|" + "---|" * len(runs))
    for day in days:
        for label, key, cpu, fmt in LINES:
            cells = " | ".join(cell(results[r][day], key, cpu, fmt) for r in runs)
            print(f"| {day} | {label} | {cells} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
