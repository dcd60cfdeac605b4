"""Camera arithmetic: clamping, panning, zooming around a point, following."""

import pytest

from game.ui.camera import ZOOM_LEVELS, Camera


def make(view=(1280, 800)):
    return Camera((3840, 2560), view)


def test_starts_centred_and_clamps_to_the_map():
    cam = make()
    assert cam.center() == pytest.approx((1920, 1280))
    cam.pan(-10_000, -10_000)
    assert (cam.x, cam.y) == (0, 0)
    cam.pan(10_000, 10_000)
    assert cam.x == pytest.approx(3840 - 1280) and cam.y == pytest.approx(2560 - 800)


def test_a_map_smaller_than_the_window_is_centred():
    cam = Camera((640, 320), (1280, 800))
    cam.pan(500, 500)
    assert cam.x == pytest.approx(-320) and cam.y == pytest.approx(-240)


def test_pan_is_in_screen_pixels_at_any_zoom():
    cam = make()
    cam.zoom_at(2, (640, 400))
    assert cam.zoom == 2.0
    x = cam.x
    cam.pan(100, 0)
    assert cam.x == pytest.approx(x + 50)


def test_zoom_keeps_the_point_under_the_cursor_and_stops_at_the_ends():
    cam = make()
    before = cam.screen_to_world(200, 300)
    assert cam.zoom_at(1, (200, 300))
    after = cam.screen_to_world(200, 300)
    assert after == pytest.approx(before, abs=1.0)
    for _ in range(10):
        cam.zoom_at(1, (0, 0))
    assert cam.zoom == ZOOM_LEVELS[-1]
    assert not cam.zoom_at(1, (0, 0))


def test_world_and_screen_round_trip():
    cam = make()
    cam.zoom_at(-1, (640, 400))
    sx, sy = cam.world_to_screen(1000, 900)
    wx, wy = cam.screen_to_world(sx, sy)
    assert (wx, wy) == pytest.approx((1000, 900), abs=1.5)


def test_follow_glides_toward_the_target_and_snaps_on_long_jumps():
    cam = make()
    cam.follow(2000, 1300, dt=1 / 60)
    first = cam.center()
    for _ in range(120):
        cam.follow(2000, 1300, dt=1 / 60)
    assert cam.center() == pytest.approx((2000, 1300), abs=1.0)
    assert first != pytest.approx((2000, 1300), abs=1.0)
    cam.follow(300, 300, dt=1 / 60)  # far away: snap, then clamp
    assert (cam.x, cam.y) == (0, 0)


def test_resize_keeps_the_centre():
    cam = make()
    cam.pan(100, 50)
    c = cam.center()
    cam.set_view_size((800, 600))
    assert cam.center() == pytest.approx(c)
