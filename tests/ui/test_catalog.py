"""The window's message catalogs: the template is what the code says today, every message has
a Chinese translation with the same placeholders, and the chosen CJK font has every glyph."""

import string
from pathlib import Path

import pygame
import pygame.freetype as freetype
import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po

from game.ui import fonts
from game.ui.i18n import LOCALE_DIR, catalog_path, load_translations
from game.world.languages import DEFAULT_LANGUAGE, LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"
TRANSLATED = [code for code in LANGUAGES if code != DEFAULT_LANGUAGE]


def ids(messages) -> set:
    return {m.id if isinstance(m.id, str) else tuple(m.id) for m in messages if m.id}


def template() -> set:
    with (LOCALE_DIR / "window.pot").open("rb") as f:
        return ids(read_po(f))


def catalog(code: str):
    with catalog_path(code).open("rb") as f:
        return read_po(f, locale=code)


def placeholders(text: str) -> list[tuple[str, str]]:
    """The ``{name:spec}`` fields of a message, in a stable order."""
    return sorted((f, s or "") for _, f, s, _ in string.Formatter().parse(text) if f is not None)


def test_the_template_is_what_the_code_says():
    """Re-extract game/ui as babel.cfg does: a string added, changed or removed in the code
    and not extracted again (see babel.cfg for the command) fails here."""
    keywords = dict(DEFAULT_KEYWORDS, N_=None)
    found = set()
    for _, _, msg, _, _ in extract_from_dir(
        str(UI), [("**.py", "python")], keywords=keywords, strip_comment_tags=True
    ):
        found.add(msg if isinstance(msg, str) else tuple(msg))
    found.discard("")
    shipped = template()
    assert found - shipped == set(), "not in window.pot: re-extract (babel.cfg)"
    assert shipped - found == set(), "in window.pot but no longer in the code"
    assert len(found) > 250  # the window's words, not an empty extraction


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_with_the_same_placeholders(code):
    cat = catalog(code)
    assert ids(cat) == template(), f"{code}: run pybabel update (babel.cfg)"
    problems = []
    for m in cat:
        if not m.id:
            continue
        sources = [m.id] if isinstance(m.id, str) else list(m.id)
        strings = [m.string] if isinstance(m.string, str) else list(m.string)
        if not all(s.strip() for s in strings) or "fuzzy" in m.flags:
            problems.append(f"untranslated: {sources[0]!r}")
            continue
        want = placeholders(sources[0])
        for s in strings:
            if placeholders(s) != want:
                problems.append(f"placeholders differ: {sources[0]!r} -> {s!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_catalog_compiles_and_translates(code):
    t = load_translations(code)
    assert t.gettext("New town") != "New town"
    assert "{n:,}" in t.ngettext("{n:,} memory", "{n:,} memories", 3)


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="not one of"):
        load_translations("xx")


def missing_glyphs(path: str, texts) -> list[str]:
    """Characters the font has no glyph for: pygame.freetype gives None for them (pygame's
    ``Font.metrics`` gives the metrics of the box it would draw instead)."""
    freetype.init()
    font = freetype.Font(path, 14)
    out = []
    for text in texts:
        shown = text.replace("\n", "")
        for ch, metric in zip(shown, font.get_metrics(shown), strict=True):
            if metric is None and not ch.isspace():
                out.append(f"{ch!r} (U+{ord(ch):04X}) in {text!r}")
    return out


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("bold", [False, True])
def test_the_cjk_font_has_every_glyph_of_the_catalog(code, bold):
    pygame.font.init()
    path = fonts.cjk_font(bold)
    if path is None:
        pytest.skip("no font with Chinese characters on this machine (" + fonts.MISSING_CJK + ")")
    texts = []
    for m in catalog(code):
        if m.id:
            texts += [m.string] if isinstance(m.string, str) else list(m.string)
    texts += ["下午 5:00", "2 月 14 日 星期六", "周六", "中文", "English"]
    assert not missing_glyphs(path, texts)


def test_the_glyph_check_can_fail():
    """A Latin-only font lacks the Chinese glyphs: the check above would say so."""
    latin = fonts.latin_font(False)
    assert missing_glyphs(latin, ["中文 ok"]) == [
        "'中' (U+4E2D) in '中文 ok'",
        "'文' (U+6587) in '中文 ok'",
    ]


def test_the_cjk_font_has_every_glyph_of_the_towns_names():
    """Names from every town's residents file that hold CJK characters (none in the English
    towns: then the check is that the scan found the files)."""
    import json

    pygame.font.init()
    path = fonts.cjk_font()
    if path is None:
        pytest.skip("no font with Chinese characters on this machine (" + fonts.MISSING_CJK + ")")
    files = sorted((ROOT / "maps").glob("*/residents.json"))
    assert files
    names = []
    for f in files:
        doc = json.loads(f.read_text(encoding="utf-8"))
        names += [r["name"] for r in doc["residents"] if fonts.has_cjk(r["name"])]
    assert not missing_glyphs(path, names)
