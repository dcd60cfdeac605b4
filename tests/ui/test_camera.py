"""Camera arithmetic: clamping (with covered strips), panning, zoom levels, following, keeping a
point in the visible part."""

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


def test_the_lowest_level_fits_the_whole_town_in_the_visible_part():
    cam = make()
    cam.set_insets(0, 50, 460, 0)
    for _ in range(10):
        cam.zoom_at(-1, (400, 400))
    assert cam.fitted and cam.zoom < ZOOM_LEVELS[0]
    x, y, w, h = cam.visible_rect()
    left, top = cam.world_to_screen(0, 0)
    right, bottom = cam.world_to_screen(3840, 2560)
    assert x - 1 <= left and right <= x + w + 1 and y - 1 <= top and bottom <= y + h + 1
    cam.set_insets(0, 50, 0, 0)  # the panel closes: still the whole town, larger
    assert cam.fitted and cam.zoom == pytest.approx(min(1280 / 3840, 750 / 2560), abs=1e-3)


def test_a_town_smaller_than_the_window_is_centred_at_the_fit_level():
    cam = Camera((640, 320), (1280, 800))
    assert cam.levels[0] == pytest.approx(2.0)
    cam.pan(500, 500)
    assert cam.x == pytest.approx(0) and cam.y == pytest.approx(-40)


def test_covered_strips_let_the_view_pass_the_map_edge_by_their_width():
    cam = make()
    cam.set_insets(0, 50, 460, 0)
    cam.pan(10_000, 10_000)
    # the visible part ends at the map's east and south edges; the window runs past them
    x, y, w, h = cam.visible_rect()
    assert cam.screen_to_world(x + w, y + h) == pytest.approx((3840, 2560), abs=1)
    assert cam.screen_to_world(1280, 0)[0] > 3840
    cam.pan(-10_000, -10_000)
    assert cam.screen_to_world(0, 50) == pytest.approx((0, 0), abs=1)


def test_ensure_visible_moves_only_as_much_as_needed():
    cam = make()
    cam.set_insets(0, 50, 460, 0)
    cam.pan(10_000, 0)
    cam.pan(-500, 0)  # the east edge is under the panel now
    east = (3840 - 16, 1000)
    assert not cam.is_visible(*east)
    assert cam.ensure_visible(*east, margin=48)
    assert cam.is_visible(*east)  # as far as the map's edge allows: beside the panel
    sx, _ = cam.world_to_screen(*east)
    assert sx <= 1280 - 460
    before = (cam.x, cam.y)
    assert not cam.ensure_visible(*east, margin=48)  # already in view: no move
    assert (cam.x, cam.y) == before


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


def test_follow_glides_toward_the_middle_of_the_visible_part_and_snaps_on_long_jumps():
    cam = make()
    cam.set_insets(0, 50, 460, 0)
    cam.follow(2000, 1300, dt=1 / 60)
    first = cam.center()
    for _ in range(120):
        cam.follow(2000, 1300, dt=1 / 60)
    assert cam.center() == pytest.approx((2000, 1300), abs=1.0)
    assert first != pytest.approx((2000, 1300), abs=1.0)
    cam.follow(300, 300, dt=1 / 60)  # far away: snap, then clamp
    assert cam.screen_to_world(0, 50) == pytest.approx((0, 0), abs=1)


def test_resize_keeps_the_centre():
    cam = make()
    cam.pan(100, 50)
    c = cam.center()
    cam.set_view_size((800, 600))
    assert cam.center() == pytest.approx(c)
