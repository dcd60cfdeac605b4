"""What one simulation step costs in a big town, and where it goes (issue 23, item 3).

    PYTHONPATH=. python bench/bench_steps.py [--residents 300] [--at 8,12] [--steps 300]
                                             [--town PATH] [--seed 1]

A town of ``--residents`` made by the town maker (``tools.town_maker``) into a temporary
folder (or ``--town``, a town folder, with its first N residents) runs headless, lockstep, the
built-in brain, no autosave, up to each game hour of ``--at`` (not measured), then
``--steps`` steps with the thread's CPU time taken around each step and around the window's
snapshot after it (``Simulation.snapshot``, which the stepping thread builds after every
step). Printed per hour: the step's median, p90 and mean in ms of CPU, the same with the
snapshot, and the mean per step of its parts: thinking (``cognition.think``, the residents'
minds), the rest of scheduling thoughts, conversations (``talking.advance``), perception,
moving bodies, setting actions (most of it A* paths), the inner life and the snapshot. The
parts are timed by wrapping those functions, which adds a little to the step.

The window reaches 100 steps/s at the top speed only if a step plus its snapshot costs well
under 10 ms (the window's own frames take CPU too). Bad options are one line on stderr and
exit status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as main.py pins it, before numpy loads
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

PARTS = (
    ("think", "game.mind.cognition", "think"),
    ("schedule", "game.sim.thinking", "schedule"),
    ("talk", "game.sim.talking", "advance"),
    ("perceive", "game.sim.moving", "perceive"),
    ("move", "game.sim.moving", "move"),
    ("set_action", "game.sim.moving", "set_action"),
    ("inner", "game.sim.inner_life", "InnerLife.advance"),
)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not usage + message
        print(f"bench_steps: {message}", file=sys.stderr)
        raise SystemExit(2)


def hours(text: str) -> list[int]:
    try:
        out = [int(h) for h in text.split(",") if h.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of whole hours: {text!r}") from None
    if not out or any(not 0 <= h < 24 for h in out):
        raise argparse.ArgumentTypeError(f"{text!r}: hours of the day, 0 to 23")
    return out


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="bench_steps.py", description=__doc__.splitlines()[0])
    p.add_argument("--residents", type=int, default=300)
    p.add_argument("--at", type=hours, default=hours("8,12"), help="game hours, e.g. 8,12")
    p.add_argument("--steps", type=int, default=300, help="steps measured at each hour")
    p.add_argument("--town", help="a town folder (default: one the town maker makes)")
    p.add_argument("--seed", type=int, default=1)
    return p


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * q))]


def timed(acc: dict, label: str, owner, name: str) -> None:
    """Wrap ``owner.name`` (a module's function or a class's method) so that its thread CPU
    time adds up in ``acc[label]``."""
    inner = getattr(owner, name)

    def wrapper(*args, **kwargs):
        start = time.thread_time()
        try:
            return inner(*args, **kwargs)
        finally:
            acc[label] += time.thread_time() - start

    setattr(owner, name, wrapper)


def measure(sim, hour: int, steps: int, acc: dict) -> str:
    """Run ``sim`` to ``hour`` o'clock (the next one), then time ``steps`` steps."""
    while sim.clock.now.hour != hour or sim.clock.now.minute != 0:
        sim.step()
    acc.clear()
    step_ms, both_ms = [], []
    for _ in range(steps):
        t0 = time.thread_time()
        sim.step()
        t1 = time.thread_time()
        sim.snapshot()
        t2 = time.thread_time()
        step_ms.append((t1 - t0) * 1000)
        both_ms.append((t2 - t0) * 1000)
        acc["snapshot"] += t2 - t1
    acc["schedule"] -= acc["think"]  # the rest of scheduling, without the minds' thinking
    parts = "  ".join(
        f"{k} {acc[k] / steps * 1000:.2f}" for k in (*(p[0] for p in PARTS), "snapshot")
    )
    mean = sum(step_ms) / steps
    return (
        f"  {hour:02d}:00  step median {percentile(step_ms, 0.5):6.2f}  p90 "
        f"{percentile(step_ms, 0.9):6.2f}  mean {mean:6.2f} ms | with the snapshot median "
        f"{percentile(both_ms, 0.5):6.2f}  p90 {percentile(both_ms, 0.9):6.2f}\n"
        f"         parts, mean ms a step: {parts}"
    )


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.steps < 1 or args.residents < 1:
        parser().error("--steps and --residents must be at least 1")
    import importlib

    from window_towns import made_town

    from game.app_setup import build_simulation
    from game.sim.simulation import SimConfig

    acc: dict[str, float] = defaultdict(float)
    for label, module, name in PARTS:
        owner = importlib.import_module(module)
        *path, name = name.split(".")
        for part in path:
            owner = getattr(owner, part)
        timed(acc, label, owner, name)
    with tempfile.TemporaryDirectory(prefix="bench-steps-") as tmp:
        if args.town:
            town, maps = str(Path(args.town).resolve()), Path(args.town).resolve().parent
        else:
            town, maps = made_town(args.residents, Path(tmp), args.seed)
        config = SimConfig(seed=args.seed, autosave_minutes=0)
        sim = build_simulation(town, residents=args.residents, config=config, maps_dir=maps)
        print(
            f"{len(sim.order)} residents of {Path(town).name}, {args.steps} steps from each hour,"
            f" CPU of the stepping thread (load before: {os.getloadavg()[0]:.1f})"
        )
        for hour in sorted(args.at):
            print(measure(sim, hour, args.steps, acc), flush=True)
        sim.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
