"""The memory stream: everything one resident has observed, said, planned and concluded.

Why columnar: retrieval scores *every* live memory on every query (the paper's loop did it one
Python dict entry at a time and slowed linearly). Here the numeric fields live in numpy arrays
(embeddings ``n x dim`` float32, importance, created, last accessed, access count, kind code,
alive flag) so ``game.mind.retrieve`` scores 100k memories in one vectorised pass. Arrays grow
by doubling, so ``add`` is amortised O(dim); strings and tuples stay in Python lists.

Ids are insertion indices and are never reused: reflections and summaries cite them as
evidence. Forgetting (``game.mind.forget``) only clears the ``alive`` flag, so evidence links
keep resolving; dead memories are skipped by retrieval and by the helpers below.

Times are game seconds (``GameClock.seconds()``), never wall-clock time. Importance is stored
0-1 as ``importance_10 / 10`` (the paper's "buying a latte ~0.2, brushing teeth ~0.1").

Thread-safety: a stream is only mutated by its owner (the resident's thinking thread). Other
threads (the UI) may read ``len``/``get``/``recent`` between steps; they never see a torn row
because a row is fully written before ``_n`` is bumped.
"""

from __future__ import annotations

import base64
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import numpy as np

from game.mind.brain import Embedder
from game.mind.types import MemoryLine

KINDS = ("observation", "conversation", "reflection", "plan", "summary")
KIND_CODE = {k: i for i, k in enumerate(KINDS)}
_INITIAL_CAPACITY = 64


@dataclass(frozen=True, kw_only=True)
class Memory:
    """A read-only view of one memory, copied out of the stream's columns."""

    id: int
    content: str
    kind: str
    created: float
    last_accessed: float
    importance: float  # 0-1
    importance_10: int  # the raw 1-10 poignancy
    access_count: int
    embedding: np.ndarray = field(repr=False, compare=False)
    subject: str | None = None
    predicate: str | None = None
    object: str | None = None
    keywords: tuple[str, ...] = ()
    evidence: tuple[int, ...] = ()
    depth: int = 0
    alive: bool = True
    meta: dict[str, Any] = field(default_factory=dict, compare=False)

    def as_line(self, when: str = "") -> MemoryLine:
        """The memory as a brain sees it (``when`` is formatted by the caller's clock)."""
        return MemoryLine(
            id=self.id, text=self.content, kind=self.kind, when=when, importance=self.importance
        )


class Columns(NamedTuple):
    """Read-only views of the first ``n`` rows, for vectorised readers like retrieval."""

    embeddings: np.ndarray  # (n, dim) float32
    importance: np.ndarray  # (n,) float32, 0-1
    created: np.ndarray  # (n,) float64
    last_accessed: np.ndarray  # (n,) float64
    access_count: np.ndarray  # (n,) int32
    kind: np.ndarray  # (n,) int8 codes into KINDS
    alive: np.ndarray  # (n,) bool
    all_alive: bool


def kind_codes(kinds: Iterable[str]) -> list[int]:
    """Kind names -> codes; raises ``ValueError`` on an unknown kind."""
    try:
        return [KIND_CODE[k] for k in kinds]
    except KeyError as e:
        raise ValueError(f"unknown memory kind {e.args[0]!r}; expected one of {KINDS}") from None


def _b64(a: np.ndarray, dtype: str) -> str:
    return base64.b64encode(np.ascontiguousarray(a, dtype=dtype).tobytes()).decode("ascii")


def _unb64(s: str, dtype: str) -> np.ndarray:
    return np.frombuffer(base64.b64decode(s), dtype=dtype).copy()


