"""One town's saves while it is played: quick save and load, save as (a fork), autosave slots.

What the window's save menu and the command line talk to. ``SaveSession`` holds the town's
current save file, a ``SaveWriter`` (so writing never stalls a frame: the caller's thread only
takes the state, which costs a few tens of milliseconds for a 3-day town) and whether there is
progress since the last save or load. It is also the simulation's ``SaveSink``: ``autosave``
rotates ``saves/<town>/autosaves/<session>/autosave-1.json`` (newest) ... ``-3``, one
folder per launch, so a new session never overwrites the previous one's (see ``autosave``).

The town is anything with ``get_state()`` and ``set_state(state)`` (the simulation); a
``marker()`` callable says how far it has run (its step count), so "unsaved progress" is a
comparison, not a flag every part must remember to set; the town's clock text (when it has a
``clock``) is noted with it, so the window can say "unsaved progress since 07:12". Loading
validates the whole file against the town (``TownFacts``) before ``set_state`` sees any of it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from game.store import library
from game.store.autosave import Autosaver, SaveWriter, town_folder
from game.store.savefile import SaveError, read_save, write_save
from game.store.town_checks import TownFacts


class Savable(Protocol):
    def get_state(self) -> dict[str, Any]: ...
    def set_state(self, state: dict[str, Any]) -> None: ...


@dataclass(frozen=True)
class SaveEntry:
    """One line of the save menu."""

    name: str
    path: Path
    town: str
    game_time: str
    saved_at: float  # real time, seconds since the epoch
    size_bytes: int
    damaged: str = ""  # why it cannot be loaded, "" if it can


class SaveSession:
    """Saves of one town (see the module docstring). Methods return a one-line message for a
    toast, or raise ``ValueError`` with one line; nothing here raises anything else."""

    def __init__(
        self,
        town: Savable,
        facts: TownFacts,
        saves_root: str | Path,
        *,
        marker: Callable[[], int],
        current: str | Path | None = None,
        writer: SaveWriter | None = None,
        on_error: Callable[[str], None] | None = None,
        settle: bool = False,
    ) -> None:
        """``on_error(line)`` hears of a failed background write (an autosave, F5) at once,
        on the writer's thread: the command line prints it, the log keeps it."""
        self.town = town
        self.facts = facts
        self.folder = town_folder(saves_root, facts.name)
        self.current = Path(current) if current else self.folder / "quicksave.json"
        self.marker = marker
        self.writer = writer or SaveWriter(on_error=on_error)
        # headless: each autosave waits for the one before it to be written, so none is
        # replaced by a newer one while queued (a run's slots do not depend on the disk)
        self.settle = settle
        self.autosaver = Autosaver(saves_root, facts.name, self.writer)
        self.slots = self.autosaver.slots  # this session's; earlier ones are in other folders
        self.saved_time = ""  # the town's clock when ``saved_at`` was taken ("" unknown)
        self.saved_at = marker()  # the start (or a loaded save) has nothing unsaved

    @property
    def saved_at(self) -> int:
        """The ``marker`` at the last save or load; setting it notes the town's clock too."""
        return self._saved_at

    @saved_at.setter
    def saved_at(self, value: int) -> None:
        self._saved_at = value
        clock = getattr(self.town, "clock", None)
        try:
            self.saved_time = str(clock.text()) if clock is not None else ""
        except Exception:  # a town without a readable clock: the window just says less
            self.saved_time = ""

    # -- what the window asks --------------------------------------------------------------
    def unsaved(self) -> bool:
        return self.marker() != self.saved_at

    def unsaved_since(self) -> str:
        """Game time of the last save or load ("Fri 13 Feb 2026 07:12"), "" when unknown."""
        return self.saved_time

    def current_path(self) -> Path:
        """Where a quick-save writes (the file played, or the quick-save slot)."""
        return self.current

    def quickload_path(self) -> Path | None:
        """What a quick-load loads: the file played if it exists, else the newest good save."""
        return self.current if self.current.exists() else self._newest()

    def busy(self) -> bool:
        return self.writer.busy

    def entries(self) -> list[SaveEntry]:
        """This town's saves (its folder, and the current file wherever it is), newest first."""
        infos = library.list_saves(self.folder)
        if self.current.parent != self.folder and self.current.exists():
            infos += library.list_saves(self.current.parent, recursive=False)
        out, seen = [], set()
        for i in infos:
            if i.path in seen or (i.town and i.town != self.facts.name and not i.damaged):
                continue
            if i.kind == "backup":  # a save's safety copy, not something to pick from the list
                continue
            seen.add(i.path)
            out.append(
                SaveEntry(
                    name=i.path.stem,
                    path=i.path,
                    town=i.town or "?",
                    game_time=i.time or "",
                    saved_at=i.modified,
                    size_bytes=i.size,
                    damaged=i.damaged,
                )
            )
        return sorted(out, key=lambda e: -e.saved_at)

    def quicksave(self) -> str:
        return self._save(self.current, "saved")

    def save_as(self, name: str) -> str:
        """Save under a new name in this town's folder; the file played so far stays as it was
        (a fork), and later quick saves go to the new file."""
        try:
            clean = library.check_name(name)
        except SaveError as e:
            raise ValueError(str(e)) from None
        target = self.folder / clean  # check_name already ends it in .json
        if target.exists():
            raise ValueError(f"a save named {target.stem!r} exists already; pick another name")
        message = self._save(target, "saved as")
        self.current = target
        return message

    def quickload(self) -> str:
        newest = self.quickload_path()
        if newest is None:
            raise ValueError("nothing to load yet: press F5 to save first")
        return self.load(newest)

    def load(self, path: str | Path) -> str:
        path = Path(path)
        self.writer.flush(10.0)  # never read a file the writer is still replacing
        try:
            state = read_save(path, self.facts)
        except SaveError as e:
            raise ValueError(str(e)) from None
        self.writer.flush(10.0)
        self.autosaver.restart()  # the memories logged so far are not this town's any more
        self.town.set_state(state)
        self.saved_at = self.marker()
        if not library.is_autosave(path):  # loading an autosave (any session's) does not
            # make it the file to save to
            self.current = path
        return f"loaded {path.name} ({state['meta'].get('time', '')})"

    def rename(self, path: str | Path, new_name: str) -> str:
        self.writer.flush(10.0)
        try:
            new = library.rename(path, new_name)
        except SaveError as e:
            raise ValueError(str(e)) from None
        if Path(path) == self.current:
            self.current = new
        return f"renamed to {new.name}"

    def delete(self, path: str | Path) -> str:
        self.writer.flush(10.0)
        try:
            gone = library.delete(path)
        except SaveError as e:
            raise ValueError(str(e)) from None
        return f"deleted {', '.join(p.name for p in gone)}"

    # -- the simulation's SaveSink and quitting ----------------------------------------------
    def autosave(self, state: dict[str, Any]) -> None:
        if self.settle:
            self.writer.flush(60.0)
        self.autosaver.autosave(state)

    def save_now(self, path: str | Path | None = None) -> Path:
        """Write synchronously (the end of a headless run, quitting): ``SaveError`` on failure."""
        target = Path(path) if path else self.current
        self.writer.flush(30.0)
        written = write_save(target, self.town.get_state())
        self.saved_at = self.marker()
        return written

    def autosave_now(self, state: dict[str, Any], timeout: float = 30.0) -> Path:
        """Autosave ``state`` into this session's newest slot and wait for it (stopping on a
        signal): the slot written, or ``SaveError`` with one line."""
        failed = self.writer.failed
        self.autosave(state)
        if not self.writer.flush(timeout):
            raise SaveError(f"{self.slots[0]}: the autosave did not finish in {timeout:.0f} s")
        if self.writer.failed > failed:
            raise SaveError(self.writer.last_error or f"{self.slots[0]}: not saved")
        self.saved_at = self.marker()
        return self.slots[0]

    @property
    def failures(self) -> int:
        """Background writes (autosaves, F5) that failed this session."""
        return self.writer.failed

    def close(self, timeout: float = 30.0) -> str:
        """Wait for pending writes; the last error as one line ("" if none)."""
        self.writer.close(timeout)
        return self.writer.last_error or ""

    # -- helpers ---------------------------------------------------------------------------
    def _save(self, target: Path, verb: str) -> str:
        started = time.perf_counter()
        state = self.town.get_state()  # on the caller's thread: consistent and cheap
        self.writer.submit(target, state, backup=True)
        self.saved_at = self.marker()
        took = (time.perf_counter() - started) * 1000
        return f"{verb} {target.name} (writing in the background; state taken in {took:.0f} ms)"

    def _newest(self) -> Path | None:
        good = [e for e in self.entries() if not e.damaged]
        return good[0].path if good else None
