"""A whisper to a resident ("你想办一个派对") turned into its own Chinese thought ("我想办一个
派对"): the second person becomes the first. Chinese pronouns do not change with their place
in the sentence, so this is a plain substitution ("你们" -> "我们", "您"/"你" -> "我",
"你自己" -> "我自己"). Text with no Chinese in it is left as it is."""

from __future__ import annotations

from game.lang.zh.words import has_chinese

_SECOND_PERSON = (("你们", "我们"), ("您", "我"), ("你", "我"))


def first_person(text: str) -> str:
    """ "你想办派对" -> "我想办派对", "你们的店" -> "我们的店", "她需要你" -> "她需要我"."""
    if not has_chinese(text):
        return text
    out = text
    for second, first in _SECOND_PERSON:
        out = out.replace(second, first)
    return out
