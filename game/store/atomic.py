"""Write a file so that a crash at any moment leaves either the old file or the new one.

How: the bytes go to ``.<name>.<pid>.<n>.partial`` in the same folder (same file system, so
the rename is atomic), are flushed and fsynced, older copies are rotated by rename / hard
link, the partial is renamed over the target with ``os.replace`` and the folder is fsynced so
the rename itself survives a power cut. A killed process leaves only a partial file, which
``cleanup_partials`` removes at the next start; nothing else in the folder is ever touched.

Modes: a new file is 0644 (a save holds no secret; ``mkstemp`` made them 0600); a replaced
file keeps its mode. Cost: one fsync of the data and one of the folder (a few ms on an SSD,
more on a spinning disk); no extra copy of the bytes.
"""

from __future__ import annotations

import itertools
import os
import re
import shutil
import stat
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

PARTIAL = re.compile(
    r"\.(?P<name>.+)\.(?P<pid>\d+)\.(?P<seq>\d+)\.partial(?:\.[A-Za-z0-9]{1,8})?\Z"
)
"""Names of our partial files: ``.<target name>.<pid>.<sequence>.partial``, with the target's
suffix again (``.partial.png``) when a writer picks its format by the name (``produce_atomically``)."""
LEGACY = re.compile(r"\..+\.json\.[a-z0-9_]{8}\.tmp\Z")
"""Partial files of the first save writer (``tempfile.mkstemp``), left by killed saves."""
STALE_S = 600.0
"""A partial untouched this long belongs to no live write (a 25 MB save takes < 1 s)."""
NEW_FILE_MODE = 0o644
CHUNK = 4 << 20

_seq = itertools.count(1)
_inflight: set[str] = set()
_lock = threading.Lock()


def partial_path(path: Path, suffix: str = "") -> Path:
    """A fresh partial name for ``path`` in its folder (unique per process and call);
    ``suffix`` (".png") is appended for writers that pick a format by the file's name."""
    return path.with_name(f".{path.name}.{os.getpid()}.{next(_seq)}.partial{suffix}")


def _write_all(f, data: bytes | Iterable[bytes]) -> None:
    """Write ``data`` (bytes, or chunks as they are made); tests replace this to fail midway."""
    if isinstance(data, bytes | bytearray | memoryview):
        view = memoryview(data)
        data = (view[start : start + CHUNK] for start in range(0, len(view), CHUNK))
    for chunk in data:
        f.write(chunk)


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable; a no-op where folders cannot be opened (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomically(
    path: Path, data: bytes | Iterable[bytes], *, keep: Sequence[Path] = ()
) -> None:
    """Replace ``path`` with ``data`` (bytes or an iterable of chunks, consumed while
    writing); the old contents move to ``keep[0]``, ``keep[0]`` to ``keep[1]`` and so on (the
    last is dropped). Raises ``OSError`` (or whatever producing a chunk raises); on any
    failure the target is as it was (``keep`` as it was or one rotation further, the old
    contents still in ``keep[0]``) and no partial is left.
    """
    path = Path(path)
    mode = _mode_for(path)
    tmp = partial_path(path)
    with _lock:
        _inflight.add(str(tmp))
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), mode)
        try:
            with os.fdopen(fd, "wb") as f:
                if hasattr(os, "fchmod"):
                    os.fchmod(f.fileno(), mode)  # not masked by the umask: 0644 means 0644
                _write_all(f, data)
                f.flush()
                os.fsync(f.fileno())
            _rotate(path, list(keep))
            os.replace(tmp, path)
        except BaseException:
            _unlink_quietly(tmp)
            raise
        fsync_dir(path.parent)
    finally:
        with _lock:
            _inflight.discard(str(tmp))


def folder_problem(path: Path) -> str:
    """Why a file could not be written at ``path`` for its folder ("folder X does not exist",
    "cannot write in folder X (Permission denied)"), '' when it can: tried with a probe file
    of our own, created and removed at once."""
    folder = Path(path).parent
    if not folder.is_dir():
        return f"folder {folder} {'is not a folder' if folder.exists() else 'does not exist'}"
    probe = partial_path(Path(path))
    try:
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        os.close(fd)
        os.unlink(probe)
    except OSError as e:
        return f"cannot write in folder {folder} ({' '.join(str(e.strerror or e).split())})"
    return ""


