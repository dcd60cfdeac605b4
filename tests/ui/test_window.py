"""The window end to end, headless: run it, post real pygame events, check what changed."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import logging  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.app import App, run_window  # noqa: E402
from game.ui.camera import ZOOM_LEVELS  # noqa: E402
from game.ui.pacing import SPEED_LEVELS  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402

REAL_MAP = Path(__file__).resolve().parents[2] / "maps" / "smallville" / "town.tmx"


@pytest.fixture(scope="module")
def town(tmp_path_factory) -> Path:
    return write_fake_town(tmp_path_factory.mktemp("town"), (120, 80))


@pytest.fixture
def app(town, tmp_path):
    sim = FakeSim(town, characters_dir=tmp_path / "no_sheets")
    a = App(sim, size=(1280, 800), fps=0)
    yield a
    a.close()


def key(k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def click(pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def test_run_window_runs_steps_saves_a_screenshot_and_shuts_down(town, tmp_path):
    sim = FakeSim(town)
    shot = tmp_path / "shot.png"
    assert run_window(sim, fps=0, speed=6, max_frames=300, screenshot=shot) == 0
    assert sim.shut_down
    assert sim.steps > 0
    assert shot.is_file() and pygame.image.load(str(shot)).get_size() == (1280, 800)


def test_map_renders_non_uniform_pixels(app):
    app.run(max_frames=3)
    region = app.screen.subsurface((0, 60, 800, 700))  # under the HUD, left of any panel
    colors = {tuple(region.get_at((x, y)))[:3] for x in range(0, 800, 8) for y in range(0, 700, 8)}
    assert len(colors) > 20


def test_pause_and_speed_keys(app):
    app.run(max_frames=2)
    assert not app.pacer.paused and app.pacer.rate == 5
    key(pygame.K_SPACE)
    app.run(max_frames=1)
    assert app.pacer.paused
    step = app.cur.step
    key(pygame.K_PERIOD)  # single step while paused
    app.run(max_frames=1)
    assert app.cur.step == step + 1
    key(pygame.K_EQUALS)
    app.run(max_frames=1)
    assert app.pacer.rate == 10
    key(pygame.K_MINUS)
    key(pygame.K_MINUS)
    app.run(max_frames=1)
    assert app.pacer.rate == 2
    key(pygame.K_6)
    key(pygame.K_SPACE)
    app.run(max_frames=1)
    assert app.pacer.rate == SPEED_LEVELS[-1] and not app.pacer.paused


def test_zoom_keys_and_wheel_keep_the_point_under_the_cursor(app):
    app.run(max_frames=1)
    assert app.camera.zoom == 1.0
    key(pygame.K_e)
    app.run(max_frames=1)
    assert app.camera.zoom == 1.5
    key(pygame.K_q)
    key(pygame.K_q)
    app.run(max_frames=1)
    assert app.camera.zoom == 0.75
    pos = (300, 400)
    before = app.camera.screen_to_world(*pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, pos=pos))
    app.run(max_frames=1)
    assert app.camera.zoom == 1.0
    after = app.camera.screen_to_world(*pos)
    assert abs(after[0] - before[0]) < 2 and abs(after[1] - before[1]) < 2
    for _ in range(10):
        key(pygame.K_e)
    app.run(max_frames=1)
    assert app.camera.zoom == ZOOM_LEVELS[-1]


def test_drag_pans_the_camera(app):
    app.run(max_frames=1)
    x, y = app.camera.x, app.camera.y
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(600, 400), button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(550, 380), rel=(-50, -20), buttons=(1, 0, 0))
    )
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 350), rel=(-50, -30), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(500, 350), button=1))
    app.run(max_frames=1)
    assert app.camera.x == pytest.approx(x + 100)
    assert app.camera.y == pytest.approx(y + 50)
    assert not app.inspector.is_open  # a drag is not a click


def test_click_on_resident_opens_inspector_and_empty_map_closes_it(app):
    key(pygame.K_SPACE)  # hold everyone still
    app.run(max_frames=2)
    boxes = [(r, rid) for r, rid in app.bodies.hit_boxes if r.right < 800 and r.top > 60]
    assert boxes, "some resident should be on screen"
    rect, _ = boxes[-1]
    rid = app.bodies.hit(rect.center)
    name = next(r.name for r in app.cur.residents if r.id == rid)
    click(rect.center)
    app.run(max_frames=2)
    assert app.inspector.is_open and app.selected == rid
    assert name in app.inspector.text()
    assert "Now" in app.inspector.text() and app.inspector.tab == "Now"
    empty = next(
        (x, y)
        for x in range(20, 800, 37)
        for y in range(80, 780, 41)
        if app.bodies.hit((x, y)) is None
    )
    click(empty)
    app.run(max_frames=1)
    assert not app.inspector.is_open and app.selected is None


def test_inspector_refreshes_about_once_a_second(app):
    app.run(max_frames=1)
    app.select("maya_hart")
    calls = app.sim.detail_calls
    app.update(0.5)
    assert app.sim.detail_calls == calls
    app.update(0.6)
    assert app.sim.detail_calls == calls + 1


def test_tab_selects_and_follows_in_name_order_and_f_toggles(app):
    app.run(max_frames=1)
    names = sorted(r.name for r in app.cur.residents)
    key(pygame.K_TAB)
    app.run(max_frames=1)
    first = app.selected
    assert app.camera.follow_id == first
    assert next(r.name for r in app.cur.residents if r.id == first) == names[0]
    key(pygame.K_TAB)
    app.run(max_frames=1)
    assert app.selected != first and app.camera.follow_id == app.selected
    key(pygame.K_f)
    app.run(max_frames=1)
    assert app.camera.follow_id is None
    key(pygame.K_f)
    app.run(max_frames=30)
    target = next(p for p in app.placed if p.view.id == app.selected)
    sx, sy = app.camera.world_to_screen(target.x * 32, target.y * 32)
    vx, vy, vw, vh = app.camera.visible_rect()
    ax, ay = vx + vw / 2, vy + vh / 2
    assert abs(sx - ax) < 200 and abs(sy - ay) < 200  # the camera moved toward the resident


def test_help_then_escape_closes_it_and_escape_again_asks_to_quit(app):
    key(pygame.K_h)
    app.run(max_frames=1)
    assert app.show_help and app.pacer.held  # the town waits behind the help too
    key(pygame.K_ESCAPE)
    app.run(max_frames=1)
    assert not app.show_help and app.running and not app.pacer.held


def test_f12_saves_a_screenshot_in_screenshots_dir(app, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    key(pygame.K_F12)
    app.run(max_frames=1)
    shots = list((tmp_path / "screenshots").glob("*.png"))
    assert len(shots) == 1
    assert any("Saved" in t for t in app.hud_state().toasts)


def test_resize_relayouts(app):
    app.run(max_frames=1)
    app.select("maya_hart")
    pygame.display.set_mode((900, 600), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 600), w=900, h=600))
    app.run(max_frames=1)
    assert (app.camera.view_w, app.camera.view_h) == (900, 600)
    assert app.inspector.rect.right <= 900


def test_missing_sheets_warn_once_and_use_placeholders(town, tmp_path, caplog):
    sim = FakeSim(town, characters_dir=tmp_path / "empty", n_residents=6)
    with caplog.at_level(logging.WARNING, logger="game.ui.sprites"):
        a = App(sim, fps=0)
        try:
            a.run(max_frames=2)
            for r in a.cur.residents:
                frames = a.bodies.sheets.frames(r.id, 1.5)
                assert len(frames) == 4 and frames[0][0].get_size() == (48, 48)
        finally:
            a.close()
    warnings = [r for r in caplog.records if "placeholder" in r.getMessage()]
    assert len(warnings) == 1
    assert len(a.bodies.sheets.missing) == 6


def test_follow_argument_selects_at_start(town):
    sim = FakeSim(town)
    a = App(sim, fps=0, follow="grace_okafor")
    try:
        a.run(max_frames=2)
        assert a.selected == "grace_okafor" and a.camera.follow_id == "grace_okafor"
    finally:
        a.close()


@pytest.mark.skipif(not REAL_MAP.is_file(), reason="maps/smallville/town.tmx not generated yet")
def test_real_map_renders(tmp_path):
    sim = FakeSim(REAL_MAP)
    shot = tmp_path / "real.png"
    assert run_window(sim, fps=0, max_frames=20, screenshot=shot) == 0
    surf = pygame.image.load(str(shot))
    colors = {tuple(surf.get_at((x, y)))[:3] for x in range(0, 1280, 8) for y in range(60, 800, 8)}
    assert len(colors) > 20


def test_panel_buttons_follow_and_close_and_wheel_scrolls_the_panel(app):
    app.run(max_frames=1)
    app.select("maya_hart")
    app.run(max_frames=2)
    assert app.camera.follow_id is None
    click(app.inspector.follow_button.rect.center)
    app.run(max_frames=3)
    assert app.camera.follow_id == "maya_hart"
    click(app.inspector.tab_buttons["Plan"].rect.center)
    app.run(max_frames=2)
    assert app.inspector.tab == "Plan"
    app.inspector.column.scroll = 0
    body = app.inspector.body_rect()
    zoom = app.camera.zoom
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, pos=body.center))
    app.run(max_frames=1)
    assert app.inspector.column.scroll > 0 and app.camera.zoom == zoom  # scrolled, not zoomed
    click(app.inspector.close_button.rect.center)
    app.run(max_frames=3)
    assert not app.inspector.is_open and app.selected is None


def test_neighbouring_zoom_levels_are_prepared_in_spare_time(app):
    app.run(max_frames=200)
    assert app.map.prewarm(app.camera, budget=1.0) == 0  # nothing left to scale
    key(pygame.K_e)
    app.run(max_frames=1)
    assert app.camera.zoom == 1.5


def test_a_crowd_draws_without_error(town):
    sim = FakeSim(town, cluster=10)
    a = App(sim, fps=0)
    try:
        a.camera.center_on(60 * 32, 40 * 32)
        for zoom_step in (0, 1, 1, -3):
            a.camera.zoom_at(zoom_step, (640, 400))
            a.run(max_frames=20)
    finally:
        a.close()


def test_max_steps_quits_after_that_many_steps(town):
    sim = FakeSim(town)
    # (frames enough for 40 steps at the top speed however fast a frame is: the run ends on
    # max_steps; 5,000 uncapped frames took under a third of a second on a quiet machine)
    assert run_window(sim, fps=0, speed=6, max_steps=40, max_frames=500_000) == 0
    assert sim.steps == 40 and sim.shut_down


def test_the_oldest_button_shows_the_very_first_memory_and_filters_keep_to_a_kind(town, tmp_path):
    sim = FakeSim(town, characters_dir=tmp_path / "none", extra_memories=650)
    a = App(sim, fps=0)
    try:
        a.select("maya_hart")
        a.inspector.set_tab("Memories", sim)
        a.run(max_frames=2)
        assert "Memory 0:" not in a.inspector.text()
        click(a.inspector.memories.nav["oldest"].rect.center)
        a.run(max_frames=3)
        body = a.inspector.body_rect()
        visible = [p.text for p in a.inspector.column.visible(body.h)]
        assert any(t.startswith("Memory 0:") for t in visible)
        assert "— the very first memory —" in visible
        click(a.inspector.memories.filter_buttons[3].rect.center)  # Thought: reflections only
        a.run(max_frames=3)
        kinds = {p.text.split(" · ")[1] for p in a.inspector.column.paragraphs if p.style == "meta"}
        assert kinds == {"thought"}
    finally:
        a.close()
