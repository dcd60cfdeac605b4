"""A line's last touches: no space after a full-width stop or comma (parts of a line are
joined by spaces), and short enough for a bubble, a cut never inside a shared fact."""

from __future__ import annotations

import re
from datetime import date

from game.brains.builtin import names, news_lines
from game.brains.builtin import text as tx

MAX_LINE = 280
# a full-width stop or comma takes no space after it (parts of a line are joined by spaces)
WIDE_GAP = re.compile(r"(?:(?<=[。！？，：；])|(?<=——))\s+")


def fit(text: str) -> str:
    """Lines stay short enough for a bubble; a cut never falls inside a shared fact."""
    if len(text) <= MAX_LINE:
        return text
    news = news_lines.extract_news(text)
    if news:
        # whole, up to what a line may hold at all (the mind keeps 300 characters): whole
        # sentences, never one cut off ("It would mean a lot if you")
        kept = ""
        for sentence in re.split(r"(?<=[.!?。！？])\s*", text):
            if len(kept) + len(sentence) + 1 > 300:
                break
            kept = f"{kept} {sentence}".strip() if kept else sentence
        return kept or text[:300]
    return tx.clip(text, MAX_LINE)


# a sentence a slot began ("Is that the time? {next_ing} ..."): its first letter up
_LOW_START = re.compile(r"(?<=[.!?] )[a-z]")


def tidy(text: str) -> str:
    return _LOW_START.sub(lambda m: m.group(0).upper(), WIDE_GAP.sub("", text))


def addressed_once(text: str, addr: str) -> str:
    """One calls someone by name once a line: "Hey, Jo. You okay, Jo?" -> "... You okay?"
    (a name that ends a later sentence after a comma is dropped; the first one stays)."""
    if not addr or text.count(addr) < 2:
        return text
    first = text.index(addr) + len(addr)
    tail = re.sub(rf"[,，]\s*{re.escape(addr)}(?=[.!?。！？])", "", text[first:])
    return text[:first] + tail


def finish(text: str, known, today: date | None, addr: str) -> str:
    """A line as it is said, whichever way it was made: people one knows by first name, a
    date by its distance from today, no gap after a full-width stop, the listener named once,
    short enough for a bubble."""
    text = news_lines.spoken_when(names.by_first_name(text, known), today)
    return fit(addressed_once(tidy(text), addr))
