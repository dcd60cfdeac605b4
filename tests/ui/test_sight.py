"""Never lose sight, and who is who: the selected resident stays beside the panel, nothing is
clicked through a panel, a group shows every name without overlap, the list and the minimap
move the camera, and the lowest zoom shows the whole town with building names."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.app import App  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402
from tests.ui.test_window import click, key  # noqa: E402


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (120, 80))


def pin(sim, spots):
    """Put the first residents on fixed tiles, standing still."""
    for w, spot in zip(sim.walkers, spots, strict=False):
        w.loop, w.offset, w.sleeper = [spot], 0, False
    return [w.rid for w in sim.walkers[: len(spots)]]


@pytest.fixture
def make(town, tmp_path):
    apps = []

    def build(spots=(), **kw):
        sim = FakeSim(town, characters_dir=tmp_path / "none", **kw)
        ids = pin(sim, spots)
        app = App(sim, size=(1280, 800), fps=0)
        app.pacer.toggle_pause()
        apps.append(app)
        return app, ids

    yield build
    for a in apps:
        a.close()


def screen_of(app, rid):
    p = next(p for p in app.placed if p.view.id == rid)
    return app.camera.world_to_screen((p.x + 0.5) * app.tile, (p.y + 0.5) * app.tile)


def test_a_resident_at_the_east_edge_stays_visible_beside_the_panel(make):
    app, (east,) = make([(119, 40)])
    app.camera.center_on(119 * 32, 40 * 32)
    app.run(max_frames=2)
    pos = screen_of(app, east)
    click(app.bodies.hit_boxes[[rid for _, rid in app.bodies.hit_boxes].index(east)][0].center)
    app.run(max_frames=5)
    assert app.selected == east and app.inspector.is_open
    x, y = screen_of(app, east)
    panel = app.inspector.rect
    assert x < panel.left - 8 and 50 < y < 800, (pos, (x, y), panel)
    # following it keeps it there too, at the map's very edge
    key(pygame.K_f)
    app.run(max_frames=30)
    x, _ = screen_of(app, east)
    assert app.camera.follow_id == east and x < panel.left - 8


def test_nothing_is_clicked_through_the_panel(make):
    app, (a, b) = make([(60, 40), (61, 40)])
    app.camera.center_on(60 * 32, 40 * 32)
    app.run(max_frames=2)
    app.select(a)
    app.camera.follow_id = None
    app.keep_visible = False
    panel = app.inspector.rect
    app.camera.pan(-(panel.centerx - screen_of(app, b)[0]), 0)  # b now lies under the panel
    app.run(max_frames=2)
    assert panel.collidepoint(screen_of(app, b))
    assert all(not panel.colliderect(r) for r, _ in app.bodies.hit_boxes)
    click(screen_of(app, b))
    app.run(max_frames=2)
    assert app.selected == a


def test_three_at_one_table_show_three_names_that_overlap_nothing(make):
    app, ids = make([(60, 40), (61, 40), (60, 41)], cluster=0)
    app.camera.center_on(60 * 32, 40 * 32)
    app.run(max_frames=2)
    for zoom_step in (0, -1, 2):
        app.camera.zoom_at(zoom_step, (640, 400))
        app.run(max_frames=2)
        lay = app.overlays._layout
        names = [lay.names[rid] for rid in ids]
        assert len(names) == 3
        for n1, n2 in itertools.combinations(names, 2):
            assert not n1.colliderect(n2)
        sprites = list(lay.bodies.values())
        assert len(sprites) >= 3
        for name in names:
            assert name.collidelist(sprites) == -1, app.camera.zoom


def test_the_list_selects_and_follows(make):
    app, _ = make()
    key(pygame.K_p)
    app.run(max_frames=2)
    assert app.roster.visible and app.camera.insets[0] > 200
    target = "nora_kim"
    y = app.roster.column.top_of(target)
    body = app.roster.body.rect
    app.roster.column.scroll = max(0, y - 40)
    app.run(max_frames=1)
    click((body.x + 30, body.y + y - app.roster.column.scroll + 6))
    app.run(max_frames=30)
    assert app.selected == target and app.camera.follow_id == target
    x, y = screen_of(app, target)
    vx, vy, vw, vh = app.camera.visible_rect()
    assert vx <= x <= vx + vw and vy <= y <= vy + vh


def test_the_minimap_jumps_and_the_lowest_zoom_shows_the_town_with_building_names(make):
    app, _ = make()
    app.run(max_frames=2)
    mini = app.minimap.rect
    click((mini.right - 3, mini.bottom - 3))  # the south-east corner of the town
    app.run(max_frames=2)
    cx, cy = app.camera.center()
    assert cx >= 95 * 32 and cy >= 60 * 32  # as far south-east as the map allows
    for _ in range(8):
        key(pygame.K_q)
    app.run(max_frames=2)
    assert app.camera.fitted
    x, y, w, h = app.camera.visible_rect()
    right, bottom = app.camera.world_to_screen(120 * 32, 80 * 32)
    assert right <= x + w + 1 and bottom <= y + h + 1
    drawn = app.sector_labels.draw(app.screen, app.camera, app.map_area())
    assert len(drawn) == len(app.sector_labels.sectors)
    assert not app.minimap.drawn  # the whole town is on screen already


def test_in_a_crowd_every_name_shows_and_no_plate_covers_a_sprite(make):
    app, _ = make(cluster=10)
    app.camera.center_on(60 * 32, 40 * 32)
    for step in (0, 1, -2):
        app.camera.zoom_at(step, (640, 400))
        app.run(max_frames=3)
        lay = app.overlays._layout
        on_screen = {rid for _, rid in app.bodies.hit_boxes}
        assert on_screen <= set(lay.names)  # a name for everyone drawn
        sprites = list(lay.bodies.values())
        plates = [r for _, r in lay.blits]
        assert all(p.collidelist(sprites) == -1 for p in plates), app.camera.zoom
        names = list(lay.names.values())
        assert all(n.collidelist(names[i + 1 :]) == -1 for i, n in enumerate(names))


def test_a_layout_moved_along_keeps_plates_with_their_residents():
    from game.ui.labels import Who, follow, layout

    def who(key, cx, head):
        name = pygame.Surface((60, 14))
        body = pygame.Rect(cx - 10, head, 20, 28)
        return Who(key, cx, head, body, [name], [name], [name])

    whos = [who("a", 100, 300), who("b", 400, 300), who("c", 416, 310)]  # a alone; b, c a group
    base = layout(whos, pygame.Rect(0, 0, 800, 600))
    moved = follow(base, {"a": (110, 305), "b": (404, 300), "c": (420, 310)})
    assert moved.names["a"] == base.names["a"].move(10, 5)
    assert moved.names["b"] == base.names["b"].move(4, 0)  # the block moves with its members
    assert moved.names["c"] == base.names["c"].move(4, 0)

    def leader_to(lay, key):
        pairs = zip(lay.leaders, lay.leader_ends, strict=True)
        return next(lead for lead, (_, k) in pairs if k == key)[1]

    end, was = leader_to(moved, "c"), leader_to(base, "c")
    assert end == (was[0] + 4, was[1])  # the leader still ends at c's head
