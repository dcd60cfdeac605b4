"""Save versions: every committed fixture reads as the current version; newer ones are refused.

Adding version N+1 needs only: the migration in game/store/migrations.py, its fields in
game/store/save_rows.py or save_world.py and a fixture tests/store/fixtures/save_v<N+1>.json;
these tests pick the new fixture up by themselves.
"""

import json
from datetime import datetime

import pytest

from game.store.migrations import CURRENT_VERSION, check_registry, upgrade
from game.store.save_model import problem_of
from game.store.save_types import Invalid
from game.store.savefile import SaveError, read_save, write_save

from .conftest import FIXTURES, SAVE_V1

SAVES = sorted(FIXTURES.glob("save_v*.json"))


def test_there_is_a_fixture_for_every_version():
    versions = sorted(int(p.stem.removeprefix("save_v")) for p in SAVES)
    assert versions == list(range(1, CURRENT_VERSION + 1))


@pytest.mark.parametrize("path", SAVES, ids=[p.name for p in SAVES])
def test_every_fixture_reads_as_the_current_version(path, tmp_path):
    written = json.loads(path.read_text(encoding="utf-8"))["meta"]["1"]["schema"]
    assert path.name == f"save_v{written}.json"
    state = read_save(path)
    assert state["meta"]["schema"] == CURRENT_VERSION
    assert problem_of(state) is None
    again = read_save(write_save(tmp_path / "again.json", state))  # and writes back as such
    assert again == state


def test_the_registry_has_one_step_per_old_version():
    check_registry()
    with pytest.raises(ValueError, match="missing steps from \\[2\\]"):
        check_registry({1: dict}, current=3)


def _with_schema(tmp_path, value):
    doc = json.loads(SAVE_V1.read_text(encoding="utf-8"))
    if value is ...:
        del doc["meta"]["1"]["schema"]
    else:
        doc["meta"]["1"]["schema"] = value
    path = tmp_path / "v.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "value, message",
    [
        (CURRENT_VERSION + 1, f"meta.schema is {CURRENT_VERSION + 1}: written by a newer version"),
        (0, "meta.schema should be at least 1, not 0"),
        ("1", "meta.schema should be an integer, not a string"),
        (None, "meta.schema is null"),
        (..., "meta.schema is missing"),
    ],
)
def test_an_unknown_version_is_refused_with_one_line(tmp_path, value, message):
    path = _with_schema(tmp_path, value)
    with pytest.raises(SaveError) as e:
        read_save(path)
    assert str(e.value).startswith(f"{path}: {message}") and "\n" not in str(e.value)


def test_migrations_run_in_order_from_the_saves_version():
    seen = []

    def one_to_two(s):
        seen.append(2)
        s["world"]["b"] = s["world"].pop("a") + 1
        return s

    def two_to_three(s):
        seen.append(3)
        s["world"]["c"] = s["world"].pop("b") * 10
        return s

    steps = {1: one_to_two, 2: two_to_three}
    state = upgrade({"meta": {"schema": 1}, "world": {"a": 1}}, steps, current=3)
    assert seen == [2, 3] and state["world"] == {"c": 20} and state["meta"]["schema"] == 3
    seen.clear()
    state = upgrade({"meta": {"schema": 2}, "world": {"b": 5}}, steps, current=3)
    assert seen == [3] and state["world"] == {"c": 50}


def test_a_failing_migration_is_one_line_not_a_traceback():
    def broken(s):
        return s["world"]["missing"]

    with pytest.raises(Invalid) as e:
        upgrade({"meta": {"schema": 1}, "world": {}}, {1: broken}, current=2)
    assert e.value.line() == ("meta.schema is 1: upgrading it to 2 failed (KeyError: 'missing')")
    with pytest.raises(Invalid, match="no upgrade to 2 is known"):
        upgrade({"meta": {"schema": 1}}, {}, current=2)


def test_a_version_1_save_is_upgraded_to_what_version_1_meant(tmp_path):
    """v1 kept no conversations in progress, no perceptions and only the town's side of an
    object in use: the upgrade frees such objects and lets every body re-think at once."""
    old = json.loads(SAVE_V1.read_text(encoding="utf-8"))["world"]["1"]
    assert any(v.startswith("in use by") for v in old["town"]["object_state"].values())
    state = read_save(SAVE_V1)
    assert state["meta"]["schema"] == CURRENT_VERSION
    assert state["meta"]["embedder"]["stored"] is True
    world = state["world"]
    assert world["talks"]["active"] == [] and world["whispers"] == {} and world["brain"] == {}
    assert not any(v.startswith("in use by") for v in world["town"]["object_state"].values())
    clock = world["clock"]
    start = datetime.fromisoformat(clock["start"])
    now_s = (start - datetime(2000, 1, 1)).total_seconds()
    now_s += clock["step_count"] * clock["step_seconds"]
    for rid, body in world["bodies"].items():
        assert body["using"] == "" and body["conversation"] is None and body["inbox"] == []
        assert body["until_s"] <= now_s + 1, rid
        assert body["until_s"] == min(old["bodies"][rid]["until_s"], now_s + 1)
    path = write_save(tmp_path / "v2.json", state)
    assert json.loads(path.read_text(encoding="utf-8"))["meta"]["1"]["schema"] == CURRENT_VERSION
    assert read_save(path) == state
