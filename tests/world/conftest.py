"""Shared fixtures: the small fixture town written to a temporary directory."""

from __future__ import annotations

import pytest

from game.world.tmx import load_town
from game.world.town import Town
from tests.world.tmx_fixture import write_town


@pytest.fixture
def town_path(tmp_path):
    return write_town(tmp_path)


@pytest.fixture
def town(town_path) -> Town:
    return load_town(town_path)