class MemoryStream:
    """Per-resident append-only memory with columnar numeric storage.

    Args:
        embedder: Embeds contents when ``add`` gets no vector, and on re-embedding. Its
            ``name`` and ``dim`` are recorded in saves.
        capacity: Initial rows; the arrays double whenever they fill up.
    """

    # The "no memory" ablation (``MindConfig.ablate``): retrieval returns the newest memories.
    recency_only: bool = False

    def __init__(self, embedder: Embedder, capacity: int = _INITIAL_CAPACITY) -> None:
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
        return killed

    def replace_embeddings(self, embedder: Embedder, batch: int = 256) -> None:
        """Adopt ``embedder`` and re-embed every content (dead ones too: evidence may be shown).

        Costs one ``embed`` call per ``batch`` memories; needed when a save was made with a
        different embedder, whose vectors must never be mixed with the new one's.
        """
        self.embedder = embedder
        self.dim = int(embedder.dim)
        emb = np.zeros((self.capacity, self.dim), dtype=np.float32)
        for start in range(0, self._n, batch):
            chunk = self._content[start : start + batch]
            emb[start : start + len(chunk)] = embedder.embed(chunk)
        self._emb = emb

    # ------------------------------------------------------------------ reading
    def get(self, id: int) -> Memory:
        """The memory with id ``id`` (alive or not); ``IndexError`` when unknown."""
        i = int(id)
        if i < 0 or i >= self._n:
            raise IndexError(f"no memory {id}")
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

    def get_subject(self, id: int) -> str | None:
        """Just the subject of memory ``id``."""
        return self._spo[int(id)][0]

    def _mask(self, kinds: Iterable[str] | None, alive_only: bool = True) -> np.ndarray:
        n = self._n
        mask = self._alive[:n].copy() if alive_only else np.ones(n, dtype=bool)
        if kinds is not None:
            mask &= np.isin(self._kind[:n], kind_codes(kinds))
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
        mask = self._mask(kinds)
        if seconds is not None:
            mask &= self._created[: self._n] >= seconds
        else:
            mask[: max(0, int(after_id) + 1)] = False
        return int(np.rint(self._imp[: self._n][mask] * 10).sum())

    def by_keyword(self, word: str, alive_only: bool = True) -> list[int]:
        """Ids tagged with keyword ``word`` (case-insensitive), in id order."""
        ids = self._by_keyword.get(word.lower(), [])
        return [i for i in ids if self._alive[i]] if alive_only else list(ids)

    # ------------------------------------------------------------------ saving
    def get_state(self, embedding_dtype: str = "float16") -> dict[str, Any]:
        """JSON-safe state: numbers as base64 little-endian bytes, strings as lists.

        ``embedding_dtype``: "float32" keeps vectors exactly (1.5 KB per memory at dim 384);
        "float16" halves that but drifts a little with every save/load cycle (rows are
        re-normalised on load); "none" stores no vectors at all, for an embedder that can
        recompute them exactly from the text (the local hash embedder), re-embedded on load.
        """
        if embedding_dtype not in ("float16", "float32", "none"):
            raise ValueError("embedding_dtype must be float16, float32 or none")
        n = self._n
        packed = {
            "float16": lambda: _b64(self._emb[:n], "<f2"),
            "float32": lambda: _b64(self._emb[:n], "<f4"),
            "none": lambda: "",
        }[embedding_dtype]()
        return {
            "version": 1,
            "n": n,
            "embedder": self.embedder.name,
            "dim": self.dim,
            "embedding_dtype": embedding_dtype,
            "embeddings": packed,
            "created": _b64(self._created[:n], "<f8"),
            "last_accessed": _b64(self._accessed[:n], "<f8"),
            "access_count": _b64(self._count[:n], "<i4"),
            "alive": _b64(self._alive[:n], "u1"),
            "kind": [KINDS[k] for k in self._kind[:n]],
            "content": list(self._content),
            "importance_10": list(self._imp10),
            "spo": [list(t) for t in self._spo],
            "keywords": [list(k) for k in self._keywords],
            "evidence": [list(e) for e in self._evidence],
            "depth": list(self._depth),
            "meta": [dict(m) for m in self._meta],
        }

    def set_state(self, state: dict[str, Any]) -> None:
        """Replace the contents with ``state``; re-embeds if it was saved by another embedder."""
        n = int(state["n"])
        self._n = 0
        self._alloc(max(_INITIAL_CAPACITY, 1 << max(0, n - 1).bit_length()))
        self._content = [str(c) for c in state["content"]]
        self._imp10 = [int(x) for x in state["importance_10"]]
        self._spo = [tuple(t) for t in state["spo"]]  # type: ignore[misc]
        self._keywords = [tuple(k) for k in state["keywords"]]
        self._evidence = [tuple(int(i) for i in e) for e in state["evidence"]]
        self._depth = [int(d) for d in state["depth"]]
        self._meta = [dict(m) for m in state["meta"]]
        self._imp[:n] = np.asarray(self._imp10, dtype=np.float32) / 10.0
        self._created[:n] = _unb64(state["created"], "<f8")
        self._accessed[:n] = _unb64(state["last_accessed"], "<f8")
        self._count[:n] = _unb64(state["access_count"], "<i4")
        self._alive[:n] = _unb64(state["alive"], "u1").astype(bool)
        self._kind[:n] = kind_codes(state["kind"])
        self._by_keyword = {}
        for i, kw in enumerate(self._keywords):
            for k in kw:
                self._by_keyword.setdefault(k, []).append(i)
        self._n = n
        self._dead = int(n - self._alive[:n].sum())
        stored = state.get("embedding_dtype", "float32") != "none"
        if stored and state["embedder"] == self.embedder.name and int(state["dim"]) == self.dim:
            dt = "<f2" if state.get("embedding_dtype", "float32") == "float16" else "<f4"
            emb = _unb64(state["embeddings"], dt).astype(np.float32).reshape(n, self.dim)
            norms = np.linalg.norm(emb, axis=1, keepdims=True)
            self._emb[:n] = emb / np.where(norms > 0, norms, 1.0)
        else:
            self.replace_embeddings(self.embedder)
