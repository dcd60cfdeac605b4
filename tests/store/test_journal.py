"""Autosaves that cost what changed (issue 23): the session's memory log is appended, never
rewritten; a slot read back is the state autosaved; a kill mid-write leaves the previous
autosave loadable; a save's memories can be queried with TinyDB."""

import json

import pytest
from tinydb import Query, TinyDB

from game.app_setup import build_simulation
from game.sim.simulation import SimConfig
from game.store import atomic, memory_log
from game.store.autosave import Autosaver
from game.store.journal import Journal
from game.store.savefile import SaveError, read_save, write_save


def town(seed=1, n=4, saves=None):
    return build_simulation("smallville", residents=n, config=SimConfig(seed=seed), saves=saves)


def canonical(state):
    doc = json.loads(json.dumps(state, sort_keys=True))
    doc["world"].pop("last_autosave_s")  # only a run with a sink notes its autosave times
    doc["meta"].pop("schema", None)
    return doc


def slots(folder):
    return [folder / f"autosave-{i}.json" for i in (1, 2, 3)]


def test_each_autosave_appends_only_the_new_memories(tmp_path):
    sim, journal = town(), Journal(tmp_path)
    slot = slots(tmp_path)
    log = tmp_path / "memories-1.log"
    journal.write(slot[0], sim.get_state(), rotate=slot[1:])
    first_rows = journal.log.rows
    assert first_rows == sum(len(r.memory) for r in sim.residents.values()) > 0
    for _ in range(3):
        before = log.read_bytes()
        rows_before, appended = journal.log.rows, journal.appended
        sim.run_steps(sim.clock.steps_for(1))
        journal.write(slot[0], sim.get_state(), rotate=slot[1:])
        after = log.read_bytes()
        new_rows = journal.log.rows - rows_before
        assert new_rows == sum(len(r.memory) for r in sim.residents.values()) - rows_before > 0
        # the old rows are untouched: the file only grew past its closing "}}"
        assert after[: len(before) - 2] == before[:-2] and after.endswith(b"}}")
        assert journal.appended - appended == len(after) - len(before) + 2
        # the slot names the log and holds no memory's text
        doc = json.loads(slot[0].read_text(encoding="utf-8"))
        assert "memories" not in doc and doc["log"]["1"]["rows"] == journal.log.rows
        assert "content" not in doc["residents"]["1"]["memory"]
    assert TinyDB(log, access_mode="r").table("memories").__len__() == journal.log.rows


def test_several_incremental_autosaves_resume_exactly(tmp_path):
    straight = town(seed=7)
    straight.run_steps(straight.clock.steps_for(6))
    saver = Autosaver(tmp_path, "Smallville", session="s1")
    first = town(seed=7, saves=saver)
    first.run_steps(first.clock.steps_for(3))  # an autosave every game hour: three
    # (a busy writer drops a waiting autosave for the newer one: written or replaced, three)
    w = saver.writer
    assert saver.flush(30) and w.saved >= 1 and w.saved + w.replaced == 3 and w.failed == 0
    assert saver.journal.generation == 1  # one log, appended three times
    state = first.get_state()
    slot = read_save(saver.slots[0])
    assert canonical(slot) == canonical(state)  # the newest slot is the state autosaved
    second = town(seed=7)
    second.set_state(slot)
    second.run_steps(second.clock.steps_for(3))
    a, b = canonical(straight.get_state()), canonical(second.get_state())
    assert a["world"] == b["world"]
    for ra, rb in zip(a["residents"], b["residents"], strict=True):
        assert ra == rb, ra["id"]
    for older in saver.slots[1 : w.saved]:  # the older slots written name shorter prefixes
        assert read_save(older)["meta"]["time"] < slot["meta"]["time"]


def _fail_after(real, limit):
    """A writer that writes ``limit`` bytes and then dies (a kill, a full disk)."""

    def write(f, data):
        chunks = [data] if isinstance(data, bytes) else list(data)
        whole = b"".join(chunks)
        f.write(whole[:limit])
        f.flush()
        raise OSError(28, "No space left on device")

    return write


