"""Each resident's mood line: a valence sample every game half-hour, three days at most, saved
and continued exactly, shown to the inspector with the time of its newest sample."""

import json
from datetime import datetime

import pytest

from game.mind.inner.appraisal import Felt
from game.mind.inner.history import KEEP, SAMPLE_S, MoodHistory, crossed
from game.store.savefile import read_save, write_save
from tests.sim.test_inner_life import town


def lines(sim) -> dict[str, list[float]]:
    doc = json.loads(json.dumps(sim.get_state()["world"]["inner"]))
    return {rid: s["moods"] for rid, s in doc.items()}


def test_a_sample_every_half_hour_the_newest_the_valence_now():
    sim = town(3)
    start = sim.now_s
    sim.run_steps(sim.clock.steps_for(3))
    marks = int(sim.now_s // SAMPLE_S) - int(start // SAMPLE_S)
    assert marks == 6
    got = lines(sim)
    assert all(len(v) == marks for v in got.values())
    for rid in sim.order:  # the last sample was taken this very step (on the hour)
        assert got[rid][-1] == sim.inner.states[rid].mood.valence
    detail = sim.detail(sim.order[0])
    assert detail.mood_line == tuple(got[sim.order[0]])
    end = datetime.fromisoformat(detail.mood_line_end)
    assert end <= sim.clock.now and (sim.clock.now - end).total_seconds() < SAMPLE_S
    assert end.minute in (0, 30)


def test_three_hours_saved_loaded_and_three_more_give_the_same_mood_lines(tmp_path):
    straight = town(4)
    straight.run_steps(straight.clock.steps_for(6))
    first = town(4)
    first.run_steps(first.clock.steps_for(3))
    first.inner.feel(first, first.order[0], Felt("quarrel"))
    straight_copy = town(4)  # the same felt event, at the same time, straight through
    straight_copy.run_steps(straight_copy.clock.steps_for(3))
    straight_copy.inner.feel(straight_copy, straight_copy.order[0], Felt("quarrel"))
    straight_copy.run_steps(straight_copy.clock.steps_for(3))
    second = town(4)
    second.set_state(read_save(write_save(tmp_path / "half.json", first.get_state())))
    assert lines(second) == lines(first) and all(len(v) == 6 for v in lines(first).values())
    second.run_steps(second.clock.steps_for(3))
    assert lines(second) == lines(straight_copy)
    assert lines(second) != lines(straight)  # the quarrel is in the line: it really ran
    assert len({v for line in lines(second).values() for v in line}) > 3


def test_an_older_save_without_a_line_loads_with_none_and_starts_one(tmp_path):
    sim = town(2)
    sim.run_steps(sim.clock.steps_for(1))
    state = json.loads(json.dumps(sim.get_state()))
    for s in state["world"]["inner"].values():
        del s["moods"]
    later = town(2)
    later.set_state(read_save(write_save(tmp_path / "old.json", state)))
    assert all(v == [] for v in lines(later).values())
    assert later.detail(later.order[0]).mood_line == ()
    later.run_steps(later.clock.steps_for(1))
    assert all(len(v) == 2 for v in lines(later).values())


def test_the_line_keeps_the_last_three_days_only():
    h = MoodHistory(["a", "b"])
    for i in range(KEEP + 50):
        h.sample({"a": i / 1000, "b": -i / 1000})
    assert KEEP == 144 and len(h.line("a")) == KEEP
    assert h.line("a")[0] == 50 / 1000 and h.line("a")[-1] == (KEEP + 49) / 1000
    h.sample({"a": 0.5}, times=3)  # a long step that crossed three half-hours
    assert h.line("a")[-3:] == (0.5, 0.5, 0.5) and len(h.line("b")) == KEEP
    h.set_state("b", [0.1] * (KEEP + 10))
    assert len(h.line("b")) == KEEP
    assert crossed(3 * SAMPLE_S, 10) == 1 and crossed(3 * SAMPLE_S + 10, 10) == 0


def test_a_save_with_a_line_longer_than_three_days_is_not_written(tmp_path):
    from game.store.savefile import SaveError

    sim = town(2)
    sim.run_steps(sim.clock.steps_for(1))
    state = json.loads(json.dumps(sim.get_state()))
    write_save(tmp_path / "fine.json", state)  # as kept: fine
    state["world"]["inner"][sim.order[0]]["moods"] = [0.0] * (KEEP + 1)
    with pytest.raises(SaveError, match="moods"):
        write_save(tmp_path / "long.json", state)


def test_with_emotion_switched_off_there_is_no_line_to_show():
    sim = town(2, ablate=frozenset({"emotion"}))
    sim.run_steps(sim.clock.steps_for(1))
    d = sim.detail(sim.order[0])
    assert d.mood_line == () and d.mood_line_end == "" and d.mood_point is None
    assert sim.moods() == {}
