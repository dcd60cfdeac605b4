"""The built-in brain's activities in Chinese (``data/zh/activities.toml``): laid over the
English activities one by one (``table_language.words_of``), giving only their words. Each
Chinese step is its English step said in Chinese: same objects, minutes, emoji, arenas and
number of alternatives, so a change to the English steps that the Chinese file does not follow
fails here. Keywords and place kinds stay English; what a language may not change is one line."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from game.brains.builtin.activities import classify
from game.brains.builtin.table_language import language_files, overlay
from game.brains.builtin.table_load import read
from game.brains.builtin.table_types import TablesError
from game.brains.builtin.tables import load_tables, use_tables
from game.lang.zh.words import has_chinese

STEP_FIELDS = ("steps", "opening", "closing", "host_steps")


def _shape(step):
    """A step without its words: what must match between the languages."""
    return replace(step, texts=(len(step.texts),))


def _steps_of(cat) -> dict:
    out = {k: getattr(cat, k) for k in STEP_FIELDS}
    out |= {f"variants.{k}": v for k, v in cat.variants.items()}
    out["idle"] = (cat.idle,) if cat.idle else ()
    return out


def test_chinese_activities_are_the_english_steps_in_other_words():
    en, zh = load_tables(), load_tables(language="zh")
    said = 0
    assert [c.name for c in zh.taxonomy] == [c.name for c in en.taxonomy]
    for a, b in zip(en.taxonomy, zh.taxonomy, strict=True):
        for f in fields(a):  # everything but the words is the English file's
            if f.name not in (*STEP_FIELDS, "variants", "idle", "past", "saying", "keywords"):
                assert getattr(a, f.name) == getattr(b, f.name), (a.name, f.name)
        # the English keywords, then any the language adds in its own words
        assert b.keywords[: len(a.keywords)] == a.keywords, a.name
        assert all(has_chinese(k) for k in b.keywords[len(a.keywords) :]), a.name
        ours, theirs = _steps_of(a), _steps_of(b)
        assert ours.keys() == theirs.keys(), a.name
        for key, steps in ours.items():
            assert [_shape(s) for s in steps] == [_shape(s) for s in theirs[key]], (a.name, key)
        if b.steps != a.steps:
            said += 1
            texts = [t for steps in theirs.values() for s in steps for t in s.texts]
            assert all(has_chinese(t) and "{meal}" not in t for t in texts), a.name
            assert has_chinese(b.past), a.name
    assert said >= 15  # what a town's residents do most of the day
    # how talk names each activity (plans are written in the tables' English): Chinese, all
    assert all(has_chinese(c.saying) for c in zh.taxonomy)


def test_english_talk_says_the_plans_own_words():
    assert not any(c.saying for c in load_tables().taxonomy)


def test_a_chinese_gathering_plan_is_a_gathering():
    """The mind writes "go to 孙国华's 生日晚宴 at 梨园小酒家": a Chinese keyword, matched
    inside a word (Chinese has no spaces), makes it the gathering it is."""
    try:
        use_tables(load_tables(language="zh"))
        assert classify("go to 孙国华's 生日晚宴 at 梨园小酒家").name == "event"
        assert classify("在收银台招呼顾客").name == "generic"
    finally:
        use_tables(None)
    assert classify("go to 孙国华's 生日晚宴 at 梨园小酒家").name == "generic"


def test_english_activities_are_unchanged_by_the_chinese_file():
    assert not any(has_chinese(t) for c in load_tables().taxonomy for s in c.steps for t in s.texts)


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ('name = "juggling"\npast = "x"', "is not in the English file"),
        ('name = "hygiene"\nkeywords = ["wash"]', "may give only its words, not 'keywords'"),
    ],
)
def test_a_language_may_say_only_the_words_of_known_activities(tmp_path, entry, problem):
    (tmp_path / "xx").mkdir()
    (tmp_path / "xx" / "activities.toml").write_text(f"[[activity]]\n{entry}\n", "utf-8")
    (layer,) = language_files(tmp_path, "xx", lambda p: read(p, town=False))
    sections = {"activity": [{"name": "hygiene", "keywords": ["shower"], "past": "washed"}]}
    with pytest.raises(TablesError) as err:
        overlay(sections, layer)
    assert problem in str(err.value) and "\n" not in str(err.value)
