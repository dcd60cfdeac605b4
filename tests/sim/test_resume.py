"""Exact resume: saving and loading a town changes nothing about its future."""

import json

import pytest

from game.app_setup import build_simulation
from game.sim.simulation import SimConfig
from game.store.savefile import read_save, write_save


def town(seed, n=None):
    return build_simulation("smallville", residents=n, config=SimConfig(seed=seed))


def canonical(state):
    """The state as it would be written (JSON), minus the log of autosave times."""
    return json.loads(json.dumps(state, sort_keys=True))


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 7])
def test_run_save_load_run_equals_running_straight_through(tmp_path, seed):
    straight = town(seed)
    straight.run_steps(straight.clock.steps_for(6))

    first = town(seed)
    first.run_steps(first.clock.steps_for(3))
    path = write_save(tmp_path / "half.json", first.get_state())
    second = town(seed)
    second.set_state(read_save(path))
    second.run_steps(second.clock.steps_for(3))

    a, b = canonical(straight.get_state()), canonical(second.get_state())
    assert a["meta"] == b["meta"]
    assert a["world"] == b["world"]
    for ra, rb in zip(a["residents"], b["residents"], strict=True):
        assert ra == rb, ra["id"]
    assert [c["lines"] for c in straight.talks.log] == [c["lines"] for c in second.talks.log]


def test_a_conversation_in_progress_survives_a_save(tmp_path):
    sim = town(1, 8)
    for _ in range(sim.clock.steps_for(6)):
        sim.step()
        if sim.talks.active and any(c.lines for c in sim.talks.active.values()):
            break
    assert sim.talks.active, "someone should be talking within six hours"
    conv = next(iter(sim.talks.active.values()))
    twin = town(1, 8)
    twin.set_state(read_save(write_save(tmp_path / "talk.json", sim.get_state())))
    again = twin.talks.active[conv.id]
    assert again.members == conv.members and [ln.text for ln in again.lines] == [
        ln.text for ln in conv.lines
    ]
    assert all(twin.bodies[m].conversation == conv.id for m in conv.members)
    for _ in range(200):  # and it finishes normally
        sim.step()
        twin.step()
    assert canonical(sim.get_state()) == canonical(twin.get_state())


def test_local_embeddings_are_not_stored_but_come_back_exactly(tmp_path):
    sim = town(3, 4)
    sim.run_steps(sim.clock.steps_for(2))
    state = sim.get_state()
    assert state["meta"]["embedder"]["stored"] is False
    assert all(r["memory"]["embeddings"] == "" for r in state["residents"])
    twin = town(3, 4)
    twin.set_state(read_save(write_save(tmp_path / "e.json", state)))
    for rid in sim.order:
        a, b = sim.residents[rid].memory, twin.residents[rid].memory
        assert len(a) == len(b)
        assert (a.get(len(a) - 1).embedding == b.get(len(b) - 1).embedding).all()
        assert all((a.get(i).embedding == b.get(i).embedding).all() for i in range(len(a)))


def test_objects_in_use_are_saved_from_both_sides(tmp_path):
    sim = town(1, 10)
    sim.run_steps(sim.clock.steps_for(2))
    users = {rid: b.using for rid, b in sim.bodies.items() if b.using}
    assert users, "someone should be using an object two hours in"
    twin = town(1, 10)
    twin.set_state(read_save(write_save(tmp_path / "u.json", sim.get_state())))
    assert {rid: b.using for rid, b in twin.bodies.items() if b.using} == users
    for addr in users.values():
        assert twin.town.object_state[addr].startswith("in use by")
