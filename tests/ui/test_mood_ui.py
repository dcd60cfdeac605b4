"""The mood in the window: the Now tab's face and mood line (a plot drawn by code, looked at
pixel by pixel), and the mood overlay that colours everyone on the map, with its key."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from datetime import datetime  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.mind.inner.history import KEEP  # noqa: E402
from game.sim.snapshot import ResidentDetail  # noqa: E402
from game.ui import hud  # noqa: E402
from game.ui import inspector_tabs as tabs  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.camera import Camera  # noqa: E402
from game.ui.mood_look import FACE_SIZE, MoodFace, mood_colour  # noqa: E402
from game.ui.mood_overlay import MoodOverlay  # noqa: E402
from game.ui.mood_plot import (  # noqa: E402
    BG,
    LINE,
    MIDNIGHT,
    PAD,
    ZERO,
    MoodLine,
    plot_rect,
    scale,
    x_of,
    y_of,
)
from game.ui.sprites import Placed  # noqa: E402
from game.ui.text import TextCache  # noqa: E402
from game.ui.textcolumn import TextColumn  # noqa: E402
from game.ui.world_menu import menu_items  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402
from tests.ui.player import key  # noqa: E402


@pytest.fixture
def display():
    pygame.display.init()
    pygame.display.set_mode((600, 400))
    pygame.font.init()
    yield
    pygame.display.quit()


def px(surface, x, y) -> tuple[int, int, int]:
    return tuple(surface.get_at((x, y)))[:3]


def test_the_plot_draws_the_valence_where_it_belongs(display):
    surf = pygame.Surface((400, 120))
    box = pygame.Rect(0, 0, 400, 120)
    values = (0.5,) * 40 + (-0.5,) * 40  # a glad day and a half, then a low one
    MoodLine(values, "2026-02-15T12:00").draw(surf, box, TextCache())
    rect = plot_rect(box)
    # the newest 40 samples at -0.5, the 40 before at 0.5; nothing drawn older than that
    for back, v in ((5, -0.5), (30, -0.5), (45, 0.5), (70, 0.5)):
        assert px(surf, x_of(rect, back), y_of(rect, v, 0.5)) == LINE, (back, v)
    assert px(surf, x_of(rect, 30), y_of(rect, 0.5, 0.5)) != LINE  # not at the other value
    assert px(surf, x_of(rect, 45), y_of(rect, -0.5, 0.5)) != LINE
    assert px(surf, x_of(rect, 100), y_of(rect, 0.5, 0.5)) == BG  # before the line began
    assert px(surf, x_of(rect, 120), y_of(rect, 0.0)) == ZERO  # the zero line, everywhere
    assert y_of(rect, 0.5, 0.5) == rect.y + PAD  # the swing fills the height: +-0.5 scale
    # midnights 12 h, 36 h and 60 h before the newest sample (24, 72, 120 half-hours)
    for back in (24, 72, 120):
        x = x_of(rect, back)
        column = [px(surf, x, y) for y in range(rect.y + 1, rect.bottom - 1)]
        assert column.count(MIDNIGHT) >= 5, back
    assert MIDNIGHT not in [px(surf, x_of(rect, 48), y) for y in range(rect.y + 1, rect.y + 9)]


def test_the_scale_reaches_the_largest_swing_rounded_up_to_a_quarter():
    assert scale((0.1, 0.2)) == 0.25 and scale((0.3, -0.6)) == 0.75
    assert scale(()) == 0.25 and scale((1.4,)) == 1.0 and scale((0.5,)) == 0.5


def test_a_rising_line_is_drawn_rising(display):
    surf = pygame.Surface((400, 120))
    box = surf.get_rect()
    values = tuple(-1 + 2 * i / (KEEP - 1) for i in range(KEEP))  # -1 three days ago, 1 now
    MoodLine(values, "2026-02-15T12:00").draw(surf, box, TextCache())
    rect = plot_rect(box)
    ys = []
    for back in (130, 90, 50, 10):
        column = [y for y in range(rect.y, rect.bottom) if px(surf, x_of(rect, back), y) == LINE]
        assert column, back
        ys.append(sum(column) / len(column))
    assert ys == sorted(ys, reverse=True)  # further right, higher up


def test_the_face_is_in_the_moods_colour_and_frowns_when_low(display):
    low, high = (-0.5, 0.3), (0.5, 0.3)
    assert mood_colour(low[0]) != mood_colour(high[0])
    faces = {}
    for name, (v, a) in (("low", low), ("high", high)):
        surf = pygame.Surface((40, 40))
        MoodFace(v, a).draw(surf, pygame.Rect(0, 0, 40, 20))
        c = FACE_SIZE // 2 + 1, FACE_SIZE // 2
        assert px(surf, c[0] - 5, c[1]) == mood_colour(v)  # the cheek
        faces[name] = surf, c
    # the mouth's middle: low in a smile, high in a frown
    (s_low, c), (s_high, _) = faces["low"], faces["high"]
    dark = (16, 20, 30)
    mouth_low = [y for y in range(c[1], c[1] + 9) if px(s_low, c[0], y) == dark]
    mouth_high = [y for y in range(c[1], c[1] + 9) if px(s_high, c[0], y) == dark]
    assert mouth_low and mouth_high and min(mouth_high) > min(mouth_low)


def detail(**kw) -> ResidentDetail:
    base = dict(id="a", name="Ann", age=30, occupation="baker", traits="", currently="",
                activity="baking", place="", mood="low", mood_point=(-0.4, 0.25))  # fmt: skip
    return ResidentDetail(**(base | kw))


def test_the_now_tab_has_the_face_and_a_line_only_when_there_is_one(display):
    paras = tabs.now_paragraphs(detail(mood_line=(0.1, 0.2), mood_line_end="2026-02-13T09:30"))
    mood = next(p for p in paras if p.style == "mood")
    assert mood.picture == MoodFace(-0.4, 0.25)
    plot = next(p for p in paras if p.style == "plot")
    assert plot.picture == MoodLine((0.1, 0.2), "2026-02-13T09:30")
    assert not [p for p in tabs.now_paragraphs(detail()) if p.style == "plot"]
    col = TextColumn(TextCache())
    col.set_paragraphs(paras, 360)
    surf = col.render((360, 400))
    i = col.paragraphs.index(plot)
    y0, y1 = col._tops[i], next(b for t, b, j in col._pictures if j == i)
    rect = plot_rect(pygame.Rect(0, y0, 360 - 12, y1 - y0))
    assert px(surf, x_of(rect, 0), y_of(rect, 0.2, 0.25)) == mood_colour(0.2)  # newest: a dot
    assert px(surf, x_of(rect, 1), y_of(rect, 0.1, 0.25)) == LINE
    face = col.paragraphs.index(mood)
    assert px(surf, 3, col._tops[face] + FACE_SIZE // 2) == mood_colour(-0.4)


def overlay_on(moods: dict) -> tuple[MoodOverlay, pygame.Surface, dict]:
    sim = type("Sim", (), {"moods": lambda self: moods})()
    over = MoodOverlay(TextCache())
    assert over.toggle(sim) == "" and over.visible
    target = pygame.Surface((600, 400))
    target.fill((0, 0, 0))
    cam = Camera((3200, 3200), (600, 400))
    cam.zoom = 1.0
    from game.sim.snapshot import ResidentView

    def rv(rid):
        return ResidentView(id=rid, name=rid, x=0, y=0, facing="down", moving=False,
                            activity="", emoji="", place="")  # fmt: skip

    ox, oy = cam.offset()
    placed = [Placed(rv(rid), (ox + 100 + 200 * i) / 32, (oy + 150) / 32, False)
              for i, rid in enumerate(moods)]  # fmt: skip
    over.draw(target, cam, placed, 32, target.get_rect())
    feet = {rid: (100 + 200 * i + 16, 150 + 32) for i, rid in enumerate(moods)}  # its lowest px
    return over, target, feet


def test_the_overlay_colours_a_low_and_a_glad_resident_apart(display):
    over, target, feet = overlay_on({"low": (-0.5, "upset"), "glad": (0.55, "glad")})
    assert over.colour_of("low") != over.colour_of("glad")
    for rid, (x, y) in feet.items():
        assert px(target, x, y - 16) == over.colour_of(rid), rid  # a disc behind it
        assert px(target, x + 13, y - 16) == over.colour_of(rid), rid  # wider than the body
        assert px(target, x, y - 40) == (0, 0, 0)  # nothing over its head
    assert over.colour_of("low")[0] > over.colour_of("glad")[0]  # red against green
    assert over.colour_of("glad")[1] > over.colour_of("low")[1]
    key = over.draw_key(target, 8, 390)
    assert key is not None and key.h > 60
    sim = type("Sim", (), {"moods": lambda self: {}})()
    assert "switched off" in MoodOverlay(TextCache()).toggle(sim)


def test_o_and_the_menu_toggle_the_overlay_in_the_window(tmp_path):
    sim = FakeSim(write_fake_town(tmp_path, (120, 80)), characters_dir=tmp_path / "none")
    app = App(sim, size=(1280, 800), fps=0)
    try:
        app.run(max_frames=1)
        key(app, pygame.K_o)
        assert app.moods.visible and app.moods.moods == sim.moods()
        items = menu_items(app, None)
        label, action, _ = next(i for i in items if "mood" in i[0])
        assert label == "Hide everyone's mood (O)"
        action()
        assert not app.moods.visible
        assert any(k == "O" for k, _ in hud.HELP_KEYS)
        app.select(sim.snapshot().residents[3].id)
        app.run(max_frames=3)
        plots = [p for p in app.inspector.column.paragraphs if p.style == "plot"]
        assert len(plots) == 1 and len(plots[0].picture.values) == KEEP
        end = datetime.fromisoformat(plots[0].picture.end)
        assert end.minute == 0
    finally:
        app.close()
