import os
import subprocess
import sys

import numpy as np
import pytest

from game.brains.embeddings import HashEmbedder, check_embedder, tokenize


def cos(e, a, b):
    va, vb = e.embed([a, b])
    return float(va @ vb)


def test_shape_dtype_unit_rows_and_name():
    e = HashEmbedder()
    out = e.embed(["Isabella is planning a party", "", "the the the", "Ünïcode café"])
    assert out.shape == (4, 384)
    assert out.dtype == np.float32
    assert np.allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-5)
    assert e.name == "hash-ngram-v2-384"
    assert HashEmbedder(dim=64).name == "hash-ngram-v2-64"
    check_embedder(e)


def test_empty_batch():
    assert HashEmbedder(dim=32).embed([]).shape == (0, 32)


def test_related_texts_are_clearly_closer_than_unrelated():
    e = HashEmbedder()
    pairs = [
        (
            "Isabella is planning a Valentine's Day party at Hobbs Cafe",
            "The Valentine's Day party at Hobbs Cafe is planned by Isabella",
            "Klaus is writing a research paper on gentrification",
        ),
        (
            "Sam Moore is running for mayor in the local election",
            "Sam announced he will run in the mayoral election",
            "Maria is brushing her teeth in the bathroom",
        ),
        ("John is brushing his teeth", "Maria brushes her teeth", "Sam is running for mayor"),
    ]
    for anchor, related, unrelated in pairs:
        near, far = cos(e, anchor, related), cos(e, anchor, unrelated)
        assert near > far + 0.25, (anchor, near, far)
        assert abs(far) < 0.2


def test_shared_roots_beat_unrelated_words():
    e = HashEmbedder()
    assert cos(e, "planning", "planned") > cos(e, "planning", "gardening") + 0.2
    assert cos(e, "election", "elections") > 0.5


def test_stable_across_instances_and_processes():
    text = "Klaus Mueller is reading about gentrification"
    a = HashEmbedder().embed([text])[0]
    b = HashEmbedder().embed([text])[0]
    assert np.array_equal(a, b)
    code = (
        "import sys; sys.path.insert(0, '.'); from game.brains.embeddings import HashEmbedder;"
        f"print(HashEmbedder().embed([{text!r}])[0].tobytes().hex())"
    )
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
    )
    assert bytes.fromhex(out.stdout.strip()) == a.tobytes()


def test_cache_hits_and_returns_copies():
    e = HashEmbedder(dim=32, cache_size=2)
    first = e.embed(["a party"])
    first[0, :] = 0  # callers cannot corrupt the cache
    again = e.embed(["a party"])
    assert e.hits == 1 and e.misses == 1
    assert np.isclose(np.linalg.norm(again[0]), 1.0)
    e.embed(["b", "c"])  # evicts "a party"
    e.embed(["a party"])
    assert e.misses == 4


def test_tokenize_drops_stop_words_keeps_possessives():
    assert tokenize("Isabella's party is at the Cafe!") == ["isabella's", "party", "cafe"]


def test_check_embedder_rejects_bad_ones():
    class Bad:
        name = "bad"
        dim = 4

        def embed(self, texts):
            return np.ones((len(texts), 4), dtype=np.float32)  # not unit length

    with pytest.raises(ValueError):
        check_embedder(Bad())
