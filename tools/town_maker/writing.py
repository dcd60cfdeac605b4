"""A made town to disk, all or nothing: every file is written into a hidden folder beside the
destination, the game loads it from there with its own checks (``load_town_files``: the map's
validation, the residents schema, homes and workplaces on the map), and only then is the folder
renamed into place. A failure leaves nothing behind; an existing town is never overwritten.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path

from tools.town_maker import ROOT

TSX = ROOT / "assets" / "tiles" / "town.tsx"


class WriteError(Exception):
    """One line: why the town was not written."""


def tileset_ok() -> str | None:
    """Why the shared tileset cannot be used, or None."""
    import make_tiles

    if not TSX.exists() or TSX.read_text(encoding="utf-8") != make_tiles.expected_tsx():
        return "assets/tiles/town.tsx is missing or stale: run tools/make_tiles.py first"
    return None


def write_town(dest: Path, tmx: str, residents: dict, sheets: dict, about: dict) -> None:
    """Write ``dest`` (which must not exist) with the map, the residents file, one character
    sheet per resident (``sheets``: id -> 128x128 RGBA array) and ``maker.json``."""
    import pygame
    from make_characters import array_to_surface

    from game.app_setup import SetupError, load_town_files

    dest.parent.mkdir(parents=True, exist_ok=True)
    for stale in dest.parent.glob(f".{dest.name}.*"):  # left by a maker killed mid-write
        if stale.is_dir() and (stale / "maker.json").exists():
            shutil.rmtree(stale, ignore_errors=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{dest.name}.", dir=dest.parent))
    try:
        text = json.dumps(residents, indent=2, ensure_ascii=False) + "\n"
        (tmp / "residents.json").write_text(text, encoding="utf-8")
        (tmp / "maker.json").write_text(
            json.dumps(about, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        chars = tmp / "characters"
        chars.mkdir()
        pygame.init()
        for rid, sheet in sheets.items():
            pygame.image.save(array_to_surface(sheet), str(chars / f"{rid}.png"))
        # the map last: a folder the game lists as a town (one with a town.tmx) is a whole one,
        # even if the maker is killed before it can clean up
        (tmp / "town.tmx").write_text(tmx, encoding="utf-8")
        try:
            load_town_files(str(tmp.resolve()))
        except SetupError as e:
            raise WriteError(f"the made town failed the game's checks: {e}") from None
        os.chmod(tmp, 0o755)
        if dest.exists():
            raise WriteError(f"{dest} appeared while the town was being made; not overwritten")
        os.rename(tmp, dest)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
