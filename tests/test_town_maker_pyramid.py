"""A made town's ages look like a real small town's (issue 22): about a fifth of the people are
children, there are young adults (18 to 24, some still living with their parents), there are
old people and they are retired; a child's age fits its parents' and its brothers' and sisters'.
And a place for some trades (the harbour office) has only those trades' people as customers."""

from __future__ import annotations

import random

import pytest

from tools.town_maker import catalogue, people, relations

SIZES = (60, 300)
SEEDS = (1, 2, 3)


def townsfolk(n: int, seed: int, kind: str) -> list[people.Person]:
    rng = random.Random(f"{kind}:{n}:{seed}")
    return [p for h in people.households(rng, n, kind) for p in h.members]


@pytest.mark.parametrize("kind", catalogue.KINDS)
@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_age_mix_is_a_small_towns(kind, n, seed):
    ages = [p.age for p in townsfolk(n, seed, kind)]
    assert len(ages) == n
    share = lambda lo, hi: sum(lo <= a <= hi for a in ages) / n  # noqa: E731
    assert 0.12 <= share(0, 17) <= 0.27, (kind, n, seed, share(0, 17))
    assert share(18, 24) >= 0.03, (kind, n, seed, share(18, 24))  # young adults are there
    assert 0.10 <= share(67, 120) <= 0.32, (kind, n, seed, share(67, 120))
    assert share(25, 66) >= 0.35


@pytest.mark.parametrize("kind", catalogue.KINDS)
def test_a_childs_age_fits_its_parents_and_its_brothers_and_sisters(kind):
    for seed in SEEDS:
        rng = random.Random(f"{kind}:300:{seed}")
        for h in people.households(rng, 300, kind):
            parents = [p.age for p in h.members if p.role == "parent"]
            kids = sorted(p.age for p in h.members if p.role == "child")
            if not kids:
                assert not parents, [(p.role, p.age) for p in h.members]
                continue
            assert parents and all(abs(a - b) <= 8 for a in parents for b in parents)
            for k in kids:
                assert 20 <= min(parents) - k <= 42, (min(parents), kids)
            twins = sum(a == b for a, b in zip(kids, kids[1:], strict=False))
            assert twins <= 1, kids


def test_young_adults_live_with_their_parents_in_some_homes():
    grown_at_home = [
        p
        for kind in catalogue.KINDS
        for p in townsfolk(300, 1, kind)
        if p.role == "child" and p.age >= 18
    ]
    assert len(grown_at_home) >= 6
    assert all(p.age <= 24 for p in grown_at_home)


@pytest.mark.parametrize("seed", SEEDS)
def test_only_people_of_the_trades_it_serves_are_customers_of_a_trades_place(seed):
    """The harbour office's and the chandlery's customers work boats (or did)."""
    rng = random.Random(f"harbour:300:{seed}")
    homes = people.households(rng, 300, "harbour")
    folk = [p for h in homes for p in h.members]
    places = people.workplaces(rng, folk, "harbour", "Saltmere")
    links = relations.make(rng, folk, places, homes)
    checked = 0
    for w in places:
        if not w.kind.customers:
            continue
        head = w.staff[0]
        for other, text in links[head].items():
            if not text.startswith(w.kind.regular.split("{")[0]) or other in w.staff:
                continue
            checked += 1
            own = other.job.place.kind.key if other.job else other.former
            assert (other.job and other.job.place.kind.key in w.kind.customers) or any(
                other.former and other.former in t.title
                for k in w.kind.customers
                for t in catalogue.place_types()[k].trades
            ), (w.name, other.name, own)
    assert checked >= 5
