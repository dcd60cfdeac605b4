"""A made town in the real window, zoomed out, saved as a PNG (the README's picture).

Run under a display: ``xvfb-run -s "-screen 0 1600x900x24" .venv/bin/python -m
tools.town_maker.screenshot maps/harbour docs/made_town.png --hours 3``. The town runs
``hours`` game hours headless first, then the window opens at the lowest zoom (as
``tools/make_screenshot.py``'s overview of Smallville does) and is saved after a second.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import tools.town_maker  # noqa: F401  (puts tools/ on sys.path)
from game.app_setup import build_simulation
from game.sim.simulation import SimConfig
from game.ui.app import App

SIZE = (1600, 900)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("town", help="the town's folder (maps/NAME)")
    p.add_argument("out", type=Path)
    p.add_argument("--hours", type=float, default=3.0)
    p.add_argument("--zoom-steps", type=int, default=10, help="how far to zoom out")
    args = p.parse_args(argv)
    sim = build_simulation(str(Path(args.town).resolve()), config=SimConfig(seed=1, lockstep=False))
    sim.run_steps(sim.clock.steps_for(args.hours))
    app = App(sim, size=SIZE, fps=60, speed=2)
    for _ in range(args.zoom_steps):
        app.camera.zoom_at(-1, (SIZE[0] // 2, SIZE[1] // 2))
    app.run(max_frames=60)
    app.save_screenshot(args.out)
    app.close()
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
