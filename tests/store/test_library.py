"""The saves folder: listing, fork, rename, delete, and the check before a run."""

import os
import time

import pytest

from game.store import library
from game.store.library import check_name, check_save_target, delete, fork, list_saves, rename
from game.store.savefile import SaveError, backup_path, read_meta, read_save, write_save

from .conftest import SAVE_LATEST

FIXTURE_TIME = read_meta(SAVE_LATEST)["time"]  # the in-game time the fixture was saved at


def _aged(path, seconds_ago):
    t = time.time() - seconds_ago
    os.utime(path, (t, t))
    return path


@pytest.fixture
def folder(tmp_path, save_state):
    """saves/ with a save, its backup, an autosave, a damaged file and other clutter."""
    write_save(tmp_path / "town.json", save_state)
    save_state["meta"]["time"] = "Fri 13 Feb 2026 10:00"
    write_save(tmp_path / "town.json", save_state)  # keeps town.bak.json
    write_save(tmp_path / "smallville" / "autosave-1.json", save_state, backup=False)
    (tmp_path / "broken.json").write_text('{"meta": {"1": {"town": ', encoding="utf-8")
    (tmp_path / "readme.txt").write_text("not a save", encoding="utf-8")
    (tmp_path / ".town.json.1.1.partial").write_text("x", encoding="utf-8")
    for age, name in enumerate(["smallville/autosave-1.json", "town.json", "town.bak.json"]):
        _aged(tmp_path / name, 100 + 100 * age)
    _aged(tmp_path / "broken.json", 1000)
    return tmp_path


def test_listing_is_newest_first_cheap_and_survives_damage(folder):
    saves = list_saves(folder)
    names = [s.path.relative_to(folder).as_posix() for s in saves]
    assert names == ["smallville/autosave-1.json", "town.json", "town.bak.json", "broken.json"]
    auto, town, bak, broken = saves
    assert (auto.kind, town.kind, bak.kind, broken.kind) == ("autosave", "save", "backup", "save")
    assert town.town == "Smallville" and town.time == "Fri 13 Feb 2026 10:00"
    assert bak.time == FIXTURE_TIME and town.residents == 3
    assert town.size == (folder / "town.json").stat().st_size and not town.damaged
    assert broken.damaged.startswith("is corrupt") and broken.town == ""
    assert [s.path.name for s in list_saves(folder, recursive=False)][0] == "town.json"
    assert list_saves(folder / "nowhere") == []


def test_a_listing_with_verify_reads_every_file(folder, save_state):
    n = save_state["residents"][0]["memory"]["n"]
    doc = (folder / "town.json").read_text(encoding="utf-8")
    assert doc.count(f'"n":{n},') >= 1
    (folder / "town.json").write_text(
        doc.replace(f'"n":{n},', f'"n":{n + 1},', 1), encoding="utf-8"
    )
    assert not next(s for s in list_saves(folder) if s.path.name == "town.json").damaged
    checked = next(s for s in list_saves(folder, verify=True) if s.path.name == "town.json")
    assert (
        f"residents[1].memory: n is {n + 1} but the save holds {n} memory rows" in checked.damaged
    )


def test_fork_copies_and_never_touches_the_source(folder):
    src = folder / "town.json"
    before, mtime = src.read_bytes(), src.stat().st_mtime_ns
    dst = fork(src, "branch")
    assert dst == folder / "branch.json" and dst.read_bytes() == before
    assert src.read_bytes() == before and src.stat().st_mtime_ns == mtime
    with pytest.raises(SaveError, match="branch.json: exists; not replaced"):
        fork(src, "branch")
    assert fork(folder / "town.bak.json", dst, overwrite=True) == dst
    assert read_save(dst)["meta"]["time"] == FIXTURE_TIME
    other = fork(src, folder / "elsewhere" / "copy.json")
    assert other.read_bytes() == before
    with pytest.raises(SaveError, match="is the source itself"):
        fork(src, src, overwrite=True)
    with pytest.raises(SaveError, match="broken.json: is corrupt"):
        fork(folder / "broken.json", "fixed")
    (folder / "notes.json").write_text("{}", encoding="utf-8")
    with pytest.raises(SaveError, match="notes.json: exists and is not a readable town save"):
        fork(src, "notes", overwrite=True)
    assert (folder / "notes.json").read_text(encoding="utf-8") == "{}"


