"""The start screen's wiring: when it shows, what it offers, and how a pick becomes flags.

``main.py`` hands in what it owns (its argument parser and the ``prepare`` step that checks a
town before any thinking starts), so a pick from the screen runs through exactly the path the
same command-line flags would (a scenario picked there is checked here as ``--scenario`` is,
then played by main.py's scenario window). The screen itself is ``game.ui.start_screen``.
"""

from __future__ import annotations

import io
import os
import shlex
from pathlib import Path

SCREEN_FLAGS = frozenset(
    {"saves_dir", "config", "log_file", "log_level", "speed", "autosave_minutes", "language"}
)
MAX_SCENARIO_BYTES = 256 * 1024  # what the screen reads of a scenario file for its list
HINTS_OFF = ".hints-off"  # in the saves folder: the player turned the town's first hints off


def wants_start_screen(build_parser, argv: list[str]) -> bool:
    """Whether ``argv`` holds nothing but ``SCREEN_FLAGS`` (abbreviations and ``=`` count)."""
    parser, unset = build_parser(), _Unset()  # a list, so that append flags can append
    parser.set_defaults(**dict.fromkeys(vars(parser.parse_args([])), unset))
    given = {k for k, v in vars(parser.parse_args(argv)).items() if v is not unset}
    return given <= SCREEN_FLAGS


class _Unset(list):
    """The default no flag has: a flag given has another value (an appended one, a copy)."""


def start_screen(args, argv: list[str], build_parser, prepare, settings: dict):
    """Show the start screen until the player picks something that can start: (args, what
    ``prepare`` gave) for it, or None when they quit."""
    from game.app_language import open_window_in
    from game.ui.start_screen import StartScreen

    open_window_in(settings["language"])  # flag > config: the town is not chosen yet
    menu = start_menu(args, settings, build_parser)
    screen = StartScreen(menu)
    picked = choose(screen, argv, menu, build_parser, prepare)
    if picked is None:
        screen.close()
    return picked


def choose(screen, argv: list[str], menu, build_parser, prepare, max_frames: int | None = None):
    """Run ``screen`` until a choice ``prepare`` accepts; a refused one is shown as one line and
    the screen stays. (args, prepared), or None on Quit (or after ``max_frames`` per round)."""
    from game.app_scenario import UserError, check_scenario
    from game.app_setup import SetupError
    from game.brains.llm.config import ConfigError, resolve_config
    from game.sim.scenario import ScenarioError
    from game.store.savefile import SaveError

    while True:
        choice = screen.run(max_frames)
        if choice is None or choice.kind == "quit":
            return None
        try:
            flags = choice_flags(choice, menu.towns)
            if getattr(screen, "language_picked", None):  # picked on the screen: a flag
                flags.append(f"--language={screen.language_picked}")
            args = build_parser().parse_args([*argv, *flags])
            resolve_config(args, os.environ)  # a bad URL is refused here, on the screen
            if choice.kind == "scenario":  # main.py plays it (its own town, start, residents)
                ready, name = None, f"the scenario {check_scenario(args).name}"
            else:
                ready = prepare(args)
                name = ready[1].name
        except (SetupError, SaveError, ConfigError, ScenarioError, UserError) as e:
            where = choice.save_path  # the file's name is enough on the screen
            screen.show_error(str(e).replace(where, Path(where).name) if where else str(e))
            continue
        from game.ui.start_choices import opening_line

        screen.show_busy(opening_line(name))
        args.window_size = screen.window_size()
        print(f"(the same as: python main.py {shlex.join(flags)})")
        return args, ready


def choice_flags(choice, towns) -> list[str]:
    """The flags a ``StartChoice`` stands for. A save's town, residents, seed and step length
    come from its meta (``SaveError`` if unreadable; ``SetupError`` for a town with no map)."""
    from game.app_setup import SetupError
    from game.store.savefile import read_meta

    if choice.kind == "scenario":
        return [f"--town={choice.town}", f"--scenario={choice.scenario}"]
    if choice.kind == "new":
        flags = [f"--town={choice.town}", f"--seed={choice.seed}"]
        if choice.brain == "builtin":
            return [*flags, "--llm=builtin"]
        if choice.llm_url:  # "" with a model: the one config.toml or the environment names
            flags.append(f"--llm-base-url={choice.llm_url}")
        return flags + ([f"--llm-model={choice.llm_model}"] if choice.llm_model else [])
    meta = read_meta(choice.save_path)
    folder = next((t.folder for t in towns if t.name == meta["town"]), None)
    if folder is None:
        raise SetupError(f"{choice.save_path}: a save of {meta['town']!r}, a town not in maps/")
    flags = [f"--load={choice.save_path}", f"--town={folder}"]
    residents = meta.get("residents")
    if isinstance(residents, list) and residents:
        flags.append(f"--residents={len(residents)}")
    for key, flag in (("seed", "--seed"), ("step_seconds", "--step-seconds")):
        if isinstance(meta.get(key), int) and meta[key] > 0:
            flags.append(f"{flag}={meta[key]}")
    return flags


