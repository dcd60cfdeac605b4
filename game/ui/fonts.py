"""Which font file draws the window's text: Noto Sans, or a font with Chinese characters.

The Noto Sans pygame_gui ships has no CJK glyphs, so Chinese shows as boxes in it. When the
window speaks Chinese, or a string holds CJK characters (a resident's name, a whisper), the
text is drawn with a CJK font found among the system's fonts by family name
(``pygame.font.match_font``, which asks fontconfig on Linux and reads the font folders on
Windows and macOS), then by the usual file paths, then the Noto Sans SC pygame_gui carries for
its own Chinese locale. A font is taken only if it has both Chinese and Latin glyphs
(``COVERAGE``): a Chinese window still shows "URL", digits and English names, and a fallback
font such as Droid Sans Fallback has no Latin letters. With none, ``MISSING_CJK`` is the one
line to show and the window stays in English.
"""

from __future__ import annotations

import copy
from functools import cache
from importlib import resources
from pathlib import Path

import pygame
import pygame.freetype as freetype

# family names as match_font takes them (lower case, no spaces): Linux, then Windows, macOS
CJK_FAMILIES = (
    "notosanscjksc",
    "notosanscjk",
    "notosanssc",
    "sourcehansanssc",
    "sourcehanssans",
    "sourcehansans",
    "wenquanyimicrohei",
    "wenquanyizenhei",
    "droidsansfallback",
    "droidsansfallbackfull",
    "microsoftyahei",
    "simhei",
    "simsun",
    "pingfangsc",
    "hiraginosansgb",
    "stheiti",
    "arialunicodems",
)
CJK_FILES = (  # where the usual packages put them, for a system without fontconfig names
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    "C:/Windows/Fonts/msyh.ttc",
    "/System/Library/Fonts/PingFang.ttc",
)
COVERAGE = "中文汉字，。Aa1"  # what a font must draw to be the window's CJK font
BUNDLED_CJK = ("NotoSansSC-Regular.otf", "NotoSansSC-Bold.otf")  # in pygame_gui.data
MISSING_CJK = (
    "no font with Chinese characters was found; install one (Debian/Ubuntu: "
    "sudo apt install fonts-noto-cjk; Fedora: sudo dnf install google-noto-sans-cjk-fonts), "
    "then start again - showing the window in English"
)
THEME_FONT = "cjk"
# theme blocks drawn with the CJK font in any language (it has Latin letters too): the "中文"
# button, and the start screen's list of towns, whose names may be Chinese
ALWAYS_CJK = frozenset({"#language", "#towns.@selection_list_item"})
CJK_WINDOW_LANGUAGES = frozenset(
    {"zh"}
)  # window languages drawn with the CJK font throughout  # the name the pygame_gui theme knows the CJK font by


def bundled(name: str) -> str | None:
    """A font file pygame_gui ships (its path), or None."""
    try:
        path = resources.files("pygame_gui.data").joinpath(name)
        return str(path) if path.is_file() else None
    except (ModuleNotFoundError, FileNotFoundError):  # pragma: no cover - pygame_gui is required
        return None


def latin_font(bold: bool) -> str | None:
    """Noto Sans: it reads better than pygame's default and has more glyphs."""
    return bundled("NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf")


@cache
def cjk_font(bold: bool = False) -> str | None:
    """The path of a font with Chinese characters on this machine, or None (looked up once)."""
    found = [pygame.font.match_font(family, bold=bold) for family in CJK_FAMILIES]
    found += list(CJK_FILES) + [bundled(BUNDLED_CJK[1] if bold else BUNDLED_CJK[0])]
    for path in dict.fromkeys(p for p in found if p):  # in order, each once
        if Path(path).is_file() and covers(path, COVERAGE):
            return path
    return None


def covers(path: str, text: str) -> bool:
    """Whether the font file has a glyph for every character of ``text`` (pygame.freetype
    says None for a missing one; ``Font.metrics`` would give the box's metrics instead)."""
    if not freetype.get_init():
        freetype.init()
    try:
        return all(m is not None for m in freetype.Font(path, 12).get_metrics(text))
    except (OSError, pygame.error):  # not a font pygame can read
        return False


def has_cjk(text: str) -> bool:
    """Whether ``text`` holds a CJK character (ideographs, kana, hangul, full-width forms)."""
    if text.isascii():
        return False
    return any(
        "\u2e80" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" or "\uff00" <= ch <= "\uffef"
        for ch in text
    )


def font_path(bold: bool, cjk: bool) -> str | None:
    """The file to draw with: the CJK font when ``cjk`` and one exists, else Noto Sans."""
    return (cjk_font(bold) or latin_font(bold)) if cjk else latin_font(bold)


def theme_for(theme: dict, cjk: bool) -> dict:
    """``theme`` as is, or (``cjk``) a copy whose every font is the CJK font, same sizes. The
    blocks named in ``ALWAYS_CJK`` get the CJK font in any language (the start screen's
    "中文" button in an English window)."""
    regular, bold = cjk_font(False), cjk_font(True)
    if regular is None:
        return theme
    out = copy.deepcopy(theme)
    for key, block in out.items():
        font = block.get("font") if isinstance(block, dict) else None
        if font is not None and (cjk or key in ALWAYS_CJK):
            font.update(name=THEME_FONT, regular_path=regular, bold_path=bold or regular)
    return out


def usable_language(code: str) -> tuple[str, str]:
    """(the language the window can show, "" or the one line saying why it falls back to
    English): Chinese needs a CJK font (``MISSING_CJK`` when there is none)."""
    if code in CJK_WINDOW_LANGUAGES and cjk_font() is None:
        return "en", MISSING_CJK
    return code, ""


def make_manager(size: tuple[int, int], theme: dict):
    """A pygame_gui ``UIManager`` for the window's language: in a CJK language every themed
    font is the CJK font, and pygame_gui's own default (for what the theme leaves unsaid, such
    as a text box's placeholder) is its font for that language."""
    import pygame_gui

    from game.ui.i18n import current_language

    code = current_language()
    cjk = code in CJK_WINDOW_LANGUAGES and cjk_font() is not None
    return pygame_gui.UIManager(
        size, theme_for(theme, cjk), starting_language=code if cjk else "en"
    )
