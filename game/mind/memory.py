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

Loading (``set_state``) with an embedder that recomputes vectors from the text
(``recomputable``, the local hash embedder) does not embed at once: the vectors of the loaded
rows are filled on first need (``columns``, ``get``), or earlier by ``fill_vectors`` on a
background thread; the embedder gives every text the same vector in any batch, so when they are
filled changes nothing. A lock keeps that fill and a growing array apart.

Saving (``get_state``) runs on the simulation's thread while the window waits, so it builds
little: rows never change once added, their JSON form is made once and kept (``_json``), and a
state shares those rows (read-only: a state is serialised, never edited). The numeric columns'
base64 text is kept too (``_Packed``): rows added since the last state are encoded, and of
the rows that change (last access, access count, alive) only those ``touch`` and
``mark_forgotten`` noted. What still grows with the stream is a copy of each list column (a
few microseconds per thousand rows).
"""

from __future__ import annotations

import base64
import functools
import math
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import numpy as np

from game.mind.brain import Embedder
from game.mind.facts import Fact
from game.mind.types import MemoryLine

KINDS = ("observation", "conversation", "reflection", "plan", "summary")
KIND_CODE = {k: i for i, k in enumerate(KINDS)}
KIND_LETTERS = "ocrps"  # one letter per kind, in KINDS order: how saves store the kind column
_LETTER_CODE = np.full(256, -1, dtype=np.int16)
_LETTER_CODE[np.frombuffer(KIND_LETTERS.encode("ascii"), dtype=np.uint8)] = np.arange(len(KINDS))
_LETTERS = np.frombuffer(KIND_LETTERS.encode("ascii"), dtype=np.uint8)
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
            id=self.id,
            text=self.content,
            kind=self.kind,
            when=when,
            importance=self.importance,
            seed=bool(self.meta.get("seed")),
            fact=Fact.from_meta(self.meta.get("fact")),
            witnessed=bool(self.meta.get("witnessed")),
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


@functools.lru_cache(maxsize=64)
def _kinds_table(kinds: tuple[str, ...]) -> np.ndarray:
    table = np.zeros(len(KINDS), dtype=bool)
    table[kind_codes(kinds)] = True
    return table


def of_kinds(codes: np.ndarray, kinds: Iterable[str]) -> np.ndarray:
    """Which of ``codes`` (a kind column) are of ``kinds``: ``np.isin``'s answer by a lookup
    table made once per set of kinds (``isin`` costs tens of microseconds a call, and the
    reflection trigger asks on every thought); ``ValueError`` on an unknown kind."""
    kinds = tuple(kinds) if not isinstance(kinds, tuple) else kinds
    return _kinds_table(kinds)[codes]


def kind_letters(codes: np.ndarray) -> str:
    """Kind codes -> one letter each ("oocr..."): a save's compact ``kind`` column."""
    return _LETTERS[np.asarray(codes, dtype=np.intp)].tobytes().decode("ascii")


