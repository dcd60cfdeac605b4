"""What an autosave session has already checked and encoded, by identity: the talk log's
entries, and each resident's importance cache entries, known places and perceived events.

Why: the talk log keeps the last 2,000 conversations, and an hourly autosave checked (pydantic)
and encoded all of them again every time: at ten game days, 30 of an autosave's 55 ms of
checking and a good part of its encoding, growing with the town's age (issue 23). An entry of
the log never changes once a conversation has ended (``ConversationBook.close`` appends a new
dict; nothing edits it later), and the state an autosave gets shares those dicts with the
simulation's log (``ConversationBook.get_state`` copies the list, not its entries). So an entry
seen by an earlier autosave of this session is the same object, checked, and its JSON is known.

The same holds for a resident's importance cache (``ImportanceScorer.saved_cache``: an entry
is remade, never edited), known places (``SpatialMemory``: rows made once), perceived events
(``Perception.get_state``: an entry is remade when its event is noticed again) and
relationships (``Relationships.get_state``: a row is remade when its relationship changes),
which grow with the town's age too (the cache to 4,096 texts a resident, the events to over a
thousand, each three words and a time, what one has told each person with every talk), and
its plan's blocks and actions (``Resident._as_dicts``: made once per block): those are
checked and encoded once. A list longer than the format allows is checked whole, so that the
check still refuses it.

``LogMemo`` keeps the entries it has seen in a slot that was written (the entry itself, so
its ``id`` cannot be reused by another object while it is remembered) and their compact JSON.
An entry that is not one of them (a loaded town, a new conversation) is new: it is checked and
encoded. Remembering is done only after a slot has been written, so a failed autosave checks
again what it failed on. Entries gone from the list are forgotten once they are as many as
the list's own (so forgetting costs nothing per autosave).

Cost: per autosave, a few passes in C over each list's ids (no Python call per entry) and the
new entries' checking and encoding; memory: one string per remembered entry (what the slot
holds of the list anyway).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from functools import partial
from itertools import compress
from operator import is_
from typing import Any, NamedTuple

from game.store.save_rows import ImportanceCache, Resident, Schedule

# As ``save_encode``'s: compact ASCII JSON, no cycle check.
_ENCODER = json.JSONEncoder(separators=(",", ":"), check_circular=False, allow_nan=False)
_is_none = partial(is_, None)
# the lists of a resident's row that a memo keeps, by their path in the row, and the field
# of the format that bounds each one's length (a list longer than that is checked whole)
RESIDENT_PARTS = {
    ("importance", "cache"): (ImportanceCache, "cache"),
    ("spatial",): (Resident, "spatial"),
    ("perception",): (Resident, "perception"),
    ("relations",): (Resident, "relations"),
    ("previous_blocks",): (Resident, "previous_blocks"),
    ("schedule", "blocks"): (Schedule, "blocks"),
    ("schedule", "actions"): (Schedule, "actions"),
}


def _most(model: Any, name: str) -> int:
    metadata = model.model_fields[name].metadata  # Field(max_length=...) is one of them
    bounds = [m.max_length for m in metadata if isinstance(getattr(m, "max_length", None), int)]
    return min(bounds, default=sys.maxsize)


_MOST = {path: _most(*field) for path, field in RESIDENT_PARTS.items()}


class Made(NamedTuple):
    """What ``LogMemo.encode`` made: the new entries (id, entry, JSON) and every entry's id."""

    fresh: list[tuple[int, Any, str]]
    ids: list[int]


