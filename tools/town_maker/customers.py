"""The places a grown-up goes to as a customer: two that they need, of the town's workplaces
(the people who run them are who they know there). Not their own workplace; a school only for
the parents of its pupils; a place that serves some trades only (``PlaceType.customers``: the
harbour office, the chandlery) only for those who work in them, or did before they retired,
and for them it comes first: a skipper knows the harbourmaster, the baker does not.
"""

from __future__ import annotations

import random

from tools.town_maker import catalogue
from tools.town_maker.people import Person, Workplace


def needed(
    rng: random.Random, adults: list[Person], places: list[Workplace]
) -> list[tuple[Person, Workplace]]:
    """(customer, place) for each grown-up and the (up to) two places they go to."""
    out = []
    for a in adults:
        mine = [w for w in places if goes_to(a, w)]
        trade = [w for w in mine if w.kind.customers]  # (a boat's business comes first)
        first = rng.sample(trade, min(2, len(trade)))
        pool = [w for w in mine if w not in first]
        out += [(a, w) for w in first + rng.sample(pool, min(2 - len(first), len(pool)))]
    return out


def goes_to(a: Person, w: Workplace) -> bool:
    """Whether ``a`` is a customer of ``w``: not of their own workplace; a school only for the
    parents of its pupils; a place for some trades (``PlaceType.customers``) only for those
    who work in them or retired from one."""
    if a.job is not None and a.job.place is w:
        return False
    if w.kind.customers:
        return in_trade(a, w.kind.customers)
    if not w.kind.for_parents:
        return True
    if a.role != "parent":  # (a grown brother at home does not see to the school)
        return False
    return any(k in w.pupils for k, word in a.kin.items() if k.household is a.household)


def in_trade(a: Person, keys: tuple[str, ...]) -> bool:
    """Whether ``a`` works (or worked, if retired) at a place of one of the types ``keys``."""
    types = catalogue.place_types()
    trades = [t for k in keys for t in types[k].trades]
    if a.job is not None:
        return a.job.place.kind.key in keys
    return bool(a.former) and any(a.former in t.title for t in trades)
