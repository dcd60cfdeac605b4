"""What the window needs from whoever keeps the saves: the ``SaveMenuBackend`` protocol.

The window never touches files: listing, writing, forking, renaming and deleting saves belong to
the storage layer, which may do them on a writer thread. The window calls these methods on its
own thread when the player asks, shows the returned line as a toast, and shows a ``ValueError``'s
message in the dialog. ``main.py`` passes an implementation to ``run_window(saves=...)``; None
means saving is not set up (F5 says so). No pygame here, so storage code can import it freely.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, runtime_checkable


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
    now = now or datetime.now()
    day = (now.date() - when.date()).days
    clock = when.strftime("%H:%M")
    if day == 0:
        return f"today {clock}"
    if day == 1:
        return f"yesterday {clock}"
    return f"{when.day} {when.strftime('%b %Y')} {clock}"


def entry_line(e: SaveEntry, now: datetime | None = None) -> str:
    """One list row: name, town and game time, when it was saved, size (and damage)."""
    line = (
        f"{e.name}  ·  {e.town}, {e.game_time}  ·  saved {format_saved_at(e.saved_at, now)}"
        f"  ·  {format_size(e.size_bytes)}"
    )
    return line + (f"  ·  damaged: {e.damaged}" if e.damaged else "")
