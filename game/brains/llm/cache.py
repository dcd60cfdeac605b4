"""A persistent response cache: the same prompt to the same model never costs twice.

Re-running a scenario (same seed, same residents) sends the same prompts, so a warm cache turns
the whole run into zero calls. The store is one SQLite file (stdlib, safe across threads behind
a lock). Rows hold a sha256 key, the model name, the step, the reply text and its token counts:
never the prompt, the endpoint URL in clear, an API key or any header. Replies come in scrubbed
of the configured keys (the client does it); a reply read back is scrubbed again, so a cache
written before a key was scrubbed (an older version, another key) never hands one out.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from pathlib import Path

import numpy as np

from game.brains.llm.client import ChatModel, ChatRequest, Completion
from game.brains.llm.layers import ModelLayer
from game.brains.llm.scrub import scrub

DEFAULT_CACHE_PATH = Path("cache") / "llm_cache.sqlite"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS replies (
    key TEXT PRIMARY KEY, model TEXT, step TEXT, text TEXT,
    prompt_tokens INTEGER, completion_tokens INTEGER
);
CREATE TABLE IF NOT EXISTS embeddings (key TEXT PRIMARY KEY, model TEXT, vec BLOB);
"""


def cache_key(identity: str, req: ChatRequest) -> str:
    """sha256 over endpoint+model identity, messages, schema and sampling parameters."""
    material = {"identity": identity, **req.key_material()}
    blob = json.dumps(material, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


class ResponseStore:
    """The SQLite file behind ``CachingModel`` and the embedding cache; thread-safe.

    Args:
        path: the file (parent folders are made), or None for an in-memory store.

    Costs: a lookup is one indexed SELECT (~10 us); a write commits (~0.1-1 ms on disk).
    """

    def __init__(self, path: str | Path | None = DEFAULT_CACHE_PATH) -> None:
        self.path = Path(path) if path is not None else None
        if self.path is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(
            str(self.path) if self.path is not None else ":memory:", check_same_thread=False
        )
        with self._lock:
            self._db.executescript(_SCHEMA)
            self._db.commit()

    def get(self, key: str) -> Completion | None:
        with self._lock:
            row = self._db.execute(
                "SELECT text, prompt_tokens, completion_tokens, model FROM replies WHERE key = ?",
                (key,),
            ).fetchone()
        if row is None:
            return None
        return Completion(
            text=scrub(str(row[0] or "")),
            prompt_tokens=row[1],
            completion_tokens=row[2],
            model=scrub(str(row[3] or "")),
            cached=True,
        )

    def put(self, key: str, step: str, completion: Completion) -> None:
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO replies VALUES (?, ?, ?, ?, ?, ?)",
                (
                    key,
                    completion.model,
                    step,
                    completion.text,
                    completion.prompt_tokens,
                    completion.completion_tokens,
                ),
            )
            self._db.commit()

    def forget(self, key: str) -> bool:
        """Drop the reply stored under ``key`` (it was rejected); True if there was one."""
        with self._lock:
            gone = self._db.execute("DELETE FROM replies WHERE key = ?", (key,)).rowcount
            self._db.commit()
        return gone > 0

    def get_vectors(self, model: str, texts: list[str]) -> dict[str, np.ndarray]:
        """Cached embedding rows for ``texts`` (those found), keyed by text."""
        keys = {_embed_key(model, t): t for t in texts}
        found: dict[str, np.ndarray] = {}
        with self._lock:
            for key, text in keys.items():
                row = self._db.execute(
                    "SELECT vec FROM embeddings WHERE key = ?", (key,)
                ).fetchone()
                if row is not None:
                    found[text] = np.frombuffer(row[0], dtype=np.float32).copy()
        return found

    def put_vectors(self, model: str, vectors: dict[str, np.ndarray]) -> None:
        with self._lock:
            self._db.executemany(
                "INSERT OR REPLACE INTO embeddings VALUES (?, ?, ?)",
                [
                    (_embed_key(model, t), model, np.asarray(v, np.float32).tobytes())
                    for t, v in vectors.items()
                ],
            )
            self._db.commit()

    def __len__(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM replies").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            self._db.close()


def _embed_key(model: str, text: str) -> str:
    return hashlib.sha256(f"{model}\x00{text}".encode()).hexdigest()


class CachingModel(ModelLayer):
    """Answers from the store when the same request was answered before.

    Only replies that were used stay: empty ones are never stored, and one the brain rejects
    (it fails parsing or validation) is dropped again through ``forget``, so a re-run asks the
    model anew instead of replaying the same rejection. Costs one DELETE per rejected reply.
    """

    def __init__(self, inner: ChatModel, store: ResponseStore) -> None:
        super().__init__(inner)
        self.store = store
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0
        self.forgotten = 0  # rejected replies dropped from the store

    def complete(self, req: ChatRequest) -> Completion:
        key = cache_key(self.identity, req)
        found = self.store.get(key)
        with self._lock:
            if found is not None:
                self.hits += 1
            else:
                self.misses += 1
        if found is not None:
            return found
        result = self.inner.complete(req)
        if result.text.strip():
            self.store.put(key, req.ctx.step, result)
        return result

    def forget(self, req: ChatRequest) -> None:
        if self.store.forget(cache_key(self.identity, req)):
            with self._lock:
                self.forgotten += 1
        self.inner.forget(req)
