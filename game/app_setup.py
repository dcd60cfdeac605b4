"""The one place that picks concrete parts: town files, the default brain and embedder.

``main.py`` (and tests, benchmarks and tools that want a ready town) call ``build_simulation``;
``game.sim`` itself only sees the ``Brain`` and ``Embedder`` interfaces it is handed. Every
failure here is a user-facing problem (a typo in a town name, a broken map, a residents file
that names a house that is not on the map), so each becomes one ``SetupError`` line.
"""

from __future__ import annotations

import dataclasses
import os
import re
from pathlib import Path

from game.brains.builtin import make_builtin_brain
from game.brains.builtin.plan_words import said_plan
from game.brains.builtin.tables import TablesError, check_against_map, load_tables, use_tables
from game.brains.embeddings import HashEmbedder
from game.lang import frames_for, reading_for
from game.mind import language, wording
from game.mind.brain import Brain, Embedder
from game.mind.inner.norm_files import NormError, for_town
from game.mind.persona import Persona, ResidentsError, check_places, load_personas
from game.sim.simulation import SaveSink, SimConfig, Simulation
from game.store.town_checks import TownFacts
from game.world.address import Place
from game.world.tmx import load_town
from game.world.town import Town, TownError

MAPS_DIR = Path(__file__).resolve().parents[1] / "maps"
_TOWN_NAME = re.compile(r"[^\x00-\x1f\x7f/\\.][^\x00-\x1f\x7f/\\]{0,127}")
"""A folder name under maps/: no separators, no control characters, not hidden, not ``..``."""


class SetupError(Exception):
    """One readable line explaining why the town cannot start."""


def available_towns(maps_dir: Path = MAPS_DIR) -> list[str]:
    """The towns under ``maps_dir``: folders with a ``town.tmx``, not hidden ones (a town
    maker killed before it could move its work into place leaves a ``.NAME.*`` folder)."""
    return (
        sorted(
            p.name
            for p in maps_dir.iterdir()
            if not p.name.startswith(".") and (p / "town.tmx").exists()
        )
        if maps_dir.exists()
        else []
    )


def is_town_path(town: str) -> bool:
    """Whether ``--town`` was given as a path (``./x``, ``/x``, ``~/x``, ``maps/x``) rather than
    a name under maps/. A value with a ``..`` in it is a path only when it says so with
    ``./`` or ``/`` first: ``../../x`` is neither a name nor a path, and is refused."""
    if town.startswith(("./", ".\\", "/", "~")) or os.path.isabs(town):
        return True
    parts = re.split(r"[\\/]", town)
    return len(parts) > 1 and ".." not in parts


def town_paths(name: str, maps_dir: Path = MAPS_DIR) -> tuple[Path, Path]:
    """The map and the residents file of a town: a folder under ``maps_dir`` named ``name``,
    or the folder ``name`` is a path to (``is_town_path``); ``SetupError`` with one line."""
    if is_town_path(name):
        folder = Path(name).expanduser()
        try:
            os.stat(folder / "town.tmx")
        except FileNotFoundError:
            pass
        except OSError as e:  # a name too long, a loop of links
            raise SetupError(f"--town {name}: cannot be used ({e.strerror or e})") from None
        if not (folder / "town.tmx").is_file():
            what = "has no town.tmx" if folder.is_dir() else "is not a folder"
            raise SetupError(f"--town {name}: {folder} {what}")
        return folder / "town.tmx", folder / "residents.json"
    towns = ", ".join(available_towns(maps_dir)) or "none"
    if not _TOWN_NAME.fullmatch(name):
        raise SetupError(
            f"--town {name!r}: not a town name (a folder under maps/: {towns}); a town folder "
            "elsewhere is given as a path starting with ./ or /"
        )
    folder = maps_dir / name
    if not (folder / "town.tmx").is_file():
        raise SetupError(f"unknown town {name!r} (available: {towns})")
    return folder / "town.tmx", folder / "residents.json"


def load_town_files(
    town: str = "smallville", *, residents: int | None = None, maps_dir: Path = MAPS_DIR
) -> tuple[Town, list[Persona]]:
    """Read and check the map and the residents file (``SetupError`` with one line).

    ``residents`` keeps only the first N personas (small towns, cheap LLM runs); relationships
    to residents that were left out are dropped with them. About 40 ms for the real town.
    """
    tmx, people = town_paths(town, maps_dir)
    try:
        world = load_town(tmx)
    except TownError as e:
        raise SetupError(str(e)) from None
    try:
        personas = load_personas(people)
        check_places(personas, lambda p: _has(world, p))
    except ResidentsError as e:
        raise SetupError(str(e)) from None
    if residents is not None:
        if residents < 1:
            raise SetupError("--residents must be at least 1")
        if residents > len(personas):
            raise SetupError(too_many_residents(residents, town, len(personas)))
        personas = _keep_first(personas, residents)
    _use_town_words(tmx.parent / "activities.toml", world)
    try:  # the town's norms (maps/<town>/norms.toml, optional), checked before anything runs
        for_town(str(tmx.parent / "norms.toml"), world.language or "en")
    except NormError as e:
        raise SetupError(str(e)) from None
    return world, personas


