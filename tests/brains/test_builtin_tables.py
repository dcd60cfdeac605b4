"""Built-in brain tables as data: loading, one-line refusals, a town's own file, no town names."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.brains.builtin import table_load
from game.brains.builtin.activities import classify
from game.brains.builtin.tables import (
    DATA_DIR,
    TablesError,
    active,
    check_against_town,
    load_tables,
    use_tables,
)
from game.brains.builtin.talk import conversation_topics
from game.brains.builtin.text import is_place_name
from game.world.places import ARENA_KINDS, OBJECT_KINDS, SECTOR_KINDS

ROOT = Path(__file__).resolve().parents[2]
SMALLVILLE = ROOT / "maps" / "smallville" / "activities.toml"

FISHING = """
[[activity]]
name = "angling"
keywords = ["angling", "go angling", "cast a line"]
sectors = ["park"]
arenas = ["pond"]
emoji = "🎣"
past = "went angling"
steps = [
    { text = "cast a line into the pond", minutes = 15, emoji = "🎣", arenas = ["pond"] },
    { text = "wait for a bite on a bench", objects = ["bench"], minutes = 10, emoji = "🪑" },
]

[[activity]]
name = "social_pub"
add_keywords = ["the tap room~"]

[names]
place_words = ["taproom"]
"""


@pytest.fixture
def restore_tables():
    before = active()
    yield
    use_tables(before)


def _one_line_error(*args) -> str:
    with pytest.raises(TablesError) as info:
        load_tables(*args)
    text = str(info.value)
    assert "\n" not in text
    err = info.value
    assert err.__cause__ is None and (err.__context__ is None or err.__suppress_context__)
    return text


def _data_copy(tmp_path: Path, monkeypatch, file: str, old: str, new: str) -> None:
    """The shared data files in tmp_path with one edit, read instead of the real ones."""
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    text = (data / file).read_text(encoding="utf-8")
    assert text.count(old) >= 1, old
    (data / file).write_text(text.replace(old, new, 1), encoding="utf-8")
    monkeypatch.setattr(table_load, "DATA_DIR", data)


# ---------------------------------------------------------------------------- loading
def test_shared_tables_load_and_name_only_known_kinds():
    tables = load_tables()
    assert len(tables.taxonomy) >= 40
    assert len(tables.by_name) == len(tables.taxonomy)
    known = {"sector": SECTOR_KINDS, "arena": ARENA_KINDS, "object": OBJECT_KINDS}
    assert tables.kind_refs and all(r.kind in known[r.axis] for r in tables.kind_refs)
    event = tables.by_name["event"]
    assert event.host_steps and "host" not in event.variants  # its own field now
    assert set(tables.generic_name_words) and tables.opening_times["cafe"] == 7 * 60


def test_an_unknown_kind_in_a_shared_file_is_one_line(tmp_path, monkeypatch):
    _data_copy(
        tmp_path,
        monkeypatch,
        "activities.toml",
        'arenas = ["kitchen", "studio", "dining_area"]',
        'arenas = ["kitchenette", "studio", "dining_area"]',
    )
    text = _one_line_error()
    assert text.endswith(
        "activities.toml: activity[5].arenas[1]: unknown arena kind 'kitchenette' (activity 'meal')"
    )


@pytest.mark.parametrize(
    ("file", "old", "new", "says"),
    [
        (
            "activities.toml",
            "minutes = 15",
            'minutes = "ten"',
            "minutes: expected a whole number from 1 to 60, got 'ten'",
        ),
        (
            "activities.toml",
            'past = "slept"',
            'past = "slept"\nsnore = true',
            "activity[1].snore: is not a known key",
        ),
        ("activities.toml", 'customer = "errands"', 'customer = "shopping"', "unknown category"),
        ("places.toml", "home_kinds = [", 'home_kinds = ["house", ', "sector kind 'house'"),
        (
            "speech.toml",
            "greet_family = [",
            "greet_family = 3\nx = [",
            "greet_family: expected a list",
        ),
        ("speech.toml", '"{Tod}, {addr}."', '"{Tod}, {dear}."', "unknown placeholder '{dear}'"),
        (
            "words.toml",
            "[verbs.gerunds]",
            "[verbs.gerunds]\nx = 1",
            "gerunds.x: expected some text",
        ),
        ("activities.toml", '"order {meal}', '"order {food}', "unknown placeholder '{food}'"),
        ("talk.toml", "[topics.", "[topics.x]\npattern = '(unclosed'\n\n[topics.", "bad regex"),
        ("activities.toml", "[[activity]]", "[[activity]\n", "not valid TOML"),
    ],
)
def test_bad_shared_data_is_refused_in_one_line(tmp_path, monkeypatch, file, old, new, says):
    _data_copy(tmp_path, monkeypatch, file, old, new)
    text = _one_line_error()
    assert file in text and says in text, text


def test_the_command_line_check_prints_one_line_and_no_traceback(tmp_path):
    bad = tmp_path / "activities.toml"
    bad.write_text(FISHING.replace('arenas = ["pond"]\nemoji', 'arenas = ["jetty"]\nemoji'))
    cmd = [sys.executable, "-m", "game.brains.builtin", str(bad)]
    run = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert run.stdout == ""
    assert run.stderr.splitlines() == [
        f"{bad}: activity[1].arenas[1]: unknown arena kind 'jetty' (activity 'angling')"
    ], run.stderr
    ok = subprocess.run(cmd[:-1] + [str(SMALLVILLE)], cwd=ROOT, capture_output=True, text=True)
    assert ok.returncode == 0 and ok.stdout.startswith("ok: ") and not ok.stderr


# ---------------------------------------------------------------------------- a town's file
def test_a_town_file_is_merged_over_the_shared_tables(tmp_path, restore_tables):
    town = tmp_path / "activities.toml"
    town.write_text(FISHING, encoding="utf-8")
    shared, merged = load_tables(), load_tables(town)
    assert "angling" not in shared.by_name
    assert [c.name for c in merged.taxonomy][: len(shared.taxonomy)] == [
        c.name for c in shared.taxonomy
    ]
    assert merged.taxonomy[-1].name == "angling"
    pub = merged.by_name["social_pub"]
    assert pub.keywords[-1] == "the tap room~" and pub.steps == shared.by_name["social_pub"].steps
    assert "taproom" in merged.place_words and merged.place_words > shared.place_words
    assert merged.files[-1].endswith("activities.toml") and len(merged.files) == 6

    use_tables(merged)
    assert classify("go angling at the pond").name == "angling"
    assert is_place_name("The Old Taproom")
    use_tables(shared)  # switching back: caches are per tables, nothing stale
    assert classify("go angling at the pond").name != "angling"
    assert not is_place_name("The Old Taproom")


def test_a_missing_town_file_means_the_shared_tables(tmp_path):
    tables = load_tables(tmp_path / "activities.toml")
    assert len(tables.files) == 5


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ('news_leads = ["Psst:"]', "news_leads cannot be changed by a town's file"),
        ('[[activity]]\nname = "knit"\nkeywords = ["knit"]', "activity 'knit' is new and has no"),
        ('[[activity]]\nname = "sleep"\ncustomer = "nap"', "names unknown category 'nap'"),
        ("[topics.x]\nlines = ['a']", "topics 'x' has no 'pattern'"),
        ("[topics.x]\npattern = 'x'\nbefore = 'nothing'", "before unknown topic 'nothing'"),
        ("[places]\nhome_kinds = ['home']", "places: is not a known key"),
    ],
)
def test_a_bad_town_file_is_refused_in_one_line(tmp_path, text, says):
    town = tmp_path / "activities.toml"
    town.write_text(text + "\n", encoding="utf-8")
    message = _one_line_error(town)
    assert message.startswith(str(town)) and says in message, message


def test_check_against_town_lists_the_town_files_kinds_the_map_lacks(tmp_path):
    town = tmp_path / "activities.toml"
    town.write_text(FISHING, encoding="utf-8")
    tables = load_tables(town)
    no_pond = ARENA_KINDS - {"pond"}
    assert check_against_town(tables, SECTOR_KINDS, ARENA_KINDS, OBJECT_KINDS) == []
    problems = check_against_town(tables, SECTOR_KINDS, no_pond, OBJECT_KINDS)
    assert problems == [
        f"{town}: activity 'angling' names arena kind 'pond', which the town's map lacks"
    ]
    # the shared tables may name kinds a small town lacks: only listed on request
    shared = check_against_town(tables, SECTOR_KINDS, no_pond, OBJECT_KINDS, shared=True)
    assert len(shared) > 1 and all("'pond'" in line for line in shared)


def test_smallville_file_restores_its_storylines(restore_tables):
    tables = load_tables(SMALLVILLE)
    assert check_against_town(tables, SECTOR_KINDS, ARENA_KINDS, OBJECT_KINDS) == []
    text = "Camille is planning a Valentine's Day party. See you at the party!"
    use_tables(load_tables())
    assert conversation_topics(text) == ["the party"]
    assert not is_place_name("Copper Kettle")
    use_tables(tables)
    assert conversation_topics(text) == ["the Valentine's Day party"]
    assert is_place_name("Copper Kettle") and is_place_name("Sunny Bean")


# ---------------------------------------------------------------------------- no town names
def _town_names() -> set[str]:
    """Residents' names and the distinctive words of the places of every town under maps/."""
    names: set[str] = set()
    generic = load_tables().place_words | {"town", "main", "walk"}
    for folder in (ROOT / "maps").iterdir():
        residents = folder / "residents.json"
        if residents.exists():
            for r in json.loads(residents.read_text(encoding="utf-8"))["residents"]:
                names.add(r["name"])
                names.update(r["name"].split())
        tmx = folder / "town.tmx"
        if tmx.exists():
            text = tmx.read_text(encoding="utf-8")
            for group in re.findall(
                r'<objectgroup[^>]*name="sectors".*?</objectgroup>', text, re.S
            ):
                for name in re.findall(r'<object [^>]*name="([^"]+)"', group):
                    words = [w.lower() for w in name.split()]
                    if not set(words) <= generic:  # "Town Hall" is a noun, not a name
                        names.add(name)
                    lead = []
                    for word in name.split():
                        if word.lower() in generic:
                            break
                        lead.append(word)
                    if lead:
                        names.add(" ".join(lead))
    return names


