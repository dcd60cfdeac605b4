"""Smallville in Python: a desktop town of generative agents.

    python main.py                           open the town in a window
    python main.py --headless --hours 24     simulate a day without a window and print a summary

This module only parses the command line and wires the pieces; it is the one place that
imports the UI. Every user error ends in one readable line and exit code 2.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import threading
import time


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad flag is one line, not a usage block."""

    def error(self, message: str) -> None:  # noqa: D102
        sys.stderr.write(f"main.py: {message} (see --help)\n")
        raise SystemExit(2)


def _positive(kind):
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if value <= 0:
            raise argparse.ArgumentTypeError(f"{text!r} must be greater than 0")
        return value

    return parse


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="main.py", description="A desktop town of generative agents (Smallville).")
    p.add_argument(
        "--headless", action="store_true", help="run without a window and print a summary"
    )
    p.add_argument(
        "--hours",
        type=_positive(float),
        default=None,
        help="game hours to simulate (headless: default 24; window: quit after them)",
    )
    p.add_argument(
        "--seed",
        type=int,
        default=1,
        help="random seed: the same seed gives the same day (default 1)",
    )
    p.add_argument(
        "--town", default="smallville", help="town folder under maps/ (default smallville)"
    )
    p.add_argument(
        "--residents",
        type=_positive(int),
        default=None,
        metavar="N",
        help="keep only the first N residents (small towns, cheap LLM runs)",
    )
    p.add_argument(
        "--step-seconds",
        type=_positive(int),
        default=10,
        help="game seconds per simulation step (default 10, as in the paper)",
    )
    p.add_argument(
        "--workers",
        type=int,
        default=None,
        help="cognition threads (default: 0 = inline for the built-in brain, 16 with an LLM)",
    )
    p.add_argument(
        "--think-steps",
        type=int,
        default=None,
        metavar="N",
        help="lockstep: steps between a thought starting and landing (default: 0 for the "
        "built-in brain, 6 = one game minute with a model; more overlaps more calls)",
    )
    p.add_argument(
        "--no-lockstep",
        action="store_true",
        help="headless: let residents think in the background instead of waiting each step",
    )
    p.add_argument(
        "--speed",
        type=int,
        default=2,
        choices=range(1, 7),
        metavar="1-6",
        help="window: starting speed level (default 2)",
    )
    p.add_argument("--screenshot", metavar="PNG", help="window: save a screenshot (with --frames)")
    p.add_argument(
        "--frames",
        type=_positive(int),
        default=None,
        help="window: quit after this many frames (for scripted runs)",
    )
    p.add_argument("--load", metavar="FILE", help="continue from a save file")
    p.add_argument(
        "--save",
        metavar="FILE",
        help="save the town here at the end of a headless run, on F5 and on quitting "
        "the window (default for F5: saves/<town>.json)",
    )
    p.add_argument("--log-file", default=None, help="write a debug log to this file")
    p.add_argument("--quiet", action="store_true", help="headless: no progress bar")
    from game.brains.llm.config import add_cli_args

    add_cli_args(p)
    return p


def _setup_logging(path: str | None) -> None:
    handlers: list[logging.Handler] = []
    if path:
        handlers.append(logging.FileHandler(path, encoding="utf-8"))
    else:
        handlers.append(logging.NullHandler())
    logging.basicConfig(
        level=logging.INFO if path else logging.WARNING,
        handlers=handlers,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        force=True,
    )


def _make_brain(args, seed: int, cancel):
    """The configured brain (or the built-in one) and its status; prints one line on trouble."""
    from game.brains.builtin import BuiltinBrain
    from game.brains.llm.config import resolve_config
    from game.brains.llm.factory import start_brain

    builtin = BuiltinBrain(seed=seed)
    config = resolve_config(args, os.environ)
    built = start_brain(
        config, fallback=builtin, cancel_event=cancel, ping=config.provider != "builtin"
    )
    workers = 0 if built.status.label == "built-in" else 16
    return built, workers


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    _setup_logging(args.log_file)
    from game.brains.llm.config import ConfigError
    from game.sim.setup import SetupError, build_simulation
    from game.sim.simulation import SimConfig

    cancel = threading.Event()
    try:
        built, default_workers = _make_brain(args, args.seed, cancel)
    except ConfigError as e:
        print(f"main.py: {e}", file=sys.stderr)
        return 2
    workers = default_workers if args.workers is None else max(0, args.workers)
    lockstep = args.headless and not args.no_lockstep
    # With a model, a thought lands a game minute after it starts, so residents' calls overlap
    # (see SimConfig.think_steps); the built-in brain answers at once.
    think_steps = 0 if built.status.label == "built-in" else max(1, 60 // args.step_seconds)
    if args.think_steps is not None:
        think_steps = max(0, args.think_steps)
    config = SimConfig(
        seed=args.seed,
        step_seconds=args.step_seconds,
        workers=workers,
        lockstep=lockstep,
        think_steps=think_steps,
    )
    try:
        sim = build_simulation(
            args.town,
            residents=args.residents,
            brain=built.brain,
            embedder=built.embedder,
            config=config,
            brain_label=built.status.label,
            stats=built.status.stats,
            notices=built.status.notices,
        )
    except SetupError as e:
        print(f"main.py: {e}", file=sys.stderr)
        return 2
    from game.store.savefile import SaveError

    sim.save_path = args.save
    if args.load:
        try:
            sim.load(args.load)
        except (SaveError, ValueError, KeyError) as e:
            print(f"main.py: {e}", file=sys.stderr)
            sim.shutdown()
            return 2
    try:
        if args.headless:
            return _headless(sim, args)
        from game.ui.app import run_window

        max_frames = args.frames
        max_steps = sim.clock.steps_for(args.hours) if args.hours else None
        code = run_window(
            sim,
            speed=args.speed,
            max_frames=max_frames,
            screenshot=args.screenshot,
            screenshot_frame=(max_frames - 1) if (args.screenshot and max_frames) else None,
            max_steps=max_steps,
        )
        if args.save:
            print(f"saved {sim.quicksave()}")
        return code
    except SaveError as e:
        print(f"main.py: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    finally:
        cancel.set()
        sim.shutdown()
        built.status.close()


def _headless(sim, args) -> int:
    from game.sim.summary import format_summary

    hours = args.hours if args.hours is not None else 24.0
    steps = sim.clock.steps_for(hours)
    start = time.perf_counter()
    if args.quiet:
        sim.run_steps(steps)
    else:
        from tqdm import tqdm

        with tqdm(
            total=steps,
            unit="step",
            desc="simulating",
            file=sys.stderr,
            leave=False,
            mininterval=0.5,
        ) as bar:
            sim.run_steps(steps, progress=bar.update)
    print(format_summary(sim, time.perf_counter() - start, steps))
    if args.save:
        print(f"saved {sim.quicksave()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
