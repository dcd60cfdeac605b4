"""Local text embeddings that need no download, no network and no model weights.

Why: retrieval needs *some* embedding from the very first step, offline included, and the
paper's ada-002 calls were a large share of its cost. ``HashEmbedder`` is the feature-hashing
trick (Weinberger et al. 2009) over three kinds of features:

* lower-cased word unigrams of content words (a short stop-word list is dropped), crudely
  stemmed so "planning", "planned" and "plans" are one feature,
* word bigrams over those stems (word order: "Maria invited Klaus" vs the reverse),
* character 3-5-grams of each padded word ("<party>"), so "plans"/"planning"/"planned" and
  "Isabella"/"Isabella's" share most of their features (cheap stemming without a stemmer).

Each feature is hashed with ``hashlib.blake2b`` (stable across processes, unlike the salted
built-in ``hash()``) into one of ``dim`` buckets with a sign bit, so collisions cancel instead of
piling up. Counts get sublinear tf (1 + ln tf), each feature family a fixed weight, and the
vector is L2-normalised to float32. It knows no synonyms ("cafe" and "coffee shop" are
unrelated to it); a real embedding provider (``game.brains.llm``'s OpenAI client) can replace it, and
a memory stream loaded with another embedder re-embeds itself.

Cost: about 50-100 µs per new sentence in pure Python (per-word features are cached, so towns
with a small vocabulary get faster); repeated texts come from an LRU cache. Thread-safe: the
caches are guarded by a lock so residents thinking on worker threads can share one embedder.
"""

from __future__ import annotations

import hashlib
import math
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence

import numpy as np

_TOKEN = re.compile(r"[^\W_]+(?:'[^\W_]+)?", re.UNICODE)

STOP_WORDS = frozenset(
    """a an the and or but of to in on at for with by from as is are was were be been being am
    it its this that these those he she they them his her their him i me my we our you your
    s do does did has have had not no so than then there here into onto up out about over
    will would can could should just very also while""".split()
)

# Family weights, tuned so a shared content word counts more than a shared 4-gram, and a
# shared bigram (same two words in order) adds on top.
W_UNIGRAM = 1.0
W_BIGRAM = 0.6
W_CHAR = 0.25
CHAR_NGRAMS = (3, 4, 5)


def _hash(feature: str) -> int:
    digest = hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "little")


_SUFFIXES = ("ingly", "ings", "ing", "edly", "ed", "ies", "es", "s", "ly", "al")
_KEEP_DOUBLE = frozenset("lsz")


def stem(word: str) -> str:
    """A crude suffix stripper: planning/planned/plans -> plan, parties/party -> parti.

    Not linguistics, just enough that inflections of one word share their word feature;
    character n-grams catch the rest.
    """
    if word.endswith("'s"):
        word = word[:-2]
    for suf in _SUFFIXES:
        if word.endswith(suf) and len(word) - len(suf) >= 3:
            if suf == "s" and word.endswith(("ss", "us", "is")):
                break
            word = word[: -len(suf)] + ("i" if suf == "ies" else "")
            if len(word) > 3 and word[-1] == word[-2] and word[-1] not in _KEEP_DOUBLE:
                word = word[:-1]  # plann -> plan, runn -> run
            break
    if word.endswith("y") and len(word) > 3:
        word = word[:-1] + "i"  # party -> parti, like parties
    return word


def tokenize(text: str) -> list[str]:
    """Lower-cased content words of ``text`` ("Isabella's party!" -> ["isabella's", "party"])."""
    return [t for t in _TOKEN.findall(text.lower()) if t not in STOP_WORDS]


