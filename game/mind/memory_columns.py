"""A memory stream's rows, stored in columns: written, grown, and their vectors filled late.

Why columnar: retrieval scores *every* live memory on every query (the paper's loop did it one
Python dict entry at a time and slowed linearly). Here the numeric fields live in numpy arrays
(embeddings ``n x dim`` float32, importance, created, last accessed, access count, kind code,
alive flag) so ``game.mind.retrieve`` scores 100k memories in one vectorised pass. Arrays grow
by doubling, so ``add`` is amortised O(dim); strings and tuples stay in Python lists.

Ids are insertion indices and are never reused: reflections and summaries cite them as
evidence. Forgetting (``game.mind.forget``) only clears the ``alive`` flag, so evidence links
keep resolving; dead memories are skipped by retrieval and by the stream's readers.

Times are game seconds (``GameClock.seconds()``), never wall-clock time. Importance is stored
0-1 as ``importance_10 / 10`` (the paper's "buying a latte ~0.2, brushing teeth ~0.1").

Thread-safety: a stream is only mutated by its owner (the resident's thinking thread). Other
threads (the UI) may read ``len``/``get``/``recent`` between steps; they never see a torn row
because a row is fully written before ``_n`` is bumped.

A loaded stream (``game.mind.memory_state``) may leave its vectors to be filled on first need
(``columns``, ``get``), or earlier by ``fill_vectors`` (a town's: ``fill_town_vectors``) on a
background thread; the embedder gives every text the same vector in any batch, so when they are
filled changes nothing. A lock keeps that fill and a growing array apart.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

from game.mind.brain import Embedder
from game.mind.memory_encoding import JsonRows, PackedColumn
from game.mind.memory_record import Columns, kind_codes

INITIAL_CAPACITY = 64


class ColumnarMemory:
    """Per-resident append-only memory with columnar numeric storage (read through
    ``game.mind.memory.MemoryStream``).

    Args:
        embedder: Embeds contents when ``add`` gets no vector, and on re-embedding. Its
            ``name`` and ``dim`` are recorded in saves.
        capacity: Initial rows; the arrays double whenever they fill up.
    """

    def __init__(self, embedder: Embedder, capacity: int = INITIAL_CAPACITY) -> None:
        self.embedder = embedder
        self.dim = int(embedder.dim)
        self._n = 0
        self._dead = 0
        self._alloc(max(1, int(capacity)))
        self._content: list[str] = []
        self._imp10: list[int] = []
        self._spo: list[tuple[str | None, str | None, str | None]] = []
        self._keywords: list[tuple[str, ...]] = []
        self._evidence: list[tuple[int, ...]] = []
        self._depth: list[int] = []
        self._meta: list[dict[str, Any]] = []
        self._by_keyword: dict[str, list[int]] = {}
        self._alive_by_keyword: dict[str, tuple[int, int, list[int]]] = {}  # see by_keyword
        self._id_of_text: dict[str, int] = {}  # content -> its first id (saves cite it)
        self._stale = 0  # rows [0, _stale) were loaded without vectors: filled on first need
        self._fill_lock = threading.Lock()
        self._json = JsonRows()  # rows as saved, made once (rows never change)
        self._packed: dict[str, PackedColumn] = {}  # numeric columns as saved, kept (``get_state``)
        self._touched: list[np.ndarray] = []  # rows ``touch`` changed since ``get_state``
        self._forgot: list[np.ndarray] = []  # rows ``mark_forgotten`` changed since then

    # ------------------------------------------------------------------ storage
    _COLUMNS = ("_emb", "_imp", "_created", "_accessed", "_count", "_kind", "_alive")

    def _alloc(self, cap: int) -> None:
        self._emb = np.zeros((cap, self.dim), dtype=np.float32)
        self._imp = np.zeros(cap, dtype=np.float32)
        self._created = np.zeros(cap, dtype=np.float64)
        self._accessed = np.zeros(cap, dtype=np.float64)
        self._count = np.zeros(cap, dtype=np.int32)
        self._kind = np.zeros(cap, dtype=np.int8)
        self._alive = np.zeros(cap, dtype=bool)

    @property
    def capacity(self) -> int:
        return len(self._imp)

    def _reserve(self, need: int) -> None:
        """Double the arrays until ``need`` rows fit; copies the filled prefix (amortised O(1))."""
        cap = self.capacity
        if need <= cap:
            return
        while cap < need:
            cap *= 2
        n = self._n
        with self._fill_lock:  # a background fill writes into the arrays being replaced
            for name in self._COLUMNS:
                old = getattr(self, name)
                new = np.zeros((cap, *old.shape[1:]), dtype=old.dtype)
                new[:n] = old[:n]
                setattr(self, name, new)  # filled before swapped in: readers never see zeros

    def __len__(self) -> int:
        return self._n

    def alive_count(self) -> int:
        return self._n - self._dead

    def columns(self) -> Columns:
        """Views of the live prefix (no copy). Valid until the next ``add``; do not write."""
        if self._stale:
            self.fill_vectors()
        n = self._n
        return Columns(
            self._emb[:n],
            self._imp[:n],
            self._created[:n],
            self._accessed[:n],
            self._count[:n],
            self._kind[:n],
            self._alive[:n],
            self._dead == 0,
        )

    # ------------------------------------------------------------------ writing
    def add(
        self,
        content: str,
        *,
        kind: str = "observation",
        now: float,
        importance_10: int,
        embedding: np.ndarray | None = None,
        subject: str | None = None,
        predicate: str | None = None,
        obj: str | None = None,
        keywords: Sequence[str] = (),
        evidence: Sequence[int] = (),
        meta: dict[str, Any] | None = None,
        created: float | None = None,
    ) -> int:
        """Append a memory and return its id.

        Args:
            content: The memory in words ("Isabella is setting out pastries").
            kind: One of ``KINDS``.
            now: Game seconds; the memory's last access time (and creation, unless given).
            importance_10: Poignancy 1-10 (clamped); stored as ``importance_10 / 10``.
            embedding: A unit vector of ``dim``; embedded with ``self.embedder`` when None.
            evidence: Ids this memory rests on (reflections, summaries); must exist.
            meta: Small JSON-safe dict, e.g. ``{"source": "camille_moreau"}``.
            created: Event time when it differs from ``now`` (e.g. a summary of old events).
        """
        code = kind_codes([kind])[0]
        ev = tuple(int(i) for i in evidence)
        if any(i < 0 or i >= self._n for i in ev):
            raise ValueError(f"evidence {ev} cites unknown memory ids")
        if embedding is None:
            vec = self.embedder.embed([content])[0]
        else:
            vec = np.asarray(embedding, dtype=np.float32).reshape(-1)
            if vec.shape[0] != self.dim:
                raise ValueError(f"embedding has dim {vec.shape[0]}, stream has {self.dim}")
        imp10 = int(min(10, max(1, round(importance_10))))
        ev_depth = max((self._depth[i] for i in ev), default=-1)
        depth = ev_depth + 1 if kind == "reflection" else max(ev_depth, 0)

        i = self._n
        self._reserve(i + 1)
        self._emb[i] = vec
        self._imp[i] = imp10 / 10.0
        self._created[i] = now if created is None else created
        self._accessed[i] = now
        self._count[i] = 0
        self._kind[i] = code
        self._alive[i] = True
        self._content.append(str(content))
        self._imp10.append(imp10)
        self._spo.append((subject, predicate, obj))
        kw = tuple(dict.fromkeys(str(k).lower() for k in keywords if k))
        self._keywords.append(kw)
        self._evidence.append(ev)
        self._depth.append(depth)
        self._meta.append(dict(meta or {}))
        for k in kw:
            self._by_keyword.setdefault(k, []).append(i)
        self._id_of_text.setdefault(self._content[i], i)
        self._n = i + 1
        return i

    def set_importance(self, ids: Sequence[int], scores_10: Sequence[int]) -> None:
        """Replace provisional scores (rules) with judged ones (a batched brain call)."""
        for i, score in zip(ids, scores_10, strict=True):
            imp10 = int(min(10, max(1, round(score))))
            self._imp10[i] = imp10
            self._imp[i] = imp10 / 10.0

    def touch(self, ids: Iterable[int], now: float) -> None:
        """Mark ``ids`` as retrieved at ``now``: last access time set, access count + 1 each."""
        idx = np.unique(np.fromiter((int(i) for i in ids), dtype=np.int64))
        if idx.size == 0:
            return
        if idx[0] < 0 or idx[-1] >= self._n:
            raise IndexError("touch of an unknown memory id")
        self._accessed[idx] = now
        self._count[idx] += 1
        self._note_changed(self._touched, idx)

    def mark_forgotten(self, ids: Iterable[int]) -> int:
        """Clear the alive flag of ``ids`` (consolidated away); returns how many were alive."""
        idx = np.unique(np.fromiter((int(i) for i in ids), dtype=np.int64))
        if idx.size == 0:
            return 0
        if idx[0] < 0 or idx[-1] >= self._n:
            raise IndexError("forgetting an unknown memory id")
        killed = int(self._alive[idx].sum())
        self._alive[idx] = False
        self._dead += killed
        self._note_changed(self._forgot, idx)
        return killed

    @property
    def vectors_pending(self) -> int:
        """How many loaded rows still wait for their vector (0 once filled)."""
        return self._stale

    def fill_vectors(self, known: dict[str, np.ndarray] | None = None, batch: int = 256) -> None:
        """Compute the vectors a load left out (see the module docstring); a no-op when none.

        ``known``: vectors already computed for some texts (``fill_town_vectors`` shares them
        between residents, who remember many of the same things).
        """
        with self._fill_lock:
            stale = self._stale
            if not stale:
                return
            texts = self._content[:stale]
            known = known or {}
            missing = [t for t in dict.fromkeys(texts) if t not in known]
            fresh: dict[str, np.ndarray] = {}
            for start in range(0, len(missing), batch):
                chunk = missing[start : start + batch]
                fresh.update(zip(chunk, self.embedder.embed(chunk), strict=True))
            if texts:
                rows = [fresh[t] if t in fresh else known[t] for t in texts]
                self._emb[:stale] = np.stack(rows)
            self._stale = 0
            self._packed = {}

    def text_id(self, text: str) -> int | None:
        """The first memory whose content is ``text``, or None (saves cite texts by id)."""
        return self._id_of_text.get(text)

    _MOST_CHANGES = 1024  # notes of changed rows kept between states (more: encode afresh)

    def _note_changed(self, notes: list[np.ndarray], idx: np.ndarray) -> None:
        notes.append(idx)
        if len(notes) > self._MOST_CHANGES:  # no state taken for long: start afresh
            self._touched, self._forgot, self._packed = [], [], {}


def fill_town_vectors(
    streams: Iterable[ColumnarMemory], stop: threading.Event | None = None
) -> int:
    """``fill_vectors`` of many streams (a loaded town), each text embedded once: residents
    remember many of the same things (a third of a 3-day town's texts are distinct).

    Meant for a background thread after a load; a stream the simulation needs first fills
    itself. ``stop`` ends it early (a newer load). Returns how many streams it filled.
    """
    by_embedder: dict[int, dict[str, np.ndarray]] = {}
    filled = 0
    for stream in streams:
        if stop is not None and stop.is_set():
            break
        stale = stream.vectors_pending
        if not stale:
            continue
        known = by_embedder.setdefault(id(stream.embedder), {})
        texts = [t for t in dict.fromkeys(stream._content[:stale]) if t not in known]
        for start in range(0, len(texts), 256):
            chunk = texts[start : start + 256]
            known.update(zip(chunk, stream.embedder.embed(chunk), strict=True))
        stream.fill_vectors(known)
        filled += 1
    return filled
