"""The Now tab lists the resident's skills: a bar as long as each level, its stage under it,
drawn under the dummy driver; nothing when it has none."""

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

SKILLS = (("piano", 0.8, "accomplished"), ("keeping_shop", 0.3, "getting the hang of it"))


def detail(**kw) -> ResidentDetail:
    base = dict(id="a", name="Ann", age=30, occupation="baker", traits="", currently="",
                activity="baking", place="")  # fmt: skip
    return ResidentDetail(**(base | kw))


def test_the_now_tab_lists_each_skill_with_its_level_and_stage():
    paras = tabs.now_paragraphs(detail(skills=SKILLS))
    bars = [(p.text, p.level) for p in paras if p.style == "skill"]
    assert bars == [("piano", 0.8), ("keeping shop", 0.3)]
    stages = [p.text for p in paras if p.style == "stage"]
    assert stages == ["accomplished · 0.80", "getting the hang of it · 0.30"]
    assert "Skills" in [p.text for p in paras if p.style == "head"]
    assert not [p for p in tabs.now_paragraphs(detail()) if p.style in ("skill", "stage")]


def test_each_skill_is_drawn_as_a_bar_as_long_as_its_level():
    pygame.display.init()
    pygame.display.set_mode((400, 300))
    pygame.font.init()
    col = TextColumn(TextCache())
    col.set_paragraphs(tabs.skill_paragraphs(detail(skills=SKILLS)), 360)
    surf = col.render((360, 200))
    assert surf is not None
    colours = {lo: c for lo, c in METER}
    style = STYLES["skill"]
    full = min(140, 360 - style.indent - style.meter - 12)
    bars = [i for i, p in enumerate(col.paragraphs) if p.style == "skill"]
    rows = [col._tops[i] + 8 for i in bars]
    assert abs(colour_run(surf, rows[0], colours[0.5]) - 0.8 * full) <= 2
    assert abs(colour_run(surf, rows[1], colours[0.25]) - 0.3 * full) <= 2
    pygame.display.quit()


def test_the_window_shows_them_for_the_resident_selected(tmp_path):
    sim = FakeSim(write_fake_town(tmp_path, (120, 80)), characters_dir=tmp_path / "none")
    app = App(sim, size=(1280, 800), fps=0)
    try:
        app.run(max_frames=1)
        app.select(sim.snapshot().residents[0].id)
        app.run(max_frames=3)
        text = app.inspector.text()
        assert "Skills" in text and "piano" in text and "good · 0.48" in text
        bars = [p for p in app.inspector.column.paragraphs if p.style == "skill"]
        assert len(bars) == 2 and all(p.level is not None for p in bars)
    finally:
        app.close()
