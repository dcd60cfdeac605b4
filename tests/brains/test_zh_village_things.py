"""A Chinese town's days are a Chinese village's: its tea, chess, mahjong, buns and yellow wine,
not a translated latte, crossword, croissant or darts. The built-in brain's Chinese data
(``data/zh``) and the town maker's (``tools/town_maker/data/zh``) say no such thing; what one
orders at the counter when one's memories name no drink is the town's own (茶, 黄酒), not
"coffee" or "half" in a Chinese line; the English data is as it was."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from game.brains.builtin import spoken_words
from game.brains.builtin.tables import load_tables, use_tables
from game.lang.zh.words import has_chinese

MAKER_ZH = Path(__file__).resolve().parents[2] / "tools" / "town_maker" / "data" / "zh"
WESTERN = ("拿铁", "卡布奇诺", "填字", "牛角包", "飞镖", "咖啡", "黄油", "烤箱", "面包", "野餐")
WESTERN += ("马掌", "香肠", "唱片", "花草茶")  # (horseshoes, sausages, records, herbal tea)


def _said(tables) -> list[str]:
    """Every text the tables put into a plan or a line: steps, sayings, phrases, pieces."""
    out = []
    for c in tables.taxonomy:
        for steps in (c.steps, c.opening, c.closing, c.host_steps, *c.variants.values()):
            out += [t for s in steps for t in s.texts]
        out += [c.saying or "", c.past or ""]
    for sets in (tables.phrases, tables.pieces):
        out += [x for v in sets.values() for x in v]
    return out


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def test_the_chinese_tables_say_no_western_cafe_things():
    said = _said(load_tables(language="zh"))
    assert not [x for x in said if any(w in x for w in WESTERN)]
    for thing in ("茶", "象棋", "地主", "包子", "黄酒"):
        assert any(thing in x for x in said), thing


def test_the_english_tables_are_as_they_were():
    said = _said(load_tables())
    assert "pour a latte for a customer" in said and "do the crossword" in said


def test_the_town_makers_chinese_pastimes_and_places():
    texts = []
    for name in ("people.toml", "places.toml", "text.toml", "stories.toml"):
        texts += _strings(tomllib.loads((MAKER_ZH / name).read_text(encoding="utf-8")))
    assert not [x for x in texts if any(w in x for w in WESTERN)]
    pastimes = tomllib.loads((MAKER_ZH / "people.toml").read_text(encoding="utf-8"))["pastimes"]
    for thing in ("广场舞", "麻将", "象棋", "毛笔"):
        assert any(thing in p for p in pastimes), thing


@pytest.mark.parametrize(("language", "cafe", "pub"), [("en", "coffee", "half"), ("zh", "", "")])
def test_the_usual_at_the_counter_is_the_towns_own(language, cafe, pub):
    use_tables(load_tables(language=language))
    try:
        got = [
            spoken_words.said(f"drink_usual_{k}", at / 4)
            for k in ("cafe", "pub")
            for at in range(4)
        ]
        if language == "en":
            assert set(got[:4]) == {cafe} and set(got[4:]) == {pub}
        else:
            assert all(has_chinese(x) and x.isascii() is False for x in got), got
    finally:
        use_tables(None)