class HashEmbedder:
    """Signed feature-hashing embedder over word 1-2-grams and character 3-5-grams.

    Args:
        dim: Vector size. 384 matches small sentence-transformer models, so saves and the
            retrieval benchmark use realistic shapes.
        cache_size: How many texts' vectors the LRU cache keeps.
    """

    def __init__(self, dim: int = 384, cache_size: int = 8192) -> None:
        if dim < 16:
            raise ValueError("dim must be at least 16")
        self.dim = int(dim)
        self.name = f"hash-ngram-{self.dim}"
        self.cache_size = int(cache_size)
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._features: dict[str, tuple[int, float]] = {}  # feature -> (bucket, sign)
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed ``texts`` to an array of shape (len(texts), dim), float32, unit rows.

        An empty (or stop-words-only) text maps to a fixed unit vector so callers never see a
        zero row, which would make cosine similarity undefined.
        """
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        with self._lock:
            for i, text in enumerate(texts):
                vec = self._cache.get(text)
                if vec is None:
                    self.misses += 1
                    vec = self._embed_one(text)
                    self._cache[text] = vec
                    if len(self._cache) > self.cache_size:
                        self._cache.popitem(last=False)
                else:
                    self.hits += 1
                    self._cache.move_to_end(text)
                out[i] = vec
        return out

    def _bucket(self, feature: str) -> tuple[int, float]:
        hit = self._features.get(feature)
        if hit is None:
            h = _hash(feature)
            hit = (h % self.dim, 1.0 if (h >> 63) & 1 else -1.0)
            if len(self._features) < 200_000:  # vocabulary of a town is far smaller
                self._features[feature] = hit
        return hit

    def _embed_one(self, text: str) -> np.ndarray:
        words = tokenize(text)
        counts: dict[str, float] = {}
        weight: dict[str, float] = {}

        def add(feature: str, w: float) -> None:
            counts[feature] = counts.get(feature, 0.0) + 1.0
            weight[feature] = w

        stems = [stem(w) for w in words]
        for w, st in zip(words, stems, strict=True):
            add("w:" + st, W_UNIGRAM)
            padded = f"<{w}>"
            for n in CHAR_NGRAMS:
                for j in range(len(padded) - n + 1):
                    add("c:" + padded[j : j + n], W_CHAR)
        for a, b in zip(stems, stems[1:], strict=False):
            add(f"b:{a} {b}", W_BIGRAM)

        vec = np.zeros(self.dim, dtype=np.float64)
        if not counts:
            add("empty", 1.0)
        for feature, tf in counts.items():
            bucket, sign = self._bucket(feature)
            vec[bucket] += sign * weight[feature] * (1.0 + math.log(tf))
        norm = float(np.linalg.norm(vec))
        if norm == 0.0:  # every feature cancelled out in collisions: vanishingly rare
            vec[_hash(text) % self.dim] = 1.0
            norm = 1.0
        return (vec / norm).astype(np.float32)


def check_embedder(embedder: object, texts: Sequence[str] = ("hello there", "")) -> None:
    """Raise ``ValueError`` unless ``embedder`` behaves like ``game.mind.brain.Embedder``.

    Checks ``name`` (non-empty str), ``dim`` (positive int) and that ``embed`` returns a float32
    array of shape (len(texts), dim) with unit-length rows. Cheap: embeds ``texts`` once.
    """
    name = getattr(embedder, "name", None)
    dim = getattr(embedder, "dim", None)
    if not isinstance(name, str) or not name:
        raise ValueError("embedder needs a non-empty str name")
    if not isinstance(dim, int) or dim <= 0:
        raise ValueError("embedder needs a positive int dim")
    out = embedder.embed(list(texts))  # type: ignore[attr-defined]
    if not isinstance(out, np.ndarray) or out.dtype != np.float32:
        raise ValueError("embed must return a float32 numpy array")
    if out.shape != (len(texts), dim):
        raise ValueError(f"embed returned shape {out.shape}, expected {(len(texts), dim)}")
    norms = np.linalg.norm(out, axis=1)
    if not np.allclose(norms, 1.0, atol=1e-3):
        raise ValueError("embed must return unit-length rows")
