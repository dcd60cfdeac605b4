"""Autosaves per session: a new launch never overwrites the last one's; old sessions pruned."""

import pytest

from game.app_setup import build_simulation, load_town_files, town_facts
from game.sim.simulation import SimConfig
from game.store import library
from game.store.autosave import (
    Autosaver,
    autosave_sessions,
    autosave_slots,
    new_session,
    previous_autosave,
    prune_sessions,
    session_folder,
)
from game.store.savefile import read_meta, read_save, write_save
from game.store.session import SaveSession


def _autosave_hours(saver, state, hours):
    for hour in hours:
        state = {**state, "meta": {**state["meta"], "time": f"Fri 13 Feb 2026 {hour:02d}:00"}}
        saver.autosave(state)
        assert saver.flush(timeout=30)  # one by one: each is a separate autosave


def test_a_second_session_never_overwrites_the_first_ones_autosaves(tmp_path, save_state):
    first = Autosaver(tmp_path, "Smallville", session=new_session())
    _autosave_hours(first, save_state, range(9, 13))
    before = {p: p.read_bytes() for p in first.slots}
    assert len(before) == 3
    second = Autosaver(tmp_path, "Smallville", session=new_session())
    assert second.session > first.session and second.slots[0] != first.slots[0]
    _autosave_hours(second, save_state, range(13, 23))  # far more than its 3 slots
    assert {p: p.read_bytes() for p in first.slots} == before
    assert [read_meta(p)["time"][-5:] for p in first.slots] == ["12:00", "11:00", "10:00"]
    assert [read_meta(p)["time"][-5:] for p in second.slots] == ["22:00", "21:00", "20:00"]
    for p in first.slots:
        read_save(p)  # every one of them still loads, whole
    assert first.writer.failed == second.writer.failed == 0
    listed = [i for i in library.list_saves(first.folder) if i.kind == "autosave"]
    assert sorted(i.path for i in listed) == sorted(first.slots + second.slots)
    assert all(library.is_autosave(p) for p in first.slots + second.slots)


def test_pruning_keeps_the_newest_sessions_and_never_the_current_or_the_one_before(
    tmp_path, save_state
):
    folder = tmp_path / "smallville"
    names = [f"2026010{i}-000000-000000" for i in range(1, 7)]
    for name in names:
        write_save(autosave_slots(folder, session=name)[0], save_state)
    (session_folder(folder, names[0]) / "notes.txt").write_text("mine", encoding="utf-8")
    removed = prune_sessions(folder, keep=3, current=names[-1])
    # the oldest holds a file of the player's: its autosaves go, the folder and the file stay
    assert removed == [session_folder(folder, n) for n in names[1:3]]
    assert autosave_sessions(folder) == [names[0]] + names[3:]
    assert (session_folder(folder, names[0]) / "notes.txt").read_text(encoding="utf-8") == "mine"
    assert not list(session_folder(folder, names[0]).glob("autosave-*.json"))
    # keep=1 still keeps the current session and the one just before it
    prune_sessions(folder, keep=1, current=names[-1])
    assert [s for s in autosave_sessions(folder) if s != names[0]] == names[-2:]


def test_a_new_session_prunes_at_its_first_autosave_to_the_configured_count(tmp_path, save_state):
    sessions = []
    for _ in range(6):
        saver = Autosaver(tmp_path, "Smallville", session=new_session(), keep_sessions=3)
        saver.autosave(save_state)  # the first autosave prunes older sessions
        assert saver.flush(timeout=30)
        sessions.append(saver.session)
        assert len(autosave_sessions(saver.folder)) <= 3
    assert autosave_sessions(saver.folder) == sessions[-3:]
    unused = Autosaver(tmp_path, "Smallville", session=new_session())  # never autosaves
    assert autosave_sessions(unused.folder) == sessions[-3:]


def test_previous_autosave_is_the_newest_readable_one_of_an_earlier_session(tmp_path, save_state):
    folder = tmp_path / "smallville"
    assert previous_autosave(folder) is None
    write_save(folder / "autosave-1.json", save_state)  # from before sessions: the last resort
    assert previous_autosave(folder) == folder / "autosave-1.json"
    old = Autosaver(tmp_path, "Smallville", session="20260101-000000-000000")
    _autosave_hours(old, save_state, range(9, 12))
    last = Autosaver(tmp_path, "Smallville", session="20260102-000000-000000")
    _autosave_hours(last, save_state, range(12, 14))
    now = Autosaver(tmp_path, "Smallville", session="20260103-000000-000000")
    _autosave_hours(now, save_state, range(14, 16))
    assert previous_autosave(folder, current=now.session) == last.slots[0]
    assert read_meta(last.slots[0])["time"].endswith("13:00")
    assert previous_autosave(folder) == now.slots[0]  # at launch, before this one autosaves
    last.slots[0].write_text("{ half a save", encoding="utf-8")  # damaged: the next one
    assert previous_autosave(folder, current=now.session) == last.slots[1]
    for p in last.slots[:2]:
        p.unlink()
    assert previous_autosave(folder, current=now.session) == old.slots[0]


def test_session_names_are_unique_sortable_and_checked(tmp_path):
    stamps = [new_session() for _ in range(50)]
    assert stamps == sorted(stamps) and len(set(stamps)) == 50
    with pytest.raises(ValueError):
        session_folder(tmp_path, "../elsewhere")


@pytest.fixture(scope="module")
def town_and_facts():
    world, personas = load_town_files("brinewick", residents=2)
    sim = build_simulation("brinewick", residents=2, config=SimConfig(seed=1, workers=0))
    return sim, town_facts(world, personas)


def test_loading_a_previous_sessions_autosave_does_not_make_it_the_save_file(
    town_and_facts, tmp_path
):
    sim, facts = town_and_facts
    first = SaveSession(sim, facts, tmp_path, marker=lambda: sim.clock.step_count)
    first.autosave(sim.get_state())
    assert first.close(30) == ""
    second = SaveSession(sim, facts, tmp_path, marker=lambda: sim.clock.step_count)
    assert second.slots[0] != first.slots[0]
    found = previous_autosave(second.folder, current=second.autosaver.session)
    assert found == first.slots[0]
    second.load(found)
    assert second.current == second.folder / "quicksave.json"
    assert found in [e.path for e in second.entries()]
    second.autosave(sim.get_state())
    assert second.close(30) == ""
    assert first.slots[0].is_file() and second.slots[0].is_file()
