import json

import numpy as np
import pytest

from game.brains.embeddings import HashEmbedder
from game.mind.memory import MemoryStream

H = 3600.0


def make(dim=64, capacity=64):
    return MemoryStream(HashEmbedder(dim=dim), capacity=capacity)


def fill(stream, n, start=0.0):
    for i in range(n):
        stream.add(
            f"memory number {i} about topic {i % 7}",
            now=start + i * 60.0,
            importance_10=1 + i % 10,
            subject=f"s{i % 3}",
            keywords=[f"k{i % 5}"],
        )


def test_add_and_get_fields():
    s = make()
    mid = s.add(
        "Isabella is planning a party",
        kind="observation",
        now=100.0,
        importance_10=7,
        subject="Isabella",
        predicate="is planning",
        obj="party",
        keywords=["Party", "isabella"],
        meta={"source": "camille_moreau"},
    )
    m = s.get(mid)
    assert mid == 0 and len(s) == 1
    assert m.content == "Isabella is planning a party" and m.kind == "observation"
    assert m.importance == pytest.approx(0.7) and m.importance_10 == 7
    assert m.created == 100.0 and m.last_accessed == 100.0 and m.access_count == 0
    assert (m.subject, m.predicate, m.object) == ("Isabella", "is planning", "party")
    assert m.keywords == ("party", "isabella")
    assert m.meta == {"source": "camille_moreau"} and m.alive and m.depth == 0
    assert m.embedding.dtype == np.float32 and m.embedding.shape == (64,)
    assert np.allclose(m.embedding, s.embedder.embed([m.content])[0])
    line = m.as_line("Fri 07:30")
    assert (line.id, line.text, line.when, line.importance) == (0, m.content, "Fri 07:30", 0.7)


def test_importance_is_clamped_and_kind_checked():
    s = make()
    assert s.get(s.add("x", now=0, importance_10=42)).importance_10 == 10
    assert s.get(s.add("y", now=0, importance_10=-3)).importance == pytest.approx(0.1)
    with pytest.raises(ValueError):
        s.add("z", kind="dream", now=0, importance_10=3)
    with pytest.raises(ValueError):
        s.add("z", now=0, importance_10=3, embedding=np.ones(5, dtype=np.float32))
    with pytest.raises(ValueError):
        s.add("z", now=0, importance_10=3, evidence=[99])


def test_growth_by_doubling_keeps_data():
    s = make(capacity=2)
    fill(s, 100)
    assert s.capacity == 128 and len(s) == 100
    expect = s.embedder.embed([f"memory number {i} about topic {i % 7}" for i in range(100)])
    cols = s.columns()
    assert np.array_equal(cols.embeddings, expect)
    assert np.array_equal(cols.created, np.arange(100) * 60.0)
    assert [s.get(i).importance_10 for i in range(100)] == [1 + i % 10 for i in range(100)]
    assert s.get(99).subject == "s0" and s.get(98).keywords == ("k3",)


def test_depth_of_reflections_and_summaries():
    s = make()
    a = s.add("a", now=0, importance_10=3)
    b = s.add("b", now=0, importance_10=3)
    r1 = s.add("insight", kind="reflection", now=1, importance_10=9, evidence=[a, b])
    r2 = s.add("deeper", kind="reflection", now=2, importance_10=9, evidence=[r1, a])
    sm = s.add("summary", kind="summary", now=3, importance_10=3, evidence=[a, b])
    assert [s.get(i).depth for i in (a, r1, r2, sm)] == [0, 1, 2, 0]
    assert s.get(r2).evidence == (r1, a)


def test_recent_orders_by_event_time_and_filters():
    s = make()
    s.add("old event", now=10 * H, importance_10=2)
    s.add("talk", kind="conversation", now=11 * H, importance_10=4)
    s.add("new event", now=12 * H, importance_10=2)
    s.add("summary of last week", kind="summary", now=12.5 * H, created=1 * H, importance_10=2)
    assert [m.content for m in s.recent(2)] == ["talk", "new event"]
    assert [m.content for m in s.recent(10, kinds=["observation"])] == ["old event", "new event"]
    assert s.recent(1)[0].content == "new event"  # the summary is not "recent"
    s.mark_forgotten([2])
    assert [m.content for m in s.recent(2)] == ["old event", "talk"]
    assert s.recent(0) == []


def test_ids_since_and_importance_since():
    s = make()
    s.add("a", now=0, importance_10=5)
    s.add("b", now=H, importance_10=3)
    s.add("c", kind="conversation", now=2 * H, importance_10=4)
    s.add("reflection", kind="reflection", now=3 * H, importance_10=9, evidence=[0])
    assert s.ids_since(H) == [1, 2, 3]
    assert s.ids_since(H, kinds=["observation"]) == [1]
    assert s.importance_since(H) == 7  # reflections do not count by default
    assert s.importance_since(after_id=0) == 7
    assert s.importance_since(0, kinds=None) == 21
    s.mark_forgotten([1])
    assert s.importance_since(H) == 4
    with pytest.raises(ValueError):
        s.importance_since()


def test_touch_counts_once_per_call():
    s = make()
    fill(s, 5)
    s.touch([1, 3, 3], now=999.0)
    assert [s.get(i).access_count for i in range(5)] == [0, 1, 0, 1, 0]
    assert s.get(3).last_accessed == 999.0 and s.get(2).last_accessed == 120.0
    with pytest.raises(IndexError):
        s.touch([7], now=1.0)


