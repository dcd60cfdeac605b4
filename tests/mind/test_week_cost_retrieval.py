"""Issue 12 (a week at a steady cost): retrieval's product and the reflection trigger read no
more than they need, and give the same answers as the plain full scans they replace."""

import numpy as np
import pytest

from game.brains.embeddings import HashEmbedder
from game.mind.memory import MemoryStream
from game.mind.memory_record import KIND_CODE
from game.mind.retrieve import retrieve, retrieve_many, similarities

H = 3600.0


def _stream(n: int, seed: int = 0) -> MemoryStream:
    rng = np.random.default_rng(seed)
    s = MemoryStream(HashEmbedder(dim=64))
    kinds = ("observation", "conversation", "plan", "observation", "summary")
    for i in range(n):
        s.add(
            f"thing {i} happened near object {i % 7}",
            kind=kinds[i % len(kinds)],
            now=i * 60.0,
            importance_10=int(rng.integers(1, 11)),
        )
    s.mark_forgotten(rng.choice(n, size=n // 4, replace=False).tolist())
    return s


@pytest.mark.parametrize(("n", "m"), [(1, 1), (37, 1), (1500, 3)])
def test_similarities_match_the_matrix_product(n, m):
    rng = np.random.default_rng(n)
    rows = rng.standard_normal((n, 384)).astype(np.float32)
    queries = rng.standard_normal((m, 384)).astype(np.float32)
    got = similarities(rows, queries)
    assert got.shape == (n, m) and got.dtype == np.float32
    np.testing.assert_allclose(got, rows @ queries.T, rtol=1e-4, atol=1e-3)


def test_retrieval_ranks_as_a_plain_score_would():
    """The brute-force formula, min-max over the alive candidates, in float64."""
    s = _stream(400)
    now = 500 * 60.0
    q = s.embedder.embed(["object 3"])[0]
    got = [x.id for x in retrieve(s, q, now, k=10, touch=False)]
    c = s.columns()
    alive = np.flatnonzero(c.alive)

    def norm(x):
        x = x[alive].astype(np.float64)
        return (x - x.min()) / (x.max() - x.min())

    rel = norm(c.embeddings.astype(np.float64) @ q.astype(np.float64))
    rec = norm(0.99 ** ((now - c.last_accessed) / H))
    imp = norm(c.importance)
    score = 0.5 * rel + 0.3 * rec + 0.2 * imp
    best = alive[np.argsort(-score, kind="stable")[:10]]
    assert set(got[:8]) <= set(best.tolist())


def test_many_focal_points_agree_with_one_at_a_time():
    s = _stream(300, seed=1)
    qs = s.embedder.embed(["object 1", "thing 12", "near"])
    together = retrieve_many(s, qs, 400 * 60.0, k=6, touch=False)
    for q, got in zip(qs, together, strict=True):
        alone = retrieve(s, q, 400 * 60.0, k=6, touch=False)
        assert [x.id for x in got] == [x.id for x in alone]


def _full_scan(s: MemoryStream, after_id: int, kinds) -> int:
    """``importance_since(after_id=...)`` as it was: a mask over every row."""
    n = len(s)
    c = s.columns()
    mask = c.alive.copy()
    if kinds is not None:
        mask &= np.isin(c.kind, [KIND_CODE[k] for k in kinds])
    mask[: max(0, after_id + 1)] = False
    return int(np.rint(c.importance[:n][mask] * 10).sum())


@pytest.mark.parametrize("after_id", [-1, 0, 5, 150, 298, 299, 10_000])
@pytest.mark.parametrize("kinds", [("observation", "conversation"), None, ("summary",)])
def test_importance_since_an_id_reads_only_the_tail_and_agrees(after_id, kinds):
    s = _stream(300, seed=2)
    assert s.importance_since(after_id=after_id, kinds=kinds) == _full_scan(s, after_id, kinds)


def test_importance_since_still_needs_exactly_one_bound():
    s = _stream(3)
    with pytest.raises(ValueError):
        s.importance_since()
    with pytest.raises(ValueError):
        s.importance_since(0.0, after_id=1)
    assert s.importance_since(0.0) == _full_scan(s, -1, ("observation", "conversation"))


def test_retrieval_reads_the_rows_once_through_similarities(monkeypatch):
    """One product per retrieval, however many focal points, and not through ``@`` (BLAS's
    helper threads spin: 7 ms of CPU a query on 2 busy cores, see ``similarities``)."""
    from game.mind import retrieve as module

    calls = []

    def spy(rows, queries):
        calls.append((rows.shape, queries.shape))
        return similarities(rows, queries)

    monkeypatch.setattr(module, "similarities", spy)
    s = _stream(120, seed=3)
    retrieve_many(s, s.embedder.embed(["a", "b", "c"]), 200 * 60.0, k=4, touch=False)
    assert calls == [((120, 64), (3, 64))]
