"""What an autosave session has already checked and encoded, by identity: the talk log's
entries, each resident's importance cache entries and known places.

Why: the talk log keeps the last 2,000 conversations, and an hourly autosave checked (pydantic)
and encoded all of them again every time: at ten game days, 30 of an autosave's 55 ms of
checking and a good part of its encoding, growing with the town's age (issue 23). An entry of
the log never changes once a conversation has ended (``ConversationBook.close`` appends a new
dict; nothing edits it later), and the state an autosave gets shares those dicts with the
simulation's log (``ConversationBook.get_state`` copies the list, not its entries). So an entry
seen by an earlier autosave of this session is the same object, checked, and its JSON is known.

The same holds for a resident's importance cache (``ImportanceScorer.saved_cache``: an entry
is remade, never edited) and known places (``SpatialMemory``: rows made once), which grow
with the town's age too (the cache to 4,096 texts a resident): those are checked once.

``LogMemo`` keeps, for the entries of the last autosave's list, the entry itself (so its
``id`` cannot be reused by another object while it is remembered) and its compact JSON. An
entry that is not the same object (a loaded town, a new conversation) is new: it is checked and
encoded. Remembering is done only after a slot has been written, so a failed autosave checks
again what it failed on.

Cost: one dictionary look-up per entry and the new entries' checking and encoding; memory: one
string per remembered entry (what the slot holds of the log anyway).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

# As ``save_encode``'s: compact ASCII JSON, no cycle check.
_ENCODER = json.JSONEncoder(separators=(",", ":"), check_circular=False, allow_nan=False)


class LogMemo:
    """Entries of a list already checked, and their JSON, by identity (see the module doc)."""

    def __init__(self) -> None:
        self._known: dict[int, tuple[Any, str | None]] = {}  # id -> (the entry, its JSON)

    def __len__(self) -> int:
        return len(self._known)

    def unchecked(self, entries: Sequence[Any]) -> list[Any]:
        """The entries not remembered from the last autosave (to be checked), in order."""
        known = self._known
        return [e for e in entries if (hit := known.get(id(e))) is None or hit[0] is not e]

    def split(self, entries: Sequence[Any]) -> tuple[list[Any], dict[int, tuple[Any, str | None]]]:
        """``unchecked(entries)``, and what to ``remember`` of ``entries`` once they are checked
        and written (their JSON where known), in one pass."""
        known = self._known
        new: list[Any] = []
        out: dict[int, tuple[Any, str | None]] = {}
        for e in entries:
            hit = known.get(id(e))
            if hit is None or hit[0] is not e:
                new.append(e)
                hit = (e, None)
            out[id(e)] = hit
        return new, out

    def encode(self, entries: Sequence[Any]) -> tuple[str, dict[int, tuple[Any, str | None]]]:
        """``entries`` as one compact JSON array (remembered entries' JSON reused), and what to
        remember of them once the slot holding it has been written (``remember``)."""
        known, enc = self._known, _ENCODER.encode
        fresh: dict[int, tuple[Any, str | None]] = {}
        parts = []
        for e in entries:
            hit = known.get(id(e))
            if hit is None or hit[0] is not e or hit[1] is None:
                hit = (e, enc(e))
            fresh[id(e)] = hit
            parts.append(hit[1])  # type: ignore[arg-type]
        return "[" + ",".join(parts) + "]", fresh

    def remember(self, fresh: dict[int, tuple[Any, str | None]]) -> None:
        """Keep what ``encode`` made (the entries of a slot just written), and nothing older."""
        self._known = fresh

    def forget(self) -> None:
        """Check and encode everything again at the next autosave."""
        self._known = {}


class ResidentMemo:
    """Per resident, the importance cache entries and known places already checked."""

    def __init__(self) -> None:
        self._memos: dict[tuple[str, str], LogMemo] = {}

    def unchecked_row(self, row: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        """``row`` (a resident's, as the slot holds it) with only the entries of its cache and
        places not checked before, and what to ``remember`` once it is written."""
        rid = row["id"]
        cache, cache_made = self._memo(rid, "importance").split(row["importance"]["cache"])
        places, places_made = self._memo(rid, "spatial").split(row["spatial"])
        part = {**row, "importance": {**row["importance"], "cache": cache}, "spatial": places}
        return part, {"importance": cache_made, "spatial": places_made}

    def remember(self, rid: str, made: dict[str, Any]) -> None:
        for part, fresh in made.items():
            self._memo(rid, part).remember(fresh)

    def forget(self) -> None:
        self._memos.clear()

    def _memo(self, rid: str, part: str) -> LogMemo:
        memo = self._memos.get((rid, part))
        if memo is None:
            memo = self._memos[rid, part] = LogMemo()
        return memo
