"""A font with Chinese characters for the plots, found among the system's fonts.

matplotlib's own DejaVu Sans has no CJK glyphs: a Chinese label or resident's name would be
drawn as boxes. When a plot holds Chinese text, ``cjk_family`` finds a CJK font that matplotlib
knows (the usual families of Linux, Windows and macOS), else the Noto Sans SC that pygame_gui
ships (its file, found without importing pygame), and the plot draws with DejaVu Sans first
and that font for what DejaVu lacks. With none, ``MISSING`` is the one line to say, and the
plot is drawn in English. A plot with no Chinese text is drawn as it always was.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

FAMILIES = (  # matplotlib's family names, best first
    "Noto Sans CJK SC",
    "Noto Sans CJK JP",
    "Source Han Sans SC",
    "Source Han Sans CN",
    "WenQuanYi Micro Hei",
    "WenQuanYi Zen Hei",
    "Noto Sans SC",
    "Microsoft YaHei",
    "PingFang SC",
    "Hiragino Sans GB",
    "SimHei",
    "Droid Sans Fallback",
    "Arial Unicode MS",
)
BUNDLED = "NotoSansSC-Regular.otf"  # in pygame_gui's data folder
MISSING = (
    "no font with Chinese characters was found for the plot; install one (Debian/Ubuntu: sudo "
    "apt install fonts-noto-cjk; Fedora: sudo dnf install google-noto-sans-cjk-fonts) - drawing "
    "the plot's words in English"
)


def has_cjk(text: str) -> bool:
    return any("\u3400" <= c <= "\u9fff" or "\uf900" <= c <= "\ufaff" for c in text)


def _bundled() -> Path | None:
    spec = importlib.util.find_spec("pygame_gui")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / "data" / BUNDLED
    return path if path.is_file() else None


def cjk_family() -> str | None:
    """The family name of a CJK font matplotlib can draw with, or None."""
    from matplotlib import font_manager

    known = {f.name for f in font_manager.fontManager.ttflist}
    for family in FAMILIES:
        if family in known:
            return family
    path = _bundled()
    if path is None:
        return None
    font_manager.fontManager.addfont(str(path))
    return font_manager.FontProperties(fname=str(path)).get_name()
