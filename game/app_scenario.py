"""Command-line wiring for scenarios, ablations, timelines and plots.

``main.py`` calls ``add_scenario_args(parser)`` and, when ``wants_run(args)``, hands over to
``run_from_args(args, make_brain)``. ``make_brain(seed)`` is main.py's: it returns
``(brain, embedder, workers, think_steps)``, optionally with a fifth item, a ``close()`` to
call after the run; this module never picks a brain itself, so a scenario runs with whatever
model the user configured. Runs are headless and in lockstep, so the built-in brain and a seed
give identical output every time. Every user error (a bad scenario file, an unknown part to
ablate, an output file that cannot be written) is one line on stderr and exit code 2, checked
before any thinking starts. ``--save`` goes with a plain measured run (``--export-timeline``,
``--plot``, ``--json``): the town is saved at the end of the run as a ``--headless`` run saves
it, and can be continued with ``--load`` and the same ``--residents``. A scenario of 25 residents over 36 game hours takes about a
minute with the built-in brain; ``--compare-ablations`` runs it four times.

``--scenario NAME`` alone (no ``--headless`` and none of the report options) plays the scenario
in the window instead (``wants_window``, ``window_from_args``): the same town, start, residents
and seed, its events applied at their game times by ``LiveScenario`` exactly as
``game.sim.scenario.run`` applies them, and its measurements shown as they stand.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

PARTS = ("memory", "reflection", "planning")  # the paper's ablations, compared side by side
INNER_PARTS = ("needs", "emotion")  # the inner life kept still (game.sim.inner_life)
SUFFIXES = {"export_timeline": (".md", ".json"), "json": (".json",), "plot": (".png",)}


OPTIONS = (  # flag, metavar (None: a switch), help
    ("--scenario", "NAME", "run maps/<town>/scenarios/NAME.toml (or a .toml path) and print its "
     "measurements as a table (with --headless or a report option; alone, it plays in the "
     "window with its measurements in a panel); the file sets the start, hours, residents, "
     "whispers, events and measures (--hours and --residents N override it)"),
    ("--json", "FILE", "also write the measurements as JSON"),
    ("--ablate", "PARTS", "switch parts of the mind off for the run, comma-separated: memory "
     "(no retrieval: newest memories only), reflection (never reflects), planning (no day plan), "
     "needs (needs stay where they start), emotion (mood stays at rest, events are not felt)"),
    ("--compare-ablations", None, "run the full architecture and each single ablation the "
     "scenario file lists in `compare` (memory, reflection and planning unless it says) and print "
     "the measurements side by side"),
    ("--export-timeline", "FILE", "write a readable log of the run (.md) or the same as data "
     "(.json): actions, conversations with transcripts, reflections, whispers, events and news "
     "with its source"),
    ("--plot", "FILE.png", "draw the news spreading hour by hour (per ablation when compared) "
     "and the relationship network at the end (needs matplotlib)"),
)  # fmt: skip


class _DefaultSeed(int):
    """main.py's ``--seed`` default, marked so a scenario file's own seed can take over."""


class UserError(Exception):
    """One line for the user (exit code 2)."""


def add_scenario_args(parser) -> None:
    """Add the scenario and report options to main.py's parser (call after ``--seed``)."""
    if isinstance(parser.get_default("seed"), int):
        parser.set_defaults(seed=_DefaultSeed(parser.get_default("seed")))
    g = parser.add_argument_group("scenarios, ablations and reports (headless runs)")
    for flag, metavar, text in OPTIONS:
        kind = {"action": "store_true"} if metavar is None else {"metavar": metavar}
        g.add_argument(flag, help=text, **kind)


def wants_run(args) -> bool:
    """True when one of this module's options was given (main.py then calls run_from_args)."""
    return any(getattr(args, f[2:].replace("-", "_"), None) for f, _, _ in OPTIONS)


