"""Smallville in Python: a desktop town of generative agents.

    python main.py                           the start screen: continue, a new town, load
    python main.py --town smallville         open that town in a window at once
    python main.py --headless --hours 24     simulate a day without a window and print a summary

This module only parses the command line and wires the pieces; it is the one place that
imports the UI. Every user error ends in one readable line and exit code 2 (output paths are
checked before the run: ``game.store.outputs``); Ctrl+C and SIGTERM end a run at a step's end,
saved, with one line and exit code 130 / 143 (``game.app_interrupts``). The start screen
shows only when no flag chose what to open (see ``game.app_start.SCREEN_FLAGS``); what the player picks there
becomes the same flags (``choice_flags``) and runs the same way.
"""

from __future__ import annotations

import argparse
import logging
import math
import os
import sys
import threading
from pathlib import Path

# numpy's BLAS would spread the town's small matrix products over helper threads that spin
# while they wait, costing CPU for no speed (see game/mind/retrieve.py); set before numpy loads.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


# Flags that say how to run the window, not what to open in it: with only these (or none) on
# the command line, ``python main.py`` shows the start screen first. Any other flag (--town,
# --load, --seed, --headless, --scenario, --llm-*, --frames...) means the user chose already.
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
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"{text!r} must be a finite number")
        if value <= 0:
            raise argparse.ArgumentTypeError(f"{text!r} must be greater than 0")
        return value

    return parse


SEED_LIMIT = 10**18  # what a save keeps of a seed (game.store.save_world)


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if abs(value) > SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"{text!r} is out of range (at most 10^18 either way)")
    return value


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
        type=_seed,
        default=1,
        help="random seed: the same seed gives the same day (default 1)",
    )
    p.add_argument(
        "--town",
        default="smallville",
        help="a town folder under maps/, by name (default smallville); a town folder elsewhere "
        "is given as a path: ./PATH, /PATH or with a / in it (a name cannot hold / or ..)",
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
        choices=range(0, 7),
        metavar="0-6",
        help="window: starting speed level (default 2; 0 = real time: a game second a second)",
    )
    p.add_argument("--screenshot", metavar="PNG", help="window: save a screenshot (with --frames)")
    p.add_argument(
        "--frames",
        type=_positive(int),
        default=None,
        help="window: quit after this many frames (for scripted runs)",
    )
    p.add_argument(
        "--load", metavar="FILE", help="continue from a save file (checked fully before the run)"
    )
    p.add_argument(
        "--save",
        metavar="FILE",
        help="save the town here at the end of a headless run (also one with --export-timeline, "
        "--plot or --json), on F5 and on quitting the window "
        "(default for F5: saves/<town>/quicksave.json). Checked before the run: the folder must "
        "be writable, and an existing file is replaced only if it is a save of the same town "
        "(the previous one is kept as NAME.bak.json). --load A --save B is a fork: A stays as it was",
    )
    p.add_argument(
        "--autosave-minutes",
        type=int,
        default=None,
        metavar="N",
        help="autosave every N game minutes into saves/<town>/autosaves/<session>/autosave-1..3.json "
        "(newest first; the last three sessions are kept) "
        "and on quitting; 0 turns it off (default 60, or [saves] autosave_minutes in config.toml)",
    )
    p.add_argument(
        "--saves-dir",
        default=None,
        metavar="DIR",
        help="where saves and autosaves go (default saves/)",
    )
    p.add_argument(
        "--log-file",
        default=None,
        help="write a log to this file (rejected model replies included)",
    )
    p.add_argument(
        "--log-level",
        default="info",
        choices=("debug", "info", "warning"),
        help="how much --log-file gets (default info; debug adds every prompt and reply)",
    )
    p.add_argument("--quiet", action="store_true", help="headless: no progress bar")
    from game.app_interview import add_interview_args
    from game.app_language import add_language_arg
    from game.app_scenario import add_scenario_args
    from game.brains.llm.config import add_cli_args

    add_interview_args(p)
    add_language_arg(p)
    add_scenario_args(p)
    add_cli_args(p)
    return p


def _setup_logging(path: str | None, level: str = "info") -> None:
    handlers: list[logging.Handler] = []
    if path:
        handlers.append(logging.FileHandler(path, encoding="utf-8"))
    else:
        handlers.append(logging.NullHandler())
    logging.basicConfig(
        level=getattr(logging, level.upper()) if path else logging.WARNING,
        handlers=handlers,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        force=True,
    )


def _make_brain(args, seed: int, cancel, language: str = "en"):
    """The configured brain (or the built-in one) and its status; prints one line on trouble.
    ``language``: the residents' (the town's), in which a model is asked to reply."""
    import dataclasses

    from game.brains.builtin import make_builtin_brain
    from game.brains.llm.config import resolve_config
    from game.brains.llm.factory import start_brain

    builtin = make_builtin_brain(seed)
    config = dataclasses.replace(resolve_config(args, os.environ), language=language)
    built = start_brain(
        config, fallback=builtin, cancel_event=cancel, ping=config.provider != "builtin"
    )
    workers = 0 if built.brain.name == "built-in" else 16
    return built, workers


