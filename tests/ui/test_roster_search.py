"""The people list found by typing: the search box keeps the residents whose name holds what
is typed (any case), at each letter; Enter selects and follows the first of them."""

import pygame
import pytest

from game.ui.app import App
from game.ui.roster import matches, roster_paragraphs
from tests.ui.fake_sim import FakeSim, write_fake_town


@pytest.fixture(scope="module")
def town(tmp_path_factory):
    return write_fake_town(tmp_path_factory.mktemp("town"), (120, 80))


def test_matches_keeps_names_holding_the_text_in_any_case(town, tmp_path):
    snap = FakeSim(town, n_residents=40, characters_dir=tmp_path / "none").snapshot()
    names = [r.name for r in matches(snap, "  okAFOR ")]
    assert names == sorted(r.name for r in snap.residents if "okafor" in r.name.lower())
    assert len(names) == 3
    assert len(matches(snap, "")) == 40
    assert matches(snap, "nobody by this name") == []
    lines = roster_paragraphs(snap, None, "chen")
    assert {p.key for p in lines} == {r.id for r in snap.residents if "Chen" in r.name}


def type_text(text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def test_typing_in_the_window_filters_the_list_and_enter_follows_the_first(town, tmp_path):
    sim = FakeSim(town, n_residents=300, characters_dir=tmp_path / "none")
    app = App(sim, size=(1280, 800), fps=0, speed=0)
    try:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"))
        app.run(max_frames=3)
        assert app.roster.visible
        box = app.roster.search.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=box, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=box, button=1))
        app.run(max_frames=3)
        type_text("resident 29")  # letters typed into the box are not shortcuts (p, s, ...)
        app.run(max_frames=5)
        assert app.roster.query == "resident 29"
        shown = {p.key for p in app.roster.column.paragraphs}
        assert shown == {f"resident_{i}" for i in (29, *range(290, 300))}
        assert app.pacer.level == 0 and app.roster.visible  # '2', 'e' ... changed nothing else
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        )
        app.run(max_frames=3)
        assert app.selected == "resident_29"
        assert app.camera.follow_id == "resident_29"
    finally:
        app.close()
