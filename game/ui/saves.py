"""What the window needs from whoever keeps the saves: the ``SaveMenuBackend`` protocol.

The window never touches files: listing, writing, forking, renaming and deleting saves belong to
the storage layer, which may do them on a writer thread. The window calls these methods on its
own thread when the player asks, shows the returned line as a toast, and shows a ``ValueError``'s
message in the dialog. ``main.py`` passes an implementation to ``run_window(saves=...)``; None
means saving is not set up (F5 says so). No pygame here, so storage code can import it freely.

Loading over unsaved progress asks first (``saves_menu.ask_before_load``). What the question can
say depends on three optional methods a backend may add to the protocol (each read with
``getattr``, so a backend without them still works, and the prompt just says less):

    unsaved_since() -> str         game time of the last save or load, "Fri 13 Feb 2026 07:12"
                                   ("" when unknown): "unsaved progress since 07:12"
    current_path() -> path         where a quick-save (F5) writes: "Save first" is offered only
                                   when that is not the very save about to be loaded
    quickload_path() -> path|None  what F9 would load (None: nothing yet), to name it
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Protocol, runtime_checkable

from game.ui.clock_text import game_time_text, saved_at_text
from game.ui.i18n import gettext as _

log = logging.getLogger(__name__)


@dataclass(frozen=True, kw_only=True)
class SaveEntry:
    """One save as the menu lists it."""

    name: str  # what the player called it ("before the party"); unique among entries
    path: str | os.PathLike  # opaque to the UI; handed back to load / rename / delete
    town: str  # the town's name, as its map gives it
    game_time: str  # in-game date and time, "Fri 13 Feb 2026 14:20"
    saved_at: float  # real time it was written, seconds since the epoch
    size_bytes: int
    damaged: str = ""  # why it cannot be loaded ("truncated file"), "" when it is fine


@runtime_checkable
class SaveMenuBackend(Protocol):
    """Saves for the window. Each action returns a one-line message for a toast, or raises
    ``ValueError`` with a one-line message the dialog shows. Calls come from the UI thread and
    should return quickly (hand slow writes to a worker and report them through ``busy``)."""

    def entries(self) -> list[SaveEntry]:
        """Every save of this town, newest first. Any object with ``SaveEntry``'s fields will do."""
        ...

    def quicksave(self) -> str:
        """Save the running town to the quick-save slot (F5)."""
        ...

    def quickload(self) -> str:
        """Replace the running town with the quick-save (F9)."""
        ...

    def save_as(self, name: str) -> str:
        """Save the running town under a new name (a fork; the quick-save is left alone)."""
        ...

    def load(self, path: str | os.PathLike) -> str:
        """Replace the running town with the save at ``path`` (a ``SaveEntry.path``)."""
        ...

    def rename(self, path: str | os.PathLike, new_name: str) -> str: ...

    def delete(self, path: str | os.PathLike) -> str: ...

    def unsaved(self) -> bool:
        """Whether the town has changed since it was last saved or loaded."""
        ...

    def busy(self) -> bool:
        """Whether a save is still being written in the background."""
        ...


def format_size(n: int) -> str:
    """'980 B', '12.3 KB', '4.1 MB'."""
    if n < 1024:
        return f"{n} B"
    if n < 1024 * 1024:
        return f"{n / 1024:.1f} KB"
    return f"{n / (1024 * 1024):.1f} MB"


def format_saved_at(when: float | datetime, now: datetime | None = None) -> str:
    """'today 14:20', 'yesterday 09:05', '3 Feb 2026 14:20' (local time; epoch seconds or a
    datetime)."""
    if not isinstance(when, datetime):
        when = datetime.fromtimestamp(float(when))
    return saved_at_text(when, now or datetime.now())


def entry_line(e: SaveEntry, now: datetime | None = None) -> str:
    """One list row: name, town and game time, when it was saved, size (and damage)."""
    line = _("{name}  ·  {town}, {game_time}  ·  saved {when}  ·  {size}").format(
        name=e.name,
        town=e.town,
        game_time=game_time_text(e.game_time),
        when=format_saved_at(e.saved_at, now),
        size=format_size(e.size_bytes),
    )
    return line + (_("  ·  damaged: {problem}").format(problem=e.damaged) if e.damaged else "")


def unsaved_progress(backend) -> bool | None:
    """Whether the running town has progress a load would throw away: None without a backend;
    True when the backend cannot tell (asking once too often beats losing a town)."""
    if backend is None:
        return None
    try:
        return bool(backend.unsaved())
    except Exception:
        log.exception("saves.unsaved() failed")
        return True


def _optional(backend, method: str, default=None):
    fn = getattr(backend, method, None)
    if fn is None:
        return default
    try:
        return fn()
    except Exception:  # an optional nicety must never stop a load or a quit
        log.exception("saves.%s() failed", method)
        return default


def unsaved_since(backend) -> str:
    """The game time of the last save or load, as the backend gives it ("" when unknown)."""
    return str(_optional(backend, "unsaved_since", "") or "")


def current_path(backend) -> str | os.PathLike | None:
    """Where a quick-save writes, when the backend tells (None otherwise)."""
    return _optional(backend, "current_path")


def quickload_path(backend) -> tuple[bool, str | os.PathLike | None]:
    """(whether the backend tells, what F9 would load: None when nothing yet)."""
    if getattr(backend, "quickload_path", None) is None:
        return False, None
    return True, _optional(backend, "quickload_path")


def same_file(a: str | os.PathLike | None, b: str | os.PathLike | None) -> bool:
    if a is None or b is None:
        return False
    return Path(a).expanduser().absolute() == Path(b).expanduser().absolute()


def short_time(when: str, now: str) -> str:
    """'07:12' when ``when`` ("Fri 13 Feb 2026 07:12") is on the day of ``now``, else all of it."""
    when, now = when.strip(), now.strip()
    day, _, clock = when.rpartition(" ")
    if day and day == now.rpartition(" ")[0] and ":" in clock:
        return clock
    return when
