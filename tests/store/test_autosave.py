"""The writer thread and the autosave slots. Threads are paced with events, never sleeps."""

import threading

import pytest

from game.store.autosave import Autosaver, SaveWriter, autosave_slots, town_folder
from game.store.savefile import read_meta, read_save, write_save


class GatedWrite:
    """A ``write`` for ``SaveWriter`` that records calls and can hold one until released."""

    def __init__(self, hold=False):
        self.calls = []
        self.entered = threading.Event()
        self.release = threading.Event()
        if not hold:
            self.release.set()
        self.active = 0
        self.overlapped = False
        self.lock = threading.Lock()

    def __call__(self, path, state, **options):
        with self.lock:
            self.active += 1
            self.overlapped |= self.active > 1
        self.calls.append((path.name, state["n"]))
        self.entered.set()
        assert self.release.wait(10)
        with self.lock:
            self.active -= 1
        if state.get("fail"):
            raise OSError(28, "No space left on device")
        if state.get("crash"):
            raise RuntimeError("bug\nwith two lines")
        return path


def test_submit_returns_at_once_and_flush_waits(tmp_path):
    write = GatedWrite(hold=True)
    writer = SaveWriter(write=write)
    writer.submit(tmp_path / "a.json", {"n": 1})  # returns while the write is held
    assert write.entered.wait(10) and writer.busy
    assert writer.flush(timeout=0.01) is False
    write.release.set()
    assert writer.flush(timeout=10) and not writer.busy
    assert writer.saved == 1 and writer.last_saved == tmp_path / "a.json"
    assert writer.close(timeout=10)
    with pytest.raises(RuntimeError):
        writer.submit(tmp_path / "a.json", {"n": 2})


def test_the_newest_waiting_state_wins_and_writes_never_overlap(tmp_path):
    write = GatedWrite(hold=True)
    writer = SaveWriter(write=write)
    writer.submit(tmp_path / "a.json", {"n": 1})
    assert write.entered.wait(10)  # n=1 is being written
    for n in (2, 3, 4):
        writer.submit(tmp_path / "a.json", {"n": n})  # each replaces the waiting one
    writer.submit(tmp_path / "b.json", {"n": 5})  # another path waits its turn
    write.release.set()
    assert writer.flush(timeout=10)
    assert write.calls == [("a.json", 1), ("a.json", 4), ("b.json", 5)]
    assert writer.replaced == 2 and not write.overlapped


def test_errors_are_one_line_and_the_writer_goes_on(tmp_path):
    errors = []
    write = GatedWrite()
    writer = SaveWriter(on_error=errors.append, write=write)
    writer.submit(tmp_path / "a.json", {"n": 1, "crash": True})
    writer.submit(tmp_path / "b.json", {"n": 2})
    assert writer.flush(timeout=10)
    assert errors == [f"{tmp_path / 'a.json'}: not saved (RuntimeError: bug with two lines)"]
    assert writer.failed == 1 and writer.saved == 1 and writer.last_error is None
    writer.submit(tmp_path / "c.json", {"n": 3, "fail": True})
    assert writer.flush(timeout=10) and "No space left on device" in writer.last_error


def test_a_real_save_error_is_reported_not_raised(tmp_path, save_state):
    errors = []
    saved = threading.Event()
    writer = SaveWriter(on_error=errors.append, on_saved=lambda path, s: saved.set())
    (tmp_path / "prefs.json").write_text("{}", encoding="utf-8")
    writer.submit(tmp_path / "prefs.json", save_state)
    writer.submit(tmp_path / "town.json", save_state)
    assert writer.flush(timeout=30) and saved.is_set()
    assert len(errors) == 1 and "prefs.json: exists and is not a readable town save" in errors[0]
    assert read_save(tmp_path / "town.json") == save_state
    assert writer.last_seconds > 0


def test_autosave_slots_rotate_newest_first(tmp_path, save_state):
    assert town_folder(tmp_path, "Smallville") == tmp_path / "smallville"
    assert town_folder(tmp_path, " New York / 2 ") == tmp_path / "new-york-2"
    assert town_folder(tmp_path, "***") == tmp_path / "town"
    slots = autosave_slots(tmp_path / "smallville", session="s1")
    assert [p.name for p in slots] == ["autosave-1.json", "autosave-2.json", "autosave-3.json"]
    assert slots[0].parent == tmp_path / "smallville" / "autosaves" / "s1"
    assert autosave_slots(tmp_path)[0] == tmp_path / "autosave-1.json"  # the layout before
    saver = Autosaver(tmp_path, "Smallville", session="s1")
    assert saver.slots == slots
    for hour in range(9, 14):
        save_state["meta"]["time"] = f"Fri 13 Feb 2026 {hour:02d}:00"
        saver.autosave(save_state)
        assert saver.flush(timeout=30)  # one by one: each is a separate autosave
        save_state = read_save(slots[0])  # (the writer owns a submitted dict)
    assert [read_meta(p)["time"][-5:] for p in slots] == ["13:00", "12:00", "11:00"]
    assert sorted(p.name for p in slots[0].parent.iterdir()) == [p.name for p in slots] + [
        "memories-1.log"
    ]
    assert saver.writer.failed == 0


def test_a_damaged_newest_slot_is_rotated_away_not_blocking(tmp_path, save_state):
    saver = Autosaver(tmp_path, "Smallville")
    slots = saver.slots
    slots[0].parent.mkdir(parents=True)
    slots[0].write_text("{ half a save", encoding="utf-8")
    saver.autosave(save_state)
    assert saver.flush(timeout=30) and saver.writer.failed == 0
    assert read_save(slots[0]) == save_state
    assert slots[1].read_text(encoding="utf-8") == "{ half a save"


def test_an_explicit_save_still_refuses_another_towns_slot(tmp_path, save_state):
    slots = autosave_slots(tmp_path)
    write_save(slots[0], save_state)
    other = dict(save_state, meta={**save_state["meta"], "town": "Oakvale"})
    writer = SaveWriter()
    writer.submit(slots[0], other, rotate=slots[1:])
    assert writer.flush(timeout=30)
    assert "is a save of 'Smallville', not of 'Oakvale'" in writer.last_error
