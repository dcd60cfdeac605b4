"""One seen at something a minute ago is asked whether they are still at it in more than a
handful of ways ("快好了吧" was the top filler of a Chinese town: 10 lines in 1,000)."""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.tables import load_tables, use_tables


def test_still_at_it_is_asked_in_more_than_one_way():
    use_tables(load_tables(language="zh"))
    try:
        book = Phrasebook([], 3, "ann", 600)
        said = []
        for _ in range(8):
            said.append(book.pick("ask_seen_now", their_doing="正在晒太阳"))
            book.said.append(said[-1])
    finally:
        use_tables(None)
    assert sum("快好了" in s for s in said) <= 1, said
    assert len(set(said)) >= 6, said
