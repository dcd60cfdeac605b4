"""An autosave checks and encodes the talk log's entries once per session (issue 23): an entry
the last slot held (the same object) is not checked again and its JSON is reused; a new entry
is checked (a bad one still fails the autosave, and is checked again at the next); the slot's
bytes are those of a whole encoding."""

import json

import pytest

from game.app_setup import build_simulation
from game.sim.simulation import SimConfig
from game.store.journal import Journal
from game.store.save_encode import encode_chunks
from game.store.savefile import SaveError, read_save
from game.store.slot_memo import LogMemo


def town(seed=3, n=6):
    return build_simulation("smallville", residents=n, config=SimConfig(seed=seed))


def entry(i):
    return {"id": i, "members": ["a", "b"], "lines": [["a", "A", f"line {i} é"]]}


def test_the_memo_knows_entries_by_identity_and_forgets_those_gone_from_the_list():
    memo = LogMemo()
    log = [entry(1), entry(2)]
    assert memo.unchecked(log) == log
    text, made = memo.encode(log)
    assert json.loads(text) == log
    assert text == json.dumps(log, separators=(",", ":"))  # compact ASCII, as a save writes
    assert memo.unchecked(log) == log  # not remembered before its slot is written
    memo.remember(made)
    assert memo.unchecked(log) == []
    equal_but_new = entry(2)
    later = [log[1], equal_but_new, entry(3)]
    assert memo.unchecked(later) == [equal_but_new, entry(3)]
    assert [e is equal_but_new for e in memo.unchecked(later)] == [True, False]
    text2, made2 = memo.encode(later)
    assert json.loads(text2) == later
    assert [e for _, e, _ in made2.fresh] == later[1:]  # the known entry is not re-encoded:
    log[1]["members"] = ["edited"]  # (entries are never edited; this one is, to show it)
    assert json.loads(memo.encode(later)[0])[0]["members"] == ["a", "b"]
    memo.remember(made2)
    assert len(memo) == 4
    # entries gone from the list are forgotten once they outnumber it (by more than 64)
    short = [entry(i) for i in range(100, 200)]
    memo.remember(memo.encode(short)[1])
    memo.remember(memo.encode(later)[1])
    assert len(memo) == 3 and memo.unchecked(later) == []
    assert memo.unchecked(short) == short
    memo.forget()
    assert memo.unchecked(later) == later


def test_slots_are_the_bytes_of_a_whole_encoding_and_read_back_equal(tmp_path):
    sim, journal = town(), Journal(tmp_path)
    slot = tmp_path / "autosave-1.json"
    for _ in range(4):
        sim.run_steps(sim.clock.steps_for(2))
        state = sim.get_state()
        journal.write(slot, state)
        ref = json.loads(slot.read_bytes())["log"]["1"]
        assert slot.read_bytes() == b"".join(encode_chunks(state, log=ref))
    assert state["world"]["talks"]["log"], "the town should have talked by now"
    assert len(journal.talks) == len(state["world"]["talks"]["log"])
    back = read_save(slot)
    assert back["world"]["talks"] == json.loads(json.dumps(state["world"]["talks"]))


def test_a_bad_new_entry_fails_the_autosave_and_is_checked_again(tmp_path):
    sim, journal = town(), Journal(tmp_path)
    slot = tmp_path / "autosave-1.json"
    sim.run_steps(sim.clock.steps_for(3))
    journal.write(slot, sim.get_state())
    good = slot.read_bytes()
    bad = {**entry(10**6), "members": "not a list"}
    sim.talks.log.append(bad)
    for _ in range(2):  # not remembered after a failure: refused again
        with pytest.raises(SaveError) as e:
            journal.write(slot, sim.get_state())
        assert "talks.log" in str(e.value) and "\n" not in str(e.value)
        assert slot.read_bytes() == good
    sim.talks.log.remove(bad)
    journal.write(slot, sim.get_state())
    assert read_save(slot)["world"]["talks"]["log"] == json.loads(
        json.dumps(sim.get_state()["world"]["talks"]["log"])
    )


