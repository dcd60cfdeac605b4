"""Every town shipped in the repository names its tileset by a path inside the repository, so
a checkout anywhere opens it (was: a town made in one worktree named the tileset through
``../../../../work/main/``, which only a checkout at that very place could open)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAPS = sorted([*ROOT.glob("maps/*/town.tmx"), *ROOT.glob("tests/towns/*/town.tmx")])


@pytest.mark.parametrize("tmx", MAPS, ids=[p.parent.name for p in MAPS])
def test_a_shipped_map_names_its_tileset_inside_the_repository(tmx: Path):
    sources = [t.get("source") for t in ET.parse(tmx).getroot().iter("tileset") if t.get("source")]
    assert sources, f"{tmx}: no tileset file named"
    for source in sources:
        assert not Path(source).is_absolute(), source
        target = (tmx.parent / source).resolve()
        assert target.is_relative_to(ROOT.resolve()), f"{tmx.parent.name}: {source}"
        # the same path from a copy of the repository elsewhere: no name of this checkout's
        # own folders on the way
        climbs = len(tmx.parent.relative_to(ROOT).parts)
        assert Path(source).parts[:climbs] == ("..",) * climbs, source
        assert Path(source).parts[climbs] != "..", source
        assert target.exists(), source
