"""Weighted retrieval from a memory stream: relevance, recency and importance in one pass.

The paper ranks memories by ``w_rel * relevance + w_rec * recency + w_imp * importance``, each
component min-max normalised over the candidates. We follow it, with two deliberate fixes:

* **Recency is computed from time, not list position.** The reference code gave the largest
  recency factor to the *oldest* candidate (it sorted oldest first and decayed by index), so
  recency was inverted. Here ``recency = decay ** (game hours since last access)``: a memory
  accessed a moment ago scores 1, one untouched for 69 game hours at 0.99/h about 0.5.
* **One vectorised numpy pass, no Python loop over memories.** Relevance is a single
  matrix-vector product (rows are unit vectors, so the dot product *is* the cosine), and the
  top k come from ``np.argpartition``; only the k winners become Python objects.

Normalisation: each component becomes ``(x - min) / (max - min)`` over the candidates. When
all candidates are equal on a component (or there is no query vector) that component is 0.5
for everyone, as in the reference implementation: it carries no information, so it shifts
every score equally and never changes the order.

Cost: about ``n * dim * 4`` bytes read per query (1.4k memories at dim 384, a resident's
stream after a game week: ~0.15 ms of CPU; 10k: ~1 ms); several focal points at once
(``retrieve_many``) share that read. The read runs on the calling thread (``similarities``), not
through BLAS, whose helper threads made it cost 7 ms of CPU on a busy 2-core machine.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from game.mind.brain import Embedder
from game.mind.memory import MemoryStream
from game.mind.memory_record import Memory, of_kinds

_GATHER_BELOW = 0.5  # gather candidate rows when fewer than this share of rows qualify


@dataclass(frozen=True, kw_only=True)
class RetrievalWeights:
    """Weights of the three components and the recency decay per game hour (the seed's 0.99)."""

    relevance: float = 0.5
    recency: float = 0.3
    importance: float = 0.2
    decay: float = 0.99

    def __post_init__(self) -> None:
        if min(self.relevance, self.recency, self.importance) < 0:
            raise ValueError("retrieval weights must be non-negative")
        if not 0.0 < self.decay <= 1.0:
            raise ValueError("decay must be in (0, 1]")


DEFAULT_WEIGHTS = RetrievalWeights()


@dataclass(frozen=True, kw_only=True)
class Scored:
    """One retrieved memory with its score and normalised components (for the UI's inspector).

    ``memory`` is the view as it was scored, i.e. before this retrieval touched it.
    """

    id: int
    score: float
    relevance: float
    recency: float
    importance: float
    memory: Memory


def similarities(rows: np.ndarray, queries: np.ndarray) -> np.ndarray:
    """Dot products of ``rows`` (n, dim) with ``queries`` (m, dim): an (n, m) float32 array.

    Why not ``rows @ queries.T``: numpy hands that to OpenBLAS, which splits any product above
    ~9k multiply-adds over every core, and its helper threads spin while they wait for work. On
    the town's 2 cores, beside the simulation thread and other processes, that spinning made a
    query cost 7 ms of process CPU instead of 0.2 ms, and day 7 of a week cost 2.5x day 1 as
    streams grew (issue 12). ``einsum`` (without ``optimize``) runs numpy's own vectorised loop
    on this thread: within 1.5x of single-threaded BLAS, and the same result on any machine.
    """
    return np.einsum("ij,kj->ik", rows, queries)


def _minmax(x: np.ndarray, valid: np.ndarray | None) -> tuple[float, float]:
    if valid is None:
        return float(x.min()), float(x.max())
    return (
        float(np.min(x, where=valid, initial=np.inf)),
        float(np.max(x, where=valid, initial=-np.inf)),
    )


class _Norm:
    """Min-max normalisation of one component: ``(x - lo) / span``, or 0.5 when flat."""

    __slots__ = ("lo", "span")

    def __init__(self, lo: float, hi: float) -> None:
        self.lo = lo
        self.span = hi - lo if hi - lo > 1e-9 else 0.0

    def scale(self, weight: float) -> np.float32:
        """Coefficient of the raw value in the ranking score (the offset is the same for all)."""
        return np.float32(weight / self.span if self.span else 0.0)

    def __call__(self, x: float) -> float:
        return (x - self.lo) / self.span if self.span else 0.5


def retrieve_many(
    stream: MemoryStream,
    query_vecs: np.ndarray | Sequence[np.ndarray] | None,
    now: float,
    k: int = 10,
    weights: RetrievalWeights = DEFAULT_WEIGHTS,
    kinds: Iterable[str] | None = None,
    since: float | None = None,
    until: float | None = None,
    touch: bool = True,
) -> list[list[Scored]]:
    """Top-k memories for each of several focal points, scored against one snapshot.

    All focal points see the same recency (the stream is touched once, after every query is
    scored), so the order of the questions does not matter; a memory returned for several
    focal points gets one access, not one per question.

    Args:
        stream: The resident's memory stream.
        query_vecs: (m, dim) unit vectors; None scores without relevance (a single ranking).
        now: Game seconds; recency is measured from here.
        k: How many memories per focal point.
        weights: Component weights and decay.
        kinds: Restrict candidates to these kinds (default: all).
        since, until: Restrict candidates to ``since <= created <= until`` (game seconds).
        touch: Record the access (last_accessed = now, access_count + 1) of returned memories.

    Returns:
        One list per focal point, best first.
    """
    if query_vecs is None:
        q = None
        m = 1
    else:
        q = np.asarray(query_vecs, dtype=np.float32)
        q = q.reshape(1, -1) if q.ndim == 1 else q
        if q.shape[1] != stream.dim:
            raise ValueError(f"query dim {q.shape[1]} != stream dim {stream.dim}")
        norms = np.linalg.norm(q, axis=1, keepdims=True)
        q = q / np.where(norms > 0, norms, 1.0)
        m = q.shape[0]
    cols = stream.columns()
    n = len(cols.alive)
    if k <= 0 or n == 0 or m == 0:
        return [[] for _ in range(m)]

    valid: np.ndarray | None = None if cols.all_alive else cols.alive.copy()
    if kinds is not None:
        sel = of_kinds(cols.kind, kinds)
        valid = sel if valid is None else valid & sel
    if since is not None:
        sel = cols.created >= since
        valid = sel if valid is None else valid & sel
    if until is not None:
        sel = cols.created <= until
        valid = sel if valid is None else valid & sel

    if stream.recency_only:  # the "no memory" ablation: the newest few, no retrieval at all
        return _newest(stream, cols, valid, n, k, m, now, touch)

    rows: np.ndarray | None = None  # candidate ids when gathered, else all rows
    emb, imp, acc = cols.embeddings, cols.importance, cols.last_accessed
    if valid is not None:
        count = int(np.count_nonzero(valid))
        if count == 0:
            return [[] for _ in range(m)]
        if count < _GATHER_BELOW * n:
            rows = np.flatnonzero(valid)
            emb, imp, acc = emb[rows], imp[rows], acc[rows]
            valid = None
    else:
        count = n

    # Recency: decay ** hours == exp(ln(decay) * (now - acc) / 3600)
    #                         == exp((acc - now) * -ln(decay) / 3600).
    # The difference is taken in float64 (game seconds ~1e9 do not fit float32's mantissa).
    rec = (acc - now).astype(np.float32)
    rec *= np.float32(-math.log(weights.decay) / 3600.0)
    np.exp(rec, out=rec)

    rec_n = _Norm(*_minmax(rec, valid))
    imp_n = _Norm(*_minmax(imp, valid))
    # Offsets (-lo / span) are the same for every row, so they are left out of the ranking
    # score; only the k winners get their components normalised exactly.
    base = rec * rec_n.scale(weights.recency)
    base += imp * imp_n.scale(weights.importance)

    rel_all = None if q is None else similarities(emb, q)  # (rows, m): the one big read
    kk = min(k, count)
    picks: list[list[tuple[int, float, float, float]]] = []  # (id, rel, rec, imp) normalised
    for j in range(m):
        if rel_all is None:
            score, rel, rel_n = base, None, _Norm(0.0, 0.0)
        else:
            rel = rel_all[:, j]
            rel_n = _Norm(*_minmax(rel, valid))
            score = rel * rel_n.scale(weights.relevance)
            score += base
        if valid is not None:
            score = np.where(valid, score, -np.inf)
        if kk < len(score):
            top = np.argpartition(score, len(score) - kk)[-kk:]
        else:
            top = np.arange(len(score))
        if valid is not None:
            top = top[np.isfinite(score[top])]
        top = top[np.lexsort((-top, -score[top]))]  # best first; ties -> newer id first
        picks.append(
            [
                (
                    int(rows[t]) if rows is not None else int(t),
                    0.5 if rel is None else rel_n(float(rel[t])),
                    rec_n(float(rec[t])),
                    imp_n(float(imp[t])),
                )
                for t in top
            ]
        )

    chosen = dict.fromkeys(mid for lst in picks for mid, *_ in lst)
    memories = {mid: stream.get(mid) for mid in chosen}
    if touch and chosen:
        stream.touch(chosen.keys(), now)
    w = weights
    return [
        [
            Scored(
                id=mid,
                score=w.relevance * rl + w.recency * rc + w.importance * im,
                relevance=rl,
                recency=rc,
                importance=im,
                memory=memories[mid],
            )
            for mid, rl, rc, im in lst
        ]
        for lst in picks
    ]


def _newest(stream, cols, valid, n: int, k: int, m: int, now: float, touch: bool):
    """What a mind without retrieval has: its last ``k`` memories (of the kinds asked for),
    newest first, the same for every focal point (the paper's memory ablation)."""
    ids = np.flatnonzero(valid) if valid is not None else np.arange(n)
    newest = [int(i) for i in ids[-k:][::-1]]
    if touch and newest:
        stream.touch(newest, now)
    picked = [
        Scored(
            id=i,
            score=float(cols.importance[i]),
            relevance=0.0,
            recency=1.0,
            importance=float(cols.importance[i]),
            memory=stream.get(i),
        )
        for i in newest
    ]
    return [list(picked) for _ in range(m)]


def retrieve(
    stream: MemoryStream,
    query_vec: np.ndarray | None,
    now: float,
    k: int = 10,
    weights: RetrievalWeights = DEFAULT_WEIGHTS,
    kinds: Iterable[str] | None = None,
    since: float | None = None,
    until: float | None = None,
    touch: bool = True,
) -> list[Scored]:
    """Top-k alive memories for one focal point, best first (see ``retrieve_many``).

    ``score = w_rel * relevance + w_rec * recency + w_imp * importance`` with each component
    min-max normalised over the candidates; ``Scored`` carries the normalised components.
    """
    if query_vec is not None:
        query_vec = np.asarray(query_vec, dtype=np.float32).reshape(1, -1)
    return retrieve_many(
        stream,
        query_vec,
        now,
        k=k,
        weights=weights,
        kinds=kinds,
        since=since,
        until=until,
        touch=touch,
    )[0]


def query(
    stream: MemoryStream, embedder: Embedder, text: str, now: float, **kw: object
) -> list[Scored]:
    """Embed ``text`` and ``retrieve`` with it; keyword arguments pass through."""
    vec = embedder.embed([text])[0]
    return retrieve(stream, vec, now, **kw)  # type: ignore[arg-type]


def search(
    stream: MemoryStream,
    embedder: Embedder,
    text: str,
    now: float,
    k: int = 10,
    weights: RetrievalWeights = DEFAULT_WEIGHTS,
    kinds: Iterable[str] | None = None,
) -> list[Scored]:
    """The ranking the mind's own retrieval gives for ``text``, for someone looking in.

    The same code path as the retrieval a resident thinks with (``query`` -> ``retrieve`` ->
    ``retrieve_many``), with ``touch=False``: no access time or count changes, so looking
    leaves the resident's future exactly as it was. Each ``Scored`` carries the total and its
    three normalised parts. Cost: one embedding plus one vectorised pass.
    """
    return query(stream, embedder, text, now, k=k, weights=weights, kinds=kinds, touch=False)
