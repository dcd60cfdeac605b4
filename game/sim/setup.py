"""Builds a ready-to-run simulation from a town folder: map, residents, brain, embedder.

Every failure here is a user-facing problem (a typo in a town name, a broken map, a residents
file that names a house that is not on the map), so each becomes one ``SetupError`` line.
"""

from __future__ import annotations

from pathlib import Path

from game.mind.brain import Brain, Embedder
from game.mind.persona import ResidentsError, check_places, load_personas
from game.sim.simulation import SimConfig, Simulation
from game.world.tmx import load_town
from game.world.town import TownError

MAPS_DIR = Path(__file__).resolve().parents[2] / "maps"


class SetupError(Exception):
    """One readable line explaining why the town cannot start."""


def available_towns(maps_dir: Path = MAPS_DIR) -> list[str]:
    return (
        sorted(p.name for p in maps_dir.iterdir() if (p / "town.tmx").exists())
        if maps_dir.exists()
        else []
    )


def town_paths(name: str, maps_dir: Path = MAPS_DIR) -> tuple[Path, Path]:
    folder = maps_dir / name
    if not (folder / "town.tmx").exists():
        towns = ", ".join(available_towns(maps_dir)) or "none"
        raise SetupError(f"unknown town {name!r} (available: {towns})")
    return folder / "town.tmx", folder / "residents.json"


def build_simulation(
    town: str = "smallville",
    *,
    residents: int | None = None,
    brain: Brain | None = None,
    embedder: Embedder | None = None,
    config: SimConfig | None = None,
    brain_label: str = "built-in",
    stats=None,
    notices=None,
    maps_dir: Path = MAPS_DIR,
) -> Simulation:
    """Load the town and its residents and wire a simulation.

    ``residents`` keeps only the first N personas (small towns, cheap LLM runs); relationships
    to residents that were left out are dropped with them.
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
        personas = _keep_first(personas, residents)
    config = config or SimConfig()
    if brain is None:
        from game.brains.builtin import BuiltinBrain

        brain = BuiltinBrain(seed=config.seed)
    if embedder is None:
        from game.brains.embeddings import HashEmbedder

        embedder = HashEmbedder()
    return Simulation(
        world,
        personas,
        brain,
        embedder,
        config,
        brain_label=brain_label,
        stats=stats,
        notices=notices,
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
        replace(p, relationships={k: v for k, v in p.relationships.items() if k in ids})
        for p in kept
    ]
