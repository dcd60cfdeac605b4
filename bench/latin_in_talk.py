"""How much of a town's talk is in Latin letters: for a town written in another script (a
Chinese one), the share of conversation lines with a Latin word in them is the share that
falls back to English.

A *Latin word* is three Latin letters in a row (``[A-Za-z]{3,}``), so "B座" or a stray "OK"
does not count; the lines are counted as said, nothing removed. Prints one row per (town,
seed) and a few of the lines, e.g.::

    PYTHONPATH=. .venv/bin/python bench/latin_in_talk.py --towns taohuacun --seeds 1 2 --hours 24

Built-in brain, no window; CPU time is the run's (``time.process_time``).
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def talk_lines(town: str, seed: int, hours: float, maps_dir: Path | None = None) -> list[str]:
    """Every line said in ``hours`` of ``town`` with ``seed`` (finished talks and live ones)."""
    from game.app_setup import MAPS_DIR, build_simulation
    from game.sim.simulation import SimConfig

    sim = build_simulation(
        town, config=SimConfig(seed=seed, autosave_minutes=0), maps_dir=maps_dir or MAPS_DIR
    )
    sim.run_steps(sim.clock.steps_for(hours))
    said = [ln[2] for c in sim.talks.log for ln in c["lines"]]
    return said + [ln.text for c in sim.talks.active.values() for ln in c.lines]


def latin_lines(lines: list[str]) -> list[str]:
    """The lines with a Latin word in them."""
    return [x for x in lines if LATIN_WORD.search(x)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--towns", nargs="+", default=["taohuacun"])
    ap.add_argument("--seeds", nargs="+", type=int, default=[1])
    ap.add_argument("--hours", type=float, default=24.0)
    ap.add_argument("--show", type=int, default=5, help="lines with Latin words to print")
    args = ap.parse_args(argv)
    print(f"{'town':<14}{'seed':>5}{'lines':>7}{'latin':>7}{'share':>8}{'cpu s':>7}")
    for town in args.towns:
        for seed in args.seeds:
            t0 = time.process_time()
            said = talk_lines(town, seed, args.hours)
            bad = latin_lines(said)
            share = len(bad) / len(said) if said else 0.0
            cpu = time.process_time() - t0
            print(f"{town:<14}{seed:>5}{len(said):>7}{len(bad):>7}{share:>8.1%}{cpu:>7.1f}")
            for line in bad[: args.show]:
                print("    " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
