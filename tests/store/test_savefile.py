"""Writing: atomic, durable, 0644, keeps the previous save, refuses files that are not ours.
Reading: any problem is one line naming the file, never a traceback or half a state."""

import json
import os
import signal
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import game.store.atomic as atomic
from game.store.atomic import cleanup_partials, write_atomically
from game.store.migrations import CURRENT_VERSION
from game.store.savefile import (
    SaveError,
    backup_path,
    encode_save,
    read_meta,
    read_save,
    write_save,
)

from .conftest import SAVE_LATEST

ROOT = Path(__file__).resolve().parents[2]


def partials(folder):
    return [p.name for p in Path(folder).rglob("*") if atomic.is_partial_name(p.name)]


def test_a_save_round_trips_exactly_and_is_tinydb(tmp_path, save_state):
    path = write_save(tmp_path / "town.json", save_state)
    assert read_save(path) == save_state
    assert path.read_bytes() == SAVE_LATEST.read_bytes()  # the same bytes the first writer made
    from tinydb import TinyDB

    db = TinyDB(path, access_mode="r")
    assert [r["id"] for r in db.table("residents").all()] == save_state["meta"]["residents"]
    assert db.table("meta").get(doc_id=1)["town"] == "Smallville"
    db.close()
    assert path.read_bytes().startswith(b'{"meta":{"1":{')  # meta first: read_meta is cheap


def test_new_files_are_0644_and_replaced_files_keep_their_mode(tmp_path, save_state):
    old = os.umask(0o077)
    try:
        path = write_save(tmp_path / "town.json", save_state)
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
    path.chmod(0o640)
    write_save(path, save_state)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


def test_the_previous_save_is_kept_as_bak(tmp_path, save_state):
    path = write_save(tmp_path / "town.json", save_state)
    first = path.read_bytes()
    assert not backup_path(path).exists()
    save_state["residents"][0]["notes"].append("second save")
    write_save(path, save_state)
    assert backup_path(path) == tmp_path / "town.bak.json"
    assert backup_path(path).read_bytes() == first
    assert read_save(path)["residents"][0]["notes"][-1] == "second save"
    write_save(tmp_path / "plain.json", save_state, backup=False)
    write_save(tmp_path / "plain.json", save_state, backup=False)
    assert not (tmp_path / "plain.bak.json").exists()


def test_the_folder_is_fsynced_after_the_rename(tmp_path, save_state, monkeypatch):
    synced = []
    real = atomic.fsync_dir
    monkeypatch.setattr(atomic, "fsync_dir", lambda folder: (synced.append(folder), real(folder)))
    write_save(tmp_path / "town.json", save_state)
    assert synced == [tmp_path]


@pytest.mark.parametrize(
    "existing, message",
    [
        ('{"settings": {"volume": 3}}', "exists and is not a readable town save"),
        ("just some notes", "exists and is not a readable town save"),
    ],
)
def test_a_file_that_is_not_a_save_is_never_replaced(tmp_path, save_state, existing, message):
    path = tmp_path / "notes.json"
    path.write_text(existing, encoding="utf-8")
    with pytest.raises(SaveError, match=message) as e:
        write_save(path, save_state)
    assert str(e.value).startswith(f"{path}: ") and str(e.value).endswith("not replaced")
    assert path.read_text(encoding="utf-8") == existing


def test_a_read_only_file_or_another_towns_save_or_a_folder_is_refused(tmp_path, save_state):
    ro = write_save(tmp_path / "ro.json", save_state)
    ro.chmod(0o444)
    before = ro.read_bytes()
    with pytest.raises(SaveError, match="ro.json: is read-only; not replaced"):
        write_save(ro, save_state)
    assert ro.read_bytes() == before and stat.S_IMODE(ro.stat().st_mode) == 0o444
    other = dict(save_state, meta={**save_state["meta"], "town": "Oakvale"})
    mine = write_save(tmp_path / "s.json", save_state)
    with pytest.raises(SaveError, match="is a save of 'Smallville', not of 'Oakvale'"):
        write_save(mine, other)
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(SaveError, match="dir.json: is a folder"):
        write_save(tmp_path / "dir.json", save_state)
    assert not partials(tmp_path)


