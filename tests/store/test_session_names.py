"""Save as keeps the name the player typed; backups stay out of the menu's list."""

import pytest

from game.app_setup import build_simulation, load_town_files, town_facts
from game.sim.simulation import SimConfig
from game.store.session import SaveSession


@pytest.fixture(scope="module")
def town_and_facts():
    world, personas = load_town_files("brinewick", residents=2)
    sim = build_simulation("brinewick", residents=2, config=SimConfig(seed=1, workers=0))
    return sim, town_facts(world, personas)


def _session(town_and_facts, tmp_path):
    sim, facts = town_and_facts
    return SaveSession(sim, facts, tmp_path, marker=lambda: sim.clock.step_count)


@pytest.mark.parametrize("typed", ["town2", "town2.json", "  town2 "])
def test_save_as_writes_exactly_the_name_shown(town_and_facts, tmp_path, typed):
    session = _session(town_and_facts, tmp_path)
    message = session.save_as(typed)
    session.writer.flush(10.0)
    assert "town2.json" in message and ".json.json" not in message
    written = sorted(p.name for p in session.folder.iterdir() if p.suffix == ".json")
    assert written == ["town2.json"]
    assert [e.name for e in session.entries()] == ["town2"]


def test_backups_are_not_listed_and_a_taken_name_is_refused(town_and_facts, tmp_path):
    session = _session(town_and_facts, tmp_path)
    session.save_as("harbour")
    session.writer.flush(10.0)
    session.quicksave()  # over the same file: the old one becomes its backup
    session.writer.flush(10.0)
    assert (session.folder / "harbour.bak.json").is_file()
    assert [e.name for e in session.entries()] == ["harbour"]
    with pytest.raises(ValueError, match="'harbour' exists already"):
        session.save_as("harbour")
