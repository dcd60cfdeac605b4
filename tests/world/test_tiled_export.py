"""The map opens in the Tiled editor (when Tiled is installed: `apt-get install tiled`)."""

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

TMX = Path(__file__).resolve().parents[2] / "maps" / "smallville" / "town.tmx"


@pytest.mark.skipif(shutil.which("tiled") is None, reason="the Tiled editor is not installed")
def test_tiled_exports_the_map(tmp_path):
    out = tmp_path / "town.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        ["tiled", "--export-map", "json", str(TMX), str(out)],
        env=env,
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr.decode()[-500:]
    data = json.loads(out.read_text())
    names = [layer["name"] for layer in data["layers"]]
    for name in (
        "ground",
        "paths",
        "walls",
        "furniture_below",
        "furniture_above",
        "sectors",
        "arenas",
        "objects",
        "spawns",
    ):
        assert name in names
    assert data["width"] >= 100 and data["height"] >= 70
