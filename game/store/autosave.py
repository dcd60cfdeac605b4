"""Saving without stalling a frame: a writer thread, and rotating autosave slots.

Why: serialising and writing a 3-day, 25-resident town takes a few tenths of a second, far
more than a frame. The caller takes the state (between steps, on its own thread: that is the
only moment it is consistent) and hands the dict over; ``SaveWriter`` serialises, checks and
writes it on one background thread. The caller must not touch the dict afterwards.

Order: one write at a time, never interleaved. A submission for a path already waiting
replaces the waiting one (the newest state wins: an old autosave is worth nothing once a
newer one exists); a submission for the path being written waits for that write. Errors are
never raised on the thread: they become ``last_error`` (one line) and ``on_error(line)``.

Autosaves go to ``saves/<town>/autosaves/<session>/autosave-1.json`` (newest) ..
``autosave-3.json``, rotated by rename when a new one has been fully written, so a crash
mid-write loses nothing; their memories are appended to the session's ``memories-<n>.log``
(``journal.py``: an autosave writes only what is new). ``<session>`` is a stamp of the launch (``20260213-090000-123456``,
sortable), so a new launch never overwrites the previous one's autosaves; at its first
autosave a session prunes older sessions' folders to the newest ``KEEP_SESSIONS`` (itself
included; never itself nor the one just before it). ``previous_autosave`` finds the newest
autosave of an earlier session (for a "Continue" button). Towns saved before sessions had
their slots directly in ``saves/<town>/``; those files are listed and found, never pruned.

Cost: one thread; on it, the write; on the caller's, nothing but a lock.
"""

from __future__ import annotations

import os
import re
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from game.store.atomic import fsync_dir, is_partial_name
from game.store.journal import Journal
from game.store.savefile import SaveError, read_meta, write_save

AUTOSAVE_SLOTS = 3
KEEP_SESSIONS = 3  # sessions whose autosaves are kept, the current one included
AUTOSAVE_DIR = "autosaves"  # saves/<town>/autosaves/<session>/autosave-<n>.json
_SLOT = re.compile(r"autosave-(\d+)\.json\Z")
_LOG = re.compile(r"memories-\d+\.log\Z")  # a session's memory log (``journal.py``)
_SESSION = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*\Z")
_last_stamp = ""
_stamp_lock = threading.Lock()


def town_folder(saves_root: str | Path, town_name: str) -> Path:
    """``saves/`` + ``"Smallville"`` -> ``saves/smallville`` (a portable folder name)."""
    slug = re.sub(r"[^a-z0-9_-]+", "-", town_name.strip().lower()).strip("-")
    return Path(saves_root) / (slug or "town")


def autosave_slots(
    folder: str | Path, count: int = AUTOSAVE_SLOTS, session: str | None = None
) -> list[Path]:
    """The autosave files of a town folder, newest first: ``autosave-1.json`` .. ``-<count>``,
    in the session's folder (``session_folder``), or in ``folder`` itself if ``session`` is None
    (the layout before sessions)."""
    base = session_folder(folder, session) if session is not None else Path(folder)
    return [base / f"autosave-{i}.json" for i in range(1, count + 1)]


def new_session() -> str:
    """A stamp for this launch: local time to the microsecond, sortable, unique per process."""
    global _last_stamp
    with _stamp_lock:
        now = time.time()
        stamp = (
            time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
            + f"-{int(now * 1e6) % 1_000_000:06d}"
        )
        if stamp <= _last_stamp:  # same microsecond (or the clock went back): still unique
            stamp = f"{_last_stamp}x"
        _last_stamp = stamp
        return stamp


def session_folder(folder: str | Path, session: str) -> Path:
    """``saves/<town>`` + a session stamp -> ``saves/<town>/autosaves/<session>``."""
    if not _SESSION.match(session):
        raise ValueError(f"{session!r}: not a session name (letters, digits, - and _)")
    return Path(folder) / AUTOSAVE_DIR / session


def autosave_sessions(folder: str | Path) -> list[str]:
    """The sessions with a folder under ``<folder>/autosaves``, oldest first (by name)."""
    try:
        names = os.listdir(Path(folder) / AUTOSAVE_DIR)
    except OSError:
        return []
    base = Path(folder) / AUTOSAVE_DIR
    return sorted(n for n in names if _SESSION.match(n) and (base / n).is_dir())


def _slot_files(base: Path) -> list[Path]:
    """The ``autosave-<n>.json`` files in ``base``, newest (lowest n) first."""
    try:
        names = os.listdir(base)
    except OSError:
        return []
    found = [(int(m.group(1)), base / n) for n in names if (m := _SLOT.match(n))]
    return [p for _, p in sorted(found) if p.is_file()]


def prune_sessions(
    folder: str | Path, keep: int = KEEP_SESSIONS, current: str | None = None
) -> list[Path]:
    """Delete the autosaves of all but the newest sessions of a town folder; the removed
    session folders. ``keep`` counts ``current`` (if given) and is at least 2: the current
    session and the one before it are never removed. Only autosave files and our partial
    files are deleted; a session folder holding anything else stays (with that file)."""
    others = [s for s in autosave_sessions(folder) if s != current]
    keep_others = max(keep, 2) - (1 if current is not None else 0)
    doomed = others[: max(len(others) - keep_others, 0)]
    removed = []
    for session in doomed:
        base = session_folder(folder, session)
        try:
            for name in os.listdir(base):
                if _SLOT.match(name) or _LOG.match(name) or is_partial_name(name):
                    try:
                        os.unlink(base / name)
                    except FileNotFoundError:
                        pass
            os.rmdir(base)
        except OSError:
            continue  # something else in it, or not ours to delete: leave it
        removed.append(base)
    if removed:
        fsync_dir(Path(folder) / AUTOSAVE_DIR)
    return removed


