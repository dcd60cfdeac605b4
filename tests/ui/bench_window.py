"""Frame-time benchmark of the window over ``FakeSim`` (not collected by pytest).

    python -m tests.ui.bench_window [--real-map] [--zoom 1] [--residents 25] [--frames 600]
                                    [--inspector] [--speed 1]

Prints the median and 95th percentile of each phase of a frame: update (steps, interpolation,
camera, pygame_gui), map below, bodies, map above, overlays, HUD, pygame_gui drawing, flip. Run it
under a real display (or Xvfb) for flip numbers; with SDL_VIDEODRIVER=dummy flip costs nothing.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path
from statistics import median

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.camera import ZOOM_LEVELS  # noqa: E402
from tests.ui.fake_sim import FakeSim  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description="window frame-time benchmark")
    parser.add_argument("--real-map", action="store_true")
    parser.add_argument("--zoom", type=float, default=1.0, choices=ZOOM_LEVELS)
    parser.add_argument("--residents", type=int, default=25)
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--speed", type=int, default=2, help="level 1-6")
    parser.add_argument("--inspector", action="store_true", help="keep a resident's panel open")
    args = parser.parse_args()
    root = Path(__file__).resolve().parents[2]
    tmx = root / "maps" / "smallville" / "town.tmx" if args.real_map else None
    sim = FakeSim(tmx, n_residents=args.residents)
    start = time.perf_counter()
    app = App(sim, size=(1280, 800), fps=60, speed=args.speed)
    print(
        f"startup (display, map pre-render, fonts): {(time.perf_counter() - start) * 1000:.0f} ms"
    )
    app.camera.zoom_at(ZOOM_LEVELS.index(args.zoom) - app.camera.zoom_index, (640, 400))
    if args.inspector:
        app.select(app.resident_ids()[0], follow=True)
    app.run(max_frames=60)  # warm the caches
    phases: dict[str, list[float]] = {}
    clock = pygame.time.Clock()

    def timed(name, fn, *a):
        t = time.perf_counter()
        fn(*a)
        phases.setdefault(name, []).append((time.perf_counter() - t) * 1000)

    s, cam = app.screen, app.camera
    for _ in range(args.frames):
        dt = clock.tick(60) / 1000
        t0 = time.perf_counter()
        pygame.event.pump()
        timed("update", app.update, dt)
        timed("map below", app.map.draw_below, s, cam)
        timed("bodies", app.bodies.draw, s, cam, app.placed, app.walk_time, app.selected)
        timed("map above", app.map.draw_above, s, cam)
        timed(
            "overlays", app.overlays.draw, s, cam, app.placed, app.ui_time, app.selected, app.tile
        )
        timed("hud", app.hud.draw, s, app.cur, app.hud_state())
        timed("gui", lambda: (app.manager.draw_ui(s), app.inspector.draw(s)))
        timed("flip", pygame.display.flip)
        phases.setdefault("frame", []).append((time.perf_counter() - t0) * 1000)
    print(
        f"{args.residents} residents, zoom {args.zoom}, {args.frames} frames, "
        f"{sim.steps} steps, driver {pygame.display.get_driver()}"
    )
    for name, values in phases.items():
        values.sort()
        p95 = values[int(len(values) * 0.95)]
        print(f"  {name:10s} median {median(values):6.2f} ms   p95 {p95:6.2f} ms")
    app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
