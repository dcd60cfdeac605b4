"""Names thinned by zoom over a big town: at most one a cell, fewer the farther out, the
selected and hovered ones always, and in the window never two drawn names overlapping."""

import itertools
import random
from types import SimpleNamespace

import pytest

from game.ui.app import App
from game.ui.thinning import THIN_FROM, NameThinner, cell_of, thin
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


def test_at_most_one_name_a_cell_and_the_chosen_ones_always():
    shown = crowd(300, 0.25)
    size = 8
    always = {"r007", "r008"}  # selected and hovered, maybe in one cell: both named
    named = thin(shown, size, always=always)
    cells = [cell_of(sx, sy, size) for p, sx, sy in named if p.view.id not in always]
    assert len(cells) == len(set(cells))
    assert always <= {p.view.id for p, _, _ in named}
    assert 0 < len(named) < len(shown)


def test_the_farther_out_the_fewer_names():
    counts = [len(thin(crowd(300, zoom), round(32 * zoom))) for zoom in (1.0, 0.5, 0.25, 0.125)]
    assert counts == sorted(counts, reverse=True) and counts[0] > counts[-1], counts


def test_a_name_stays_with_its_resident_while_it_is_alone_in_its_cell():
    thinner = NameThinner()
    shown = crowd(200, 0.25)
    first = thinner(shown, 0.25, 8)
    named = {p.view.id for p, _, _ in first}
    # a neighbour with a smaller id walks into a named resident's cell: the name stays put
    p, sx, sy = next(t for t in first if t[0].view.id != "r000")
    newcomer = (SimpleNamespace(view=SimpleNamespace(id="a_first")), sx, sy)
    again = thinner([*shown, newcomer], 0.25, 8)
    assert p.view.id in {q.view.id for q, _, _ in again}
    assert "a_first" not in {q.view.id for q, _, _ in again}
    assert named <= {q.view.id for q, _, _ in again}


def test_close_up_or_few_in_view_everyone_is_named():
    thinner = NameThinner()
    shown = crowd(300, 1.0)
    assert thinner(shown, 1.0, 32) is shown
    few = crowd(THIN_FROM, 0.25)
    assert thinner(few, 0.25, 8) is few


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
    finally:
        app.close()
