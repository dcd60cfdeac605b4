"""Whether a building suits an activity: the rule that drops a plan with nowhere to go.

The decomposer picks the best sector it is offered (``PlaceIndex.sector_for``); when even the
best one is wrong for the activity (the shops are shut for "run errands", the cafe is not open
yet for "coffee at the cafe", the place the text names is closed) the activity is dropped for
the stand-in (``STAND_IN``) instead of being done in the wrong place. Everything is
read from kinds and the activity tables (``data/activities.toml``), never from names of places.
"""

from __future__ import annotations

from game.brains.builtin.activities import Category
from game.brains.builtin.place_words import text_sector_kinds
from game.brains.builtin.places import PlaceIndex

# what a resident does instead of an activity with nowhere open to happen, or nothing to do it with
STAND_IN = "relax at home"


def kind_suits(key: str, cat: Category) -> bool:
    """The sector kind ("home": one's own) is one the activity happens in, or has steps for."""
    return key in cat.sectors or key in cat.variants


def suits(idx: PlaceIndex, sector: str, cat: Category, text: str, work_cat: str = "") -> bool:
    """Whether the activity ``text`` (of category ``cat``) may be done in ``sector``.

    Yes when the text names it, or it is one's workplace and this is one's work, or it is of a
    kind the activity happens in while no open place the text names (where it could happen) or
    points at ("at the cafe") is left out. An activity the tables do not know suits anywhere but
    away from a place its text names.
    """
    names = idx.sectors_named(text)
    if sector in names:
        return True
    p = idx.persona
    if p.work is not None and sector == p.work.sector and cat.name == work_cat:
        return True
    if cat.name not in idx.tables.by_name:
        return not names
    if any(idx.open.get(n) and kind_suits(idx.kind.get(n, ""), cat) for n in names):
        return False
    key = "home" if idx.is_home(sector) else idx.kind.get(sector, "")
    pointed = text_sector_kinds(text) - {"home"}
    if key not in pointed and any(idx.open[s] for s, k in idx.kind.items() if k in pointed):
        return False
    return kind_suits(key, cat)


def says_elsewhere(idx: PlaceIndex, sector: str, text: str) -> bool:
    """The text names another place, or points at another kind ("coffee at the cafe" done at
    home when the cafe is shut): its words must not be the action's there."""
    names = idx.sectors_named(text)
    if names:
        return sector not in names
    key = "home" if idx.is_home(sector) else idx.kind.get(sector, "")
    return bool(text_sector_kinds(text) - {"home", key})
