"""Embeddings from an OpenAI-compatible ``/embeddings`` endpoint, batched and cached.

Used only when an embedding model is configured (``--llm-embed-model``); otherwise the local
``HashEmbedder`` (``game.brains.embeddings``) needs no server. ``name`` ("openai:<model>") and
``dim`` go into saves, so a save is never searched with vectors of another model.

Costs: one request per ``batch_size`` new texts (~10 tokens per memory line); repeated texts
come from the in-memory and on-disk cache for free.
"""

from __future__ import annotations

import base64
import hashlib
import threading
from typing import Any

import numpy as np

from game.brains.llm.cache import ResponseStore
from game.brains.llm.errors import LLMError, redact, root_cause


class OpenAIEmbedder:
    """``Embedder`` over ``client.embeddings.create``; thread-safe.

    Args:
        client: an ``openai.OpenAI``.
        model: the embedding model name.
        store: optional persistent cache (the response store's ``embeddings`` table).
        batch_size: texts per request.
        dim: known dimension; learned from the first reply when None.

    A failed request does not raise: the affected rows get a deterministic stand-in vector
    (hash-seeded, unit length) and ``failures`` counts them, so one outage costs some
    relevance, never a crash. Stand-ins are not cached.
    """

    def __init__(
        self,
        client: Any,
        model: str,
        *,
        store: ResponseStore | None = None,
        batch_size: int = 64,
        dim: int | None = None,
        api_key: str = "",
    ) -> None:
        self._client = client
        self.model = model
        self.name = f"openai:{model}"
        self._dim = dim
        self._store = store
        self.batch_size = batch_size
        self._secret = api_key
        self._lock = threading.Lock()
        self._memo: dict[str, np.ndarray] = {}
        self.requests = 0
        self.failures = 0
        self.last_error = ""

    @property
    def dim(self) -> int:
        """Vector size; asks the server once (one short request) if not known yet."""
        if self._dim is None:
            self.embed(["dimension probe"])
        if self._dim is None:
            raise LLMError(f"embedding model {self.model} did not answer: {self.last_error}")
        return self._dim

    def probe(self) -> str:
        """Embed one word to learn the dimension; '' on success, else a one-line reason."""
        try:
            self._fetch(["probe"])
        except Exception as exc:  # noqa: BLE001
            return redact(f"embedding model {self.model} failed: {root_cause(exc)}", self._secret)
        return ""

    def embed(self, texts: list[str]) -> np.ndarray:
        """Unit-length float32 rows, one per text; shape ``(len(texts), dim)``."""
        with self._lock:
            have = {t: self._memo[t] for t in texts if t in self._memo}
        missing = [t for t in dict.fromkeys(texts) if t not in have]
        if missing and self._store is not None:
            found = self._store.get_vectors(self.model, missing)
            have.update(found)
            missing = [t for t in missing if t not in found]
        for i in range(0, len(missing), self.batch_size):
            batch = missing[i : i + self.batch_size]
            try:
                vectors = self._fetch(batch)
            except Exception as exc:  # noqa: BLE001 - see the class docstring
                self.failures += len(batch)
                self.last_error = redact(root_cause(exc), self._secret)
                if self._dim is None:
                    continue
                have.update({t: _standin(t, self._dim) for t in batch})
                continue
            have.update(vectors)
            if self._store is not None:
                self._store.put_vectors(self.model, vectors)
        with self._lock:
            self._memo.update({t: v for t, v in have.items() if t not in self._memo})
        dim = self._dim or 1
        return (
            np.stack([have.get(t, _standin(t, dim)) for t in texts]).astype(np.float32)
            if texts
            else np.zeros((0, dim), np.float32)
        )

    def _fetch(self, batch: list[str]) -> dict[str, np.ndarray]:
        self.requests += 1
        resp = self._client.embeddings.create(
            model=self.model, input=batch, encoding_format="float"
        )
        rows = sorted(resp.data, key=lambda d: d.index)
        if len(rows) != len(batch):
            raise LLMError(f"expected {len(batch)} embeddings, got {len(rows)}")
        out = {}
        for text, row in zip(batch, rows, strict=True):
            vec = row.embedding
            if isinstance(vec, str):  # base64 from servers that ignore encoding_format
                vec = np.frombuffer(base64.b64decode(vec), dtype=np.float32)
            v = np.asarray(vec, dtype=np.float32)
            if self._dim is None:
                self._dim = int(v.shape[0])
            if v.shape != (self._dim,):
                raise LLMError(f"embedding of size {v.shape[0]}, expected {self._dim}")
            n = float(np.linalg.norm(v))
            out[text] = v / n if n > 0 else _standin(text, self._dim)
        return out


def _standin(text: str, dim: int) -> np.ndarray:
    seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")
    v = np.random.default_rng(seed).standard_normal(dim).astype(np.float32)
    return v / float(np.linalg.norm(v))
