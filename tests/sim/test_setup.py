"""Starting a town: bad residents files and bad maps are one line, never a traceback."""

import json
import shutil
from pathlib import Path

import pytest

from game.app_setup import SetupError, available_towns, build_simulation

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def town_dir(tmp_path):
    """A copy of Smallville in a temporary maps/ folder (the tileset reached by a link)."""
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "tiles").symlink_to(ROOT / "assets" / "tiles")
    folder = tmp_path / "maps" / "copy"
    folder.mkdir(parents=True)
    shutil.copy(ROOT / "maps" / "smallville" / "town.tmx", folder / "town.tmx")
    shutil.copy(ROOT / "maps" / "smallville" / "residents.json", folder / "residents.json")
    return folder


def test_a_hidden_folder_left_by_a_killed_town_maker_is_not_a_town(town_dir):
    """A maker killed after writing its map but before moving the folder into place leaves
    ``.NAME.xyz/town.tmx``: not listed as a town (the next make of NAME removes it)."""
    left = town_dir.parent / ".harbour.k2j9"
    left.mkdir()
    shutil.copy(town_dir / "town.tmx", left / "town.tmx")
    assert available_towns(town_dir.parent) == ["copy"]


def test_the_copy_starts(town_dir):
    assert available_towns(town_dir.parent) == ["copy"]
    sim = build_simulation("copy", residents=2, maps_dir=town_dir.parent)
    sim.run_steps(10)


def test_a_home_that_is_not_on_the_map(town_dir):
    data = json.loads((town_dir / "residents.json").read_text(encoding="utf-8"))
    data["residents"][0]["home"] = {"sector": "Hart Castle", "arena": "Throne Room"}
    (town_dir / "residents.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SetupError) as e:
        build_simulation("copy", maps_dir=town_dir.parent)
    assert (
        "daniel_hart" in str(e.value) and "Hart Castle" in str(e.value) and "\n" not in str(e.value)
    )


def test_a_broken_map(town_dir):
    text = (town_dir / "town.tmx").read_text(encoding="utf-8")
    (town_dir / "town.tmx").write_text(
        text.replace('name="arenas"', 'name="rooms"'), encoding="utf-8"
    )
    with pytest.raises(SetupError) as e:
        build_simulation("copy", maps_dir=town_dir.parent)
    assert "arenas" in str(e.value) and "\n" not in str(e.value)


def test_a_truncated_map(town_dir):
    text = (town_dir / "town.tmx").read_text(encoding="utf-8")
    (town_dir / "town.tmx").write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(SetupError) as e:
        build_simulation("copy", maps_dir=town_dir.parent)
    assert "town.tmx" in str(e.value) and "\n" not in str(e.value)
