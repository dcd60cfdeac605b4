"""The mind's own words the window shows (moods, what moved them, needs, skills and stages)
are all in the window's catalog, so a Chinese window never shows them in English."""

import tomllib
from pathlib import Path

from game.mind.inner.tables import NEEDS
from game.ui import i18n
from game.ui.mind_words import KNOWN, said

DATA = Path(__file__).resolve().parents[2] / "game" / "mind" / "data"


def test_every_word_of_the_minds_data_is_known():
    inner = tomllib.loads((DATA / "inner.toml").read_text(encoding="utf-8"))
    skills = tomllib.loads((DATA / "skills.toml").read_text(encoding="utf-8"))
    words = set(inner["words"]) | {e["why"] for e in inner["events"].values()} | set(NEEDS)
    words |= {k.replace("_", " ") for k in skills["skills"]} | {s["name"] for s in skills["stages"]}
    assert words - KNOWN == set()


def test_they_are_said_in_chinese():
    before = i18n.current_language()
    try:
        i18n.use_language("zh")
        assert said("content") == "满足" and said("library_work") == "图书馆工作"
        assert said("a word no data has") == "a word no data has"
    finally:
        i18n.use_language(before)
