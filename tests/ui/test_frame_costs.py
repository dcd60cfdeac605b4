"""What keeps frames cheap must not change what they show: incremental snapshots, placed residents
made once per pair of snapshots, hit tests without rects, the shared projection."""

import dataclasses

import pygame

from game.sim.snapshot import VIEW_FIELDS, ResidentView, TownSnapshot, ViewCache
from game.ui.camera import Camera
from game.ui.pacing import place_residents
from game.ui.sprites import Placed, ResidentBodies, SpriteSheets
from tests.ui.fake_sim import FakeSim


def _values(rid: str, x: float, activity: str = "reading") -> tuple:
    view = ResidentView(
        id=rid, name=rid.title(), x=x, y=2.0, facing="down", moving=False, activity=activity,
        emoji="", place="A:b:c",
    )  # fmt: skip
    return tuple(getattr(view, f) for f in VIEW_FIELDS)


def test_view_cache_reuses_unchanged_views_and_builds_equal_ones():
    cache = ViewCache()
    first = cache.view(_values("ann", 1.0))
    assert cache.view(_values("ann", 1.0)) is first  # nothing changed: the same object
    moved = cache.view(_values("ann", 2.0))
    assert moved is not first and moved.x == 2.0
    plain = ResidentView(**dict(zip(VIEW_FIELDS, _values("ann", 2.0), strict=True)))
    assert moved == plain and hash(moved) == hash(plain)
    assert dataclasses.replace(moved, activity="x").activity == "x"
    cache.view(_values("bob", 1.0))
    cache.prune(["bob"])
    assert cache.view(_values("ann", 2.0)) is not moved  # forgotten


def test_fake_sim_snapshots_keep_the_views_of_residents_that_stood_still():
    sim = FakeSim(n_residents=25)
    before = sim.snapshot()
    sim.step()
    after = sim.snapshot()
    same = [a is b for a, b in zip(before.residents, after.residents, strict=True)]
    assert any(same) and not all(same)
    for view in after.residents:  # equal to a view built the ordinary way
        assert view == ResidentView(**{f: getattr(view, f) for f in VIEW_FIELDS})


def _snap(*views) -> TownSnapshot:
    return TownSnapshot(time_text="", step=0, residents=tuple(views))


def test_place_residents_interpolates_walkers_and_keeps_order_among_equals():
    cache = ViewCache()
    a0, b0 = cache.view(_values("a", 1.0)), cache.view(_values("b", 3.0))
    prev = _snap(a0, b0)
    cur = _snap(cache.view(_values("a", 2.0)), b0)
    placed = place_residents(prev, cur, 0.5)
    assert [(p.view.id, p.x, p.moving) for p in placed] == [("a", 1.5, True), ("b", 3.0, False)]
    twins = _snap(cache.view(_values("c", 5.0)), cache.view(_values("d", 5.0)))
    assert [p.view.id for p in place_residents(twins, twins, 1.0)] == ["c", "d"]


def test_hit_matches_the_hit_boxes_everywhere(tmp_path):
    pygame.display.init()
    screen = pygame.display.set_mode((320, 240))
    camera = Camera((2000, 2000), (320, 240))
    camera.center_on(110, 90)
    bodies = ResidentBodies(SpriteSheets(tmp_path, 32))
    cache = ViewCache()
    placed = [
        Placed(cache.view(_values(f"r{i}", 1.0 + i * 0.7)), 1.0 + i * 0.7, 2.0 + (i % 3), False)
        for i in range(8)
    ]
    clip = pygame.Rect(10, 0, 250, 240)
    for zoom_steps in (0, -3):
        camera.zoom_at(zoom_steps, (160, 120))
        camera.center_on(110, 90)
        bodies.draw(screen, camera, placed, 0.0, clip=clip)
        boxes = bodies.hit_boxes
        assert len(boxes) >= 4
        for x in range(0, 320, 3):
            for y in range(0, 240, 3):
                want = next((rid for r, rid in reversed(boxes) if r.collidepoint(x, y)), None)
                assert bodies.hit((x, y)) == want
    pygame.display.quit()


def test_a_page_wrapped_ahead_is_laid_out_without_wrapping():
    """The Memories tab wraps the neighbouring pages in spare frames; turning to one then
    lays it out from those wraps (``TextColumn.prewrap``), and the result is the same."""
    from game.ui.text import TextCache
    from game.ui.textcolumn import TextColumn

    pygame.font.init()
    page = [("body", f"Memory {i}: walked past the bakery and smelled bread") for i in range(60)]
    fresh = TextColumn(TextCache())
    fresh.set_paragraphs([("body", "shown now")], 300)
    fresh.set_paragraphs(page, 300)
    col = TextColumn(TextCache())
    col.set_paragraphs([("body", "shown now")], 300)
    while not col.prewrap(page, budget_s=0.0005):  # a little each frame
        pass
    wraps = []
    original = col._wrap
    col._wrap = lambda *a: wraps.append(a) or original(*a)
    col.set_paragraphs(page, 300)
    assert wraps == []
    assert col.height == fresh.height and col._lines == fresh._lines
