"""The residents speak their town's language: a town whose map says ``language="zh"`` is read
with the Chinese reading and its built-in brain phrases in Chinese where the data has them,
whatever the window's language; a town that says nothing is English."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.app_setup import build_simulation
from game.brains.builtin.tables import active, use_tables
from game.lang.en import English
from game.lang.zh import Chinese
from game.mind import language
from game.sim.simulation import SimConfig

ROOT = Path(__file__).resolve().parents[1]
TOWNS = ROOT / "tests" / "towns"


@pytest.fixture(autouse=True)
def _restore():
    tables, reading = active(), language.reading()
    yield
    use_tables(tables)
    language.use(reading)


def _town(tmp_path: Path, code: str | None) -> Path:
    shutil.copytree(TOWNS / "larkholme", tmp_path / "larkholme")
    tmx = tmp_path / "larkholme" / "town.tmx"
    text = tmx.read_text(encoding="utf-8")  # the tileset from the repository, wherever this is
    text = text.replace('source="../../../assets/', f'source="{ROOT.as_posix()}/assets/')
    tmx.write_text(text, encoding="utf-8")
    if code:
        prop = '  <property name="town_name" value="Larkholme"/>\n'
        assert prop in text
        tmx.write_text(
            text.replace(prop, prop + f'  <property name="language" value="{code}"/>\n'),
            encoding="utf-8",
        )
    return tmp_path


def test_a_town_in_chinese_is_read_and_greeted_in_chinese(tmp_path):
    build_simulation("larkholme", maps_dir=_town(tmp_path, "zh"), config=SimConfig(seed=1))
    assert isinstance(language.reading(), Chinese)
    greetings = " ".join(active().phrases["greet_known"])
    assert any("\u4e00" <= ch <= "\u9fff" for ch in greetings), greetings


def test_a_town_that_says_nothing_is_english(tmp_path):
    build_simulation("larkholme", maps_dir=_town(tmp_path, None), config=SimConfig(seed=1))
    assert isinstance(language.reading(), English)
    greetings = " ".join(active().phrases["greet_known"])
    assert not any("\u4e00" <= ch <= "\u9fff" for ch in greetings)
