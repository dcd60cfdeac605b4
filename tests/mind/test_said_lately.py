"""What a resident has been saying lately: its own lines in the talks of the last two days
before today, to anyone, oldest first and bounded; not today's, not the others'."""

from __future__ import annotations

from game.mind import said_lately as sl
from tests.mind.test_reflect import make_resident

DAY = 86400.0


def _talk(r, at_s: float, mine: str, theirs: str) -> None:
    r.memory.add(
        f"Conversation with Bob Marsh at Home: {mine}",
        kind="conversation",
        now=at_s,
        importance_10=3,
        meta={
            "conversation": int(at_s),
            "transcript": [["bob", "Bob Marsh", theirs], ["ann", "Ann Lee", mine]],
            "with": ["bob"],
            "at": "Home",
        },
    )


def test_the_last_two_days_own_lines_only():
    r = make_resident()
    today = 10 * DAY
    _talk(r, today - 3 * DAY + 600, "Three days ago.", "Theirs, long ago.")
    _talk(r, today - 2 * DAY + 600, "Two days ago.", "Theirs, then.")
    _talk(r, today - DAY + 600, "Yesterday.", "Theirs, yesterday.")
    _talk(r, today + 600, "Today.", "Theirs, today.")
    assert sl.said_lately(r, today) == ("Two days ago.", "Yesterday.")


def test_bounded_to_the_newest():
    r = make_resident()
    today = 10 * DAY
    for i in range(sl.MAX_LINES + 5):
        _talk(r, today - DAY + i, f"Line {i}.", "Mm.")
    got = sl.said_lately(r, today)
    assert len(got) == sl.MAX_LINES and got[-1] == f"Line {sl.MAX_LINES + 4}."