def test_no_town_names_in_the_built_in_brain():
    names = _town_names()
    assert "Sunny Bean" in names and "Camille" in names  # the scan sees the real town
    pattern = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in names) + r")\b", re.I)
    folder = ROOT / "game" / "brains" / "builtin"
    mind = ROOT / "game" / "mind"
    mine = [  # the mind's modules the built-in brain's work touches
        mind / f"{m}.py"
        for m in (
            "converse",
            "listeners",
            "gathering_here",
            "days",
            "news",
            "news_index",
            "news_holders",
            "talk_context",
            "language",
            "relations",
            "importance",
            "reflect",
            "plan",
            "persona",
            "forget",
        )
    ]
    mine += sorted((ROOT / "game" / "lang").rglob("*.py"))  # how text is read (English)
    hits = []
    data = [p for p in folder.glob("data/**/*") if p.is_file()]  # (a language's files too)
    for path in sorted([*folder.glob("*.py"), *data, *mine]):
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for m in pattern.finditer(line):
                hits.append(f"{path.relative_to(ROOT)}:{i}: {m.group(0)}")
    assert not hits, hits


def test_no_town_names_anywhere_in_game():
    """The ground rule for all of ``game/``: what a town means comes from its map and its
    residents file, so no module, prompt or table names a resident or place of one town (not
    even in a docstring's example). Case-sensitive: "Bell" the surname, not "bell"."""
    names = _town_names()
    pattern = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in sorted(names)) + r")\b")
    hits = []
    for path in sorted((ROOT / "game").rglob("*")):
        if not path.is_file() or path.suffix not in {".py", ".txt", ".toml", ".json", ".md"}:
            continue
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            hits += [f"{path.relative_to(ROOT)}:{i}: {m.group(0)}" for m in pattern.finditer(line)]
    assert not hits, hits
