"""One language setting: ``--language`` > ``[game] language`` in config.toml > the town's own
``language`` map property > English; a bad value at any layer is one line and exit code 2."""

from pathlib import Path

import pytest

import main
from game.app_language import open_window_in
from game.app_setup import MAPS_DIR
from game.ui import fonts
from game.ui.i18n import current_language, use_language
from tests.cli_run import run

ROOT = Path(__file__).resolve().parents[2]
FAST = ["--headless", "--hours", "0.02", "--residents", "2", "--quiet"]


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"):
        monkeypatch.delenv(name, raising=False)
    yield
    use_language("en")


def town_in(tmp_path, language: str | None) -> Path:
    """A copy of smallville whose map says ``language`` (None: says nothing)."""
    folder = tmp_path / f"town_{language}"
    folder.mkdir()
    tmx = (MAPS_DIR / "smallville" / "town.tmx").read_text(encoding="utf-8")
    tmx = tmx.replace('"../../assets/', f'"{(ROOT / "assets").as_posix()}/')
    if language is not None:
        prop = '<property name="town_name" value="Smallville"/>'
        assert prop in tmx
        tmx = tmx.replace(prop, prop + f'\n  <property name="language" value="{language}"/>')
    (folder / "town.tmx").write_text(tmx, encoding="utf-8")
    for name in ("activities.toml", "residents.json", "norms.toml"):
        (folder / name).write_bytes((MAPS_DIR / "smallville" / name).read_bytes())
    return folder


def chosen(argv: list[str]) -> str:
    args = main.build_parser().parse_args(argv)
    settings = main.prepare(args)[0]
    return settings["language"]


def test_the_default_is_english(tmp_path):
    assert chosen(["--residents", "2"]) == "en"
    assert chosen(["--town", str(town_in(tmp_path, None)), "--residents", "2"]) == "en"


@pytest.mark.parametrize(
    "flag, config, town, expected",
    [
        (None, None, "zh", "zh"),  # the town's own default
        (None, "en", "zh", "en"),  # config over town
        (None, "zh", None, "zh"),
        ("zh", "en", "en", "zh"),  # the flag over everything
        ("en", "zh", "zh", "en"),
    ],
)
def test_flag_over_config_over_town(tmp_path, flag, config, town, expected):
    if config is not None:
        (tmp_path / "config.toml").write_text(f'[game]\nlanguage = "{config}"\n', "utf-8")
    argv = ["--town", str(town_in(tmp_path, town)), "--residents", "2"]
    argv += ["--language", flag] if flag else []
    assert chosen(argv) == expected


def one_line(err: str) -> bool:
    return err.count("\n") == 1 and "Traceback" not in err


def test_a_bad_flag_is_one_line(capsys):
    code, out, err = run([*FAST, "--language", "fr"], capsys)
    assert code == 2 and one_line(err) and "--language" in err and "'fr'" in err, err


def test_a_bad_config_value_is_one_line(tmp_path, capsys):
    (tmp_path / "config.toml").write_text('[game]\nlanguage = "fr"\n', "utf-8")
    code, out, err = run(FAST, capsys)
    assert code == 2 and one_line(err) and "game.language" in err, err
    assert not (tmp_path / "saves").exists()  # refused before the run


def test_a_bad_town_language_is_one_line(tmp_path, capsys):
    town = town_in(tmp_path, "klingon")
    code, out, err = run([*FAST, "--town", str(town)], capsys)
    assert code == 2 and one_line(err) and "language" in err and "klingon" in err, err


def test_the_start_screen_still_shows_with_only_a_language():
    assert main.wants_start_screen(["--language", "zh"])
    assert not main.wants_start_screen(["--language", "zh", "--town", "smallville"])


def test_no_cjk_font_is_one_line_and_english(monkeypatch, capsys):
    monkeypatch.setattr(fonts, "cjk_font", lambda bold=False: None)
    assert open_window_in("zh") == "en"
    err = capsys.readouterr().err
    assert one_line(err) and "fonts-noto-cjk" in err
    assert current_language() == "en"


def test_a_cjk_font_switches_the_window():
    if fonts.cjk_font() is None:
        pytest.skip("no font with Chinese characters on this machine")
    assert open_window_in("zh") == "zh" and current_language() == "zh"