def letter_codes(letters: str) -> np.ndarray:
    """``kind_letters`` back to codes; ``ValueError`` on a letter that names no kind."""
    raw = np.frombuffer(letters.encode("ascii", "replace"), dtype=np.uint8)
    codes = _LETTER_CODE[raw]
    if (codes < 0).any():
        bad = letters[int(np.flatnonzero(codes < 0)[0])]
        raise ValueError(f"unknown memory kind letter {bad!r}; expected one of {KIND_LETTERS}")
    return codes.astype(np.int8)


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
        self._alive_by_keyword: dict[str, tuple[int, int, list[int]]] = {}  # see by_keyword
        self._id_of_text: dict[str, int] = {}  # content -> its first id (saves cite it)
        self._stale = 0  # rows [0, _stale) were loaded without vectors: filled on first need
        self._fill_lock = threading.Lock()
        self._json = _JsonRows()  # rows as saved, made once (rows never change)
        self._packed: dict[str, _Packed] = {}  # numeric columns as saved, kept (``get_state``)
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

    # ------------------------------------------------------------------ saving
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
        touched, forgot = _groups(self._touched, n), _groups(self._forgot, n)
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
        (``_Packed``); ``changed``: the groups of rows changed since the last state."""
        key = f"{name}:{dtype}"
        packer = self._packed.get(key)
        if packer is None:
            packer = self._packed[key] = _Packed(dtype)
        return packer.encode(getattr(self, self._PACKS[name])[:n], changed)

    def _note_changed(self, notes: list[np.ndarray], idx: np.ndarray) -> None:
        notes.append(idx)
        if len(notes) > self._MOST_CHANGES:  # no state taken for long: start afresh
            self._touched, self._forgot, self._packed = [], [], {}

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
            self._alloc(max(_INITIAL_CAPACITY, 1 << max(0, n - 1).bit_length()))
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
            self._json = _JsonRows.adopt(state) if "strings" in state else _JsonRows()
            self._imp[:n] = np.asarray(self._imp10, dtype=np.float32) / 10.0
            self._created[:n] = _unb64(state["created"], "<f8")
            self._accessed[:n] = _unb64(state["last_accessed"], "<f8")
            self._count[:n] = _unb64(state["access_count"], "<i4")
            self._alive[:n] = _unb64(state["alive"], "u1").astype(bool)
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
                emb = _unb64(state["embeddings"], dt).astype(np.float32).reshape(n, self.dim)
                norms = np.linalg.norm(emb, axis=1, keepdims=True)
                self._emb[:n] = emb / np.where(norms > 0, norms, 1.0)
                return
            if getattr(self.embedder, "recomputable", False) and same:
                self._stale = n  # filled on first need, or by ``fill_vectors``
                return
        self.replace_embeddings(self.embedder)


def _groups(notes: list[np.ndarray], n: int) -> np.ndarray | None:
    """The groups of 3 rows (row // 3, ascending, once each) holding the rows noted."""
    if not notes:
        return None
    mark = np.zeros(n // 3 + 1, dtype=bool)
    mark[np.concatenate(notes) // 3] = True
    return np.flatnonzero(mark)


class _Packed:
    """A numeric column's base64 text as ``get_state`` writes it, kept between states.

    Base64 turns every 3 bytes into 4 letters on their own, so 3 rows of any width are 4
    row-widths of letters that depend on those rows alone: the text of the whole groups of 3
    rows is kept, the rows added since the last state are encoded and appended, and the last
    rows (not a whole group) encoded afresh. In a column whose rows change (last access,
    access count, alive: ``touch`` and ``mark_forgotten``, which note the rows they change),
    the groups of the rows changed since the last state are encoded again, in place. So a state
    costs what changed, not the column's encoding (45 us for 2,800 rows of float64, per
    column, per resident and per autosave: a cost growing with the town's age). The text is
    the same, to the byte, as encoding the column whole."""

    SMALL = 16384  # bytes: a column this short is encoded whole (as cheap as the bookkeeping)

    def __init__(self, dtype: str) -> None:
        self.dtype = dtype
        self.rows = 0  # the rows in whole groups encoded
        self.width = 0  # bytes per row
        self.text = bytearray()  # their base64 letters

    def encode(self, column: np.ndarray, changed: np.ndarray | None = None) -> str:
        """``column`` (all its rows) as base64 ``dtype`` bytes; ``changed``: the groups of 3
        rows (row id // 3, ascending, once each) that may differ from the last call's."""
        n = len(column)
        if column.dtype == np.bool_ and self.dtype == "u1":
            cur = column.view(np.uint8)  # the same bytes
        else:
            cur = np.ascontiguousarray(column, dtype=self.dtype)
        width = cur.itemsize * math.prod(cur.shape[1:])
        raw = cur.reshape(-1).view(np.uint8)
        if not self.rows and n * width < self.SMALL:
            return base64.b64encode(raw).decode("ascii")
        whole = n - n % 3
        done = self.rows
        if done > whole or width != self.width:
            done, self.text, self.width = 0, bytearray(), width
        if done and changed is not None and changed.size:
            groups = changed[changed < done // 3]
            if groups.size:
                letters = base64.b64encode(raw[: done * width].reshape(-1, 3 * width)[groups])
                np.frombuffer(self.text, dtype=np.uint8).reshape(-1, 4 * width)[groups] = (
                    np.frombuffer(letters, dtype=np.uint8).reshape(-1, 4 * width)
                )
        if whole > done:
            self.text += base64.b64encode(raw[done * width : whole * width])
        self.rows = whole
        return self.text.decode("ascii") + base64.b64encode(raw[whole * width :]).decode("ascii")


class _JsonRows:
    """A stream's rows as ``get_state`` writes them, extended as the stream grows. ``strings``
    lists each text at its first use, row by row (subject, predicate, object, keywords)."""

    def __init__(self) -> None:
        self.strings: list[str] = []
        self.index: dict[str, int] = {}
        self.spo: list[list[int | None]] = []
        self.keywords: list[list[int]] = []
        self.evidence: list[list[int]] = []

    @classmethod
    def adopt(cls, state: dict[str, Any]) -> _JsonRows:
        """The rows of a loaded (version 2) state, as they are: the next save after a load
        then converts only what is new (the state's row lists are kept, read-only)."""
        rows = cls()
        rows.strings = list(state["strings"])
        rows.index = {text: i for i, text in enumerate(rows.strings)}
        rows.spo = list(state["spo"])
        rows.keywords = list(state["keywords"])
        rows.evidence = list(state["evidence"])
        return rows

    def _id(self, text: str) -> int:
        i = self.index.get(text)
        if i is None:
            i = self.index[text] = len(self.strings)
            self.strings.append(text)
        return i

    def extend(self, spo: list, keywords: list, evidence: list, n: int) -> None:
        done = len(self.spo)
        if done >= n:
            return
        ids = self._id
        for t, kw in zip(spo[done:n], keywords[done:n], strict=True):
            # row by row, so that the table's order depends on the rows, not on when the
            # states were taken (exact resume compares state documents)
            self.spo.append([None if x is None else ids(x) for x in t])
            self.keywords.append([ids(k) for k in kw])
        self.evidence.extend([list(e) for e in evidence[done:n]])


def fill_town_vectors(streams: Iterable[MemoryStream], stop: threading.Event | None = None) -> int:
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