@pytest.mark.parametrize("where", ["log", "slot"])
def test_a_write_killed_midway_leaves_the_previous_autosave_loadable(tmp_path, monkeypatch, where):
    sim, journal = town(), Journal(tmp_path)
    slot = slots(tmp_path)
    journal.write(slot[0], sim.get_state(), rotate=slot[1:])
    sim.run_steps(sim.clock.steps_for(1))
    journal.write(slot[0], sim.get_state(), rotate=slot[1:])
    good = read_save(slot[0])
    sim.run_steps(sim.clock.steps_for(1))
    module = memory_log if where == "log" else atomic
    monkeypatch.setattr(module, "_write_all", _fail_after(module._write_all, 300))
    with pytest.raises(SaveError) as e:
        journal.write(slot[0], sim.get_state(), rotate=slot[1:])
    assert "No space left" in str(e.value) and "\n" not in str(e.value)
    monkeypatch.undo()
    # the log may hold half an append (or a whole one no slot names): the slots do not care
    assert canonical(read_save(slot[0])) == canonical(good)
    assert not [p for p in tmp_path.iterdir() if ".partial" in p.name]
    # and the next autosave writes over the broken tail
    journal.write(slot[0], sim.get_state(), rotate=slot[1:])
    assert canonical(read_save(slot[0])) == canonical(sim.get_state())
    assert canonical(read_save(slot[1])) == canonical(good)


def test_a_slot_whose_log_is_short_or_missing_is_one_line(tmp_path):
    sim, journal = town(), Journal(tmp_path)
    slot = slots(tmp_path)
    journal.write(slot[0], sim.get_state(), rotate=slot[1:])
    log = tmp_path / "memories-1.log"
    log.write_bytes(log.read_bytes()[:-500])
    with pytest.raises(SaveError, match="memory log holds .* fewer than"):
        read_save(slot[0])
    log.unlink()
    with pytest.raises(SaveError, match="its memory log is missing"):
        read_save(slot[0])


def test_a_load_starts_a_new_log_and_old_logs_go_when_no_slot_names_them(tmp_path):
    sim, journal = town(), Journal(tmp_path)
    slot = slots(tmp_path)
    journal.write(slot[0], sim.get_state(), rotate=slot[1:])
    earlier = sim.get_state()
    sim.run_steps(sim.clock.steps_for(1))
    journal.write(slot[0], sim.get_state(), rotate=slot[1:])
    sim.set_state(read_save(slot[1]))  # back an hour: the log's newer rows are not this past
    sim.run_steps(sim.clock.steps_for(0.5))
    journal.write(slot[0], sim.get_state(), rotate=slot[1:])
    assert journal.generation == 2 and (tmp_path / "memories-2.log").exists()
    assert canonical(read_save(slot[0])) == canonical(sim.get_state())
    assert canonical(read_save(slot[2])) == canonical(earlier)  # still on the first log
    for _ in range(3):
        sim.run_steps(sim.clock.steps_for(0.25))
        journal.write(slot[0], sim.get_state(), rotate=slot[1:])
    assert not (tmp_path / "memories-1.log").exists()  # rotated out of every slot


@pytest.fixture(scope="module")
def half_day():
    """Twelve residents after 12 game hours: the first reflection has been made (with fewer
    people met, the importance that sets one off takes longer to gather)."""
    sim = town(n=12)
    sim.run_steps(sim.clock.steps_for(12))
    return sim


def test_a_researcher_queries_one_residents_reflections_with_tinydb(tmp_path, half_day):
    sim = half_day
    rid = max(sim.order, key=lambda r: sim.residents[r].memory.kind_counts()["reflection"])
    mind = sim.residents[rid]
    want = [mind.memory.get(i).content for i in range(len(mind.memory))]
    want = [c for i, c in enumerate(want) if mind.memory.get(i).kind == "reflection"]
    assert want, "no reflection in 12 hours"
    path = write_save(tmp_path / "town.json", sim.get_state())
    db = TinyDB(path, access_mode="r")
    found = db.table("memories").search((Query().resident == rid) & (Query().kind == "reflection"))
    assert [m["content"] for m in found] == want
    assert all(isinstance(m["created"], float) and m["importance"] >= 1 for m in found)
    db.close()


def test_the_summary_counts_what_walking_every_memory_counts(half_day):
    from game.sim.summary import resident_rows

    sim = half_day
    for row in resident_rows(sim):
        stream = sim.residents[row["id"]].memory
        kinds = [stream.get(i).kind for i in range(len(stream))]
        learned = sum(1 for i in range(len(stream)) if stream.get(i).meta.get("learned"))
        assert row["reflections"] == kinds.count("reflection")
        assert row["learned"] == learned
