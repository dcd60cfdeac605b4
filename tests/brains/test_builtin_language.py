"""The built-in brain's phrasing in another language: ``data/zh/speech.toml`` laid over the
English sets (``table_language``), set by set; English tables are what they always were; a
language without a folder, or a set English does not have, is one line."""

from __future__ import annotations

import re
from dataclasses import fields

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.table_language import language_files, overlay
from game.brains.builtin.table_load import read
from game.brains.builtin.table_types import TablesError
from game.brains.builtin.tables import check_against_town, load_tables, use_tables
from game.lang.zh.words import has_chinese
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Place
from tests.brains.test_builtin_support import cards

GREETINGS = ("greet_known", "greet_close", "greet_family", "greet_stranger", "bye_generic")


def test_english_is_the_default_and_unchanged():
    a, b = load_tables(), load_tables(language="en")  # (Tables compare by identity)
    assert all(getattr(a, f.name) == getattr(b, f.name) for f in fields(a))
    assert not any(has_chinese(x) for lines in load_tables().phrases.values() for x in lines)


def test_chinese_lines_over_english_but_the_plan_sets():
    en, zh = load_tables(), load_tables(language="zh")
    for name in GREETINGS:
        assert all(has_chinese(x) for x in zh.phrases[name]), name
    told_in_chinese = {k for k, v in zh.phrases.items() if v != en.phrases[k]}
    for k in told_in_chinese:  # no Latin letter but in a placeholder
        assert not any(re.search("[A-Za-z]", re.sub(r"\{\w+\}", "", x)) for x in zh.phrases[k]), k
    # left English: the plan sets (the activity tables know a plan by its English words) and
    # a set with no words of its own
    assert set(en.phrases) - told_in_chinese == {
        *(k for k in en.phrases if k.startswith("plan_")),
        "tell_project",
        "ins_news_plan",
    }
    assert set(zh.phrases) == set(en.phrases)
    # the pieces code puts into a line: every one in Chinese, but the forms of address that
    # are the given name in both languages (a sweetheart's, a child's, a grown-up peer's:
    # address_forms)
    assert set(zh.pieces) == set(en.pieces)
    same = {k for k, v in zh.pieces.items() if v == en.pieces[k]}
    assert same == {"address_close", "address_child", "address_peer"}
    assert all(v == ("{given}",) for k, v in en.pieces.items() if k.startswith("address_"))
    assert zh.talk_topics == en.talk_topics  # (activities: tests/brains/test_zh_activities.py)
    # the language's file is shared data, not a town's own: never blamed on a town's map
    assert check_against_town(zh, [], [], []) == check_against_town(en, [], [], [])


@pytest.mark.parametrize("code", ["fr", "", "../data", "zh/.."])
def test_a_language_without_phrasing_is_one_line(code):
    with pytest.raises(TablesError) as err:
        load_tables(language=code)
    assert "\n" not in str(err.value) and "en, zh" in str(err.value)


def test_a_language_file_with_a_set_english_lacks_is_one_line(tmp_path):
    (tmp_path / "xx").mkdir()
    (tmp_path / "xx" / "speech.toml").write_text(
        '[phrases]\ngreet_known = ["Salut, {addr}."]\ngreet_nobody = ["Salut."]\n',
        encoding="utf-8",
    )
    (layer,) = language_files(tmp_path, "xx", lambda p: read(p, town=False))
    sections = {"phrases": {"greet_known": ["Hello, {addr}."]}}
    with pytest.raises(TablesError) as err:
        overlay(sections, layer)
    assert "greet_nobody" in str(err.value) and "\n" not in str(err.value)
    (tmp_path / "xx" / "speech.toml").write_text(
        '[phrases]\ngreet_known = ["Salut, {oops}."]\n', encoding="utf-8"
    )
    with pytest.raises(TablesError) as err:
        language_files(tmp_path, "xx", lambda p: read(p, town=False))
    assert "oops" in str(err.value) and "\n" not in str(err.value)


def test_the_built_in_brain_greets_in_chinese_with_the_chinese_set():
    by_id = {c.id: c for c in cards()}
    a, b = list(by_id.values())[:2]

    def first_line() -> str:
        req = UtteranceRequest(
            speaker=a,
            listeners=(Listener(id=b.id, name=b.name, relationship=""),),
            place=Place(sector="Sunny Bean Cafe", arena="Dining Area"),
            now=10 * 60,
            transcript=(),
            news=(),
            max_turns_left=8,
        )
        return BuiltinBrain(seed=2).next_utterance(req).text

    english = first_line()
    try:
        use_tables(load_tables(language="zh"))
        chinese = first_line()
    finally:
        use_tables(None)
    assert not has_chinese(english) and has_chinese(chinese), (english, chinese)
    assert first_line() == english  # back to the shared tables: the same line as before