def test_rename_moves_the_backup_along_and_never_replaces(folder):
    dst = rename(folder / "town.json", "Harvest festival")
    assert dst == folder / "Harvest festival.json" and read_save(dst)
    assert backup_path(dst).exists() and not (folder / "town.json").exists()
    assert not (folder / "town.bak.json").exists()
    with pytest.raises(SaveError, match="broken.json: exists; not replaced"):
        rename(dst, "broken")
    with pytest.raises(SaveError, match="does not exist"):
        rename(folder / "town.json", "again")


def test_delete_removes_a_save_and_its_backup_only(folder):
    gone = delete(folder / "town.json")
    assert gone == [folder / "town.json", folder / "town.bak.json"]
    assert delete(folder / "broken.json") == [folder / "broken.json"]  # damaged: still deletable
    with pytest.raises(SaveError, match="readme.txt: is not a save file name"):
        delete(folder / "readme.txt")
    with pytest.raises(SaveError, match="is a folder"):
        delete(folder / "smallville")
    with pytest.raises(SaveError, match="does not exist"):
        delete(folder / "town.json")
    assert (folder / "readme.txt").exists() and (folder / "smallville" / "autosave-1.json").exists()


@pytest.mark.parametrize(
    "name, problem",
    [
        ("", "needs a name"),
        ("..", "needs a name"),
        ("../outside", "cannot contain"),
        ("a/b", "cannot contain"),
        ("a\\b", "cannot contain"),
        ("C:town", "cannot contain"),
        ("tab\there", "cannot contain"),
        (".hidden", "cannot start with a dot"),
        ("x" * 200, "at most 120 characters"),
    ],
)
def test_bad_names_are_refused_with_one_line(folder, name, problem):
    with pytest.raises(SaveError, match=problem) as e:
        check_name(name)
    assert "\n" not in str(e.value)
    with pytest.raises(SaveError, match=problem):
        rename(folder / "town.json", name)
    assert (folder / "town.json").exists()


def test_good_names_get_json_added():
    assert check_name("Harvest festival") == "Harvest festival.json"
    assert check_name(" Été 2 ") == "Été 2.json" and check_name("a.JSON") == "a.JSON"


def test_check_save_target_before_a_run(tmp_path, save_state, monkeypatch):
    ok = tmp_path / "new.json"
    assert check_save_target(ok, "Smallville") == ok and not list(tmp_path.iterdir())
    save = write_save(tmp_path / "mine.json", save_state)
    check_save_target(save, "Smallville")

    def refused(path, town="Smallville"):
        with pytest.raises(SaveError) as e:
            check_save_target(path, town)
        assert str(e.value).startswith(f"--save {path}: ") and "\n" not in str(e.value)
        return str(e.value).split(": ", 1)[1]

    assert refused(save, "Oakvale") == "is a save of 'Smallville', not of 'Oakvale'; not replaced"
    assert (
        refused(tmp_path / "nowhere" / "x.json") == f"folder {tmp_path / 'nowhere'} does not exist"
    )
    assert refused(tmp_path) == "is a folder, not a save file"
    (tmp_path / "dir.json").mkdir()
    assert refused(tmp_path / "dir.json") == "is a folder, not a save file"
    (tmp_path / "prefs.json").write_text('{"volume": 3}', encoding="utf-8")
    assert refused(tmp_path / "prefs.json").startswith("exists and is not a readable town save")
    inside_a_file = tmp_path / "prefs.json" / "x.json"
    assert refused(inside_a_file) == f"folder {tmp_path / 'prefs.json'} is not a folder"
    save.chmod(0o444)
    assert refused(save) == "is read-only; not replaced"
    real_open = os.open

    def read_only_folder(path, flags, mode=0o777):
        if str(path).endswith(".partial"):
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, mode)

    monkeypatch.setattr(library.os, "open", read_only_folder)
    assert refused(ok) == f"cannot write in folder {tmp_path} (Permission denied)"


def test_check_save_target_reads_only_the_head_of_a_big_save(tmp_path, big_state, monkeypatch):
    path = write_save(tmp_path / "big.json", big_state)
    assert path.stat().st_size > 4_000_000
    from game.store import savefile

    read = []
    real = savefile._read_bytes

    def counting(p, limit=-1):
        data = real(p, limit)
        read.append(len(data))
        return data

    monkeypatch.setattr(savefile, "_read_bytes", counting)
    check_save_target(path, "Smallville")
    assert read and sum(read) <= 64 * 1024, read  # the head of the file, never all of it
