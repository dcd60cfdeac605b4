"""The window at the top speed with towns of many sizes (``bench_window.py --residents``).

For each size a town (made by ``tools.town_maker`` into a temporary folder, or ``--town`` with
its first N residents) is run headless to ``--start`` game hours after its start (everyone up
and about), then shown in the real window, 1280 x 800, following a resident with the inspector
open, at the top speed level for ``--seconds``: once stepping within the frame (the time budget
the window used before) and once with the simulation on its stepping thread
(``game.ui.stepping``). Reported per row: frames per second, p99 of the frame's work without
the flip (wall and the window thread's CPU), p99 of the time from one frame to the next (what
the eye sees: 16.7 ms at 60 fps), and steps per second reached.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * q))] if values else 0.0


def made_town(residents: int, into: Path, seed: int = 1) -> tuple[str, Path]:
    """A town of ``residents`` made by the project's town maker under ``into``."""
    name = f"bench{residents}"
    if not (into / name).is_dir():
        subprocess.run(
            [sys.executable, "-m", "tools.town_maker", name, "--residents", str(residents)]
            + ["--seed", str(seed), "--maps-dir", str(into), "--quiet"],
            cwd=ROOT,
            check=True,
        )
    return name, into


def one_run(sim, step_thread: bool, seconds: float) -> dict:
    """The window over ``sim`` at the top speed for ``seconds``."""
    import pygame

    from game.ui.app import App
    from game.ui.pacing import SPEED_LEVELS

    app = App(sim, size=(1280, 800), fps=60, speed=len(SPEED_LEVELS) - 1, step_thread=step_thread)
    try:
        app.select(app.resident_ids()[0], follow=True)
        app.run(max_frames=30)
        if app.stepping is not None:
            app.stepping.wait_idle()
        clock = pygame.time.Clock()
        clock.tick()
        steps, frames, wall, cpu, gaps = app.steps_run, 0, [], [], []
        start = last = time.perf_counter()
        while last < start + seconds:
            dt = min(clock.tick(60) / 1000.0, 0.25)
            now = time.perf_counter()
            gaps.append((now - last) * 1000)
            last = now
            c0 = time.thread_time()
            app.frame(dt)
            cpu.append((time.thread_time() - c0) * 1000)
            wall.append(app.frame_ms[-1])
            frames += 1
        took = time.perf_counter() - start
        return {
            "fps": frames / took,
            "p99": percentile(wall, 0.99),
            "gap_p99": percentile(gaps[1:], 0.99),
            "cpu_p99": percentile(cpu, 0.99),
            "steps": (app.steps_run - steps) / took,
            "clock": sim.clock.text(),
        }
    finally:
        app.close(shutdown_sim=False)


def towns(args) -> int:
    """``bench_window.py --residents 25,100,300 [--town NAME] [--seconds S]``: the table."""
    from game.app_setup import build_simulation
    from game.sim.simulation import SimConfig

    sizes = [int(n) for n in str(args.residents).split(",") if n.strip()]
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(
        f"window at the top speed (target 120 steps/s), 1280 x 800, {args.seconds:.0f} s a run, "
        f"driver {os.environ.get('SDL_VIDEODRIVER') or 'default'} (load before: {load})"
    )
    print(
        "  residents       stepping    fps  frame p99 wall / cpu ms  frame-to-frame p99 ms"
        "  steps/s  game time"
    )
    with tempfile.TemporaryDirectory(prefix="bench-towns-") as tmp:
        for n in sizes:
            if args.town:
                town, maps = args.town, ROOT / "maps"
                label = f"{n} of {Path(town).name}"
            else:
                town, maps = made_town(n, Path(tmp))
                label = f"{n} (made)"
            for step_thread in (False, True):
                config = SimConfig(seed=1, lockstep=False, autosave_minutes=0)
                sim = build_simulation(town, residents=n, config=config, maps_dir=maps)
                sim.run_steps(sim.clock.steps_for(args.start))
                try:
                    r = one_run(sim, step_thread, args.seconds)
                finally:
                    sim.shutdown()
                mode = "thread" if step_thread else "in frame"
                print(
                    f"  {label:>14s}  {mode:8s}  {r['fps']:5.1f}  {r['p99']:8.2f} / "
                    f"{r['cpu_p99']:6.2f}        {r['gap_p99']:8.1f}"
                    f"               {r['steps']:6.1f}   {r['clock']}",
                    flush=True,
                )
    return 0
