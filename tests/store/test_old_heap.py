"""``game.world.old_heap``: long runs freeze what survives a full collection; what that keeps
and what it does not."""

import gc
import json
import weakref

import pytest

from game.world import old_heap


class Node:
    def __init__(self) -> None:
        self.other = None


@pytest.fixture
def hook():
    assert not old_heap.active()
    old_heap.keep_old_out()
    try:
        yield
    finally:
        old_heap.release()
    assert not old_heap.active() and gc.get_freeze_count() == 0


def test_a_full_collection_freezes_its_survivors_once(hook):
    hooks = len(gc.callbacks)
    old_heap.keep_old_out()  # a second call adds no second hook
    assert len(gc.callbacks) == hooks
    kept = Node()
    gc.collect()
    assert gc.get_freeze_count() > 0 and gc.is_tracked(kept)
    assert not any(o is kept for o in gc.get_objects())  # frozen: no generation holds it


def test_a_young_collection_freezes_nothing(hook):
    gc.unfreeze()
    gc.collect(0)
    gc.collect(1)
    assert gc.get_freeze_count() == 0


def test_a_frozen_object_without_a_cycle_is_still_freed(hook):
    node = Node()
    gone = weakref.ref(node)
    gc.collect()
    assert gc.get_freeze_count() > 0
    del node  # reference counting frees it at once, frozen or not
    assert gone() is None


def test_a_cycle_that_dies_frozen_is_kept_until_release():
    old_heap.keep_old_out()
    try:
        a, b = Node(), Node()
        a.other, b.other = b, a
        gone = weakref.ref(a)
        gc.collect()
        del a, b
        gc.collect()  # frozen: not walked, so not freed
        assert gone() is not None
    finally:
        freed = old_heap.release()
    assert gone() is None
    assert freed >= 2  # release says what freezing had kept


def test_freeze_now_only_when_asked_for():
    gc.collect()
    old_heap.freeze_now()
    assert gc.get_freeze_count() == 0
    old_heap.keep_old_out()
    try:
        old_heap.freeze_now()
        assert gc.get_freeze_count() > 0
    finally:
        old_heap.release()
    assert gc.get_freeze_count() == 0


def test_kept_out_is_undone_after_its_block():
    with old_heap.kept_out():
        assert old_heap.active()
        gc.collect()
        assert gc.get_freeze_count() > 0
    assert not old_heap.active() and gc.get_freeze_count() == 0


def test_kept_out_inside_a_longer_keep_leaves_it_in_force(hook):
    with old_heap.kept_out():
        pass
    assert old_heap.active()


def collections_during(fn):
    seen = []

    def note(phase, info):
        if phase == "start":
            seen.append(info["generation"])

    gc.callbacks.append(note)
    try:
        out = fn()
    finally:
        gc.callbacks.remove(note)
    return out, seen


def test_a_take_and_a_load_leave_no_young_collection_to_walk_what_they_made(hook, tmp_path):
    """Frozen before the collector is back on: the first young collection after a take (or a
    parse, or a fold) would otherwise walk every container it made, a cost growing with the
    town's age (issue 23)."""
    from game.app_setup import build_simulation
    from game.sim.simulation import SimConfig
    from game.store.savefile import read_save, write_save

    sim = build_simulation("smallville", residents=4, config=SimConfig(seed=2))
    sim.run_steps(sim.clock.steps_for(1))
    state, seen = collections_during(sim.get_state)
    assert seen == []
    assert gc.get_count()[0] < 100
    path = write_save(tmp_path / "a.json", state)
    back, seen = collections_during(lambda: read_save(path))
    assert seen == [] and back["world"] == json.loads(json.dumps(state["world"]))
    sim.shutdown()
