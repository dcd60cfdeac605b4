"""A Chinese town from the town maker (``--language zh``): every text of it in Chinese from the
maker's own data (``tools/town_maker/data/zh``), the map's ``language`` set, the game's own
checks passed; every sentence the code says has its Chinese in the data; making a Chinese town
leaves the English ones as they were; the committed Chinese towns open in the window."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from game.app_setup import load_town_files
from tools.town_maker import catalogue, cli

ROOT = Path(__file__).resolve().parents[1]
MAKER = ROOT / "tools" / "town_maker"
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
NOT_TEXT = {"id", "about", "appearance", "days", "hours", "wake", "sleep", "topic", "start", "end"}
NOT_TEXT |= {"date", "gender", "skin", "hair", "hair_style", "top", "bottom", "accessory"}
NOT_TEXT |= {"at"}  # where a request has the two meet: a code (game.mind.records.MEET_AT)
NOT_TEXT |= {
    "project"
}  # a project of one's own: a key of the brain's tables (projects.toml), not words
NOT_TEXT |= {"for"}  # whom a gathering is held for: a resident's id
NOT_TEXT |= {"feelings"}  # what one feels for someone: codes by id ("crush")


def make(maps: Path, name: str, *options: str) -> Path:
    assert cli.main([name, "--maps-dir", str(maps), "--quiet", *options]) == 0
    return maps / name


@pytest.fixture(scope="module", params=["village", "harbour", "quarter"])
def chinese(request, tmp_path_factory) -> Path:
    maps = tmp_path_factory.mktemp("maps")
    return make(maps, "zhen", "--residents", "40", "--seed", "2", "--kind", request.param,
                "--language", "zh")  # fmt: skip


def _texts(value, key=""):
    """Every free text of a residents file (not ids, times, days or colours)."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k not in NOT_TEXT:
                yield from _texts(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from _texts(v, key)
    elif isinstance(value, str):
        yield key, value


def test_every_text_of_a_chinese_town_is_chinese(chinese):
    doc = json.loads((chinese / "residents.json").read_text(encoding="utf-8"))
    english = [
        (k, t)
        for k, t in _texts(doc)
        if LATIN_WORD.search(t.replace("{when}", "")) and k != "gender"
    ]
    assert english == []
    assert all(re.fullmatch(r"[\u4e00-\u9fff]{2,4}", r["name"]) for r in doc["residents"])
    assert re.fullmatch(r"[\u4e00-\u9fff]+", doc["town"])
    tmx = (chinese / "town.tmx").read_text(encoding="utf-8")
    assert '<property name="language" value="zh"/>' in tmx
    names = re.findall(r'<object [^>]*name="([^"]*)"', tmx)
    assert names and [n for n in names if LATIN_WORD.search(n)] == []
    assert json.loads((chinese / "maker.json").read_text(encoding="utf-8"))["language"] == "zh"


def test_a_chinese_town_has_its_storylines(chinese):
    doc = json.loads((chinese / "residents.json").read_text(encoding="utf-8"))
    facts = [f for r in doc["residents"] for f in r["facts"]]
    topics = {f["topic"] for f in facts}
    assert {"party", "quarrel", "project", "romance"} <= topics
    events = [f["event"] for f in facts if "event" in f]
    assert events and all(e["date"] and e["place"] for e in events)
    assert all("{when}" in f["mine"] for f in facts if "event" in f)


def test_the_game_loads_a_chinese_town_with_its_own_checks(chinese):
    load_town_files(str(chinese))


def test_every_sentence_the_code_says_has_its_chinese():
    source = "\n".join(p.read_text(encoding="utf-8") for p in MAKER.glob("*.py"))
    said = set(re.findall(r'\bsay\(\s*"(\w+)"', source))
    picked = set(re.findall(r'\bpick\(\s*"(\w+)"', source))
    assert len(said) > 50 and picked
    catalogue.use("zh")
    try:
        text = catalogue.load("text")
    finally:
        catalogue.use("en")
    assert said - set(text["say"]) == set()
    assert picked - set(text["lists"]) == set()


def test_making_a_chinese_town_leaves_english_towns_as_they_were(tmp_path):
    a = make(tmp_path / "a", "dale", "--residents", "12", "--seed", "4")
    make(tmp_path / "zh", "dale", "--residents", "12", "--seed", "4", "--language", "zh")
    b = make(tmp_path / "b", "dale", "--residents", "12", "--seed", "4")
    for name in ("residents.json", "town.tmx", "maker.json"):
        assert (a / name).read_bytes() == (b / name).read_bytes()
    assert "language" not in json.loads((a / "maker.json").read_text(encoding="utf-8"))
    assert 'name="language"' not in (a / "town.tmx").read_text(encoding="utf-8")


@pytest.mark.parametrize("option", [["--language", "fr"], ["--town-name", " "]])
def test_a_bad_language_or_town_name_is_one_line_exit_2(option, tmp_path, capsys):
    assert cli.main(["dale", "--maps-dir", str(tmp_path), *option]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "town maker:" in err
    assert not (tmp_path / "dale").exists()


def _chinese_towns() -> list[Path]:
    out = []
    for about in sorted((ROOT / "maps").glob("*/maker.json")):
        if json.loads(about.read_text(encoding="utf-8")).get("language") == "zh":
            out.append(about.parent)
    return out


def test_there_is_a_chinese_town_in_maps():
    assert _chinese_towns()


@pytest.mark.parametrize("town", _chinese_towns(), ids=lambda p: p.name)
def test_a_committed_chinese_town_opens_in_the_window(town, tmp_path):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app_setup import build_simulation
    from game.sim.simulation import SimConfig
    from game.ui.app import run_window

    sim = build_simulation(town.name, config=SimConfig(seed=1, lockstep=False))
    shot = tmp_path / "town.png"
    assert run_window(sim, fps=0, speed=4, max_frames=300, screenshot=str(shot)) == 0
    assert sim.clock.step_count > 0
    assert shot.exists() and shot.stat().st_size > 10_000
