"""What one's day has mostly been, summed from the blocks of its plan so far ("I spent most of
it working", answering "How was your day?").

A working day is its work first: a shift split by lunch into two blocks is still most of the
day, and a deckhand home from the boats does not say "I spent most of it taking a walk in the
park" because the walk was the longest single block. Work is known by its record: the block
is at one's workplace, names it, or is of one's work category; and since the day's context
holds only its last blocks, the card's working hours say what shift one has done today.
Otherwise the longest block is the day. Sleep is no part of it; a label too long to say back ("getting some fresh air in
the park with the paper") is not said at all (``SAYABLE`` words of its doing).
"""

from __future__ import annotations

import re

from game.brains.builtin.activities import classify
from game.brains.builtin.situation import Block, Scene
from game.mind.react import DAY_OFF

REST = ("sleep", "go to bed")
SAYABLE = 6  # words of what one's day was that one says as its summary


def _first(text: str) -> str:
    return text.split(", then ")[0].split(";")[0].strip(" .")


def is_work(scene: Scene, block: Block) -> bool:
    """Whether ``block`` is the speaker's work, by its record (place, name, category)."""
    work = scene.sp.work
    if work is None or not work.sector:
        return False
    if block.where == work.sector or work.sector in block.activity:
        return True
    cat = scene.prof.work_cat
    return bool(cat) and classify(_first(block.activity), cat).name == cat


def most_of(scene: Scene) -> Block | None:
    """The block that says what the day has mostly been: the longest of one's work when the
    work, summed, took more of the day than any other block; else the longest block."""
    done = [b for b in scene.done if not b.activity.lower().startswith(REST)]
    if not done:
        return None
    worked = [b for b in done if is_work(scene, b)]
    rest = [b for b in done if b not in worked]
    shift = _shift(scene, done)
    if shift is not None and sum(map(_length, worked)) < _length(shift):
        worked = [shift]  # (the day's context holds its last blocks only: the card says more)
    longest = max(rest, key=_length) if rest else None
    if worked and (longest is None or sum(map(_length, worked)) >= _length(longest)):
        work = max(worked, key=_length)
        words, cat = role_words(work.activity), scene.prof.work_cat
        if classify(words, cat).name != classify(_first(work.activity), cat).name:
            words = work.activity  # (the words alone are another thing: said whole)
        return Block(work.start, work.end, words)
    return longest


# where a work block's phrase names its place ("... from the Moorings at Ann's Quay")
_PLACED = re.compile(r" (?:from|at|in|on) (?=(?:the )?[\w'’ -]*?[A-Z])")


def role_words(phrase: str) -> str:
    """One's work in its own words, without the place it is done at, which one's day needs
    no naming of: 'work the boat from the Moorings at Ann's Quay' -> 'work the boat',
    'teach in the classroom at Hill School' -> 'teach'."""
    return _PLACED.split(phrase, maxsplit=1)[0].strip() or phrase


def _shift(scene: Scene, done: list[Block]) -> Block | None:
    """One's working hours today as a block of one's work, when the card says one works today
    and the shift has begun (a day off, or the workplace shut, has none)."""
    hours, days, today = scene.sp.work_hours, scene.sp.work_days, scene.today
    if not hours or today is None or not scene.prof.work_phrase:
        return None
    if days and today.strftime("%a").lower()[:3] not in days:
        return None
    if any(b.activity == DAY_OFF for b in done):
        return None
    now = scene.now % 1440
    if now <= hours[0]:
        return None
    return Block(hours[0], min(hours[1], now), scene.prof.work_phrase)


def sayable(words: str) -> bool:
    """A summary short enough to say ("taking a walk in the park"), in words of a spaced
    script; a script without spaces (Chinese) is said whole."""
    return len(words.split()) <= SAYABLE


def _length(block: Block) -> int:
    return block.end - block.start
