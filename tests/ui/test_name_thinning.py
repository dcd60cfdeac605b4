"""Names thinned by zoom over a big town: a name only where it touches no other, fewer the
farther out, the selected and hovered ones always, and in the window never two drawn names
overlapping, nor a name far from its resident."""

import itertools
import random
from types import SimpleNamespace

import pygame
import pytest

from game.ui.app import App
from game.ui.thinning import THIN_FROM, NameThinner, boxes_of, thin
from tests.ui.fake_sim import FakeSim, write_fake_town


def crowd(n: int, zoom: float, seed: int = 3, size_tiles: int = 80) -> list[tuple]:
    """``n`` residents at fixed spots of a town, projected at ``zoom`` (32-pixel tiles)."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        x, y = rng.uniform(0, size_tiles), rng.uniform(0, size_tiles)
        view = SimpleNamespace(id=f"r{i:03d}")
        out.append((SimpleNamespace(view=view), round(x * 32 * zoom), round(y * 32 * zoom)))
    return out


def plate(view) -> tuple[int, int]:
    return (60 + len(view.id) * 4, 14)


def chosen_boxes(named, size):
    return [boxes_of(sx, sy, size, plate(p.view)) for p, sx, sy in named]


def test_chosen_names_touch_no_other_name_body_or_building_name_and_the_chosen_ones_always():
    shown = crowd(300, 0.25)
    size = 8
    sign = pygame.Rect(200, 200, 150, 20)  # a building's name
    always = {"r007", "r008"}  # selected and hovered: both named, wherever they are
    named = thin(shown, size, plate, always=always, obstacles=[sign])
    assert always <= {p.view.id for p, _, _ in named}
    assert 0 < len(named) < len(shown)
    others = [
        b
        for (p, _, _), b in zip(named, chosen_boxes(named, size), strict=True)
        if p.view.id not in always
    ]
    for (a_name, a_body), (b_name, b_body) in itertools.combinations(others, 2):
        assert not a_name.colliderect(b_name)
        assert not a_name.colliderect(b_body) and not b_name.colliderect(a_body)
    assert not any(name.colliderect(sign) for name, _ in others)


def test_the_farther_out_the_fewer_names():
    counts = [
        len(thin(crowd(300, zoom), round(32 * zoom), plate)) for zoom in (1.0, 0.5, 0.25, 0.125)
    ]
    assert counts == sorted(counts, reverse=True) and counts[0] > counts[-1], counts


def test_a_name_stays_with_its_resident_while_it_has_room():
    thinner = NameThinner()
    shown = crowd(200, 0.25)
    first = thinner(shown, 0.25, 8, plate)
    named = {p.view.id for p, _, _ in first}
    # a neighbour first in the id order steps right next to a named resident: the name stays
    p, sx, sy = next(t for t in first if t[0].view.id != "r000")
    newcomer = (SimpleNamespace(view=SimpleNamespace(id="a_first")), sx + 1, sy)
    again = {q.view.id for q, _, _ in thinner([*shown, newcomer], 0.25, 8, plate)}
    assert p.view.id in again and "a_first" not in again
    assert named <= again


def test_close_up_or_few_in_view_everyone_is_named():
    thinner = NameThinner()
    shown = crowd(300, 1.0)
    assert thinner(shown, 1.0, 32, plate) is shown
    few = crowd(THIN_FROM, 0.25)
    assert thinner(few, 0.25, 8, plate) is few


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (120, 80))


def test_the_window_over_300_residents_names_some_never_overlapping(town, tmp_path):
    sim = FakeSim(town, n_residents=300, characters_dir=tmp_path / "none")
    app = App(sim, size=(1280, 800), fps=0, speed=5)
    try:
        chosen = app.resident_ids()[150]
        app.select(chosen)
        app.camera.follow_id = None
        for zoom in (app.camera.levels[0], 0.5):
            app.camera.zoom = zoom
            app.camera.center_on(60 * app.tile, 40 * app.tile)
            for frame in range(40):
                app.frame(1 / 60)
                names = app.overlays.drawn_names
                assert chosen in names, (zoom, frame)
                assert len(names) < 300
                rects = list(names.values())
                bad = [(a, b) for a, b in itertools.combinations(rects, 2) if a.colliderect(b)]
                assert not bad, (zoom, frame, bad[:3])
                if zoom < 0.2:  # names alone over their heads: no blocks with long leader lines
                    leaders = app.overlays._layout.leaders
                    assert not [(a, b) for a, b in leaders if abs(a[1] - b[1]) > 60], frame
    finally:
        app.close()
