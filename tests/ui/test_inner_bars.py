"""The Now tab shows the mood in a word and the four needs as bars, drawn under the dummy
driver: a bar's filled part is as long as the need's level, in the colour for how low it is."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402

from game.sim.snapshot import ResidentDetail  # noqa: E402
from game.ui import inspector_tabs as tabs  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.text import TextCache  # noqa: E402
from game.ui.text_styles import METER, STYLES  # noqa: E402
from game.ui.textcolumn import TextColumn  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402
from tests.ui.pixels import colour_run  # noqa: E402

NEEDS = (("fullness", 1.0), ("energy", 0.4), ("social", 0.1), ("fun", 0.0))


def detail(**kw) -> ResidentDetail:
    base = dict(id="a", name="Ann", age=30, occupation="baker", traits="", currently="",
                activity="baking", place="")  # fmt: skip
    return ResidentDetail(**(base | kw))


def test_the_now_tab_says_the_mood_and_lists_the_needs_with_their_levels():
    paras = tabs.now_paragraphs(detail(mood="tense", mood_why="a quarrel", needs=NEEDS))
    mood = [p for p in paras if p.style == "mood"]
    assert [p.text for p in mood] == ["feels tense · a quarrel"]
    assert [(p.text, p.level) for p in paras if p.style == "need"] == list(NEEDS)
    quiet = tabs.now_paragraphs(detail())  # switched off (--ablate): nothing of it shown
    assert not [p for p in quiet if p.style in ("mood", "need")]


def test_each_need_is_drawn_as_a_bar_as_long_as_its_level():
    pygame.display.init()
    pygame.display.set_mode((400, 300))
    pygame.font.init()
    col = TextColumn(TextCache())
    col.set_paragraphs(tabs.inner_paragraphs(detail(mood="glad", needs=NEEDS)), 360)
    surf = col.render((360, 200))
    assert surf is not None
    colours = {lo: c for lo, c in METER}
    green, amber, red = colours[0.5], colours[0.25], colours[0.0]
    rows = [top + 8 for top in col._tops[1:]]  # the middle of each bar (mood line first)
    style = STYLES["need"]
    full = min(140, 360 - style.indent - style.meter - 12)
    assert abs(colour_run(surf, rows[0], green) - full) <= 2  # fullness 1.0: a full green bar
    assert abs(colour_run(surf, rows[1], amber) - 0.4 * full) <= 2
    assert abs(colour_run(surf, rows[2], red) - 0.1 * full) <= 2
    assert colour_run(surf, rows[3], red) == 0  # fun 0: an empty track
    assert colour_run(surf, rows[1], green) == 0
    pygame.display.quit()


def test_the_window_shows_them_for_the_resident_selected(tmp_path):
    sim = FakeSim(write_fake_town(tmp_path, (120, 80)), characters_dir=tmp_path / "none")
    app = App(sim, size=(1280, 800), fps=0)
    try:
        app.run(max_frames=1)
        app.select(sim.snapshot().residents[0].id)
        app.run(max_frames=3)
        text = app.inspector.text()
        assert "feels " in text and all(name in text for name in ("fullness", "energy", "fun"))
        bars = [p for p in app.inspector.column.paragraphs if p.style == "need"]
        assert len(bars) == 4 and all(p.level is not None for p in bars)
    finally:
        app.close()
