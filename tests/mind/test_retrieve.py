import math

import numpy as np
import pytest

from game.brains.embeddings import HashEmbedder
from game.mind.memory import MemoryStream
from game.mind.retrieve import RetrievalWeights, query, retrieve, retrieve_many

H = 3600.0
NOW = 100 * H


class AxisEmbedder:
    """dim 4; every text maps to the last axis (tests pass their own vectors)."""

    name = "axis-4"
    dim = 4

    def embed(self, texts):
        out = np.zeros((len(texts), 4), dtype=np.float32)
        out[:, 3] = 1.0
        return out


def unit(*xs):
    v = np.asarray(xs + (0.0,) * (4 - len(xs)), dtype=np.float32)
    return v / np.linalg.norm(v)


def hand_stream():
    s = MemoryStream(AxisEmbedder())
    # name, vector, last access (hours ago), importance_10
    s.add("A", embedding=unit(1, 0), now=NOW - 0 * H, importance_10=2)
    s.add("B", embedding=unit(1, 1), now=NOW - 10 * H, importance_10=8)
    s.add("C", embedding=unit(0, 1), now=NOW - 1 * H, importance_10=5)
    s.add("D", embedding=unit(-1, 0), now=NOW - 100 * H, importance_10=10)
    return s


def test_hand_computed_ranking_and_scores():
    s = hand_stream()
    got = retrieve(s, unit(1, 0), NOW, k=4)
    # By hand. Relevance (cosines) 1, 1/sqrt2, 0, -1 -> min-max over [-1, 1]:
    rel = {"A": 1.0, "B": (1 / math.sqrt(2) + 1) / 2, "C": 0.5, "D": 0.0}
    # Recency 0.99 ** hours: 1, 0.99^10, 0.99, 0.99^100 -> min-max over [0.99^100, 1]:
    lo = 0.99**100
    rec = {"A": 1.0, "B": (0.99**10 - lo) / (1 - lo), "C": (0.99 - lo) / (1 - lo), "D": 0.0}
    # Importance 0.2, 0.8, 0.5, 1.0 -> min-max over [0.2, 1.0]:
    imp = {"A": 0.0, "B": 0.75, "C": 0.375, "D": 1.0}
    score = {m: 0.5 * rel[m] + 0.3 * rec[m] + 0.2 * imp[m] for m in "ABCD"}
    # B 0.8315, A 0.8000, C 0.6203, D 0.2000
    assert [x.memory.content for x in got] == ["B", "A", "C", "D"]
    assert score["B"] == pytest.approx(0.83153, abs=1e-4)
    for x in got:
        name = x.memory.content
        assert x.score == pytest.approx(score[name], abs=1e-5)
        assert x.relevance == pytest.approx(rel[name], abs=1e-5)
        assert x.recency == pytest.approx(rec[name], abs=1e-5)
        assert x.importance == pytest.approx(imp[name], abs=1e-5)


def test_weights_change_the_order():
    s = hand_stream()
    only_imp = RetrievalWeights(relevance=0, recency=0, importance=1)
    assert [
        x.memory.content for x in retrieve(s, unit(1, 0), NOW, k=4, weights=only_imp, touch=False)
    ] == ["D", "B", "C", "A"]
    only_rec = RetrievalWeights(relevance=0, recency=1, importance=0)
    assert [
        x.memory.content for x in retrieve(s, unit(1, 0), NOW, k=4, weights=only_rec, touch=False)
    ] == ["A", "C", "B", "D"]
    with pytest.raises(ValueError):
        RetrievalWeights(decay=1.5)


def test_flat_components_are_one_half_and_do_not_reorder():
    s = MemoryStream(AxisEmbedder())
    s.add("far", embedding=unit(0, 1), now=NOW, importance_10=4)
    s.add("near", embedding=unit(1, 0), now=NOW, importance_10=4)
    got = retrieve(s, unit(1, 0), NOW, k=2)
    assert [x.memory.content for x in got] == ["near", "far"]
    assert all(x.recency == 0.5 and x.importance == 0.5 for x in got)
    assert got[0].score == pytest.approx(0.5 * 1 + 0.3 * 0.5 + 0.2 * 0.5)
    assert got[1].score == pytest.approx(0.5 * 0 + 0.3 * 0.5 + 0.2 * 0.5)


def test_single_candidate_and_no_query_vector():
    s = MemoryStream(AxisEmbedder())
    s.add("only", embedding=unit(1, 0), now=NOW, importance_10=4)
    (x,) = retrieve(s, unit(0, 1), NOW)
    assert (x.relevance, x.recency, x.importance, x.score) == (0.5, 0.5, 0.5, 0.5)
    s2 = hand_stream()
    got = retrieve(s2, None, NOW, k=4)
    assert all(x.relevance == 0.5 for x in got)
    # rec + imp only (normalised values from the hand case above):
    # B 0.3*0.8492+0.2*0.75=0.405, C 0.3*0.9842+0.2*0.375=0.370, A 0.3, D 0.2
    assert [x.memory.content for x in got] == ["B", "C", "A", "D"]