def test_mark_forgotten_and_keywords():
    s = make()
    fill(s, 10)
    assert s.by_keyword("K1") == [1, 6]
    assert s.mark_forgotten([1, 2, 2]) == 2
    assert s.mark_forgotten([1]) == 0
    assert s.alive_count() == 8 and len(s) == 10
    assert not s.get(1).alive
    assert s.by_keyword("k1") == [6] and s.by_keyword("k1", alive_only=False) == [1, 6]


def roundtrip(state):
    return json.loads(json.dumps(state))  # proves JSON safety


def test_state_round_trip_same_embedder():
    s = make(dim=32)
    fill(s, 70)
    s.add(
        "insight",
        kind="reflection",
        now=9e5,
        importance_10=9,
        evidence=[1, 2],
        meta={"conversation": 17},
    )
    s.touch([3, 4], now=5e5)
    s.mark_forgotten([5])
    for dtype, atol in (("float16", 2e-3), ("float32", 0.0)):
        t = MemoryStream(HashEmbedder(dim=32))
        t.set_state(roundtrip(s.get_state(embedding_dtype=dtype)))
        assert len(t) == len(s) and t.alive_count() == s.alive_count()
        for i in range(len(s)):
            a, b = s.get(i), t.get(i)
            assert a == b  # every field but embedding and meta
            assert a.meta == b.meta
            assert np.allclose(a.embedding, b.embedding, atol=atol)
        assert t.by_keyword("k2") == s.by_keyword("k2")
        t.add("after load", now=1e6, importance_10=3)  # the loaded stream keeps growing
        assert len(t) == len(s) + 1


def test_state_is_compact():
    s = make(dim=384)
    fill(s, 200)
    size = len(json.dumps(s.get_state()))
    assert size < 200 * (384 * 2 * 4 / 3 + 200)  # base64 float16 plus a little per memory


def test_set_state_from_other_embedder_reembeds():
    old = MemoryStream(HashEmbedder(dim=32))
    fill(old, 10)
    new_embedder = HashEmbedder(dim=48)
    t = MemoryStream(new_embedder)
    t.set_state(roundtrip(old.get_state()))
    assert t.dim == 48 and t.columns().embeddings.shape == (10, 48)
    contents = [t.get(i).content for i in range(10)]
    assert np.allclose(t.columns().embeddings, new_embedder.embed(contents))

    class Renamed(HashEmbedder):  # same dim, other name: must not trust the saved vectors
        pass

    other = Renamed(dim=32)
    other.name = "other-32"
    u = MemoryStream(other)
    state = old.get_state()
    state["embeddings"] = ""  # would fail to decode if it were used
    u.set_state(roundtrip(state))
    assert np.allclose(u.columns().embeddings, other.embed(contents))


def test_replace_embeddings():
    s = make(dim=32)
    fill(s, 5)
    e = HashEmbedder(dim=16)
    s.replace_embeddings(e)
    assert s.dim == 16 and s.embedder is e
    assert np.allclose(s.get(4).embedding, e.embed([s.get(4).content])[0])
    s.add("more", now=0, importance_10=2)
    assert s.get(5).embedding.shape == (16,)


def test_empty_stream_round_trip():
    s = make(dim=16)
    t = make(dim=16)
    t.set_state(roundtrip(s.get_state()))
    assert len(t) == 0 and t.recent(5) == [] and t.alive_count() == 0
    assert t.add("first", now=0, importance_10=2) == 0


def test_of_kinds_answers_as_isin_and_refuses_an_unknown_kind():
    import numpy as np

    from game.mind.memory_record import KINDS, kind_codes, of_kinds

    rng = np.random.default_rng(5)
    codes = rng.integers(0, len(KINDS), size=300).astype(np.int8)
    for kinds in [("observation",), ["conversation", "observation"], set(KINDS), ()]:
        want = np.isin(codes, kind_codes(kinds))
        assert np.array_equal(of_kinds(codes, kinds), want)
        assert np.array_equal(of_kinds(codes[5:40], kinds), want[5:40])
    with pytest.raises(ValueError):
        of_kinds(codes, ("dream",))


def test_alive_by_keyword_follows_new_tags_forgetting_and_a_load():
    s = make()
    fill(s, 10)
    assert s.by_keyword("k2") == [2, 7]
    got = s.by_keyword("k2")
    got.append(99)  # the caller's own list: what is kept is not changed
    assert s.by_keyword("k2") == [2, 7]
    fill(s, 5, start=10 * 60.0)  # memory 12 is tagged k2 again
    assert s.by_keyword("k2") == [2, 7, 12]
    s.mark_forgotten([7])
    assert s.by_keyword("k2") == [2, 12]
    s.mark_forgotten([3])  # another word's memory: k2's alive ones stay
    assert s.by_keyword("k2") == [2, 12] and s.by_keyword("k3") == [8, 13]
    t = make()
    t.by_keyword("k2")
    t.set_state(roundtrip(s.get_state()))
    assert t.by_keyword("k2") == [2, 12] and t.by_keyword("k3") == [8, 13]
    s.mark_forgotten([2, 12])
    assert s.by_keyword("k2") == []


def test_a_record_and_kind_read_alone_match_the_whole_memory_and_cannot_be_changed():
    s = make()
    mid = s.add(
        "Ann told Bob of the fair",
        kind="conversation",
        now=5.0,
        importance_10=3,
        meta={"source": "ann"},
    )
    assert s.get_kind(mid) == s.get(mid).kind == "conversation"
    meta = s.get_meta(mid)
    assert dict(meta) == s.get(mid).meta == {"source": "ann"}
    with pytest.raises(TypeError):
        meta["source"] = "bob"  # (the stored record itself: a reader may not write to it)
    assert s.get(mid).meta == {"source": "ann"}
