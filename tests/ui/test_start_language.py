"""The start screen's language choice: picking 中文 shows the screen in Chinese at once, the
town then opens with ``--language=zh`` (the same flags a player could type), and English
comes back the same way."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

import main  # noqa: E402
from game.ui import fonts  # noqa: E402
from game.ui.i18n import current_language, use_language  # noqa: E402
from tests.ui.player import click  # noqa: E402
from tests.ui.test_start_screen import centre, open_screen, queue_click  # noqa: E402


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"):
        monkeypatch.delenv(name, raising=False)
    if fonts.cjk_font() is None:
        pytest.skip("no font with Chinese characters on this machine (" + fonts.MISSING_CJK + ")")
    yield
    use_language("en")


def test_picking_chinese_rebuilds_the_screen_and_becomes_a_flag(tmp_path, capsys):
    screen, argv, menu = open_screen(tmp_path / "saves", size=(1280, 800))
    try:
        assert screen.buttons["start"].text == "Start"
        click(screen, centre(screen.buttons["zh"]))
        assert current_language() == "zh" and screen.language_picked == "zh"
        assert screen.buttons["start"].text == "开始"
        assert screen.buttons["zh"].is_selected and not screen.buttons["en"].is_selected
        queue_click(centre(screen.buttons["start"]))
        args, ready = main.choose(screen, argv, menu, max_frames=5)
    finally:
        screen.close()
    assert args.language == "zh" and ready[0]["language"] == "zh"
    assert "--language=zh" in capsys.readouterr().out


def test_english_comes_back(tmp_path):
    use_language("zh")
    screen, argv, menu = open_screen(tmp_path / "saves", size=(1280, 800))
    try:
        assert screen.buttons["start"].text == "开始"
        click(screen, centre(screen.buttons["en"]))
        assert current_language() == "en" and screen.buttons["start"].text == "Start"
    finally:
        screen.close()


def test_without_a_cjk_font_the_screen_says_so_and_stays_english(tmp_path, monkeypatch):
    monkeypatch.setattr(fonts, "cjk_font", lambda bold=False: None)
    screen, argv, menu = open_screen(tmp_path / "saves", size=(1280, 800))
    try:
        click(screen, centre(screen.buttons["zh"]))
        assert current_language() == "en" and screen.buttons["start"].text == "Start"
        assert "fonts-noto-cjk" in screen.status.text
    finally:
        screen.close()


def test_the_town_list_draws_a_chinese_name_in_an_english_window():
    """桃花村 in the English start screen's list of towns is drawn with the CJK font (which has
    Latin letters too), not as boxes; the rest of an English screen keeps the Latin font."""
    from game.ui.theme import START_THEME

    theme = fonts.theme_for(START_THEME, cjk=False)
    assert theme["#towns.@selection_list_item"]["font"]["name"] == fonts.THEME_FONT
    assert theme["selection_list.@selection_list_item"]["font"]["name"] != fonts.THEME_FONT
    assert fonts.covers(fonts.cjk_font(), "桃花村 (taohuacun) Smallville")
