"""A memory stream's saved state: taking it, loading it, and re-embedding what a load needs.

Loading (``set_state``) with an embedder that recomputes vectors from the text
(``recomputable``, the local hash embedder) does not embed at once: the vectors of the loaded
rows are filled on first need, or earlier by ``fill_town_vectors`` on a background thread
(``game.mind.memory_columns``).

Saving (``get_state``) runs on the simulation's thread while the window waits, so it builds
little: rows never change once added, their JSON form is made once and kept (``JsonRows``), and
a state shares those rows (read-only: a state is serialised, never edited). The numeric
columns' base64 text is kept too (``PackedColumn``): rows added since the last state are
encoded, and of the rows that change (last access, access count, alive) only those ``touch``
and ``mark_forgotten`` noted. What still grows with the stream is a copy of each list column (a
few microseconds per thousand rows).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from game.mind.brain import Embedder
from game.mind.memory_columns import INITIAL_CAPACITY, ColumnarMemory
from game.mind.memory_encoding import JsonRows, PackedColumn, changed_groups, decode_column
from game.mind.memory_record import kind_codes, kind_letters, letter_codes


class SavableMemory(ColumnarMemory):
    """Columnar memory that can be saved to a JSON-safe state and loaded from one."""

    def replace_embeddings(self, embedder: Embedder, batch: int = 256) -> None:
        """Adopt ``embedder`` and re-embed every content (dead ones too: evidence may be shown).

        Costs one ``embed`` call per ``batch`` memories; needed when a save was made with a
        different embedder, whose vectors must never be mixed with the new one's.
        """
        with self._fill_lock:
            self.embedder = embedder
            self.dim = int(embedder.dim)
            emb = np.zeros((self.capacity, self.dim), dtype=np.float32)
            for start in range(0, self._n, batch):
                chunk = self._content[start : start + batch]
                emb[start : start + len(chunk)] = embedder.embed(chunk)
            self._emb = emb
            self._stale = 0
            self._packed = {}

    def get_state(self, embedding_dtype: str = "float16") -> dict[str, Any]:
        """JSON-safe state: numbers as base64 little-endian bytes, strings as lists.

        ``embedding_dtype``: "float32" keeps vectors exactly (1.5 KB per memory at dim 384);
        "float16" halves that but drifts a little with every save/load cycle (rows are
        re-normalised on load); "none" stores no vectors at all, for an embedder that can
        recompute them exactly from the text (the local hash embedder), re-embedded on load.

        Version 2 (version 1 is still read): ``kind`` is one letter per memory
        (``KIND_LETTERS``), and subjects, predicates, objects and keywords are indices into
        ``strings`` (a town has a few hundred distinct ones, said thousands of times). The
        lists share their rows with the stream and with earlier states: read-only.
        """
        if embedding_dtype not in ("float16", "float32", "none"):
            raise ValueError("embedding_dtype must be float16, float32 or none")
        n = self._n
        if embedding_dtype != "none" and self._stale:
            self.fill_vectors()
        touched, forgot = changed_groups(self._touched, n), changed_groups(self._forgot, n)
        self._touched, self._forgot = [], []
        packed = ""
        if embedding_dtype != "none":
            packed = self._pack("embeddings", embedding_dtype, n, None)
        rows = self._json
        rows.extend(self._spo, self._keywords, self._evidence, n)
        return {
            "version": 2,
            "n": n,
            "embedder": self.embedder.name,
            "dim": self.dim,
            "embedding_dtype": embedding_dtype,
            "embeddings": packed,
            "created": self._pack("created", "<f8", n, None),
            "last_accessed": self._pack("last_accessed", "<f8", n, touched),
            "access_count": self._pack("access_count", "<i4", n, touched),
            "alive": self._pack("alive", "u1", n, forgot),
            "kind": kind_letters(self._kind[:n]),
            "content": self._content[:n],
            "importance_10": self._imp10[:n],
            "strings": rows.strings[:],
            "spo": rows.spo[:n],
            "keywords": rows.keywords[:n],
            "evidence": rows.evidence[:n],
            "depth": self._depth[:n],
            "meta": self._meta[:n],  # never changed after ``add`` (``get`` hands out copies)
        }

    # each saved numeric column's array; ``touch`` and ``mark_forgotten`` note the rows of the
    # ones they change (``_touched``, ``_forgot``), and only ``set_state``, ``replace_embeddings``
    # and ``fill_vectors`` change the others' rows once added (they drop ``_packed``)
    _PACKS = {
        "created": "_created",
        "last_accessed": "_accessed",
        "access_count": "_count",
        "alive": "_alive",
        "embeddings": "_emb",
    }
    _MOST_CHANGES = 1024  # notes of changed rows kept between states (more: encode afresh)

    def _pack(self, name: str, dtype: str, n: int, changed: np.ndarray | None) -> str:
        """Column ``name``'s first ``n`` rows as base64 ``dtype`` bytes, what changed encoded
        (``PackedColumn``); ``changed``: the groups of rows changed since the last state."""
        key = f"{name}:{dtype}"
        packer = self._packed.get(key)
        if packer is None:
            packer = self._packed[key] = PackedColumn(dtype)
        return packer.encode(getattr(self, self._PACKS[name])[:n], changed)

    def set_state(self, state: dict[str, Any]) -> None:
        """Replace the contents with ``state`` (version 1 or 2). Vectors come from the state
        when it holds them for this embedder; else they are recomputed: on first need for a
        ``recomputable`` embedder (see the module docstring), at once for any other.

        The rows of ``state`` (its lists' items) are kept for later saves: do not edit them.
        """
        n = int(state["n"])
        kinds = state["kind"]
        codes = letter_codes(kinds) if isinstance(kinds, str) else kind_codes(kinds)
        if len(codes) != n:
            raise ValueError(f"kind has {len(codes)} items for {n} memories")
        with self._fill_lock:
            self._n = 0
            self._stale = 0
            self._packed, self._touched, self._forgot = {}, [], []
            self._alloc(max(INITIAL_CAPACITY, 1 << max(0, n - 1).bit_length()))
            self._content = [str(c) for c in state["content"]]
            self._imp10 = [int(x) for x in state["importance_10"]]
            # one comprehension per column, no generator per row: a two-week town's 70,000
            # rows load in a third of the time
            if "strings" in state:  # version 2
                word = state["strings"].__getitem__
                self._spo = [
                    (
                        None if s is None else word(s),
                        None if p is None else word(p),
                        None if o is None else word(o),
                    )
                    for s, p, o in state["spo"]
                ]
                self._keywords = [tuple(map(word, k)) for k in state["keywords"]]
            else:
                self._spo = [tuple(t) for t in state["spo"]]  # type: ignore[misc]
                self._keywords = [tuple(k) for k in state["keywords"]]
            self._evidence = [tuple(map(int, e)) for e in state["evidence"]]
            self._depth = [int(d) for d in state["depth"]]
            self._meta = list(state["meta"])  # shared, as ``get_state`` shares them: read-only
            self._json = JsonRows.adopt(state) if "strings" in state else JsonRows()
            self._imp[:n] = np.asarray(self._imp10, dtype=np.float32) / 10.0
            self._created[:n] = decode_column(state["created"], "<f8")
            self._accessed[:n] = decode_column(state["last_accessed"], "<f8")
            self._count[:n] = decode_column(state["access_count"], "<i4")
            self._alive[:n] = decode_column(state["alive"], "u1").astype(bool)
            self._kind[:n] = codes
            self._by_keyword = {}
            self._alive_by_keyword = {}
            for i, kw in enumerate(self._keywords):
                for k in kw:
                    self._by_keyword.setdefault(k, []).append(i)
            self._id_of_text = {}
            for i, text in enumerate(self._content):
                self._id_of_text.setdefault(text, i)
            self._n = n
            self._dead = int(n - self._alive[:n].sum())
            dtype = state.get("embedding_dtype", "float32")
            same = state["embedder"] == self.embedder.name and int(state["dim"]) == self.dim
            if dtype != "none" and same:
                dt = "<f2" if dtype == "float16" else "<f4"
                emb = decode_column(state["embeddings"], dt).astype(np.float32).reshape(n, self.dim)
                norms = np.linalg.norm(emb, axis=1, keepdims=True)
                self._emb[:n] = emb / np.where(norms > 0, norms, 1.0)
                return
            if getattr(self.embedder, "recomputable", False) and same:
                self._stale = n  # filled on first need, or by ``fill_vectors``
                return
        self.replace_embeddings(self.embedder)