def test_a_state_that_does_not_fit_the_format_is_not_written(tmp_path, save_state):
    save_state["residents"][0]["timers"] = {"talk": 1.0}
    with pytest.raises(SaveError) as e:
        write_save(tmp_path / "s.json", save_state)
    assert str(e.value) == (
        f"{tmp_path / 's.json'}: not saved, the state does not fit the format: "
        "residents[1].timers: is not a known key (known: considered, conversations, day_off, id, "
        "importance, last_forget_s, last_reflected_id, last_talk_s, memory, notes, perception, "
        "previous_blocks, reflections, relations, schedule, spatial, unjudged)"
    )
    assert not (tmp_path / "s.json").exists()
    with pytest.raises(SaveError, match="not a town state"):
        write_save(tmp_path / "s.json", {"meta": {}}, validate=False)


def test_a_write_that_fails_midway_keeps_the_previous_save(tmp_path, save_state, monkeypatch):
    path = write_save(tmp_path / "town.json", save_state)
    before = path.read_bytes()
    real = atomic._write_all

    def half_then_full_disk(f, data):
        chunks = iter(data)
        real(f, [next(chunks)])  # the first megabyte is on disk, then the disk is full
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "_write_all", half_then_full_disk)
    with pytest.raises(SaveError) as e:
        write_save(path, save_state)
    assert str(e.value) == f"{path}: cannot write save: No space left on device"
    assert path.read_bytes() == before and read_save(path) == save_state
    assert not partials(tmp_path)
    assert not backup_path(path).exists()  # nothing rotated before the data was safe


