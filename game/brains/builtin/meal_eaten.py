"""A meal of the plan eaten already today, somewhere else: no second dinner at home.

A resident who had supper at a gathering (a birthday supper, a dinner party), at another
household's table, or who went off hungry at seven to eat at the cafe, still had the plan's
"cook and eat dinner at home" to come, and a reader saw dinner eaten twice in one evening. A meal
eaten counts wherever it was: the part of a block that is one's meal at home (``eaten`` and
"at home": a gathering's own supper is never dropped here) is one's own time instead
(``STAND_IN``) when what one did today before it (``DecomposeRequest.done``, outside the block's
own stretch) has ``MEAL_MIN`` minutes of eating of that meal: steps that name it ("eat dinner"
at the supper), or, of dinner, that name no meal ("settle in with a meal") in its hours
(``HOURS``). A snack is never this (a late snack worded as such is eaten), and another meal
named (a late lunch at four) is not dinner.

Apart from ``stretch`` because this looks at what was done elsewhere today, not at the block's
own parts. Cost: a look at the day's done actions per meal part decomposed.
"""

from __future__ import annotations

import re

from game.brains.builtin.activities import meal_word
from game.brains.builtin.decompose_parts import MEAL_MIN
from game.brains.builtin.stretch import Stretch, eaten
from game.mind.inner.tables import tables as inner_tables
from game.mind.types import Action

MEALS = ("breakfast", "brunch", "lunch", "dinner")  # the meals a step may name
# minutes of the day in which eating that names no meal is that meal: a meal when hungry at
# seven is dinner; at four it is not, and dinner is still eaten. (Only dinner: a meal when
# hungry at eleven, on a day begun early, is not the lunch at half past one.)
HOURS = {"dinner": (17 * 60, 28 * 60)}
_AT_HOME = re.compile(r"\bat home\b")


def eating(action: Action) -> bool:
    """Whether ``action`` is eating, as the inner life reads a doing (by its emoji)."""
    return inner_tables().kind_by_emoji.get(action.emoji) == "eat"


def eaten_before(done, run: Stretch | None, text: str) -> bool:
    """The meal of part ``text`` (one's meal at home) was eaten today before, outside the
    stretch ``run`` of its own block (``done``: the day's actions so far)."""
    meal = meal_word(text)
    if meal not in MEALS or not _AT_HOME.search(text) or not eaten(text):
        return False
    lo, hi = HOURS.get(meal, (0, 0))
    own = run.parts if run is not None else ()
    minutes = 0
    for a in done or ():
        if not eating(a) or any(b.start <= a.start < b.end for b in own):
            continue
        said = meal_word(a.description)
        if said == meal or (said == "a meal" and lo <= a.start < hi):
            minutes += a.minutes
    return minutes >= MEAL_MIN
