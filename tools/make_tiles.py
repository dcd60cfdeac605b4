"""Generate the town tileset: assets/tiles/town.png (32px tiles, 16 columns) and town.tsx.

All art is painted by code (see tiles_terrain, tiles_furniture, tiles_public, tiles_nature),
deterministically.
Importing this module is cheap: TILE_NAMES, COLLIDES and STAMPS are derived from the sprite
registry without painting, so the town maker (tools/town_maker) can place tiles by name.

Tile ids are fixed: the shipped towns are Tiled files that name tiles by id (id = place in
``TILE_NAMES``), so a new sprite goes at the very end of ``SPRITES`` and no tile moves or
changes size. After a change, build into a temporary folder (``build(Path(tmp))``) and check
that the committed tiles are unchanged, then run tests/test_tiled_opens.py.

Run from the repo root:  python tools/make_tiles.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
from tiles_furniture import furniture_sprites  # noqa: E402
from tiles_nature import nature_sprites  # noqa: E402
from tiles_paint import T  # noqa: E402
from tiles_public import public_sprites  # noqa: E402
from tiles_terrain import terrain_sprites  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "tiles"
COLUMNS = 16

SPRITES = terrain_sprites() + furniture_sprites() + public_sprites() + nature_sprites()

TILE_NAMES: list[str] = [n for sp in SPRITES for row in sp.names for n in row]
COLLIDES: set[str] = {
    n
    for sp in SPRITES
    for row, crow in zip(sp.names, sp.collides, strict=True)
    for n, c in zip(row, crow, strict=True)
    if c
}
# Multi-tile pieces by stamp key -> rows of tile names (e.g. STAMPS["bed_blue"] = [["bed_blue_top"], ["bed_blue_bottom"]]).
STAMPS: dict[str, list[list[str]]] = {sp.stamp: sp.names for sp in SPRITES if sp.stamp}

if len(set(TILE_NAMES)) != len(TILE_NAMES):
    dupes = sorted({n for n in TILE_NAMES if TILE_NAMES.count(n) > 1})
    raise SystemExit(f"duplicate tile names: {dupes}")


def paint_sheet() -> pygame.Surface:
    """Paint every sprite and pack its tiles in TILE_NAMES order into one sheet."""
    rows = (len(TILE_NAMES) + COLUMNS - 1) // COLUMNS
    sheet = pygame.Surface((COLUMNS * T, rows * T), pygame.SRCALPHA, 32)
    sheet.fill((0, 0, 0, 0))
    i = 0
    for sp in SPRITES:
        surf = sp.paint()
        want = (len(sp.names[0]) * T, len(sp.names) * T)
        if surf.get_size() != want:
            raise SystemExit(f"sprite {sp.names[0][0]} painted {surf.get_size()}, expected {want}")
        for r, row in enumerate(sp.names):
            for c, _name in enumerate(row):
                sheet.blit(
                    surf, ((i % COLUMNS) * T, (i // COLUMNS) * T), pygame.Rect(c * T, r * T, T, T)
                )
                i += 1
    return sheet


def tsx_text(image_w: int, image_h: int) -> str:
    """External Tiled tileset with `name` and `collides` properties on every tile."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.8" tiledversion="1.8.2" name="town" tilewidth="{T}" tileheight="{T}" '
        f'tilecount="{len(TILE_NAMES)}" columns="{COLUMNS}">',
        f' <image source="town.png" width="{image_w}" height="{image_h}"/>',
    ]
    for tid, name in enumerate(TILE_NAMES):
        collides = "true" if name in COLLIDES else "false"
        lines += [
            f' <tile id="{tid}">',
            "  <properties>",
            f'   <property name="collides" type="bool" value="{collides}"/>',
            f'   <property name="name" value={quoteattr(name)}/>',
            "  </properties>",
            " </tile>",
        ]
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def expected_tsx() -> str:
    """The tsx text build() writes, without painting (lets the town maker detect a stale tileset)."""
    rows = (len(TILE_NAMES) + COLUMNS - 1) // COLUMNS
    return tsx_text(COLUMNS * T, rows * T)


def build(out_dir: Path = OUT_DIR) -> tuple[Path, Path]:
    """Write town.png and town.tsx; returns their paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    sheet = paint_sheet()
    png = out_dir / "town.png"
    tsx = out_dir / "town.tsx"
    pygame.image.save(sheet, str(png))
    tsx.write_text(tsx_text(*sheet.get_size()), encoding="utf-8")
    return png, tsx


if __name__ == "__main__":
    png, tsx = build()
    print(
        f"wrote {png.relative_to(ROOT)} and {tsx.relative_to(ROOT)}: {len(TILE_NAMES)} tiles, "
        f"{len(COLLIDES)} blocking"
    )