KILLED_WRITER = textwrap.dedent(
    """
    import sys
    import game.store.atomic as atomic
    real = atomic._write_all
    def stall(f, data):
        real(f, data[: len(data) // 3])
        f.flush()
        print("writing", flush=True)
        sys.stdin.read()  # wait here until killed
    atomic._write_all = stall
    atomic.write_atomically(atomic.Path(sys.argv[1]), b"x" * (8 << 20))
    """
)


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL")
def test_a_save_killed_while_writing_leaves_the_old_save_and_a_removable_partial(
    tmp_path, save_state
):
    path = write_save(tmp_path / "town.json", save_state)
    before = path.read_bytes()
    proc = subprocess.Popen(
        [sys.executable, "-c", KILLED_WRITER, str(path)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout.readline().strip() == "writing"  # it is inside the write now
        left = partials(tmp_path)
        assert len(left) == 1 and left[0].startswith(f".town.json.{proc.pid}.")
        assert cleanup_partials(tmp_path) == []  # its writer is alive: not touched
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdin.close()
        proc.stdout.close()
    assert path.read_bytes() == before and read_save(path) == save_state
    assert cleanup_partials(tmp_path) == [tmp_path / left[0]]
    assert not partials(tmp_path) and sorted(p.name for p in tmp_path.iterdir()) == ["town.json"]


def test_cleanup_removes_only_partials_nobody_is_writing(tmp_path, monkeypatch):
    old = time.time() - 3600
    keep = {
        "town.json": "{}",
        "notes.partial": "",  # not our pattern
        ".town.json.partial": "",
        "town.json.12.3.partial": "",  # not hidden
        ".town.json.abc.1.partial": "",
    }
    for name, text in keep.items():
        (tmp_path / name).write_text(text)
    (tmp_path / ".dir.json.1.1.partial").mkdir()  # a folder, even if named like one
    dead = tmp_path / ".town.json.999999999.4.partial"  # no such process
    stale = tmp_path / "sub" / ".a.json.1.2.partial"  # pid 1 lives, but untouched for an hour
    fresh_alive = tmp_path / f".b.json.{os.getppid()}.1.partial"
    legacy_old = tmp_path / ".town.json.k2j4h_9x.tmp"
    legacy_new = tmp_path / ".town.json.abcdefgh.tmp"
    mine = tmp_path / f".c.json.{os.getpid()}.77.partial"  # ours, but no write in flight
    stale.parent.mkdir()
    for p in (dead, stale, fresh_alive, legacy_old, legacy_new, mine):
        p.write_bytes(b"partial")
    for p in (stale, legacy_old):
        os.utime(p, (old, old))
    removed = cleanup_partials(tmp_path)
    assert sorted(removed) == sorted([dead, stale, legacy_old, mine])
    left = {p.name for p in tmp_path.rglob("*")}
    assert set(keep) | {fresh_alive.name, legacy_new.name, "sub", ".dir.json.1.1.partial"} == left


def test_cleanup_leaves_this_processs_write_in_flight(tmp_path, monkeypatch):
    seen = []

    def cleanup_midway(f, data):
        seen.append(cleanup_partials(tmp_path))
        f.write(data)

    monkeypatch.setattr(atomic, "_write_all", cleanup_midway)
    write_atomically(tmp_path / "x.json", b"{}")
    assert seen == [[]] and (tmp_path / "x.json").read_bytes() == b"{}"


def _file(tmp_path, data: bytes, name="a.json"):
    path = tmp_path / name
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(
    "data, message",
    [
        (b"", "is corrupt (not JSON: line 1, column 1: Expecting value)"),
        (b'{"meta": {"1": ', "is corrupt (not JSON: line 1, column 16: Expecting value)"),
        (b'{"a": "\x80"}', "is corrupt (not UTF-8 text)"),
        (b"[" * 100_000 + b"]" * 100_000, "is corrupt"),
        (
            b'{"hello": "world"}',
            "hello: is not a known key (known: log, memories, meta, residents, world)",
        ),
        (
            b"[1, 2]",
            "expected a town save (TinyDB tables meta, world and residents), got a list of 2 items",
        ),
        (
            b'{"meta": [], "world": {}, "residents": {}}',
            "meta: expected a TinyDB table (an object of rows), got a list",
        ),
        (
            b'{"meta": {}, "world": {}, "residents": {}}',
            "meta: expected at least 1 item, got a table",
        ),
        (
            b'{"meta": {"x": {}}, "world": {}, "residents": {}}',
            "meta.x: expected text matching [0-9]+, got 'x'",
        ),
        (
            b'{"meta": {"1": 5}, "world": {"1": {}}, "residents": {}}',
            "meta.1: expected a row (an object), got 5",
        ),
        (b'{"meta": {"1": {}}, "world": {"1": {}}, "residents": {}}', "meta.schema is missing"),
    ],
)
def test_a_bad_file_is_one_line(tmp_path, data, message):
    path = _file(tmp_path, data)
    with pytest.raises(SaveError) as e:
        read_save(path)
    text = str(e.value)
    assert text.startswith(f"{path}: ") and message in text and "\n" not in text


def test_missing_folder_and_unreadable_files_are_one_line(tmp_path):
    with pytest.raises(SaveError, match="missing.json: does not exist"):
        read_save(tmp_path / "missing.json")
    with pytest.raises(SaveError, match="is a folder, not a save file"):
        read_save(tmp_path)
    if os.geteuid() != 0:  # root reads anything
        locked = _file(tmp_path, b"{}", "locked.json")
        locked.chmod(0)
        with pytest.raises(SaveError, match="cannot be read"):
            read_save(locked)


def test_read_meta_reads_only_the_head_of_a_save(tmp_path, save_state, monkeypatch):
    path = write_save(tmp_path / "town.json", save_state)
    with open(path, "ab") as f:  # whatever follows the meta row is not read
        f.write(b" " * (1 << 20))
    assert read_meta(path) == save_state["meta"]
    doc = json.loads(path.read_text(encoding="utf-8"))
    moved = {"residents": doc["residents"], "world": doc["world"], "meta": doc["meta"]}
    other = _file(tmp_path, json.dumps(moved).encode(), "tinydb-order.json")
    assert read_meta(other) == save_state["meta"]  # not first: the whole file is parsed
    head = f'{{"meta":{{"1":{{"town": 3, "schema": {CURRENT_VERSION}}}}}}}'
    broken = _file(tmp_path, head.encode(), "b.json")
    with pytest.raises(SaveError, match="b.json: meta.town: expected some text, got 3"):
        read_meta(broken)


def test_a_value_json_cannot_hold_found_while_writing_is_one_line(tmp_path, save_state):
    path = write_save(tmp_path / "town.json", save_state)
    before = path.read_bytes()
    save_state["residents"][2]["memory"]["meta"][3]["extra"] = float("inf")  # free-form: valid
    with pytest.raises(SaveError, match="not saved, the state is not a town state \\(ValueError"):
        write_save(path, save_state)
    assert path.read_bytes() == before and not partials(tmp_path)


def test_the_encoding_is_compact_ascii(save_state):
    data = encode_save(save_state)
    assert data.isascii() and b", " not in data[:200]
    save_state["residents"][0]["memory"]["meta"][0]["x"] = float("nan")
    with pytest.raises(ValueError):
        encode_save(save_state)