class LogMemo:
    """Entries of a list already checked, and their JSON, by identity (see the module doc)."""

    def __init__(self) -> None:
        self._entries: dict[int, Any] = {}  # id -> the entry (its id is not reused meanwhile)
        self._json: dict[int, str] = {}  # id -> its compact JSON
        # the list ``unchecked`` looked up last, its ids and their JSON (None: new), for the
        # ``encode`` of the same list that follows it
        self._last: tuple[Sequence[Any], list[int], list[str | None]] | None = None

    def __len__(self) -> int:
        return len(self._entries)

    def _look_up(self, entries: Sequence[Any]) -> tuple[list[int], list[str | None]]:
        last = self._last
        self._last = None
        if last is not None and last[0] is entries:
            return last[1], last[2]
        ids = list(map(id, entries))
        return ids, list(map(self._json.get, ids))

    def unchecked(self, entries: Sequence[Any]) -> list[Any]:
        """The entries not remembered from a written slot (to be checked), in order."""
        ids, parts = self._look_up(entries)
        self._last = (entries, ids, parts)
        return list(compress(entries, map(_is_none, parts)))

    def encode(self, entries: Sequence[Any]) -> tuple[str, Made]:
        """``entries`` as one compact JSON array (remembered entries' JSON reused), and what to
        remember of them once the slot holding it has been written (``remember``)."""
        ids, parts = self._look_up(entries)
        fresh = []
        enc = _ENCODER.encode
        for i in compress(range(len(parts)), map(_is_none, parts)):
            parts[i] = enc(entries[i])
            fresh.append((ids[i], entries[i], parts[i]))
        return "[" + ",".join(parts) + "]", Made(fresh, ids)  # type: ignore[arg-type]

    def remember(self, made: Made) -> None:
        """Keep what ``encode`` made (the entries of a slot just written)."""
        self._last = None
        entries, texts = self._entries, self._json
        for key, entry, text in made.fresh:
            entries[key], texts[key] = entry, text
        if len(entries) > 2 * len(made.ids) + 64:  # forget the entries gone from the list
            self._entries = {k: entries[k] for k in made.ids}
            self._json = {k: texts[k] for k in made.ids}

    def forget(self) -> None:
        """Check and encode everything again at the next autosave."""
        self._entries, self._json, self._last = {}, {}, None


def _get(row: dict[str, Any], path: tuple[str, ...]) -> Any:
    """The value at ``path`` in ``row``, or None where the path stops (no schedule)."""
    for key in path:
        if type(row) is not dict:
            return None
        row = row.get(key)
    return row


def _with(row: dict[str, Any], path: tuple[str, ...], value: Any) -> dict[str, Any]:
    """``row`` with the value at ``path`` replaced (new dicts along the path only)."""
    head, *rest = path
    return {**row, head: _with(row[head], tuple(rest), value) if rest else value}


class ResidentMemo:
    """Per resident, the entries of its ``RESIDENT_PARTS`` already checked and encoded."""

    def __init__(self) -> None:
        self._memos: dict[tuple[str, tuple[str, ...]], LogMemo] = {}

    def unchecked_row(self, row: dict[str, Any]) -> dict[str, Any]:
        """``row`` (a resident's, as the slot holds it) with only the entries of its parts
        not checked before."""
        rid = row["id"]
        for path in RESIDENT_PARTS:
            whole = _get(row, path)
            if type(whole) is list and len(whole) <= _MOST[path]:
                row = _with(row, path, self._memo(rid, path).unchecked(whole))
        return row

    def encode_row(
        self, row: dict[str, Any], where: tuple[str, ...]
    ) -> tuple[dict[tuple[str, ...], str], dict[tuple[str, ...], Made]]:
        """The JSON of ``row``'s parts by their path from the file's top (``where``: the
        row's, ``("residents", "3")``), and what to ``remember`` once the slot is written."""
        texts, made = {}, {}
        for path in RESIDENT_PARTS:
            whole = _get(row, path)
            if type(whole) is list:
                texts[(*where, *path)], made[path] = self._memo(row["id"], path).encode(whole)
        return texts, made

    def remember(self, rid: str, made: dict[tuple[str, ...], Made]) -> None:
        for path, fresh in made.items():
            self._memo(rid, path).remember(fresh)

    def forget(self) -> None:
        self._memos.clear()

    def _memo(self, rid: str, path: tuple[str, ...]) -> LogMemo:
        memo = self._memos.get((rid, path))
        if memo is None:
            memo = self._memos[rid, path] = LogMemo()
        return memo