def test_a_residents_cache_entries_and_places_are_checked_once_and_a_bad_new_one_fails(tmp_path):
    sim, journal = town(), Journal(tmp_path)
    slot = tmp_path / "autosave-1.json"
    sim.run_steps(sim.clock.steps_for(2))
    state = sim.get_state()
    journal.write(slot, state)
    row = {**state["residents"][0], "memory": {}}
    part = journal.rows.unchecked_row(row)
    assert row["importance"]["cache"] and row["spatial"] and row["perception"]
    assert part["importance"]["cache"] == [] and part["spatial"] == []  # all checked before
    assert part["perception"] == [] and part["relations"] == []
    assert row["schedule"]["blocks"] and part["schedule"]["blocks"] == []
    assert row["schedule"]["actions"] and part["schedule"]["actions"] == []
    rid = state["residents"][0]["id"]
    mind = sim.residents[rid]
    n = len(mind.memory)
    mind.importance.set_state({"cache": [["a text no memory holds", 4]]})
    later = sim.get_state()
    part = journal.rows.unchecked_row({**later["residents"][0], "memory": {}})
    assert part["importance"]["cache"] == [["a text no memory holds", 4]]
    # an entry pointing past the stream, new since the last slot, is still refused
    bad = [[n + 5, 4]]
    broken = {**later["residents"][0], "importance": {"cache": bad}}
    with pytest.raises(SaveError, match=r"importance\.cache\[1\] points at memory"):
        journal.write(slot, {**later, "residents": [broken, *later["residents"][1:]]})
    journal.write(slot, later)
    assert read_save(slot)["residents"][0]["importance"] == later["residents"][0]["importance"]
    journal.restart()  # a load: everything is checked anew
    part = journal.rows.unchecked_row({**later["residents"][0], "memory": {}})
    assert part["spatial"] == later["residents"][0]["spatial"]
    assert part["perception"] == later["residents"][0]["perception"]


def test_a_streams_importance_letters_reuse_the_hour_befores_only_where_its_scores_agree():
    from game.store.memory_rows import MEMORY_HEAD, head_of

    memory = {k: 0 for k in MEMORY_HEAD} | {"importance_10": [1, 5, 10, 3]}
    first = head_of(memory)
    assert first["importance"] == "15X3"
    grown = memory | {"importance_10": [1, 5, 10, 3, 2, 10]}
    assert head_of(grown, (memory["importance_10"], first["importance"]))["importance"] == "15X32X"
    # a stale pair whose letters do not match its scores shows which part is reused
    assert head_of(grown, ([1, 5, 10, 3], "abcd"))["importance"] == "abcd2X"
    judged = memory | {"importance_10": [1, 7, 10, 3, 2]}  # an earlier score changed: all anew
    assert head_of(judged, ([1, 5, 10, 3], "abcd"))["importance"] == "17X32"
    shorter = memory | {"importance_10": [1, 5]}
    assert head_of(shorter, ([1, 5, 10, 3], "abcd"))["importance"] == "15"


def test_a_list_longer_than_the_format_allows_is_checked_whole_and_refused(tmp_path):
    sim, journal = town(), Journal(tmp_path)
    slot = tmp_path / "autosave-1.json"
    sim.run_steps(sim.clock.steps_for(2))
    state = sim.get_state()
    journal.write(slot, state)
    good = slot.read_bytes()
    row = state["residents"][0]
    block = row["schedule"]["blocks"][0]  # checked by the slot just written
    plan = row["schedule"]
    again = journal.rows.unchecked_row({**row, "schedule": {**plan, "blocks": [block] * 2}})
    assert again["schedule"]["blocks"] == []
    long = {**row, "schedule": {**plan, "blocks": [block] * 201}}  # known entries, too many
    with pytest.raises(SaveError, match=r"schedule\.blocks"):
        journal.write(slot, {**state, "residents": [long, *state["residents"][1:]]})
    assert slot.read_bytes() == good


def test_a_relationships_row_is_shared_until_it_changes():
    from game.mind.relations import Relationships

    book = Relationships()
    book.know("b", "Bea").told.append(3)
    book.know("c", "Cal")
    first = book.get_state()
    again = book.get_state()
    assert again == first and [x is y for x, y in zip(again, first, strict=True)] == [True] * 2
    book.know("b", "Bea").told.append(4)
    book.after_talk("c", "Cal", now=60.0, summary="we spoke", delta=0.1)
    later = book.get_state()
    assert later[0]["told"] == [3, 4] and first[0]["told"] == [3]  # the old row is not edited
    assert later[1]["times_talked"] == 1 and later[0] is not first[0]
    assert book.get_state()[0] is later[0]
