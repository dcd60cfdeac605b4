"""Load the town from a Tiled map (``docs/town_plan.md`` is the contract this reader enforces).

``tmx_reader.read_tmx`` parses the XML and the external tileset without loading any image (and,
unlike pytmx, without importing pygame), so this module needs no pygame and no display; it
bounds the files, the nesting, the declared size and the tile data before reading them
(``map_limits``). The map's properties are checked against ``map_limits.MapProperties``
(``town_name``; ``start_time`` a local time from 1900 to 2200, no time zone). Everything wrong with a map -- a missing file, bad
XML, a missing layer, a misplaced or unreachable place -- becomes one ``TownError`` whose
message names the file, the problem and the place, so a map author can fix it without reading
a traceback.

Loading the real 120 x 80 town (parse, grid, tree, validation) takes about 40 ms, mostly
the XML parse; do it once at start-up.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import ValidationError

from game.world.grid import WalkGrid, walkable_from_layers
from game.world.map_limits import MAX_OBJECT_TILES, MapProperties
from game.world.places import (
    ARENA_KINDS,
    OBJECT_KINDS,
    SECTOR_KINDS,
    Arena,
    GameObject,
    Rect,
    Sector,
    SpatialTree,
    Tile,
    parse_hours,
    rect_contains,
    rect_tiles,
)
from game.world.tmx_reader import TmxError, TmxMap, TmxObjectGroup, TmxTileLayer, read_tmx
from game.world.town import Town, TownError
from game.world.user_file_problems import problem_line

__all__ = ["TILE_LAYERS", "OBJECT_LAYERS", "TownError", "load_town"]

TILE_LAYERS = ("ground", "paths", "walls", "furniture_below", "furniture_above")
OBJECT_LAYERS = ("sectors", "arenas", "objects", "spawns")


class _Problem(Exception):
    """Raised inside the loader; ``load_town`` prefixes the file name."""


def load_town(path: str | Path, *, validate: bool = True) -> Town:
    """Read a TMX map into a ``Town``.

    Args:
        path: the ``.tmx`` file; its tileset is found relative to it, as Tiled does.
        validate: run ``Town.validate`` and raise on the first problem (tools that inspect a
            broken map may pass False).

    Raises:
        TownError: with one message "<file>: <problem>" for anything that makes the map unusable.
    """
    path = Path(path)
    try:
        if not path.exists():
            raise _Problem("map file not found")
        tmap = _parse(path)
        town = _build(tmap, path)
        if validate:
            problems = town.validate()
            if problems:
                more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
                raise _Problem(problems[0] + more)
    except _Problem as e:
        raise TownError(f"{path}: {e}") from None
    except (ValueError, KeyError, TypeError, AttributeError, OverflowError) as e:
        raise TownError(f"{path}: {' '.join(str(e).split()) or type(e).__name__}") from None
    return town


def _parse(path: Path) -> TmxMap:
    try:
        return read_tmx(path)
    except TmxError as e:
        raise _Problem(str(e)) from None


def _build(tmap: TmxMap, path: Path) -> Town:
    # orientation, size and square tiles: checked by the reader (map_limits.MapHeader)
    w, h, tw = tmap.width, tmap.height, tmap.tilewidth
    try:
        props = MapProperties.model_validate(tmap.properties)
    except ValidationError as e:
        raise _Problem(f"map property {problem_line(e, tmap.properties)}") from None

    tile_layers: dict[str, Any] = {}
    groups: dict[str, Any] = {}
    for layer in tmap.layers:
        kind = "tile" if isinstance(layer, TmxTileLayer) else "object"
        if not isinstance(layer, TmxTileLayer | TmxObjectGroup):
            continue
        bucket = tile_layers if kind == "tile" else groups
        if layer.name in bucket:
            raise _Problem(f"map has two {kind} layers named '{layer.name}'")
        bucket[layer.name] = layer
    for lname in TILE_LAYERS:
        if lname not in tile_layers:
            raise _Problem(f"map has no tile layer '{lname}'")
    for lname in OBJECT_LAYERS:
        if lname not in groups:
            raise _Problem(f"map has no object layer '{lname}'")

    arrays = []
    for lname, layer in tile_layers.items():
        arr = np.asarray(layer.data, dtype=np.int64)
        if arr.shape != (h, w):
            raise _Problem(f"tile layer '{lname}' is {arr.shape[::-1]} tiles, map is {(w, h)}")
        arrays.append(arr)
    blocked = {gid for gid, p in tmap.tile_properties.items() if _truthy(p.get("collides"))}
    grid = WalkGrid(walkable_from_layers(arrays, blocked))

    tree = _tree(groups, grid, tw)
    spawns = _spawns(groups["spawns"], grid, tw)
    return Town(
        name=props.town_name,
        start_time=props.start_time,
        language=props.language,
        tree=tree,
        grid=grid,
        spawns=spawns,
        tile_size=tw,
        tmx_path=path,
    )


def _truthy(value: Any) -> bool:
    return value is True or str(value).strip().lower() in ("true", "1", "yes")


# -- objects ------------------------------------------------------------------------------------
def _rect(obj: Any, tile: int) -> Rect:
    """Pixel rectangle -> covering tile rectangle; a point becomes the 1x1 tile under it."""
    eps = 1e-6
    x0, y0 = math.floor(obj.x / tile + eps), math.floor(obj.y / tile + eps)
    x1 = math.ceil((obj.x + obj.width) / tile - eps)
    y1 = math.ceil((obj.y + obj.height) / tile - eps)
    return (x0, y0, max(1, x1 - x0), max(1, y1 - y0))


def _where(rect: Rect) -> str:
    x, y, w, h = rect
    return f"at tile ({x}, {y})" + (f" size {w}x{h}" if (w, h) != (1, 1) else "")


def _named(group: Any, what: str, grid: WalkGrid, tile: int, kinds: frozenset[str]):
    """Yield (name, kind, rect, properties) for each object of a layer, checking each."""
    for obj in group:
        rect = _rect(obj, tile)
        name = str(obj.name or "").strip()
        if not name:
            raise _Problem(f"{what} object id {obj.id} {_where(rect)} has no name")
        if ":" in name:
            raise _Problem(f"{what} '{name}' has ':' in its name (':' separates addresses)")
        kind = str(obj.properties.get("kind") or obj.type or "").strip()
        if not kind:
            raise _Problem(f"{what} '{name}' {_where(rect)} has no property 'kind'")
        if kind not in kinds:
            raise _Problem(f"{what} '{name}' has unknown kind '{kind}' (see docs/town_plan.md)")
        x, y, w, h = rect
        if x < 0 or y < 0 or x + w > grid.width or y + h > grid.height:
            raise _Problem(f"{what} '{name}' {_where(rect)} lies outside the map")
        if what == "object" and w * h > MAX_OBJECT_TILES:
            raise _Problem(
                f"object '{name}' {_where(rect)} covers more than {MAX_OBJECT_TILES} tiles"
            )
        yield name, kind, rect, obj.properties


def _parent(rect: Rect, parents: list) -> Any:
    """The smallest parent whose rectangle holds the child's centre (first one on ties)."""
    cx, cy = rect[0] + rect[2] / 2, rect[1] + rect[3] / 2
    inside = [p for p in parents if rect_contains(p.rect, cx, cy)]
    return min(inside, key=lambda p: p.rect[2] * p.rect[3]) if inside else None


