"""The features of Chinese (and other CJK) text for the local hash embedder.

Chinese is written without spaces and no word splitter is bundled, so the embedder's word
features do not fit it: a whole clause ("伊莎贝拉正在筹备情人节派对") would be one "word".
A run of CJK characters is read here as its character unigrams, bigrams and trigrams instead
(the usual character n-gram features of Chinese retrieval): most Chinese words are one or two
characters, so two sentences about one thing share most of their bigrams, and trigrams reward
a longer phrase in common. Frequent function characters (的, 了, 在, ...) give no unigram.

``game.brains.embeddings.HashEmbedder`` asks ``has_cjk`` of each token and, for a token that
holds CJK characters, takes ``cjk_features`` (feature names and weights) in place of its word
features; a token with none takes the word path as before, so the vector of text without CJK
is unchanged, bit for bit.
"""

from __future__ import annotations

import re

# CJK unified ideographs (main block, extension A, compatibility), kana and hangul syllables
CJK_RANGES = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
_CJK = re.compile(f"[{CJK_RANGES}]")
_RUNS = re.compile(f"[{CJK_RANGES}]+|[^{CJK_RANGES}]+")

# Family weights: a Chinese character is most often a word or a word's root (桥, 猫, 书), so
# a shared character counts as much as a shared two-character word; a shared three-character
# phrase adds a little (more made pairs that cross word edges count too much: measured by
# tests/lang/test_zh_retrieval.py: more of its questions found first at 1.0/1.0/0.3 than
# with characters at 0.8 or below).
W_CHAR1 = 1.0
W_CHAR2 = 1.0
W_CHAR3 = 0.3
# function characters: common in every sentence, so no unigram of their own
FUNCTION_CHARS = frozenset(
    "的了在是和也就都而及与着或一个这那有我你他她它们吗呢吧啊把被到去来说要会"
)


def has_cjk(token: str) -> bool:
    """Whether a token holds at least one CJK character."""
    return _CJK.search(token) is not None


def runs(token: str) -> list[tuple[str, bool]]:
    """The token cut into its CJK and other runs, in order, each with whether it is CJK
    ("sunny咖啡" -> [("sunny", False), ("咖啡", True)])."""
    return [(r, has_cjk(r)) for r in _RUNS.findall(token)]


# A run is cut at question words (a question's form, never what it is about: "谁在筹备派对？")
# and at the commonest particles (的 了 着 是 在 和), so they give no feature and join no
# neighbours into a made pair ("恋的", "的人"). A few words that hold one of these characters
# (现在, 和好) lose their pair; measured, the cut finds more than it loses (in
# tests/lang/test_zh_retrieval.py: 20 of 20 in the top 3, 17 first; 19 and 14 without it).
CUT_AT = re.compile(
    "为什么|为何|什么样|什么|怎么样|怎么|怎样|如何|哪里|哪儿|哪个|哪些|多少|几点|是不是|有没有"
    "|谁|吗|呢|吧|啊|的|了|着|是|在|和"
)


def cjk_features(run: str) -> list[tuple[str, float]]:
    """The (feature, weight) pairs of one run of CJK characters: unigrams (not of function
    characters), bigrams and trigrams, each family under its own prefix; the run is cut at
    question words first."""
    out: list[tuple[str, float]] = []
    for part in CUT_AT.split(run):
        out += part_features(part)
    return out or [("z1:" + run, W_CHAR1)]  # a run of cut words alone is still something


def part_features(run: str) -> list[tuple[str, float]]:
    """The unigrams, bigrams and trigrams of a run with nothing of ``CUT_AT`` in it."""
    out = [("z1:" + ch, W_CHAR1) for ch in run if ch not in FUNCTION_CHARS]
    out += [("z2:" + run[i : i + 2], W_CHAR2) for i in range(len(run) - 1)]
    out += [("z3:" + run[i : i + 3], W_CHAR3) for i in range(len(run) - 2)]
    if not out and run:  # a lone function character is still something
        out.append(("z1:" + run, W_CHAR1))
    return out
