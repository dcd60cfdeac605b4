"""A shift reads as a working day: the stock, the cleaning, the paperwork, a break, a word with
a colleague, not one step coming round.

A blind reader of two-day timelines: a grocer's log went round the same three or four customer
steps all day ("serve a customer at the checkout", "bag up a customer's groceries"); a
caretaker, a mayor and a parish clerk had one step that came round, half of every shift. Each
trade's steps now hold its day, the chores with ``times`` caps and the break mid-shift.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from game.brains.builtin.step_walk import day_times
from game.brains.builtin.tables import load_tables
from tests.brains.test_builtin_support import cards
from tests.brains.test_shift_chores import _shift


def _step_of() -> dict[str, tuple[str, int]]:
    """Each step text of the tables -> its step (its alternatives are one step)."""
    out: dict[str, tuple[str, int]] = {}
    for c in load_tables().taxonomy:
        for k, st in enumerate((*c.steps, *c.opening, *c.closing)):
            for t in st.texts:
                out.setdefault(t, (c.name, k))
    return out


def _card(who: str, occupation: str = ""):
    card = next(c for c in cards() if c.id == who)
    return replace(card, occupation=occupation) if occupation else card


TRADES = [
    ("samuel_okafor", ""),  # the supply store's owner
    ("daniel_hart", ""),  # the pharmacist
    ("harold_whitaker", ""),  # the mayor
    ("harold_whitaker", "caretaker of the hall"),  # (the town hall as a hall's caretaker)
    ("harold_whitaker", "parish clerk"),  # (... as a parish clerk's office)
]


@pytest.mark.parametrize(("who", "occupation"), TRADES)
def test_a_shift_is_a_working_day_not_one_step_coming_round(who, occupation):
    card = _card(who, occupation)
    step_of = _step_of()
    for seed in range(1, 6):
        rows = _shift(card, seed)
        said = Counter(step_of.get(a.description, a.description) for a in rows)
        # (was: the mayor's, the caretaker's, the parish clerk's one step half the shift and
        # more, five or six steps in all)
        assert said.most_common(1)[0][1] <= 0.4 * len(rows), said
        assert len(said) >= 8, said
        # a break, once, in the middle of the day, not first thing
        breaks = [a for a in rows if a.emoji == "☕"]
        assert len(breaks) <= 1 and all(10 * 60 <= a.start < 16 * 60 for a in breaks), breaks


def test_every_counter_trade_has_more_than_customers_coming_round():
    """What comes round in a shop's shift (``day_times``: a plain step, or a customer's turn
    when the plain steps are few) is not only a customer's turn: the shelves come round too
    (was: the grocer's, the market's, the hardware shop's and the dispensary's all customers)."""
    t = load_tables()
    for name in ("work_shopkeeper", "work_market", "work_store", "work_pharmacy"):
        steps = t.by_name[name].steps
        comes = [s for s, n in zip(steps, day_times(steps, True), strict=True) if not n]
        assert any(s.company != "customers" for s in comes), name
