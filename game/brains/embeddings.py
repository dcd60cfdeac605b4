"""Local text embeddings that need no download, no network and no model weights.

Why: retrieval needs *some* embedding from the very first step, offline included, and the
paper's ada-002 calls were a large share of its cost. ``HashEmbedder`` is the feature-hashing
trick (Weinberger et al. 2009) over three kinds of features:

* lower-cased word unigrams of content words (a short stop-word list is dropped), crudely
  stemmed so "planning", "planned" and "plans" are one feature,
* word bigrams over those stems (word order: "Maria invited Klaus" vs the reverse),
* character 3-5-grams of each padded word ("<party>"), so "plans"/"planning"/"planned" and
  "Isabella"/"Isabella's" share most of their features (cheap stemming without a stemmer),
* for a run of Chinese (CJK) characters, which has no spaces to find words by, character
  unigrams, bigrams and trigrams instead (``game.brains.cjk_features``); text without CJK
  characters never takes that path, so its vector is what it always was.

Each feature is hashed with ``hashlib.blake2b`` (stable across processes, unlike the salted
built-in ``hash()``) into one of ``dim`` buckets with a sign bit, so collisions cancel instead of
piling up. Counts get sublinear tf (1 + ln tf), each feature family a fixed weight, and the
vector is L2-normalised to float32. Features are summed in the order of their hashes, so a text
gets the same vector, bit for bit, in every process and batch: saves need not store vectors
(version 2; version 1 summed in first-seen order, one text at a time). It knows no synonyms ("cafe" and "coffee shop" are
unrelated to it); a real embedding provider (``game.brains.llm``'s OpenAI client) can replace it, and
a memory stream loaded with another embedder re-embeds itself.

Cost: about 20-80 µs per new sentence when embedded in batches (per-word features are cached;
the counting and summing is numpy; the summing order is one ``argsort``, see
``_row_hash_order``); repeated texts come from an LRU cache. Re-embedding the 17,000 memories
(5,400 distinct texts) of a 3-day, 25-resident town after a load takes about 0.3-0.4 s of CPU,
on a background thread (``game.mind.memory_columns.fill_town_vectors``). Thread-safe: the caches are
guarded by a lock so residents thinking on worker threads can share one embedder.
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from itertools import chain

import numpy as np

from game.brains.cjk_features import cjk_features, has_cjk, runs

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

    # Bump VERSION whenever a text's vector changes: the name goes into saves, and a save made
    # with another name is re-embedded on load. ``recomputable``: vectors are a pure function of
    # the text, so saves need not store them (they are recomputed on load, bit for bit).
    # (The Chinese features of ``game.brains.cjk_features`` kept version 2: they changed no
    # vector of text without CJK characters, and no town had CJK text before them.)
    VERSION = 2
    recomputable = True

    def __init__(self, dim: int = 384, cache_size: int = 8192) -> None:
        if dim < 16:
            raise ValueError("dim must be at least 16")
        self.dim = int(dim)
        self.name = f"hash-ngram-v{self.VERSION}-{self.dim}"
        self.cache_size = int(cache_size)
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._ids: dict[str, int] = {}  # feature -> id into the three arrays below
        self._bucket_of = np.zeros(1024, dtype=np.int64)  # id -> bucket
        self._signw = np.zeros(1024, dtype=np.float64)  # id -> sign * family weight
        self._order_of = np.zeros(1024, dtype=np.int64)  # id -> hash: the order of summing
        self._words: dict[str, tuple[str, list[int]]] = {}  # word -> (stem, feature ids)
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
            missing: dict[str, list[int]] = {}
            for i, text in enumerate(texts):
                vec = self._cache.get(text)
                if vec is None:
                    missing.setdefault(text, []).append(i)
                else:
                    self.hits += 1
                    self._cache.move_to_end(text)
                    out[i] = vec
            if missing:
                fresh = self._embed_many(list(missing))
                for (text, rows), vec in zip(missing.items(), fresh, strict=True):
                    self.misses += 1
                    out[rows] = vec
                    self._cache[text] = vec
                    if len(self._cache) > self.cache_size:
                        self._cache.popitem(last=False)
        return out

    def _id(self, feature: str, weight: float) -> int:
        """A small integer for ``feature``; its bucket, signed weight and hash in arrays."""
        fid = self._ids.get(feature)
        if fid is None:
            h = _hash(feature)
            fid = len(self._ids)
            if fid == len(self._bucket_of):  # grow by doubling
                self._bucket_of = np.concatenate([self._bucket_of, self._bucket_of])
                self._signw = np.concatenate([self._signw, self._signw])
                self._order_of = np.concatenate([self._order_of, self._order_of])
            self._bucket_of[fid] = h % self.dim
            self._signw[fid] = weight if (h >> 63) & 1 else -weight
            self._order_of[fid] = h >> 1  # a process-independent order of summation
            self._ids[feature] = fid
        return fid

    def _word(self, word: str) -> tuple[str, list[int]]:
        """A word's stem and the ids of its unigram and character n-gram features (cached:
        a town's vocabulary is small, so almost every word is a dictionary hit)."""
        hit = self._words.get(word)
        if hit is None and has_cjk(word):
            hit = (word, self._cjk_ids(word))
            if len(self._words) < 100_000:
                self._words[word] = hit
        if hit is None:
            st = stem(word)
            ids = [self._id("w:" + st, W_UNIGRAM)]
            padded = f"<{word}>"
            for n in CHAR_NGRAMS:
                for j in range(len(padded) - n + 1):
                    ids.append(self._id("c:" + padded[j : j + n], W_CHAR))
            hit = (st, ids)
            if len(self._words) < 100_000:
                self._words[word] = hit
        return hit

    def _cjk_ids(self, token: str) -> list[int]:
        """A token with CJK characters: character 1-3-grams of its CJK runs
        (``game.brains.cjk_features``) and the word features of any other run in it."""
        ids: list[int] = []
        for run, cjk in runs(token):
            if cjk:
                ids.extend(self._id(f, w) for f, w in cjk_features(run))
            elif run:
                ids.extend(self._word(run)[1])
        return ids

    def _features_of(self, text: str) -> list[int]:
        ids: list[int] = []
        stems: list[str] = []
        words, word = self._words, self._word
        for w in tokenize(text):
            st, feats = words.get(w) or word(w)
            stems.append(st)
            ids.extend(feats)
        if len(stems) > 1:
            known = self._ids
            for a, b in zip(stems, stems[1:], strict=False):
                bigram = f"b:{a} {b}"
                fid = known.get(bigram)
                ids.append(self._id(bigram, W_BIGRAM) if fid is None else fid)
        if not ids:
            ids.append(self._id("empty", 1.0))
        return ids

    def _embed_many(self, texts: list[str]) -> np.ndarray:
        """Sum of signed, weighted, sublinear-tf features for many texts in a few numpy calls
        (per text only the word lookups are Python): about 20 µs a sentence in a batch."""
        per_text = [self._features_of(t) for t in texts]
        lengths = np.fromiter(map(len, per_text), dtype=np.int64, count=len(per_text))
        row = np.repeat(np.arange(len(texts), dtype=np.int64), lengths)
        fid = np.fromiter(chain.from_iterable(per_text), dtype=np.int64, count=int(lengths.sum()))
        key = row * len(self._ids) + fid  # (text, feature) pairs; counts are term frequencies
        uniq, tf = np.unique(key, return_counts=True)
        urow, ufid = np.divmod(uniq, len(self._ids))
        # Sum each text's features in hash order, not id order: ids depend on which texts this
        # process saw first, and float sums depend on order; this keeps vectors bit-identical
        # across processes (a save recomputes them on load).
        order = _row_hash_order(urow, self._order_of[ufid])
        urow, ufid, tf = urow[order], ufid[order], tf[order]
        contrib = self._signw[ufid] * (1.0 + np.log(tf))
        flat = np.bincount(
            urow * self.dim + self._bucket_of[ufid],
            weights=contrib,
            minlength=len(texts) * self.dim,
        )
        vecs = flat.reshape(len(texts), self.dim)
        norms = np.linalg.norm(vecs, axis=1)
        for i in np.flatnonzero(norms == 0.0):  # every feature cancelled out: vanishingly rare
            vecs[i, _hash(texts[i]) % self.dim] = 1.0
            norms[i] = 1.0
        return (vecs / norms[:, None]).astype(np.float32)


def _row_hash_order(rows: np.ndarray, hashes: np.ndarray) -> np.ndarray:
    """The permutation sorting by (row, hash), as ``np.lexsort((hashes, rows))`` gives it.

    ``lexsort`` is slow (two stable passes over 63-bit keys: a third of re-embedding a town on
    load); one ``argsort`` of row and the hash's top 32 bits packed in one int64 is 3-5x
    faster. Two features of one text that share their top 32 bits (about once in 10^6 texts)
    would be left in id order, which differs between processes: then lexsort decides.
    """
    if rows.size == 0 or int(rows[-1]) >= 1 << 31:
        return np.lexsort((hashes, rows))
    packed = (rows << 32) | (hashes >> 31)  # hashes are < 2**63: their top 32 bits
    order = np.argsort(packed)
    ranked = packed[order]
    if ranked.size > 1 and (ranked[1:] == ranked[:-1]).any():
        return np.lexsort((hashes, rows))
    return order


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