def previous_autosave(folder: str | Path, current: str | None = None) -> Path | None:
    """The newest readable autosave of the sessions before ``current`` (all sessions if None)
    in a town folder, or None. Sessions are tried newest first, each from ``autosave-1``;
    autosaves from before sessions (directly in ``folder``) come last. Reads only metas."""
    sessions = [s for s in autosave_sessions(folder) if s != current]
    if current is not None:
        sessions = [s for s in sessions if s < current]
    bases = [session_folder(folder, s) for s in reversed(sessions)] + [Path(folder)]
    for base in bases:
        for path in _slot_files(base):
            try:
                read_meta(path)
            except SaveError:
                continue
            return path
    return None


class SaveWriter:
    """Writes submitted states on one background thread (started on first use)."""

    def __init__(
        self,
        on_error: Callable[[str], None] | None = None,
        on_saved: Callable[[Path, float], None] | None = None,
        *,
        write: Callable[..., Path] = write_save,
    ) -> None:
        self.on_error, self.on_saved, self._write = on_error, on_saved, write
        self._cond = threading.Condition()
        self._pending: dict[Path, tuple[dict[str, Any], dict[str, Any]]] = {}
        self._writing: Path | None = None
        self._thread: threading.Thread | None = None
        self._closed = False
        self.last_error: str | None = None
        self.last_saved: Path | None = None
        self.last_seconds = 0.0  # wall time of the last successful write
        self.saved = 0
        self.failed = 0
        self.replaced = 0  # waiting submissions dropped for a newer one

    def submit(
        self,
        path: str | Path,
        state: dict[str, Any],
        *,
        backup: bool = False,
        rotate: Sequence[Path] = (),
        write_with: Callable[..., Path] | None = None,
    ) -> None:
        """Queue ``state`` for ``path`` and return at once (options: ``write_save``'s, or
        ``write_with``'s if given: an autosave's ``Journal.write``)."""
        path = Path(path)
        with self._cond:
            if self._closed:
                raise RuntimeError("SaveWriter is closed")
            if self._pending.pop(path, None) is not None:
                self.replaced += 1
            self._pending[path] = (
                state,
                {"backup": backup, "rotate": tuple(rotate), "write_with": write_with},
            )
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    @property
    def busy(self) -> bool:
        with self._cond:
            return bool(self._pending) or self._writing is not None

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything submitted is written (or failed); False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and self._writing is None, timeout)

    def close(self, timeout: float | None = None) -> bool:
        """Flush, then stop the thread; later submissions raise. False if it timed out."""
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        return done

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending or self._closed)
                if not self._pending:
                    return
                path = next(iter(self._pending))
                state, options = self._pending.pop(path)
                self._writing = path
            self._write_one(path, state, options)
            with self._cond:
                self._writing = None
                self._cond.notify_all()

    def _write_one(self, path: Path, state: dict[str, Any], options: dict[str, Any]) -> None:
        start = time.perf_counter()
        options = dict(options)
        write = options.pop("write_with", None) or self._write
        try:
            write(path, state, **options)
        except SaveError as e:
            self._failed(str(e))
        except Exception as e:  # never let the thread die: the next save may work
            self._failed(f"{path}: not saved ({type(e).__name__}: {' '.join(str(e).split())})")
        else:
            self.saved += 1
            self.last_saved, self.last_seconds = path, time.perf_counter() - start
            self.last_error = None
            _call(self.on_saved, path, self.last_seconds)

    def _failed(self, line: str) -> None:
        self.failed += 1
        self.last_error = line
        _call(self.on_error, line)


def _call(fn: Callable | None, *args: Any) -> None:
    if fn is None:
        return
    try:
        fn(*args)
    except Exception:  # a broken callback must not kill the writer
        pass


class Autosaver:
    """The simulation's ``SaveSink``: ``autosave(state)`` writes the newest slot of this
    session in the background, rotating older ones; ``flush`` on quit. The first autosave
    prunes older sessions (``prune_sessions``)."""

    def __init__(
        self,
        saves_root: str | Path,
        town_name: str,
        writer: SaveWriter | None = None,
        slots: int = AUTOSAVE_SLOTS,
        *,
        session: str | None = None,
        keep_sessions: int = KEEP_SESSIONS,
    ) -> None:
        self.folder = town_folder(saves_root, town_name)
        self.session = session or new_session()
        self.slots = autosave_slots(self.folder, slots, self.session)
        self.keep_sessions = keep_sessions
        self.writer = writer or SaveWriter()
        self.journal = Journal(self.slots[0].parent)
        self._pruned = False

    def autosave(self, state: dict[str, Any]) -> None:
        """Queue ``state`` for the newest slot (``Journal.write``: only new memories)."""
        self.writer.submit(
            self.slots[0], state, rotate=self.slots[1:], write_with=self.journal.write
        )
        if not self._pruned:  # once, and only once this session has something to keep
            self._pruned = True
            prune_sessions(self.folder, self.keep_sessions, self.session)

    def restart(self) -> None:
        """The town was loaded: its memories are not the ones logged (``Journal.restart``)."""
        self.journal.restart()

    def flush(self, timeout: float | None = None) -> bool:
        return self.writer.flush(timeout)