def main(argv: list[str] | None = None) -> int:
    """Run the command line; the exit code. Ctrl+C and SIGTERM end it with one line and
    130 / 143 (``game.app_interrupts``; a headless run is saved first, see ``app_headless``)."""
    from game.app_interrupts import Interrupted, guarded

    argv = sys.argv[1:] if argv is None else list(argv)
    with guarded():
        try:
            return _main(argv)
        except Interrupted as e:
            print(f"main.py: interrupted by {e.what}; nothing was written", file=sys.stderr)
            return e.code


def _main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    from game.app_checks import command_line_problem

    problem = command_line_problem(args)  # before the log file or anything else is opened
    if problem:
        print(f"main.py: {problem}", file=sys.stderr)
        return 2
    _setup_logging(args.log_file, args.log_level)
    if getattr(args, "llm_check", False):
        from game.brains.llm.check import run_check

        return run_check(args)
    from game.app_scenario import brain_factory, run_from_args, wants_run, wants_window

    if wants_window(args):  # --scenario NAME alone: played in the window
        return _scenario_window(args)
    if wants_run(args):
        return run_from_args(args, brain_factory(args, _make_brain))
    from game.app_setup import SetupError
    from game.brains.llm.config import ConfigError
    from game.store.savefile import SaveError

    if args.interview or args.interview_all:  # interviews are asked of a headless town
        args.headless = True
        if args.hours is None and args.load:
            args.hours = 0.0
    # Everything that can be refused is checked before any thinking starts.
    started_here = wants_start_screen(argv)
    try:
        if started_here:
            picked = _start_screen(args, argv)
            if picked is None:
                return 0
            args, ready = picked
            if ready is None:  # a scenario picked to watch: played as --scenario NAME is
                return _scenario_window(args)
        else:
            ready = prepare(args)
    except (SetupError, SaveError, ConfigError) as e:
        print(f"main.py: {e}", file=sys.stderr)
        return 2
    settings, world, personas, facts, loaded = ready

    cancel = threading.Event()
    try:
        built, default_workers = _make_brain(args, int(args.seed), cancel, world.language or "en")
    except ConfigError as e:
        print(f"main.py: {e}", file=sys.stderr)
        return 2
    from game.app_setup import make_simulation

    sim = make_simulation(
        world,
        personas,
        built.brain,
        built.embedder,
        _sim_config(args, built, default_workers, settings),
    )
    from game.app_headless import autosave_failed, close_run, run_headless
    from game.app_interrupts import Interrupted
    from game.store.library import is_autosave
    from game.store.session import SaveSession

    loaded_from = args.load if args.load and not is_autosave(args.load) else None
    session = SaveSession(
        sim,
        facts,
        settings["saves_dir"],
        marker=lambda: sim.clock.step_count,
        current=args.save or loaded_from,  # an autosave slot is not where F5 writes
        on_error=autosave_failed,  # shown the moment it fails, not only at the end
        settle=bool(args.headless),
    )
    if loaded is not None:
        sim.set_state(loaded)
        session.saved_at = sim.clock.step_count
    sim.saves = session
    from game.app_interview import InterviewError, apply_whispers, find_resident, load_questions

    try:
        apply_whispers(sim, args.whisper)
        for who, _ in args.interview or ():
            find_resident(sim, who)
        if args.interview_all:
            args.questions_loaded = load_questions(args.questions, sim.town.language)
    except InterviewError as e:
        print(f"main.py: {e}", file=sys.stderr)
        sim.shutdown()
        built.status.close()
        return 2
    code = 2
    try:
        if args.headless:
            code = run_headless(sim, args, session, on_stop=cancel.set)
        else:
            hints = _hints_off(settings) if started_here else None
            code = _window(sim, args, session, hints=hints, language=settings["language"])
    except SaveError as e:
        print(f"main.py: {e}", file=sys.stderr)
        code = 2
    except Interrupted as e:  # the window: stopped where it was, not saved
        print(
            f"main.py: interrupted by {e.what}; the last autosave is in {session.folder}",
            file=sys.stderr,
        )
        code = e.code
    finally:
        cancel.set()
        code = close_run(session, code)
        sim.shutdown()
        built.status.close()
    return code


def prepare(args) -> tuple:
    """Everything that can be refused, checked before any thinking starts: (settings, world,
    personas, facts, loaded state or None); ``SetupError``, ``SaveError`` or ``ConfigError``
    with one line."""
    from game.app_language import settle_language
    from game.app_setup import load_town_files, town_facts
    from game.store.library import check_save_target, cleanup_saves
    from game.store.savefile import read_save

    settings = _settings(args)
    world, personas = load_town_files(args.town, residents=args.residents)
    settle_language(settings, world.language)
    facts = town_facts(world, personas)
    if args.save:
        check_save_target(args.save, world.name)
    cleanup_saves(settings["saves_dir"])  # only the game's own folders in it
    loaded = read_save(args.load, facts) if args.load else None
    return settings, world, personas, facts, loaded


