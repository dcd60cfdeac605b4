"""The memory stream: everything one resident has observed, said, planned and concluded.

``MemoryStream`` is what the mind holds and asks: one memory by id (``get``, a ``Memory``), the
newest ones (``recent``), those since a time, how much they weigh since the last reflection
(``importance_since``), those tagged with a word (``by_keyword``). Its rows are stored in
columns (``game.mind.memory_columns``: why, and how they grow), saved and loaded by
``game.mind.memory_state``; what one memory is, and its kinds, is ``game.mind.memory_record``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

import numpy as np

from game.mind.memory_record import KINDS, Memory, of_kinds
from game.mind.memory_state import SavableMemory


class MemoryStream(SavableMemory):
    """Per-resident append-only memory with columnar numeric storage.

    Args:
        embedder: Embeds contents when ``add`` gets no vector, and on re-embedding. Its
            ``name`` and ``dim`` are recorded in saves.
        capacity: Initial rows; the arrays double whenever they fill up.
    """

    # The "no memory" ablation (``MindConfig.ablate``): retrieval returns the newest memories.
    recency_only: bool = False

    # ------------------------------------------------------------------ reading
    def get(self, id: int) -> Memory:
        """The memory with id ``id`` (alive or not); ``IndexError`` when unknown."""
        i = int(id)
        if i < 0 or i >= self._n:
            raise IndexError(f"no memory {id}")
        if i < self._stale:
            self.fill_vectors()
        s, p, o = self._spo[i]
        return Memory(
            id=i,
            content=self._content[i],
            kind=KINDS[self._kind[i]],
            created=float(self._created[i]),
            last_accessed=float(self._accessed[i]),
            importance=self._imp10[i] / 10.0,
            importance_10=self._imp10[i],
            access_count=int(self._count[i]),
            embedding=self._emb[i].copy(),
            subject=s,
            predicate=p,
            object=o,
            keywords=self._keywords[i],
            evidence=self._evidence[i],
            depth=self._depth[i],
            alive=bool(self._alive[i]),
            meta=dict(self._meta[i]),
        )

    def get_content(self, id: int) -> str:
        """Just the text of memory ``id`` (cheaper than ``get``)."""
        return self._content[int(id)]

    def get_meta(self, id: int) -> Mapping[str, Any]:
        """Just the record of memory ``id``, read-only (``get`` builds the whole memory and
        copies its vector: readers of the record alone run for every memory of every talk)."""
        return MappingProxyType(self._meta[int(id)])

    def get_kind(self, id: int) -> str:
        """Just the kind of memory ``id``."""
        return KINDS[self._kind[int(id)]]

    def get_subject(self, id: int) -> str | None:
        """Just the subject of memory ``id``."""
        return self._spo[int(id)][0]

    def _mask(self, kinds: Iterable[str] | None, alive_only: bool = True) -> np.ndarray:
        n = self._n
        mask = self._alive[:n].copy() if alive_only else np.ones(n, dtype=bool)
        if kinds is not None:
            mask &= of_kinds(self._kind[:n], kinds)
        return mask

    def recent(self, n: int, kinds: Iterable[str] | None = None) -> list[Memory]:
        """The ``n`` alive memories with the latest ``created`` time, oldest first (prompt order).

        Sorted by event time, not id: a summary added today about last week is not "recent".
        """
        if n <= 0:
            return []
        idx = np.flatnonzero(self._mask(kinds))
        if idx.size > n:
            created = self._created[idx]
            idx = idx[np.argpartition(-created, n - 1)[:n]]
        idx = idx[np.lexsort((idx, self._created[idx]))]
        return [self.get(int(i)) for i in idx]

    def ids_since(self, seconds: float, kinds: Iterable[str] | None = None) -> list[int]:
        """Ids of alive memories created at or after ``seconds`` (game time), in id order."""
        mask = self._mask(kinds)
        mask &= self._created[: self._n] >= seconds
        return [int(i) for i in np.flatnonzero(mask)]

    def importance_since(
        self,
        seconds: float | None = None,
        *,
        after_id: int | None = None,
        kinds: Iterable[str] | None = ("observation", "conversation"),
    ) -> int:
        """Summed 1-10 poignancy of alive memories newer than a time or an id.

        The reflection trigger (the paper's 150) counts what the resident *experienced* since
        it last reflected, so reflections, plans and summaries are excluded by default.

        Args:
            seconds: Count memories created at or after this game time.
            after_id: Or count memories with an id greater than this (the last one reflected on).
            kinds: Kinds to count; None counts all.
        """
        if (seconds is None) == (after_id is None):
            raise ValueError("give exactly one of seconds or after_id")
        if seconds is not None:
            mask = self._mask(kinds)
            mask &= self._created[: self._n] >= seconds
            return int(np.rint(self._imp[: self._n][mask] * 10).sum())
        # After an id (the reflection trigger, asked on every thought): only the rows since
        # then are read, so the check costs the same in a week-old stream as in a new one.
        rows = slice(min(self._n, max(0, int(after_id) + 1)), self._n)
        mask = self._alive[rows].copy()
        if kinds is not None:
            mask &= of_kinds(self._kind[rows], kinds)
        return int(np.rint(self._imp[rows][mask] * 10).sum())

    def kind_counts(self) -> dict[str, int]:
        """How many memories of each kind the stream holds (forgotten ones too): one pass over
        the kind column, no memory built (the end-of-run summary of a long run)."""
        counts = np.bincount(self._kind[: self._n], minlength=len(KINDS))
        return {k: int(c) for k, c in zip(KINDS, counts, strict=True)}

    def count_meta(self, key: str) -> int:
        """How many memories have a true ``meta[key]`` (``"learned"``: facts heard)."""
        return sum(1 for m in self._meta[: self._n] if m.get(key))

    def by_keyword(self, word: str, alive_only: bool = True) -> list[int]:
        """Ids tagged with keyword ``word`` (case-insensitive), in id order."""
        ids = self._by_keyword.get(word.lower(), [])
        if not alive_only:
            return list(ids)
        # the alive ones change only when the word is tagged again or a memory is forgotten
        # (asked of every resident at every step: ``game.sim.inner_life``)
        kept = self._alive_by_keyword.get(word)
        if kept is None or kept[0] != len(ids) or kept[1] != self._dead:
            alive = self._alive
            kept = self._alive_by_keyword[word] = (
                len(ids),
                self._dead,
                [i for i in ids if alive[i]],
            )
        return list(kept[2])
