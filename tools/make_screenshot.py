"""Takes the README screenshot: the real town after a simulated morning, in the real window.

Run under a display (e.g. ``xvfb-run``): ``python tools/make_screenshot.py docs/screenshot.png``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.sim.setup import build_simulation  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402
from game.ui.app import run_window  # noqa: E402


def main() -> int:
    out = sys.argv[1] if len(sys.argv) > 1 else "docs/screenshot.png"
    hours = float(sys.argv[2]) if len(sys.argv) > 2 else 1.6
    follow = sys.argv[3] if len(sys.argv) > 3 else "olivia_grant"
    sim = build_simulation("smallville", config=SimConfig(seed=1))
    sim.run_steps(sim.clock.steps_for(hours))
    return run_window(sim, size=(1280, 800), speed=2, max_frames=90, screenshot=out, follow=follow)


if __name__ == "__main__":
    sys.exit(main())