def test_recency_is_not_inverted():
    s = MemoryStream(AxisEmbedder())
    # Same text vector and importance; the OLD one was accessed recently, the new one not.
    s.add(
        "created long ago, used an hour ago",
        embedding=unit(1, 0),
        now=NOW - H,
        created=NOW - 500 * H,
        importance_10=3,
    )
    s.add(
        "created and last seen 50 hours ago",
        embedding=unit(1, 0),
        now=NOW - 50 * H,
        importance_10=3,
    )
    got = retrieve(s, unit(1, 0), NOW, k=2)
    assert got[0].id == 0 and got[0].recency == 1.0 and got[1].recency == 0.0
    assert got[0].score > got[1].score


def test_filters_by_kind_time_and_alive():
    s = MemoryStream(AxisEmbedder())
    s.add("obs early", embedding=unit(1, 0), now=10 * H, importance_10=3)
    s.add("talk", kind="conversation", embedding=unit(1, 0), now=20 * H, importance_10=3)
    s.add("obs late", embedding=unit(1, 0), now=30 * H, importance_10=3)
    s.add("gone", embedding=unit(1, 0), now=30 * H, importance_10=9)
    s.mark_forgotten([3])

    def names(**kw):
        return sorted(x.memory.content for x in retrieve(s, unit(1, 0), NOW, **kw))

    assert names() == ["obs early", "obs late", "talk"]
    assert names(kinds=["observation"]) == ["obs early", "obs late"]
    assert names(since=15 * H) == ["obs late", "talk"]
    assert names(until=20 * H) == ["obs early", "talk"]
    assert names(since=15 * H, until=25 * H, kinds=["conversation"]) == ["talk"]
    assert names(kinds=["reflection"]) == []


def test_top_k_accounting_only_touches_returned():
    s = hand_stream()
    before = [s.get(i) for i in range(4)]
    got = retrieve(s, unit(1, 0), NOW + H, k=2)
    returned = {x.id for x in got}
    assert returned == {0, 1}
    for i in range(4):
        m = s.get(i)
        if i in returned:
            assert m.access_count == 1 and m.last_accessed == NOW + H
        else:
            assert m.access_count == 0 and m.last_accessed == before[i].last_accessed
    assert got[0].memory.access_count == 0  # the view shows the memory as it was scored
    retrieve(s, unit(1, 0), NOW + 2 * H, k=4, touch=False)
    assert [s.get(i).access_count for i in range(4)] == [1, 1, 0, 0]
    assert len(retrieve(s, unit(1, 0), NOW, k=50, touch=False)) == 4
    assert retrieve(s, unit(1, 0), NOW, k=0) == []
    assert retrieve(MemoryStream(AxisEmbedder()), unit(1, 0), NOW) == []


def brute_force(s, q, now, k, mask):
    """Straightforward per-memory reference, written independently of retrieve()."""
    ids = [i for i in range(len(s)) if mask[i]]
    ms = [s.get(i) for i in ids]
    rel = [float(np.dot(m.embedding, q)) for m in ms]
    rec = [0.99 ** ((now - m.last_accessed) / 3600) for m in ms]
    imp = [m.importance for m in ms]

    def norm(xs):
        lo, hi = min(xs), max(xs)
        return [0.5 if hi - lo < 1e-9 else (x - lo) / (hi - lo) for x in xs]

    scores = [
        0.5 * a + 0.3 * b + 0.2 * c for a, b, c in zip(norm(rel), norm(rec), norm(imp), strict=True)
    ]
    order = sorted(range(len(ids)), key=lambda j: -scores[j])[:k]
    return [ids[j] for j in order], [scores[j] for j in order]


@pytest.mark.parametrize("forget_share", [0.0, 0.2, 0.8])  # full pass and gathered pass
def test_matches_brute_force_on_random_streams(forget_share):
    rng = np.random.default_rng(7)
    s = MemoryStream(HashEmbedder(dim=32))
    n = 300
    vecs = rng.normal(size=(n, 32)).astype(np.float32)
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    for i in range(n):
        s.add(
            f"m{i}",
            embedding=vecs[i],
            now=float(rng.uniform(0, NOW)),
            importance_10=int(rng.integers(1, 11)),
        )
    dead = rng.random(n) < forget_share
    s.mark_forgotten(np.flatnonzero(dead))
    q = vecs[5]
    want_ids, want_scores = brute_force(s, q, NOW, 10, ~dead)
    got = retrieve(s, q, NOW, k=10, touch=False)
    assert [x.id for x in got] == want_ids
    assert np.allclose([x.score for x in got], want_scores, atol=1e-5)


def test_retrieve_many_matches_single_queries_and_touches_once():
    s = hand_stream()
    qs = np.stack([unit(1, 0), unit(0, 1), unit(1, 0)])
    singles = [[x.id for x in retrieve(s, q, NOW, k=2, touch=False)] for q in qs]
    many = retrieve_many(s, qs, NOW + H, k=2)
    assert [[x.id for x in lst] for lst in many] == singles
    returned = {x.id for lst in many for x in lst}
    assert all(s.get(i).access_count == (1 if i in returned else 0) for i in range(4))


def test_query_convenience_finds_the_related_memory():
    e = HashEmbedder()
    s = MemoryStream(e)
    for text in [
        "Klaus is reading about gentrification",
        "the bed is idle",
        "Isabella is planning a Valentine's Day party at Hobbs Cafe",
        "Maria is studying physics",
    ]:
        s.add(text, now=NOW, importance_10=3)
    best = query(s, e, "party at the cafe", NOW, k=1)[0]
    assert "party" in best.memory.content
