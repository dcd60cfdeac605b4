"""What an autosave session has already checked and encoded, by identity: the talk log.

Why: the talk log keeps the last 2,000 conversations, and an hourly autosave checked (pydantic)
and encoded all of them again every time: at ten game days, 30 of an autosave's 55 ms of
checking and a good part of its encoding, growing with the town's age (issue 23). An entry of
the log never changes once a conversation has ended (``ConversationBook.close`` appends a new
dict; nothing edits it later), and the state an autosave gets shares those dicts with the
simulation's log (``ConversationBook.get_state`` copies the list, not its entries). So an entry
seen by an earlier autosave of this session is the same object, checked, and its JSON is known.

``LogMemo`` keeps, for the entries of the last autosave's log, the entry itself (so its
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
        self._known: dict[int, tuple[Any, str]] = {}  # id -> (the entry, its JSON)

    def __len__(self) -> int:
        return len(self._known)

    def unchecked(self, entries: Sequence[Any]) -> list[Any]:
        """The entries not remembered from the last autosave (to be checked), in order."""
        known = self._known
        return [e for e in entries if (hit := known.get(id(e))) is None or hit[0] is not e]

    def encode(self, entries: Sequence[Any]) -> tuple[str, dict[int, tuple[Any, str]]]:
        """``entries`` as one compact JSON array (remembered entries' JSON reused), and what to
        remember of them once the slot holding it has been written (``remember``)."""
        known, enc = self._known, _ENCODER.encode
        fresh: dict[int, tuple[Any, str]] = {}
        parts = []
        for e in entries:
            hit = known.get(id(e))
            if hit is None or hit[0] is not e:
                hit = (e, enc(e))
            fresh[id(e)] = hit
            parts.append(hit[1])
        return "[" + ",".join(parts) + "]", fresh

    def remember(self, fresh: dict[int, tuple[Any, str]]) -> None:
        """Keep what ``encode`` made (the entries of a slot just written), and nothing older."""
        self._known = fresh

    def forget(self) -> None:
        """Check and encode everything again at the next autosave."""
        self._known = {}
