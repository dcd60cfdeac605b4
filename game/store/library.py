"""The saves folder as a library: list, fork, rename, delete; and the check before a run.

Why: a player keeps several towns and branches of one town; the UI and the command line need
a cheap listing that never crashes on a damaged file, and operations that refuse a bad name
or an overwrite with one line instead of silently clobbering a file.

Where it looks: only where the game keeps saves (``save_folders``): the folder itself, each
folder in it (a town's) and the session folders of an ``autosaves`` folder, never deeper, never
hidden folders, and only ``*.json`` files that start like a JSON object; so ``--saves-dir /``
lists a few dozen folders, it does not walk the disk.

Cost: ``list_saves`` reads 64 KB and one ``stat`` per file (meta only: a save whose meta is
fine but whose body is damaged is listed as fine; ``verify=True`` reads every file fully).
``fork`` reads and checks the whole source once; ``rename`` and ``delete`` touch no content.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from game.store.atomic import (
    cleanup_partials,
    folder_problem,
    fsync_dir,
    is_partial_name,
    write_atomically,
)
from game.store.savefile import (
    SaveError,
    backup_path,
    encode_save,
    names_log,
    parse_save,
    read_meta,
    read_save,
    replace_problem,
)

_BAD_CHARS = re.compile(r'[\x00-\x1f\x7f/\\<>:"|?*]')
_AUTOSAVE = re.compile(r"autosave-\d+\.json\Z")
_AUTOSAVES = "autosaves"  # <town>/autosaves/<session>/autosave-<n>.json (game.store.autosave)


@dataclass(frozen=True)
class SaveInfo:
    """One file of the library. ``damaged`` is "" or the one-line reason it cannot be read."""

    path: Path
    town: str
    time: str  # in-game time as shown ("Fri 13 Feb 2026 09:00")
    modified: float  # real modification time, seconds since the epoch
    size: int  # bytes
    residents: int
    kind: str  # "save", "backup" (<name>.bak.json) or "autosave"
    damaged: str = ""


def check_name(name: str) -> str:
    """A save's file name from what a player typed: ``"My town"`` -> ``"My town.json"``.

    Refuses (``SaveError``) empty names, folders, hidden names and characters that are not
    portable across file systems.
    """
    name = name.strip()
    if not name or name in (".", ".."):
        raise SaveError(f"{name!r}: a save needs a name")
    if _BAD_CHARS.search(name):
        raise SaveError(f'{name!r}: a save name cannot contain / \\ : * ? " < > | or controls')
    if name.startswith("."):
        raise SaveError(f"{name!r}: a save name cannot start with a dot")
    if len(name) > 120:
        raise SaveError(f"{name[:20]!r}...: a save name is at most 120 characters")
    return name if name.lower().endswith(".json") else f"{name}.json"


def is_autosave(path: str | Path) -> bool:
    """True for autosave slots (``autosave-<n>.json``, of any session, in any folder)."""
    return bool(_AUTOSAVE.match(Path(path).name))


def _kind(name: str) -> str:
    if name.endswith(".bak.json"):
        return "backup"
    return "autosave" if _AUTOSAVE.match(name) else "save"


def save_folders(root: str | Path, *, recursive: bool = True) -> Iterator[Path]:
    """The folders the game keeps saves in under ``root`` (a saves folder or one town's):
    ``root``; then each visible folder in it (a town's), and the sessions of an ``autosaves``
    folder, whether that is in ``root`` or in a town's folder. Nothing deeper, no hidden
    folders, no links to folders: a few ``scandir`` calls whatever ``root`` is."""
    root = Path(root)
    yield root
    if not recursive:
        return
    for sub in _subfolders(root):
        yield sub
        sessions = sub if sub.name == _AUTOSAVES else sub / _AUTOSAVES
        yield from _subfolders(sessions)


def _subfolders(folder: Path) -> list[Path]:
    try:
        with os.scandir(folder) as it:
            found = [
                Path(e.path)
                for e in it
                if not e.name.startswith(".") and e.is_dir(follow_symlinks=False)
            ]
    except OSError:
        return []
    return sorted(found)


def cleanup_saves(root: str | Path) -> list[Path]:
    """``cleanup_partials`` in the folders of ``save_folders(root)``: the partial files left
    by killed saves, removed at the next start (the rest of a disk is never visited)."""
    removed: list[Path] = []
    for folder in save_folders(root):
        removed += cleanup_partials(folder, recursive=False)
    return removed


def _looks_like_save(path: Path) -> bool:
    """A JSON object by its first bytes (damaged saves too; not notes, lists or binaries)."""
    try:
        with open(path, "rb") as f:
            head = f.read(256)
    except OSError:
        return False
    return head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{")


def list_saves(
    folder: str | Path, *, recursive: bool = True, verify: bool = False
) -> list[SaveInfo]:
    """The saves in ``folder`` and the folders of ``save_folders`` (autosaves too), newest
    first: every visible ``*.json`` regular file that starts like a JSON object."""
    out: list[SaveInfo] = []
    for root in save_folders(folder, recursive=recursive):
        try:
            names = sorted(os.listdir(root))
        except OSError:
            continue
        for name in names:
            if not name.endswith(".json") or name.startswith(".") or is_partial_name(name):
                continue
            path = root / name
            try:
                st = os.stat(path)
            except OSError:
                continue
            if not stat.S_ISREG(st.st_mode) or not _looks_like_save(path):
                continue
            info = dict(path=path, modified=st.st_mtime, size=st.st_size, kind=_kind(name))
            try:
                meta = read_save(path)["meta"] if verify else read_meta(path)
                residents = meta.get("residents")
                n = len(residents) if isinstance(residents, list) else 0
                out.append(SaveInfo(town=meta["town"], time=meta["time"], residents=n, **info))
            except SaveError as e:
                reason = str(e).split(": ", 1)[-1]
                out.append(SaveInfo(town="", time="", residents=0, damaged=reason, **info))
    out.sort(key=lambda s: (-s.modified, str(s.path)))
    return out


def _existing_save(path: Path) -> Path:
    if path.is_dir():
        raise SaveError(f"{path}: is a folder, not a save file")
    if not path.name.endswith(".json") or path.name.startswith("."):
        raise SaveError(f"{path}: is not a save file name (*.json)")
    if not path.is_file():
        raise SaveError(f"{path}: does not exist")
    return path


def fork(src: str | Path, dst: str | Path, *, overwrite: bool = False) -> Path:
    """Copy a save to ``dst`` (a path, or a bare name in the source's folder).

    The source is only read (it stays byte-identical) and must be a valid save; ``dst`` must
    not exist unless ``overwrite`` (and even then only another save is replaced).
    """
    src = _existing_save(Path(src))
    dst = Path(dst)
    if dst.parent == Path("."):
        dst = src.parent / check_name(str(dst))
    else:
        dst = dst.with_name(check_name(dst.name))
    if dst.exists() and dst.samefile(src):
        raise SaveError(f"{dst}: is the source itself")
    if dst.exists() and not overwrite:
        raise SaveError(f"{dst}: exists; not replaced")
    problem = replace_problem(dst, None)
    if problem:
        raise SaveError(f"{dst}: {problem}")
    try:
        data = src.read_bytes()
    except OSError as e:
        raise SaveError(f"{src}: cannot be read ({e.strerror or e})") from None
    state = parse_save(src, data)  # the very bytes copied must be a valid save (or SaveError)
    if names_log(data):  # an autosave slot: its memories are in its session's log
        data = encode_save(state)
    try:
        dst.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(dst, data)
    except OSError as e:
        raise SaveError(f"{dst}: cannot write ({e.strerror or e})") from None
    return dst


def rename(src: str | Path, new_name: str) -> Path:
    """Rename a save (and its ``.bak.json``) within its folder; never replaces a file."""
    src = _existing_save(Path(src))
    dst = src.with_name(check_name(new_name))
    if os.path.lexists(dst):
        raise SaveError(f"{dst}: exists; not replaced")
    if _names_log(src):  # an autosave slot: a save of its own, whole, not a name for the slot
        fork(src, dst)
        delete(src, with_backup=False)
        return dst
    pairs = [(src, dst)]
    if backup_path(src).is_file() and not os.path.lexists(backup_path(dst)):
        pairs.append((backup_path(src), backup_path(dst)))
    for a, b in pairs:
        try:
            try:
                os.link(a, b)  # fails if b appeared meanwhile: no clobbering, unlike rename
                os.unlink(a)
            except (PermissionError, NotImplementedError):
                os.rename(a, b)  # file systems without hard links
        except FileExistsError:
            raise SaveError(f"{b}: exists; not replaced") from None
        except OSError as e:
            raise SaveError(f"{a}: cannot rename ({e.strerror or e})") from None
    fsync_dir(src.parent)
    return dst


def _names_log(path: Path) -> bool:
    try:
        return names_log(path.read_bytes())
    except OSError:
        return False  # the rename itself will say why


def delete(path: str | Path, *, with_backup: bool = True) -> list[Path]:
    """Delete a save file (damaged ones too) and, by default, its ``.bak.json``."""
    path = _existing_save(Path(path))
    gone = []
    for p in [path] + ([backup_path(path)] if with_backup and _kind(path.name) != "backup" else []):
        try:
            os.unlink(p)
            gone.append(p)
        except FileNotFoundError:
            continue
        except OSError as e:
            raise SaveError(f"{p}: cannot delete ({e.strerror or e})") from None
    fsync_dir(path.parent)
    return gone


def check_save_target(path: str | Path, town_name: str, *, option: str = "--save") -> Path:
    """Before a run: can a save of ``town_name`` be written to ``path``? ``SaveError`` if not.

    The folder must exist and be writable (tested by creating and removing a partial file,
    which also catches read-only mounts and root), ``path`` must not be a folder, and an
    existing file must be a writable save of the same town. Reads at most 64 KB.
    """
    label = f"{option} {path}" if option else str(path)
    p = Path(path)
    try:
        os.stat(p)
    except (FileNotFoundError, NotADirectoryError):
        pass  # said below, naming the folder
    except OSError as e:  # a name too long, a loop of links
        raise SaveError(f"{label}: cannot be used ({e.strerror or e})") from None
    if p.is_dir() or not p.name or p.name in (".", ".."):
        raise SaveError(f"{label}: is a folder, not a save file")
    problem = folder_problem(p)
    if problem:
        raise SaveError(f"{label}: {problem}")
    problem = replace_problem(p, town_name)
    if problem:
        raise SaveError(f"{label}: {problem}")
    return p