# --- the start screen (game/app_start.py) ---------------------------------------------------
def wants_start_screen(argv: list[str]) -> bool:
    from game.app_start import wants_start_screen as wants

    return wants(build_parser, argv)


def _start_screen(args, argv: list[str]):
    from game.app_start import start_screen

    return start_screen(args, argv, build_parser, prepare, _settings(args))


def choose(screen, argv: list[str], menu, max_frames: int | None = None):
    from game.app_start import choose as pick

    return pick(screen, argv, menu, build_parser, prepare, max_frames)


def start_menu(args, settings: dict):
    from game.app_start import start_menu as menu

    return menu(args, settings, build_parser)


def _hints_off(settings: dict):
    from game.app_start import hints_off

    return hints_off(settings)


def _settings(args) -> dict:
    """Save settings: flags > ``[saves]`` in config.toml > defaults (``ConfigError`` if bad);
    the language: flags > ``[game]`` > the town's (``game.app_language``)."""
    from game.app_language import language_layers
    from game.brains.llm.config import ConfigError, read_config, saves_settings

    # the whole file is read within bounds and checked against config_schema.ConfigFile
    table = saves_settings(args.config or "config.toml")
    game = read_config(args.config or "config.toml").game
    minutes = (
        args.autosave_minutes
        if args.autosave_minutes is not None
        else table.get("autosave_minutes", 60)
    )
    if not isinstance(minutes, int) or minutes < 0:
        raise ConfigError(
            f"autosave minutes must be a whole number of minutes >= 0, not {minutes!r}"
        )
    folder = Path(args.saves_dir or table.get("saves_dir") or "saves")
    try:
        if folder.exists() and not folder.is_dir():
            raise ConfigError(f"--saves-dir {folder}: is not a folder")
    except OSError as e:  # a name too long, a loop of links
        raise ConfigError(f"--saves-dir {folder}: cannot be used ({e.strerror or e})") from None
    config_language = game.language if game is not None else None
    return {
        "autosave_minutes": minutes,
        "saves_dir": folder,
        **language_layers(args, config_language),
    }


def _sim_config(args, built, default_workers: int, settings: dict):
    from game.sim.simulation import SimConfig

    workers = default_workers if args.workers is None else max(0, args.workers)
    # With a model, a thought lands a game minute after it starts, so residents' calls overlap
    # (see SimConfig.think_steps); the built-in brain answers at once.
    think_steps = 0 if built.brain.name == "built-in" else max(1, 60 // args.step_seconds)
    if args.think_steps is not None:
        think_steps = max(0, args.think_steps)
    return SimConfig(
        seed=int(args.seed),
        step_seconds=args.step_seconds,
        workers=workers,
        lockstep=args.headless and not args.no_lockstep,
        think_steps=think_steps,
        autosave_minutes=settings["autosave_minutes"],
        think_ahead=built.brain.name != "built-in",
    )


def _window(sim, args, session, hints=None, language: str = "en") -> int:
    from game.app_language import open_window_in
    from game.ui.app import run_window

    open_window_in(language)
    max_frames = args.frames
    code = run_window(
        sim,
        size=getattr(args, "window_size", (1280, 800)),  # as the start screen left it
        hints=hints,
        speed=args.speed,
        max_frames=max_frames,
        screenshot=args.screenshot,
        screenshot_frame=(max_frames - 1) if (args.screenshot and max_frames) else None,
        max_steps=sim.clock.steps_for(args.hours) if args.hours else None,
        saves=session,
    )
    if args.save:
        print(f"saved {session.save_now(args.save)}")
    elif sim.config.autosave_minutes and session.unsaved():
        session.autosave(sim.get_state())  # on quit, whatever the player chose: never lost
    return code


def _scenario_window(args) -> int:
    """``--scenario NAME`` without ``--headless``: the scenario's town from its start, its
    events at their game times and its measurements in a panel (``game.app_scenario``)."""
    from game.app_language import open_window_in, settle_language
    from game.app_scenario import brain_factory, window_from_args
    from game.brains.llm.config import ConfigError
    from game.ui.app import run_window

    try:
        settings = _settings(args)
    except ConfigError as e:
        print(f"main.py: {e}", file=sys.stderr)
        return 2

    def open_window(sim, live) -> int:
        open_window_in(settle_language(settings, sim.town.language))
        max_frames = args.frames
        return run_window(
            sim,
            size=getattr(args, "window_size", (1280, 800)),
            speed=args.speed,
            max_frames=max_frames,
            screenshot=args.screenshot,
            screenshot_frame=(max_frames - 1) if (args.screenshot and max_frames) else None,
            max_steps=sim.clock.steps_for(args.hours) if args.hours else None,
            scenario=live,
        )

    from game.app_interrupts import Interrupted

    try:
        return window_from_args(args, brain_factory(args, _make_brain), open_window)
    except Interrupted as e:
        print(f"main.py: interrupted by {e.what}; a scenario is not saved", file=sys.stderr)
        return e.code


if __name__ == "__main__":
    sys.exit(main())