def _tree(groups: dict[str, Any], grid: WalkGrid, tile: int) -> SpatialTree:
    sectors: list[Sector] = []
    for name, kind, rect, props in _named(groups["sectors"], "sector", grid, tile, SECTOR_KINDS):
        if any(s.name == name for s in sectors):
            raise _Problem(f"duplicate sector '{name}'")
        hours = str(props.get("hours") or "").strip()
        try:
            parse_hours(hours)
        except ValueError as e:
            raise _Problem(f"sector '{name}' has bad hours: {e}") from None
        sectors.append(Sector(name=name, kind=kind, rect=rect, hours=hours))

    arenas: list[Arena] = []
    for name, kind, rect, _ in _named(groups["arenas"], "arena", grid, tile, ARENA_KINDS):
        sector = _parent(rect, sectors)
        if sector is None:
            raise _Problem(f"arena '{name}' {_where(rect)} lies outside every sector")
        if any(a.sector == sector.name and a.name == name for a in arenas):
            raise _Problem(f"duplicate arena '{sector.name}:{name}'")
        arenas.append(Arena(name=name, kind=kind, sector=sector.name, rect=rect))

    objects: list[GameObject] = []
    seen: set[tuple[str, str, str]] = set()
    for name, kind, rect, _ in _named(groups["objects"], "object", grid, tile, OBJECT_KINDS):
        arena = _parent(rect, arenas)
        if arena is None:
            raise _Problem(f"object '{name}' {_where(rect)} lies outside every arena")
        key = (arena.sector, arena.name, name)
        if key in seen:
            raise _Problem(f"duplicate object '{':'.join(key)}' (number duplicates: '{name} 2')")
        seen.add(key)
        access = _access(rect, arena.rect, grid)
        if not access:
            raise _Problem(
                f"object '{':'.join(key)}' {_where(rect)} has no walkable tile inside or next to it"
            )
        objects.append(
            GameObject(
                name=name,
                kind=kind,
                sector=arena.sector,
                arena=arena.name,
                rect=rect,
                access=access,
            )
        )
    return SpatialTree(sectors, arenas, objects)


def _access(rect: Rect, arena_rect: Rect, grid: WalkGrid) -> tuple[Tile, ...]:
    """Walkable tiles inside or 4-adjacent to ``rect``, preferring those inside the arena."""
    x, y, w, h = rect
    ring = [(x + i, y - 1) for i in range(w)] + [(x + i, y + h) for i in range(w)]
    ring += [(x - 1, y + j) for j in range(h)] + [(x + w, y + j) for j in range(h)]
    tiles = sorted(
        {t for t in [*rect_tiles(rect), *ring] if grid.is_walkable(*t)}, key=lambda t: (t[1], t[0])
    )
    inside = [t for t in tiles if rect_contains(arena_rect, *t)]
    return tuple(inside or tiles)


def _spawns(group: Any, grid: WalkGrid, tile: int) -> dict[str, Tile]:
    spawns: dict[str, Tile] = {}
    for obj in group:
        x, y, w, h = _rect(obj, tile)
        pos = (x + (w - 1) // 2, y + (h - 1) // 2)
        name = str(obj.name or "").strip() or f"spawn {obj.id}"
        if name in spawns:
            raise _Problem(f"duplicate spawn '{name}'")
        if not grid.in_bounds(*pos):
            raise _Problem(f"spawn '{name}' at tile {pos} lies outside the map")
        spawns[name] = pos
    if not spawns:
        raise _Problem("map has no spawn points (object layer 'spawns' is empty)")
    return spawns