def wants_window(args) -> bool:
    """True for ``--scenario NAME`` without ``--headless``, report options or interviews: the
    scenario is played in the window (``window_from_args``) instead of run headless."""
    if not getattr(args, "scenario", None) or getattr(args, "headless", False):
        return False
    if getattr(args, "interview", None) or getattr(args, "interview_all", None):
        return False
    return not any(getattr(args, f[2:].replace("-", "_"), None) for f, _, _ in OPTIONS[1:])


def check_scenario(args):
    """The scenario ``args`` names, read and checked against its town as ``window_from_args``
    will (the start screen shows a refusal as one line); ``UserError``, ``SetupError`` or
    ``ScenarioError``."""
    from game.app_setup import load_town_files

    world, personas = load_town_files(args.town)
    return _scenario(args, world, personas)


def window_from_args(args, make_brain, open_window) -> int:
    """Play the scenario ``args`` names in the window: checks as ``run_from_args`` (one line
    and exit code 2), then ``open_window(sim, live)`` with a simulation built as for a headless
    run (not in lockstep, so the window stays responsive) and its ``LiveScenario``; returns
    what ``open_window`` returns. The window's saving is off (a scenario run is not saved)."""
    from game.app_setup import SetupError, load_town_files
    from game.sim.scenario import ScenarioError
    from game.store.savefile import SaveError

    try:
        _check_outputs(args)
        world, personas = load_town_files(args.town)
        scn = _scenario(args, world, personas)
    except (UserError, SetupError, ScenarioError, SaveError) as e:
        print(f"main.py: {e}", file=sys.stderr)
        return 2
    seed = scn.seed if isinstance(args.seed, _DefaultSeed) and scn.seed is not None else args.seed
    try:
        sim, closers = build_sim(
            args.town, scn, (), int(seed), make_brain, args.step_seconds, lockstep=False
        )
    except (UserError, SetupError) as e:
        print(f"main.py: {e}", file=sys.stderr)
        return 2
    try:
        from game.app_scenario_live import LiveScenario

        return open_window(sim, LiveScenario(scn, sim))
    finally:
        sim.shutdown()
        for close in closers:
            close()


def run_from_args(args, make_brain) -> int:
    """Run the scenario (or a plain measured run) the options ask for; returns the exit code."""
    from game.app_language import reports_of_run
    from game.app_setup import SetupError, load_town_files
    from game.sim.scenario import ScenarioError
    from game.store.savefile import SaveError

    save = getattr(args, "save", None)
    try:
        runs = _runs(args)
        _check_outputs(args)
        world, personas = load_town_files(args.town)
        reports_of_run(args, world.language)  # the table, plot and timeline in its language
        if save:
            from game.store.library import check_save_target

            check_save_target(save, world.name)
        scn = _scenario(args, world, personas)
        runs = _runs(args, scn.compare)
    except (UserError, SetupError, ScenarioError, SaveError) as e:
        print(f"main.py: {e}", file=sys.stderr)
        return 2
    seed = scn.seed if isinstance(args.seed, _DefaultSeed) and scn.seed is not None else args.seed
    from game.app_interrupts import Interrupted, current, deferring, pending

    with deferring(getattr(make_brain, "cancel_all", None)):
        try:
            doc = run_doc(
                scn,
                args.town,
                runs,
                int(seed),
                make_brain,
                step_seconds=args.step_seconds,
                progress=not args.quiet,
                timeline=args.export_timeline,
                save=save,
            )
            _write_reports(args, doc, save)
        except (UserError, SetupError) as e:
            print(f"main.py: {e}", file=sys.stderr)
            return 2
        except OSError as e:
            print(f"main.py: a report could not be written: {_line(e)}", file=sys.stderr)
            return 1
        except Interrupted as e:
            return _interrupted(e, current())
        late = pending()
        if late is not None:  # a signal while the reports were written: they were
            current().settle()
            print(f"main.py: interrupted by {late.what} after the run", file=sys.stderr)
            return late.code
    return 0


