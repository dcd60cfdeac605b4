"""A child's fillers (issue 22): what the planner's defaults (``plan_fill``) leave a child.

A pupil spends no free time at its own school: a village whose only library is the school's
reading corner does not send its pupils back there after lessons or on a Saturday (the
tables' ``kind_sectors``: which sectors hold a place of a kind); a pupil's homework is done at
home. A small child (under ``SMALL``) is not left alone for long in a public place (a park, a
library, the market): it plays at home instead. Everything is read from records (the age, the
work place, the town's place kinds), never from a name.
"""

from __future__ import annotations

import re

from game.brains.builtin.tables import active

SMALL = 10  # under this age a child is not out on its own for long (a park, a library)
# a small child's own time at home, in place of a walk or a book in the park alone; each way of
# playing its own option (a second long piece of the day is not the same game)
PLAY = ("play with toys at home", "play make-believe at home", "play with building blocks at home")
_KIND = re.compile(r"\{(\w+)\}")

Option = str | tuple[str, ...]


def child(age: int) -> bool:
    """Under 18 (0: an age the persona does not say, taken as grown)."""
    return 0 < age < 18


def small(age: int) -> bool:
    """Too young to spend a stretch alone in a public place (0: an age not said, grown)."""
    return 0 < age < SMALL


def _first(option: Option) -> str:
    return option if isinstance(option, str) else option[0]


def out_alone(option: Option) -> bool:
    """A filler out at a public place (``{park}``, ``{library}``): not a small child's."""
    return bool(_KIND.search(_first(option)))


def only_at(option: Option, sector: str) -> bool:
    """The filler's place (``{library}``) is in the town only as a room of ``sector`` (the
    pupil's own school, whose reading corner is the town's library)."""
    if not sector:
        return False
    held = active().kind_sectors
    return any(held.get(k) == frozenset({sector}) for k in _KIND.findall(_first(option)))


def homework(age: int) -> str:
    """A pupil's afternoon at its books: at home (a small child's is its reading book)."""
    return "read at home" if small(age) else "do homework at home"


def for_child(options: list[Option], age: int, school: str, period: str) -> list[Option]:
    """``options`` as a child of ``age`` whose school (work place) is ``school`` has them:
    nothing at its own school; for a small child, nothing out alone, and play at home."""
    if not child(age):
        return options
    options = [o for o in options if not only_at(o, school)]
    if small(age):
        options = [o for o in options if not out_alone(o)]
        options += list(PLAY) if period != "night" else ["read at home"]
    return options
