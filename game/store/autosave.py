"""Saving without stalling a frame: a writer thread, and rotating autosave slots.

Why: serialising and writing a 3-day, 25-resident town takes a few tenths of a second, far
more than a frame. The caller takes the state (between steps, on its own thread: that is the
only moment it is consistent) and hands the dict over; ``SaveWriter`` serialises, checks and
writes it on one background thread. The caller must not touch the dict afterwards.

Order: one write at a time, never interleaved. A submission for a path already waiting
replaces the waiting one (the newest state wins: an old autosave is worth nothing once a
newer one exists); a submission for the path being written waits for that write. Errors are
never raised on the thread: they become ``last_error`` (one line) and ``on_error(line)``.

Autosaves go to ``saves/<town>/autosave-1.json`` (newest) .. ``autosave-3.json``, rotated by
rename when a new one has been fully written, so a crash mid-write loses nothing.

Cost: one thread; on it, the write (see ``savefile``); on the caller's, nothing but a lock.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from game.store.savefile import SaveError, write_save

AUTOSAVE_SLOTS = 3


def town_folder(saves_root: str | Path, town_name: str) -> Path:
    """``saves/`` + ``"Smallville"`` -> ``saves/smallville`` (a portable folder name)."""
    slug = re.sub(r"[^a-z0-9_-]+", "-", town_name.strip().lower()).strip("-")
    return Path(saves_root) / (slug or "town")


def autosave_slots(folder: str | Path, count: int = AUTOSAVE_SLOTS) -> list[Path]:
    """The autosave files of a town folder, newest first: ``autosave-1.json`` .. ``-<count>``."""
    return [Path(folder) / f"autosave-{i}.json" for i in range(1, count + 1)]


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
    ) -> None:
        """Queue ``state`` for ``path`` and return at once (see ``write_save`` for the options)."""
        path = Path(path)
        with self._cond:
            if self._closed:
                raise RuntimeError("SaveWriter is closed")
            if self._pending.pop(path, None) is not None:
                self.replaced += 1
            self._pending[path] = (state, {"backup": backup, "rotate": tuple(rotate)})
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
        try:
            self._write(path, state, **options)
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
    """The simulation's ``SaveSink``: ``autosave(state)`` writes the newest slot in the
    background, rotating older ones; ``flush`` on quit."""

    def __init__(
        self,
        saves_root: str | Path,
        town_name: str,
        writer: SaveWriter | None = None,
        slots: int = AUTOSAVE_SLOTS,
    ) -> None:
        self.folder = town_folder(saves_root, town_name)
        self.slots = autosave_slots(self.folder, slots)
        self.writer = writer or SaveWriter()

    def autosave(self, state: dict[str, Any]) -> None:
        self.writer.submit(self.slots[0], state, rotate=self.slots[1:])

    def flush(self, timeout: float | None = None) -> bool:
        return self.writer.flush(timeout)
