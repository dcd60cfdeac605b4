"""Does a resident cost the same in a town of 25 as in one of 500 (issue 23, item 1)?

    PYTHONPATH=. python bench/bench_size.py [--town bench] [--residents 25,100,200,500]
                                            [--hours 3] [--seed 1] [--kind village]

For each size the town maker (``tools.town_maker``) makes a town of that many residents into
a temporary folder (never under ``maps/``; the same name, seed and kind at every size), the
town runs headless with the built-in brain, lockstep, no autosave, up to 07:00 (not
measured: everyone wakes and plans), then ``--hours`` game hours with the process's CPU
(``time.process_time``: user + sys) taken around those steps only. One table: CPU per
resident per game hour, live memories per resident at the end, both as a ratio to the
smallest size, and a game day's CPU projected from the measured hours (a day has quieter
night hours, so this overstates it). Issue 23's targets: at 500 residents, CPU per resident
per game hour at most 1.5x the figure at 25, a game day under 10 minutes of CPU, live
memories per resident within 1.5x.

Bad options are one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as main.py pins it, before numpy loads

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))  # the town maker imports make_tiles and friends

from game.app_setup import build_simulation  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402
from tools.town_maker import catalogue  # noqa: E402
from tools.town_maker.cli import MAX_RESIDENTS, MIN_RESIDENTS  # noqa: E402

START_HOUR = 7


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not usage + message
        print(f"bench_size: {message}", file=sys.stderr)
        raise SystemExit(2)


def sizes(text: str) -> list[int]:
    try:
        out = sorted({int(s) for s in text.split(",") if s.strip()})
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of whole numbers: {text!r}") from None
    bad = [n for n in out if not MIN_RESIDENTS <= n <= MAX_RESIDENTS]
    if not out or bad:
        raise argparse.ArgumentTypeError(
            f"{text!r}: each size must be {MIN_RESIDENTS} to {MAX_RESIDENTS}"
        )
    return out


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="bench_size.py", description=__doc__.splitlines()[0])
    p.add_argument("--town", default="bench", help="the made towns' name (a prefix)")
    p.add_argument("--residents", type=sizes, default=sizes("25,100,200,500"))
    p.add_argument("--hours", type=float, default=3.0, help="game hours measured (default 3)")
    p.add_argument("--seed", type=int, default=1, help="the town maker's and the run's seed")
    p.add_argument("--kind", default="village", choices=catalogue.KINDS)
    return p


def make_town(folder: Path, name: str, size: int, seed: int, kind: str) -> None:
    from tools.town_maker.town import make
    from tools.town_maker.writing import WriteError, tileset_ok

    found = tileset_ok()
    if found:
        raise SystemExit(f"bench_size: {found}")
    try:
        make(name, size, seed, kind, folder)
    except WriteError as e:
        raise SystemExit(f"bench_size: the town maker failed: {e}") from None


def measure(folder: Path, name: str, size: int, hours: float, seed: int) -> dict:
    """One size: the made town run to 07:00, then ``hours`` measured."""
    sim = build_simulation(name, maps_dir=folder, config=SimConfig(seed=seed, autosave_minutes=0))
    try:
        per_hour = round(3600 / sim.config.step_seconds)
        start = sim.clock.seconds()
        day_start = start - start % 86400
        warm = max(0, round((day_start + START_HOUR * 3600 - start) / sim.config.step_seconds))
        sim.run_steps(warm)
        steps = round(hours * per_hour)
        t0 = time.process_time()
        sim.run_steps(steps)
        cpu = time.process_time() - t0
        n = len(sim.residents)
        live = sum(r.memory.alive_count() for r in sim.residents.values())
        return {
            "n": n,
            "cpu": cpu,
            "per": cpu / n / (steps / per_hour),
            "mem": live / n,
            "until": sim.clock.text(),
        }
    finally:
        sim.shutdown()


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if not 0 < args.hours <= 24:
        print("bench_size: --hours must be above 0 and at most 24", file=sys.stderr)
        return 2
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench_size.") as tmp:
        for size in args.residents:
            name = f"{args.town}{size}"
            t0 = time.perf_counter()
            make_town(Path(tmp), name, size, args.seed, args.kind)
            made = time.perf_counter() - t0
            row = measure(Path(tmp), name, size, args.hours, args.seed)
            rows.append(row)
            print(
                f"  {size} residents: made in {made:.1f} s, {row['cpu']:.1f} s CPU to "
                f"{row['until']}",
                file=sys.stderr,
                flush=True,
            )
    base = rows[0]
    print(
        f"{args.kind} towns (seed {args.seed}), built-in brain, {args.hours:g} game h from "
        f"{START_HOUR:02d}:00, CPU = user+sys of the stepping"
    )
    print(
        f"{'residents':>9} {'CPU s':>8} {'ms/res/h':>9} {'x smallest':>10} "
        f"{'mem/res':>8} {'x smallest':>10} {'day CPU min':>11}"
    )
    for r in rows:
        day = r["per"] * r["n"] * 24 / 60
        print(
            f"{r['n']:>9} {r['cpu']:>8.1f} {1000 * r['per']:>9.1f} {r['per'] / base['per']:>10.2f} "
            f"{r['mem']:>8.1f} {r['mem'] / base['mem']:>10.2f} {day:>11.1f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