def produce_atomically(path: Path, produce: Callable[[Path], object]) -> Path:
    """``write_atomically`` for writers that want a file name rather than bytes (matplotlib's
    ``savefig``, a report module's ``write``): ``produce(tmp)`` writes ``tmp`` (a partial in
    the same folder, ending in ``path``'s suffix so the format is picked right); it is
    fsynced and renamed over ``path``. On any failure (or an interrupt) ``path`` is as it was
    and the partial is gone."""
    path = Path(path)
    suffix = path.suffix if re.fullmatch(r"\.[A-Za-z0-9]{1,8}", path.suffix) else ""
    tmp = partial_path(path, suffix)
    with _lock:
        _inflight.add(str(tmp))
    try:
        try:
            produce(tmp)
            fd = os.open(tmp, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
            os.chmod(tmp, _mode_for(path))
            os.replace(tmp, path)
        except BaseException:
            _unlink_quietly(tmp)
            raise
        fsync_dir(path.parent)
    finally:
        with _lock:
            _inflight.discard(str(tmp))
    return path


def _mode_for(path: Path) -> int:
    """A replaced file keeps its mode; a new one is ``NEW_FILE_MODE``."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        return NEW_FILE_MODE


def _rotate(path: Path, keep: list[Path]) -> None:
    """keep[-2] -> keep[-1], ..., then a hard link (or copy) of ``path`` -> keep[0]."""
    if not keep:
        return
    for older, newer in zip(reversed(keep[:-1]), reversed(keep[1:]), strict=True):
        if os.path.lexists(older):
            os.replace(older, newer)
    if not os.path.exists(path):
        return
    tmp = partial_path(keep[0])
    with _lock:
        _inflight.add(str(tmp))
    try:
        try:
            os.link(path, tmp)  # the old inode stays as the backup: no copy, atomic
        except OSError:
            shutil.copy2(path, tmp)  # file systems without hard links
        os.replace(tmp, keep[0])
    except BaseException:
        _unlink_quietly(tmp)
        raise
    finally:
        with _lock:
            _inflight.discard(str(tmp))


def _unlink_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _pid_alive(pid: int) -> bool:
    if os.name == "nt":  # os.kill(pid, 0) would terminate it there; rely on the age
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # exists, someone else's
    return True


def is_partial_name(name: str) -> bool:
    """True for names ``cleanup_partials`` may remove (ours and the legacy ``.tmp`` ones)."""
    return bool(PARTIAL.match(name) or LEGACY.match(name))


def cleanup_partials(folder: str | Path, *, recursive: bool = True) -> list[Path]:
    """Remove partial files left by killed saves in ``folder`` (and its subfolders).

    Only regular files named like our partials (or the first writer's ``.tmp`` files) are
    removed, and only when no live write may own them: not one of this process's writes in
    flight, and either its process is gone or it has not changed for ``STALE_S``. Returns
    the removed paths; unreadable folders and races with other processes are skipped.
    """
    removed: list[Path] = []
    now, me = time.time(), os.getpid()
    for root, dirs, files in os.walk(folder):
        if not recursive:
            dirs.clear()
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in files:
            m, legacy = PARTIAL.match(name), LEGACY.match(name)
            if not (m or legacy):
                continue
            path = Path(root) / name
            with _lock:
                if str(path) in _inflight:
                    continue
            try:
                st = os.lstat(path)
            except OSError:
                continue
            if not stat.S_ISREG(st.st_mode):
                continue
            fresh = now - st.st_mtime < STALE_S
            if m and int(m["pid"]) != me and fresh and _pid_alive(int(m["pid"])):
                continue
            if legacy and fresh:
                continue
            try:
                os.unlink(path)
            except OSError:
                continue
            removed.append(path)
    return removed
