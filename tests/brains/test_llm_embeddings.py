"""OpenAIEmbedder: batching, caching, dimension, outage stand-ins."""

from __future__ import annotations

import numpy as np
import openai
import pytest

from game.brains.llm.cache import ResponseStore
from game.brains.llm.openai_embeddings import OpenAIEmbedder
from tests.fake_openai import fake_vector


def embedder(fake, tmp_path, **kw):
    client = openai.OpenAI(base_url=fake.base_url, api_key="x", max_retries=0, timeout=0.5)
    return OpenAIEmbedder(client, "fake-embed", store=ResponseStore(tmp_path / "c.sqlite"), **kw)


def test_embeds_in_batches_with_unit_rows(fake, tmp_path):
    e = embedder(fake, tmp_path, batch_size=4)
    texts = [f"memory {i}" for i in range(10)]
    vecs = e.embed(texts)
    assert vecs.shape == (10, 32) and vecs.dtype == np.float32
    assert np.allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    assert np.allclose(vecs[3], fake_vector("memory 3", 32), atol=1e-6)
    assert e.name == "openai:fake-embed" and e.dim == 32
    assert len([x for x in fake.log if x.step == "embeddings"]) == 3


def test_cache_in_memory_and_on_disk(fake, tmp_path):
    e = embedder(fake, tmp_path)
    e.embed(["a", "b"])
    e.embed(["b", "a", "a"])
    again = embedder(fake, tmp_path)  # a new process, same cache file
    v = again.embed(["a"])
    assert len([x for x in fake.log if x.step == "embeddings"]) == 1
    assert np.allclose(v[0], fake_vector("a", 32), atol=1e-6)


@pytest.mark.parametrize("fault", ["rate_limit", "server_error", "hang", "close"])
def test_outage_gives_stand_ins_not_exceptions(fake, tmp_path, fault):
    e = embedder(fake, tmp_path)
    assert e.probe() == ""
    fake.add_fault(fault, step="embeddings")
    v = e.embed(["during the outage"])
    assert v.shape == (1, 32) and abs(np.linalg.norm(v[0]) - 1) < 1e-5
    assert e.failures == 1
    fake.clear_faults()
    v2 = e.embed(["during the outage"])  # stand-ins are not cached: the real vector now
    assert np.allclose(v2[0], fake_vector("during the outage", 32), atol=1e-6)


def test_empty_input(fake, tmp_path):
    e = embedder(fake, tmp_path, dim=32)
    assert e.embed([]).shape == (0, 32)
