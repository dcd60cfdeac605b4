"""Real Tiled opens our towns: a town the maker makes (12 residents) and the shipped ones.

Each map goes through Tiled's own reader (``tiled --export-map``, the tileset embedded) and
must come out as the game reads it (``game.world.tmx_reader``): the same layers in the same
order, the same tiles, every object with the same name, rectangle and properties (``kind``,
``sector``, ``arena``, ``hours``), the same tile properties. ``tmxrasterizer`` must draw the
tile layers as the tileset's pictures put at those tile ids (a missing or shifted tileset
draws Tiled's red placeholders or the wrong tiles), and a made town that Tiled saves again
must come back byte for byte (the maker writes what Tiled writes).

Skipped when ``tiled`` is not on PATH (``apt-get install tiled``, 1.8 or later).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.world.tmx import TILE_LAYERS
from game.world.tmx_reader import TmxObjectGroup, read_tmx
from tools.town_maker import cli

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = {
    "smallville": ROOT / "maps" / "smallville" / "town.tmx",
    "brinewick": ROOT / "maps" / "brinewick" / "town.tmx",
    "larkholme": ROOT / "tests" / "towns" / "larkholme" / "town.tmx",
}
TILED = shutil.which("tiled")
RASTERIZER = shutil.which("tmxrasterizer")
pytestmark = pytest.mark.skipif(
    TILED is None, reason="the Tiled editor is not on PATH (apt-get install tiled, 1.8+)"
)
NOISE = ("QStandardPaths:", "qt.")  # Qt's notes about the headless session, not about the map


def run_tiled(tool: str, *args: str | Path, home: Path) -> None:
    """Run a Tiled program headless; it must exit 0 and say nothing about the map."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=str(home))
    home.mkdir(mode=0o700, exist_ok=True)
    done = subprocess.run(
        [tool, *map(str, args)], env=env, capture_output=True, text=True, timeout=60
    )
    said = [line for line in done.stderr.splitlines() if line and not line.startswith(NOISE)]
    assert done.returncode == 0 and not said, f"{tool} {args}: {done.returncode} {said}"


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> Path:
    maps = tmp_path_factory.mktemp("maps")
    assert cli.main(["tiledtest", "--residents", "12", "--maps-dir", str(maps), "--quiet"]) == 0
    return maps / "tiledtest" / "town.tmx"


@pytest.fixture(params=["made", *SHIPPED])
def tmx(request) -> Path:
    if request.param == "made":
        return request.getfixturevalue("made")
    if not SHIPPED[request.param].exists():
        pytest.skip(f"{SHIPPED[request.param]} is not in this checkout")
    return SHIPPED[request.param]


def _props(items: list[dict] | None) -> dict:
    return {p["name"]: p["value"] for p in items or ()}


def test_tiled_reads_the_map_as_the_game_does(tmx, tmp_path):
    out = tmp_path / "town.json"
    run_tiled(TILED, "--export-map", "--embed-tilesets", "json", tmx, out, home=tmp_path / "q")
    tiled = json.loads(out.read_text(encoding="utf-8"))
    game = read_tmx(tmx)
    assert (tiled["width"], tiled["height"]) == (game.width, game.height)
    assert _props(tiled.get("properties")) == game.properties
    kinds = [(lay.name, isinstance(lay, TmxObjectGroup)) for lay in game.layers]
    assert [(lay["name"], lay["type"] == "objectgroup") for lay in tiled["layers"]] == kinds
    for theirs, ours in zip(tiled["layers"], game.layers, strict=True):
        if isinstance(ours, TmxObjectGroup):
            seen = [
                (o["name"], o["x"], o["y"], o["width"], o["height"], _props(o.get("properties")))
                for o in theirs["objects"]
            ]
            want = [(o.name, o.x, o.y, o.width, o.height, o.properties) for o in ours.objects]
            assert seen == want, f"layer {ours.name}: Tiled reads other objects"
            assert all("kind" in p for *_, p in seen) or ours.name == "spawns"
        else:
            assert theirs["data"] == [gid for row in ours.data for gid in row], ours.name
    (tileset,) = tiled["tilesets"]
    assert tileset["firstgid"] == 1 and tileset["name"] == "town"
    assert tileset["tilecount"] > max(max(lay.get("data") or [0]) for lay in tiled["layers"])
    assert (out.parent / tileset["image"]).resolve().exists()
    tile_props = {1 + t["id"]: _props(t.get("properties")) for t in tileset.get("tiles", ())}
    assert {k: v for k, v in tile_props.items() if v} == game.tile_properties


def _tiles(tmx: Path, size: int) -> np.ndarray:
    """The tileset's pictures, (id, size, size, RGBA) as floats, read from the map's .tsx."""
    src = ET.parse(tmx).getroot().find("tileset").get("source")
    tsx = (tmx.parent / src).resolve()
    root = ET.parse(tsx).getroot()
    image = pygame.image.load(str(tsx.parent / root.find("image").get("source")))
    rgb = pygame.surfarray.array3d(image).transpose(1, 0, 2)
    alpha = pygame.surfarray.array_alpha(image).T[..., None]
    sheet = np.concatenate([rgb, alpha], axis=2).astype(np.float32)
    rows, columns = sheet.shape[0] // size, int(root.get("columns"))
    tiles = sheet.reshape(rows, size, columns, size, 4).transpose(0, 2, 1, 3, 4)
    return tiles.reshape(rows * columns, size, size, 4)[: int(root.get("tilecount"))]


def _composite(tmx: Path) -> np.ndarray:
    """The tile layers drawn in order from the tileset's pictures: what Tiled should draw."""
    game = read_tmx(tmx)
    ts = game.tilewidth
    tiles = np.concatenate([np.zeros((1, ts, ts, 4), np.float32), _tiles(tmx, ts)])  # 0: none
    canvas = np.zeros((game.height * ts, game.width * ts, 3), np.float32)
    for layer in game.layers:
        if isinstance(layer, TmxObjectGroup):
            continue
        for y, row in enumerate(layer.data):  # a row of tiles at a time: (ts, width * ts, 4)
            strip = tiles[np.asarray(row)].transpose(1, 0, 2, 3).reshape(ts, -1, 4)
            a = strip[..., 3:] / 255
            under = canvas[y * ts : (y + 1) * ts]
            under[:] = strip[..., :3] * a + under * (1 - a)
    return canvas


@pytest.mark.skipif(RASTERIZER is None, reason="tmxrasterizer (Tiled's renderer) is not on PATH")
def test_tiled_draws_the_tiles_the_map_names(tmx, tmp_path):
    out = tmp_path / "town.png"
    shown = [a for layer in TILE_LAYERS for a in ("--show-layer", layer)]
    run_tiled(RASTERIZER, "--no-smoothing", *shown, tmx, out, home=tmp_path / "q")
    picture = pygame.image.load(str(out))
    drawn = pygame.surfarray.array3d(picture).transpose(1, 0, 2).astype(np.float32)
    want = _composite(tmx)
    assert drawn.shape[:2] == want.shape[:2]
    off = np.abs(drawn - want).max(axis=2) > 8
    assert off.mean() < 0.01, f"{off.mean():.1%} of the pixels differ from the tiles named"


def test_a_made_town_saved_again_by_tiled_is_unchanged(made, tmp_path):
    again = made.with_name("saved_by_tiled.tmx")  # same folder: same relative tileset path
    run_tiled(TILED, "--export-map", "tmx", made, again, home=tmp_path / "q")
    assert again.read_bytes() == made.read_bytes()
