"""Chinese names in a Chinese window: the name labels, drawn with the CJK font, still never
overlap, the selected resident's name is always drawn, and a drawn label is as wide as its
name rendered whole (not clipped to a Latin-sized box)."""

import pytest

from game.ui import fonts, scene
from game.ui.app import App
from game.ui.i18n import use_language
from game.ui.text import ellipsize
from tests.ui.fake_sim import write_fake_town
from tests.ui.test_label_overlap import crowd, overlaps

CHINESE_NAMES = ["王小明", "李华", "张伟", "刘芳芳", "陈静", "杨洋", "赵雷", "黄丽", "周杰", "吴敏"]


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (120, 80))


@pytest.fixture
def chinese():
    if fonts.cjk_font() is None:
        pytest.skip("no font with Chinese characters on this machine (" + fonts.MISSING_CJK + ")")
    use_language("zh")
    yield
    use_language("en")


def test_chinese_names_never_overlap_and_are_not_clipped(town, tmp_path, chinese):
    sim = crowd(town, tmp_path)
    for w, name in zip(sim.walkers, CHINESE_NAMES, strict=False):
        w.name = name
    app = App(sim, size=(1280, 800), fps=0, speed=5)
    try:
        chosen = sim.walkers[0].rid
        app.select(chosen)
        app.camera.follow_id = None
        app.keep_visible = False
        font = app.text.font(13, True, CHINESE_NAMES[0])
        for zoom in (app.camera.levels[0], 0.75, 1.5):
            app.camera.zoom = zoom
            app.camera.center_on(60 * app.tile, 40 * app.tile)
            for frame in range(60):
                app.frame(1 / 60)
                names = app.overlays.drawn_names
                assert chosen in names, (zoom, frame)
                area = scene.label_area(app)
                shown = [r for r in names.values() if r.colliderect(area)]
                bad = overlaps(shown + app.sector_labels.drawn)
                assert not bad, (zoom, frame, bad)
        name_of = {w.rid: w.name for w in sim.walkers}
        drawn = app.overlays.drawn_names  # at zoom 1.5: names in 13 pt bold
        assert drawn
        for rid, rect in drawn.items():
            assert rect.width >= font.size(name_of[rid])[0], (name_of[rid], rect)
    finally:
        app.close()


def test_ellipsize_counts_a_chinese_character_as_two():
    assert ellipsize("正在咖啡馆和朋友聊天", 30) == "正在咖啡馆和朋友聊天"
    cut = ellipsize("正在咖啡馆和朋友聊天聊到很晚很晚很晚", 12)
    assert cut == "正在咖啡..." and len(cut.encode("utf-16-le")) // 2 <= 12
    assert ellipsize("taking a shower before breakfast", 12) == "taking a..."