def start_menu(args, settings: dict, build_parser):
    """What the start screen offers: the towns under maps/, the saves in the saves folder
    (newest first), the newest good one to continue, the configured model and a check."""
    from game.app_setup import MAPS_DIR, available_towns
    from game.brains.llm.config import ConfigError, resolve_config
    from game.store.autosave import previous_autosave
    from game.store.library import list_saves
    from game.ui.saves import SaveEntry
    from game.ui.start_choices import StartMenu, TownOption

    first = build_parser().get_default("town")  # the default town heads the list
    folders = sorted(available_towns(), key=lambda f: f != first)
    towns = tuple(TownOption(f, _map_name(MAPS_DIR / f / "town.tmx") or f) for f in folders)
    root = Path(settings["saves_dir"])
    infos = [i for i in list_saves(root) if i.kind != "backup"] if root.is_dir() else []
    entries = [
        SaveEntry(
            name=i.path.stem,
            path=i.path,
            town=i.town or "?",
            game_time=i.time,
            saved_at=i.modified,
            size_bytes=i.size,
            damaged=i.damaged,
        )
        for i in infos
    ]
    known = {t.name for t in towns}
    autos = {previous_autosave(d) for d in (root.iterdir() if root.is_dir() else ()) if d.is_dir()}
    fits = [
        e
        for e, i in zip(entries, infos, strict=True)
        if not i.damaged and i.town in known and (i.kind == "save" or i.path in autos)
    ]
    try:
        config = resolve_config(args, os.environ)
    except ConfigError:
        config = None
    model = config is not None and config.provider != "builtin"
    return StartMenu(
        towns=towns,
        saves=tuple(entries),
        continue_from=max(fits, key=lambda e: e.saved_at, default=None),
        saves_dir=str(root),
        configured_brain=config.describe() if model else "",
        llm_url=config.base_url if model and config.provider == "openai" else "",
        llm_model=config.model if model and config.provider == "openai" else "",
        check_model=lambda url, name: check_model(args, url, name, build_parser),
        scenarios=tuple(s for t in towns for s in scenario_options(t.folder, t.name)),
    )


def scenario_options(folder: str, town_name: str) -> list:
    """The scenarios of the town in ``maps/<folder>``, by name, with their descriptions and
    lengths as their files say (a file that cannot be read is listed bare: picking it says
    what is wrong with it, as ``--scenario`` would)."""
    import tomllib

    from game.app_setup import MAPS_DIR
    from game.ui.start_choices import ScenarioOption

    out = []
    for path in sorted((MAPS_DIR / folder / "scenarios").glob("*.toml")):
        try:
            with path.open("rb") as f:
                doc = tomllib.loads(f.read(MAX_SCENARIO_BYTES).decode("utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            doc = {}
        about, hours = doc.get("description"), doc.get("hours")
        out.append(
            ScenarioOption(
                town=folder,
                town_name=town_name,
                name=path.stem,
                description=about if isinstance(about, str) else "",
                hours=float(hours) if isinstance(hours, int | float) else 0.0,
            )
        )
    return out


def _map_name(tmx: Path) -> str:
    """The ``town_name`` property of a map (the name its saves carry); "" if unreadable."""
    import xml.etree.ElementTree as ET

    try:
        for _, element in ET.iterparse(tmx):
            if element.tag == "property" and element.get("name") == "town_name":
                return (element.get("value") or "").strip()
            if element.tag == "properties":  # the map's own come first
                break
    except (OSError, ET.ParseError):
        pass
    return ""


def check_model(args, url: str, model: str, build_parser) -> str:
    """``--llm-check`` of a URL (and model name) as one line: the verdict or why not. Slow (a
    minute or two with a small local model): the start screen runs it on a thread."""
    from game.brains.llm.check import run_check

    flags = [f"--llm-base-url={url}"] + ([f"--llm-model={model}"] if model else [])
    if args.config:
        flags.append(f"--config={args.config}")
    out, err = io.StringIO(), io.StringIO()
    code = run_check(build_parser().parse_args(flags), out=out, err=err)
    lines = (err if code == 2 else out).getvalue().strip().splitlines()
    return lines[-1].removeprefix("main.py: ") if lines else f"the check ended with code {code}"


def hints_off(settings: dict):
    """The town's first hints, unless the player turned them off: a callable turning them off
    for good (a marker file in the saves folder), or None."""
    marker = Path(settings["saves_dir"]) / HINTS_OFF
    if marker.exists():
        return None

    def turn_off() -> None:
        try:
            marker.parent.mkdir(parents=True, exist_ok=True)
            marker.write_text("the start hints were turned off in the town\n", encoding="utf-8")
        except OSError:
            pass  # they come back next time; nothing worth stopping the town for

    return turn_off