def _write_reports(args, doc: dict, save: str | None) -> None:
    """The table on stdout; ``--json`` and ``--plot`` written atomically (``OSError``)."""
    from game.report.tables import format_report
    from game.store.outputs import produce, write_text

    print(format_report(doc), end="")
    if args.json:
        write_text(args.json, json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    if args.plot:
        from game.report.plots import plot

        produce(args.plot, lambda tmp: plot(doc, tmp))
    if save:
        print(f"saved {save}")


def _interrupted(e, guard) -> int:
    """One line for a run stopped by Ctrl+C or SIGTERM (exit code 130 / 143), or one that
    stopped itself (``--llm-unreachable exit``: its own line, exit code 2)."""
    if guard is not None:
        guard.settle()
    saved = getattr(e, "saved_to", None)
    failed = getattr(e, "save_error", None)
    if saved:
        what = f"the town was saved to {saved}; no report written"
    elif failed:
        what = f"the town could not be saved: {failed}"
    else:
        what = "nothing was written"
    from game.app_interrupts import Stopped

    head = e.why if isinstance(e, Stopped) else f"interrupted by {e.what}"
    print(f"main.py: {head}; {what}", file=sys.stderr)
    return e.code


def _line(e: OSError) -> str:
    where = f"{e.filename}: " if getattr(e, "filename", None) else ""
    return where + " ".join(str(e.strerror or e).split())


def brain_factory(args, make_built):
    """``make_brain`` from main.py's ``_make_brain(args, seed, cancel) -> (built, workers)``:
    think steps and workers as main.py sets them for a headless run (its flags win), and a
    ``close`` that cancels pending calls and closes the brain's status after each run."""
    import threading

    cancels: list[threading.Event] = []

    def make(seed: int):
        cancel = threading.Event()
        cancels.append(cancel)
        built, workers = make_built(args, seed, cancel)
        steps = 0 if built.brain.name == "built-in" else max(1, 60 // args.step_seconds)
        if getattr(args, "think_steps", None) is not None:
            steps = max(0, args.think_steps)
        if getattr(args, "workers", None) is not None:
            workers = max(0, args.workers)

        def close() -> None:
            cancel.set()
            built.status.close()

        return built.brain, built.embedder, workers, steps, close

    make.cancel_all = lambda: [c.set() for c in cancels]  # Ctrl+C: stop waiting for a model
    return make


def run_doc(
    scn,
    town: str,
    runs,
    seed: int,
    make_brain,
    *,
    step_seconds: int = 10,
    progress: bool = False,
    timeline: str | None = None,
    save: str | None = None,
) -> dict:
    """Run ``scn`` once per ``(label, ablated parts)`` in ``runs``; the JSON-safe document that
    the table, ``--json`` and ``--plot`` are made from. ``timeline``: export the first run;
    ``save``: save the town at the end of the first run (``UserError`` if that fails)."""
    from game.app_setup import load_town_files

    names = {p.id: p.name for p in load_town_files(town)[1]}
    results = []
    for i, (label, parts) in enumerate(runs):
        opts = {
            "step_seconds": step_seconds,
            "progress": progress,
            "save": save if i == 0 else None,
        }
        results.append(
            _one_run(town, scn, label, parts, seed, make_brain, opts, timeline if i == 0 else None)
        )
    return {
        "scenario": scn.name,
        "town": scn.town,
        "description": scn.description,
        "hours": scn.hours,
        "residents": list(scn.residents),
        "names": {rid: names[rid] for rid in scn.residents},
        "runs": results,
    }


def _runs(args, compare=PARTS) -> list[tuple[str, frozenset[str]]]:
    """The runs the options ask for; ``compare``: the single ablations ``--compare-ablations``
    runs (the scenario file's ``compare``; the paper's three by default)."""
    parts = [p.strip() for p in (args.ablate or "").split(",") if p.strip()]
    known = PARTS + INNER_PARTS
    bad = [p for p in parts if p not in known]
    if bad:
        raise UserError(f"--ablate: unknown part {bad[0]!r} (choose from {', '.join(known)})")
    if args.compare_ablations:
        if parts:
            raise UserError("--ablate and --compare-ablations cannot be combined")
        return [("full", frozenset())] + [(f"no {p}", frozenset({p})) for p in compare]
    if not parts:
        return [("full", frozenset())]
    return [(" ".join(f"no {p}" for p in parts), frozenset(parts))]


def _check_outputs(args) -> None:
    if getattr(args, "interview", None) or getattr(args, "interview_all", None):
        raise UserError(
            "--interview and --interview-all cannot be combined with scenario or report options "
            "(run with --save FILE, then ask with --load FILE --interview-all ...)"
        )
    if getattr(args, "load", None):
        raise UserError("--load and --save cannot be combined with scenario or report options")
    if getattr(args, "save", None):
        if args.scenario:
            raise UserError(
                "--save cannot be combined with --scenario (a scenario run is not saved; "
                "--save goes with a plain run and --export-timeline, --plot or --json)"
            )
        if args.compare_ablations:
            raise UserError("--save cannot be combined with --compare-ablations (four runs)")
        if args.ablate:
            raise UserError(
                "--save cannot be combined with --ablate (a save does not keep the ablation)"
            )
    for key, suffixes in SUFFIXES.items():
        value = getattr(args, key, None)
        if not value:
            continue
        flag = "--" + key.replace("_", "-")
        path = Path(value)
        if path.suffix.lower() not in suffixes:
            raise UserError(f"{flag} {value}: the file must end in {' or '.join(suffixes)}")
    from game.store.outputs import OutputError, check_outputs

    try:
        check_outputs(args)  # folders, and never over a save or a file of another kind
    except OutputError as e:
        raise UserError(str(e)) from None
    if args.plot:
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            raise UserError("--plot needs matplotlib: pip install -r requirements.txt") from None


def _scenario(args, world, personas):
    from game.app_setup import too_many_residents, town_paths
    from game.sim import scenario

    overrides: dict = {}
    if args.hours is not None:
        overrides["hours"] = args.hours
    if args.residents is not None:
        if args.residents > len(personas):  # the flag's number, named as the flag's
            raise UserError(too_many_residents(args.residents, args.town, len(personas)))
        overrides["residents"] = args.residents
    if not args.scenario:
        return free_run(world, personas, args.hours or 24.0, args.residents)
    folder = town_paths(args.town)[0].parent / "scenarios"
    path = Path(args.scenario)
    if path.suffix != ".toml":
        path = folder / f"{args.scenario}.toml"
    if not path.is_file():
        known = sorted(p.stem for p in folder.glob("*.toml")) if folder.is_dir() else []
        raise UserError(
            f"--scenario {args.scenario}: no such scenario for {world.name} "
            f"(available: {', '.join(known) or 'none'})"
        )
    return scenario.load(path, world, personas, overrides)


def build_sim(
    town: str,
    scn,
    parts,
    seed: int,
    make_brain,
    step_seconds: int = 10,
    *,
    lockstep: bool = True,
):
    """A simulation set up for ``scn`` as the command line builds it: the town loaded afresh
    (a run changes it: closures, broken objects), the scenario's start and residents, the
    ablated ``parts``, lockstep (unless told not to: the window), no autosave. Returns
    ``(sim, closers)``."""
    from game.app_setup import load_town_files, make_simulation
    from game.brains.llm.config import ConfigError
    from game.mind.resident import MindConfig
    from game.sim.simulation import SimConfig

    world, personas = load_town_files(town)
    world.start_time = scn.start
    try:
        brain, embedder, workers, think_steps, *closers = make_brain(seed)
    except ConfigError as e:
        raise UserError(str(e)) from None
    config = SimConfig(
        seed=seed,
        step_seconds=step_seconds,
        workers=workers,
        lockstep=lockstep,
        think_steps=think_steps,
        autosave_minutes=0,
        think_ahead=think_steps > 0,  # a model: its hour boundaries are spread out
        mind=MindConfig(ablate=frozenset(parts)),
    )
    people = select(personas, scn.residents)
    return make_simulation(world, people, brain, embedder, config), closers


def _one_run(town: str, scn, label: str, parts, seed: int, make_brain, opts, timeline) -> dict:
    sim, closers = build_sim(town, scn, parts, seed, make_brain, opts["step_seconds"])
    observers = []
    if timeline:
        from game.report.timeline import TimelineRecorder

        observers.append(TimelineRecorder(sim))
    from game.app_interrupts import Interrupted
    from game.store.savefile import SaveError, write_save

    try:
        try:
            result = _with_progress(opts["progress"], scn, sim, label, observers)
        except Interrupted as e:
            if e.at_step_end and opts.get("save"):  # a whole step: saved as --save says
                try:
                    e.saved_to = write_save(opts["save"], sim.get_state())
                except SaveError as err:
                    e.save_error = str(err)
                except Interrupted:
                    e.save_error = f"interrupted again while saving: {opts['save']} not replaced"
            raise
        if observers:
            from game.report.timeline import write
            from game.store.outputs import produce

            meta = {"scenario": scn.name, "seed": seed, "brain": sim.brain_label}
            produce(timeline, lambda tmp: write(tmp, observers[0], meta | {"run": label}))
        if opts.get("save"):
            try:
                write_save(opts["save"], sim.get_state())
            except SaveError as e:
                raise UserError(str(e)) from None
        return result
    finally:
        sim.shutdown()
        for close in closers:
            close()


def _with_progress(progress: bool, scn, sim, label: str, observers) -> dict:
    """``scenario.run`` with a progress bar (if asked), stopping after a step if a signal
    came (``game.app_interrupts.boundary``: the town is whole there)."""
    from game.app_interrupts import given_up, ticks
    from game.sim import scenario

    stop = given_up(sim)  # --llm-unreachable exit: a run whose models are gone stops too
    if not progress:
        return scenario.run(scn, sim, label=label, observers=observers, progress=ticks(None, stop))
    from tqdm import tqdm

    steps = sim.clock.steps_for(scn.hours)
    with tqdm(
        total=steps,
        unit="step",
        desc=f"{scn.name} ({label})",
        file=sys.stderr,
        leave=False,
        mininterval=0.5,
    ) as bar:
        return scenario.run(
            scn, sim, label=label, progress=ticks(bar.update, stop), observers=observers
        )


def select(personas, ids) -> list:
    """The personas of ``ids`` (file order); relationships to residents left out are dropped."""
    from dataclasses import replace

    keep = set(ids)
    return [
        replace(p, relationships={k: v for k, v in p.relationships.items() if k in keep})
        for p in personas
        if p.id in keep
    ]


def free_run(world, personas, hours: float, first: int | None = None):
    """A plain measured run from the map's start with no scenario file (for ``--ablate``,
    ``--export-timeline`` or ``--plot`` alone): who talked, and how the network grew."""
    from game.sim.scenario import Scenario

    density = {"edge": "knows", "threshold": None, "mutual": True}
    return Scenario(
        name="free-run",
        path=Path("."),
        town=world.name,
        description="A plain run of the town from the map's start, with no scenario file.",
        start=world.start_time,
        hours=float(hours),
        residents=tuple(p.id for p in personas[:first]),
        seed=None,
        timed=(),
        measures=(
            {"name": "pairs", "kind": "talked", "label": "pairs who talked"},
            {"name": "density", "kind": "density", "label": "network density (know each other)"}
            | density,
        ),
    )