def too_many_residents(wanted: int, town: str, has: int) -> str:
    """The one line refusing ``--residents wanted`` for a town whose file holds ``has``."""
    return (
        f"--residents {wanted}: town {town!r} has only {has} residents; a bigger town is made "
        f"with the town maker: make town NAME=mytown RESIDENTS={min(max(wanted, 10), 500)}"
    )


def _use_town_words(path: Path, world: Town) -> None:
    """The built-in brain's tables plus this town's own words (``maps/<town>/activities.toml``,
    optional), checked against the map's kinds. The tables are process-wide: the last town
    loaded is the one the built-in brain speaks for (one town per process)."""
    try:
        tables = load_tables(path if path.is_file() else None, language=world.language or "en")
    except TablesError as e:
        raise SetupError(str(e)) from None
    problems = check_against_map(tables, world.tree)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise SetupError(problems[0] + more)
    kinds = {s.kind for s in world.tree.sectors()} | {a.kind for a in world.tree.arenas()}
    named: dict[str, list[str]] = {}
    for s in world.tree.sectors():
        named.setdefault(s.kind, []).append(s.name)
    only = {k: v[0] for k, v in named.items() if len(v) == 1}
    holding: dict[str, set[str]] = {}
    for s in world.tree.sectors():
        holding.setdefault(s.kind, set()).add(s.name)
    for a in world.tree.arenas():
        holding.setdefault(a.kind, set()).add(a.sector)
    within = {k: frozenset(v) for k, v in holding.items()}
    use_tables(
        dataclasses.replace(
            tables, town_kinds=frozenset(kinds), town_places=only, kind_sectors=within
        )
    )


def build_simulation(
    town: str = "smallville",
    *,
    residents: int | None = None,
    brain: Brain | None = None,
    embedder: Embedder | None = None,
    config: SimConfig | None = None,
    saves: SaveSink | None = None,
    maps_dir: Path = MAPS_DIR,
    reading: language.Reading | None = None,
) -> Simulation:
    """Load the town and its residents and wire a simulation.

    Defaults pick the concrete parts: the built-in brain stack seeded like the simulation, the
    local hash embedder and the reading of the town's language; ``saves`` (None: no autosave)
    receives the autosaved states.
    """
    world, personas = load_town_files(town, residents=residents, maps_dir=maps_dir)
    config = config or SimConfig()
    return make_simulation(world, personas, brain, embedder, config, saves=saves, reading=reading)


def make_simulation(
    world: Town,
    personas: list[Persona],
    brain: Brain | None,
    embedder: Embedder | None,
    config: SimConfig,
    *,
    saves: SaveSink | None = None,
    reading: language.Reading | None = None,
) -> Simulation:
    """A simulation of an already loaded town; None picks the built-in brain / hash embedder /
    the reading of the town's own language (its map's ``language``, else English), which
    becomes the process's reading of text (``game.mind.language``) before any resident reads
    its residents file. The residents speak the town's language; the window's is the player's."""
    if reading is None:  # plans the built-in tables write in English, shown in the town's words
        reading = reading_for(world.language or "en", plan_words=said_plan)
    language.use(reading)
    wording.use(frames_for(world.language or "en"))  # the records are in the town's words
    if brain is None:
        brain = make_builtin_brain(config.seed)
    if embedder is None:
        embedder = HashEmbedder()
    return Simulation(world, personas, brain, embedder, config, saves=saves)


def town_facts(world: Town, personas: list[Persona]) -> TownFacts:
    """What a save must agree with to be loaded into this town (``game.store`` checks it)."""

    def exists(address: str) -> bool:
        if address == world.name:  # the street: where a talk met on the way is (``talking``)
            return True
        try:
            world.tree.get(Place.parse(address))
        except (KeyError, ValueError):
            return False
        return True

    return TownFacts(
        name=world.name,
        residents=tuple(p.id for p in personas),
        width=world.width,
        height=world.height,
        places=exists,
    )


def _has(world, place) -> bool:
    try:
        world.tree.get(place)
        return True
    except KeyError:
        return False


def _keep_first(personas, n):
    from dataclasses import replace

    kept = personas[:n]
    ids = {p.id for p in kept}
    return [
        replace(
            p,
            relationships={k: v for k, v in p.relationships.items() if k in ids},
            facts=tuple(f for f in p.facts if set(f.about) <= ids),
        )
        for p in kept
    ]
