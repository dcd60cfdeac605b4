"""The words that say what a sentence is about, to tell whether two records concern the same
matter (a meeting and a view on it; one piece of one's news and another): Latin-script words of
four letters or more, less those that say nothing of a matter; in a script without spaces,
its pairs of characters. A measure of overlap between the town's own sentences, never a
reading of their grammar."""

from __future__ import annotations

import re

# words that say nothing of what a matter is about (a view and a gathering share them anyway)
EMPTY = frozenset(
    "about after again also because been before being from have here into just like more "
    "much only over should some than that their them then there these they think this "
    "those very want what when where which while will with would your".split()
)

# the little words at the edges of a run of words two sentences share ("the grey kitten in"):
# not part of the thing the run names
EDGE = frozenset(
    "a an the my your his her its our their this that these those some any to of in on at "
    "for from by with and or but as is are was were be been it i me you he she we they "
    "who which what when where into over up out off just so".split()
)

# the words that start a thing's name in a run ("buy the old mill": the thing is "old mill")
DETERMINERS = frozenset("a an the my your his her its our their this that these those some".split())

# in a script without spaces, the characters that do not begin or end the name of a thing
# (a measure word, "this", "that", a particle): trimmed off a shared run of characters
HAN_EDGE = frozenset("的了一个只条件位那这是在和也都把被着过吗呢吧啊么")


def content_words(text: str) -> set[str]:
    """Content words (Latin: four letters or more, less ``EMPTY``); in a script without
    spaces, its pairs of characters."""
    low = text.lower()
    if not low.isascii():
        han = re.sub(r"[\W\d_a-z]+", "", low)
        return {han[i : i + 2] for i in range(len(han) - 1)}
    return {w for w in re.findall(r"[a-z]{4,}", low) if w not in EMPTY}
