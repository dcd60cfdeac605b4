"""Name labels never overlap: residents' names and buildings' names, as drawn, frame by frame.

Four residents sit at a table while six walk back and forth right through them, fast (60 steps
a second), so groups form and break up between two layouts; a small kiosk stands inside the
park at its top, where its name would sit on the park's. Every frame at three zoom levels (the
whole town, 0.75, 1.5) and two window sizes, with one of the table's residents selected, the
drawn rectangles (``Overlays.drawn_names``, ``SectorLabels.drawn``) must not intersect, and the
selected resident's name is always drawn.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.sim.snapshot import SectorView  # noqa: E402
from game.ui import scene  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.declutter import DOWN, UP, place_apart  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402

TABLE = [(60, 40), (61, 40), (60, 41), (61, 41)]
FRAMES = 150


class CrowdedTown(FakeSim):
    """The fake town with a kiosk at the top of its park (the park's name would cover its)."""

    def sectors(self):
        w, h = self.map_size
        kiosk = SectorView(name="Pond Kiosk", kind="shop", rect=(w // 2 - 3, h // 2 - 5, 6, 3))
        return (*super().sectors(), kiosk)


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (120, 80))


def crowd(town, tmp_path) -> CrowdedTown:
    sim = CrowdedTown(town, n_residents=10, characters_dir=tmp_path / "none")
    for w, spot in zip(sim.walkers, TABLE, strict=False):
        w.loop, w.offset, w.sleeper = [spot], 0, False
    for k, w in enumerate(sim.walkers[len(TABLE) :]):  # across the table and back
        line = [(50 + i, 38 + k % 5) for i in range(22)]
        w.loop, w.offset, w.sleeper = line + line[-2:0:-1], k * 3, False
    return sim


def overlaps(rects: list[pygame.Rect]) -> list[tuple[pygame.Rect, pygame.Rect]]:
    return [(a, b) for a, b in itertools.combinations(rects, 2) if a.colliderect(b)]


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_names_never_overlap_at_three_zooms_in_two_window_sizes(town, tmp_path, size):
    sim = crowd(town, tmp_path)
    app = App(sim, size=size, fps=0, speed=5)
    try:
        chosen = sim.walkers[0].rid
        app.select(chosen)
        app.camera.follow_id = None
        app.keep_visible = False
        for zoom in (app.camera.levels[0], 0.75, 1.5):
            app.camera.zoom = zoom
            app.camera.center_on(60 * app.tile, 40 * app.tile)
            for frame in range(FRAMES):
                app.frame(1 / 60)
                area = scene.label_area(app)
                names = app.overlays.drawn_names
                assert chosen in names, (zoom, frame)  # the selected name is always drawn
                shown = [r for r in names.values() if r.colliderect(area)]
                buildings = app.sector_labels.drawn
                bad = overlaps(shown + buildings)
                assert not bad, (size, zoom, frame, bad)
            if zoom < 1:  # the park's and the kiosk's names both show (the kiosk's moved down)
                assert len(app.sector_labels.drawn) >= 2, zoom
    finally:
        app.close()


def test_place_apart_moves_a_label_clear_hides_one_without_room_and_keeps_the_first():
    area = pygame.Rect(0, 0, 200, 100)
    a, b, c = pygame.Rect(50, 50, 60, 14), pygame.Rect(70, 55, 60, 14), pygame.Rect(60, 52, 40, 14)
    taken: list[pygame.Rect] = []
    assert place_apart([[a], [b]], taken, area) == [0, a.top - b.bottom]
    assert not overlaps(taken)
    tight = pygame.Rect(0, 40, 200, 40)  # no room above: left out
    assert place_apart([[a], [c]], [], tight, tries=3) == [0, None]
    assert place_apart([[a], [c]], [], tight, keep=2) == [0, 0]  # kept: drawn where it is
    assert place_apart([[a], [b]], [], area, way=DOWN) == [0, a.bottom - b.top]
    assert place_apart([[a], [b]], [], area, way=UP)[1] < 0
